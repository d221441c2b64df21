import type { ActiveBanner } from '@console/domain/schemas/banner';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { freelancerGet } from './freelancer-http';

/** GET /freelancer/banner/active: the freelancer side's banners now shown. */
export function getBanners(): Promise<ActiveBanner[]> {
  // Silent: without banners the page simply shows none.
  return freelancerGet<ActiveBanner[]>('freelancer/banner/active', undefined, { silent: true });
}

export function useBanners() {
  return useQuery({ queryKey: queryKeys.freelancer.banners, queryFn: getBanners });
}
