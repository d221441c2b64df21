import type { OperLogRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/operlog/list */
export function getOperLogs(params: Record<string, string | number>): Promise<Page<OperLogRow>> {
  return getData<Page<OperLogRow>>('system/operlog/list', params);
}

export function useOperLogs(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.operLogs(params),
    queryFn: () => getOperLogs(params),
    placeholderData: keepPreviousData,
  });
}
