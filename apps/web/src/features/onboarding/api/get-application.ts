import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicantGet } from './applicant-http';

export const applicationKey = ['onboarding', 'application'] as const;

/** GET /onboarding/application: the applicant's own application. */
export const applicationQuery = queryOptions({
  queryKey: applicationKey,
  queryFn: () => applicantGet<ApplicationView>('onboarding/application'),
});

export function useApplication(enabled = true) {
  return useQuery({ ...applicationQuery, enabled });
}
