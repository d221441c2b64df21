import type { BannerRow } from '@console/domain/schemas/banner';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/banner/list: banners filtered, sorted and paged on the server. */
export function getBanners(params: Record<string, string | number>): Promise<Page<BannerRow>> {
  return getData<Page<BannerRow>>('system/banner/list', params);
}

export function useBanners(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.banners.list(params),
    queryFn: () => getBanners(params),
    placeholderData: keepPreviousData,
  });
}
