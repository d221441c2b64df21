import type { DashboardSummary } from '@console/domain/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { type PagePrefetch, queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { getActiveBanners } from './get-active-banners';

export function getSummary(): Promise<DashboardSummary> {
  // Silent: the dashboard shows its own empty state when the figures are not available.
  return getData<DashboardSummary>('dashboard/summary', undefined, { silent: true });
}

export const summaryQuery = () => queryOptions({ queryKey: queryKeys.dashboard.summary, queryFn: getSummary });

export function useSummary() {
  return useQuery(summaryQuery());
}

/** The dashboard's figures and banners, fetched while the console loads (PagePrefetch). */
export const prefetchDashboard: PagePrefetch = async () => {
  await Promise.all([
    queryClient.prefetchQuery(summaryQuery()),
    queryClient.prefetchQuery({ queryKey: queryKeys.banners.active, queryFn: getActiveBanners }),
  ]);
};
