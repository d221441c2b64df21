import { Table, type TableProps, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrow } from '../use-narrow';
import { ListCards } from './list-cards';
import { cellOf, type ListCard, type ListColumn } from './list-columns';
import type { ListState } from './list-state';
import './i18n';
import './list.css';

export interface ListTableProps<T>
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
}

/** An ellipsis column's cell: capped at the column's width (minus the cell padding), whole in a tooltip. */
function capped<T>(column: ListColumn<T>): ListColumn<T> {
  if (!column.ellipsis || typeof column.width !== 'number') return column;
  const maxWidth = column.width - 16;
  return {
    ...column,
    ellipsis: false,
    render: (_value, row, index) => {
      const content = cellOf(column, row, index);
      return (
        <Typography.Text className="list-cell-text" ellipsis={{ tooltip: content }} style={{ maxWidth }}>
          {content}
        </Typography.Text>
      );
    },
  };
}

/** The header cell names its column (data-column-key), for the layout's tests and styles. */
function headed<T>(column: ListColumn<T>): ListColumn<T> {
  return {
    ...column,
    onHeaderCell: (col) =>
      ({ ...column.onHeaderCell?.(col), 'data-column-key': column.key }) as HTMLAttributes<HTMLElement>,
  };
}

/**
 * antd's Table wired to a server-paginated list: page, page size and sort go to the list state (and so to the
 * URL and the server); columns that the server can sort declare `sorter: true`. Under the mobile breakpoint the
 * rows are cards (see ListCard) with the same pager.
 */
export function ListTable<T extends object>({
  rows,
  total,
  capped: cappedTotal,
  loading,
  state,
  onStateChange,
  columns,
  card,
  rowKey,
  ...rest
}: ListTableProps<T>) {
  const { t, i18n } = useTranslation();
  const narrow = useNarrow();
  const showTotal = (n: number) =>
    t(cappedTotal ? 'list.totalMore' : 'list.total', {
      total: n.toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN'),
    });

  if (narrow) {
    return (
      <ListCards<T>
        rows={rows ?? []}
        rowKey={rowKey}
        columns={columns}
        card={card}
        loading={loading}
        state={state}
        total={total ?? 0}
        showTotal={showTotal}
        onStateChange={onStateChange}
      />
    );
  }

  const sorted = columns
    .map((c) =>
      headed(
        c.key === state.orderByColumn
          ? { ...c, sortOrder: state.isAsc === 'asc' ? ('ascend' as const) : ('descend' as const) }
          : c.sorter
            ? { ...c, sortOrder: null }
            : c,
      ),
    )
    .map(capped);
  return (
    <Table<T>
      size="middle"
      // The columns take the width their content needs (ellipsis columns at most their width): nothing is cut
      // mid-word, and what does not fit scrolls sideways under the pinned number and actions.
      scroll={{ x: 'max-content' }}
      {...rest}
      rowKey={rowKey}
      columns={sorted}
      dataSource={rows ?? []}
      loading={loading}
      locale={{ emptyText: t('list.empty') }}
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total: total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal,
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
        const column = s?.order ? String(s.columnKey ?? '') : undefined;
        const pageSize = pagination.pageSize ?? state.pageSize;
        onStateChange({
          ...state,
          pageNum: pageSize !== state.pageSize ? 1 : (pagination.current ?? 1),
          pageSize,
          orderByColumn: column || undefined,
          isAsc: column ? (s?.order === 'ascend' ? 'asc' : 'desc') : undefined,
        });
      }}
    />
  );
}
