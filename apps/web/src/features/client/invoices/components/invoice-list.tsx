import { invoiceType, labelOf, optionsOf } from '@console/domain/enums';
import type { InvoiceRow } from '@console/domain/schemas/invoice';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import type { RowAction } from '../../../../lib/list/row-actions';
import { formatMoney } from '../../../../lib/money';

type Shared = Pick<InvoiceRow, 'enterpriseName' | 'invoiceType' | 'amount'>;

/**
 * What the application and the record lists show alike: the number that opens the row, the enterprise (staff
 * only), the invoice type, the amount and the View row action.
 */
export function useInvoiceColumns<Row extends Shared>(onOpen: (row: Row) => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { isStaff } = useActor();
  const opener = (key: keyof Row & string, title: string): ListColumn<Row> => ({
    title,
    dataIndex: key,
    key,
    render: (v: string, row) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)}>
        {v}
      </Button>
    ),
  });
  const enterprise: ListColumn<Row>[] = isStaff
    ? [
        {
          title: t('invoices.enterprise'),
          dataIndex: 'enterpriseName',
          key: 'enterpriseName',
          ellipsis: true,
          width: 180,
        },
      ]
    : [];
  const type: ListColumn<Row> = {
    title: t('invoices.invoiceType'),
    dataIndex: 'invoiceType',
    key: 'invoiceType',
    render: (v: string) => labelOf(invoiceType, v, locale),
  };
  const amount: ListColumn<Row> = {
    title: t('invoices.amount'),
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    sorter: true,
    render: (v: string) => formatMoney(v),
  };
  const view = (row: Row): RowAction => ({ key: 'view', label: t('invoices.view'), onClick: () => onOpen(row) });
  return { opener, enterprise, invoiceType: type, amount, view };
}

/** Both lists filter by invoice type. */
export function InvoiceTypeFilter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SelectFilter
      name="invoiceType"
      label={t('invoices.invoiceType')}
      width={180}
      options={optionsOf(invoiceType, locale)}
    />
  );
}
