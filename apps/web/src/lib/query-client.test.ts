import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRequestParams, parseListState } from './list/list-state';
import { listStateFromSearch } from './list/use-list-state';
import { listPrefetch, queryClient } from './query-client';
import { queryKeys } from './query-keys';

afterEach(() => queryClient.clear());

describe('a list page fetched while the console loads', () => {
  it("puts the URL's first page in the cache under the key the page's own query reads", async () => {
    const fetch = vi.fn(async (params: Record<string, string | number>) => ({ rows: [params], total: 1 }));
    const search = '?q=pageNum%3D2%26status%3D3';
    const fetchView = vi.fn(async (listKey: string) => ({ view: { pageSize: 20 }, listKey }));
    await listPrefetch(queryKeys.orders.list, fetch, fetchView)(search, 'client/order/orderList/index');
    expect(fetch).toHaveBeenCalledWith({ pageNum: 2, pageSize: 20, status: '3' });
    // and the list's saved view, under the key its page reads (useListPage → useListView)
    expect(queryClient.getQueryData(queryKeys.listViews.mine('/client/order/orderList/index'))).toEqual({
      view: { pageSize: 20 },
      listKey: '/client/order/orderList/index',
    });
    // what the page computes from the same URL (useListState → listRequestParams)
    const pageKey = queryKeys.orders.list(listRequestParams(listStateFromSearch(search)));
    expect(queryClient.getQueryData(pageKey)).toEqual({ rows: [{ pageNum: 2, pageSize: 20, status: '3' }], total: 1 });
  });

  it('reads the filters a plain link sets when the URL has no list state', () => {
    expect(listStateFromSearch('?status=3&other=x').filters).toEqual({ status: '3' });
    expect(listStateFromSearch('?q=status%3D5&status=3').filters).toEqual({ status: '5' });
    expect(listStateFromSearch('', parseListState('pageSize=50')).pageSize).toBe(50);
  });

  it('leaves a failure to the page: nothing is thrown and nothing is kept, so the page asks itself', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('refused');
    });
    await expect(
      listPrefetch(queryKeys.tasks.list, fetch, fetch)('', 'client/task/taskList/index'),
    ).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    const cache = queryClient.getQueryCache();
    expect(cache.find({ queryKey: queryKeys.tasks.list({ pageNum: 1, pageSize: 20 }), exact: true })).toBeUndefined();
    expect(
      cache.find({ queryKey: queryKeys.listViews.mine('/client/task/taskList/index'), exact: true }),
    ).toBeUndefined();
  });
});
