import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /system/role/:id (refused while a user holds it). */
export function deleteRole(id: number): Promise<null> {
  return deleteData<null>(`system/role/${id}`);
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: queryKeys.system.roles.detail(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.roles.lists }),
        client.invalidateQueries({ queryKey: queryKeys.system.roles.options }),
      ]);
    },
  });
}
