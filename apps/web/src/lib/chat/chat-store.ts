import {
  CHAT_ACK_TIMEOUT_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_TYPING_SHOWN_MS,
  CHAT_TYPING_THROTTLE_MS,
  parseChatMessage,
  readChatMessage,
} from '@console/domain/chat-rules';
import { type Ack, isAckOk } from '@console/domain/realtime/ack';
import type {
  ChatAroundInput,
  ChatAroundPage,
  ChatClientRole,
  ChatFriend,
  ChatHistoryPage,
  ChatImage,
  ChatMarkReadBody,
  ChatMessage,
  ChatReadEvent,
  ChatReceiptEvent,
  ChatReceipts,
  ChatRole,
  ChatSearchInput,
  ChatSearchPage,
  ChatSubPayload,
  ChatTypingEvent,
  Notice,
  NoticeReadEvent,
} from '@console/domain/schemas/chat';
import { create } from 'zustand';
import type { LiveStore } from '../realtime/live-store';
import {
  type ConnectionState,
  openRealtimeSocket,
  type RealtimeSocket,
  type RealtimeSocketFactory,
  runConnection,
} from '../realtime/realtime-socket';
import {
  type ChatMessageView,
  friendsAfterMessage,
  friendsAfterRecall,
  fromPending,
  fromStored,
  laterReceipts,
  mergeMessages,
  newClientId,
  otherParty,
} from './chat-messages';
import { addToOutbox, readOutbox, removeFromOutbox } from './outbox';

/** The HTTP calls of a chat side (console: /system/oddMessageLog/…, freelancer: /freelancer/oddMessageLog/…). */
export interface ChatApi {
  history(query: {
    pageNum: number;
    pageSize: number;
    userId: string;
    receiverUserId: string;
    wxRole: ChatRole;
  }): Promise<ChatHistoryPage>;
  markRead(body: ChatMarkReadBody): Promise<unknown>;
  /** Messages near one (a search hit in its conversation); a side without search leaves it out. */
  around?(query: ChatAroundInput): Promise<ChatAroundPage>;
  /** The caller's messages holding a keyword (components/chat/chat-search.tsx); not the store's, the search UI's. */
  search?(query: ChatSearchInput): Promise<ChatSearchPage>;
}

/** Builds the ChatApi from a POST function (the side's own http client and token) and the paths. */
export function httpChatApi(
  post: (path: string, body: Record<string, unknown>) => Promise<unknown>,
  paths: { history: string; markRead: string; around?: string; search?: string },
): ChatApi {
  const { around, search } = paths;
  return {
    history: (query) => post(paths.history, query) as Promise<ChatHistoryPage>,
    markRead: (body) => post(paths.markRead, { ...body }),
    ...(around ? { around: (query: ChatAroundInput) => post(around, query) as Promise<ChatAroundPage> } : {}),
    ...(search ? { search: (query: ChatSearchInput) => post(search, query) as Promise<ChatSearchPage> } : {}),
  };
}

/** The oddMessageLog paths of a chat side under its prefix (`system` or `freelancer`), search included. */
export const oddMessageLogPaths = (prefix: 'system' | 'freelancer') => ({
  history: `${prefix}/oddMessageLog/exchangeOddMessageList`,
  markRead: `${prefix}/oddMessageLog/updateOddMessageLog`,
  around: `${prefix}/oddMessageLog/exchangeOddMessageAround`,
  search: `${prefix}/oddMessageLog/searchOddMessageLog`,
});

export interface ChatStoreOptions {
  /** Your own chat id (the 02 user's socketId, or C<id> for a freelancer) and role tag. */
  selfId: string;
  role: ChatRole;
  /** What `login` says the client is: PC (console) or MINI (freelancer page). */
  roleType: ChatClientRole;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  api: ChatApi;
  onNotice?: (notice: Notice) => void;
  onNoticeRead?: (event: NoticeReadEvent) => void;
  /** The token was refused: refresh it and call `retry`, or sign out. */
  onUnauthorized?: (retry: () => void) => void;
  onServerDisconnect?: () => void;
  socketFactory?: RealtimeSocketFactory;
  ackTimeoutMs?: number;
  pageSize?: number;
}

export interface ChatState {
  connection: ConnectionState;
  friends: ChatFriend[];
  /** The server's friend list has arrived since start: before it, an empty list means "not known yet". */
  listed: boolean;
  /** The open conversation (the other party's chat id), null when none is open. */
  active: string | null;
  messages: ChatMessageView[];
  page: number;
  loadingHistory: boolean;
  loadingOlder: boolean;
  /** No older page is left in the open conversation. */
  noMore: boolean;
  /** The message the open conversation was opened at (a search hit), shown highlighted; null otherwise. */
  highlight: string | null;
  /** Opened at a message: newer messages than those shown are left to load (scrolling down loads them). */
  hasNewer: boolean;
  loadingNewer: boolean;
  /** How far the other party got with my messages in the open conversation (read: the enterprise side only). */
  receipts: ChatReceipts;
  /** The other party of the open conversation is writing (heard within CHAT_TYPING_SHOWN_MS). */
  peerTyping: boolean;
  /** To a freelancer: a message still undelivered after CHAT_REMIND_AFTER_MS texts them (the sender's choice). */
  remindOffline: boolean;
}

export interface ChatActions {
  start(): void;
  stop(): void;
  open(receiverUserId: string): Promise<void>;
  /** Opens a conversation at one of its messages (a search hit): the page around it, the message highlighted. */
  openAt(receiverUserId: string, messageId: number | string): Promise<void>;
  /** Opened at a message: loads the page of messages after the newest shown. */
  loadNewer(): Promise<void>;
  close(): void;
  loadOlder(): Promise<void>;
  sendText(text: string): void;
  sendImage(image: ChatImage): void;
  retry(clientId: string): void;
  /** A keystroke in the open conversation's input: the other party hears `typing`, at most every 2 s. */
  typing(): void;
  /** Takes back one of my messages; rejects with the server's reason (too late…) or when offline. */
  recall(id: number | string): Promise<void>;
  /** Whether the messages I send from now on text a freelancer who stays offline. */
  setRemindOffline(on: boolean): void;
}

/** The chat's store (the shape of every real-time store: lib/realtime/live-store.ts). */
export type ChatStore = LiveStore<ChatState, ChatActions>;

/** How many pages a reconnect reads back at most to close the gap with what the pane already shows. */
const RESYNC_MAX_PAGES = 5;
/** Messages that arrive together are confirmed delivered in one `delivered` per conversation. */
const DELIVERED_DELAY_MS = 200;
const noReceipts: ChatReceipts = { delivered: 0 };

const initial: ChatState = {
  connection: 'offline',
  friends: [],
  listed: false,
  active: null,
  messages: [],
  page: 1,
  loadingHistory: false,
  loadingOlder: false,
  noMore: false,
  highlight: null,
  hasNewer: false,
  loadingNewer: false,
  receipts: noReceipts,
  peerTyping: false,
  remindOffline: true,
};

/**
 * One chat side's live state: the friend list, the open conversation, optimistic sends with an outbox in local
 * storage, and the socket that keeps them current. The console and the freelancer page each make one.
 */
export function createChatStore(options: ChatStoreOptions): ChatStore {
  const { selfId, role, roleType, api } = options;
  const pageSize = options.pageSize ?? CHAT_HISTORY_PAGE_SIZE;
  const ackTimeoutMs = options.ackTimeoutMs ?? CHAT_ACK_TIMEOUT_MS;
  let socket: RealtimeSocket | null = null;
  let stopConnection: (() => void) | null = null;
  /** Bumped whenever the open conversation changes: answers for an earlier one are dropped. */
  let generation = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** the highest id of each other party's messages that arrived and is not yet confirmed delivered */
  const undelivered = new Map<string, number>();
  let deliveredTimer: ReturnType<typeof setTimeout> | null = null;
  /** when `typing` was last sent (0: the next keystroke sends it) */
  let typingSentAt = 0;
  let peerTypingTimer: ReturnType<typeof setTimeout> | null = null;
  /** The open conversation was opened at a message: older pages page from the oldest shown id, not by number. */
  let fromMessage = false;

  const store: ChatStore = create<ChatState & ChatActions>((set, get) => {
    const inConversation = (m: { userId: string; receiverUserId: string }) => {
      const active = get().active;
      return active != null && otherParty(m, selfId) === active;
    };

    const patchMessage = (clientId: string, patch: Partial<ChatMessageView>) =>
      set((s) => ({
        messages: s.messages.map((m) => (m.clientId === clientId && m.userId === selfId ? { ...m, ...patch } : m)),
      }));

    /** A stored message arrived (msg, ack or history): merge it, move its conversation up, count it. */
    const receive = (stored: ChatMessage) => {
      const view = fromStored(stored, selfId);
      if (view.identify === 'user') {
        removeFromOutbox(selfId, view.clientId);
        clearTimer(view.clientId);
      }
      const visible = inConversation(view);
      // Opened at an older message, the newest are not shown yet: scrolling down reaches this one in its turn.
      if (visible && !get().hasNewer) set((s) => ({ messages: mergeMessages(s.messages, [view]) }));
      const friends = friendsAfterMessage(get().friends, view, selfId, !visible);
      // Someone new (a first application since the list came): ask for the list again.
      if (friends) set({ friends });
      // The list comes back as the `login` event; a refusal here changes nothing (the next connect asks again).
      else socket?.emit('login', { socketId: selfId, roleType }, () => undefined);
      if (view.identify !== 'other') return;
      // Their message is what they were writing.
      if (visible) stopPeerTyping();
      // In view it is read (which counts as delivered too); otherwise this socket says it got it.
      if (visible) markRead(view.userId);
      else confirmDelivered(view.userId, Number(view.id));
    };

    const confirmDelivered = (sender: string, id: number) => {
      if (!Number.isFinite(id)) return;
      undelivered.set(sender, Math.max(id, undelivered.get(sender) ?? 0));
      deliveredTimer ??= setTimeout(() => {
        deliveredTimer = null;
        for (const [receiverUserId, upTo] of undelivered) {
          // A receipt that fails is not worth a retry: the next message or opening the conversation counts it.
          socket?.emit('delivered', { userId: selfId, receiverUserId, id: upTo }, () => undefined);
        }
        undelivered.clear();
      }, DELIVERED_DELAY_MS);
    };

    const stopPeerTyping = () => {
      if (peerTypingTimer) clearTimeout(peerTypingTimer);
      peerTypingTimer = null;
      if (get().peerTyping) set({ peerTyping: false });
    };

    /** A message was recalled (its event, or the answer to my recall): shown so wherever it is. */
    const applyRecalled = (message: ChatMessage) => {
      const view = fromStored(message, selfId);
      set((s) => ({
        messages: s.messages.map((m) => (m.id != null && String(m.id) === String(view.id) ? view : m)),
        friends: friendsAfterRecall(s.friends, view),
      }));
    };

    const clearTimer = (clientId: string) => {
      const timer = timers.get(clientId);
      if (timer) clearTimeout(timer);
      timers.delete(clientId);
    };

    const emitSub = (payload: ChatSubPayload) => {
      if (!socket?.connected) return;
      clearTimer(payload.clientId);
      timers.set(
        payload.clientId,
        setTimeout(() => {
          timers.delete(payload.clientId);
          // Still in the outbox: the next connect sends it again; meanwhile the user may retry.
          patchMessage(payload.clientId, { status: 'error' });
        }, ackTimeoutMs),
      );
      socket.emit('sub', JSON.stringify(payload), (ack: Ack<ChatMessage> | undefined) => {
        clearTimer(payload.clientId);
        if (isAckOk(ack) && ack.data) {
          const stored = readChatMessage(ack.data);
          if (stored) receive(stored);
          else patchMessage(payload.clientId, { status: 'finish' });
          return;
        }
        // Refused (blank, too long, no relationship…): sending it again as it is would be refused again.
        removeFromOutbox(selfId, payload.clientId);
        patchMessage(payload.clientId, { status: 'error', error: ack && 'msg' in ack ? ack.msg : undefined });
      });
    };

    const send = (body: Pick<ChatSubPayload, 'message_type' | 'message'>) => {
      const { active, friends, hasNewer } = get();
      if (!active) return;
      const friend = friends.find((f) => f.receiverUserId === active);
      const payload = {
        ...body,
        userId: selfId,
        receiverUserId: active,
        receiverWxRole: friend?.receiverWxRole ?? (role === 'B' ? 'C' : 'B'),
        clientId: newClientId(),
        createTime: Date.now(),
        ...(role === 'B' ? { remindOffline: get().remindOffline } : {}),
      } as ChatSubPayload;
      addToOutbox(selfId, payload);
      // Writing from a window of the past goes back to the newest messages (the open reads the outbox, this one too).
      if (hasNewer) void get().open(active);
      else set((s) => ({ messages: mergeMessages(s.messages, [fromPending(payload)]) }));
      emitSub(payload);
      // Writing the next message is news again at once.
      typingSentAt = 0;
    };

    const markRead = (receiverUserId: string) => {
      set((s) => ({
        friends: s.friends.map((f) => (f.receiverUserId === receiverUserId ? { ...f, unReadCount: 0 } : f)),
      }));
      void api.markRead({ receiverUserId, userId: selfId, wxRole: role }).catch(() => undefined);
    };

    const fetchPage = async (receiverUserId: string, pageNum: number): Promise<ChatMessageView[]> => {
      const page = await api.history({ pageNum, pageSize, userId: selfId, receiverUserId, wxRole: role });
      const receipts = page?.receipts;
      if (receipts && get().active === receiverUserId) set((s) => ({ receipts: laterReceipts(s.receipts, receipts) }));
      const rows = page?.rows ?? [];
      // Newest first from the server; shown oldest first (mergeMessages orders by time).
      return rows
        .map((row) => parseChatMessage(row.content))
        .filter((m): m is ChatMessage => m !== null)
        .map((m) => fromStored(m, selfId))
        .reverse();
    };

    /** Messages near one, as views oldest first, and whether more lie either way. */
    const fetchAround = async (
      receiverUserId: string,
      id: number | string,
      direction: 'around' | 'before' | 'after',
    ): Promise<{ rows: ChatMessageView[]; older: boolean; newer: boolean }> => {
      if (!api.around) throw new Error('no around call');
      const page = await api.around({
        id: Number(id),
        direction,
        pageSize,
        userId: selfId,
        receiverUserId,
        wxRole: role,
      });
      if (page.receipts && get().active === receiverUserId)
        set((s) => ({ receipts: laterReceipts(s.receipts, page.receipts ?? noReceipts) }));
      const rows = page.rows
        .map((row) => parseChatMessage(row.content))
        .filter((m): m is ChatMessage => m !== null)
        .map((m) => fromStored(m, selfId))
        .reverse();
      return { rows, older: page.older, newer: page.newer };
    };

    /** The oldest or newest stored message shown (pending ones have no id yet). */
    const edgeId = (which: 'oldest' | 'newest') => {
      const stored = get().messages.filter((m) => m.id != null);
      return (which === 'oldest' ? stored[0] : stored[stored.length - 1])?.id;
    };

    /** After a reconnect: read back from page 1 until it meets what is shown, so nothing is missing or doubled. */
    const resync = async () => {
      const { active, hasNewer } = get();
      // A window of the past has nothing to close: scrolling down reads on to the newest.
      if (!active || hasNewer) return;
      const mine = generation;
      for (let pageNum = 1; pageNum <= RESYNC_MAX_PAGES; pageNum++) {
        let rows: ChatMessageView[];
        try {
          rows = await fetchPage(active, pageNum);
        } catch {
          return;
        }
        if (mine !== generation) return;
        const known = new Set(get().messages.map((m) => String(m.id)));
        const meets = rows.some((m) => known.has(String(m.id)));
        set((s) => ({ messages: mergeMessages(s.messages, rows) }));
        if (meets || rows.length < pageSize) return;
      }
    };

    const onConnected = () => {
      socket?.emit('login', { socketId: selfId, roleType }, (ack: Ack<ChatFriend[]> | undefined) => {
        if (ack && !isAckOk(ack)) set({ connection: 'offline' });
      });
      for (const payload of readOutbox(selfId)) emitSub(payload);
      void resync();
    };

    return {
      ...initial,

      start() {
        if (socket) return;
        const created = (options.socketFactory ?? openRealtimeSocket)({ getToken: options.getToken });
        socket = created;
        created.on('login', (friends: ChatFriend[]) => {
          const list = Array.isArray(friends) ? friends : [];
          set({ friends: list, listed: true });
          // A list counted before the open conversation's mark-read reached the server (a reload on it): read again.
          const { active } = get();
          if (active && list.some((f) => f.receiverUserId === active && f.unReadCount > 0)) markRead(active);
        });
        created.on('msg', (raw: unknown) => {
          const parsed = typeof raw === 'string' ? parseChatMessage(raw) : readChatMessage(raw);
          if (parsed) receive(parsed);
        });
        created.on('read', (event: ChatReadEvent) => {
          if (event?.userId !== selfId) return;
          set((s) => ({
            friends: s.friends.map((f) => (f.receiverUserId === event.receiverUserId ? { ...f, unReadCount: 0 } : f)),
          }));
        });
        created.on('receipt', (event: ChatReceiptEvent) => {
          if (event?.userId !== selfId || event.receiverUserId !== get().active) return;
          set((s) => ({ receipts: laterReceipts(s.receipts, event) }));
        });
        created.on('recalled', (raw: unknown) => {
          const recalled = readChatMessage(raw);
          if (recalled?.recalled) applyRecalled(recalled);
        });
        created.on('typing', (event: ChatTypingEvent) => {
          if (event?.receiverUserId !== selfId || event.userId !== get().active) return;
          if (peerTypingTimer) clearTimeout(peerTypingTimer);
          set({ peerTyping: true });
          peerTypingTimer = setTimeout(stopPeerTyping, CHAT_TYPING_SHOWN_MS);
        });
        created.on('notice', (notice: Notice) => options.onNotice?.(notice));
        created.on('noticeRead', (event: NoticeReadEvent) => options.onNoticeRead?.(event));
        stopConnection = runConnection(created, {
          onState: (connection) => {
            const was = get().connection;
            set({ connection });
            if (connection === 'connected' && was !== 'connected') onConnected();
          },
          onUnauthorized: options.onUnauthorized,
          onServerDisconnect: options.onServerDisconnect,
        });
      },

      stop() {
        stopConnection?.();
        stopConnection = null;
        socket = null;
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
        if (deliveredTimer) clearTimeout(deliveredTimer);
        deliveredTimer = null;
        undelivered.clear();
        if (peerTypingTimer) clearTimeout(peerTypingTimer);
        peerTypingTimer = null;
        generation++;
        set({ ...initial });
      },

      async open(receiverUserId) {
        generation++;
        const mine = generation;
        const pending = readOutbox(selfId)
          .filter((p) => p.receiverUserId === receiverUserId)
          .map((p) => fromPending(p));
        fromMessage = false;
        set({
          active: receiverUserId,
          page: 1,
          messages: pending,
          noMore: false,
          highlight: null,
          hasNewer: false,
          loadingNewer: false,
          loadingHistory: true,
          receipts: noReceipts,
        });
        stopPeerTyping();
        typingSentAt = 0;
        markRead(receiverUserId);
        try {
          const rows = await fetchPage(receiverUserId, 1);
          if (mine !== generation) return;
          set((s) => ({ messages: mergeMessages(s.messages, rows), noMore: rows.length < pageSize }));
        } catch {
          // The pane stays empty; scrolling up or reopening tries again.
        } finally {
          if (mine === generation) set({ loadingHistory: false });
        }
      },

      async openAt(receiverUserId, messageId) {
        generation++;
        const mine = generation;
        fromMessage = true;
        set({
          active: receiverUserId,
          page: 1,
          messages: [],
          noMore: false,
          highlight: String(messageId),
          hasNewer: false,
          loadingNewer: false,
          loadingOlder: false,
          loadingHistory: true,
          receipts: noReceipts,
        });
        stopPeerTyping();
        typingSentAt = 0;
        markRead(receiverUserId);
        try {
          const around = await fetchAround(receiverUserId, messageId, 'around');
          if (mine !== generation) return;
          set({ messages: around.rows, noMore: !around.older, hasNewer: around.newer });
        } catch {
          // Gone meanwhile (or offline): the newest page stands in, without a highlight.
          if (mine === generation) await get().open(receiverUserId);
        } finally {
          if (mine === generation) set({ loadingHistory: false });
        }
      },

      async loadNewer() {
        const { active, loadingNewer, loadingHistory, hasNewer } = get();
        const newest = edgeId('newest');
        if (!active || loadingNewer || loadingHistory || !hasNewer || newest == null) return;
        const mine = generation;
        set({ loadingNewer: true });
        try {
          const page = await fetchAround(active, newest, 'after');
          if (mine !== generation) return;
          set((s) => ({ messages: mergeMessages(s.messages, page.rows), hasNewer: page.newer }));
          // The newest are in: what waits in the outbox for this conversation shows after them again.
          if (!page.newer) {
            const pending = readOutbox(selfId)
              .filter((p) => p.receiverUserId === active)
              .map((p) => fromPending(p));
            if (pending.length) set((s) => ({ messages: mergeMessages(s.messages, pending) }));
          }
        } catch {
          // Scrolling down again tries again.
        } finally {
          if (mine === generation) set({ loadingNewer: false });
        }
      },

      close() {
        const { active } = get();
        generation++;
        fromMessage = false;
        if (active) markRead(active);
        set({
          active: null,
          messages: [],
          page: 1,
          noMore: false,
          highlight: null,
          hasNewer: false,
          loadingNewer: false,
          loadingHistory: false,
          loadingOlder: false,
          receipts: noReceipts,
        });
        stopPeerTyping();
      },

      async loadOlder() {
        const { active, loadingOlder, loadingHistory, noMore, page } = get();
        if (!active || loadingOlder || loadingHistory || noMore) return;
        const mine = generation;
        const oldest = edgeId('oldest');
        if (fromMessage && oldest != null) {
          // Opened at a message: pages go on from the oldest shown (page numbers count from the newest).
          set({ loadingOlder: true });
          try {
            const older = await fetchAround(active, oldest, 'before');
            if (mine !== generation) return;
            set((s) => ({ messages: mergeMessages(s.messages, older.rows), noMore: !older.older }));
          } catch {
            // Scrolling up again tries again.
          } finally {
            if (mine === generation) set({ loadingOlder: false });
          }
          return;
        }
        const next = page + 1;
        set({ page: next, loadingOlder: true });
        try {
          const rows = await fetchPage(active, next);
          if (mine !== generation) return;
          // Spec: an empty page rolls the page back by one.
          if (rows.length === 0) set({ page: next - 1, noMore: true });
          else set((s) => ({ messages: mergeMessages(s.messages, rows), noMore: rows.length < pageSize }));
        } catch {
          // Spec: a failed page rolls the page back by one.
          if (mine === generation) set({ page: next - 1 });
        } finally {
          if (mine === generation) set({ loadingOlder: false });
        }
      },

      sendText(text) {
        // Sent as typed: the server's moderation decides (mask, block or flag, as staff set it for mobile numbers),
        // and its answer replaces the bubble on its way. Masked here, a number could never be blocked or flagged.
        send({ message_type: 1, message: text });
      },

      sendImage(image) {
        send({ message_type: 2, message: image });
      },

      setRemindOffline(on) {
        set({ remindOffline: on });
      },

      typing() {
        const { active } = get();
        const now = Date.now();
        if (!active || !socket?.connected || now - typingSentAt < CHAT_TYPING_THROTTLE_MS) return;
        typingSentAt = now;
        // Nothing to do about a refusal: the indicator simply does not show on the other side.
        socket.emit('typing', { userId: selfId, receiverUserId: active }, () => undefined);
      },

      recall(id) {
        return new Promise<void>((resolve, reject) => {
          if (!socket?.connected) return reject(new Error());
          socket.emit('recall', { userId: selfId, id: Number(id) }, (ack: Ack<ChatMessage> | undefined) => {
            if (isAckOk(ack) && ack.data) {
              applyRecalled(ack.data);
              resolve();
            } else reject(new Error(ack && 'msg' in ack ? ack.msg : undefined));
          });
        });
      },

      retry(clientId) {
        const message = get().messages.find((m) => m.clientId === clientId && m.userId === selfId);
        if (message?.status !== 'error') return;
        const payload = {
          message_type: message.message_type,
          message: message.message,
          userId: selfId,
          receiverUserId: message.receiverUserId,
          receiverWxRole: message.receiverWxRole,
          clientId,
          createTime: message.createTime,
          ...(role === 'B' ? { remindOffline: get().remindOffline } : {}),
        } as ChatSubPayload;
        addToOutbox(selfId, payload);
        patchMessage(clientId, { status: 'loading', error: undefined });
        emitSub(payload);
      },
    };
  });
  return store;
}
