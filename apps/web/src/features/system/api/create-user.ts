import type { OneTimePassword, UserCreateInput } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/user: answers the one-time password to hand over. */
export function createUser({ body, request }: { body: UserCreateInput; request?: SubmitRequest }) {
  return postData<OneTimePassword>('system/user', body, request);
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (_, { body }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
        // the roles' user counts; an enterprise user's enterprise counts and lists its users
        client.invalidateQueries({ queryKey: queryKeys.system.roles.lists }),
        body.enterpriseId && client.invalidateQueries({ queryKey: queryKeys.system.enterprises.lists }),
        body.enterpriseId && client.invalidateQueries({ queryKey: queryKeys.system.enterprises.details }),
      ]),
  });
}
