import type { TaxParkOption } from '@console/domain/schemas/onboarding';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { applicantGet } from './applicant-http';

/** GET /onboarding/parks: the tax parks to choose from. */
export function useParks() {
  return useQuery({
    queryKey: queryKeys.onboarding.parks,
    queryFn: () => applicantGet<TaxParkOption[]>('onboarding/parks'),
    staleTime: 300_000,
  });
}
