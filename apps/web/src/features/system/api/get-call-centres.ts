import type { CallCentreRow } from '@console/domain/schemas/softphone';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/callCenter/centres: every call centre with its seats. */
export function getCallCentres(): Promise<CallCentreRow[]> {
  return getData<CallCentreRow[]>('system/callCenter/centres');
}

export function useCallCentres(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.callCentres.list, queryFn: getCallCentres, enabled });
}
