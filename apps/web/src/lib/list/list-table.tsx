import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-state';
import './i18n';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange' | 'loading'> {
  rows: T[] | undefined;
  total: number | undefined;
  /** The server counted only up to `total` (a big list): the pager reads "more than". */
  capped?: boolean;
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
  capped,
  loading,
  state,
  onStateChange,
  columns,
  ...rest
}: ListTableProps<T>) {
  const { t, i18n } = useTranslation();
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
        showTotal: (n) =>
          t(capped ? 'list.totalMore' : 'list.total', {
            total: n.toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN'),
          }),
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
