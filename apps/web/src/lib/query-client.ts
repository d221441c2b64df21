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
