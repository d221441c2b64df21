import { type PagePrefetch, queryClient } from '../query-client';
import { listRequestParams } from './list-state';
import { listStateFromSearch } from './use-list-state';
import { prefetchListView } from './use-list-view';

/**
 * A list page's prefetch: its first page for the URL's list state, and the list's saved view (its columns, its
 * named filters), so the list draws once, with both.
 */
export function listPrefetch(
  key: (params: Record<string, string | number>) => readonly unknown[],
  fetch: (params: Record<string, string | number>) => Promise<unknown>,
): PagePrefetch {
  return async (search, pathname) => {
    const params = listRequestParams(listStateFromSearch(search));
    await Promise.all([
      queryClient.prefetchQuery({ queryKey: key(params), queryFn: () => fetch(params) }),
      prefetchListView(pathname),
    ]);
  };
}
