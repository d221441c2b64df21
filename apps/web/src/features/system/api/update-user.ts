import type { UserUpdateBody } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /system/user/:id */
export function updateUser({ id, body, request }: { id: number; body: UserUpdateBody; request?: SubmitRequest }) {
  return putData<null>(`system/user/${id}`, body, request);
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
        // an enterprise's page lists its users by name
        client.invalidateQueries({ queryKey: queryKeys.system.enterprises.details }),
      ]),
  });
}
