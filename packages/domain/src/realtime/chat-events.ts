import type {
  ChatDeliveredBody,
  ChatFriend,
  ChatLoginBody,
  ChatMessage,
  ChatReadEvent,
  ChatRecallBody,
  ChatReceiptEvent,
  ChatTypingEvent,
  Notice,
  NoticeReadEvent,
} from '../schemas/chat.js';
import type { AckCallback } from './ack.js';

/**
 * The chat and notice channel: socket.io's root namespace on the console's port (docs/realtime.md). These maps
 * type the server's `Server` and every client's `Socket`, so an event or a field renamed on one side breaks the
 * build of the other. Handshake: `ChatHandshakeAuth`; refusals: `ChatConnectRefusal` with `{ code, msg }`.
 */

/** Server → client. */
export interface ChatServerToClient {
  /** the friend list: conversations newest first, then people one may start with */
  login: (friends: ChatFriend[]) => void;
  /** a stored message, to every socket of both parties (the sender's too) */
  msg: (message: ChatMessage) => void;
  /** a conversation was marked read from another socket of yours */
  read: (event: ChatReadEvent) => void;
  /** how far the other side got with your messages of one conversation (delivered, and read for the enterprise side) */
  receipt: (event: ChatReceiptEvent) => void;
  /** a message of the conversation was recalled: it comes again with `recalled: true` and no content */
  recalled: (message: ChatMessage) => void;
  /** the other party `userId` is writing to you (shown until CHAT_TYPING_SHOWN_MS after the last one) */
  typing: (event: ChatTypingEvent) => void;
  notice: (notice: Notice) => void;
  /** one notice or all marked read elsewhere */
  noticeRead: (event: NoticeReadEvent) => void;
}

/** Client → server, each answered through its acknowledgement. */
export interface ChatClientToServer {
  /** `socketId` must be the token's own chat id; the server then emits `login` with the friend list */
  login: (body: ChatLoginBody, ack: AckCallback<ChatFriend[]>) => void;
  /** the JSON string of a `ChatSubPayload`; answered with the stored message (once per sender and clientId) */
  sub: (payload: string, ack: AckCallback<ChatMessage>) => void;
  /** the other party's messages up to an id reached this socket (the sender hears `receipt`) */
  delivered: (body: ChatDeliveredBody, ack: AckCallback<null>) => void;
  /** takes back one of your messages within CHAT_RECALL_MS; answered with it as recalled */
  recall: (body: ChatRecallBody, ack: AckCallback<ChatMessage>) => void;
  /** you are writing to `receiverUserId` (sent at most every CHAT_TYPING_THROTTLE_MS while keys are pressed) */
  typing: (body: ChatTypingEvent, ack: AckCallback<null>) => void;
}
