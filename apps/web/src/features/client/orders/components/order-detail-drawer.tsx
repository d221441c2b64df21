import { labelOf, orderStatusLabel, pricingUnit } from '@console/domain/enums';
import { REASON_MAX } from '@console/domain/order-rules';
import type { OrderDetail } from '@console/domain/schemas/order';
import { type OrderAction, orderActionsFor, orderModeOf } from '@console/domain/workflows/order';
import { Button, Descriptions, Drawer, Empty, Rate, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallButton } from '../../../../components/call-button';
import { RecordTimeline } from '../../../../components/client/record-timeline';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { OrderModeTag, OrderStatusTag } from '../../../../components/order-status-tag';
import { MaskedValue } from '../../../../components/pii/masked-value';
import { RevealScope } from '../../../../components/pii/reveal-scope';
import { ReasonModal } from '../../../../components/reason-modal';
import { useConfirmAction } from '../../../../lib/confirm-action';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { type SubmitRequest, useSubmission } from '../../../../lib/form/submission';
import { formatMoney } from '../../../../lib/money';
import { notifySuccess } from '../../../../lib/notify';
import { queryKeys } from '../../../../lib/query-keys';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useOrder } from '../api/get-order';
import { type ConsoleAction, consoleVerbs, type OrderActionBody, useOrderAction } from '../api/order-action';
import { PayModal, ReviewModal } from './action-modals';
import { LedgerTable } from './ledger-table';
import { ageText, genderText } from './person';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

const reasonActions = new Set<ConsoleAction>(['refuseApplication', 'rejectDelivery', 'close', 'forceClose']);
const dangerActions = new Set<ConsoleAction>([
  'refuseApplication',
  'rejectDelivery',
  'close',
  'forceClose',
  'withdrawInvitation',
]);

/** The order's fields, delivery, review, money movements and history, with the actions allowed now. */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const { actor, has, isStaff } = useActor();
  const confirmAction = useConfirmAction();
  const { data: order, isLoading } = useOrder(id);
  const mutation = useOrderAction();
  const [pending, setPending] = useState<ConsoleAction | null>(null);

  const actions = order ? (orderActionsFor(order, actor, has).filter((a) => a in consoleVerbs) as ConsoleAction[]) : [];
  const label = (a: OrderAction) => t(`orders.action.${a}`);

  // Actions confirmed without a dialog of their own (accept, withdraw, check) submit through this one.
  const confirmed = useSubmission();
  /** Throws when the server refuses (the http client shows why): the dialog stays open. */
  const run = async (action: ConsoleAction, body: OrderActionBody | undefined, request: SubmitRequest) => {
    if (!order) return;
    await mutation.mutateAsync({ id: order.id, action, body, request });
    notifySuccess(t('orders.done'));
    setPending(null);
  };

  const start = (action: ConsoleAction) => {
    if (reasonActions.has(action) || action === 'review' || action === 'pay') {
      setPending(action);
      return;
    }
    confirmAction({
      title: label(action),
      content: t('orders.confirmAction', { action: label(action) }),
      onOk: () => confirmed.run((request) => run(action, undefined, request)),
    });
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={width}
      title={order ? `${t('orders.detail')} ${order.orderNo}` : t('orders.detail')}
      destroyOnHidden
      extra={
        order && actions.length > 0 ? (
          <Space wrap data-testid="order-actions">
            {actions.map((a) => (
              <Button
                key={a}
                data-action={a}
                type={dangerActions.has(a) ? 'default' : 'primary'}
                danger={dangerActions.has(a)}
                loading={mutation.isPending && mutation.variables?.action === a}
                onClick={() => start(a)}
              >
                {label(a)}
              </Button>
            ))}
          </Space>
        ) : null
      }
    >
      {isLoading || !order ? (
        <Spin />
      ) : (
        <RevealScope key={order.id}>
          <OrderBody order={order} locale={locale} isStaff={isStaff} />
        </RevealScope>
      )}
      {order && (
        <>
          <ReasonModal
            open={pending !== null && reasonActions.has(pending)}
            title={pending ? label(pending) : ''}
            label={t('orders.reason')}
            requiredMessage={t('orders.reasonRequired')}
            maxLength={REASON_MAX}
            onCancel={() => setPending(null)}
            onSubmit={async (reason, request) => pending && run(pending, { reason }, request)}
          />
          <ReviewModal
            open={pending === 'review'}
            title={label('review')}
            onCancel={() => setPending(null)}
            onSubmit={(v, request) => run('review', { rating: v.rating, text: v.text }, request)}
          />
          <PayModal
            open={pending === 'pay'}
            title={t('orders.payTitle')}
            amount={order.amount}
            enterpriseId={order.enterpriseId}
            isStaff={isStaff}
            onCancel={() => setPending(null)}
            onSubmit={(request) => run('pay', undefined, request)}
          />
        </>
      )}
    </Drawer>
  );
}

function OrderBody({ order, locale, isStaff }: { order: OrderDetail; locale: 'zh' | 'en'; isStaff: boolean }) {
  const { t } = useTranslation();
  const mode = orderModeOf(order.mode);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div data-testid="order-fields">
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered title={t('orders.basics')}>
          <Descriptions.Item label={t('orders.orderNo')}>{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('orders.status')}>
            <OrderStatusTag status={order.status} mode={order.mode} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.taskTitle')}>{order.taskTitle}</Descriptions.Item>
          <Descriptions.Item label={t('orders.taskNo')}>{order.taskNo}</Descriptions.Item>
          {isStaff && <Descriptions.Item label={t('orders.enterprise')}>{order.enterpriseName}</Descriptions.Item>}
          <Descriptions.Item label={t('orders.mode')}>
            <OrderModeTag mode={order.mode} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.freelancer')}>{order.freelancerName}</Descriptions.Item>
          <Descriptions.Item label={t('orders.phone')}>
            {order.freelancerPhone}
            <CallButton businessType="order" businessId={order.orderNo} who={order.freelancerName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.idCard')}>
            <MaskedValue masked={order.freelancerIdCard} entity="freelancer" id={order.freelancerId} field="idCard" />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.gender')}>{genderText(order.freelancerGender, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.age')}>{ageText(order.freelancerAge, t)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.bankCard')}>
            <MaskedValue
              masked={order.freelancerBankCard}
              entity="freelancer"
              id={order.freelancerId}
              field="bankCard"
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.price')}>
            {formatMoney(order.price)} / {labelOf(pricingUnit, order.pricingUnit, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.quantity')}>{order.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('orders.amount')}>
            <Typography.Text strong data-testid="order-amount">
              {formatMoney(order.amount)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.createdAt')}>{time(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.acceptedAt')}>{time(order.acceptedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.paidAt')}>{time(order.paidAt)}</Descriptions.Item>
          {order.closedAt && <Descriptions.Item label={t('orders.closedAt')}>{time(order.closedAt)}</Descriptions.Item>}
          {order.refuseReason && (
            <Descriptions.Item label={t('orders.refuseReason')} span={2}>
              {order.refuseReason}
            </Descriptions.Item>
          )}
        </Descriptions>
      </div>

      <Descriptions column={1} size="small" bordered title={t('orders.delivery')}>
        {order.deliveredAt ? (
          <>
            <Descriptions.Item label={t('orders.deliveredAt')}>{time(order.deliveredAt)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.deliveryNote')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {order.deliveryNote}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.deliveryFiles')}>
              {order.deliveryFiles.length === 0 ? (
                '-'
              ) : (
                <Space direction="vertical" size={2}>
                  {order.deliveryFiles.map((f) => (
                    <Typography.Link key={f.url} onClick={() => previewFile(f.url, f.fileName)}>
                      {f.fileName}
                    </Typography.Link>
                  ))}
                </Space>
              )}
            </Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label={t('orders.deliveryNote')}>{t('orders.noDelivery')}</Descriptions.Item>
        )}
      </Descriptions>

      {order.reviewedAt && (
        <Descriptions column={1} size="small" bordered title={t('orders.review')}>
          <Descriptions.Item label={t('orders.rating')}>
            {/* The stars are a picture of the number (antd names none of them): read as the number. */}
            <span aria-hidden="true">
              <Rate disabled value={order.rating ?? 0} />
            </span>
            <span className="sr-only">{t('orders.ratingValue', { n: order.rating ?? 0 })}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.reviewText')}>{order.reviewText || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.reviewedAt')}>{time(order.reviewedAt)}</Descriptions.Item>
        </Descriptions>
      )}

      <div data-testid="order-ledger">
        <Typography.Title level={5}>{t('orders.ledger')}</Typography.Title>
        {order.ledger.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noLedger')} />
        ) : (
          <LedgerTable rows={order.ledger} ofOrder pagination={false} />
        )}
      </div>

      <RecordTimeline
        testId="order-timeline"
        url={`client/order/${order.id}/timeline`}
        queryKey={queryKeys.orders.timeline(order.id)}
        statusLabel={(s) => orderStatusLabel(s, mode, locale)}
      />
    </Space>
  );
}
