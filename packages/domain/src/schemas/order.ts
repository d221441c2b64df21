import { z } from 'zod';
import { orderStatus } from '../enums.js';
import { MONEY_PATTERN } from '../money.js';
import {
  DELIVERY_NOTE_MAX,
  type LedgerKind,
  ledgerKind,
  REASON_MAX,
  RECHARGE_REMARK_MAX,
  REVIEW_TEXT_MAX,
} from '../order-rules.js';
import { Attachment, StoredAttachment } from './file.js';
import { PageQuery } from './list.js';

const STATUSES = Object.keys(orderStatus);
const id = z.coerce.number().int().positive();
/** Money as the server answers it: a string with 2 decimals ("1234.50"). */
const money = z.string();

export { orderModeLabel } from '../enums.js';
// The limits and labels live where zod is not needed (the web reads them on first screens).
export * from '../order-rules.js';

/** An amount of money typed by a user: positive, at most 2 decimals, below 10^12. */
export const MoneyInput = z
  .string()
  .trim()
  .regex(MONEY_PATTERN, { message: 'amountFormat' })
  .refine((v) => Number(v) > 0, { message: 'amountPositive' });

/** One status or a comma list (status=3,4,5). */
const StatusFilter = z
  .string()
  .trim()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length > 0 && list.length <= STATUSES.length && list.every((s) => STATUSES.includes(s)), {
    message: 'statusUnknown',
  });

/** GET /client/order/list: sortable by createdAt (default, desc), amount, updatedAt. */
export const OrderListQuery = PageQuery.extend({
  status: StatusFilter.optional(),
  mode: z.enum(['I', 'A']).optional(),
  taskId: id.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** GET /freelancer/orders: the signed-in freelancer's own orders. */
export const FreelancerOrderListQuery = z.object({
  pageNum: PageQuery.shape.pageNum,
  pageSize: PageQuery.shape.pageSize,
  status: StatusFilter.optional(),
});
export type FreelancerOrderListQuery = z.infer<typeof FreelancerOrderListQuery>;

/** Quantity in units of the task's pricing unit (hours, days, pieces…). */
const Quantity = z.coerce
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: 'quantityFormat' })
  .refine((v) => Number(v) > 0, { message: 'quantityPositive' });

/** POST /freelancer/orders: a freelancer applies for a recruiting task. */
export const OrderApplyBody = z.object({ taskId: id, quantity: Quantity.optional() });
export type OrderApplyBody = z.infer<typeof OrderApplyBody>;

/** POST /client/order/invite: the enterprise invites a freelancer (by phone) to a recruiting task. */
export const OrderInviteBody = z.object({
  taskId: id,
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, { message: 'phoneInvalid' }),
  quantity: Quantity.optional(),
});
export type OrderInviteBody = z.infer<typeof OrderInviteBody>;

/** POST /client/order/:id/accept (an application): the enterprise may set the quantity it accepts. */
export const OrderAcceptBody = z.preprocess((v) => v ?? {}, z.object({ quantity: Quantity.optional() }));
export type OrderAcceptBody = z.infer<typeof OrderAcceptBody>;

/** refuse, reject-delivery, close: a reason is required. */
export const OrderReasonBody = z.object({ reason: z.string().trim().min(1).max(REASON_MAX) });
export type OrderReasonBody = z.infer<typeof OrderReasonBody>;

/** Files sent form-encoded arrive as a JSON string; JSON bodies send the array itself. */
const Attachments = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return [];
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(Attachment).max(20));

/** POST /freelancer/orders/:id/deliver. */
export const OrderDeliverBody = z.object({
  note: z.string().trim().min(1).max(DELIVERY_NOTE_MAX),
  files: Attachments.default([]),
});
export type OrderDeliverBody = z.infer<typeof OrderDeliverBody>;

/** POST /client/order/:id/review: rating 1–5 and a text. */
export const OrderReviewBody = z.object({
  rating: z.coerce.number().int().min(1).max(5),
  text: z.string().trim().max(REVIEW_TEXT_MAX).default(''),
});
export type OrderReviewBody = z.infer<typeof OrderReviewBody>;

/** A row of the order list (freelancer name and phone masked; gender and age from the ID card). */
export const OrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  taskId: z.number().int(),
  taskTitle: z.string(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  freelancerId: z.number().int(),
  freelancerName: z.string(),
  freelancerPhone: z.string(),
  /** gender and age read on the server from the full ID card (null when it does not parse) */
  freelancerGender: z.enum(['male', 'female']).nullable(),
  freelancerAge: z.number().int().nullable(),
  mode: z.enum(['I', 'A']),
  status: z.string(),
  quantity: z.string(),
  amount: money,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const OrderEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actorType: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const LedgerEntryRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  freelancerName: z.string().nullable(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  /** signed: a payment is negative for the enterprise, a settlement positive for the freelancer */
  amount: money,
  /** the balance of the account moved (enterprise, or freelancer for a settlement; hidden from enterprises) */
  balanceAfter: money.nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntryRow = z.infer<typeof LedgerEntryRow>;

/** GET /client/order/:id: the row plus the task, the masked personal data, delivery, review and history. */
export const OrderDetail = OrderRow.extend({
  taskNo: z.string(),
  pricingUnit: z.string(),
  price: money,
  freelancerIdCard: z.string(),
  freelancerBankCard: z.string(),
  refuseReason: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  deliveryFiles: z.array(StoredAttachment),
  deliveredAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  reviewText: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  invoiceId: z.number().int().nullable(),
  events: z.array(OrderEvent),
  ledger: z.array(LedgerEntryRow),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

/** GET /client/ledger/balance (staff: ?enterpriseId=). */
export const LedgerBalanceQuery = z.object({ enterpriseId: id.optional() });
export const LedgerBalance = z.object({ enterpriseId: z.number().int(), enterpriseName: z.string(), balance: money });
export type LedgerBalance = z.infer<typeof LedgerBalance>;

/** GET /client/ledger/entries. */
export const LedgerEntriesQuery = PageQuery.extend({
  kind: z.enum(Object.keys(ledgerKind) as [LedgerKind, ...LedgerKind[]]).optional(),
  orderId: id.optional(),
});
export type LedgerEntriesQuery = z.infer<typeof LedgerEntriesQuery>;

/** POST /client/ledger/recharge (staff): a recharge the platform received, recorded on the ledger. */
export const RechargeBody = z.object({
  enterpriseId: id,
  amount: MoneyInput,
  remark: z.string().trim().max(RECHARGE_REMARK_MAX).default(''),
});
export type RechargeBody = z.infer<typeof RechargeBody>;
