import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData } from '../../../lib/http/client';

/** PUT /system/user/:id/status: 0 freezes (the user is signed out everywhere), 1 restores. */
export function setUserStatus({ id, status }: { id: number; status: '0' | '1' }) {
  return putData<null>(`system/user/${id}/status`, { status });
}

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: ['system'] }),
  });
}
