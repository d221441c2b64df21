import { z } from 'zod';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE_MAX,
  CHAT_IMAGE,
  CHAT_SEARCH_KEYWORD_MAX,
  CHAT_SEARCH_PAGE_SIZE,
  CHAT_SEARCH_PAGE_SIZE_MAX,
  CHAT_TEXT,
  CHAT_TEXT_MAX,
} from '../chat-rules.js';

export * from '../chat-rules.js';

/**
 * Real-time chat and system notices: the shapes of docs/realtime.md (issue 10). The server validates with these,
 * the console and the freelancer page type their socket and HTTP traffic from them; the socket events that carry
 * them are typed in `realtime/chat-events.ts`.
 */

/** Chat role tags: B the enterprise side, C the freelancer side. */
export const ChatRole = z.enum(['B', 'C']);
export type ChatRole = z.infer<typeof ChatRole>;
/** How a client names itself in `login`: PC the console, MINI the freelancer page. */
export const ChatClientRole = z.enum(['PC', 'MINI']);
export type ChatClientRole = z.infer<typeof ChatClientRole>;

/** A chat id: B… for an enterprise user's socketId, C<freelancer id> for a freelancer. */
export const ChatId = z.string().trim().min(1).max(64);

export const ChatMessageType = z.union([z.literal(CHAT_TEXT), z.literal(CHAT_IMAGE)]);
export type ChatMessageType = z.infer<typeof ChatMessageType>;

/** An image message's body: a file in our storage and its natural size. */
export const ChatImage = z.object({
  url: z.string().trim().min(1).max(1000),
  width: z.number().int().positive().max(100_000),
  height: z.number().int().positive().max(100_000),
});
export type ChatImage = z.infer<typeof ChatImage>;

/** A client-chosen id that makes a send idempotent (retries reuse it). */
export const ClientId = z.string().trim().min(1).max(64);

const textBody = z.object({
  message_type: z.literal(CHAT_TEXT),
  message: z
    .string()
    .max(CHAT_TEXT_MAX)
    .refine((s) => s.trim().length > 0, { message: 'blank' }),
});
const imageBody = z.object({ message_type: z.literal(CHAT_IMAGE), message: ChatImage });
/** The message itself: text or image. */
export const ChatBody = z.discriminatedUnion('message_type', [textBody, imageBody]);
export type ChatBody = z.infer<typeof ChatBody>;

const addressing = {
  userId: ChatId,
  receiverUserId: ChatId,
  receiverWxRole: ChatRole,
  clientId: ClientId,
  /**
   * To a freelancer: false suppresses the reminder a message still undelivered after CHAT_REMIND_AFTER_MS queues
   * for the mini-app side (by text message). Absent: true.
   */
  remindOffline: z.boolean().optional(),
};

/** `sub` (client → server): the JSON string of this. `createTime` is the sender's clock; the server restamps it. */
export const ChatSubPayload = z.discriminatedUnion('message_type', [
  textBody.extend({ ...addressing, createTime: z.number().int().nonnegative().optional() }),
  imageBody.extend({ ...addressing, createTime: z.number().int().nonnegative().optional() }),
]);
export type ChatSubPayload = z.infer<typeof ChatSubPayload>;

/** A stored message as `msg`, the `sub` acknowledgement and history rows carry it (createTime: server ms). */
export const ChatMessage = z.object({
  id: z.union([z.number().int(), z.string()]),
  message_type: ChatMessageType,
  message: z.union([z.string(), ChatImage]),
  userId: z.string(),
  receiverUserId: z.string(),
  receiverWxRole: ChatRole,
  clientId: z.string(),
  createTime: z.number(),
  /** true once the sender recalled it: `message` is then '' (added by issue 22; absent otherwise) */
  recalled: z.literal(true).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** `recall` (client → server): the sender `userId` takes back their message `id`, within CHAT_RECALL_MS. */
export const ChatRecallBody = z.object({ userId: ChatId, id: z.number().int().positive() });
export type ChatRecallBody = z.infer<typeof ChatRecallBody>;

/** The latest message of a conversation as the friend list carries it (JSON string in `Friend.content`). */
export const ChatLastMessage = z.object({
  /** the message's id (added by issue 22, so a recall can find the preview it changes) */
  id: z.union([z.number().int(), z.string()]).optional(),
  message_type: ChatMessageType,
  message: z.union([z.string(), ChatImage]),
  createTime: z.number(),
  recalled: z.literal(true).optional(),
});
export type ChatLastMessage = z.infer<typeof ChatLastMessage>;

/** An entry of the friend list (`login` event). `userId` is your own chat id; `content` JSON of ChatLastMessage or ''. */
export const ChatFriend = z.object({
  id: z.union([z.number().int(), z.string()]),
  userId: z.string(),
  receiverUserId: z.string(),
  receiverWxRole: ChatRole,
  nickName: z.string(),
  wxHead: z.string().nullable(),
  unReadCount: z.number().int().nonnegative(),
  content: z.string(),
});
export type ChatFriend = z.infer<typeof ChatFriend>;

/** `login` (client → server). */
export const ChatLoginBody = z.object({ socketId: ChatId, roleType: ChatClientRole });
export type ChatLoginBody = z.infer<typeof ChatLoginBody>;

/** `read` (server → client): a conversation was marked read from another socket of yours. */
export const ChatReadEvent = z.object({ userId: z.string(), receiverUserId: z.string() });
export type ChatReadEvent = z.infer<typeof ChatReadEvent>;

/**
 * How far the other side has got with the caller's messages in one conversation: every message of the caller's
 * with an id up to `delivered` reached a socket of theirs, up to `read` was seen with the conversation open. `read`
 * is told to the enterprise side only (a freelancer's own messages show sent and delivered), and never for a
 * freelancer who turned read receipts off.
 */
export const ChatReceipts = z.object({
  delivered: z.number().int().nonnegative(),
  read: z.number().int().nonnegative().optional(),
});
export type ChatReceipts = z.infer<typeof ChatReceipts>;

/** `delivered` (client → server): messages of `receiverUserId`'s up to `id` reached this socket of `userId`. */
export const ChatDeliveredBody = z.object({
  userId: ChatId,
  receiverUserId: ChatId,
  id: z.number().int().positive(),
});
export type ChatDeliveredBody = z.infer<typeof ChatDeliveredBody>;

/** `receipt` (server → client): the sender `userId` hears how far `receiverUserId` got (see ChatReceipts). */
export const ChatReceiptEvent = ChatReceipts.extend({ userId: z.string(), receiverUserId: z.string() });
export type ChatReceiptEvent = z.infer<typeof ChatReceiptEvent>;

/**
 * `typing`: client → server, `userId` (you) is writing to `receiverUserId`; server → client, the same shape reaches
 * every socket of `receiverUserId`.
 */
export const ChatTypingEvent = z.object({ userId: ChatId, receiverUserId: ChatId });
export type ChatTypingEvent = z.infer<typeof ChatTypingEvent>;

/** GET/PUT /freelancer/chat/settings: whether the freelancer's reads are told to the enterprise side. */
export const ChatSettings = z.object({ readReceipts: z.boolean() });
export type ChatSettings = z.infer<typeof ChatSettings>;
/** PUT /freelancer/chat/settings: a form body's 'true' / 'false', or JSON. */
export const ChatSettingsBody = z.object({
  readReceipts: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
});

/** Handshake refusal reasons (`connect_error` err.message). */
export const ChatConnectRefusal = z.enum(['unauthorized', 'noChat']);
export type ChatConnectRefusal = z.infer<typeof ChatConnectRefusal>;

/** Socket handshake `auth`: staff may connect for notices only with `notices: true`. */
export const ChatHandshakeAuth = z.object({ token: z.string().min(1), notices: z.boolean().optional() });
export type ChatHandshakeAuth = z.infer<typeof ChatHandshakeAuth>;

/** POST …/oddMessageLog/exchangeOddMessageList: one page of a conversation, newest first. */
export const ChatHistoryQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_SIZE_MAX).default(CHAT_HISTORY_PAGE_SIZE),
  userId: ChatId,
  receiverUserId: ChatId,
  wxRole: ChatRole,
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuery>;
export type ChatHistoryInput = z.input<typeof ChatHistoryQuery>;

/** A message-log row: `content` is the JSON string of a ChatMessage. */
export const ChatLogRow = z.object({ id: z.union([z.number().int(), z.string()]), content: z.string() });
export type ChatLogRow = z.infer<typeof ChatLogRow>;

/** A history page; `receipts` (added later, old clients ignore it) are the caller's messages' delivery states. */
export const ChatHistoryPage = z.object({
  rows: z.array(ChatLogRow),
  total: z.number().int(),
  receipts: ChatReceipts.optional(),
});
export type ChatHistoryPage = z.infer<typeof ChatHistoryPage>;

/** POST …/oddMessageLog/updateOddMessageLog: clears the caller's unread count of one conversation. */
export const ChatMarkReadBody = z.object({ receiverUserId: ChatId, userId: ChatId, wxRole: ChatRole });
export type ChatMarkReadBody = z.infer<typeof ChatMarkReadBody>;

/**
 * POST …/oddMessageLog/searchOddMessageLog: the caller's text messages holding `keyword` (a substring, any case),
 * newest first; within one conversation when `receiverUserId` is given. `cursor`: the `next` of the previous page.
 */
export const ChatSearchQuery = z.object({
  userId: ChatId,
  wxRole: ChatRole,
  keyword: z.string().trim().min(1).max(CHAT_SEARCH_KEYWORD_MAX),
  receiverUserId: ChatId.optional(),
  cursor: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(CHAT_SEARCH_PAGE_SIZE_MAX).default(CHAT_SEARCH_PAGE_SIZE),
});
export type ChatSearchQuery = z.infer<typeof ChatSearchQuery>;
export type ChatSearchInput = z.input<typeof ChatSearchQuery>;

/**
 * One message found: its conversation (the other party's chat id and name), id, time, whose it is (`identify`: user
 * mine, other theirs) and a snippet of its text with the matches as [start, end) ranges in UTF-16 code units (the
 * client marks them; the server sends no HTML). `cut`: text was left out before / after the snippet.
 */
export const ChatSearchHit = z.object({
  id: z.number().int(),
  receiverUserId: z.string(),
  receiverWxRole: ChatRole,
  nickName: z.string(),
  createTime: z.number(),
  identify: z.enum(['user', 'other']),
  snippet: z.string(),
  marks: z.array(z.tuple([z.number().int(), z.number().int()])),
  cut: z.object({ before: z.boolean(), after: z.boolean() }),
});
export type ChatSearchHit = z.infer<typeof ChatSearchHit>;

/**
 * A page of hits; `next` is the cursor of the next page, null at the end. `limited`: the keyword was too short for
 * the index, so only the newest messages were searched (docs/chat.md#search).
 */
export const ChatSearchPage = z.object({
  rows: z.array(ChatSearchHit),
  next: z.number().int().nullable(),
  limited: z.boolean(),
});
export type ChatSearchPage = z.infer<typeof ChatSearchPage>;

/**
 * POST …/oddMessageLog/exchangeOddMessageAround: messages of one conversation near message `id`. `around` (the
 * default): the message with up to half a page either side; `before` / `after`: a page older / newer than `id`.
 */
export const ChatAroundQuery = z.object({
  userId: ChatId,
  receiverUserId: ChatId,
  wxRole: ChatRole,
  id: z.coerce.number().int().positive(),
  direction: z.enum(['around', 'before', 'after']).default('around'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_HISTORY_PAGE_SIZE_MAX)
    .default(CHAT_HISTORY_PAGE_SIZE * 2),
});
export type ChatAroundQuery = z.infer<typeof ChatAroundQuery>;
export type ChatAroundInput = z.input<typeof ChatAroundQuery>;

/** Messages near one, newest first as history pages are; `older` / `newer`: whether more lie beyond them. */
export const ChatAroundPage = z.object({
  rows: z.array(ChatLogRow),
  older: z.boolean(),
  newer: z.boolean(),
  receipts: ChatReceipts.optional(),
});
export type ChatAroundPage = z.infer<typeof ChatAroundPage>;

// Notices

/** What a notice is about; `params` carries its values for the client's translated text. */
export const noticeKinds = [
  'taskSubmitted',
  'taskApproved',
  'taskRejected',
  'orderApplied',
  'orderDelivered',
  'orderInvited',
  'orderPaid',
  'invoiceApplied',
  'invoiceIssued',
  'invoicePosted',
  'feedbackReplied',
  'published',
] as const;
export const NoticeKind = z.enum(noticeKinds);
export type NoticeKind = z.infer<typeof NoticeKind>;

export const Notice = z.object({
  id: z.union([z.number().int(), z.string()]),
  kind: NoticeKind,
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  title: z.string().nullable(),
  content: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createTime: z.number(),
});
export type Notice = z.infer<typeof Notice>;

/** GET /system/notice/list and /freelancer/notice/list. */
export const NoticeListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  read: z.enum(['0', '1']).optional(),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuery>;
export const NoticePage = z.object({ rows: z.array(Notice), total: z.number().int() });
export type NoticePage = z.infer<typeof NoticePage>;

/** POST …/notice/read. */
export const NoticeReadBody = z.object({ id: z.coerce.number().int().positive() });
export type NoticeReadBody = z.infer<typeof NoticeReadBody>;
/** Marking read answers the new unread count. */
export const NoticeUnread = z.object({ unread: z.number().int().nonnegative() });
export type NoticeUnread = z.infer<typeof NoticeUnread>;

/** `noticeRead` (server → client): one notice or all marked read elsewhere. */
export const NoticeReadEvent = z.union([
  z.object({ id: z.union([z.number().int(), z.string()]) }),
  z.object({ all: z.literal(true) }),
]);
export type NoticeReadEvent = z.infer<typeof NoticeReadEvent>;
