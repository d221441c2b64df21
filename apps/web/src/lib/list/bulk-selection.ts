import { BULK_MAX } from '@console/domain/bulk-limits';
import { MAX_PAGE_SIZE } from '@console/domain/list-limits';
import type { Page } from '@console/domain/schemas/list';
import { useCallback, useMemo, useState } from 'react';
import { useOnChange } from '../use-on-change';
import { type ListState, listRequestParams } from './list-state';

export type BulkKey = number | string;

/** What a list page's bulk selection needs from the page: its rows, how to name one, and its fetcher. */
export interface BulkSelectionOptions<Row> {
  state: ListState;
  rows: Row[] | undefined;
  total: number | undefined;
  keyOf: (row: Row) => BulkKey;
  /** how a refused row is named in the result (its number or title) */
  labelOf: (row: Row) => string;
  /** the list's own fetcher: "select all N matching" reads the matching rows' keys page by page with it */
  fetchPage: (params: Record<string, string | number>) => Promise<Page<Row>>;
}

export interface BulkSelection<Row> {
  /** the rows chosen one by one (across pages), key → label */
  picked: ReadonlyMap<BulkKey, string>;
  /** every row matching the filters is chosen, beyond the page */
  allMatching: boolean;
  /** how many rows an action would run on */
  count: number;
  /** over BULK_MAX: the actions refuse to start and say why */
  tooMany: boolean;
  pageRows: Row[];
  total: number;
  keyOf: (row: Row) => BulkKey;
  labelOf: (row: Row) => string;
  setPicked: (rows: Row[], keys: readonly BulkKey[]) => void;
  toggle: (row: Row, on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** the keys (and labels) to send: the picked ones, or every matching row read with the list's fetcher */
  resolve: () => Promise<Map<BulkKey, string>>;
}

/**
 * A list's selection for bulk actions: rows picked on any page, or "all N matching" the filters (read page by page
 * when an action runs, at most BULK_MAX). Changing the filters clears it: what was chosen no longer matches.
 */
export function useBulkSelection<Row>({
  state,
  rows,
  total,
  keyOf,
  labelOf,
  fetchPage,
}: BulkSelectionOptions<Row>): BulkSelection<Row> {
  const [picked, setPickedMap] = useState<ReadonlyMap<BulkKey, string>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  // Nothing chosen (the list's first render among others): the same state, so React draws nothing again.
  const clear = useCallback(() => {
    setPickedMap((before) => (before.size === 0 ? before : new Map()));
    setAllMatching(false);
  }, []);
  useOnChange(JSON.stringify(state.filters), clear);

  const pageRows = rows ?? [];
  const matching = total ?? 0;
  const count = allMatching ? matching : picked.size;

  const setPicked = useCallback(
    (shown: Row[], keys: readonly BulkKey[]) => {
      setAllMatching(false);
      setPickedMap((before) => {
        const labels = new Map(shown.map((r) => [keyOf(r), labelOf(r)]));
        return new Map(keys.map((k) => [k, labels.get(k) ?? before.get(k) ?? String(k)]));
      });
    },
    [keyOf, labelOf],
  );
  const toggle = useCallback(
    (row: Row, on: boolean) => {
      setAllMatching(false);
      setPickedMap((before) => {
        const next = new Map(before);
        if (on) next.set(keyOf(row), labelOf(row));
        else next.delete(keyOf(row));
        return next;
      });
    },
    [keyOf, labelOf],
  );

  const resolve = useCallback(async () => {
    if (!allMatching) return new Map(picked);
    const found = new Map<BulkKey, string>();
    const pages = Math.ceil(Math.min(matching, BULK_MAX) / MAX_PAGE_SIZE);
    for (let pageNum = 1; pageNum <= pages; pageNum++) {
      const page = await fetchPage(listRequestParams({ ...state, pageNum, pageSize: MAX_PAGE_SIZE }));
      for (const r of page.rows) found.set(keyOf(r), labelOf(r));
      if (page.rows.length < MAX_PAGE_SIZE) break;
    }
    return found;
  }, [allMatching, picked, matching, fetchPage, state, keyOf, labelOf]);

  return useMemo(
    () => ({
      picked,
      allMatching,
      count,
      tooMany: count > BULK_MAX,
      pageRows,
      total: matching,
      keyOf,
      labelOf,
      setPicked,
      toggle,
      selectAllMatching: () => setAllMatching(true),
      clear,
      resolve,
    }),
    [picked, allMatching, count, pageRows, matching, keyOf, labelOf, setPicked, toggle, clear, resolve],
  );
}
