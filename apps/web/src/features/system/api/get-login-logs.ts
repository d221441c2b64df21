import type { LoginLogRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/logininfor/list */
export function getLoginLogs(params: Record<string, string | number>): Promise<Page<LoginLogRow>> {
  return getData<Page<LoginLogRow>>('system/logininfor/list', params);
}

export function useLoginLogs(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.loginLogs(params),
    queryFn: () => getLoginLogs(params),
    placeholderData: keepPreviousData,
  });
}
