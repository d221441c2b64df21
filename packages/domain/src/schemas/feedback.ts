import { z } from 'zod';
import { type FeedbackStatus, type FeedbackType, feedbackStatus, feedbackType } from '../enums.js';
import {
  FEEDBACK_DESC_MAX,
  FEEDBACK_HISTORY_PAGE_SIZE,
  FEEDBACK_IMAGE_MAX,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_SOURCE_TYPE,
  REPLY_STATUSES,
} from '../feedback-rules.js';
import { FileUrl } from './file.js';
import { PageQuery, pageSchema } from './list.js';

// The limits and labels live where zod is not needed (the web reads them on first screens).
export * from '../feedback-rules.js';

const STATUSES = Object.keys(feedbackStatus) as [FeedbackStatus, ...FeedbackStatus[]];
const FEED_TYPES = Object.keys(feedbackType) as [FeedbackType, ...FeedbackType[]];

const sourceType = z.enum([FEEDBACK_SOURCE_TYPE]).default(FEEDBACK_SOURCE_TYPE);

/** Comma-joined image URLs (spec), at most FEEDBACK_IMAGE_MAX, each http(s) or a path on this server. */
const urlList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(FileUrl).max(FEEDBACK_IMAGE_MAX));

/** POST /system/oddFeedbackInfo/addOddFeedbackInfo (form fields as the spec's client sends them). */
export const FeedbackCreateBody = z.object({
  feedType: z.enum(FEED_TYPES),
  feedDesc: z.string().trim().min(1).max(FEEDBACK_DESC_MAX),
  urls: urlList,
  sourceType,
});
export type FeedbackCreateBody = z.infer<typeof FeedbackCreateBody>;
export type FeedbackCreateInput = z.input<typeof FeedbackCreateBody>;

/** The spec's client checks `data.code` (200 success) and shows `data.message` otherwise. */
export const FeedbackCreateResult = z.object({ code: z.number().int(), message: z.string() });
export type FeedbackCreateResult = z.infer<typeof FeedbackCreateResult>;

/** GET /enterprise/feedBack/feedBackSolveList: the caller's own history (account must be the caller's userId). */
export const FeedbackSolveListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(FEEDBACK_HISTORY_PAGE_SIZE),
  account: z.coerce.number().int().positive(),
  sourceType,
});

/** A history item as the spec names its fields. */
export const FeedbackHistoryItem = z.object({
  id: z.number().int(),
  feedType: z.enum(FEED_TYPES),
  feedDesc: z.string(),
  addTime: z.string(),
  status: z.enum(STATUSES),
  /** 0: a reply not yet seen (shown with a dot) */
  hasRead: z.enum(['0', '1']),
  /** comma-joined image URLs */
  urls: z.string(),
  resultOut: z.string().nullable(),
  replyTime: z.string().nullable(),
});
export type FeedbackHistoryItem = z.infer<typeof FeedbackHistoryItem>;
export const FeedbackHistoryPage = pageSchema(FeedbackHistoryItem);

/** GET /client/feedback/list: staff see all, enterprise users their own. */
export const FeedbackListQuery = PageQuery.extend({
  status: z.enum(STATUSES).optional(),
  feedType: z.enum(FEED_TYPES).optional(),
});
export type FeedbackListQuery = z.infer<typeof FeedbackListQuery>;

export const FeedbackRow = FeedbackHistoryItem.extend({
  userId: z.number().int(),
  username: z.string(),
  userName: z.string(),
  enterpriseId: z.number().int().nullable(),
  enterpriseName: z.string().nullable(),
  repliedByName: z.string().nullable(),
});
export type FeedbackRow = z.infer<typeof FeedbackRow>;
export const FeedbackPage = pageSchema(FeedbackRow);

/** POST /client/feedback/:id/reply */
export const FeedbackReplyBody = z.object({
  status: z.enum(REPLY_STATUSES as ['1', '2', '3', '4']),
  resultOut: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
});
export type FeedbackReplyBody = z.infer<typeof FeedbackReplyBody>;

export const FeedbackUnread = z.object({ unread: z.boolean() });
export type FeedbackUnread = z.infer<typeof FeedbackUnread>;

export const FeedbackIdParams = z.object({ id: z.coerce.number().int().positive() });
