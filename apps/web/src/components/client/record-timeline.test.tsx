import type { TimelineEntry } from '@console/domain/schemas/timeline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { queryKeys } from '../../lib/query-keys';
import { RecordTimeline } from './record-timeline';

const getData = vi.fn();
vi.mock('../../lib/http/client', () => ({ getData: (...args: unknown[]) => getData(...args) }));

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  id: 'event:1',
  kind: 'event',
  action: 'create',
  fromStatus: null,
  toStatus: null,
  changes: [],
  actorType: null,
  actorName: null,
  ip: null,
  note: null,
  params: {},
  createdAt: '2026-03-01T08:00:00.000Z',
  ...over,
});

function show() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RecordTimeline
        url="client/order/7/timeline"
        queryKey={queryKeys.orders.timeline(7)}
        statusLabel={(s) => `状态${s}`}
        testId="timeline"
      />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLanguage('zh');
  getData.mockReset();
});
afterEach(cleanup);

describe('<RecordTimeline>', () => {
  it('shows each step with who, from where, why and its fields before → after', async () => {
    getData.mockResolvedValue({
      entries: [
        entry({
          id: 'event:1',
          action: 'acceptApplication',
          fromStatus: '0',
          toStatus: '3',
          actorType: 'enterprise',
          actorName: '张经理',
          ip: '198.51.100.7',
          changes: [{ field: 'quantity', before: '2.00', after: '3.00' }],
        }),
        entry({ id: 'event:2', action: 'close', fromStatus: '3', toStatus: '10', note: '需求取消' }),
        entry({ id: 'event:6', action: 'settle', actorType: 'system', actorName: 'settle' }),
        entry({ id: 'call:3', kind: 'call', action: 'out', params: { number: '138****5678', seconds: 42 } }),
        entry({ id: 'notice:4', kind: 'notice', action: 'orderApplied', actorType: 'system' }),
        entry({ id: 'chat:5', kind: 'chat', action: 'image', actorType: 'freelancer', actorName: '王*雨' }),
      ],
    });
    show();
    expect(await screen.findByText('通过申请')).toBeTruthy();
    expect(getData).toHaveBeenCalledWith('client/order/7/timeline');
    const entries = screen.getAllByTestId('timeline-entry').map((e) => e.textContent);
    expect(entries[0]).toContain('企业用户 张经理');
    expect(entries[0]).toContain('状态0 → 状态3');
    expect(entries[0]).toContain('数量：2.00 → 3.00');
    expect(entries[0]).toContain('IP 198.51.100.7');
    expect(entries[1]).toContain('原因：需求取消');
    // a system step is named by what acted, translated
    expect(entries[2]).toContain('系统 结算到账');
    expect(entries[3]).toContain('呼出');
    expect(entries[3]).toContain('138****5678 · 42 秒');
    expect(entries[4]).toContain('通知：新的接单申请');
    expect(entries[5]).toContain('聊天 [图片]');
    expect(entries[5]).toContain('自由职业者 王*雨');
  });

  it('says when there is nothing yet, and when it could not be read', async () => {
    getData.mockResolvedValueOnce({ entries: [] });
    show();
    expect(await screen.findByText('暂无记录')).toBeTruthy();
    cleanup();
    getData.mockRejectedValueOnce(new Error('boom'));
    show();
    expect(await screen.findByText('记录加载失败')).toBeTruthy();
  });
});
