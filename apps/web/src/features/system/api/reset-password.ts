import type { OneTimePassword } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '../../../lib/http/client';

/** POST /system/user/:id/password/reset: a new one-time password; the user's sessions end. */
export function resetPassword(id: number) {
  return postData<OneTimePassword>(`system/user/${id}/password/reset`);
}

export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system'] }),
  });
}
