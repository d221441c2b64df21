import type { OneTimePassword } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/user/:id/password/reset: a new one-time password; the user's sessions end. */
export function resetPassword(id: number) {
  return postData<OneTimePassword>(`system/user/${id}/password/reset`);
}

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () =>
      Promise.all([
        // the one-time password must be changed first, and the user's sessions have ended
        client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
        client.invalidateQueries({ queryKey: queryKeys.system.sessions.lists }),
      ]),
  });
}
