import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';

/** DELETE /system/role/:id (refused while a user holds it). */
export function deleteRole(id: number): Promise<null> {
  return deleteData<null>(`system/role/${id}`);
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system', 'roles'] }),
  });
}
