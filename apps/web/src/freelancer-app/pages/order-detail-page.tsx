import { labelOf, pricingUnit } from '@console/domain/enums';
import { DELIVERY_NOTE_MAX, type OrderDetail, orderModeLabel, REASON_MAX } from '@console/domain/schemas/order';
import { orderActionsFor } from '@console/domain/workflows/order';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Skeleton, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { OrderStatusTag } from '../../components/order-status-tag';
import { useConfirmAction } from '../../lib/confirm-action';
import { type SubmitRequest, useSubmission } from '../../lib/form/submission';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { notifySuccess } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { orderKey, useOrder } from '../api/get-order';
import { type FreelancerOrderAction, isFreelancerAction, orderAction } from '../api/order-action';
import { Fields } from '../components/fields';
import { formatTime } from '../components/format';
import { MobilePage } from '../components/mobile-page';

/** Actions asking for text first: a refusal's reason, a delivery's note. */
const WRITTEN = { refuseInvitation: 'reason', deliver: 'note' } as const;
type Written = keyof typeof WRITTEN;
const isWritten = (a: FreelancerOrderAction): a is Written => a in WRITTEN;
const DANGER = new Set<FreelancerOrderAction>(['refuseInvitation', 'withdrawApplication']);

/** What the freelancer may do with this order now (the domain workflow decides, the server checks again). */
export function freelancerActions(order: Pick<OrderDetail, 'status' | 'mode'>): FreelancerOrderAction[] {
  return orderActionsFor(order, 'freelancer').filter(isFreelancerAction);
}

function OrderBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mode = orderModeLabel[order.mode as keyof typeof orderModeLabel];
  return (
    <>
      <section className="m-card" aria-labelledby="m-order-title">
        <div className="m-card-head">
          <h2 className="m-card-title" id="m-order-title">
            {order.taskTitle}
          </h2>
          <OrderStatusTag status={order.status} mode={order.mode} />
        </div>
        <div className="m-card-foot">
          <span className="m-amount">{formatMoney(order.amount)}</span>
          <span className="m-meta">{mode ? mode[locale] : order.mode}</span>
        </div>
      </section>
      <section className="m-card">
        <Fields
          rows={[
            [t('freelancer.orders.orderNo'), order.orderNo],
            [t('freelancer.orders.enterprise'), order.enterpriseName],
            [t('freelancer.orders.taskNo'), order.taskNo],
            [
              t('freelancer.orders.price'),
              `${formatMoney(order.price)} / ${labelOf(pricingUnit, order.pricingUnit, locale)}`,
            ],
            [t('freelancer.orders.quantity'), order.quantity],
            [t('freelancer.orders.createdAt'), formatTime(order.createdAt)],
            [t('freelancer.orders.refuseReason'), order.refuseReason],
            [t('freelancer.orders.deliveryNote'), order.deliveryNote],
            [t('freelancer.orders.deliveredAt'), formatTime(order.deliveredAt)],
            [t('freelancer.orders.paidAt'), formatTime(order.paidAt)],
            [t('freelancer.orders.closedAt'), formatTime(order.closedAt)],
          ]}
        />
      </section>
      {order.events.length > 0 && (
        <section className="m-card" aria-labelledby="m-order-history">
          <h2 className="m-section-title" id="m-order-history">
            {t('freelancer.orders.history')}
          </h2>
          <Timeline
            items={[...order.events].reverse().map((e) => ({
              key: e.id,
              content: (
                <>
                  <div>{t(`freelancer.orders.events.${e.action}`, { defaultValue: e.action })}</div>
                  <div className="m-meta">{formatTime(e.createdAt)}</div>
                  {e.note && <div className="m-description">{e.note}</div>}
                </>
              ),
            }))}
          />
        </section>
      )}
    </>
  );
}

/** One order of the freelancer's: its details, its history and the buttons its state allows. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const client = useQueryClient();
  const id = Number(useParams().id);
  const { data: order, isPending, isError } = useOrder(id);
  const [writing, setWriting] = useState<Written | null>(null);
  const confirmed = useSubmission();

  const run = async (
    action: FreelancerOrderAction,
    body: Record<string, string> | undefined,
    request: SubmitRequest,
  ) => {
    const next = await orderAction(id, action, body, request);
    client.setQueryData(orderKey(id), next);
    void client.invalidateQueries({ queryKey: queryKeys.freelancer.ordersAll });
    notifySuccess(t(`freelancer.orders.done.${action}`));
    setWriting(null);
    return next;
  };

  const start = (action: FreelancerOrderAction) => {
    if (isWritten(action)) {
      setWriting(action);
      return;
    }
    confirm({
      title: t(`freelancer.orders.actions.${action}`),
      content: t(`freelancer.orders.confirm.${action}`),
      okText: t('freelancer.common.confirm'),
      cancelText: t('freelancer.common.cancel'),
      onOk: () => confirmed.run((request) => run(action, undefined, request)),
    });
  };

  const actions = order ? freelancerActions(order) : [];
  return (
    <MobilePage title={t('freelancer.orders.detail')} back="/m/orders">
      {isPending ? (
        <div className="m-card">
          <Skeleton active />
        </div>
      ) : isError || !order ? (
        <Result status="warning" title={t('freelancer.common.loadFailed')} />
      ) : (
        <>
          <OrderBody order={order} />
          {actions.length > 0 && (
            <div className="m-actions" data-testid="m-order-actions">
              {actions.map((a) => (
                <Button
                  key={a}
                  size="large"
                  data-action={a}
                  type={DANGER.has(a) ? 'default' : 'primary'}
                  danger={DANGER.has(a)}
                  onClick={() => start(a)}
                >
                  {t(`freelancer.orders.actions.${a}`)}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
      <FormModal<{ text: string }>
        open={writing !== null}
        title={writing ? t(`freelancer.orders.actions.${writing}`) : ''}
        onCancel={() => setWriting(null)}
        onSubmit={(v, request) => {
          if (!writing) return Promise.resolve();
          return run(writing, { [WRITTEN[writing]]: v.text.trim() }, request);
        }}
      >
        <Form.Item
          name="text"
          label={t(writing === 'deliver' ? 'freelancer.orders.note' : 'freelancer.orders.reason')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t(writing === 'deliver' ? 'freelancer.orders.noteRequired' : 'freelancer.orders.reasonRequired'),
            },
          ]}
        >
          <Input.TextArea
            rows={5}
            showCount
            maxLength={writing === 'deliver' ? DELIVERY_NOTE_MAX : REASON_MAX}
            placeholder={t(
              writing === 'deliver' ? 'freelancer.orders.notePlaceholder' : 'freelancer.orders.reasonPlaceholder',
            )}
          />
        </Form.Item>
      </FormModal>
    </MobilePage>
  );
}
