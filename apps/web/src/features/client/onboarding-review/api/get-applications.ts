import type { Page } from '@console/domain/schemas/list';
import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /client/onboarding/list: submitted applications (status, dates, keyword). */
export const applicationsQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: queryKeys.onboardingReview.list(params),
    queryFn: () => getData<Page<ApplicationView>>('client/onboarding/list', params),
    placeholderData: keepPreviousData,
  });

export function useApplications(params: Record<string, string | number>) {
  return useQuery(applicationsQuery(params));
}
