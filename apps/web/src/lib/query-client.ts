import { QueryClient } from '@tanstack/react-query';
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
 * Silent: a failure is the page's own query to show. `pathname`: the page's own path, as its tab knows it
 * (`/client/order/orderList/index`).
 */
export type PagePrefetch = (search: string, pathname: string) => Promise<void>;
