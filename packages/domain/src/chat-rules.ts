import type { ChatImage, ChatLastMessage, ChatMessage } from './schemas/chat.js';

/**
 * Chat's limits and its readers of stored messages, without zod: the console's chat loads on every signed-in page,
 * and zod (27 KB gzip, ~60 ms to start) is not worth it there. `schemas/chat.ts` re-exports all of it; the readers
 * answer exactly what its `ChatMessage` and `ChatLastMessage` schemas would (chat-rules.test.ts checks it on random
 * input).
 */

/** The spec's and the contract's chat limits: text limit, history page, image box, upload path and size. */
export const CHAT_TEXT_MAX = 1000;
export const CHAT_HISTORY_PAGE_SIZE = 10;
export const CHAT_HISTORY_PAGE_SIZE_MAX = 50;
export const CHAT_IMAGE_BOX = 200;
export const CHAT_IMAGE_PATH = 'chat/image';
export const CHAT_IMAGE_MAX_MB = 10;
/** A `sub` whose acknowledgement has not come back after this long shows the error state with a retry icon. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;
/** A writer sends `typing` at most this often while keystrokes go on. */
export const CHAT_TYPING_THROTTLE_MS = 2_000;
/** The other side shows "typing" until this long after the last `typing` it heard (or their message). */
export const CHAT_TYPING_SHOWN_MS = 5_000;
/** A sender may recall a message this long after it was stored (server clock). */
export const CHAT_RECALL_MS = 2 * 60_000;
/** A message to a freelancer that has reached none of their sockets this long queues a reminder for them. */
export const CHAT_REMIND_AFTER_MS = 10 * 60_000;

/** Type 1 text, type 2 image. */
export const CHAT_TEXT = 1;
export const CHAT_IMAGE = 2;

/** Chat search: a hit answers this many characters of its message around the first match. */
export const CHAT_SEARCH_SNIPPET = 60;
export const CHAT_SEARCH_KEYWORD_MAX = 50;
export const CHAT_SEARCH_PAGE_SIZE = 20;
export const CHAT_SEARCH_PAGE_SIZE_MAX = 50;
/**
 * Keywords this long or longer are looked up through the trigram index (pg_trgm makes trigrams of three
 * characters); shorter ones are looked for in the newest CHAT_SEARCH_SHORT_WINDOW messages only (docs/chat.md#search).
 */
export const CHAT_SEARCH_TRIGRAM_MIN = 3;
export const CHAT_SEARCH_SHORT_WINDOW = 2_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isId = (v: unknown): v is number | string => typeof v === 'string' || Number.isSafeInteger(v);
const isSize = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= 100_000;

/** An image message's body (url trimmed, 1–1000 characters; width and height whole and 1–100,000), or null. */
function readImage(v: unknown): ChatImage | null {
  if (!isObject(v) || typeof v.url !== 'string' || !isSize(v.width) || !isSize(v.height)) return null;
  const url = v.url.trim();
  return url.length >= 1 && url.length <= 1000 ? { url, width: v.width, height: v.height } : null;
}

/** The fields a stored message and a friend's latest message share: type, body, time, recalled. */
function readCommon(v: Json): Pick<ChatMessage, 'message_type' | 'message' | 'createTime' | 'recalled'> | null {
  if (v.message_type !== CHAT_TEXT && v.message_type !== CHAT_IMAGE) return null;
  const message = typeof v.message === 'string' ? v.message : readImage(v.message);
  if (message === null || !isFiniteNumber(v.createTime)) return null;
  if (v.recalled !== undefined && v.recalled !== true) return null;
  return {
    message_type: v.message_type,
    message,
    createTime: v.createTime,
    ...(v.recalled === true ? { recalled: true as const } : {}),
  };
}

function readJson(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** A stored message (a `sub` acknowledgement's data, a parsed row), or null when it is not one. */
export function readChatMessage(v: unknown): ChatMessage | null {
  if (!isObject(v) || !isId(v.id)) return null;
  const { userId, receiverUserId, receiverWxRole, clientId } = v;
  if (typeof userId !== 'string' || typeof receiverUserId !== 'string' || typeof clientId !== 'string') return null;
  if (receiverWxRole !== 'B' && receiverWxRole !== 'C') return null;
  const common = readCommon(v);
  return common && { id: v.id, ...common, userId, receiverUserId, receiverWxRole, clientId };
}

/** Reads a message-log row's or a friend's JSON content; null when it is not a valid message. */
export function parseChatMessage(content: string): ChatMessage | null {
  return readChatMessage(readJson(content));
}

/** Reads a friend's `content` (the latest message); null when empty or unreadable. */
export function parseChatLastMessage(content: string): ChatLastMessage | null {
  if (!content) return null;
  const v = readJson(content);
  if (!isObject(v) || (v.id !== undefined && !isId(v.id))) return null;
  const common = readCommon(v);
  return common && { ...(v.id === undefined ? {} : { id: v.id }), ...common };
}
