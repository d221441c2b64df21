import type { TaxParkOption } from '@console/domain/schemas/onboarding';
import { useQuery } from '@tanstack/react-query';
import { applicantGet } from './applicant-http';

/** GET /onboarding/parks: the tax parks to choose from. */
export function useParks() {
  return useQuery({
    queryKey: ['onboarding', 'parks'],
    queryFn: () => applicantGet<TaxParkOption[]>('onboarding/parks'),
    staleTime: 300_000,
  });
}
