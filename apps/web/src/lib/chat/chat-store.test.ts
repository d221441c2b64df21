import type { ChatFriend, ChatMessage, ChatReceipts } from '@console/domain/schemas/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeSocket } from '../realtime/realtime-socket';
import { receiptOf } from './chat-messages';
import { type ChatApi, createChatStore } from './chat-store';
import { readOutbox } from './outbox';

type Listener = (...args: never[]) => void;

/** A socket that records what is emitted and lets the test play the server. */
class FakeSocket implements RealtimeSocket {
  connected = false;
  listeners = new Map<string, Listener[]>();
  emitted: { event: string; args: unknown[] }[] = [];
  connect() {
    this.connected = true;
    this.fire('connect');
  }
  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
  }
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  off(event: string, listener?: Listener) {
    this.listeners.set(event, listener ? (this.listeners.get(event) ?? []).filter((l) => l !== listener) : []);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
  }
  fire(event: string, ...args: unknown[]) {
    for (const l of this.listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
  }
  subs() {
    return this.emitted.filter((e) => e.event === 'sub');
  }
  /** Answers the n-th sub as the server would: stores it and pushes msg. */
  answer(n: number, id: number, time = 1_000 + id) {
    const sub = this.subs()[n];
    if (!sub) throw new Error(`no sub ${n}`);
    const payload = JSON.parse(sub.args[0] as string);
    const stored: ChatMessage = { ...payload, id, createTime: time };
    (sub.args[1] as (ack: unknown) => void)({ code: 200, data: stored });
    this.fire('msg', stored);
    return stored;
  }
}

const self = 'B10001';
const other = 'C20001';
const friend = (unReadCount = 0, receiverUserId = other): ChatFriend => ({
  id: receiverUserId,
  userId: self,
  receiverUserId,
  receiverWxRole: 'C',
  nickName: receiverUserId,
  wxHead: null,
  unReadCount,
  content: '',
});
const theirs = (id: number, createTime: number, text = `m${id}`): ChatMessage => ({
  id,
  message_type: 1,
  message: text,
  userId: other,
  receiverUserId: self,
  receiverWxRole: 'B',
  clientId: `x${id}`,
  createTime,
});
const row = (m: ChatMessage) => ({ id: m.id, content: JSON.stringify(m) });

/** The side the store is made for: the console's by default, or the freelancer page's (C, MINI). */
type Side = Pick<Parameters<typeof createChatStore>[0], 'selfId' | 'role' | 'roleType'>;
const consoleSide: Side = { selfId: self, role: 'B', roleType: 'PC' };

function setup(history: ChatMessage[] = [], receipts?: ChatReceipts, side: Side = consoleSide) {
  const socket = new FakeSocket();
  const api: ChatApi & { reads: string[] } = {
    reads: [],
    history: vi.fn(async ({ pageNum, pageSize }) => {
      const newestFirst = [...history].sort((a, b) => b.createTime - a.createTime);
      const rows = newestFirst.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(row);
      return { rows, total: history.length, receipts };
    }),
    markRead: vi.fn(async (body) => {
      api.reads.push(body.receiverUserId);
    }),
    // As the server pages around a message: newest first, and whether more lie either way.
    around: vi.fn(async ({ id, direction = 'around', pageSize = 20 }) => {
      const oldestFirst = [...history].sort((a, b) => Number(a.id) - Number(b.id));
      const at = oldestFirst.findIndex((m) => Number(m.id) === id);
      const after = direction === 'around' ? Math.floor(pageSize / 2) : direction === 'after' ? pageSize : 0;
      const from =
        direction === 'after' ? at + 1 : Math.max(0, at + (direction === 'around' ? 1 : 0) - (pageSize - after));
      const to = direction === 'before' ? at : Math.min(oldestFirst.length, at + 1 + after);
      const rows = oldestFirst.slice(from, to).reverse().map(row);
      return { rows, older: from > 0, newer: to < oldestFirst.length, receipts };
    }),
  };
  const store = createChatStore({
    ...side,
    getToken: () => 't',
    api,
    socketFactory: () => socket,
    ackTimeoutMs: 5_000,
  });
  store.getState().start();
  socket.fire('login', [friend(2), friend(1, 'C20002')]);
  return { socket, api, store };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('chat store', () => {
  it('logs in as PC with its socket id and sums unread over friends', () => {
    const { socket, store } = setup();
    expect(socket.emitted[0]?.event).toBe('login');
    expect(socket.emitted[0]?.args[0]).toEqual({ socketId: self, roleType: 'PC' });
    expect(store.getState().connection).toBe('connected');
    expect(store.getState().friends.reduce((s, f) => s + f.unReadCount, 0)).toBe(3);
    expect(store.getState().listed).toBe(true);
    store.getState().stop();
    expect(store.getState().listed).toBe(false);
  });

  it('opens a conversation: page 1 oldest first, unread cleared on the server', async () => {
    const history = Array.from({ length: 12 }, (_, i) => theirs(i + 1, 1_000 + i));
    const { store, api } = setup(history);
    await store.getState().open(other);
    const s = store.getState();
    expect(s.messages.map((m) => m.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(s.friends.find((f) => f.receiverUserId === other)?.unReadCount).toBe(0);
    expect(api.reads).toEqual([other]);
    await store.getState().loadOlder();
    expect(store.getState().messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(store.getState().page).toBe(2);
    expect(store.getState().noMore).toBe(true);
  });

  it('reads the open conversation again when the friend list arrives with its old unread count', async () => {
    const { store, socket, api } = setup();
    await store.getState().open(other);
    expect(api.reads).toEqual([other]);
    // The list was counted before the mark-read reached the server (the page was reloaded on the conversation).
    socket.fire('login', [friend(2), friend(1, 'C20002')]);
    expect(store.getState().friends.find((f) => f.receiverUserId === other)?.unReadCount).toBe(0);
    expect(store.getState().friends.find((f) => f.receiverUserId === 'C20002')?.unReadCount).toBe(1);
    expect(api.reads).toEqual([other, other]);
  });

  it('rolls the page back when an older page fails', async () => {
    const history = Array.from({ length: 10 }, (_, i) => theirs(i + 1, 1_000 + i));
    const { store, api } = setup(history);
    await store.getState().open(other);
    vi.mocked(api.history).mockRejectedValueOnce(new Error('down'));
    await store.getState().loadOlder();
    expect(store.getState().page).toBe(1);
  });

  it('sends optimistically: loading, then finish when msg with the same clientId arrives, stored once', async () => {
    const { store, socket } = setup();
    await store.getState().open(other);
    store.getState().sendText('你好');
    const [pending] = store.getState().messages;
    expect(pending).toMatchObject({ status: 'loading', identify: 'user', message: '你好' });
    expect(readOutbox(self)).toHaveLength(1);
    const sub = JSON.parse(socket.subs()[0]?.args[0] as string);
    expect(sub).toMatchObject({ message_type: 1, userId: self, receiverUserId: other, receiverWxRole: 'C' });
    socket.answer(0, 50);
    // the ack and msg both carry it: one message, finished, out of the outbox
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().messages[0]).toMatchObject({ id: 50, status: 'finish', clientId: sub.clientId });
    expect(readOutbox(self)).toEqual([]);
  });

  it('asks for the offline reminder by default, and not once the sender turns it off', async () => {
    const { store, socket } = setup();
    await store.getState().open(other);
    store.getState().sendText('在吗');
    store.getState().setRemindOffline(false);
    store.getState().sendText('不用回');
    const [first, second] = socket.subs().map((e) => JSON.parse(e.args[0] as string));
    expect(first).toMatchObject({ message: '在吗', remindOffline: true });
    expect(second).toMatchObject({ message: '不用回', remindOffline: false });
  });

  it("sends the text as typed (the server's moderation decides) and then shows what the server stored", async () => {
    const { store, socket } = setup();
    await store.getState().open(other);
    store.getState().sendText('电话 13812345678');
    const sub = socket.subs()[0];
    if (!sub) throw new Error('nothing sent');
    const payload = JSON.parse(sub.args[0] as string);
    expect(payload.message).toBe('电话 13812345678');
    // the server masks the number (its default) and answers the stored message
    const stored = { ...payload, message: '电话 138****5678', id: 51, createTime: 1_051 };
    (sub.args[1] as (ack: unknown) => void)({ code: 200, data: stored });
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().messages[0]).toMatchObject({ id: 51, message: '电话 138****5678', status: 'finish' });
    expect(readOutbox(self)).toEqual([]);
  });

  it('marks a refused send as error, and retry sends it again with the same clientId', async () => {
    const { store, socket } = setup();
    await store.getState().open(other);
    store.getState().sendText('x');
    const ack = socket.subs()[0]?.args[1] as (a: unknown) => void;
    ack({ code: 403, msg: 'no' });
    expect(store.getState().messages[0]).toMatchObject({ status: 'error', error: 'no' });
    const clientId = store.getState().messages[0]?.clientId ?? '';
    store.getState().retry(clientId);
    expect(store.getState().messages[0]?.status).toBe('loading');
    expect(JSON.parse(socket.subs()[1]?.args[0] as string).clientId).toBe(clientId);
  });

  it('marks a send with no acknowledgement as error after the timeout', async () => {
    const { store } = setup();
    await store.getState().open(other);
    vi.useFakeTimers();
    store.getState().sendText('x');
    vi.advanceTimersByTime(5_001);
    expect(store.getState().messages[0]?.status).toBe('error');
    expect(readOutbox(self)).toHaveLength(1);
  });

  it('keeps what is written offline in the outbox, across a reload, and sends it on reconnect', async () => {
    const { store, socket } = setup();
    await store.getState().open(other);
    socket.drop();
    expect(store.getState().connection).toBe('reconnecting');
    store.getState().sendText('离线');
    expect(socket.subs()).toHaveLength(0);
    store.getState().stop();

    // a reload: a new store over the same local storage
    const again = setup();
    await again.store.getState().open(other);
    expect(again.store.getState().messages).toMatchObject([{ message: '离线', status: 'loading' }]);
    // connecting sent it (setup connects before the open)
    expect(again.socket.subs()).toHaveLength(1);
    again.socket.answer(0, 9);
    expect(again.store.getState().messages).toMatchObject([{ id: 9, message: '离线', status: 'finish' }]);
    expect(readOutbox(self)).toEqual([]);
  });

  it('after a reconnect reads back what arrived meanwhile: no gap, no duplicate', async () => {
    const history = Array.from({ length: 3 }, (_, i) => theirs(i + 1, 1_000 + i));
    const { store, socket } = setup(history);
    await store.getState().open(other);
    socket.drop();
    for (let i = 4; i <= 25; i++) history.push(theirs(i, 1_000 + i));
    socket.connect();
    await vi.waitFor(() => expect(store.getState().messages).toHaveLength(25));
    expect(store.getState().messages.map((m) => m.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // the same message pushed again changes nothing
    socket.fire('msg', history[24]);
    expect(store.getState().messages).toHaveLength(25);
  });

  it('counts a message for a conversation not in view, and clears it when another tab reads it', async () => {
    const { store, socket, api } = setup();
    socket.fire('msg', theirs(1, 5));
    expect(store.getState().friends[0]).toMatchObject({ receiverUserId: other, unReadCount: 3 });
    socket.fire('read', { userId: self, receiverUserId: other });
    expect(store.getState().friends[0]?.unReadCount).toBe(0);
    // in view: shown and marked read, not counted
    await store.getState().open('C20002');
    socket.fire('msg', { ...theirs(2, 6), userId: 'C20002' });
    expect(store.getState().friends[0]).toMatchObject({ receiverUserId: 'C20002', unReadCount: 0 });
    expect(store.getState().messages).toHaveLength(1);
    expect(api.reads.filter((r) => r === 'C20002')).toHaveLength(2);
  });

  it('confirms what arrives outside the open conversation as delivered, once per conversation', async () => {
    vi.useFakeTimers();
    const { socket } = setup();
    socket.fire('msg', theirs(7, 5));
    socket.fire('msg', theirs(9, 6));
    socket.fire('msg', { ...theirs(8, 7), userId: 'C20002' });
    expect(socket.emitted.filter((e) => e.event === 'delivered')).toHaveLength(0);
    vi.advanceTimersByTime(250);
    expect(socket.emitted.filter((e) => e.event === 'delivered').map((e) => e.args[0])).toEqual([
      { userId: self, receiverUserId: other, id: 9 },
      { userId: self, receiverUserId: 'C20002', id: 8 },
    ]);
  });

  it('shows each of my messages sent, delivered or read as the receipts move on', async () => {
    const mine = (id: number): ChatMessage => ({ ...theirs(id, 1_000 + id), userId: self, receiverUserId: other });
    const { store, socket } = setup([mine(1), mine(2), mine(3), theirs(4, 1_004)], { delivered: 2, read: 1 });
    await store.getState().open(other);
    const states = () => store.getState().messages.map((m) => receiptOf(m, store.getState().receipts));
    expect(states()).toEqual(['read', 'delivered', 'sent', null]);
    // another conversation's receipt changes nothing here; this one's moves forward only
    socket.fire('receipt', { userId: self, receiverUserId: 'C20002', delivered: 3, read: 3 });
    expect(states()).toEqual(['read', 'delivered', 'sent', null]);
    socket.fire('receipt', { userId: self, receiverUserId: other, delivered: 3, read: 0 });
    expect(states()).toEqual(['read', 'delivered', 'delivered', null]);
    socket.fire('receipt', { userId: self, receiverUserId: other, delivered: 3, read: 3 });
    expect(states()).toEqual(['read', 'read', 'read', null]);
    // a freelancer's view: no reads told, sent and delivered only
    expect(receiptOf(store.getState().messages[2] as never, { delivered: 3 })).toBe('delivered');
  });

  it('sends typing at most every 2 s, and shows theirs until 5 s after the last or until their message', async () => {
    vi.useFakeTimers();
    const { store, socket } = setup();
    await store.getState().open(other);
    const typings = () => socket.emitted.filter((e) => e.event === 'typing');
    store.getState().typing();
    store.getState().typing();
    vi.advanceTimersByTime(1_500);
    store.getState().typing();
    expect(typings().map((e) => e.args[0])).toEqual([{ userId: self, receiverUserId: other }]);
    vi.advanceTimersByTime(600);
    store.getState().typing();
    expect(typings()).toHaveLength(2);
    // a message sent: the next keystroke is news again
    store.getState().sendText('好');
    store.getState().typing();
    expect(typings()).toHaveLength(3);

    // someone else's typing is not this conversation's
    socket.fire('typing', { userId: 'C20002', receiverUserId: self });
    expect(store.getState().peerTyping).toBe(false);
    socket.fire('typing', { userId: other, receiverUserId: self });
    expect(store.getState().peerTyping).toBe(true);
    vi.advanceTimersByTime(4_000);
    socket.fire('typing', { userId: other, receiverUserId: self });
    vi.advanceTimersByTime(4_000);
    expect(store.getState().peerTyping).toBe(true);
    vi.advanceTimersByTime(1_001);
    expect(store.getState().peerTyping).toBe(false);
    socket.fire('typing', { userId: other, receiverUserId: self });
    socket.fire('msg', theirs(30, 2_000));
    expect(store.getState().peerTyping).toBe(false);
  });

  it('shows a recall wherever the message is: the pane, and the preview when it was the latest', async () => {
    const { store, socket } = setup([theirs(1, 1_001)]);
    await store.getState().open(other);
    store.getState().sendText('撤回我');
    const sent = socket.answer(0, 2, 1_002);
    expect(JSON.parse(store.getState().friends[0]?.content ?? '{}')).toMatchObject({ id: 2, message: '撤回我' });

    /** Answers the n-th recall as the server would. */
    const answerRecall = (n: number, ack: unknown) => {
      const recall = socket.emitted.filter((e) => e.event === 'recall')[n];
      if (!recall) throw new Error(`no recall ${n}`);
      (recall.args[1] as (a: unknown) => void)(ack);
      return recall.args[0];
    };
    const recalling = store.getState().recall(2);
    const asked = answerRecall(0, { code: 200, data: { ...sent, message: '', recalled: true } });
    expect(asked).toEqual({ userId: self, id: 2 });
    await recalling;
    expect(store.getState().messages.map((m) => [m.id, m.message, m.recalled])).toEqual([
      [1, 'm1', undefined],
      [2, '', true],
    ]);
    expect(JSON.parse(store.getState().friends[0]?.content ?? '{}')).toMatchObject({ id: 2, recalled: true });

    // theirs, heard live; a refusal rejects with the server's reason
    socket.fire('recalled', { ...theirs(1, 1_001), message: '', recalled: true });
    expect(store.getState().messages[0]).toMatchObject({ id: 1, message: '', recalled: true });
    const refused = store.getState().recall(1);
    answerRecall(1, { code: 403, msg: '只能撤回自己发送的消息' });
    await expect(refused).rejects.toThrow('只能撤回自己发送的消息');
  });

  it('opens a conversation at a message: the page around it, highlighted, then pages both ways by id', async () => {
    const history = Array.from({ length: 30 }, (_, i) => theirs(i + 1, 1_000 + i));
    const { store, socket } = setup(history);
    await store.getState().openAt(other, 15);
    let s = store.getState();
    expect(s.active).toBe(other);
    expect(s.highlight).toBe('15');
    // pageSize 10: five newer, the message and four older
    expect(s.messages.map((m) => m.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect([s.noMore, s.hasNewer]).toEqual([false, true]);

    // Their new message waits beyond the newer pages: not put after a gap.
    socket.fire('msg', theirs(31, 2_000));
    expect(store.getState().messages.map((m) => m.id)).not.toContain(31);
    history.push(theirs(31, 2_000));

    await store.getState().loadOlder();
    expect(store.getState().messages[0]?.id).toBe(1);
    expect(store.getState().noMore).toBe(true);
    await store.getState().loadNewer();
    s = store.getState();
    expect(s.messages.map((m) => m.id).slice(-10)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(s.hasNewer).toBe(true);
    await store.getState().loadNewer();
    s = store.getState();
    expect(s.messages.map((m) => m.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect([s.hasNewer, s.highlight]).toEqual([false, '15']);

    // Opening it normally forgets the message it was opened at.
    await store.getState().open(other);
    expect(store.getState().highlight).toBeNull();
  });

  it('sending from a page of the past goes back to the newest messages', async () => {
    const history = Array.from({ length: 30 }, (_, i) => theirs(i + 1, 1_000 + i));
    const { store, api } = setup(history);
    await store.getState().openAt(other, 5);
    store.getState().sendText('回到最新');
    await vi.waitFor(() => expect(store.getState().loadingHistory).toBe(false));
    const s = store.getState();
    expect(api.history).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 1, receiverUserId: other }));
    expect([s.hasNewer, s.highlight]).toEqual([false, null]);
    expect(s.messages.at(-1)).toMatchObject({ message: '回到最新', status: 'loading' });
    expect(s.messages.map((m) => m.id)).toContain(30);
  });

  it('opens at a message on the freelancer side: its own around call as wxRole C, the hit highlighted', async () => {
    // The enterprise (B10001) wrote to the freelancer (C20001), who opens a search hit.
    const fromEnterprise = (id: number): ChatMessage => ({
      ...theirs(id, 1_000 + id),
      userId: self,
      receiverUserId: other,
      receiverWxRole: 'C',
    });
    const history = Array.from({ length: 30 }, (_, i) => fromEnterprise(i + 1));
    const { store, api, socket } = setup(history, undefined, { selfId: other, role: 'C', roleType: 'MINI' });
    expect(socket.emitted[0]?.args[0]).toEqual({ socketId: other, roleType: 'MINI' });
    await store.getState().openAt(self, '15');
    expect(api.around).toHaveBeenCalledWith(
      expect.objectContaining({ userId: other, receiverUserId: self, wxRole: 'C', id: 15, direction: 'around' }),
    );
    let s = store.getState();
    expect([s.active, s.highlight]).toEqual([self, '15']);
    expect(s.messages.map((m) => m.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(s.messages.every((m) => m.identify === 'other')).toBe(true);
    expect(api.reads).toContain(self);

    await store.getState().loadOlder();
    expect(api.around).toHaveBeenLastCalledWith(expect.objectContaining({ id: 11, direction: 'before', wxRole: 'C' }));
    // Another hit in the same conversation: the page around it, the highlight moved.
    await store.getState().openAt(self, 28);
    s = store.getState();
    expect(s.highlight).toBe('28');
    expect(s.messages.map((m) => m.id)).toContain(28);
    expect(s.hasNewer).toBe(false);
  });

  it('falls back to the newest page, without a highlight, when the message cannot be opened', async () => {
    const { store, api } = setup([theirs(1, 1_000), theirs(2, 2_000)]);
    vi.mocked(api.around as NonNullable<ChatApi['around']>).mockRejectedValueOnce(new Error('404'));
    await store.getState().openAt(other, 99);
    const s = store.getState();
    expect([s.active, s.highlight, s.loadingHistory]).toEqual([other, null, false]);
    expect(s.messages.map((m) => m.id)).toEqual([1, 2]);
  });
});
