import type { Page } from '@console/domain/schemas/list';
import type { CallRecordRow } from '@console/domain/schemas/softphone';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /callCenter/records (CallRecordQuery): the call centre's records for record holders, else the caller's own. */
export function getCallRecords(params: Record<string, string | number>): Promise<Page<CallRecordRow>> {
  return getData<Page<CallRecordRow>>('callCenter/records', params);
}

export function useCallRecords(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.callRecords.list(params),
    queryFn: () => getCallRecords(params),
    placeholderData: keepPreviousData,
  });
}
