import type { ListEntryInput } from '@console/domain/schemas/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

export type ListEntryUpdate = Pick<ListEntryInput, 'reason' | 'startAt' | 'endAt'>;

/** POST /system/list (new) or PUT /system/list/:id (reason and period). */
export function saveListEntry({
  id,
  body,
  request,
}: {
  id: number | null;
  body: ListEntryInput | ListEntryUpdate;
  request?: SubmitRequest;
}) {
  return id === null
    ? postData<{ id: number }>('system/list', body, request)
    : putData<null>(`system/list/${id}`, body, request);
}

export function useSaveListEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveListEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.lists.entries }),
  });
}
