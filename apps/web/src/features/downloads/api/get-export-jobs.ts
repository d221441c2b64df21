import type { ExportJob } from '@console/domain/schemas/exports';
import type { Page } from '@console/domain/schemas/list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** While any job is queued or running the list is read again every 2 s. */
export const POLL_MS = 2000;

export function getExportJobs(params: { pageNum: number; pageSize: number }): Promise<Page<ExportJob>> {
  return getData<Page<ExportJob>>('common/down-file/list', params);
}

export const exportJobsQuery = (params: { pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: queryKeys.exports.jobs(params),
    queryFn: () => getExportJobs(params),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.rows.some((r) => r.status === 'pending' || r.status === 'running') ? POLL_MS : false,
  });

export function useExportJobs(params: { pageNum: number; pageSize: number }) {
  return useQuery(exportJobsQuery(params));
}
