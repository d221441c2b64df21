import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applicantGet } from './applicant-http';

/** GET /onboarding/application: the applicant's own application. */
export const applicationQuery = queryOptions({
  queryKey: queryKeys.onboarding.application,
  queryFn: () => applicantGet<ApplicationView>('onboarding/application'),
});

export function useApplication(enabled = true) {
  return useQuery({ ...applicationQuery, enabled });
}
