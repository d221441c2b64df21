import type { CallCentreMembership } from '@console/domain/schemas/softphone';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /system/user/:id/callCentre: the call centre the user works for (null: none). */
export function getUserCallCentre(userId: number): Promise<CallCentreMembership> {
  return getData<CallCentreMembership>(`system/user/${userId}/callCentre`);
}

export function useUserCallCentre(userId: number | null) {
  return useQuery({
    queryKey: queryKeys.callCentres.member(userId ?? 0),
    queryFn: () => getUserCallCentre(userId as number),
    enabled: userId !== null,
  });
}
