import type { Enumeration } from './enums.js';

// Kept free of zod: the order pages' drawers and modals read these when the list first renders.

/** Ledger entry kinds, with labels. */
export const ledgerKind = {
  recharge: { zh: '充值', en: 'Recharge' },
  payment: { zh: '支付', en: 'Payment' },
  settlement: { zh: '结算', en: 'Settlement' },
  refund: { zh: '退款', en: 'Refund' },
} as const satisfies Enumeration;
export type LedgerKind = keyof typeof ledgerKind;

/** Lengths of a reason (reject, close, cancel), a delivery note, a review text and a recharge remark. */
export const REASON_MAX = 500;
export const DELIVERY_NOTE_MAX = 2000;
export const REVIEW_TEXT_MAX = 500;
export const RECHARGE_REMARK_MAX = 200;
