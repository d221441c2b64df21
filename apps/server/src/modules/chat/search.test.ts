import { randomUUID } from 'node:crypto';
import type { ChatAroundPage, ChatMessage, ChatSearchHit, ChatSearchPage } from '@console/domain/schemas/chat';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessage, sysRole, taskOrder } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createFreelancer,
  createUser,
  principalFor,
  roleWith,
  tokensFor,
  unique,
} from '../../testing/factories.js';
import { bumpGrantsVersion } from '../auth/grants.js';
import { createTask } from '../tasks/factories.js';
import { chatPair } from './factories.js';
import { type ChatIdentity, pairOf } from './service.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
});
afterAll(() => app.close());

type Pair = Awaited<ReturnType<typeof chatPair>>;
const sideB = (p: Pair): ChatIdentity => ({
  role: 'B',
  chatId: p.b,
  userId: p.user.id,
  enterpriseId: p.user.enterpriseId as number,
});
const sideC = (p: Pair): ChatIdentity => ({ role: 'C', chatId: p.c, freelancerId: p.worker.id });

/** Sends a text through the chat service (moderation and the writer included, no sockets). */
function say(from: ChatIdentity, to: ChatIdentity, message: string): Promise<ChatMessage> {
  return app.chat.send(from, {
    message_type: 1,
    message,
    userId: from.chatId,
    receiverUserId: to.chatId,
    receiverWxRole: to.role,
    clientId: randomUUID(),
    createTime: Date.now(),
  });
}

async function search(token: string, body: Record<string, unknown>, side: 'system' | 'freelancer' = 'system') {
  return as(app, token, { method: 'POST', url: `/interface/${side}/oddMessageLog/searchOddMessageLog`, payload: body });
}

async function found(p: Pair, keyword: string, more: Record<string, unknown> = {}): Promise<ChatSearchPage> {
  const res = await search(p.tokens.access_token, { userId: p.b, wxRole: 'B', keyword, ...more });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const marked = (h: ChatSearchHit) => h.marks.map(([s, e]) => h.snippet.slice(s, e));

describe('chat search', () => {
  it('finds the caller’s text messages across conversations, newest first, with marked snippets', async () => {
    const p = await chatPair(app);
    const second = await createFreelancer(app);
    const task = await createTask(app, p.user.enterpriseId as number);
    await app.database.db.insert(taskOrder).values({
      orderNo: unique('O'),
      taskId: task.id,
      enterpriseId: p.user.enterpriseId as number,
      freelancerId: second.id,
      mode: 'A',
      status: '3',
      amount: '100.00',
    });
    const c2: ChatIdentity = { role: 'C', chatId: `C${second.id}`, freelancerId: second.id };
    const a = await say(sideC(p), sideB(p), '请确认交付物已上传');
    await say(sideB(p), sideC(p), '好的，明天看');
    const b = await say(sideB(p), c2, '你的交付物有问题，请重新交付');

    const page = await found(p, '交付物');
    expect(page.rows.map((h) => h.id)).toEqual([b.id, a.id]);
    expect(page.next).toBeNull();
    expect(page.limited).toBe(false);
    const [hb, ha] = page.rows as [ChatSearchHit, ChatSearchHit];
    expect(hb).toMatchObject({
      receiverUserId: c2.chatId,
      receiverWxRole: 'C',
      nickName: second.name,
      identify: 'user',
    });
    expect(ha).toMatchObject({
      receiverUserId: p.c,
      nickName: p.worker.name,
      identify: 'other',
      createTime: a.createTime,
    });
    expect(marked(hb)).toEqual(['交付物']);
    expect(ha.snippet).toBe('请确认交付物已上传');

    // Within one conversation only.
    const one = await found(p, '交付物', { receiverUserId: p.c });
    expect(one.rows.map((h) => h.id)).toEqual([a.id]);

    // The freelancer finds it from their side, under the enterprise's name.
    const mine = await search(p.fToken, { userId: p.c, wxRole: 'C', keyword: '交付物' }, 'freelancer');
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = mine.json().data as ChatSearchPage;
    expect(theirs.rows.map((h) => [h.id, h.identify])).toEqual([[a.id, 'user']]);
    expect(theirs.rows[0]?.nickName).toContain(p.user.name);
  });

  it('matches any case and never another enterprise’s conversation', async () => {
    const p = await chatPair(app);
    const other = await chatPair(app);
    const mine = await say(sideB(p), sideC(p), 'Invoice READY for you');
    await say(sideB(other), sideC(other), 'invoice ready too');
    await say(sideC(other), sideB(other), 'invoice ready');
    expect((await found(p, 'invoice ready')).rows.map((h) => h.id)).toEqual([mine.id]);
    expect((await found(p, 'invoice ready', { receiverUserId: other.c })).rows).toEqual([]);
    // Someone else's chat id is refused, as history refuses it.
    const peek = await search(p.tokens.access_token, { userId: other.b, wxRole: 'B', keyword: 'invoice' });
    expect(peek.statusCode).toBe(403);
    const staff = await createUser(app, { roles: ['admin'] });
    const none = await search((await tokensFor(app, staff.username)).access_token, {
      userId: p.b,
      wxRole: 'B',
      keyword: 'invoice',
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().msg).toBe('该账号未开通聊天');
  });

  it('keeps an enterprise user to the freelancers their data scope reaches', async () => {
    const { me, meId, ownWorker, theirWorker, narrow } = await scopedToOwnOrders(app);
    const reachable = await say(ownWorker, meId, '结算单请查收');
    await say(theirWorker, meId, '结算单请查收');
    await narrow();
    const tokens = await tokensFor(app, me.username);
    const res = await search(tokens.access_token, { userId: meId.chatId, wxRole: 'B', keyword: '结算单' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as ChatSearchPage).rows.map((h) => h.id)).toEqual([reachable.id]);
  });

  it('never finds recalled messages or image messages', async () => {
    const p = await chatPair(app);
    const gone = await say(sideB(p), sideC(p), '撤回的秘密消息');
    await app.chat.recall(sideB(p), { userId: p.b, id: Number(gone.id) });
    const kept = await say(sideB(p), sideC(p), '留下的秘密消息');
    expect((await found(p, '秘密消息')).rows.map((h) => h.id)).toEqual([kept.id]);
    expect((await found(p, '秘')).rows.map((h) => h.id)).toEqual([kept.id]);
    // An image's stored JSON is not text to search.
    await app.database.db.insert(chatMessage).values({
      pair: pairOf(p.b, p.c),
      sender: p.b,
      receiver: p.c,
      receiverRole: 'C',
      messageType: 2,
      body: JSON.stringify({ url: '/interface/files/chat/image/秘密.png', width: 10, height: 10 }),
      clientId: randomUUID(),
    });
    expect((await found(p, '秘密')).rows.map((h) => h.id)).toEqual([kept.id]);
    expect((await found(p, 'chat/image')).rows).toEqual([]);
  });

  it('takes LIKE wildcards and the escape character literally', async () => {
    const p = await chatPair(app);
    const percent = await say(sideB(p), sideC(p), '完成了 100% 的工作');
    await say(sideB(p), sideC(p), '完成了 1000 的工作');
    const underscore = await say(sideB(p), sideC(p), 'file_a.txt');
    await say(sideB(p), sideC(p), 'fileXa.txt');
    const backslash = await say(sideB(p), sideC(p), 'C:\\temp\\x');
    expect((await found(p, '100%')).rows.map((h) => h.id)).toEqual([percent.id]);
    expect((await found(p, '0%')).rows.map((h) => h.id)).toEqual([percent.id]);
    expect((await found(p, '%')).rows.map((h) => h.id)).toEqual([percent.id]);
    expect((await found(p, 'file_a')).rows.map((h) => h.id)).toEqual([underscore.id]);
    expect((await found(p, '_')).rows.map((h) => h.id)).toEqual([underscore.id]);
    expect((await found(p, '\\temp')).rows.map((h) => h.id)).toEqual([backslash.id]);
    expect(marked((await found(p, '100%')).rows[0] as ChatSearchHit)).toEqual(['100%']);
  });

  it('answers short keywords from the newest messages, pages on with the cursor, and refuses a blank one', async () => {
    const p = await chatPair(app);
    const sent: number[] = [];
    for (let i = 0; i < 25; i++) sent.push(Number((await say(sideC(p), sideB(p), `第${i}单已完成`)).id));
    const short = await found(p, '单', { pageSize: 10 });
    expect(short.limited).toBe(true);
    expect(short.rows.map((h) => h.id)).toEqual(sent.slice(-10).reverse());
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page: ChatSearchPage = await found(p, '单已完成', { pageSize: 10, ...(cursor ? { cursor } : {}) });
      expect(page.limited).toBe(false);
      seen.push(...page.rows.map((h) => h.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual([...sent].reverse());

    const blank = await as(app, p.tokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/searchOddMessageLog',
      headers: { 'accept-language': 'en' },
      payload: { userId: p.b, wxRole: 'B', keyword: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('keyword: is required');
  });
});

describe('chat history around a message', () => {
  const around = (p: Pair, body: Record<string, unknown>) =>
    as(app, p.tokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/exchangeOddMessageAround',
      payload: { userId: p.b, receiverUserId: p.c, wxRole: 'B', ...body },
    });
  const ids = (page: ChatAroundPage) => page.rows.map((r) => Number(r.id));

  it('answers the page around a message, then pages older and newer from its ends', async () => {
    const p = await chatPair(app);
    const sent: number[] = [];
    for (let i = 0; i < 30; i++) sent.push(Number((await say(sideB(p), sideC(p), `消息 ${i}`)).id));
    const anchor = sent[15] as number;
    const res = await around(p, { id: anchor, pageSize: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as ChatAroundPage;
    // Newest first: five newer, the message, four older.
    expect(ids(page)).toEqual(sent.slice(11, 21).reverse());
    expect(page).toMatchObject({ older: true, newer: true, receipts: { delivered: 0, read: 0 } });
    expect(JSON.parse(page.rows[5]?.content ?? '{}')).toMatchObject({ id: anchor, message: '消息 15' });

    const older = (await around(p, { id: sent[11], direction: 'before', pageSize: 10 })).json().data as ChatAroundPage;
    expect(ids(older)).toEqual(sent.slice(1, 11).reverse());
    expect(older).toMatchObject({ older: true, newer: true });
    const oldest = (await around(p, { id: sent[1], direction: 'before', pageSize: 10 })).json().data as ChatAroundPage;
    expect(ids(oldest)).toEqual([sent[0]]);
    expect(oldest.older).toBe(false);
    const newer = (await around(p, { id: sent[20], direction: 'after', pageSize: 10 })).json().data as ChatAroundPage;
    expect(ids(newer)).toEqual(sent.slice(21, 30).reverse());
    expect(newer).toMatchObject({ older: true, newer: false });
  });

  it('keeps an enterprise user’s history, page around a message and friend list to the freelancers their data scope reaches', async () => {
    const { me, meId, enterpriseId, ownWorker, theirWorker, narrow } = await scopedToOwnOrders(app);
    // Both wrote while the user's role still showed the whole enterprise; then it was narrowed.
    const own = await say(ownWorker, meId, '我的订单的消息');
    const theirs = await say(theirWorker, meId, '同事订单的消息');
    await narrow();
    const tokens = await tokensFor(app, me.username);
    const read = (path: string, receiverUserId: string, more: Record<string, unknown> = {}) =>
      as(app, tokens.access_token, {
        method: 'POST',
        url: `/interface/system/oddMessageLog/${path}`,
        payload: { userId: meId.chatId, receiverUserId, wxRole: 'B', ...more },
      });

    const ownPage = await read('exchangeOddMessageList', ownWorker.chatId, { pageNum: 1, pageSize: 20 });
    expect(ownPage.statusCode, ownPage.body).toBe(200);
    expect(ownPage.json().data).toMatchObject({ total: 1, rows: [{ id: own.id }] });
    const theirPage = await read('exchangeOddMessageList', theirWorker.chatId, { pageNum: 1, pageSize: 20 });
    expect(theirPage.statusCode, theirPage.body).toBe(200);
    expect(theirPage.json().data).toMatchObject({ total: 0, rows: [], receipts: { delivered: 0, read: 0 } });

    expect((await read('exchangeOddMessageAround', ownWorker.chatId, { id: own.id })).statusCode).toBe(200);
    const aroundTheirs = await read('exchangeOddMessageAround', theirWorker.chatId, { id: theirs.id });
    expect(aroundTheirs.statusCode).toBe(404);
    expect(aroundTheirs.json().msg).toBe('消息不存在');
    for (const direction of ['before', 'after'] as const)
      expect(
        (await read('exchangeOddMessageAround', theirWorker.chatId, { id: theirs.id, direction })).statusCode,
      ).toBe(404);

    // The friend list names the conversation in reach only; a colleague with the whole enterprise in scope reads both.
    const friends = await app.chat.friends({ ...meId, principal: await principalFor(app, me.username) });
    expect(friends.map((f) => f.receiverUserId)).toEqual([ownWorker.chatId]);
    const wide = await createUser(app, {
      userType: '02',
      enterpriseId,
      roles: ['enterprise'],
      socketId: `B${randomUUID().slice(0, 12)}`,
    });
    const wideId: ChatIdentity = { role: 'B', chatId: wide.socketId as string, userId: wide.id, enterpriseId };
    await say(theirWorker, wideId, '全企业可见的消息');
    const wideTokens = await tokensFor(app, wide.username);
    const wideRead = await as(app, wideTokens.access_token, {
      method: 'POST',
      url: '/interface/system/oddMessageLog/exchangeOddMessageList',
      payload: { userId: wideId.chatId, receiverUserId: theirWorker.chatId, wxRole: 'B', pageNum: 1, pageSize: 20 },
    });
    expect(wideRead.json().data).toMatchObject({ total: 1 });
  });

  it('lets a freelancer reach only the enterprise users whose data scope shows an order of theirs', async () => {
    const { meId, ownWorker, theirWorker, narrow } = await scopedToOwnOrders(app);
    const partners = async (w: ChatIdentity) => (await app.chat.friends(w)).map((f) => f.receiverUserId);
    expect(await partners(theirWorker)).toContain(meId.chatId);
    await narrow();
    expect(await partners(ownWorker)).toContain(meId.chatId);
    expect(await partners(theirWorker)).not.toContain(meId.chatId);
    await expect(say(theirWorker, meId, '你好，在吗')).rejects.toMatchObject({ status: 403, key: 'chatNotAllowed' });
    expect((await say(ownWorker, meId, '你好，在吗')).receiverUserId).toBe(meId.chatId);
  });

  it('refuses a message of another conversation and another’s chat id', async () => {
    const p = await chatPair(app);
    const other = await chatPair(app);
    const theirs = await say(sideB(other), sideC(other), '别人的消息');
    const foreign = await around(p, { id: theirs.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('消息不存在');
    const peek = await around(p, { id: theirs.id, userId: other.b, receiverUserId: other.c });
    expect(peek.statusCode).toBe(403);
  });

  describe('the freelancer side', () => {
    const aroundC = (p: Pair, body: Record<string, unknown>, token = p.fToken) =>
      as(app, token, {
        method: 'POST',
        url: '/interface/freelancer/oddMessageLog/exchangeOddMessageAround',
        payload: { userId: p.c, receiverUserId: p.b, wxRole: 'C', ...body },
      });

    it('opens a hit of its own search in its conversation, with the freelancer’s receipts only', async () => {
      const p = await chatPair(app);
      const sent: number[] = [];
      for (let i = 0; i < 12; i++) sent.push(Number((await say(sideB(p), sideC(p), `通知 ${i}`)).id));
      const mine = await say(sideC(p), sideB(p), '收到，报价单已上传');
      for (let i = 0; i < 12; i++) sent.push(Number((await say(sideB(p), sideC(p), `后续 ${i}`)).id));

      const res = await search(p.fToken, { userId: p.c, wxRole: 'C', keyword: '报价单' }, 'freelancer');
      expect(res.statusCode, res.body).toBe(200);
      const [hit] = (res.json().data as ChatSearchPage).rows;
      expect(hit).toMatchObject({ id: Number(mine.id), receiverUserId: p.b, identify: 'user' });

      const opened = await aroundC(p, { id: hit?.id, pageSize: 10 });
      expect(opened.statusCode, opened.body).toBe(200);
      const page = opened.json().data as ChatAroundPage;
      // Newest first: five newer, the hit, four older; a freelancer is never told what the enterprise read.
      expect(ids(page)).toEqual([...sent.slice(12, 17).reverse(), Number(mine.id), ...sent.slice(8, 12).reverse()]);
      expect(page).toMatchObject({ older: true, newer: true, receipts: { delivered: 0 } });
      expect(page.receipts).not.toHaveProperty('read');
      const newer = (await aroundC(p, { id: sent[16], direction: 'after', pageSize: 10 })).json()
        .data as ChatAroundPage;
      expect(ids(newer)).toEqual(sent.slice(17).reverse());
      expect(newer.newer).toBe(false);
    });

    it('keeps a freelancer to their own conversations and chat id', async () => {
      const p = await chatPair(app);
      const other = await chatPair(app);
      const theirs = await say(sideB(other), sideC(other), '别人的消息');
      const foreign = await aroundC(p, { id: theirs.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().msg).toBe('消息不存在');
      // Another freelancer's chat id, or the enterprise's role, is not theirs to ask as.
      expect((await aroundC(p, { id: theirs.id, userId: other.c, receiverUserId: other.b })).statusCode).toBe(403);
      expect((await aroundC(p, { id: theirs.id, wxRole: 'B' })).statusCode).toBe(403);
      // Signed out of the freelancer page, nothing.
      const anonymous = await app.inject({
        method: 'POST',
        url: '/interface/freelancer/oddMessageLog/exchangeOddMessageAround',
        payload: { userId: p.c, receiverUserId: p.b, wxRole: 'C', id: theirs.id },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

/**
 * An enterprise user whose role's data scope is only what they created (3), a colleague with the full enterprise
 * role, and a freelancer with an order on a task of each: the user's own freelancer and the colleague's.
 */
async function scopedToOwnOrders(app: FastifyInstance) {
  const code = await roleWith(app, []);
  await app.database.db.update(sysRole).set({ dataScope: '1' }).where(eq(sysRole.code, code));
  const me = await createUser(app, { userType: '02', roles: [code], socketId: `B${randomUUID().slice(0, 12)}` });
  const colleague = await createUser(app, { userType: '02', enterpriseId: me.enterpriseId, roles: ['enterprise'] });
  const enterpriseId = me.enterpriseId as number;
  const meId: ChatIdentity = { role: 'B', chatId: me.socketId as string, userId: me.id, enterpriseId };
  const workers: ChatIdentity[] = [];
  for (const createdBy of [me.id, colleague.id]) {
    const w = await createFreelancer(app);
    const task = await createTask(app, enterpriseId, { createdBy });
    await app.database.db.insert(taskOrder).values({
      orderNo: unique('O'),
      taskId: task.id,
      enterpriseId,
      freelancerId: w.id,
      mode: 'A',
      status: '3',
      amount: '100.00',
    });
    workers.push({ role: 'C', chatId: `C${w.id}`, freelancerId: w.id });
  }
  const [ownWorker, theirWorker] = workers as [ChatIdentity, ChatIdentity];
  /** An administrator narrows the role to what the user created (as the role page does: grants change). */
  const narrow = async () => {
    await app.database.db.update(sysRole).set({ dataScope: '3' }).where(eq(sysRole.code, code));
    await bumpGrantsVersion(app.database.db);
  };
  return { me, meId, enterpriseId, ownWorker, theirWorker, narrow };
}
