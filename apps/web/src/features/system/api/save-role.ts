import type { RoleInput } from '@console/domain/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /system/role (new) or PUT /system/role/:id (edit). */
export function saveRole({ id, body, request }: { id: number | null; body: RoleInput; request?: SubmitRequest }) {
  return id === null
    ? postData<{ id: number }>('system/role', body, request)
    : putData<null>(`system/role/${id}`, body, request);
}

export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: (_, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.roles.lists }),
        id !== null && client.invalidateQueries({ queryKey: queryKeys.system.roles.detail(id) }),
        client.invalidateQueries({ queryKey: queryKeys.system.roles.options }),
        // the users list shows each user's role names
        client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
      ]),
  });
}
