import { type FeedbackStatus, feedbackStatus } from './enums.js';

// Kept free of zod: the console's navbar (the feedback entry and its history) reads them on every page.
/** The description limit, the history page size and the success dialog's life. */
export const FEEDBACK_DESC_MAX = 400;
export const FEEDBACK_HISTORY_PAGE_SIZE = 20;
export const FEEDBACK_SUCCESS_DIALOG_MS = 3000;
export const FEEDBACK_DESC_ROWS = 5;
/** Ours: images per feedback and the length of a support reply. */
export const FEEDBACK_IMAGE_MAX = 9;
export const FEEDBACK_REPLY_MAX = 1000;
/** Spec: the console always sends sourceType 1. */
export const FEEDBACK_SOURCE_TYPE = '1';

const STATUSES = Object.keys(feedbackStatus) as FeedbackStatus[];
/** The statuses a reply sets: 1 solved … 4 cannot reproduce (0 is "no reply yet"). */
export const REPLY_STATUSES = STATUSES.filter((s) => s !== '0') as Exclude<FeedbackStatus, '0'>[];
