import type { BulkResult } from '@console/domain/schemas/bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { deleteData, postData } from '../../../lib/http/client';
import type { BulkKey } from '../../../lib/list/bulk-selection';
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

/** POST /system/list/bulk/remove: several entries off their lists, each as its own removal would. */
export function bulkRemoveListEntries(ids: BulkKey[], request: SubmitRequest): Promise<BulkResult> {
  return postData<BulkResult>('system/list/bulk/remove', { ids }, request);
}

export function useAfterBulkRemove() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.lists.entries });
}
