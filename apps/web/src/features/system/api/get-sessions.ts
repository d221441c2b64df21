import type { SessionRow } from '@console/domain/schemas/admin';
import type { Page } from '@console/domain/schemas/list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/online/list */
export function getSessions(params: Record<string, string | number>): Promise<Page<SessionRow>> {
  return getData<Page<SessionRow>>('system/online/list', params);
}

export function useSessions(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.system.sessions.list(params),
    queryFn: () => getSessions(params),
    placeholderData: keepPreviousData,
  });
}
