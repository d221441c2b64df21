import { z } from 'zod';
import { BULK_MAX } from '../bulk-limits.js';
import { OrderReasonBody } from './order.js';
import { TASK_LIMITS } from './task.js';

/** Bulk actions (issue 23): one request names the rows; the server runs the single action's rules on each. */
export { BULK_MAX };

/** Ids as JSON numbers or as the form-encoded `1,2,3` the console sends; duplicates count once. */
export const BulkIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : typeof v === 'number' ? [v] : v),
  z
    .array(z.coerce.number().int().positive())
    .min(1)
    .max(BULK_MAX)
    .transform((ids) => [...new Set(ids)]),
);

/** POST …/bulk/<action>: the rows to act on. */
export const BulkBody = z.object({ ids: BulkIds });
export type BulkBody = z.infer<typeof BulkBody>;

/** A row the action was refused for: its id (or the phone invited), the HTTP status the single call would answer and why. */
export const BulkRefusal = z.object({
  id: z.union([z.number().int(), z.string()]),
  status: z.number().int(),
  reason: z.string(),
});
export type BulkRefusal = z.infer<typeof BulkRefusal>;

/** What a bulk action did: the rows done and the rows refused with the reason (in the caller's language). */
export const BulkResult = z.object({
  done: z.array(z.union([z.number().int(), z.string()])),
  refused: z.array(BulkRefusal),
});
export type BulkResult = z.infer<typeof BulkResult>;

/** Phones as a JSON array or the form-encoded `139…,139…`. */
const BulkPhones = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter((s) => s !== '') : v),
  z
    .array(z.string().trim())
    .min(1)
    .max(BULK_MAX)
    .transform((phones) => [...new Set(phones)]),
);

/** POST /client/order/bulk/invite: freelancers, by phone, invited to one recruiting task. */
export const BulkInviteBody = z.object({ taskId: z.coerce.number().int().positive(), phones: BulkPhones });
export type BulkInviteBody = z.infer<typeof BulkInviteBody>;

/** POST /client/task/bulk/reject: one reason for every task (the single reject's rule: required, at most 500). */
export const BulkRejectBody = BulkBody.extend({
  reason: z.string().trim().max(TASK_LIMITS.rejectReasonMax).optional(),
});
export type BulkRejectBody = z.infer<typeof BulkRejectBody>;

/** POST /client/order/bulk/close: one reason for every order, as the single close requires. */
export const BulkCloseBody = BulkBody.extend({ reason: OrderReasonBody.shape.reason });
export type BulkCloseBody = z.infer<typeof BulkCloseBody>;
