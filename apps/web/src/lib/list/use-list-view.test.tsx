import type { ListViewAnswer, ListViewSettings } from '@console/domain/schemas/list-view';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query-keys';
import { useListView } from './use-list-view';

const http = vi.hoisted(() => ({ getData: vi.fn(), putData: vi.fn(), deleteData: vi.fn() }));
vi.mock('../http/client', () => http);

const KEY = '/system/taskReview/index';
const answerOf = (view: ListViewSettings): ListViewAnswer => ({ view, source: 'user', roleDefault: null });
const start: ListViewAnswer = { view: null, source: 'none', roleDefault: null };

/** The server's answers, released one by one by the test. */
function deferredAnswers() {
  const pending: { body: unknown; resolve: (a: ListViewAnswer) => void; reject: (e: Error) => void }[] = [];
  http.putData.mockImplementation(
    (_url: string, body: unknown) =>
      new Promise<ListViewAnswer>((resolve, reject) => pending.push({ body, resolve, reject })),
  );
  return pending;
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.listViews.mine(KEY), start);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useListView(KEY), { wrapper });
  return { client, hook, cached: () => client.getQueryData<ListViewAnswer>(queryKeys.listViews.mine(KEY)) };
}

const columnsOnly: ListViewSettings = { columns: ['name'], filters: [] };
const withFilter: ListViewSettings = {
  columns: ['name'],
  filters: [{ name: 'Pending', filters: { status: '2' } }],
};

beforeEach(() => {
  vi.clearAllMocks();
  http.getData.mockResolvedValue(start);
});

describe('useListView: writes to one view', () => {
  it('reach the server one after another, in the order made, and an earlier answer never undoes a later change', async () => {
    const pending = deferredAnswers();
    const { hook, cached } = mount();
    let second: Promise<ListViewAnswer> | undefined;
    act(() => {
      void hook.result.current.save.mutateAsync(columnsOnly);
      second = hook.result.current.save.mutateAsync(withFilter);
    });
    // Both changes show at once; only the first is on its way.
    await waitFor(() => expect(cached()?.view).toEqual(withFilter));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.body).toEqual({ view: JSON.stringify(columnsOnly) });

    await act(async () => pending[0]?.resolve(answerOf(columnsOnly)));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.body).toEqual({ view: JSON.stringify(withFilter) });
    expect(cached()?.view).toEqual(withFilter);

    await act(async () => pending[1]?.resolve(answerOf(withFilter)));
    await expect(second).resolves.toEqual(answerOf(withFilter));
    expect(cached()).toEqual(answerOf(withFilter));
  });

  it('a refused last write shows what the server holds again', async () => {
    const pending = deferredAnswers();
    const { hook, cached } = mount();
    let write: Promise<ListViewAnswer> | undefined;
    act(() => {
      write = hook.result.current.save.mutateAsync(columnsOnly);
    });
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(cached()?.view).toEqual(columnsOnly);
    await act(async () => {
      pending[0]?.reject(new Error('refused'));
      await write?.catch(() => undefined);
    });
    await waitFor(() => expect(cached()).toEqual(start));
    expect(http.getData).toHaveBeenCalledWith(`list-view?key=${encodeURIComponent(KEY)}`, undefined, { silent: false });
  });
});
