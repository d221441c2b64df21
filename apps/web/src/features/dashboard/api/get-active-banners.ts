import type { ActiveBanner } from '@console/domain/schemas/banner';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /client/banner/active: the enterprise side's banners now shown. */
export function getActiveBanners(): Promise<ActiveBanner[]> {
  // Silent: without banners the dashboard simply shows none.
  return getData<ActiveBanner[]>('client/banner/active', undefined, { silent: true });
}

export function useActiveBanners() {
  return useQuery({ queryKey: queryKeys.banners.active, queryFn: getActiveBanners });
}
