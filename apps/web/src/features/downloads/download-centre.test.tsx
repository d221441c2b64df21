import type { ExportJob } from '@console/domain/schemas/exports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { exportJobsQuery, POLL_MS } from './api/get-export-jobs';
import { DownloadCentrePage } from './pages/download-centre-page';

const getData = vi.fn();
const deleteData = vi.fn();
vi.mock('../../lib/http/client', () => ({
  getData: (...args: unknown[]) => getData(...args),
  deleteData: (...args: unknown[]) => deleteData(...args),
}));
const notifySuccess = vi.fn();
vi.mock('../../lib/notify', () => ({ notifySuccess: (text: string) => notifySuccess(text), notifyError: vi.fn() }));

const job = (over: Partial<ExportJob>): ExportJob => ({
  id: 1,
  kind: 'orders',
  status: 'done',
  progress: 100,
  rowCount: 10,
  fileName: '订单列表_20261122_101500.xlsx',
  size: 2048,
  error: null,
  createdAt: '2026-11-22T02:15:00.000Z',
  finishedAt: '2026-11-22T02:15:03.000Z',
  expiresAt: '2026-11-29T02:15:03.000Z',
  ...over,
});
const running = job({ id: 2, status: 'running', progress: 40, fileName: null, finishedAt: null, expiresAt: null });
const done = job({ id: 1 });

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/common/down-file/index']}>
        <App>{children}</App>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(async () => {
  await setLanguage('zh');
  getData.mockReset().mockResolvedValue({ rows: [running, done], total: 2 });
  deleteData.mockReset().mockResolvedValue(null);
  notifySuccess.mockReset();
});
afterEach(() => cleanup());

describe('download centre', () => {
  it('reads the list again every 2 s while a job is queued or running, and stops once none is', () => {
    const interval = (rows: ExportJob[]) => {
      const { refetchInterval } = exportJobsQuery({ pageNum: 1, pageSize: 10 });
      return typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data: { rows, total: rows.length } } } as never)
        : refetchInterval;
    };
    expect(interval([running, done])).toBe(POLL_MS);
    expect(interval([job({ status: 'pending', progress: 0 })])).toBe(POLL_MS);
    expect(interval([done, job({ id: 3, status: 'failed' })])).toBe(false);
  });

  it('shows a running job with its progress and no delete, and the retention date of a finished one', async () => {
    render(wrap(<DownloadCentrePage />));
    const live = within(await waitFor(() => rowOf('订单列表 (生成中)')));
    expect(live.getByText('生成中', { selector: '.ant-tag' })).toBeTruthy();
    expect(live.getByText('40%')).toBeTruthy();
    expect((live.getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(true);
    const finished = within(rowOf(done.fileName as string));
    expect(finished.getByText('已完成')).toBeTruthy();
    expect(finished.getByText('2026-11-29')).toBeTruthy();
  });

  it('deletes a finished export after the confirmation names it', async () => {
    render(wrap(<DownloadCentrePage />));
    const row = within(await waitFor(() => rowOf(done.fileName as string)));
    fireEvent.click(row.getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`确定删除“${done.fileName}”吗？`);
    expect(deleteData).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(deleteData).toHaveBeenCalledWith('common/down-file/1'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('已删除'));
    // The list is read again after the delete.
    await waitFor(() => expect(getData.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('labels every status in English too', async () => {
    await setLanguage('en');
    getData.mockResolvedValue({
      rows: [
        running,
        done,
        job({ id: 3, status: 'pending', progress: 0, fileName: null }),
        job({ id: 4, status: 'failed', fileName: null }),
      ],
      total: 4,
    });
    render(wrap(<DownloadCentrePage />));
    for (const label of ['Generating', 'Done', 'Queued', 'Failed']) {
      expect(await screen.findByText(label, { selector: '.ant-tag' })).toBeTruthy();
    }
    expect(screen.getAllByText('Kept until', { selector: 'th' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Delete/ })).toHaveLength(4);
  });
});
