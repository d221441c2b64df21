import type { Wallboard } from '@console/domain/schemas/softphone';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { WallboardPage } from './wallboard-page';

const forceOffline = vi.hoisted(() => vi.fn());
vi.mock('../api/force-offline', () => ({ forceOffline }));
const history = vi.hoisted(() => ({ rows: [] as unknown[], asked: [] as (string | null)[] }));
vi.mock('../api/get-agent-states', () => ({
  useAgentStates: (agentId: string | null) => {
    history.asked.push(agentId);
    return { data: agentId ? { rows: history.rows, total: history.rows.length } : undefined, isLoading: false };
  },
}));
const live = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../components/use-wallboard', () => ({ useWallboard: () => live.current }));

const NOW = Date.now();
const board: Wallboard = {
  oemSerial: 'OEM1',
  at: NOW,
  seats: [
    {
      agentId: 'S-01',
      voipNumber: '057186010000',
      userId: 7,
      userName: '李坐席',
      state: 'training',
      since: NOW - 65_000,
      connected: true,
    },
    {
      agentId: 'S-02',
      voipNumber: '057186010001',
      userId: null,
      userName: null,
      state: 'offline',
      since: null,
      connected: false,
    },
  ],
  waiting: 2,
  callbacksWaiting: 3,
  today: { answered: 5, missed: 1, averageTalkSeconds: 83 },
  states: [{ code: 'training', label: '培训', labelEn: 'Training', owner: 'OEM1', disabled: false }],
};

beforeEach(async () => {
  await setLanguage('zh');
  forceOffline.mockReset();
  live.current = { board, skew: 0, connection: 'connected' };
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <WallboardPage />
      </App>
    </QueryClientProvider>,
  );

describe('WallboardPage', () => {
  it("shows the figures and every seat's agent, state (custom ones by their label) and time in it", () => {
    renderPage();
    expect(screen.getByTestId('wallboard-waiting').textContent).toContain('2');
    expect(screen.getByTestId('wallboard-answered').textContent).toContain('今日接通5');
    expect(screen.getByTestId('wallboard-averageTalk').textContent).toContain('00:01:23');
    const first = screen.getByTestId('wallboard-seat-S-01');
    expect(within(first).getByTestId('wallboard-state').textContent).toBe('培训');
    expect(within(first).getByTestId('wallboard-agent').textContent).toBe('李坐席');
    expect(within(first).getByTestId('wallboard-in-state').textContent).toMatch(/^00:01:0[5-9]$/);
    const second = screen.getByTestId('wallboard-seat-S-02');
    expect(within(second).getByTestId('wallboard-state').textContent).toBe('离线');
    expect(within(second).queryByTestId('wallboard-force')).toBeNull();
  });

  it('shows the missed calls waiting to be called back next to the calls waiting, as each board is pushed', () => {
    const { rerender } = renderPage();
    const figures = [...document.querySelectorAll('.wallboard-figures > [data-testid]')].map((f) =>
      f.getAttribute('data-testid'),
    );
    expect(figures.slice(0, 2)).toEqual(['wallboard-waiting', 'wallboard-callbacksWaiting']);
    expect(screen.getByTestId('wallboard-callbacksWaiting').textContent).toBe('待回拨3');
    live.current = { board: { ...board, callbacksWaiting: 0, at: NOW + 1 }, skew: 0, connection: 'connected' };
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <WallboardPage />
        </App>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('wallboard-callbacksWaiting').textContent).toBe('待回拨0');
  });

  it('says when the socket is reconnecting, in English too', async () => {
    await setLanguage('en');
    live.current = { board, skew: 0, connection: 'reconnecting' };
    renderPage();
    expect(screen.getByText('Connection lost, reconnecting…')).toBeTruthy();
    expect(screen.getByTestId('wallboard-callbacksWaiting').textContent).toBe('Callbacks waiting3');
    expect(within(screen.getByTestId('wallboard-seat-S-01')).getByTestId('wallboard-state').textContent).toBe(
      'Training',
    );
  });

  it('takes an agent offline only with a reason, and sends the note', async () => {
    forceOffline.mockResolvedValue(null);
    renderPage();
    fireEvent.click(within(screen.getByTestId('wallboard-seat-S-01')).getByTestId('wallboard-force'));
    const ok = await waitFor(() => {
      const button = document.querySelector('.ant-modal-footer button:last-child') as HTMLElement | null;
      expect(button).toBeTruthy();
      return button as HTMLElement;
    });
    fireEvent.click(ok);
    expect(await screen.findByText('请选择原因')).toBeTruthy();
    expect(forceOffline).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByLabelText('原因'));
    fireEvent.click(await screen.findByTitle('参加会议'));
    fireEvent.change(screen.getByLabelText('说明'), { target: { value: ' 例会 ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(forceOffline).toHaveBeenCalled());
    expect(forceOffline.mock.calls[0]?.[0]).toEqual({ agentId: 'S-01', reason: 'meeting', note: '例会' });
  });

  it("shows a seat's recorded state changes with their reasons, a supervisor's reason and note", async () => {
    history.rows = [
      {
        id: 2,
        agentId: 'S-01',
        userId: 7,
        fromState: 'training',
        toState: 'offline',
        reason: 'supervisor',
        actorId: 1,
        detail: 'meeting',
        note: '例会',
        callId: null,
        at: new Date(NOW).toISOString(),
      },
      {
        id: 1,
        agentId: 'S-01',
        userId: 7,
        fromState: 'idle',
        toState: 'training',
        reason: 'user',
        actorId: null,
        detail: null,
        note: null,
        callId: null,
        at: new Date(NOW - 60_000).toISOString(),
      },
    ];
    renderPage();
    fireEvent.click(within(screen.getByTestId('wallboard-seat-S-01')).getByTestId('wallboard-history'));
    const list = await screen.findByTestId('agent-history');
    expect(history.asked).toContain('S-01');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('培训 → 离线');
    expect(items[0]).toContain('班长强制');
    expect(items[0]).toContain('参加会议');
    expect(items[0]).toContain('例会');
    expect(items[1]).toContain('空闲 → 培训');
    expect(items[1]).toContain('本人操作');
  });
});
