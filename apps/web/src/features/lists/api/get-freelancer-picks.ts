import type { FreelancerPick } from '@console/domain/schemas/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/list/freelancers: freelancers by name or phone for the picker (masked, 20 at most). */
export function getFreelancerPicks(keyword: string): Promise<FreelancerPick[]> {
  return getData<FreelancerPick[]>('system/list/freelancers', keyword ? { keyword } : undefined);
}

export function useFreelancerPicks(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.lists.freelancerPicks(keyword),
    queryFn: () => getFreelancerPicks(keyword),
    enabled,
    placeholderData: keepPreviousData,
  });
}
