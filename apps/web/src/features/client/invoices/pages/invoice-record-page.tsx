import { invoiceStatus, invoiceType, labelOf, optionsOf } from '@console/domain/enums';
import type { InvoiceRecordRow } from '@console/domain/schemas/invoice';
import { isPaperInvoice } from '@console/domain/workflows/invoice';
import { Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/export-button';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { listRequestParams } from '../../../../lib/list/list-state';
import { ListTable } from '../../../../lib/list/list-table';
import { useListState } from '../../../../lib/list/use-list-state';
import { useInvoiceRecords } from '../api/get-invoice-records';
import { EnterpriseSelect } from '../components/enterprise-select';
import { formatMoney } from '../components/money';
import { RecordFields } from '../components/record-fields';
import { ApplicationStatusTag, RecordStatusTag } from '../components/status-tags';
import { useActor, useDrawerWidth } from '../components/use-actor';
import '../i18n';

/** /client/invoice/invoiceRecord: issued invoices with status, amounts, file and posting; date range = issue date. */
export function InvoiceRecordPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { isStaff } = useActor();
  const width = useDrawerWidth();
  const [state, setState] = useListState();
  const params = listRequestParams(state);
  const { data, isFetching } = useInvoiceRecords(params);
  const [open, setOpen] = useState<InvoiceRecordRow | null>(null);

  const columns: ColumnsType<InvoiceRecordRow> = [
    {
      title: t('invoices.invoiceNumber'),
      dataIndex: 'invoiceNumber',
      key: 'invoiceNumber',
      render: (v: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(row)}>
          {v}
        </Button>
      ),
    },
    { title: t('invoices.invoiceCode'), dataIndex: 'invoiceCode', key: 'invoiceCode' },
    ...(isStaff ? [{ title: t('invoices.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    {
      title: t('invoices.invoiceType'),
      dataIndex: 'invoiceType',
      key: 'invoiceType',
      render: (v: string) => labelOf(invoiceType, v, locale),
    },
    { title: t('invoices.issueDate'), dataIndex: 'issueDate', key: 'issueDate', sorter: true },
    {
      title: t('invoices.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      sorter: true,
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('invoices.taxAmount'),
      dataIndex: 'taxAmount',
      key: 'taxAmount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
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
    {
      title: t('invoices.posting'),
      key: 'posting',
      render: (_, row) =>
        row.trackingNo
          ? `${row.expressCompany ?? ''} ${row.trackingNo}`
          : isPaperInvoice(row.invoiceType)
            ? t('invoices.notPosted')
            : t('invoices.electronicNoPost'),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {row.fileUrl && (
            <Button type="link" size="small" onClick={() => previewFile(row.fileUrl ?? '', row.fileName ?? undefined)}>
              {t('invoices.openFile')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setOpen(row)}>
            {t('invoices.view')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <FilterBar
        state={state}
        onStateChange={setState}
        dateRange={false}
        extra={<ExportButton kind="invoiceRecords" permission="client:invoiceRecord:export" filters={params} />}
      >
        <Form.Item name="keyword" label={t('list.keyword')}>
          <Input allowClear placeholder={t('invoices.keywordRecord')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('invoices.invoiceStatus')}>
          <Select
            allowClear
            placeholder={t('list.all')}
            style={{ width: 120 }}
            options={optionsOf(invoiceStatus, locale)}
          />
        </Form.Item>
        <Form.Item name="invoiceType" label={t('invoices.invoiceType')}>
          <Select
            allowClear
            placeholder={t('list.all')}
            style={{ width: 180 }}
            options={optionsOf(invoiceType, locale)}
          />
        </Form.Item>
        {isStaff && (
          <Form.Item name="enterpriseId" label={t('invoices.enterprise')}>
            <EnterpriseSelect />
          </Form.Item>
        )}
        {/* The filter bar turns `range` into beginTime/endTime; on this list they filter the issue date. */}
        <Form.Item name="range" label={t('invoices.issueDate')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('list.startDate'), t('list.endDate')]} />
        </Form.Item>
      </FilterBar>
      <ListTable<InvoiceRecordRow>
        rowKey="id"
        columns={columns}
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        state={state}
        onStateChange={setState}
      />
      <Drawer
        title={open ? `${t('invoices.recordDetail')} ${open.invoiceNumber}` : ''}
        open={open !== null}
        width={width}
        onClose={() => setOpen(null)}
      >
        {open && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <RecordFields record={open} electronic={!isPaperInvoice(open.invoiceType)} />
            <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('invoices.applicationNo')}>{open.applicationNo}</Descriptions.Item>
              <Descriptions.Item label={t('invoices.applicationStatus')}>
                <ApplicationStatusTag value={open.applicationStatus} />
              </Descriptions.Item>
              {isStaff && (
                <Descriptions.Item label={t('invoices.enterprise')} span={2}>
                  {open.enterpriseName}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('invoices.invoiceType')}>
                {labelOf(invoiceType, open.invoiceType, locale)}
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.title')}>{open.title}</Descriptions.Item>
            </Descriptions>
          </Space>
        )}
      </Drawer>
    </Card>
  );
}
