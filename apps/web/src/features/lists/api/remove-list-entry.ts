import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /system/list/:id: takes the entry off its list. */
export function removeListEntry(id: number): Promise<null> {
  return deleteData<null>(`system/list/${id}`);
}

export function useRemoveListEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeListEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.lists.entries }),
  });
}
