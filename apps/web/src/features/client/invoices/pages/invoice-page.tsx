import { PlusOutlined } from '@ant-design/icons';
import { invoiceApplicationStatus, invoiceType, labelOf, optionsOf } from '@console/domain/enums';
import type { InvoiceRow } from '@console/domain/schemas/invoice';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/export-button';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { listRequestParams } from '../../../../lib/list/list-state';
import { ListTable } from '../../../../lib/list/list-table';
import { useListState } from '../../../../lib/list/use-list-state';
import { Permission } from '../../../../lib/permissions';
import { useInvoices } from '../api/get-invoices';
import { ApplyDrawer } from '../components/apply-drawer';
import { EnterpriseSelect } from '../components/enterprise-select';
import { InvoiceDetailDrawer } from '../components/invoice-detail-drawer';
import { formatMoney } from '../components/money';
import { ApplicationStatusTag } from '../components/status-tags';
import { useActor } from '../components/use-actor';
import '../i18n';

/** /client/invoice/orderInvoice: invoice applications; enterprises apply, platform staff review, issue, post, void. */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { isStaff } = useActor();
  const [state, setState] = useListState();
  const params = listRequestParams(state);
  const { data, isFetching } = useInvoices(params);
  const [applying, setApplying] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);

  const columns: ColumnsType<InvoiceRow> = [
    {
      title: t('invoices.applicationNo'),
      dataIndex: 'applicationNo',
      key: 'applicationNo',
      render: (v: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetailId(row.id)}>
          {v}
        </Button>
      ),
    },
    ...(isStaff ? [{ title: t('invoices.enterprise'), dataIndex: 'enterpriseName', key: 'enterpriseName' }] : []),
    {
      title: t('invoices.invoiceType'),
      dataIndex: 'invoiceType',
      key: 'invoiceType',
      render: (v: string) => labelOf(invoiceType, v, locale),
    },
    { title: t('invoices.title'), dataIndex: 'title', key: 'title', ellipsis: true },
    {
      title: t('invoices.amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      sorter: true,
      render: (v: string) => formatMoney(v),
    },
    { title: t('invoices.orderCount'), dataIndex: 'orderCount', key: 'orderCount', align: 'right' },
    {
      title: t('invoices.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <ApplicationStatusTag value={v} />,
    },
    {
      title: t('invoices.appliedAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
          {t('invoices.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <FilterBar
        state={state}
        onStateChange={setState}
        extra={
          <Space wrap>
            {!isStaff && (
              <Permission any={['client:invoice:apply']}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>
                  {t('invoices.apply')}
                </Button>
              </Permission>
            )}
            <ExportButton kind="invoices" permission="client:invoice:export" filters={params} />
          </Space>
        }
      >
        <Form.Item name="keyword" label={t('list.keyword')}>
          <Input allowClear placeholder={t('invoices.keywordApplication')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('invoices.status')}>
          <Select
            allowClear
            placeholder={t('list.all')}
            style={{ width: 140 }}
            options={optionsOf(invoiceApplicationStatus, locale)}
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
      </FilterBar>
      <ListTable<InvoiceRow>
        rowKey="id"
        columns={columns}
        rows={data?.rows}
        total={data?.total}
        loading={isFetching}
        state={state}
        onStateChange={setState}
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
