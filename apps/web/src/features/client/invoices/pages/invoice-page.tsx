import { PlusOutlined } from '@ant-design/icons';
import { invoiceApplicationStatus, optionsOf } from '@console/domain/enums';
import type { InvoiceRow } from '@console/domain/schemas/invoice';
import { Button, Card, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseFilter } from '../../../../components/client/enterprise-select';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { ExportButton } from '../../../../components/export-button';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { actionsColumn } from '../../../../lib/list/row-actions';
import { useListPage } from '../../../../lib/list/use-list-page';
import { Permission } from '../../../../lib/permissions';
import { useInvoices } from '../api/get-invoices';
import { ApplyDrawer } from '../components/apply-drawer';
import { InvoiceDetailDrawer } from '../components/invoice-detail-drawer';
import { InvoiceTypeFilter, useInvoiceColumns } from '../components/invoice-list';
import { ApplicationStatusTag } from '../components/status-tags';
import '../i18n';

/** /client/invoice/orderInvoice: invoice applications; enterprises apply, platform staff review, issue, post, void. */
export function InvoicePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { isStaff } = useActor();
  const list = useListPage(useInvoices);
  const [applying, setApplying] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);
  const col = useInvoiceColumns<InvoiceRow>((row) => setDetailId(row.id));

  // Number, title, status, amount and time first: they show at 1280 px and up with the sidebar open.
  const columns: ListColumn<InvoiceRow>[] = [
    { ...col.opener('applicationNo', t('invoices.applicationNo')), fixed: 'left' },
    { title: t('invoices.title'), dataIndex: 'title', key: 'title', ellipsis: true, width: 200 },
    {
      title: t('invoices.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <ApplicationStatusTag value={v} />,
    },
    col.amount,
    {
      title: t('invoices.appliedAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    ...col.enterprise,
    col.invoiceType,
    { title: t('invoices.orderCount'), dataIndex: 'orderCount', key: 'orderCount', align: 'right' },
    ...actionsColumn<InvoiceRow>(t('list.actions'), (row) => [col.view(row)]),
  ];

  return (
    <Card variant="borderless">
      <FilterBar
        {...list.filterBar}
        extra={
          <Space wrap>
            {!isStaff && (
              <Permission any={['client:invoice:apply']}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
                  {t('invoices.apply')}
                </Button>
              </Permission>
            )}
            <ExportButton kind="invoices" permission="client:invoice:export" filters={list.state.filters} />
          </Space>
        }
      >
        <KeywordFilter placeholder={t('invoices.keywordApplication')} />
        <SelectFilter
          name="status"
          label={t('invoices.status')}
          width={140}
          options={optionsOf(invoiceApplicationStatus, locale)}
        />
        <InvoiceTypeFilter />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<InvoiceRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'applicationNo',
          extra: 'status',
          fields: ['title', 'enterpriseName', 'invoiceType', 'amount', 'orderCount', 'createdAt'],
        }}
      />
      <ApplyDrawer
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={(id) => {
          setApplying(false);
          setDetailId(id);
        }}
      />
      <InvoiceDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
