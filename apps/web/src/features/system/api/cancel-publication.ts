import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /system/notice-publication/:id: withdraws a scheduled notice not yet sent. */
export function cancelPublication(id: number): Promise<null> {
  return deleteData<null>(`system/notice-publication/${id}`);
}

export function useCancelPublication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPublication,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.system.publications.lists }),
  });
}
