import { QueryClient } from '@tanstack/react-query';
import { listRequestParams } from './list/list-state';
import { listStateFromSearch } from './list/use-list-state';
import { getListView, listViewQuery } from './list/use-list-view';
import { onSessionCleared } from './session';

/** One query cache for the signed-in console; it loads with the layout, not with the login page. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already shows errors; retrying would show them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onSessionCleared(() => queryClient.clear());

/**
 * Fetches what a page shows first, for the URL's search, while the console's code and menu load (the route guard
 * starts it with the page's code): the page then finds it in the cache instead of asking after its first render.
 * Silent: a failure is the page's own query to show. `pageKey`: the page's menu component key
 * ('client/order/orderList/index').
 */
export type PagePrefetch = (search: string, pageKey: string) => Promise<void>;

/**
 * Fetches a query a page will read, silently; a failure is forgotten unless the page already reads it, so that the
 * page asks again itself and says what went wrong.
 */
export async function prefetchQuiet(options: { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }) {
  await queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.status === 'error' && query.getObserversCount() === 0)
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
}

/**
 * A list page's prefetch: its first page for the URL's list state, and its saved view (stored under the page's path,
 * `/` + its menu key): come after the list had drawn, the view drew the whole list again.
 */
export function listPrefetch(
  key: (params: Record<string, string | number>) => readonly unknown[],
  fetch: (params: Record<string, string | number>) => Promise<unknown>,
  fetchView: (listKey: string) => Promise<unknown> = (listKey) => getListView(listKey, true),
): PagePrefetch {
  return async (search, pageKey) => {
    const params = listRequestParams(listStateFromSearch(search));
    const listKey = `/${pageKey}`;
    await Promise.all([
      prefetchQuiet({ queryKey: key(params), queryFn: () => fetch(params) }),
      prefetchQuiet({ ...listViewQuery(listKey, true), queryFn: () => fetchView(listKey) }),
    ]);
  };
}
