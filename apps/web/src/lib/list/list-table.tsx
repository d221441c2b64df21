import { LIST_COUNT_CAP } from '@console/domain/schemas/list';
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';
import './i18n';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange' | 'loading'> {
  rows: T[] | undefined;
  total: number | undefined;
  loading: boolean;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

/**
 * antd's Table wired to a server-paginated list: page, page size and sort go to the list state (and so to the
 * URL and the server); columns that the server can sort declare `sorter: true` and a `key` naming the column.
 */
export function ListTable<T extends object>({
  rows,
  total,
  loading,
  state,
  onStateChange,
  columns,
  ...rest
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const sorted = columns?.map((c) =>
    c.key && c.key === state.orderByColumn
      ? { ...c, sortOrder: state.isAsc === 'asc' ? ('ascend' as const) : ('descend' as const) }
      : c.sorter
        ? { ...c, sortOrder: null }
        : c,
  );
  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      {...rest}
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
        // The server counts big lists up to the cap only: cap + 1 reads "more than cap".
        showTotal: (n) =>
          n > LIST_COUNT_CAP
            ? t('list.totalMore', { total: LIST_COUNT_CAP.toLocaleString() })
            : t('list.total', { total: n }),
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
