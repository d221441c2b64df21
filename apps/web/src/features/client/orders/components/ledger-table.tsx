import { labelOf } from '@console/domain/enums';
import { ledgerKind } from '@console/domain/order-rules';
import type { LedgerEntryRow } from '@console/domain/schemas/order';
import { Table, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../components/client/use-actor';
import { formatMoney } from '../../../../lib/money';

/**
 * Ledger entries as one table: the enterprise's whole ledger (with the order and freelancer of each payment) and
 * one order's own movements (`ofOrder`: those two columns left out) show the same columns the same way.
 */
export function LedgerTable({
  rows,
  ofOrder = false,
  ...table
}: { rows: LedgerEntryRow[]; ofOrder?: boolean } & Pick<TableProps<LedgerEntryRow>, 'loading' | 'pagination'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = (v: string | null) => v ?? '-';
  const columns: TableProps<LedgerEntryRow>['columns'] = [
    {
      title: t('orders.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { title: t('orders.kind'), dataIndex: 'kind', render: (v: string) => labelOf(ledgerKind, v, locale) },
    { title: t('orders.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => formatMoney(v) },
    { title: t('orders.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: formatMoney },
    ...(ofOrder
      ? []
      : [
          { title: t('orders.orderNo'), dataIndex: 'orderNo', render: text },
          { title: t('orders.freelancer'), dataIndex: 'freelancerName', render: text },
        ]),
    { title: t('orders.remark'), dataIndex: 'remark', render: text },
  ];
  // The wrapper scrolls on a narrow screen, not the table: a region that scrolls must take the keyboard's focus and
  // say what it is, and antd's own scroll box can do neither.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
    <section className="ledger-scroll" tabIndex={0} aria-label={t('orders.ledger')}>
      <Table<LedgerEntryRow> size="small" rowKey="id" dataSource={rows} columns={columns} {...table} />
    </section>
  );
}
