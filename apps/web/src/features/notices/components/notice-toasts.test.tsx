import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { NoticeToasts } from './notice-toasts';

/** The notices-only socket, faked: the test fires its events. */
const handlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
const opened = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/realtime/realtime-socket', () => ({
  openRealtimeSocket: (options: unknown) => {
    opened(options);
    return {
      connected: true,
      connect: () => {},
      disconnect: () => {},
      on: (event: string, listener: (...args: unknown[]) => void) => handlers.set(event, listener),
      off: (event: string) => handlers.delete(event),
      emit: () => {},
    };
  },
  runConnection: () => () => {},
}));

beforeEach(async () => {
  await setLanguage('zh');
  handlers.clear();
  opened.mockClear();
});
afterEach(cleanup);

describe('<NoticeToasts> (enterprise users without chat)', () => {
  it('opens a notices-only socket and pops each notice up in words, with its list refreshed', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <App>
            <NoticeToasts />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ notices: true }));
    act(() =>
      handlers.get('notice')?.({
        id: 7,
        kind: 'taskApproved',
        params: { taskName: '门店促销' },
        title: null,
        content: null,
        link: '/client/task/taskList/index',
        read: false,
        createTime: Date.now(),
      }),
    );
    expect(await screen.findByText('任务「门店促销」已审核通过')).toBeTruthy();
    expect(invalidate).toHaveBeenCalled();
  });
});
