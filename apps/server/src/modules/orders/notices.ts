import type { OrderDetail } from '@console/domain/schemas/order';
import type { NoticeAudience, NoticeDraft } from '../notices/service.js';

const ORDERS_PAGE = '/client/order/orderList/index';
const FREELANCER_ORDERS_PAGE = '/m/orders';

/** The order steps that tell the other side: an invitation and a payment the freelancer, the rest the enterprise. */
export type OrderNoticeKind = 'orderInvited' | 'orderPaid' | 'orderApplied' | 'orderDelivered';

/** The notice an order step raises, for the side of the order that did not take it. */
export function orderNotice(kind: OrderNoticeKind, o: OrderDetail): [NoticeAudience, NoticeDraft] {
  const params = { orderNo: o.orderNo, taskName: o.taskTitle, freelancerName: o.freelancerName, amount: o.amount };
  const toFreelancer = kind === 'orderInvited' || kind === 'orderPaid';
  return [
    toFreelancer ? { freelancerId: o.freelancerId } : { enterpriseId: o.enterpriseId },
    { kind, params, link: toFreelancer ? FREELANCER_ORDERS_PAGE : ORDERS_PAGE },
  ];
}
