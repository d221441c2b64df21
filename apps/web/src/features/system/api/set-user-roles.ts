import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /system/user/:id/roles */
export function setUserRoles({ id, roleIds, request }: { id: number; roleIds: number[]; request?: SubmitRequest }) {
  return putData<null>(`system/user/${id}/roles`, { roleIds }, request);
}

export function useSetUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserRoles,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
        // the roles' user counts
        client.invalidateQueries({ queryKey: queryKeys.system.roles.lists }),
      ]),
  });
}
