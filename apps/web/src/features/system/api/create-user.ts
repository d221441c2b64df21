import type { OneTimePassword, UserCreateInput } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';

/** POST /system/user: answers the one-time password to hand over. */
export function createUser({ body, request }: { body: UserCreateInput; request?: SubmitRequest }) {
  return postData<OneTimePassword>('system/user', body, request);
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system', 'users'] }),
  });
}
