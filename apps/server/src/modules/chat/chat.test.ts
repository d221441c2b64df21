import { randomUUID } from 'node:crypto';
import type {
  ChatFriend,
  ChatMessage,
  ChatReceiptEvent,
  ChatReceipts,
  ChatTypingEvent,
} from '@console/domain/schemas/chat';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceChange } from '../../db/changes.js';
import { chatFlag, chatMessage, fileObject, moderationTag, moderationWord, sysUser } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, stepUp, tokensFor } from '../../testing/factories.js';
import { multipart, png } from '../../testing/samples.js';
import { chatPair } from './factories.js';
import { pairOf } from './service.js';

let app: FastifyInstance;
let origin: string;
const open: Socket[] = [];

beforeAll(async () => {
  // Every test signs in a pair or more: more sign-ins in a minute than the per-address limit allows.
  app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(() => app.close());

/** A socket as the clients open it: websocket, manual connect, the token in the handshake. */
function socketWith(auth: Record<string, unknown>, lang = 'zh'): Socket {
  const s = connect(origin, {
    path: '/socket.io/',
    transports: ['websocket'],
    autoConnect: false,
    reconnection: false,
    auth,
    extraHeaders: { 'accept-language': lang },
  });
  open.push(s);
  return s;
}

function connected(s: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (err) => reject(err));
    s.connect();
  });
}

function refused(s: Socket): Promise<Error & { data?: { code: number; msg: string } }> {
  return new Promise((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', (err) => resolve(err as Error & { data?: { code: number; msg: string } }));
    s.connect();
  });
}

type Ack<T> = { code: number; data?: T; msg?: string };
const emit = <T>(s: Socket, event: string, body: unknown) =>
  s.timeout(5_000).emitWithAck(event, body) as Promise<Ack<T>>;
const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, (v: T) => resolve(v)));

const pair = (opts: { related?: boolean } = {}) => chatPair(app, opts);

async function signedIn(token: string, socketId: string, roleType: 'PC' | 'MINI') {
  const s = socketWith({ token });
  await connected(s);
  const friends = next<ChatFriend[]>(s, 'login');
  const ack = await emit<ChatFriend[]>(s, 'login', { socketId, roleType });
  expect(ack.code).toBe(200);
  return { s, friends: await friends };
}

const text = (from: string, to: string, role: 'B' | 'C', message: string, clientId: string = randomUUID()) =>
  JSON.stringify({
    message_type: 1,
    message,
    userId: from,
    receiverUserId: to,
    receiverWxRole: role,
    clientId,
    createTime: Date.now(),
  });

describe('chat socket: handshake', () => {
  it('refuses no token, a bad token and a signed-out token with a clear message', async () => {
    const none = await refused(socketWith({}));
    expect(none.message).toBe('unauthorized');
    expect(none.data).toEqual({ code: 401, msg: '请先登录' });
    const bad = await refused(socketWith({ token: 'nope' }, 'en'));
    expect(bad.message).toBe('unauthorized');
    expect(bad.data?.msg).toBe('Your session has ended, please log in again');

    const { tokens } = await pair();
    await as(app, tokens.access_token, { method: 'DELETE', url: '/interface/auth/signout' });
    const revoked = await refused(socketWith({ token: tokens.access_token }));
    expect(revoked.data).toEqual({ code: 401, msg: '登录状态已失效，请重新登录' });
  });

  it('refuses staff and enterprise users without a chat id, unless they ask for notices only', async () => {
    const staff = await createUser(app, { roles: ['admin'] });
    const { access_token } = await tokensFor(app, staff.username);
    const noChat = await refused(socketWith({ token: access_token }));
    expect(noChat.message).toBe('noChat');
    expect(noChat.data).toEqual({ code: 403, msg: '该账号未开通聊天' });
    const plain = await createUser(app, { userType: '02', roles: ['enterprise'], socketId: null });
    const plainTokens = await tokensFor(app, plain.username);
    expect((await refused(socketWith({ token: plainTokens.access_token }))).message).toBe('noChat');

    const notices = socketWith({ token: access_token, notices: true });
    await connected(notices);
    const login = await emit(notices, 'login', { socketId: 'B1', roleType: 'PC' });
    expect(login).toEqual({ code: 403, msg: '该账号未开通聊天' });
  });

  it('refuses a user whose password is a one-time one, notices included, until it is changed', async () => {
    const { tokens, b } = await pair();
    const user = await app.database.db.query.sysUser.findFirst({ where: eq(sysUser.socketId, b) });
    await app.database.db
      .update(sysUser)
      .set({ mustChangePassword: true })
      .where(eq(sysUser.id, user?.id ?? 0));
    // Written past the services: say so, as they do (signed-in principals are kept until their user changes).
    await announceChange(app.database.db, { kind: 'user', userId: user?.id ?? 0 });
    const chat = await refused(socketWith({ token: tokens.access_token }));
    expect(chat.data).toEqual({ code: 403, msg: '您的密码由管理员设置，请先修改密码后再使用系统' });
    expect((await refused(socketWith({ token: tokens.access_token, notices: true }))).data?.code).toBe(403);
    await app.database.db
      .update(sysUser)
      .set({ mustChangePassword: false })
      .where(eq(sysUser.id, user?.id ?? 0));
    await announceChange(app.database.db, { kind: 'user', userId: user?.id ?? 0 });
    await connected(socketWith({ token: tokens.access_token }));
  });

  it("refuses a login under someone else's socketId", async () => {
    const { tokens, b } = await pair();
    const s = socketWith({ token: tokens.access_token });
    await connected(s);
    expect(await emit(s, 'login', { socketId: `${b}x`, roleType: 'PC' })).toEqual({
      code: 403,
      msg: '只能以本人的聊天身份收发消息',
    });
    expect((await emit(s, 'login', { socketId: b, roleType: 'TV' })).code).toBe(400);
  });
});

describe('chat socket: conversations', () => {
  it('lists whom one may talk to, sends both ways to every socket of both parties, and counts unread', async () => {
    const p = await pair();
    const console1 = await signedIn(p.tokens.access_token, p.b, 'PC');
    expect(console1.friends).toContainEqual(
      expect.objectContaining({ userId: p.b, receiverUserId: p.c, receiverWxRole: 'C', unReadCount: 0, content: '' }),
    );
    const secondTab = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    expect(mini.friends.map((f) => f.receiverUserId)).toContain(p.b);

    const arrivals = [next<ChatMessage>(console1.s, 'msg'), next<ChatMessage>(secondTab.s, 'msg')];
    const atFreelancer = next<ChatMessage>(mini.s, 'msg');
    const before = Date.now();
    const ack = await emit<ChatMessage>(console1.s, 'sub', text(p.b, p.c, 'C', '你好 [微笑]', 'first'));
    expect(ack.code).toBe(200);
    expect(ack.data).toMatchObject({ message: '你好 [微笑]', userId: p.b, receiverUserId: p.c, clientId: 'first' });
    expect(ack.data?.createTime).toBeGreaterThanOrEqual(before - 1000);
    for (const got of [...arrivals, atFreelancer]) expect((await got).id).toBe(ack.data?.id);

    // The freelancer's friend list now has one unread from the enterprise, with the latest message.
    const again = await signedIn(p.fToken, p.c, 'MINI');
    const entry = again.friends.find((f) => f.receiverUserId === p.b);
    expect(entry?.unReadCount).toBe(1);
    expect(JSON.parse(entry?.content ?? '{}')).toMatchObject({ message_type: 1, message: '你好 [微笑]' });
    expect(again.friends[0]?.receiverUserId).toBe(p.b);

    // The reply reaches the console; history is newest first on both sides.
    const reply = next<ChatMessage>(console1.s, 'msg');
    expect((await emit(mini.s, 'sub', text(p.c, p.b, 'B', '收到'))).code).toBe(200);
    expect((await reply).message).toBe('收到');
    for (const [token, url, me, other, role] of [
      [p.tokens.access_token, '/interface/system/oddMessageLog/exchangeOddMessageList', p.b, p.c, 'B'],
      [p.fToken, '/interface/freelancer/oddMessageLog/exchangeOddMessageList', p.c, p.b, 'C'],
    ] as const) {
      const page = await as(app, token, {
        method: 'POST',
        url,
        payload: { pageNum: 1, pageSize: 10, userId: me, receiverUserId: other, wxRole: role },
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data.total).toBe(2);
      expect(page.json().data.rows.map((r: { content: string }) => JSON.parse(r.content).message)).toEqual([
        '收到',
        '你好 [微笑]',
      ]);
    }

    // Marking read clears the count and tells the user's other sockets.
    const heard = next<{ userId: string; receiverUserId: string }>(secondTab.s, 'read');
    const read = await as(app, p.tokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/updateOddMessageLog',
      payload: { userId: p.b, receiverUserId: p.c, wxRole: 'B' },
    });
    expect(read.statusCode).toBe(200);
    expect(await heard).toEqual({ userId: p.b, receiverUserId: p.c });
    const relisted = await signedIn(p.tokens.access_token, p.b, 'PC');
    expect(relisted.friends.find((f) => f.receiverUserId === p.c)?.unReadCount).toBe(0);
  });

  it('masks mobile numbers before the text is stored or reaches anyone, whichever side writes', async () => {
    const p = await pair();
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const atConsole = next<ChatMessage>(pc.s, 'msg');
    const ack = await emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', '加我 13812345678 或 139-1234-5678'));
    expect(ack.data?.message).toBe('加我 138****5678 或 139****5678');
    expect((await atConsole).message).toBe('加我 138****5678 或 139****5678');
    const [stored] = await app.database.db.select().from(chatMessage).where(eq(chatMessage.sender, p.c));
    expect(stored?.body).toBe('加我 138****5678 或 139****5678');
    const back = await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '我的是+8615012345678'));
    expect(back.data?.message).toBe('我的是+86150****5678');
    const friends = (await signedIn(p.fToken, p.c, 'MINI')).friends;
    expect(JSON.parse(friends.find((f) => f.receiverUserId === p.b)?.content ?? '{}').message).toBe(
      '我的是+86150****5678',
    );
  });

  it('stores one message per clientId whatever the retries', async () => {
    const p = await pair();
    const { s } = await signedIn(p.tokens.access_token, p.b, 'PC');
    const payload = text(p.b, p.c, 'C', '只发一次', 'retry-me');
    const answers = await Promise.all([emit<ChatMessage>(s, 'sub', payload), emit<ChatMessage>(s, 'sub', payload)]);
    const third = await emit<ChatMessage>(s, 'sub', payload);
    expect(new Set([...answers, third].map((a) => a.data?.id)).size).toBe(1);
    const rows = await app.database.db
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.sender, p.b), eq(chatMessage.clientId, 'retry-me')));
    expect(rows).toHaveLength(1);
  });

  it('counts every message of a burst from both sides exactly once (writes that go together)', async () => {
    const p = await pair();
    const console1 = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const burst = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => emit<ChatMessage>(console1.s, 'sub', text(p.b, p.c, 'C', `b${i}`))),
      ...Array.from({ length: 10 }, (_, i) => emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', `c${i}`))),
    ]);
    expect(burst.every((a) => a.code === 200)).toBe(true);
    expect(new Set(burst.map((a) => a.data?.id)).size).toBe(25);
    const latest = Math.max(...burst.map((a) => Number(a.data?.id)));
    const freelancerSide = (await signedIn(p.fToken, p.c, 'MINI')).friends.find((f) => f.receiverUserId === p.b);
    const consoleSide = (await signedIn(p.tokens.access_token, p.b, 'PC')).friends.find(
      (f) => f.receiverUserId === p.c,
    );
    expect(freelancerSide?.unReadCount).toBe(15);
    expect(consoleSide?.unReadCount).toBe(10);
    const last = burst.find((a) => a.data?.id === latest)?.data?.message;
    expect(JSON.parse(freelancerSide?.content ?? '{}').message).toBe(last);
    expect(JSON.parse(consoleSide?.content ?? '{}').message).toBe(last);
  });

  it('refuses blank, over-long, malformed, foreign-sender, unrelated and foreign-image messages', async () => {
    const p = await pair();
    const stranger = await pair({ related: false });
    const { s } = await signedIn(p.tokens.access_token, p.b, 'PC');
    const refuse = async (payload: unknown, code: number, msg?: string) => {
      const ack = await emit(s, 'sub', payload);
      expect(ack.code, JSON.stringify(ack)).toBe(code);
      if (msg) expect(ack.msg).toBe(msg);
    };
    await refuse(text(p.b, p.c, 'C', '   '), 400, '不能发送空白信息');
    await refuse(text(p.b, p.c, 'C', 'x'.repeat(1001)), 400, '消息不能超过 1000 个字符');
    await refuse('{not json', 400, '消息格式不正确');
    await refuse({ message_type: 1 }, 400);
    await refuse(text(p.b, p.c, 'C', 'a\u0000b'), 400);
    await refuse(text(`${p.b}x`, p.c, 'C', 'hi'), 403, '只能以本人的聊天身份收发消息');
    await refuse(text(p.b, 'C999999999', 'C', 'hi'), 404, '聊天对象不存在');
    await refuse(text(p.b, stranger.c, 'C', 'hi'), 403, '只能与有任务或订单往来的一方聊天');
    const image = (url: string) =>
      JSON.stringify({
        message_type: 2,
        message: { url, width: 10, height: 10 },
        userId: p.b,
        receiverUserId: p.c,
        receiverWxRole: 'C',
        clientId: randomUUID(),
      });
    await refuse(image('https://evil.example/x.png'), 400, '图片必须是本平台上传的聊天图片');
    await refuse(image('/interface/files/console/202611/chat/image/none_1.png'), 400, '图片必须是本平台上传的聊天图片');
    // Nothing half-written: none of those left a message.
    const rows = await app.database.db.select().from(chatMessage).where(eq(chatMessage.sender, p.b));
    expect(rows).toHaveLength(0);
    // The socket still works after all of it.
    expect((await emit(s, 'sub', text(p.b, p.c, 'C', 'still here'))).code).toBe(200);
  });

  it('sends an image uploaded by the freelancer under chat/image', async () => {
    const p = await pair();
    const body = await multipart({ name: 'Photo.PNG', bytes: png() }, { path: 'chat/image' });
    const up = await app.inject({
      method: 'POST',
      url: '/interface/freelancer/files/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${p.fToken}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    const wrongPath = await multipart({ name: 'a.png', bytes: png() }, { path: 'feedback' });
    const refusedUpload = await app.inject({
      method: 'POST',
      url: '/interface/freelancer/files/upload',
      payload: wrongPath.payload,
      headers: { ...wrongPath.headers, authorization: `Bearer ${p.fToken}` },
    });
    expect(refusedUpload.statusCode).toBe(400);

    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const message = { url: up.json().data.url, width: 1, height: 1 };
    const ack = await emit<ChatMessage>(
      mini.s,
      'sub',
      JSON.stringify({
        message_type: 2,
        message,
        userId: p.c,
        receiverUserId: p.b,
        receiverWxRole: 'B',
        clientId: 'img',
      }),
    );
    expect(ack.code, JSON.stringify(ack)).toBe(200);
    expect(ack.data?.message).toEqual(message);
  });

  it('sends only chat images its own side uploaded, never another enterprise’s or freelancer’s', async () => {
    const p = await pair();
    const other = await pair();
    const upload = async (url: string, token: string) => {
      const body = await multipart({ name: 'shot.png', bytes: png() }, { path: 'chat/image' });
      const res = await app.inject({
        method: 'POST',
        url: `/interface${url}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.url as string;
    };
    const image = (from: string, to: string, role: 'B' | 'C', url: string) =>
      JSON.stringify({
        message_type: 2,
        message: { url, width: 10, height: 10 },
        userId: from,
        receiverUserId: to,
        receiverWxRole: role,
        clientId: randomUUID(),
      });
    const otherEnterprises = await upload('/files/upload', other.tokens.access_token);
    const otherFreelancers = await upload('/freelancer/files/upload', other.fToken);
    const ours = await upload('/files/upload', p.tokens.access_token);
    const theirs = await upload('/freelancer/files/upload', p.fToken);

    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const foreign = '图片必须是本平台上传的聊天图片';
    for (const url of [otherEnterprises, otherFreelancers, theirs]) {
      expect(await emit(pc.s, 'sub', image(p.b, p.c, 'C', url)), url).toEqual({ code: 400, msg: foreign });
    }
    for (const url of [otherEnterprises, otherFreelancers, ours]) {
      expect(await emit(mini.s, 'sub', image(p.c, p.b, 'B', url)), url).toEqual({ code: 400, msg: foreign });
    }
    expect((await emit(pc.s, 'sub', image(p.b, p.c, 'C', ours))).code).toBe(200);
    expect((await emit(mini.s, 'sub', image(p.c, p.b, 'B', theirs))).code).toBe(200);
  });

  it('a blacklisting or an enterprise’s freeze counts from the very next message, and its end too', async () => {
    const p = await pair();
    const staff = await createUser(app, { roles: ['admin'] });
    const admin = (await tokensFor(app, staff.username)).access_token;
    await stepUp(app, admin);
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const fromB = async () => (await emit(pc.s, 'sub', text(p.b, p.c, 'C', 'hi'))).code;
    const fromC = async () => (await emit(mini.s, 'sub', text(p.c, p.b, 'B', 'hello'))).code;
    // Both pairs are checked (and remembered) before the change.
    expect([await fromB(), await fromC()]).toEqual([200, 200]);

    const listed = await as(app, admin, {
      method: 'POST',
      url: '/interface/system/list',
      payload: { listType: '2', freelancerId: p.worker.id, reason: '多次爽约' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect([await fromB(), await fromC()]).toEqual([403, 403]);
    const removed = await as(app, admin, { method: 'DELETE', url: `/interface/system/list/${listed.json().data.id}` });
    expect(removed.statusCode).toBe(200);
    expect([await fromB(), await fromC()]).toEqual([200, 200]);

    const freeze = await as(app, admin, {
      method: 'PUT',
      url: `/interface/system/enterprise/${p.user.enterpriseId}/standing`,
      payload: { status: '0', reason: '核查中' },
    });
    expect(freeze.statusCode, freeze.body).toBe(200);
    expect(await fromC()).toBe(403);
  });

  it('a blacklist entry that starts later cuts an allowed pair short when it starts', async () => {
    const p = await pair();
    const staff = await createUser(app, { roles: ['admin'] });
    const admin = (await tokensFor(app, staff.username)).access_token;
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const startAt = new Date(Date.now() + 1_500);
    const listed = await as(app, admin, {
      method: 'POST',
      url: '/interface/system/list',
      payload: { listType: '2', freelancerId: p.worker.id, reason: '稍后生效', startAt: startAt.toISOString() },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await emit(mini.s, 'sub', text(p.c, p.b, 'B', 'before'))).code).toBe(200);
    await new Promise((r) => setTimeout(r, startAt.getTime() - Date.now() + 50));
    expect((await emit(mini.s, 'sub', text(p.c, p.b, 'B', 'after'))).code).toBe(403);
  });

  it('keeps each side to its own conversations and chat identity', async () => {
    const p = await pair();
    const other = await pair();
    const peek = await as(app, p.tokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/exchangeOddMessageList',
      payload: { pageNum: 1, pageSize: 10, userId: other.b, receiverUserId: other.c, wxRole: 'B' },
    });
    expect(peek.statusCode).toBe(403);
    const staff = await createUser(app, { roles: ['admin'] });
    const staffTokens = await tokensFor(app, staff.username);
    const none = await as(app, staffTokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/updateOddMessageLog',
      payload: { userId: p.b, receiverUserId: p.c, wxRole: 'B' },
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().msg).toBe('该账号未开通聊天');
  });
});

describe('chat receipts', () => {
  const historyOf = async (token: string, side: 'system' | 'freelancer', me: string, other: string) => {
    const res = await as(app, token, {
      method: 'POST',
      url: `/interface/${side}/oddMessageLog/exchangeOddMessageList`,
      payload: { pageNum: 1, pageSize: 10, userId: me, receiverUserId: other, wxRole: side === 'system' ? 'B' : 'C' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { receipts: ChatReceipts };
  };
  const markRead = (token: string, side: 'system' | 'freelancer', me: string, other: string) =>
    as(app, token, {
      method: 'POST',
      url: `/interface/${side}/oddMessageLog/updateOddMessageLog`,
      payload: { userId: me, receiverUserId: other, wxRole: side === 'system' ? 'B' : 'C' },
    });

  it('sent when stored, delivered only once a socket of the other side got it, read when they open it', async () => {
    const p = await pair();
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const first = (await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '在吗'))).data as ChatMessage;
    // The freelancer has no socket: stored, nothing more.
    expect((await historyOf(p.tokens.access_token, 'system', p.b, p.c)).receipts).toEqual({ delivered: 0, read: 0 });
    // A socket of the sender's own side saying it got the conversation counts for nothing.
    const ownTab = await signedIn(p.tokens.access_token, p.b, 'PC');
    expect((await emit(ownTab.s, 'delivered', { userId: p.b, receiverUserId: p.c, id: first.id })).code).toBe(200);
    expect((await historyOf(p.tokens.access_token, 'system', p.b, p.c)).receipts.delivered).toBe(0);

    // The freelancer's friend list reaches their socket: what it carries is delivered.
    const onLogin = next<ChatReceiptEvent>(pc.s, 'receipt');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    expect(await onLogin).toEqual({ userId: p.b, receiverUserId: p.c, delivered: first.id, read: 0 });

    // A live message: delivered when their socket says it got it, not before.
    const second = (await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '第二条'))).data as ChatMessage;
    expect((await historyOf(p.tokens.access_token, 'system', p.b, p.c)).receipts.delivered).toBe(first.id);
    const live = next<ChatReceiptEvent>(pc.s, 'receipt');
    expect((await emit(mini.s, 'delivered', { userId: p.c, receiverUserId: p.b, id: second.id })).code).toBe(200);
    expect(await live).toEqual({ userId: p.b, receiverUserId: p.c, delivered: second.id, read: 0 });
    // Every tab of the sender hears it.
    expect((await historyOf(p.tokens.access_token, 'system', p.b, p.c)).receipts).toEqual({
      delivered: second.id,
      read: 0,
    });

    // Opening the conversation reads it.
    const read = next<ChatReceiptEvent>(ownTab.s, 'receipt');
    expect((await markRead(p.fToken, 'freelancer', p.c, p.b)).statusCode).toBe(200);
    expect(await read).toEqual({ userId: p.b, receiverUserId: p.c, delivered: second.id, read: second.id });

    // The freelancer side hears deliveries of its messages, never the enterprise's reads.
    const reply = (await emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', '在'))).data as ChatMessage;
    const heard = next<ChatReceiptEvent>(mini.s, 'receipt');
    expect((await markRead(p.tokens.access_token, 'system', p.b, p.c)).statusCode).toBe(200);
    expect(await heard).toEqual({ userId: p.c, receiverUserId: p.b, delivered: reply.id });
    expect((await historyOf(p.fToken, 'freelancer', p.c, p.b)).receipts).toEqual({ delivered: reply.id });
  });

  it('a freelancer who turns read receipts off is never shown as having read, and the count still clears', async () => {
    const p = await pair();
    const settings = (method: 'GET' | 'PUT', payload?: Record<string, unknown>) =>
      as(app, p.fToken, { method, url: '/interface/freelancer/chat/settings', payload });
    expect((await settings('GET')).json().data).toEqual({ readReceipts: true });
    expect((await settings('PUT', { readReceipts: 'no' })).statusCode).toBe(400);
    // as the freelancer page sends it: a form body
    const off = await as(app, p.fToken, {
      method: 'PUT',
      url: '/interface/freelancer/chat/settings',
      payload: 'readReceipts=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.json().data).toEqual({ readReceipts: false });
    expect((await settings('GET')).json().data).toEqual({ readReceipts: false });

    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const sent = (await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '看到了吗'))).data as ChatMessage;
    const heard = next<ChatReceiptEvent>(pc.s, 'receipt');
    expect((await markRead(p.fToken, 'freelancer', p.c, p.b)).statusCode).toBe(200);
    expect(await heard).toEqual({ userId: p.b, receiverUserId: p.c, delivered: sent.id, read: 0 });
    expect((await historyOf(p.tokens.access_token, 'system', p.b, p.c)).receipts).toEqual({
      delivered: sent.id,
      read: 0,
    });
    const relisted = await signedIn(p.fToken, p.c, 'MINI');
    expect(relisted.friends.find((f) => f.receiverUserId === p.b)?.unReadCount).toBe(0);
    expect(mini.s.connected).toBe(true);

    // Turned on again, the next opening is told.
    await settings('PUT', { readReceipts: true });
    const again = next<ChatReceiptEvent>(pc.s, 'receipt');
    await markRead(p.fToken, 'freelancer', p.c, p.b);
    expect((await again).read).toBe(sent.id);
  });

  it('refuses a delivery receipt under another chat id or in a wrong shape', async () => {
    const p = await pair();
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    expect(await emit(mini.s, 'delivered', { userId: p.b, receiverUserId: p.b, id: 1 })).toEqual({
      code: 403,
      msg: '只能以本人的聊天身份收发消息',
    });
    expect((await emit(mini.s, 'delivered', { userId: p.c, receiverUserId: p.b, id: 'x' })).code).toBe(400);
    expect((await emit(mini.s, 'delivered', { userId: p.c, receiverUserId: p.b, id: 10 ** 12 })).code).toBe(200);
    // nothing to count yet: an id past the conversation's latest message counts up to that message only
    expect((await historyOf(p.tokens.access_token, 'system', p.b, p.c)).receipts.delivered).toBe(0);
  });
});

describe('chat typing', () => {
  it('tells every socket of the other party who is writing, both ways, and only between parties who may talk', async () => {
    const p = await pair();
    const stranger = await pair({ related: false });
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const otherTab = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');

    const heard = [next<ChatTypingEvent>(pc.s, 'typing'), next<ChatTypingEvent>(otherTab.s, 'typing')];
    expect(await emit(mini.s, 'typing', { userId: p.c, receiverUserId: p.b })).toEqual({ code: 200, data: null });
    for (const got of heard) expect(await got).toEqual({ userId: p.c, receiverUserId: p.b });
    const atPhone = next<ChatTypingEvent>(mini.s, 'typing');
    expect((await emit(pc.s, 'typing', { userId: p.b, receiverUserId: p.c })).code).toBe(200);
    expect(await atPhone).toEqual({ userId: p.b, receiverUserId: p.c });

    expect((await emit(pc.s, 'typing', { userId: p.b, receiverUserId: stranger.c })).code).toBe(403);
    expect((await emit(pc.s, 'typing', { userId: p.c, receiverUserId: p.b })).code).toBe(403);
    expect((await emit(pc.s, 'typing', { receiverUserId: p.c })).code).toBe(400);
    // Nothing of it is stored.
    const rows = await app.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.pair, pairOf(p.b, p.c)));
    expect(rows).toHaveLength(0);
  });
});

describe('chat moderation', () => {
  const made: string[] = [];
  /** Staff's tags and words, written as the admin pages write them and announced as they announce them. */
  async function rules(tags: Record<string, string>, words: Record<string, string[]> = {}) {
    const db = app.database.db;
    for (const [name, action] of Object.entries(tags)) {
      made.push(name);
      const [tag] = await db
        .insert(moderationTag)
        .values({ name, action })
        .onConflictDoUpdate({ target: moderationTag.name, set: { action } })
        .returning();
      for (const word of words[name] ?? []) await db.insert(moderationWord).values({ word, tagId: tag?.id as number });
    }
    await announceChange(db, { kind: 'moderation' });
  }
  afterEach(async () => {
    const names = made.splice(0);
    if (names.length === 0) return;
    await app.database.db.delete(moderationTag).where(inArray(moderationTag.name, names));
    await announceChange(app.database.db, { kind: 'moderation' });
  });
  const tag = () => `t${randomUUID().slice(0, 8)}`;
  const word = () => `禁词${randomUUID().slice(0, 6)}`;

  it('blocks a text with a blocked word: the sender is told why in their language, nothing is stored or delivered', async () => {
    const p = await pair();
    const [blocked, w] = [tag(), word()];
    await rules({ [blocked]: 'block' }, { [blocked]: [w] });
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const heard: ChatMessage[] = [];
    mini.s.on('msg', (m: ChatMessage) => heard.push(m));
    // the match ignores case and sits inside other text
    expect(await emit(pc.s, 'sub', text(p.b, p.c, 'C', `你好${w.toUpperCase()}吗`))).toEqual({
      code: 400,
      msg: `消息含有敏感词（${blocked}），未能发送`,
    });
    const english = socketWith({ token: p.tokens.access_token }, 'en');
    await connected(english);
    expect(await emit(english, 'sub', text(p.b, p.c, 'C', w))).toEqual({
      code: 400,
      msg: `Your message contains a blocked word (${blocked}) and was not sent`,
    });
    // a message after it goes through, and is the only one the freelancer hears or the history holds
    expect((await emit(pc.s, 'sub', text(p.b, p.c, 'C', 'fine'))).code).toBe(200);
    await expect.poll(() => heard.map((m) => m.message)).toEqual(['fine']);
    const stored = await app.database.db.select().from(chatMessage).where(eq(chatMessage.sender, p.b));
    expect(stored.map((m) => m.body)).toEqual(['fine']);
  });

  it('masks and flags by tag: both sides and the history see the stars, a flagged message is stored with its flag', async () => {
    const p = await pair();
    const [masked, flagged, m1, f1] = [tag(), tag(), word(), word()];
    await rules({ [masked]: 'mask', [flagged]: 'flag' }, { [masked]: [m1], [flagged]: [f1] });
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const atConsole = next<ChatMessage>(pc.s, 'msg');
    const ack = await emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', `说${m1}和${f1}`));
    const stars = '*'.repeat(m1.length);
    expect(ack.data?.message).toBe(`说${stars}和${f1}`);
    expect((await atConsole).message).toBe(`说${stars}和${f1}`);
    const [stored] = await app.database.db.select().from(chatMessage).where(eq(chatMessage.sender, p.c));
    expect(stored?.body).toBe(`说${stars}和${f1}`);
    const flags = await app.database.db
      .select()
      .from(chatFlag)
      .where(eq(chatFlag.messageId, ack.data?.id as number));
    expect(flags).toMatchObject([{ tags: flagged, matches: f1, reviewedAt: null }]);
    // an unflagged message has none
    const plain = await emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', 'plain'));
    expect(
      await app.database.db
        .select()
        .from(chatFlag)
        .where(eq(chatFlag.messageId, plain.data?.id as number)),
    ).toEqual([]);
  });

  it('acts on contact details by the action staff set for their built-in tags', async () => {
    const p = await pair();
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    // before staff set anything, WeChat ids and e-mail addresses pass
    const before = await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '微信 abc_12345 邮箱 a@b.com'));
    expect(before.data?.message).toBe('微信 abc_12345 邮箱 a@b.com');
    await rules({ 'contact:wechat': 'block', 'contact:email': 'mask', 'contact:link': 'flag' });
    expect(await emit(pc.s, 'sub', text(p.b, p.c, 'C', '加我微信：abc_12345'))).toEqual({
      code: 400,
      msg: '为保障交易安全，消息中不能包含微信号，未能发送',
    });
    const ack = await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '发到 a@b.com 或看 https://x.cn/y'));
    expect(ack.data?.message).toBe('发到 ******* 或看 https://x.cn/y');
    const flags = await app.database.db
      .select()
      .from(chatFlag)
      .where(eq(chatFlag.messageId, ack.data?.id as number));
    expect(flags).toMatchObject([{ tags: 'contact:link', matches: 'https://x.cn/y' }]);
  });

  it('rebuilds its automaton when the list changes: a removed word passes at once', async () => {
    const p = await pair();
    const [blocked, w] = [tag(), word()];
    await rules({ [blocked]: 'block' }, { [blocked]: [w] });
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    expect((await emit(pc.s, 'sub', text(p.b, p.c, 'C', w))).code).toBe(400);
    await app.database.db.delete(moderationWord).where(eq(moderationWord.word, w));
    await announceChange(app.database.db, { kind: 'moderation' });
    expect((await emit(pc.s, 'sub', text(p.b, p.c, 'C', w))).code).toBe(200);
  });
});

describe('chat recall', () => {
  it('takes one’s own message back within 2 minutes: both sides hear it, and the text leaves every store', async () => {
    const p = await pair();
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const sent = (await emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', '私下交易吧'))).data as ChatMessage;
    const heard = [next<ChatMessage>(pc.s, 'recalled'), next<ChatMessage>(mini.s, 'recalled')];
    const ack = await emit<ChatMessage>(mini.s, 'recall', { userId: p.c, id: sent.id });
    expect(ack.code, JSON.stringify(ack)).toBe(200);
    const recalled = { ...sent, message: '', recalled: true };
    expect(ack.data).toEqual(recalled);
    for (const got of heard) expect(await got).toEqual(recalled);

    const [row] = await app.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.id, Number(sent.id)));
    expect(row?.body).toBe('');
    expect(row?.recalledAt).not.toBeNull();
    const page = await as(app, p.tokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/exchangeOddMessageList',
      payload: { pageNum: 1, pageSize: 10, userId: p.b, receiverUserId: p.c, wxRole: 'B' },
    });
    expect(page.json().data.rows.map((r: { content: string }) => JSON.parse(r.content))).toEqual([recalled]);
    expect(page.body).not.toContain('私下交易');
    const friends = (await signedIn(p.tokens.access_token, p.b, 'PC')).friends;
    expect(JSON.parse(friends.find((f) => f.receiverUserId === p.c)?.content ?? '{}')).toEqual({
      id: sent.id,
      message_type: 1,
      message: '',
      createTime: sent.createTime,
      recalled: true,
    });
    // Again: answered as it is.
    expect((await emit<ChatMessage>(mini.s, 'recall', { userId: p.c, id: sent.id })).data).toEqual(recalled);
  });

  it("refuses another's message, a stranger's, and one older than 2 minutes, in the socket's language", async () => {
    const p = await pair();
    const other = await pair();
    const pc = await signedIn(p.tokens.access_token, p.b, 'PC');
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const theirs = (await emit<ChatMessage>(mini.s, 'sub', text(p.c, p.b, 'B', '我的消息'))).data as ChatMessage;
    expect(await emit(pc.s, 'recall', { userId: p.b, id: theirs.id })).toEqual({
      code: 403,
      msg: '只能撤回自己发送的消息',
    });
    const outsider = await signedIn(other.fToken, other.c, 'MINI');
    expect(await emit(outsider.s, 'recall', { userId: other.c, id: theirs.id })).toEqual({
      code: 404,
      msg: '消息不存在',
    });
    expect((await emit(pc.s, 'recall', { userId: p.c, id: theirs.id })).code).toBe(403);
    expect((await emit(pc.s, 'recall', { userId: p.b, id: 'x' })).code).toBe(400);

    const old = (await emit<ChatMessage>(pc.s, 'sub', text(p.b, p.c, 'C', '三分钟前'))).data as ChatMessage;
    await app.database.db
      .update(chatMessage)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(chatMessage.id, Number(old.id)));
    expect(await emit(pc.s, 'recall', { userId: p.b, id: old.id })).toEqual({
      code: 400,
      msg: '发送超过 2 分钟的消息不能撤回',
    });
    const english = socketWith({ token: p.tokens.access_token }, 'en');
    await connected(english);
    expect(await emit(english, 'recall', { userId: p.b, id: old.id })).toEqual({
      code: 400,
      msg: 'A message sent more than 2 minutes ago cannot be recalled',
    });
    const rows = await app.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.pair, pairOf(p.b, p.c)))
      .orderBy(chatMessage.id);
    expect(rows.map((r) => [r.body, r.recalledAt])).toEqual([
      ['我的消息', null],
      ['三分钟前', null],
    ]);
  });

  it('deletes a recalled image’s file from storage', async () => {
    const p = await pair();
    const body = await multipart({ name: 'shot.png', bytes: png() }, { path: 'chat/image' });
    const up = await app.inject({
      method: 'POST',
      url: '/interface/freelancer/files/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${p.fToken}` },
    });
    expect(up.statusCode, up.body).toBe(200);
    const { url, key } = up.json().data as { url: string; key: string };
    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const image = JSON.stringify({
      message_type: 2,
      message: { url, width: 1, height: 1 },
      userId: p.c,
      receiverUserId: p.b,
      receiverWxRole: 'B',
      clientId: randomUUID(),
    });
    const sent = (await emit<ChatMessage>(mini.s, 'sub', image)).data as ChatMessage;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const ack = await emit<ChatMessage>(mini.s, 'recall', { userId: p.c, id: sent.id });
    expect(ack.data).toMatchObject({ message_type: 2, message: '', recalled: true });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await app.database.db.query.fileObject.findFirst({ where: eq(fileObject.objectKey, key) })).toBeUndefined();
  });
});

describe('chat socket: ended sign-ins', () => {
  const dropped = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', (reason) => resolve(reason)));

  it('drops the sockets of a signed-out session, a frozen user, a changed password and a signed-out freelancer', async () => {
    const p = await pair();
    const { s } = await signedIn(p.tokens.access_token, p.b, 'PC');
    const gone = dropped(s);
    await as(app, p.tokens.access_token, { method: 'DELETE', url: '/interface/auth/signout' });
    expect(await gone).toBe('io server disconnect');

    const frozen = await pair();
    const f = await signedIn(frozen.tokens.access_token, frozen.b, 'PC');
    const admin = await tokensFor(app, 'admin');
    const frozenGone = dropped(f.s);
    const put = await as(app, admin.access_token, {
      method: 'PUT',
      url: `/interface/system/user/${frozen.user.id}/status`,
      payload: { status: '0' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await frozenGone).toBe('io server disconnect');

    const changed = await pair();
    const other = await tokensFor(app, changed.user.username);
    const kept = await signedIn(changed.tokens.access_token, changed.b, 'PC');
    const elsewhere = await signedIn(other.access_token, changed.b, 'PC');
    const elsewhereGone = dropped(elsewhere.s);
    const pw = await as(app, changed.tokens.access_token, {
      method: 'PUT',
      url: '/interface/system/user/profile/password',
      payload: { oldPassword: 'demo1234', newPassword: 'n3w-Passw0rd!' },
    });
    expect(pw.statusCode, pw.body).toBe(200);
    expect(await elsewhereGone).toBe('io server disconnect');
    expect(kept.s.connected).toBe(true);

    const mini = await signedIn(p.fToken, p.c, 'MINI');
    const miniGone = dropped(mini.s);
    await as(app, p.fToken, { method: 'DELETE', url: '/interface/freelancer/auth/signout' });
    expect(await miniGone).toBe('io server disconnect');
  });
});

describe('notices', () => {
  it('are pushed live, listed newest first, and marked read one by one or all at once', async () => {
    const user = await createUser(app, { roles: ['admin'] });
    const { access_token } = await tokensFor(app, user.username);
    const s = socketWith({ token: access_token, notices: true });
    await connected(s);
    const live = next<{ kind: string; params: Record<string, string> }>(s, 'notice');
    expect(await app.notices.raise({ users: [user.id] }, { kind: 'taskSubmitted', params: { taskName: 'A' } })).toBe(1);
    expect(await live).toMatchObject({ kind: 'taskSubmitted', params: { taskName: 'A' }, read: false });
    await app.notices.raise({ users: [user.id] }, { kind: 'invoiceApplied', params: { invoiceNo: 'I1' }, link: '/x' });

    const list = async () =>
      (await as(app, access_token, { method: 'GET', url: '/interface/system/notice/list?read=0' })).json().data;
    const unread = await list();
    expect(unread.total).toBe(2);
    expect(unread.rows[0].kind).toBe('invoiceApplied');
    const heard = next(s, 'noticeRead');
    const one = await as(app, access_token, {
      method: 'POST',
      url: '/interface/system/notice/read',
      payload: { id: unread.rows[0].id },
    });
    expect(one.json().data).toEqual({ unread: 1 });
    expect(await heard).toEqual({ id: unread.rows[0].id });
    expect((await list()).total).toBe(1);
    const all = await as(app, access_token, { method: 'POST', url: '/interface/system/notice/readAll' });
    expect(all.json().data).toEqual({ unread: 0 });
    expect((await list()).total).toBe(0);

    // Someone else's notice is not found.
    const stranger = await createUser(app, { roles: ['admin'] });
    const strangerTokens = await tokensFor(app, stranger.username);
    const foreign = await as(app, strangerTokens.access_token, {
      method: 'POST',
      url: '/interface/system/notice/read',
      payload: { id: unread.rows[0].id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reach staff who hold the permission, and the users of an enterprise', async () => {
    const reviewer = await createUser(app, { roles: ['admin'] });
    const agent = await createUser(app, { roles: ['agent'] });
    const before = async (id: number) => app.notices.unread({ userId: id });
    const [r0, a0] = [await before(reviewer.id), await before(agent.id)];
    await app.notices.raise({ permission: 'client:task:review' }, { kind: 'taskSubmitted', params: {} });
    expect(await before(reviewer.id)).toBe(r0 + 1);
    expect(await before(agent.id)).toBe(a0);

    const ent = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const colleague = await createUser(app, { userType: '02', roles: ['enterprise'], enterpriseId: ent.enterpriseId });
    await app.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.id, colleague.id));
    expect(await app.notices.raise({ enterpriseId: ent.enterpriseId as number }, { kind: 'taskApproved' })).toBe(2);
  });
});

describe('chat reminders for the mini-app side', () => {
  const withReminder = (from: string, to: string, message: string, remindOffline?: boolean) =>
    JSON.stringify({ ...JSON.parse(text(from, to, 'C', message)), remindOffline });

  it('texts a freelancer once about messages none of their sockets got in ten minutes, unless told not to', async () => {
    const away = await pair();
    const here = await pair();
    const sent = vi.spyOn(app.sms, 'sendChatReminder');
    try {
      const pc = await signedIn(away.tokens.access_token, away.b, 'PC');
      for (const m of ['在吗', '明天能来吗'])
        expect((await emit(pc.s, 'sub', withReminder(away.b, away.c, m))).code).toBe(200);
      // The sender said no reminder for this one; a recalled one is not reminded of either.
      expect((await emit(pc.s, 'sub', withReminder(away.b, away.c, '不用回', false))).code).toBe(200);
      const recalled = await emit<ChatMessage>(pc.s, 'sub', withReminder(away.b, away.c, '发错了'));
      expect((await emit(pc.s, 'recall', { userId: away.b, id: (recalled.data as ChatMessage).id })).code).toBe(200);

      // The other freelancer is online and confirms what reached them: nothing to remind of.
      const hereTab = await signedIn(here.tokens.access_token, here.b, 'PC');
      const mini = await signedIn(here.fToken, here.c, 'MINI');
      const got = (await emit<ChatMessage>(hereTab.s, 'sub', withReminder(here.b, here.c, '收到请回')))
        .data as ChatMessage;
      expect((await emit(mini.s, 'delivered', { userId: here.c, receiverUserId: here.b, id: got.id })).code).toBe(200);

      const phones = () => sent.mock.calls.map(([phone]) => phone);
      // Before ten minutes, nothing; after, one text for the freelancer who was away, counting the two.
      await app.chatReminders.sweep(new Date(Date.now() + 9 * 60_000));
      expect(phones()).not.toContain(away.worker.phone);
      await app.chatReminders.sweep(new Date(Date.now() + 11 * 60_000));
      const mine = sent.mock.calls.filter(([phone]) => phone === away.worker.phone);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.[1].count).toBe(2);
      expect(mine[0]?.[1].from.length).toBeGreaterThan(0);
      expect(phones()).not.toContain(here.worker.phone);
      // Each message is reminded of once.
      await app.chatReminders.sweep(new Date(Date.now() + 12 * 60_000));
      expect(sent.mock.calls.filter(([phone]) => phone === away.worker.phone)).toHaveLength(1);
    } finally {
      sent.mockRestore();
    }
  });
});
