import type { CallRecordRow } from '@console/domain/schemas/softphone';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePreviewHost } from '../../../lib/file-preview/file-preview-host';
import { closePreview } from '../../../lib/file-preview/preview-store';
import { setLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import '../i18n';
import { CallRecordDrawer } from './call-record-drawer';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ http: { get } }));

const talked: CallRecordRow = {
  id: 5,
  callId: 'c-5',
  agentId: 'S-01',
  voipNumber: '057186010000',
  userId: 7,
  userName: '李坐席',
  direction: 'in',
  maskedNumber: '138****5678',
  businessType: null,
  businessId: null,
  rungAt: '2026-11-27T08:00:00.000Z',
  answeredAt: '2026-11-27T08:00:05.000Z',
  endedAt: '2026-11-27T08:01:05.000Z',
  durationSeconds: 60,
  outcome: 'answered',
  note: null,
  recording: true,
  recordingExpired: false,
};

const renderDrawer = (record: CallRecordRow) =>
  render(
    <App>
      <CallRecordDrawer record={record} onClose={() => {}} />
      <FilePreviewHost />
    </App>,
  );
const fields = () => within(screen.getByTestId('call-record-fields'));

beforeEach(async () => {
  await setLanguage('zh');
  get.mockReset().mockResolvedValue({ data: new Blob(['RIFF'], { type: 'audio/wav' }) });
  useSession.setState({ permissions: ['telManage:record:listen'] });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:console/rec-5');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  act(() => closePreview());
  cleanup();
  useSession.setState({ permissions: [] });
  vi.restoreAllMocks();
});

describe('<CallRecordDrawer> recording', () => {
  it("plays a talked call's recording in the audio dialog, fetched with the console's token", async () => {
    renderDrawer(talked);
    expect(fields().getByText('通话录音')).toBeTruthy();
    fireEvent.click(screen.getByTestId('drawer-play-recording'));
    const audio = await screen.findByTestId('preview-audio');
    expect(audio.getAttribute('src')).toBe('blob:console/rec-5');
    expect(get).toHaveBeenCalledWith('callCenter/records/5/recording', { responseType: 'blob', silent: true });
  });

  it('says why there is none: not answered, past the retention, not made yet', () => {
    const { rerender } = renderDrawer({
      ...talked,
      outcome: 'missed',
      answeredAt: null,
      durationSeconds: 0,
      recording: false,
    });
    expect(screen.getByTestId('drawer-no-recording').textContent).toBe('未接通，没有录音');
    expect(screen.queryByTestId('drawer-play-recording')).toBeNull();
    rerender(
      <App>
        <CallRecordDrawer record={{ ...talked, recording: false, recordingExpired: true }} onClose={() => {}} />
      </App>,
    );
    expect(screen.getByTestId('drawer-no-recording').textContent).toBe('已超过录音保存期限，录音已删除');
    rerender(
      <App>
        <CallRecordDrawer record={{ ...talked, recording: false }} onClose={() => {}} />
      </App>,
    );
    expect(screen.getByTestId('drawer-no-recording').textContent).toBe('暂无录音');
  });

  it('is not shown without telManage:record:listen', () => {
    useSession.setState({ permissions: ['telManage:record'] });
    renderDrawer(talked);
    expect(fields().getByText('138****5678')).toBeTruthy();
    expect(fields().queryByText('通话录音')).toBeNull();
    expect(screen.queryByTestId('drawer-play-recording')).toBeNull();
  });

  it('in English too', async () => {
    await setLanguage('en');
    renderDrawer({ ...talked, recording: false, recordingExpired: true });
    expect(fields().getByText('Recording')).toBeTruthy();
    expect(screen.getByTestId('drawer-no-recording').textContent).toBe(
      'Deleted: kept no longer than the retention period',
    );
    await waitFor(() => expect(get).not.toHaveBeenCalled());
  });
});
