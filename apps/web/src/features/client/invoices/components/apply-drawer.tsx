import { type InvoiceType, invoiceType, optionsOf } from '@console/domain/enums';
import { INVOICE_LIMITS, type InvoiceableOrderRow, isTaxNo } from '@console/domain/schemas/invoice';
import { isSpecialInvoice } from '@console/domain/workflows/invoice';
import { Alert, Button, Drawer, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../components/client/use-actor';
import { useSubmission } from '../../../../lib/form/submission';
import { useUnsavedGuard } from '../../../../lib/form/unsaved-guard';
import { formatMoney, sumMoney } from '../../../../lib/money';
import { notifySuccess, notifyWarning } from '../../../../lib/notify';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useApplyInvoice } from '../api/apply-invoice';
import { useInvoiceableOrders } from '../api/get-invoiceable-orders';

interface ApplyForm {
  invoiceType: InvoiceType;
  title: string;
  taxNo: string;
  addressPhone?: string;
  bankAccount?: string;
  remarks?: string;
}

export interface ApplyDrawerProps {
  open: boolean;
  onClose: () => void;
  /** the new application's id, to show its detail */
  onApplied: (id: number) => void;
}

/** The enterprise picks paid, not yet invoiced orders and fills the invoice fields; the server sums the amount. */
export function ApplyDrawer({ open, onClose, onApplied }: ApplyDrawerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const [form] = Form.useForm<ApplyForm>();
  const type = Form.useWatch('invoiceType', form);
  const special = type ? isSpecialInvoice(type) : false;
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  // Chosen orders across pages: id → amount, for the running total shown while choosing.
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const selectedKeys = useMemo(() => [...chosen.keys()], [chosen]);
  const params = useMemo(() => ({ ...page, ...(keyword ? { keyword } : {}) }), [page, keyword]);
  const { data, isFetching } = useInvoiceableOrders(params, open);
  const apply = useApplyInvoice();
  const submission = useSubmission(open);
  const guard = useUnsavedGuard(open);

  const reset = () => {
    form.resetFields();
    setChosen(new Map());
    setKeyword('');
    setPage({ pageNum: 1, pageSize: 10 });
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    // The form shows which rule failed.
    if (!values) return;
    if (chosen.size === 0) {
      notifyWarning(t('invoices.ordersRequired'));
      return;
    }
    if (chosen.size > INVOICE_LIMITS.maxOrders) {
      notifyWarning(t('invoices.tooManyOrders', { n: INVOICE_LIMITS.maxOrders }));
      return;
    }
    // A failure (shown by the http client) keeps the drawer open with the choices.
    const detail = await submission.run((request) =>
      apply.mutateAsync({ ...values, orderIds: [...chosen.keys()], request }),
    );
    if (detail === undefined) return;
    notifySuccess(t('invoices.applied'));
    reset();
    onApplied(detail.id);
  };
  const close = () =>
    guard.confirmClose(() => {
      reset();
      onClose();
    });

  const columns: ColumnsType<InvoiceableOrderRow> = [
    { title: t('invoices.orderNo'), dataIndex: 'orderNo', key: 'orderNo' },
    { title: t('invoices.taskTitle'), dataIndex: 'taskTitle', key: 'taskTitle', ellipsis: true },
    { title: t('invoices.freelancer'), dataIndex: 'freelancerName', key: 'freelancerName' },
    {
      title: t('invoices.orderAmount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('invoices.paidAt'),
      dataIndex: 'paidAt',
      key: 'paidAt',
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-'),
    },
  ];

  return (
    <Drawer
      title={t('invoices.applyTitle')}
      open={open}
      width={width}
      destroyOnHidden
      onClose={close}
      extra={
        <Space>
          <Button onClick={close}>{t('invoices.cancel')}</Button>
          <Button type="primary" loading={submission.busy} onClick={submit} data-testid="invoice-apply-submit">
            {t('invoices.submit')}
          </Button>
        </Space>
      }
    >
      <Typography.Title level={5} data-testid="invoice-apply">
        {t('invoices.chooseOrders')}
      </Typography.Title>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={`${t('invoices.orderNo')} / ${t('invoices.taskTitle')}`}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          style={{ maxWidth: 320 }}
        />
        <Table<InvoiceableOrderRow>
          size="small"
          rowKey="id"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={isFetching}
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: selectedKeys,
            onChange: (keys, rows) => {
              // antd reports the selection again when the page's rows change: keep the same state then.
              if (keys.length === chosen.size && keys.every((k) => chosen.has(Number(k)))) return;
              const next = new Map<number, string>();
              const known = new Map(rows.filter(Boolean).map((r) => [r.id, r.amount]));
              for (const k of keys) {
                const id = Number(k);
                const amount = known.get(id) ?? chosen.get(id);
                if (amount !== undefined) next.set(id, amount);
              }
              setChosen(next);
              guard.markDirty();
            },
          }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (n) => t('list.total', { total: n }),
            onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize !== page.pageSize ? 1 : pageNum, pageSize }),
          }}
        />
        <Alert
          type="info"
          showIcon
          data-testid="invoice-apply-total"
          message={t('invoices.selectedSummary', {
            count: chosen.size,
            amount: formatMoney(sumMoney([...chosen.values()])),
          })}
          description={`${t('invoices.chooseOrdersTip')}; ${t('invoices.selectedHint')}`}
        />
      </Space>

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('invoices.invoiceInfo')}
      </Typography.Title>
      <Form<ApplyForm>
        form={form}
        name="invoiceApply"
        layout="vertical"
        initialValues={{ invoiceType: '007' }}
        onValuesChange={guard.markDirty}
      >
        <Form.Item
          name="invoiceType"
          label={t('invoices.invoiceType')}
          rules={[{ required: true, message: t('invoices.typeRequired') }]}
        >
          <Select options={optionsOf(invoiceType, locale)} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('invoices.title')}
          rules={[{ required: true, whitespace: true, message: t('invoices.titleRequired') }]}
        >
          <Input maxLength={INVOICE_LIMITS.title} />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label={t('invoices.taxNo')}
          rules={[
            { required: true, whitespace: true, message: t('invoices.taxNoRequired') },
            {
              validator: (_, v: string | undefined) =>
                !v || isTaxNo(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('invoices.taxNoInvalid'))),
            },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="addressPhone"
          label={t('invoices.addressPhone')}
          rules={[{ required: special, whitespace: true, message: t('invoices.addressPhoneRequired') }]}
        >
          <Input maxLength={INVOICE_LIMITS.addressPhone} />
        </Form.Item>
        <Form.Item
          name="bankAccount"
          label={t('invoices.bankAccount')}
          rules={[{ required: special, whitespace: true, message: t('invoices.bankAccountRequired') }]}
        >
          <Input maxLength={INVOICE_LIMITS.bankAccount} />
        </Form.Item>
        <Form.Item name="remarks" label={t('invoices.remarks')}>
          <Input.TextArea rows={3} maxLength={INVOICE_LIMITS.remarks} showCount />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
