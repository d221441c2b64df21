import { QueryClient } from '@tanstack/react-query';
import { onFreelancerCleared } from './session';

/** The freelancer page's own query cache: nothing of it outlives the freelancer's session. */
export const freelancerQueryClient = new QueryClient({
  defaultOptions: {
    // The http client already shows errors; retrying would show them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onFreelancerCleared(() => freelancerQueryClient.clear());
