import { z } from 'zod';
import { listType } from '../enums.js';
import { isTimeBound } from './dates.js';
import { PageQuery, pageSchema } from './list.js';

/** Black and white lists (issue 13): list type 1 freelancer whitelist, 2 freelancer blacklist, 3 enterprise blacklist. */

export const LIST_REASON_MAX = 500;
export const ListTypeSchema = z.enum(Object.keys(listType) as ['1', '2', '3']);

/** Where an entry stands now: within its period, past it, or not started yet. */
export const LIST_ENTRY_STATES = ['active', 'expired', 'scheduled'] as const;
export type ListEntryState = (typeof LIST_ENTRY_STATES)[number];

/** Sort columns of the list page. */
export const listSortColumns = ['createdAt', 'startAt', 'endAt'] as const;

/** GET /system/list/list: type, keyword (the subject's name or phone), state, sort, page. */
export const ListEntryQuery = PageQuery.extend({
  listType: ListTypeSchema.optional(),
  state: z.enum(LIST_ENTRY_STATES).optional(),
});
export type ListEntryQuery = z.infer<typeof ListEntryQuery>;

/** An instant of a period: an ISO date-time (the page sends the start and end of the days picked). */
const Instant = z.iso.datetime({ offset: true }).refine(isTimeBound, { message: 'timeBoundInvalid' });
/** An empty end (form bodies send '') is an entry without end. */
const OptionalEnd = z.preprocess((v) => (v === '' || v === null ? undefined : v), Instant.optional());

const periodFields = {
  reason: z.string().trim().min(1).max(LIST_REASON_MAX),
  /** when it starts counting; now when left out */
  startAt: z.preprocess((v) => (v === '' ? undefined : v), Instant.optional()),
  /** when it stops counting; none = until removed */
  endAt: OptionalEnd,
};

/** The end is after the start (an entry without end always is). */
export function listPeriodInOrder(p: { startAt: string; endAt?: string | null }): boolean {
  return !p.endAt || new Date(p.endAt).getTime() > new Date(p.startAt).getTime();
}

const endAfterStart = (b: { startAt?: string; endAt?: string }, ctx: z.RefinementCtx) => {
  if (b.startAt && b.endAt && !listPeriodInOrder({ startAt: b.startAt, endAt: b.endAt })) {
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'listEndBeforeStart' });
  }
};

/** Types 1 and 2 list freelancers, type 3 enterprises. */
export const listsFreelancers = (type: string) => type !== '3';

/**
 * POST /system/list: a freelancer (types 1, 2: freelancerId) or an enterprise (type 3: enterpriseId), with a
 * reason and a period.
 */
export const ListEntryBody = z
  .object({
    listType: ListTypeSchema,
    freelancerId: z.coerce.number().int().positive().optional(),
    enterpriseId: z.coerce.number().int().positive().optional(),
    ...periodFields,
  })
  .superRefine((b, ctx) => {
    const [wanted, other] = listsFreelancers(b.listType)
      ? (['freelancerId', 'enterpriseId'] as const)
      : (['enterpriseId', 'freelancerId'] as const);
    if (b[other] !== undefined) ctx.addIssue({ code: 'custom', path: [other], message: 'listSubjectKind' });
    else if (b[wanted] === undefined) ctx.addIssue({ code: 'custom', path: [wanted], message: 'vRequired' });
    endAfterStart(b, ctx);
  });
export type ListEntryBody = z.infer<typeof ListEntryBody>;
export type ListEntryInput = z.input<typeof ListEntryBody>;

/** PUT /system/list/:id: the reason and the period. */
export const ListEntryUpdateBody = z.object(periodFields).superRefine(endAfterStart);
export type ListEntryUpdateBody = z.infer<typeof ListEntryUpdateBody>;

export const ListEntryRow = z.object({
  id: z.number().int(),
  listType: ListTypeSchema,
  subjectId: z.number().int(),
  /** a freelancer's name masked, or the enterprise's name */
  subjectName: z.string(),
  /** a freelancer's phone, or the enterprise's contact phone, masked */
  subjectPhone: z.string().nullable(),
  reason: z.string(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  state: z.enum(LIST_ENTRY_STATES),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListEntryRow = z.infer<typeof ListEntryRow>;
export const ListEntryPage = pageSchema(ListEntryRow);

/** GET /system/list/freelancers: the picker's search by name or phone (20 at most). */
export const FreelancerPickQuery = z.object({ keyword: z.string().trim().max(64).optional() });
export const FreelancerPick = z.object({ id: z.number().int(), label: z.string() });
export type FreelancerPick = z.infer<typeof FreelancerPick>;
export const FREELANCER_PICK_MAX = 20;
