import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /system/user/:id/status: 0 freezes (the user is signed out everywhere), 1 restores. */
export function setUserStatus({ id, status }: { id: number; status: '0' | '1' }) {
  return putData<null>(`system/user/${id}/status`, { status });
}

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.system.users.lists }),
        // a frozen user's sessions end; an enterprise's page lists its users with their status
        client.invalidateQueries({ queryKey: queryKeys.system.sessions.lists }),
        client.invalidateQueries({ queryKey: queryKeys.system.enterprises.details }),
      ]),
  });
}
