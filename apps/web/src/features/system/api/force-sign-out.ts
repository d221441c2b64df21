import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /system/online/:id: that session's tokens stop working and its sockets drop. */
export function forceSignOut(id: number): Promise<null> {
  return deleteData<null>(`system/online/${id}`);
}

export function useForceSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forceSignOut,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.system.sessions.lists }),
  });
}
