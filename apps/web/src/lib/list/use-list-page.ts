import type { Page } from '@console/domain/schemas/list';
import { useDeferredValue } from 'react';
import { useTabLocation } from '../tab-location';
import { emptyListState, type ListState, listRequestParams } from './list-state';
import { useListState } from './use-list-state';
import { listKeyOf, useListView } from './use-list-view';

/** What a list's query hook answers (a react-query result fits). */
export interface ListQuery<Row> {
  data?: Page<Row>;
  isFetching: boolean;
}

export type ListQueryHook<Row> = (params: Record<string, string | number>) => ListQuery<Row>;

/**
 * One list's wiring for a state held elsewhere (a tab of a bigger page): the list call with that state, and the
 * props FilterBar and ListTable take, so a page writes `<FilterBar {...list.filterBar}>`, `<ListTable {...list.table}>`.
 */
export function useListQuery<Row>(
  useRows: ListQueryHook<Row>,
  state: ListState,
  onStateChange: (next: ListState) => void,
) {
  const { data: fetched, isFetching } = useRows(listRequestParams(state));
  // A page of rows arriving renders in the background, in slices (the query's own update renders at once and in one
  // piece, which made a list's rows one long task); until it is drawn the table shows the previous page as loading.
  const data = useDeferredValue(fetched);
  const loading = isFetching || data !== fetched;
  return {
    state,
    filterBar: { state, onStateChange },
    table: { rows: data?.rows, total: data?.total, capped: data?.capped, loading, state, onStateChange },
  };
}

/**
 * A list page: its state in the URL (`?q=`, see useListState), the list's wiring (useListQuery) and its saved view
 * (stored on the server under the page's path): the view's page size is the list's default, its columns apply in
 * ListTable, which shows the view's controls.
 */
export function useListPage<Row>(useRows: ListQueryHook<Row>, defaults?: ListState) {
  const { pathname } = useTabLocation();
  const view = useListView(listKeyOf(pathname));
  const pageSize = view.answer?.view?.pageSize;
  const [state, setState] = useListState(pageSize ? { ...(defaults ?? emptyListState()), pageSize } : defaults);
  const list = useListQuery(useRows, state, setState);
  return { ...list, table: { ...list.table, view } };
}
