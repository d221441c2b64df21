import { QueryClient } from '@tanstack/react-query';
import { listRequestParams } from './list/list-state';
import { listStateFromSearch } from './list/use-list-state';
import { getListView, LIST_VIEW_STALE_MS } from './list/use-list-view';
import { queryKeys } from './query-keys';
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
 * Silent: a failure is the page's own query to show.
 */
export type PagePrefetch = (search: string) => Promise<void>;

/**
 * A list page's prefetch: its first page for the URL's list state, and its saved view (by the list's key, the
 * page's path): come after the list had drawn, the view drew the whole list again.
 */
export function listPrefetch(
  key: (params: Record<string, string | number>) => readonly unknown[],
  fetch: (params: Record<string, string | number>) => Promise<unknown>,
  listKey: string,
  fetchView: (listKey: string) => Promise<unknown> = (k) => getListView(k, true),
): PagePrefetch {
  return async (search) => {
    const params = listRequestParams(listStateFromSearch(search));
    await Promise.all([
      queryClient.prefetchQuery({ queryKey: key(params), queryFn: () => fetch(params) }),
      queryClient.prefetchQuery({
        queryKey: queryKeys.listViews.mine(listKey),
        queryFn: () => fetchView(listKey),
        staleTime: LIST_VIEW_STALE_MS,
      }),
    ]);
  };
}
