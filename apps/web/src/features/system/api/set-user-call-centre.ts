import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /system/user/:id/callCentre ('' for none): leaving a centre lets the user's seat go. */
export function setUserCallCentre({
  userId,
  oemSerial,
  request,
}: {
  userId: number;
  oemSerial: string;
  request?: SubmitRequest;
}) {
  return putData<null>(`system/user/${userId}/callCentre`, { oemSerial }, request);
}

export function useSetUserCallCentre() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserCallCentre,
    onSuccess: (_, { userId }) => client.invalidateQueries({ queryKey: queryKeys.callCentres.member(userId) }),
  });
}
