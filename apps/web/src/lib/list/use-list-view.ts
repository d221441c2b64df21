import type { ListViewAnswer, ListViewSettings } from '@console/domain/schemas/list-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteData, getData, putData } from '../http/client';
import { queryKeys } from '../query-keys';
import { listViewUrl } from './list-view-key';

export { listKeyOf } from './list-view-key';

/** The view travels as one JSON field of the form-encoded body (the server parses it whole). */
const bodyOf = (view: ListViewSettings) => ({ view: JSON.stringify(view) });

export function getListView(listKey: string, silent = false) {
  return getData<ListViewAnswer>(listViewUrl(listKey), undefined, { silent });
}

/**
 * The query of a list's saved view, for the page and for its prefetch (silent: a failure is the page's to report).
 * A view changes only when its user saves it (on this page): kept a minute.
 */
export const listViewQuery = (listKey: string, silent = false) => ({
  queryKey: queryKeys.listViews.mine(listKey),
  queryFn: () => getListView(listKey, silent),
  staleTime: 60_000,
});

/**
 * A list's saved view (GET/PUT/DELETE /list-view): the user's own, else their role's default; saving and resetting
 * answer the view in force, which becomes the cached one at once.
 */
export function useListView(listKey: string | null) {
  const client = useQueryClient();
  const key = queryKeys.listViews.mine(listKey ?? '');
  const answer = useQuery({ ...listViewQuery(listKey ?? ''), enabled: listKey !== null });
  // Every write to this list's view (save, reset) runs in one queue, in the order the user made them: two quick
  // changes (a column, then a filter) must reach the server in that order, and the cache takes the answer of the
  // last one only, so an earlier answer never undoes a later change on screen.
  const writes = { scope: { id: `list-view:${listKey ?? ''}` }, mutationKey: [...key, 'write'] };
  const last = () => client.isMutating({ mutationKey: writes.mutationKey }) === 1;
  const settle = (next: ListViewAnswer) => {
    if (last()) client.setQueryData(key, next);
  };
  const save = useMutation({
    ...writes,
    mutationFn: (view: ListViewSettings) => putData<ListViewAnswer>(listViewUrl(listKey ?? ''), bodyOf(view)),
    onMutate: (view) => {
      // The page follows the change at once; the answer confirms it.
      const before = client.getQueryData<ListViewAnswer>(key);
      client.setQueryData<ListViewAnswer>(key, { view, source: 'user', roleDefault: before?.roleDefault ?? null });
    },
    // A refused write: once the queue is empty, the page shows what the server holds.
    onError: () => (last() ? client.invalidateQueries({ queryKey: key }) : undefined),
    onSuccess: settle,
  });
  const reset = useMutation({
    ...writes,
    mutationFn: () => deleteData<ListViewAnswer>(listViewUrl(listKey ?? '')),
    onSuccess: settle,
  });
  const setRoleDefault = useMutation({
    mutationFn: ({ roleId, view }: { roleId: number; view: ListViewSettings }) =>
      putData<null>(`system/role/${roleId}/${listViewUrl(listKey ?? '')}`, bodyOf(view)),
    // Users of that role (this one among them) may now see another default.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.listViews.all }),
  });
  return { answer: answer.data, loaded: !answer.isPending || listKey === null, save, reset, setRoleDefault };
}

export type ListViewControl = ReturnType<typeof useListView>;
