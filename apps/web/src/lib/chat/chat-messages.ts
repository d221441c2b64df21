import { CHAT_RECALL_MS, parseChatLastMessage } from '@console/domain/chat-rules';
import type { ChatFriend, ChatImage, ChatMessage, ChatReceipts, ChatSubPayload } from '@console/domain/schemas/chat';

/** A chat message as the pane shows it: mine (user) or theirs (other), with its send state. */
export interface ChatMessageView {
  /** The stored message's id; absent while it is only on its way. */
  id?: number | string;
  clientId: string;
  message_type: 1 | 2;
  message: string | ChatImage;
  userId: string;
  receiverUserId: string;
  receiverWxRole: 'B' | 'C';
  createTime: number;
  identify: 'user' | 'other';
  status: 'loading' | 'error' | 'finish';
  /** Why a send failed (the server's message), shown beside the retry icon. */
  error?: string;
  /** The sender took it back: shown as "message recalled", its content gone. */
  recalled?: boolean;
}

export function fromStored(message: ChatMessage, selfId: string): ChatMessageView {
  return {
    id: message.id,
    clientId: message.clientId,
    message_type: message.message_type,
    message: message.message,
    userId: message.userId,
    receiverUserId: message.receiverUserId,
    receiverWxRole: message.receiverWxRole,
    createTime: message.createTime,
    identify: message.userId === selfId ? 'user' : 'other',
    status: 'finish',
    ...(message.recalled ? { recalled: true } : {}),
  };
}

export function fromPending(payload: ChatSubPayload, status: ChatMessageView['status'] = 'loading'): ChatMessageView {
  return {
    clientId: payload.clientId,
    message_type: payload.message_type,
    message: payload.message,
    userId: payload.userId,
    receiverUserId: payload.receiverUserId,
    receiverWxRole: payload.receiverWxRole,
    createTime: payload.createTime ?? Date.now(),
    identify: 'user',
    status,
  };
}

/** The other party of a message seen from `selfId` (spec: matched to a conversation by the pair of user ids). */
export function otherParty(message: { userId: string; receiverUserId: string }, selfId: string): string | null {
  if (message.userId === selfId) return message.receiverUserId;
  if (message.receiverUserId === selfId) return message.userId;
  return null;
}

const sameSend = (a: ChatMessageView, b: ChatMessageView) => a.clientId === b.clientId && a.userId === b.userId;

/**
 * Merges incoming messages into a conversation: one entry per stored id, a stored message replaces its own
 * optimistic copy (same sender and clientId), stored ones in time order and those still on their way last.
 */
export function mergeMessages(current: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  const list = [...current];
  for (const message of incoming) {
    const byId = message.id != null ? list.findIndex((m) => m.id != null && String(m.id) === String(message.id)) : -1;
    const index = byId >= 0 ? byId : list.findIndex((m) => sameSend(m, message));
    const existing = list[index];
    if (!existing) list.push(message);
    // A stored copy wins over a pending one; a pending copy never overwrites a stored one.
    else if (message.id != null || existing.id == null) list[index] = message;
  }
  const stored = list.filter((m) => m.id != null);
  const pending = list.filter((m) => m.id == null);
  stored.sort((a, b) => a.createTime - b.createTime || Number(a.id) - Number(b.id));
  pending.sort((a, b) => a.createTime - b.createTime);
  return [...stored, ...pending];
}

/** A friend's `content` after a message: the latest message's JSON (docs/realtime.md). */
export function lastContent(
  message: Pick<ChatMessageView, 'id' | 'message_type' | 'message' | 'createTime' | 'recalled'>,
): string {
  return JSON.stringify({
    id: message.id,
    message_type: message.message_type,
    message: message.message,
    createTime: message.createTime,
    ...(message.recalled ? { recalled: true } : {}),
  });
}

/** The friend list after a recall: the conversation whose latest message it was shows it recalled. */
export function friendsAfterRecall(friends: ChatFriend[], recalled: ChatMessageView): ChatFriend[] {
  return friends.map((f) => {
    const last = parseChatLastMessage(f.content);
    return last?.id != null && String(last.id) === String(recalled.id) ? { ...f, content: lastContent(recalled) } : f;
  });
}

/** Whether one of my stored messages may still be recalled (the server has the last word on the time). */
export function recallable(message: ChatMessageView, now: number): boolean {
  return (
    message.identify === 'user' &&
    message.id != null &&
    message.status === 'finish' &&
    !message.recalled &&
    now - message.createTime < CHAT_RECALL_MS
  );
}

/** Moves a conversation to the top with its new latest message; unread +1 when it is theirs and not in view. */
export function friendsAfterMessage(
  friends: ChatFriend[],
  message: ChatMessageView,
  selfId: string,
  countUnread: boolean,
): ChatFriend[] | null {
  const other = otherParty(message, selfId);
  const index = friends.findIndex((f) => f.receiverUserId === other);
  const friend = friends[index];
  if (!friend) return null;
  const updated: ChatFriend = {
    ...friend,
    content: lastContent(message),
    unReadCount: friend.unReadCount + (countUnread && message.identify === 'other' ? 1 : 0),
  };
  return [updated, ...friends.slice(0, index), ...friends.slice(index + 1)];
}

/** Chat unread total: the sum over friends. */
export function unreadTotal(friends: ChatFriend[]): number {
  return friends.reduce((sum, f) => sum + Math.max(0, f.unReadCount), 0);
}

/** A client id unique enough for one sender's retries (crypto.randomUUID needs a secure context). */
export function newClientId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
  return random.slice(0, 64);
}

/** A stored message of mine as far as the other side got with it: sent (stored), delivered, read. */
export type Receipt = 'sent' | 'delivered' | 'read';

/** The receipt of a message in the open conversation; null for theirs and for one not stored yet. */
export function receiptOf(message: ChatMessageView, receipts: ChatReceipts): Receipt | null {
  if (message.identify !== 'user' || message.id == null || message.status !== 'finish' || message.recalled) return null;
  const id = Number(message.id);
  if (receipts.read !== undefined && id <= receipts.read) return 'read';
  return id <= receipts.delivered ? 'delivered' : 'sent';
}

/** Receipts only move forward: whichever of two answers got further (a page read while an event came). */
export function laterReceipts(a: ChatReceipts, b: ChatReceipts): ChatReceipts {
  const delivered = Math.max(a.delivered, b.delivered);
  if (a.read === undefined && b.read === undefined) return { delivered };
  return { delivered, read: Math.max(a.read ?? 0, b.read ?? 0) };
}
