import { z } from 'zod';
import { MODERATION_ACTIONS } from '../moderation.js';
import { PageQuery, pageSchema } from './list.js';

/** The longest sensitive word, and the most words one import takes. */
export const MODERATION_WORD_MAX = 64;
export const MODERATION_IMPORT_MAX = 10_000;

/** A staff tag's name (the server refuses the built-in `contact:` names for words). */
export const ModerationTagName = z.string().trim().min(1).max(32);

export const ModerationActionSchema = z.enum(MODERATION_ACTIONS);

/** A tag as the words page lists it: staff's own, or a built-in contact tag (`builtin`). */
export const ModerationTagRow = z.object({
  name: z.string(),
  action: ModerationActionSchema,
  builtin: z.boolean(),
  words: z.number().int(),
});
export type ModerationTagRow = z.infer<typeof ModerationTagRow>;

/** Sets a tag's action; a staff tag that does not exist yet is made. Built-in tags may be 'none', others not. */
export const ModerationTagBody = z.object({
  name: z.string().trim().min(1).max(32),
  action: ModerationActionSchema,
});
export type ModerationTagBody = z.infer<typeof ModerationTagBody>;

export const ModerationWordListQuery = PageQuery.extend({ tag: z.string().trim().max(32).optional() });
export type ModerationWordListQuery = z.infer<typeof ModerationWordListQuery>;

export const ModerationWordRow = z.object({
  id: z.number().int(),
  word: z.string(),
  tag: z.string(),
  createdAt: z.string(),
});
export type ModerationWordRow = z.infer<typeof ModerationWordRow>;
export const ModerationWordPage = pageSchema(ModerationWordRow);

/** A word and its tag (made with the action 'block' when new). Stored in lower case. */
export const ModerationWordBody = z.object({
  word: z.string().trim().min(1).max(MODERATION_WORD_MAX),
  tag: ModerationTagName,
});
export type ModerationWordBody = z.infer<typeof ModerationWordBody>;

/** The import's query: the tag of lines that name none. */
export const ModerationImportQuery = z.object({ tag: ModerationTagName });
export const ModerationImportResult = z.object({
  added: z.number().int(),
  /** words already in the list, or repeated in the file */
  skipped: z.number().int(),
});
export type ModerationImportResult = z.infer<typeof ModerationImportResult>;

export const ChatFlagListQuery = PageQuery.extend({
  /** 0 waiting for review (default), 1 reviewed */
  reviewed: z.enum(['0', '1']).default('0'),
});
export type ChatFlagListQuery = z.infer<typeof ChatFlagListQuery>;

/** A message of a flagged one's conversation, as the review shows it. */
export const ChatFlagContextMessage = z.object({
  id: z.number().int(),
  sender: z.string(),
  senderName: z.string(),
  messageType: z.number().int(),
  /** the text, an image's URL, or '' when recalled */
  message: z.string(),
  recalled: z.boolean(),
  createdAt: z.string(),
  /** the flagged message itself */
  flagged: z.boolean(),
});
export type ChatFlagContextMessage = z.infer<typeof ChatFlagContextMessage>;

export const ChatFlagRow = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  tags: z.array(z.string()),
  matches: z.array(z.string()),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  /** the messages around it in its conversation, oldest first */
  context: z.array(ChatFlagContextMessage),
});
export type ChatFlagRow = z.infer<typeof ChatFlagRow>;
export const ChatFlagPage = pageSchema(ChatFlagRow);
