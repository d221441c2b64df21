import { Skeleton, type TableProps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage, loadChunk } from '../lazy-page';
import { groupDigits } from '../money';
import { NARROW_QUERY, useNarrow } from '../use-narrow';
import { type BulkAction, BulkBar, type BulkForms } from './bulk-bar';
import type { BulkSelection } from './bulk-selection';
import { ListCards } from './list-cards';
import type { ListCard, ListColumn } from './list-columns';
import type { ListState } from './list-state';
import type { WideTableProps } from './list-table-wide';
import type { ListViewControl } from './use-list-view';
import { applyColumnView } from './view-columns';
import { ViewControls } from './view-controls';
import './i18n';
import './list.css';

/**
 * antd's Table (with the tree, pager and filters it brings, ~50 KB gzip) only where it is drawn: under the mobile
 * breakpoint a list is cards and never loads it. On a wider screen its chunk is fetched as soon as this module
 * runs, beside the list's first data.
 */
const WideTable = lazyPage(() => import('./list-table-wide').then((m) => m.WideTable)) as unknown as <T>(
  props: WideTableProps<T>,
) => React.ReactNode;
if (typeof window !== 'undefined' && !window.matchMedia?.(NARROW_QUERY).matches) {
  void loadChunk(() => import('./list-table-wide')).catch(() => undefined);
}

export interface ListTableProps<T, F extends BulkForms = Record<never, never>>
  extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange' | 'loading' | 'columns' | 'rowKey'> {
  /** the field that tells rows apart */
  rowKey: Extract<keyof T, string>;
  rows: T[] | undefined;
  total: number | undefined;
  /** The server counted only up to `total` (a big list): the pager reads "more than". */
  capped?: boolean;
  loading: boolean;
  state: ListState;
  onStateChange: (next: ListState) => void;
  columns: ListColumn<T>[];
  card: ListCard;
  /** the list's saved view (useListPage gives it): its columns apply, and its controls show above the table */
  view?: ListViewControl;
  /** rows can be chosen for these bulk actions (useBulkSelection); F: the values of those with a form, by key */
  bulk?: { selection: BulkSelection<T>; actions: BulkAction<F>[] };
}

/**
 * antd's Table wired to a server-paginated list: page, page size and sort go to the list state (and so to the
 * URL and the server); columns that the server can sort declare `sorter: true`. Under the mobile breakpoint the
 * rows are cards (see ListCard) with the same pager.
 */
export function ListTable<T extends object, F extends BulkForms = Record<never, never>>({
  rows,
  total,
  capped: cappedTotal,
  loading,
  state,
  onStateChange,
  columns,
  card,
  rowKey,
  view,
  bulk,
  ...rest
}: ListTableProps<T, F>) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const toolbar =
    view || bulk ? (
      <div className="list-toolbar">
        {bulk ? <BulkBar selection={bulk.selection} actions={bulk.actions} /> : <span />}
        {view && <ViewControls control={view} columns={columns} state={state} onStateChange={onStateChange} />}
      </div>
    ) : null;
  const visible = applyColumnView(columns, view?.answer?.view?.columns);
  const selection = bulk?.selection;
  // Grouped by hand (both languages group by thousands with a comma): toLocaleString's first call loads the
  // locale's number data, a 10 ms part of a list's first commit.
  const showTotal = (n: number) => t(cappedTotal ? 'list.totalMore' : 'list.total', { total: groupDigits(n) });

  if (narrow) {
    const shownKeys = new Set(visible.map((c) => c.key));
    return (
      <>
        {toolbar}
        <ListCards<T>
          rows={rows ?? []}
          rowKey={rowKey}
          columns={columns}
          card={{ ...card, fields: card.fields.filter((k) => shownKeys.has(k)) }}
          selection={selection}
          loading={loading}
          state={state}
          total={total ?? 0}
          showTotal={showTotal}
          onStateChange={onStateChange}
        />
      </>
    );
  }

  return (
    <>
      {toolbar}
      <Suspense fallback={<Skeleton active className="list-table-loading" />}>
        <WideTable<T>
          {...rest}
          rowKey={rowKey}
          columns={visible}
          rows={rows}
          loading={loading}
          state={state}
          onStateChange={onStateChange}
          total={total}
          showTotal={showTotal}
          selection={selection}
        />
      </Suspense>
    </>
  );
}
