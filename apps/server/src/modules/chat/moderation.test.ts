import { randomUUID } from 'node:crypto';
import type { ChatFlagRow, ModerationTagRow, ModerationWordRow } from '@console/domain/schemas/moderation';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { announceChange } from '../../db/changes.js';
import { moderationTag, operLog } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, roleWith, tokensFor } from '../../testing/factories.js';
import { multipart } from '../../testing/samples.js';
import { chatPair } from './factories.js';

/** Staff's sensitive-word list and the review of flagged messages (issue 22), through the HTTP API. */
describe('moderation admin', () => {
  let app: FastifyInstance;
  let admin: string;
  let adminName: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    adminName = (await createUser(app, { roles: ['admin'] })).username;
    admin = (await tokensFor(app, adminName)).access_token;
  });
  // The tests share a PostgreSQL database with other files: the tags they made go (their words with them).
  const made: string[] = [];
  afterEach(async () => {
    const names = made.splice(0);
    if (names.length === 0) return;
    await app.database.db.delete(moderationTag).where(inArray(moderationTag.name, names));
    await announceChange(app.database.db, { kind: 'moderation' });
  });
  afterAll(() => app.close());

  const tag = () => {
    const name = `t${randomUUID().slice(0, 8)}`;
    made.push(name);
    return name;
  };
  const word = () => `敏感${randomUUID().slice(0, 6)}`;
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang = 'zh',
  ) =>
    as(app, token, {
      method,
      url: `/interface/system/moderation/${url}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { 'accept-language': lang },
    });
  const words = async (t: string) =>
    (await call(admin, 'GET', `words?tag=${t}&pageSize=100`)).json().data.rows as ModerationWordRow[];
  const send = async (p: Awaited<ReturnType<typeof chatPair>>, message: string) => {
    const me = { role: 'B' as const, chatId: p.b, userId: p.user.id, enterpriseId: p.user.enterpriseId as number };
    return app.chat.send(me, {
      message_type: 1,
      message,
      userId: p.b,
      receiverUserId: p.c,
      receiverWxRole: 'C',
      clientId: randomUUID(),
      createTime: Date.now(),
    });
  };

  it('adds, lists, edits and deletes words by tag, sets actions, each write logged, and chat follows at once', async () => {
    const [t1, t2, w] = [tag(), tag(), word()];
    const added = await call(admin, 'POST', 'words', { word: ` ${w.toUpperCase()}X `, tag: t1 });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id as number;
    expect(await words(t1)).toMatchObject([{ id, word: `${w}x`, tag: t1 }]);
    // a new tag blocks
    const p = await chatPair(app);
    await expect(send(p, `说${w}X`)).rejects.toMatchObject({ key: 'chatBlockedWord', params: { tag: t1 } });
    // the same word again, in any case, is refused and changes nothing
    const again = await call(admin, 'POST', 'words', { word: `${w}x`, tag: t2 }, 'en');
    expect(again.json()).toMatchObject({ code: 400, msg: `The word "${w}x" is already listed` });
    expect(await words(t2)).toEqual([]);

    expect((await call(admin, 'PUT', 'tags', { name: t1, action: 'mask' })).statusCode).toBe(200);
    expect((await send(p, `说${w}x`)).message).toBe(`说${'*'.repeat(w.length + 1)}`);
    expect((await call(admin, 'PUT', `words/${id}`, { word: w, tag: t2 })).statusCode).toBe(200);
    expect(await words(t2)).toMatchObject([{ id, word: w, tag: t2 }]);
    const tags = (await call(admin, 'GET', 'tags')).json().data as ModerationTagRow[];
    expect(tags.slice(0, 5).map((t) => [t.name, t.action, t.builtin])).toEqual([
      ['contact:mobile', 'mask', true],
      ['contact:wechat', 'none', true],
      ['contact:qq', 'none', true],
      ['contact:email', 'none', true],
      ['contact:link', 'none', true],
    ]);
    expect(tags.find((t) => t.name === t1)).toMatchObject({ action: 'mask', words: 0 });
    expect(tags.find((t) => t.name === t2)).toMatchObject({ action: 'block', words: 1 });
    expect((await call(admin, 'DELETE', `words/${id}`)).statusCode).toBe(200);
    expect((await send(p, w)).message).toBe(w);
    expect((await call(admin, 'DELETE', `tags/${t1}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', 'tags')).json().data.some((t: ModerationTagRow) => t.name === t1)).toBe(false);

    const logged = await app.database.db
      .select({ method: operLog.method, route: operLog.route })
      .from(operLog)
      // the admin's own: on a shared PostgreSQL database other test files call every route with made-up ids
      .where(and(eq(operLog.entity, 'moderation'), eq(operLog.entityId, String(id)), eq(operLog.username, adminName)));
    expect(logged.map((l) => `${l.method} ${l.route}`).sort()).toEqual([
      'DELETE /interface/system/moderation/words/:id',
      'POST /interface/system/moderation/words',
      'PUT /interface/system/moderation/words/:id',
    ]);
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const t = tag();
    expect((await call(admin, 'POST', 'words', { word: '  ', tag: t })).statusCode).toBe(400);
    expect((await call(admin, 'POST', 'words', { word: 'x'.repeat(65), tag: t })).statusCode).toBe(400);
    expect((await call(admin, 'POST', 'words', { word: 'abc', tag: 'contact:qq' })).json()).toMatchObject({
      code: 400,
      msg: '内置的联系方式标签不能添加敏感词或删除',
    });
    expect((await call(admin, 'PUT', 'tags', { name: t, action: 'none' }, 'en')).json()).toMatchObject({
      code: 400,
      msg: 'Only the built-in contact tags can be set to allow',
    });
    expect((await call(admin, 'PUT', 'tags', { name: t, action: 'shout' })).statusCode).toBe(400);
    expect((await call(admin, 'DELETE', 'tags/contact:mobile')).statusCode).toBe(400);
    expect((await call(admin, 'DELETE', 'words/999999999')).json()).toMatchObject({ code: 404, msg: '敏感词不存在' });
    expect((await call(admin, 'GET', 'tags')).json().data.some((r: ModerationTagRow) => r.name === t)).toBe(false);
  });

  it('imports a text file all or nothing: a word a line with an optional tag, repeats and known words skipped', async () => {
    const [t1, t2, a, b, c] = [tag(), tag(), word(), word(), word()];
    await call(admin, 'POST', 'words', { word: c, tag: t1 });
    const upload = async (text: string, name = 'words.txt', lang = 'zh') => {
      const body = await multipart({ name, bytes: Buffer.from(text) });
      return as(app, admin, {
        method: 'POST',
        url: `/interface/system/moderation/words/import?tag=${t1}`,
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': lang },
      });
    };
    const res = await upload(`\uFEFF# 注释\n${a}\r\n\n${b},${t2}\n${b.toUpperCase()}\t${t2}\n${c}\n`);
    expect(res.json(), res.body).toMatchObject({ code: 200, data: { added: 2, skipped: 2 } });
    expect((await words(t1)).map((w) => w.word).sort()).toEqual([a, c].sort());
    expect((await words(t2)).map((w) => w.word)).toEqual([b]);

    const d = word();
    const bad = await upload(`${d}\n${'x'.repeat(65)}\n`, 'words.txt', 'en');
    expect(bad.json()).toMatchObject({ code: 400, msg: expect.stringContaining('Line 2 is wrong') });
    expect((await words(t1)).some((w) => w.word === d)).toBe(false);
    expect((await upload('\n# nothing\n')).json()).toMatchObject({ code: 400, msg: '文件中没有敏感词' });
    expect((await upload(a, 'words.csv')).statusCode).toBe(400);
    const latin1 = await multipart({ name: 'w.txt', bytes: Buffer.from([0xff, 0xfe, 0x41, 0xe9, 0x0a]) });
    const notText = await as(app, admin, {
      method: 'POST',
      url: `/interface/system/moderation/words/import?tag=${t1}`,
      payload: latin1.payload,
      headers: latin1.headers,
    });
    expect(notText.json()).toMatchObject({ code: 400, msg: '请上传 UTF-8 编码的文本文件（.txt）' });
  });

  it('lists flagged messages with their conversation around them, and marks them reviewed', async () => {
    const [t, w] = [tag(), word()];
    await call(admin, 'PUT', 'tags', { name: t, action: 'flag' });
    await call(admin, 'POST', 'words', { word: w, tag: t });
    const p = await chatPair(app);
    const before = await send(p, '你好');
    const flagged = await send(p, `聊聊${w}`);
    expect(flagged.message).toBe(`聊聊${w}`);
    const after = await send(p, '再见');
    const open = (await call(admin, 'GET', 'flags?reviewed=0&pageSize=100')).json().data.rows as ChatFlagRow[];
    const row = open.find((f) => f.messageId === flagged.id);
    expect(row).toMatchObject({ tags: [t], matches: [w], reviewedAt: null, reviewedByName: null });
    expect(row?.context.map((m) => [m.id, m.message, m.flagged, m.senderName])).toEqual([
      [before.id, '你好', false, p.user.name],
      [flagged.id, `聊聊${w}`, true, p.user.name],
      [after.id, '再见', false, p.user.name],
    ]);
    const reviewed = await call(admin, 'PUT', `flags/${row?.id}/review`);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(
      ((await call(admin, 'GET', 'flags?reviewed=0&pageSize=100')).json().data.rows as ChatFlagRow[]).some(
        (f) => f.id === row?.id,
      ),
    ).toBe(false);
    const done = (await call(admin, 'GET', 'flags?reviewed=1&pageSize=100')).json().data.rows as ChatFlagRow[];
    expect(done.find((f) => f.id === row?.id)?.reviewedAt).not.toBeNull();
    expect((await call(admin, 'PUT', 'flags/999999999/review')).statusCode).toBe(404);
  });

  it('holds each call to its permission, and to staff', async () => {
    const t = tag();
    const reader = (
      await tokensFor(
        app,
        (
          await createUser(app, { roles: [await roleWith(app, ['system:moderation:list'])] })
        ).username,
      )
    ).access_token;
    expect((await call(reader, 'GET', 'tags')).statusCode).toBe(200);
    expect((await call(reader, 'GET', 'flags')).statusCode).toBe(200);
    expect((await call(reader, 'POST', 'words', { word: word(), tag: t })).statusCode).toBe(403);
    expect((await call(reader, 'PUT', 'tags', { name: t, action: 'flag' })).statusCode).toBe(403);
    expect((await call(reader, 'PUT', 'flags/1/review')).statusCode).toBe(403);
    const nobody = (await tokensFor(app, (await createUser(app, { roles: [await roleWith(app, [])] })).username))
      .access_token;
    expect((await call(nobody, 'GET', 'tags')).statusCode).toBe(403);
    const codes = ['system:moderation:list', 'system:moderation:edit', 'system:moderation:review'];
    const ent = await createUser(app, { userType: '02', roles: ['enterprise', await roleWith(app, codes)] });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    expect((await call(entToken, 'GET', 'tags')).statusCode).toBe(403);
    expect((await call(entToken, 'POST', 'words', { word: word(), tag: t })).statusCode).toBe(403);
    expect((await call(admin, 'GET', 'tags')).json().data.some((r: ModerationTagRow) => r.name === t)).toBe(false);
  });
});
