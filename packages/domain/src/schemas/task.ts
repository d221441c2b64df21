import { z } from 'zod';
import { pricingUnit, taskStatus, workMode } from '../enums.js';
import { industry } from '../industries.js';
import { Day } from './dates.js';
import { Attachment, StoredAttachment } from './file.js';
import { PageQuery } from './list.js';

const keysOf = <T extends object>(e: T) => Object.keys(e) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];

export const TaskStatusSchema = z.enum(keysOf(taskStatus));
export const IndustrySchema = z.enum(keysOf(industry));
export const WorkModeSchema = z.enum(keysOf(workMode));
export const PricingUnitSchema = z.enum(keysOf(pricingUnit));

/** Limits shared by the server's schema and the web form. */
export const TASK_LIMITS = {
  titleMin: 2,
  titleMax: 100,
  placeMax: 200,
  descriptionMax: 5000,
  attachmentsMax: 10,
  headcountMax: 10_000,
  priceMax: 999_999_999_999.99,
  rejectReasonMax: 500,
} as const;

/** Sort columns of the task list. */
export const taskSortColumns = ['createdAt', 'price', 'startDate'] as const;

/** GET /client/task/list: the page query plus status, industry and work mode; keyword is title or task no. */
export const TaskListQuery = PageQuery.extend({
  status: TaskStatusSchema.optional(),
  industry: IndustrySchema.optional(),
  workMode: WorkModeSchema.optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

/** A file attached to a task, as the upload endpoint answered it. */
export const TaskAttachment = Attachment;
export type TaskAttachment = Attachment;

/** Form bodies carry the attachment list as a JSON string; JSON bodies as an array. */
const attachmentList = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return [];
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z.array(TaskAttachment).max(TASK_LIMITS.attachmentsMax));

/** A yes/no of a form body ('true' / 'false', '1' / '0') or JSON. */
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

/**
 * POST /client/task and PUT /client/task/:id. The end date not before the start date is checked by
 * `taskDatesInOrder` (the server answers it with its own message naming endDate).
 */
export const TaskBody = z.object({
  title: z.string().trim().min(TASK_LIMITS.titleMin).max(TASK_LIMITS.titleMax),
  industry: IndustrySchema,
  workMode: WorkModeSchema,
  pricingUnit: PricingUnitSchema,
  /** yuan, above 0, at most 2 decimals */
  price: z.coerce.number().positive().multipleOf(0.01).max(TASK_LIMITS.priceMax),
  headcount: z.coerce.number().int().positive().max(TASK_LIMITS.headcountMax),
  place: z.string().trim().max(TASK_LIMITS.placeMax).optional().default(''),
  startDate: Day,
  endDate: Day,
  description: z.string().trim().max(TASK_LIMITS.descriptionMax).optional().default(''),
  attachments: attachmentList.optional().default([]),
  /** only freelancers on the whitelist (list type 1) may apply or be invited */
  whitelistOnly: flag.optional().default(false),
});
export type TaskBody = z.infer<typeof TaskBody>;
export type TaskBodyInput = z.input<typeof TaskBody>;

/** The end date is on or after the start date (both YYYY-MM-DD). */
export function taskDatesInOrder(body: { startDate: string; endDate: string }): boolean {
  return body.startDate <= body.endDate;
}

/** POST /client/task/:id/reject: the reason is required (checked by the server with its own message). */
export const TaskRejectBody = z.preprocess(
  (v) => v ?? {},
  z.object({ reason: z.string().trim().max(TASK_LIMITS.rejectReasonMax).optional() }),
);

/** One row of the task list. Money as a string with 2 decimals; times as ISO strings. */
export const TaskRow = z.object({
  id: z.number().int(),
  taskNo: z.string(),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  title: z.string(),
  industry: z.string(),
  workMode: z.string(),
  pricingUnit: z.string(),
  price: z.string(),
  headcount: z.number().int(),
  place: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: TaskStatusSchema,
  whitelistOnly: z.boolean(),
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskRow = z.infer<typeof TaskRow>;

/** One entry of a task's review history: 0 submitted (pending), 1 approved, 2 rejected. */
export const TaskReviewEntry = z.object({
  id: z.number().int(),
  state: z.enum(['0', '1', '2']),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TaskReviewEntry = z.infer<typeof TaskReviewEntry>;

/** The actions a task's history records: the workflow's transitions plus creating and editing. */
export const taskHistoryActions = [
  'create',
  'edit',
  'submit',
  'approve',
  'reject',
  'close',
  'reopen',
  'complete',
] as const;
export type TaskHistoryAction = (typeof taskHistoryActions)[number];

/** One row of a task's history: who did what, when, from which status to which, and the reason given. */
export const TaskHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum(taskHistoryActions),
  /** null for create (and for older submits whose start was not recorded) */
  fromStatus: TaskStatusSchema.nullable(),
  toStatus: TaskStatusSchema,
  actorType: z.enum(['enterprise', 'staff']),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TaskHistoryEntry = z.infer<typeof TaskHistoryEntry>;

/** GET /client/task/:id/history: oldest first, paginated. */
export const TaskHistoryQuery = PageQuery.pick({ pageNum: true, pageSize: true });
export type TaskHistoryQuery = z.infer<typeof TaskHistoryQuery>;

export const TaskDetail = TaskRow.extend({
  description: z.string(),
  attachments: z.array(StoredAttachment),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  reviews: z.array(TaskReviewEntry),
  /** the task's orders by order status */
  orderCounts: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** orders that hold completion back (not finished, not waiting for a review) */
  openOrderCount: z.number().int(),
});
export type TaskDetail = z.infer<typeof TaskDetail>;

/** GET /client/enterprise/options (staff): enterprises by name for the filters. */
export const EnterpriseOptionsQuery = z.object({ keyword: z.string().trim().max(100).optional() });
export const EnterpriseOption = z.object({ id: z.number().int(), name: z.string() });
export type EnterpriseOption = z.infer<typeof EnterpriseOption>;
export const ENTERPRISE_OPTIONS_MAX = 50;

/** GET /freelancer/tasks: recruiting tasks, newest first. */
export const FreelancerTaskQuery = PageQuery.pick({ pageNum: true, pageSize: true, keyword: true }).extend({
  industry: IndustrySchema.optional(),
  workMode: WorkModeSchema.optional(),
});
export type FreelancerTaskQuery = z.infer<typeof FreelancerTaskQuery>;

export const FreelancerTaskRow = z.object({
  id: z.number().int(),
  taskNo: z.string(),
  title: z.string(),
  /** masked company name */
  enterpriseName: z.string(),
  industry: z.string(),
  workMode: z.string(),
  pricingUnit: z.string(),
  price: z.string(),
  headcount: z.number().int(),
  place: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  /** open to whitelisted freelancers only (the list shows these only to them) */
  whitelistOnly: z.boolean(),
  createdAt: z.string(),
});
export type FreelancerTaskRow = z.infer<typeof FreelancerTaskRow>;
