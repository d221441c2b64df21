import { invoiceApplicationStatus, invoiceType, labelOf } from '@console/domain/enums';
import {
  INVOICE_LIMITS,
  type InvoiceDetail,
  type InvoiceOrderRow,
  type InvoiceTimelineEntry,
} from '@console/domain/schemas/invoice';
import { type InvoiceState, invoiceWorkflow, isPaperInvoice } from '@console/domain/workflows/invoice';
import { actionsFrom } from '@console/domain/workflows/workflow';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Table, Tag, Timeline, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../../../components/client/record-timeline';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { MaskedValue } from '../../../../components/pii/masked-value';
import { RevealScope } from '../../../../components/pii/reveal-scope';
import { ReasonModal } from '../../../../components/reason-modal';
import { useConfirmAction } from '../../../../lib/confirm-action';
import { useSubmission } from '../../../../lib/form/submission';
import { formatMoney } from '../../../../lib/money';
import { notifySuccess } from '../../../../lib/notify';
import { queryKeys } from '../../../../lib/query-keys';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useInvoice } from '../api/get-invoice';
import { type StaffAction, type Transition, useInvoiceTransition } from '../api/invoice-transition';
import { IssueModal, PostModal } from './action-modals';
import { RecordFields } from './record-fields';
import { ApplicationStatusTag } from './status-tags';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

const timelineColours: Record<InvoiceTimelineEntry['action'], string> = {
  apply: 'blue',
  approve: 'green',
  reject: 'red',
  issue: 'green',
  post: 'cyan',
  void: 'gray',
};

/** The actions the signed-in user may fire on this application now (post only for paper invoices). */
export function availableActions(
  detail: Pick<InvoiceDetail, 'status' | 'invoiceType'>,
  actor: ReturnType<typeof useActor>,
): StaffAction[] {
  return actionsFrom(invoiceWorkflow, detail.status as InvoiceState, actor.actor, actor.has).filter(
    (a): a is StaffAction => a !== 'apply' && (a !== 'post' || isPaperInvoice(detail.invoiceType)),
  );
}

export interface InvoiceDetailDrawerProps {
  id: number | null;
  onClose: () => void;
}

/** An application: its fields, orders, record, history and the actions its state and the user's rights allow. */
export function InvoiceDetailDrawer({ id, onClose }: InvoiceDetailDrawerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const actor = useActor();
  const { data, isLoading } = useInvoice(id);
  const transition = useInvoiceTransition();
  const [modal, setModal] = useState<StaffAction | null>(null);

  // Approving is confirmed without a dialog of its own: it submits through this one.
  const confirmed = useSubmission();
  const confirmAction = useConfirmAction();
  /** Throws when the server refuses (the http client shows why): the dialog stays open. */
  const run = async (next: Transition) => {
    await transition.mutateAsync(next);
    notifySuccess(t(`invoices.done.${next.action}`));
    setModal(null);
  };

  const anyReleased = data?.orders.some((o) => o.releasedAt) ?? false;
  const orderColumns: ColumnsType<InvoiceOrderRow> = [
    {
      title: t('invoices.orderNo'),
      dataIndex: 'orderNo',
      key: 'orderNo',
      // A released order stays listed, marked: it left this application and can be invoiced again.
      render: (no: string, r) =>
        r.releasedAt ? (
          <Space size={4}>
            {no}
            <Tooltip title={`${t('invoices.releasedAt')} ${time(r.releasedAt)}`}>
              <Tag bordered={false} data-testid="invoice-order-released">
                {t('invoices.released')}
              </Tag>
            </Tooltip>
          </Space>
        ) : (
          no
        ),
    },
    { title: t('invoices.taskTitle'), dataIndex: 'taskTitle', key: 'taskTitle', ellipsis: true },
    { title: t('invoices.freelancer'), dataIndex: 'freelancerName', key: 'freelancerName' },
    {
      title: t('invoices.orderAmount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    { title: t('invoices.paidAt'), dataIndex: 'paidAt', key: 'paidAt', render: time },
  ];

  const actions = data ? availableActions(data, actor) : [];
  const button = (action: StaffAction) => (
    <Button
      key={action}
      type={action === 'approve' || action === 'issue' || action === 'post' ? 'primary' : 'default'}
      danger={action === 'reject' || action === 'void'}
      data-testid={`invoice-action-${action}`}
      onClick={() => {
        if (action !== 'approve' || !data) {
          setModal(action);
          return;
        }
        confirmAction({
          title: t('invoices.approveConfirm'),
          onOk: () => confirmed.run((request) => run({ id: data.id, action: 'approve', body: undefined, request })),
        });
      }}
    >
      {t(`invoices.actions.${action}`)}
    </Button>
  );

  return (
    <Drawer
      title={data ? `${t('invoices.detailTitle')} ${data.applicationNo}` : t('invoices.detailTitle')}
      open={id !== null}
      width={width}
      onClose={onClose}
      destroyOnHidden
      extra={actions.length > 0 ? <Space wrap>{actions.map(button)}</Space> : null}
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <RevealScope key={data.id}>
          <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="invoice-detail">
            <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} title={t('invoices.basics')}>
              <Descriptions.Item label={t('invoices.applicationNo')}>{data.applicationNo}</Descriptions.Item>
              <Descriptions.Item label={t('invoices.status')}>
                <ApplicationStatusTag value={data.status} />
              </Descriptions.Item>
              {actor.isStaff && (
                <Descriptions.Item label={t('invoices.enterprise')} span={2}>
                  {data.enterpriseName}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('invoices.invoiceType')}>
                {labelOf(invoiceType, data.invoiceType, locale)}
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.amount')}>
                <Typography.Text strong>{formatMoney(data.amount)}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.title')} span={2}>
                {data.title}
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.taxNo')} span={2}>
                {data.taxNo}
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.addressPhone')} span={2}>
                {data.addressPhone ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.bankAccount')} span={2}>
                <MaskedValue masked={data.bankAccount} entity="invoice" id={data.id} field="bankAccount" />
              </Descriptions.Item>
              <Descriptions.Item label={t('invoices.orderCount')}>{data.orderCount}</Descriptions.Item>
              <Descriptions.Item label={t('invoices.appliedAt')}>{time(data.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('invoices.remarks')} span={2}>
                {data.remarks ?? '-'}
              </Descriptions.Item>
              {data.rejectReason && (
                <Descriptions.Item label={t('invoices.rejectReason')} span={2}>
                  {data.rejectReason}
                </Descriptions.Item>
              )}
              {data.voidReason && (
                <Descriptions.Item label={t('invoices.voidReason')} span={2}>
                  {data.voidReason}
                </Descriptions.Item>
              )}
            </Descriptions>

            {data.record && (
              <div>
                <Typography.Title level={5}>{t('invoices.record')}</Typography.Title>
                <RecordFields record={data.record} electronic={!isPaperInvoice(data.invoiceType)} />
              </div>
            )}

            <div>
              <Typography.Title level={5}>{t('invoices.orders')}</Typography.Title>
              {anyReleased && (
                <Alert type="info" showIcon message={t('invoices.ordersReleased')} style={{ marginBottom: 8 }} />
              )}
              <Table<InvoiceOrderRow>
                size="small"
                rowKey="id"
                data-testid="invoice-orders"
                scroll={{ x: 'max-content' }}
                columns={orderColumns}
                dataSource={data.orders}
                pagination={data.orders.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              />
            </div>

            <div>
              <Typography.Title level={5}>{t('invoices.history')}</Typography.Title>
              <Timeline
                items={data.timeline.map((e) => ({
                  color: timelineColours[e.action],
                  children: (
                    <div>
                      <Typography.Text strong>{t(`invoices.actions.${e.action}`)}</Typography.Text>{' '}
                      <Typography.Text type="secondary">{time(e.at)}</Typography.Text>
                      {e.by && <div>{`${t('invoices.by')}: ${e.by}`}</div>}
                      {e.note && <div>{e.note}</div>}
                    </div>
                  ),
                }))}
              />
            </div>

            <RecordTimeline
              testId="invoice-timeline"
              url={`client/invoice/${data.id}/timeline`}
              queryKey={queryKeys.invoices.timeline(data.id)}
              statusLabel={(s) => labelOf(invoiceApplicationStatus, s, locale)}
            />
          </Space>
        </RevealScope>
      )}

      {data && (
        <>
          <ReasonModal
            open={modal === 'reject'}
            title={t('invoices.actions.reject')}
            label={t('invoices.rejectReason')}
            requiredMessage={t('invoices.reasonRequired')}
            maxLength={INVOICE_LIMITS.reason}
            name="invoiceReason"
            onCancel={() => setModal(null)}
            onSubmit={(reason, request) => run({ id: data.id, action: 'reject', body: { reason }, request })}
          />
          <ReasonModal
            open={modal === 'void'}
            title={t('invoices.actions.void')}
            label={t('invoices.voidReason')}
            requiredMessage={t('invoices.reasonRequired')}
            maxLength={INVOICE_LIMITS.reason}
            name="invoiceReason"
            warning={t('invoices.voidWarning')}
            onCancel={() => setModal(null)}
            onSubmit={(reason, request) => run({ id: data.id, action: 'void', body: { reason }, request })}
          />
          <IssueModal
            open={modal === 'issue'}
            amount={data.amount}
            onCancel={() => setModal(null)}
            onSubmit={(body, request) => run({ id: data.id, action: 'issue', body, request })}
          />
          <PostModal
            open={modal === 'post'}
            onCancel={() => setModal(null)}
            onSubmit={(body, request) => run({ id: data.id, action: 'post', body, request })}
          />
        </>
      )}
    </Drawer>
  );
}
