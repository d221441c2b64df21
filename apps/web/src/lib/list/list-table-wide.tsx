import { Checkbox, Table, type TableProps, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type HTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkKey, BulkSelection } from './bulk-selection';
import { cellOf, type ListColumn } from './list-columns';
import type { ListState } from './list-state';
import './i18n';
import './list.css';

export interface WideTableProps<T>
  extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange' | 'loading' | 'columns' | 'rowKey'> {
  rowKey: Extract<keyof T, string>;
  /** the columns the list's view shows, in its order */
  columns: ListColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  loading: boolean;
  state: ListState;
  onStateChange: (next: ListState) => void;
  showTotal: (total: number) => string;
  selection: BulkSelection<T> | undefined;
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
 * The selection column's header box (select this page). antd draws every header title a second time in a hidden
 * row that measures the columns: there the box must not take focus (axe: aria-hidden-focus).
 */
function PageBox({
  checked,
  indeterminate,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => setMeasuring(!!ref.current?.closest('.ant-table-measure-row')), []);
  return (
    <span ref={ref}>
      <Checkbox
        checked={checked}
        indeterminate={indeterminate}
        tabIndex={measuring ? -1 : undefined}
        aria-label={t('list.bulkSelectPage')}
        onChange={(e) => onChange(e.target.checked)}
      />
    </span>
  );
}

function pageBox<T>(selection: BulkSelection<T>, rows: T[]) {
  const keys = rows.map(selection.keyOf);
  const on = keys.filter((k) => selection.allMatching || selection.picked.has(k)).length;
  return (
    <PageBox
      checked={keys.length > 0 && on === keys.length}
      indeterminate={on > 0 && on < keys.length}
      onChange={(all) => {
        const others = [...selection.picked.keys()].filter((k) => !keys.includes(k));
        selection.setPicked(rows, all ? [...others, ...keys] : others);
      }}
    />
  );
}

/** ListTable's table above the mobile breakpoint (list-table.tsx loads it only there). */
export function WideTable<T extends object>({
  rowKey,
  columns: visible,
  rows,
  total,
  loading,
  state,
  onStateChange,
  showTotal,
  selection,
  ...rest
}: WideTableProps<T>) {
  const { t } = useTranslation();
  const sorted = visible
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
      rowSelection={
        selection && {
          selectedRowKeys: selection.allMatching ? (rows ?? []).map(selection.keyOf) : [...selection.picked.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.setPicked(rows ?? [], keys as BulkKey[]),
          getCheckboxProps: (row) => ({ 'aria-label': t('list.bulkSelectRow', { name: selection.labelOf(row) }) }),
          columnTitle: pageBox(selection, rows ?? []),
        }
      }
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
