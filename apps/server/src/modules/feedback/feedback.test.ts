import { maskName } from '@console/domain/masking';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprise, feedback, sysUser } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { exportSheet } from '../../testing/exports.js';
import { as, createUser, tokensFor, unique } from '../../testing/factories.js';
import { submitFeedback } from './factories.js';

interface Signed {
  id: number;
  token: string;
  enterpriseId: number | null;
}

describe('feedback', () => {
  let app: FastifyInstance;
  let admin: Signed;
  let agent: Signed;
  let alice: Signed;
  let colleague: Signed;
  let bob: Signed;

  const signIn = async (spec: Parameters<typeof createUser>[1]): Promise<Signed> => {
    const u = await createUser(app, spec);
    return { id: u.id, token: (await tokensFor(app, u.username)).access_token, enterpriseId: u.enterpriseId };
  };

  beforeAll(async () => {
    app = await testApp();
    admin = await signIn({ userType: '01', roles: ['admin'] });
    agent = await signIn({ userType: '01', roles: ['agent'] });
    alice = await signIn({ userType: '02' });
    colleague = await signIn({ userType: '02', enterpriseId: alice.enterpriseId });
    bob = await signIn({ userType: '02' });
  });
  afterAll(() => app.close());

  const history = (who: Signed, query: Record<string, string> = {}) =>
    as(app, who.token, {
      method: 'GET',
      url: '/interface/enterprise/feedBack/feedBackSolveList',
      query: { pageNum: '1', pageSize: '20', account: String(who.id), sourceType: '1', ...query },
    });
  const staffList = (who: Signed, query: Record<string, string> = {}) =>
    as(app, who.token, { method: 'GET', url: '/interface/client/feedback/list', query });
  const reply = (who: Signed, id: number, payload: Record<string, string>) =>
    as(app, who.token, { method: 'POST', url: `/interface/client/feedback/${id}/reply`, payload });
  const unread = async (who: Signed) =>
    (await as(app, who.token, { method: 'GET', url: '/interface/client/feedback/unread' })).json().data.unread;
  const idOf = async (desc: string) =>
    (await app.database.db.select().from(feedback).where(eq(feedback.feedDesc, desc)))[0]?.id ?? 0;

  describe('POST /system/oddFeedbackInfo/addOddFeedbackInfo', () => {
    it('saves the form as sent (trimmed, urls comma-joined, sourceType 1) and answers data.code 200', async () => {
      const desc = unique('页面打不开');
      const res = await submitFeedback(app, alice.token, {
        feedType: '2',
        feedDesc: `  ${desc}  `,
        urls: '/interface/files/feedback/a.png, https://cdn.example.com/b.jpg',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: { code: 200, message: expect.any(String) } });
      const [row] = await app.database.db.select().from(feedback).where(eq(feedback.feedDesc, desc));
      expect(row).toMatchObject({
        userId: alice.id,
        enterpriseId: alice.enterpriseId,
        feedType: '2',
        sourceType: '1',
        status: '0',
        hasRead: '1',
        urls: '/interface/files/feedback/a.png,https://cdn.example.com/b.jpg',
        resultOut: null,
      });
    });

    it('answers in the language of the request', async () => {
      const res = await as(app, alice.token, {
        method: 'POST',
        url: '/interface/system/oddFeedbackInfo/addOddFeedbackInfo',
        headers: { 'accept-language': 'en' },
        payload: { feedType: '1', feedDesc: 'x' },
      });
      expect(res.json().data.message).toMatch(/thank you/i);
    });

    it('refuses a missing or unknown feedType, an empty or over-400 description, over 9 or unsafe images', async () => {
      const cases: [Record<string, string | undefined>, string][] = [
        [{ feedType: undefined }, 'feedType'],
        [{ feedType: '4' }, 'feedType'],
        [{ feedDesc: '   ' }, 'feedDesc'],
        [{ feedDesc: 'x'.repeat(401) }, 'feedDesc'],
        [{ urls: Array.from({ length: 10 }, (_, i) => `/interface/files/${i}.png`).join(',') }, 'urls'],
        [{ urls: 'javascript:alert(1)' }, 'urls.0'],
        [{ sourceType: '2' }, 'sourceType'],
      ];
      for (const [body, field] of cases) {
        const res = await submitFeedback(app, alice.token, body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().data.field).toBe(field);
      }
      expect((await submitFeedback(app, alice.token, { feedDesc: 'x'.repeat(400) })).statusCode).toBe(200);
    });

    it('is open to every signed-in user (staff too) and to no one else', async () => {
      expect((await submitFeedback(app, agent.token)).statusCode).toBe(200);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/interface/system/oddFeedbackInfo/addOddFeedbackInfo',
        payload: { feedType: '0', feedDesc: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /enterprise/feedBack/feedBackSolveList', () => {
    it("answers only the caller's own history, newest first, 20 a page with the total", async () => {
      const me = await signIn({ userType: '02' });
      for (let i = 0; i < 22; i++) await submitFeedback(app, me.token, { feedDesc: `第${i}条` });
      await submitFeedback(app, colleague.token);
      const first = await history(me);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.total).toBe(22);
      expect(first.json().data.rows).toHaveLength(20);
      expect(first.json().data.rows[0]).toMatchObject({
        feedDesc: '第21条',
        feedType: '0',
        status: '0',
        hasRead: '1',
        urls: '',
        resultOut: null,
        addTime: expect.any(String),
      });
      const second = await history(me, { pageNum: '2' });
      expect(second.json().data.rows.map((r: { feedDesc: string }) => r.feedDesc)).toEqual(['第1条', '第0条']);
      // Without a pageSize the spec's 20 applies.
      const byDefault = await as(app, me.token, {
        method: 'GET',
        url: '/interface/enterprise/feedBack/feedBackSolveList',
        query: { account: String(me.id) },
      });
      expect(byDefault.json().data.rows).toHaveLength(20);
    });

    it("refuses anyone else's account (403), even a colleague's; account is required", async () => {
      expect((await history(alice, { account: String(colleague.id) })).statusCode).toBe(403);
      expect((await history(alice, { account: String(bob.id) })).statusCode).toBe(403);
      expect((await history(admin, { account: String(alice.id) })).statusCode).toBe(403);
      const missing = await as(app, alice.token, {
        method: 'GET',
        url: '/interface/enterprise/feedBack/feedBackSolveList',
      });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('staff list, reply and the unread flag', () => {
    it('a reply lights the author’s unread flag; the history shows the dot once and clears it', async () => {
      const desc = unique('导出很慢');
      await submitFeedback(app, alice.token, { feedDesc: desc, feedType: '0' });
      const id = await idOf(desc);
      expect(await unread(alice)).toBe(false);

      const res = await reply(agent, id, { status: '1', resultOut: '  已优化，请重试  ' });
      expect(res.statusCode).toBe(200);
      expect(await unread(alice)).toBe(true);
      expect(await unread(colleague)).toBe(false);

      const opened = await history(alice);
      const item = opened.json().data.rows.find((r: { id: number }) => r.id === id);
      expect(item).toMatchObject({
        status: '1',
        hasRead: '0',
        resultOut: '已优化，请重试',
        replyTime: expect.any(String),
      });
      expect(await unread(alice)).toBe(false);
      const again = (await history(alice)).json().data.rows.find((r: { id: number }) => r.id === id);
      expect(again.hasRead).toBe('1');
    });

    it('loading the history clears the flag even when the unread reply is on a later page', async () => {
      const me = await signIn({ userType: '02' });
      const old = unique('旧反馈');
      await submitFeedback(app, me.token, { feedDesc: old });
      for (let i = 0; i < 3; i++) await submitFeedback(app, me.token);
      await reply(agent, await idOf(old), { status: '3', resultOut: '已收到' });
      expect(await unread(me)).toBe(true);
      const first = await history(me, { pageSize: '2' });
      expect(first.json().data.rows.every((r: { hasRead: string }) => r.hasRead === '1')).toBe(true);
      expect(await unread(me)).toBe(false);
    });

    it('staff see all feedback with its author and enterprise, filtered by status, type, keyword and dates', async () => {
      const word = unique('筛选');
      await submitFeedback(app, alice.token, { feedDesc: `${word} 一`, feedType: '1' });
      await submitFeedback(app, bob.token, { feedDesc: `${word} 二`, feedType: '3' });
      const all = await staffList(agent, { keyword: word });
      expect(all.statusCode).toBe(200);
      expect(all.json().data.total).toBe(2);
      expect(all.json().data.rows[0]).toMatchObject({
        feedDesc: `${word} 二`,
        userId: bob.id,
        enterpriseId: bob.enterpriseId,
        enterpriseName: expect.any(String),
        username: expect.any(String),
      });
      expect((await staffList(agent, { keyword: word, feedType: '1' })).json().data.rows[0].userId).toBe(alice.id);
      const bobId = await idOf(`${word} 二`);
      await reply(admin, bobId, { status: '4', resultOut: '无法复现' });
      const solved = await staffList(agent, { keyword: word, status: '4' });
      expect(solved.json().data.rows).toMatchObject([
        { id: bobId, resultOut: '无法复现', repliedByName: expect.any(String) },
      ]);
      expect((await staffList(agent, { keyword: word, status: '0' })).json().data.total).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      const range = (beginTime: string, endTime: string) => staffList(agent, { keyword: word, beginTime, endTime });
      expect((await range('2000-01-01', '2000-01-02')).json().data.total).toBe(0);
      expect((await range('2000-01-01', '2999-01-01')).json().data.total).toBe(2);
      expect((await staffList(agent, { keyword: word, endTime: today })).statusCode).toBe(200);
      const ofAlice = await staffList(agent, { keyword: word, enterpriseId: String(alice.enterpriseId) });
      expect(ofAlice.json().data.total).toBe(1);
    });

    it('enterprise users see only their own feedback in the list, never a colleague’s or another enterprise’s', async () => {
      const word = unique('隔离');
      await submitFeedback(app, alice.token, { feedDesc: `${word} a` });
      await submitFeedback(app, colleague.token, { feedDesc: `${word} c` });
      await submitFeedback(app, bob.token, { feedDesc: `${word} b` });
      const mine = await staffList(alice, { keyword: word });
      expect(mine.json().data.rows.map((r: { feedDesc: string }) => r.feedDesc)).toEqual([`${word} a`]);
      // Asking for another enterprise changes nothing: an enterprise user's scope is their own.
      const asked = await staffList(alice, { keyword: word, enterpriseId: String(bob.enterpriseId) });
      expect(asked.json().data.rows.map((r: { userId: number }) => r.userId)).toEqual([alice.id]);
    });

    it('reply needs client:feedback:reply and staff (403), a status 1-4 and a reply of at most 1000 (400)', async () => {
      const desc = unique('权限');
      await submitFeedback(app, bob.token, { feedDesc: desc });
      const id = await idOf(desc);
      expect((await reply(alice, id, { status: '1', resultOut: 'x' })).statusCode).toBe(403);
      expect((await reply(bob, id, { status: '1', resultOut: 'x' })).statusCode).toBe(403);
      expect((await reply(agent, id, { status: '0', resultOut: 'x' })).json().data.field).toBe('status');
      expect((await reply(agent, id, { status: '5', resultOut: 'x' })).statusCode).toBe(400);
      expect((await reply(agent, id, { status: '1', resultOut: '  ' })).json().data.field).toBe('resultOut');
      expect((await reply(agent, id, { status: '1', resultOut: 'x'.repeat(1001) })).statusCode).toBe(400);
      expect((await reply(agent, id, { status: '2', resultOut: 'x'.repeat(1000) })).statusCode).toBe(200);
      expect((await reply(agent, 2_000_000_000, { status: '1', resultOut: 'x' })).statusCode).toBe(404);
      expect(await unread(bob)).toBe(true);
    });

    it('the list needs client:feedback:list; unread needs a signed-in user', async () => {
      expect((await app.inject({ method: 'GET', url: '/interface/client/feedback/list' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/interface/client/feedback/unread' })).statusCode).toBe(401);
      const nobody = await signIn({ userType: '02', roles: [] });
      expect((await staffList(nobody)).statusCode).toBe(403);
      expect(await unread(nobody)).toBe(false);
    });
  });
  describe('export', () => {
    it("exports the list's rows: staff every feedback, masked, with the reply; an enterprise user only their own", async () => {
      const word = unique('导出');
      await submitFeedback(app, alice.token, {
        feedDesc: `${word} a`,
        feedType: '2',
        urls: '/interface/files/feedback/a.png,/interface/files/feedback/b.png',
      });
      await submitFeedback(app, colleague.token, { feedDesc: `${word} c` });
      await submitFeedback(app, bob.token, { feedDesc: `${word} b` });
      await reply(admin, await idOf(`${word} a`), { status: '1', resultOut: '已修复' });
      const author = await app.database.db.query.sysUser.findFirst({ where: eq(sysUser.id, alice.id) });
      const company = await app.database.db.query.enterprise.findFirst({
        where: eq(enterprise.id, alice.enterpriseId as number),
      });

      const forStaff = await exportSheet(app, agent.token, { kind: 'feedback', keyword: word });
      expect(forStaff.sheetName).toBe('问题反馈');
      expect(forStaff.rows.map((r) => r.反馈内容)).toEqual([`${word} a`, `${word} c`, `${word} b`]);
      expect(forStaff.rows[0]).toMatchObject({
        账号: author?.username,
        姓名: maskName(author?.name),
        企业名称: company?.name,
        反馈类型: '投诉',
        图片数: 2,
        处理状态: '已解决',
        回复内容: '已修复',
        回复人: expect.any(String),
      });
      expect(String(forStaff.rows[0]?.回复时间)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(forStaff.rows[0]?.姓名).not.toBe(author?.name);
      // Unanswered: no reply, no replier, no reply time.
      expect(forStaff.rows[1]).toMatchObject({ 处理状态: '待处理', 回复内容: '', 回复人: '', 回复时间: '' });

      const filtered = await exportSheet(app, agent.token, { kind: 'feedback', keyword: word, status: '0' }, 'en');
      expect(filtered.headers).toContain('Description');
      expect(filtered.rows.map((r) => r.Description)).toEqual([`${word} c`, `${word} b`]);

      const forAlice = await exportSheet(app, alice.token, { kind: 'feedback', keyword: word });
      expect(forAlice.rows.map((r) => r.反馈内容)).toEqual([`${word} a`]);
      const asked = await exportSheet(app, alice.token, {
        kind: 'feedback',
        keyword: word,
        enterpriseId: bob.enterpriseId,
      });
      expect(asked.rows.map((r) => r.反馈内容)).toEqual([`${word} a`]);
    });

    it('needs client:feedback:list to export (403)', async () => {
      const nobody = await signIn({ userType: '02', roles: [] });
      const res = await as(app, nobody.token, {
        method: 'POST',
        url: '/interface/client/export',
        payload: { kind: 'feedback' },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
