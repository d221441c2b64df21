import { QueryClient } from '@tanstack/react-query';
import { onApplicantCleared } from './session';

/** The onboarding pages' own query cache: nothing of it outlives the applicant's session. */
export const onboardingQueryClient = new QueryClient({
  defaultOptions: {
    // The http client already shows errors; retrying would show them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

onApplicantCleared(() => onboardingQueryClient.clear());
