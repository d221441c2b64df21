import { invoiceStatus, optionsOf } from '@console/domain/enums';
import type { InvoiceRecordRow } from '@console/domain/schemas/invoice';
import { isPaperInvoice } from '@console/domain/workflows/invoice';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseFilter } from '../../../../components/client/enterprise-select';
import { useLocale } from '../../../../components/client/use-actor';
import { ExportButton } from '../../../../components/export-button';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { actionsColumn } from '../../../../lib/list/row-actions';
import { useListPage } from '../../../../lib/list/use-list-page';
import { formatMoney } from '../../../../lib/money';
import { useInvoiceRecords } from '../api/get-invoice-records';
import { InvoiceTypeFilter, useInvoiceColumns } from '../components/invoice-list';
import { RecordDetailDrawer } from '../components/record-detail-drawer';
import { ApplicationStatusTag, RecordStatusTag } from '../components/status-tags';
import '../i18n';

/** /client/invoice/invoiceRecord: issued invoices with status, amounts, file and posting; date range = issue date. */
export function InvoiceRecordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useListPage(useInvoiceRecords);
  const [open, setOpen] = useState<InvoiceRecordRow | null>(null);
  const col = useInvoiceColumns<InvoiceRecordRow>(setOpen);

  // Number, statuses, amount and issue date first: they show at 1280 px and up with the sidebar open.
  const columns: ListColumn<InvoiceRecordRow>[] = [
    { ...col.opener('invoiceNumber', t('invoices.invoiceNumber')), fixed: 'left' },
    {
      title: t('invoices.invoiceStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <RecordStatusTag value={v} />,
    },
    {
      title: t('invoices.applicationStatus'),
      dataIndex: 'applicationStatus',
      key: 'applicationStatus',
      render: (v: string) => <ApplicationStatusTag value={v} />,
    },
    col.amount,
    { title: t('invoices.issueDate'), dataIndex: 'issueDate', key: 'issueDate', sorter: true },
    ...col.enterprise,
    col.invoiceType,
    { title: t('invoices.invoiceCode'), dataIndex: 'invoiceCode', key: 'invoiceCode' },
    {
      title: t('invoices.taxAmount'),
      dataIndex: 'taxAmount',
      key: 'taxAmount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('invoices.posting'),
      key: 'posting',
      ellipsis: true,
      width: 200,
      render: (_, row) =>
        row.trackingNo
          ? `${row.expressCompany ?? ''} ${row.trackingNo}`
          : isPaperInvoice(row.invoiceType)
            ? t('invoices.notPosted')
            : t('invoices.electronicNoPost'),
    },
    ...actionsColumn<InvoiceRecordRow>(t('list.actions'), (row) => [
      {
        key: 'file',
        label: t('invoices.openFile'),
        onClick: () => previewFile(row.fileUrl ?? '', row.fileName ?? undefined),
        show: Boolean(row.fileUrl),
      },
      col.view(row),
    ]),
  ];

  return (
    <Card variant="borderless">
      <FilterBar
        {...list.filterBar}
        // On this list beginTime/endTime filter the issue date.
        dateRangeLabel={t('invoices.issueDate')}
        extra={
          <ExportButton kind="invoiceRecords" permission="client:invoiceRecord:export" filters={list.state.filters} />
        }
      >
        <KeywordFilter placeholder={t('invoices.keywordRecord')} />
        <SelectFilter
          name="status"
          label={t('invoices.invoiceStatus')}
          width={120}
          options={optionsOf(invoiceStatus, locale)}
        />
        <InvoiceTypeFilter />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<InvoiceRecordRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'invoiceNumber',
          extra: 'status',
          fields: ['applicationStatus', 'enterpriseName', 'invoiceType', 'amount', 'issueDate', 'posting'],
        }}
      />
      <RecordDetailDrawer record={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
