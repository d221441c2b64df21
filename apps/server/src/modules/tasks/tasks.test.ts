import type { TaskStatus } from '@console/domain/enums';
import { fieldLabel } from '@console/domain/field-labels';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { task, taskEvent } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createEnterprise,
  createFreelancer,
  createUser,
  freelancerToken,
  roleWith,
  tokensFor,
  unique,
} from '../../testing/factories.js';
import { exporterFor } from '../exports/registry.js';
import { createOrder } from '../orders/factories.js';
import { createTask, taskBody } from './factories.js';

type Ent = Awaited<ReturnType<typeof createEnterprise>>;

describe('tasks', () => {
  let app: FastifyInstance;
  let entA: Ent;
  let entB: Ent;
  /** enterprise users of A and B, platform admin (every permission), agent (staff, list rights only) */
  let tok: { a: string; b: string; admin: string; agent: string };

  const call = (token: string, options: InjectOptions) => as(app, token, options);
  const get = (token: string, url: string, query?: Record<string, string>) =>
    call(token, { method: 'GET', url: `/interface${url}`, query });
  const post = (token: string, url: string, payload?: object, headers?: Record<string, string>) =>
    call(token, { method: 'POST', url: `/interface${url}`, payload, headers });
  const put = (token: string, url: string, payload: object) =>
    call(token, { method: 'PUT', url: `/interface${url}`, payload });
  const del = (token: string, url: string) => call(token, { method: 'DELETE', url: `/interface${url}` });
  const statusOf = async (id: number) =>
    (await app.database.db.query.task.findFirst({ where: eq(task.id, id) }))?.status ?? null;
  /** The task's history rows straight from the table, oldest first. */
  const eventsOf = (id: number) =>
    app.database.db.select().from(taskEvent).where(eq(taskEvent.taskId, id)).orderBy(taskEvent.id);

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    entA = await createEnterprise(app, unique('杭州甲科技有限公司'));
    entB = await createEnterprise(app, unique('宁波乙贸易有限公司'));
    const a = await createUser(app, { userType: '02', enterpriseId: entA.id });
    const b = await createUser(app, { userType: '02', enterpriseId: entB.id });
    const admin = await createUser(app, { userType: '01', roles: ['admin'] });
    const agent = await createUser(app, { userType: '01', roles: ['agent'] });
    tok = {
      a: (await tokensFor(app, a.username)).access_token,
      b: (await tokensFor(app, b.username)).access_token,
      admin: (await tokensFor(app, admin.username)).access_token,
      agent: (await tokensFor(app, agent.username)).access_token,
    };
  });
  afterAll(() => app.close());

  describe('create', () => {
    it('makes a draft of the enterprise with a task number T + yyyyMMdd + 6 digits', async () => {
      const body = taskBody({ attachments: [{ fileName: '说明.pdf', url: '/interface/files/x/说明.pdf' }] });
      const res = await post(tok.a, '/client/task', body);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({
        status: '0',
        enterpriseId: entA.id,
        enterpriseName: entA.name,
        title: body.title,
        price: '300.50',
        headcount: 3,
        startDate: '2026-03-01',
        attachments: body.attachments,
        orderCount: 0,
        reviews: [],
      });
      const now = new Date();
      const ymd = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
      expect(d.taskNo).toMatch(new RegExp(`^T${ymd}\\d{6}$`));
      expect(d.createdByName).toEqual(expect.any(String));
    });

    it('gives every task its own number', async () => {
      const nos = await Promise.all(
        Array.from({ length: 5 }, async () => (await post(tok.a, '/client/task', taskBody())).json().data.taskNo),
      );
      expect(new Set(nos).size).toBe(5);
    });

    it('takes a form-encoded body with the attachments as a JSON string', async () => {
      const body = taskBody();
      const form = new URLSearchParams({
        ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
        attachments: JSON.stringify([{ fileName: 'a.png', url: '/interface/files/a.png' }]),
      });
      const res = await call(tok.a, {
        method: 'POST',
        url: '/interface/client/task',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.attachments).toEqual([{ fileName: 'a.png', url: '/interface/files/a.png' }]);
    });

    it('is refused to staff (403): tasks belong to an enterprise', async () => {
      expect((await post(tok.admin, '/client/task', taskBody())).statusCode).toBe(403);
      expect((await post(tok.agent, '/client/task', taskBody())).statusCode).toBe(403);
    });
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: 'x' }],
      ['title', { title: 'x'.repeat(101) }],
      ['industry', { industry: 'Z' }],
      ['workMode', { workMode: '2' }],
      ['pricingUnit', { pricingUnit: '06' }],
      ['price', { price: 0 }],
      ['price', { price: -5 }],
      ['price', { price: 1.005 }],
      ['price', { price: 'abc' }],
      ['headcount', { headcount: 0 }],
      ['headcount', { headcount: 1.5 }],
      ['headcount', { headcount: 10_001 }],
      ['place', { place: 'x'.repeat(201) }],
      ['startDate', { startDate: '2026-02-30' }],
      ['endDate', { endDate: 'tomorrow' }],
      ['description', { description: 'x'.repeat(5001) }],
      ['attachments', { attachments: Array.from({ length: 11 }, (_, i) => ({ fileName: `${i}.png`, url: '/f' })) }],
      ['attachments.0.url', { attachments: [{ fileName: 'a', url: 'javascript:alert(1)' }] }],
    ];
    for (const [field, patch] of cases) {
      it(`answers 400 naming ${field} for ${JSON.stringify(patch).slice(0, 60)}`, async () => {
        const res = await post(tok.a, '/client/task', { ...taskBody(), ...patch });
        expect(res.statusCode).toBe(400);
        expect(res.json().data.field).toBe(field);
        // named as a person reads it, with a reason written for people (never the validator's own words)
        expect(res.json().msg).toMatch(new RegExp(`^${fieldLabel(field, 'zh')}：`));
        expect(res.json().msg).not.toMatch(/expected|received|Invalid|期望/);
      });
    }

    it('accepts the limits themselves', async () => {
      const res = await post(tok.a, '/client/task', {
        ...taskBody(),
        title: 'ab',
        price: '0.01',
        headcount: 10_000,
        place: 'x'.repeat(200),
        startDate: '2026-05-05',
        endDate: '2026-05-05',
        description: 'x'.repeat(5000),
        attachments: Array.from({ length: 10 }, (_, i) => ({ fileName: `${i}.png`, url: `/interface/files/${i}` })),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.price).toBe('0.01');
    });

    it('refuses an end date before the start date, in both languages', async () => {
      const body = { ...taskBody(), startDate: '2026-04-02', endDate: '2026-04-01' };
      const zh = await post(tok.a, '/client/task', body);
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toMatchObject({ msg: 'endDate：结束日期不能早于开始日期', data: { field: 'endDate' } });
      const en = await post(tok.a, '/client/task', body, { 'accept-language': 'en' });
      expect(en.json().msg).toBe('endDate: the end date cannot be before the start date');
    });

    it('answers validation messages in English when asked', async () => {
      const res = await post(tok.a, '/client/task', { ...taskBody(), title: 'x' }, { 'accept-language': 'en' });
      expect(res.json().msg).toMatch(/^title: /);
      expect(res.json().msg).not.toMatch(/[\u4e00-\u9fff]/);
    });

    it('checks an edit the same way', async () => {
      const t = await createTask(app, entA.id, { status: '0' });
      const res = await put(tok.a, `/client/task/${t.id}`, { ...taskBody(), headcount: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('headcount');
    });
  });

  /**
   * Every action from every state, by each side: allowed moves to the target state; a wrong actor or
   * permission is 403, a wrong state 409 (written out here, not derived from the workflow).
   */
  describe('transitions', () => {
    type Act = 'submit' | 'approve' | 'reject' | 'close' | 'reopen' | 'complete' | 'edit' | 'delete';
    const table: Record<Act, { from: TaskStatus[]; to: TaskStatus | null; enterprise: boolean; staff: boolean }> = {
      submit: { from: ['0', '5'], to: '1', enterprise: true, staff: false },
      approve: { from: ['1'], to: '2', enterprise: false, staff: true },
      reject: { from: ['1'], to: '5', enterprise: false, staff: true },
      close: { from: ['2'], to: '3', enterprise: true, staff: true },
      reopen: { from: ['3'], to: '2', enterprise: true, staff: false },
      complete: { from: ['2', '3'], to: '4', enterprise: true, staff: false },
      edit: { from: ['0', '5'], to: '0', enterprise: true, staff: false },
      delete: { from: ['0'], to: null, enterprise: true, staff: false },
    };
    const states: TaskStatus[] = ['0', '1', '2', '3', '4', '5'];
    const fire = (token: string, action: Act, id: number) => {
      if (action === 'edit') return put(token, `/client/task/${id}`, taskBody());
      if (action === 'delete') return del(token, `/client/task/${id}`);
      return post(token, `/client/task/${id}/${action}`, action === 'reject' ? { reason: '信息不完整' } : {});
    };

    for (const [action, e] of Object.entries(table) as [Act, (typeof table)[Act]][]) {
      for (const side of ['enterprise', 'staff'] as const) {
        it(`${action} by ${side}: from ${e.from.join(',')} when allowed, 403/409 otherwise; one history row or none`, async () => {
          const token = side === 'enterprise' ? tok.a : tok.admin;
          const user = await app.auth.authenticate(token);
          for (const state of states) {
            const t = await createTask(app, entA.id, { status: state });
            const res = await fire(token, action, t.id);
            const allowed = e[side] && e.from.includes(state);
            const expected = allowed ? 200 : e[side] ? 409 : 403;
            expect(res.statusCode, `${action} by ${side} from ${state}: ${res.body}`).toBe(expected);
            expect(await statusOf(t.id)).toBe(allowed ? e.to : state);
            if (allowed && e.to) expect(res.json().data.status).toBe(e.to);
            if (expected === 409) expect(res.json().msg).toBe('当前状态不允许此操作');
            // The factory writes no history: an allowed change adds exactly its row, a refused one nothing.
            const events = await eventsOf(t.id);
            if (allowed && e.to) {
              expect(events).toHaveLength(1);
              expect(events[0]).toMatchObject({
                action,
                fromStatus: state,
                toStatus: e.to,
                actorType: side,
                actorId: user.userId,
                reason: action === 'reject' ? '信息不完整' : null,
              });
              expect(events[0]?.createdAt).toBeInstanceOf(Date);
            } else {
              expect(events, `${action} by ${side} from ${state}`).toEqual([]);
            }
          }
        });
      }
    }

    it('refuses staff without the review or close permission (403) whatever the state', async () => {
      const pending = await createTask(app, entA.id, { status: '1' });
      expect((await post(tok.agent, `/client/task/${pending.id}/approve`)).statusCode).toBe(403);
      expect((await post(tok.agent, `/client/task/${pending.id}/reject`, { reason: 'x' })).statusCode).toBe(403);
      const recruiting = await createTask(app, entA.id, { status: '2' });
      expect((await post(tok.agent, `/client/task/${recruiting.id}/close`)).statusCode).toBe(403);
      expect(await statusOf(pending.id)).toBe('1');
      expect(await statusOf(recruiting.id)).toBe('2');
    });

    it('refuses an enterprise user whose role lacks the permission (403)', async () => {
      const limited = await createUser(app, { userType: '02', enterpriseId: entA.id, roles: ['agent'] });
      const token = (await tokensFor(app, limited.username)).access_token;
      const draft = await createTask(app, entA.id, { status: '0' });
      expect((await post(token, `/client/task/${draft.id}/submit`)).statusCode).toBe(403);
      expect((await put(token, `/client/task/${draft.id}`, taskBody())).statusCode).toBe(403);
      expect((await del(token, `/client/task/${draft.id}`)).statusCode).toBe(403);
      expect((await post(token, '/client/task', taskBody())).statusCode).toBe(403);
    });

    it('answers 404 for a task that does not exist', async () => {
      expect((await post(tok.admin, '/client/task/999999999/approve')).statusCode).toBe(404);
      expect((await get(tok.admin, '/client/task/999999999')).statusCode).toBe(404);
    });
  });

  describe('review', () => {
    it('submit, reject with a reason, edit, resubmit, approve: the history keeps each step', async () => {
      const created = (await post(tok.a, '/client/task', taskBody())).json().data;
      expect((await post(tok.a, `/client/task/${created.id}/submit`)).json().data.status).toBe('1');
      const rejected = await post(tok.admin, `/client/task/${created.id}/reject`, { reason: '  单价与描述不符  ' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data).toMatchObject({ status: '5', rejectReason: '单价与描述不符' });
      const row = await app.database.db.query.task.findFirst({ where: eq(task.id, created.id) });
      expect(row?.rejectReason).toBe('单价与描述不符');
      expect(row?.reviewedAt).toBeInstanceOf(Date);

      const edited = await put(tok.a, `/client/task/${created.id}`, taskBody({ title: '修改后的任务', price: 320 }));
      expect(edited.json().data).toMatchObject({ status: '0', title: '修改后的任务', price: '320.00' });
      await post(tok.a, `/client/task/${created.id}/submit`);
      const approved = (await post(tok.admin, `/client/task/${created.id}/approve`)).json().data;
      expect(approved).toMatchObject({ status: '2', rejectReason: null });

      const detail = (await get(tok.a, `/client/task/${created.id}`)).json().data;
      expect(detail.reviews.map((r: { state: string; reason: string | null }) => [r.state, r.reason])).toEqual([
        ['0', null],
        ['2', '单价与描述不符'],
        ['0', null],
        ['1', null],
      ]);
      expect(detail.reviews.every((r: { actorName: string | null }) => r.actorName)).toBe(true);
      const events = await app.database.db.select().from(taskEvent).where(eq(taskEvent.taskId, created.id));
      expect(events.map((e) => e.action)).toEqual(['create', 'submit', 'reject', 'edit', 'submit', 'approve']);
    });

    it('writes the creation as the first history row', async () => {
      const created = (await post(tok.a, '/client/task', taskBody())).json().data;
      const user = await app.auth.authenticate(tok.a);
      expect(await eventsOf(created.id)).toEqual([
        expect.objectContaining({
          action: 'create',
          fromStatus: null,
          toStatus: '0',
          actorType: 'enterprise',
          actorId: user.userId,
        }),
      ]);
    });

    it('requires a reason to reject, in both languages, and leaves the task pending', async () => {
      const t = await createTask(app, entA.id, { status: '1' });
      for (const payload of [{}, { reason: '   ' }, undefined]) {
        const res = await post(tok.admin, `/client/task/${t.id}/reject`, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ msg: 'reason：请输入驳回原因', data: { field: 'reason' } });
      }
      const en = await post(tok.admin, `/client/task/${t.id}/reject`, {}, { 'accept-language': 'en' });
      expect(en.json().msg).toBe('reason: please enter the reason for rejection');
      const long = await post(tok.admin, `/client/task/${t.id}/reject`, { reason: 'x'.repeat(501) });
      expect(long.statusCode).toBe(400);
      expect(await statusOf(t.id)).toBe('1');
      expect(await eventsOf(t.id)).toEqual([]);
    });

    it('deletes a draft with its history', async () => {
      const t = await createTask(app, entA.id, { status: '0' });
      expect((await del(tok.a, `/client/task/${t.id}`)).statusCode).toBe(200);
      expect((await get(tok.a, `/client/task/${t.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /client/task/:id/history', () => {
    type Entry = {
      action: string;
      fromStatus: string | null;
      toStatus: string;
      actorType: string;
      actorName: string | null;
      reason: string | null;
      createdAt: string;
    };
    const historyOf = async (token: string, id: number, query?: Record<string, string>) => {
      const res = await get(token, `/client/task/${id}/history`, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { rows: Entry[]; total: number };
    };

    /** A task walked through every change: created, rejected, edited, approved, closed, reopened, completed. */
    async function walkedTask() {
      const id = (await post(tok.a, '/client/task', taskBody())).json().data.id as number;
      const steps: [string, string, object?][] = [
        [tok.a, 'submit'],
        [tok.admin, 'reject', { reason: '请补充工作地点' }],
      ];
      for (const [token, action, body] of steps) await post(token, `/client/task/${id}/${action}`, body);
      await put(tok.a, `/client/task/${id}`, taskBody());
      for (const [token, action] of [
        [tok.a, 'submit'],
        [tok.admin, 'approve'],
        [tok.admin, 'close'],
        [tok.a, 'reopen'],
        [tok.a, 'complete'],
      ] as const) {
        expect((await post(token, `/client/task/${id}/${action}`)).statusCode, action).toBe(200);
      }
      return id;
    }

    it('answers every change in order with who, from and to status and the reason', async () => {
      const id = await walkedTask();
      const { rows, total } = await historyOf(tok.a, id);
      expect(total).toBe(9);
      expect(rows.map((r) => [r.action, r.fromStatus, r.toStatus, r.actorType])).toEqual([
        ['create', null, '0', 'enterprise'],
        ['submit', '0', '1', 'enterprise'],
        ['reject', '1', '5', 'staff'],
        ['edit', '5', '0', 'enterprise'],
        ['submit', '0', '1', 'enterprise'],
        ['approve', '1', '2', 'staff'],
        ['close', '2', '3', 'staff'],
        ['reopen', '3', '2', 'enterprise'],
        ['complete', '2', '4', 'enterprise'],
      ]);
      expect(rows.filter((r) => r.reason).map((r) => r.reason)).toEqual(['请补充工作地点']);
      expect(rows.every((r) => r.actorName)).toBe(true);
      const times = rows.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((x, y) => x - y));
      // The review history the detail keeps answering is the review part of the same rows.
      const detail = (await get(tok.a, `/client/task/${id}`)).json().data;
      expect(detail.reviews.map((r: { state: string }) => r.state)).toEqual(['0', '2', '0', '1']);
    });

    it('pages on the server', async () => {
      const id = await walkedTask();
      const first = await historyOf(tok.a, id, { pageSize: '4' });
      const third = await historyOf(tok.a, id, { pageSize: '4', pageNum: '3' });
      expect(first.total).toBe(9);
      expect(first.rows.map((r) => r.action)).toEqual(['create', 'submit', 'reject', 'edit']);
      expect(third.rows.map((r) => r.action)).toEqual(['complete']);
      expect((await get(tok.a, `/client/task/${id}/history`, { pageSize: '101' })).statusCode).toBe(400);
    });

    it('is read by staff with the list permission; another enterprise finds nothing (404)', async () => {
      const id = await walkedTask();
      expect((await historyOf(tok.agent, id)).total).toBe(9);
      expect((await historyOf(tok.admin, id)).total).toBe(9);
      const theirs = await get(tok.b, `/client/task/${id}/history`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('请补充工作地点');
      expect((await get(tok.a, '/client/task/999999999/history')).statusCode).toBe(404);
    });

    it('goes with a deleted draft', async () => {
      const id = (await post(tok.a, '/client/task', taskBody())).json().data.id as number;
      expect(await eventsOf(id)).toHaveLength(1);
      expect((await del(tok.a, `/client/task/${id}`)).statusCode).toBe(200);
      expect(await eventsOf(id)).toEqual([]);
      expect((await get(tok.a, `/client/task/${id}/history`)).statusCode).toBe(404);
    });
  });

  describe('complete', () => {
    it('is refused (409) while an order is not finished, allowed once all are finished or to review', async () => {
      const t = await createTask(app, entA.id, { status: '3' });
      await createOrder(app, t.enterpriseId, { taskId: t.id, status: '11' });
      await createOrder(app, t.enterpriseId, { taskId: t.id, status: '6' });
      await createOrder(app, t.enterpriseId, { taskId: t.id, status: '1' });
      const open = await createOrder(app, t.enterpriseId, { taskId: t.id, status: '4' });
      const refused = await post(tok.a, `/client/task/${t.id}/complete`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toBe('任务还有 1 个未完成的订单，不能完成任务');
      expect(await statusOf(t.id)).toBe('3');
      expect(await eventsOf(t.id)).toEqual([]);

      const detail = (await get(tok.a, `/client/task/${t.id}`)).json().data;
      expect(detail.orderCount).toBe(4);
      expect(detail.openOrderCount).toBe(1);
      expect(detail.orderCounts).toEqual([
        { status: '1', count: 1 },
        { status: '4', count: 1 },
        { status: '6', count: 1 },
        { status: '11', count: 1 },
      ]);

      const { taskOrder } = await import('../../db/schema/index.js');
      await app.database.db.update(taskOrder).set({ status: '9' }).where(eq(taskOrder.id, open.id));
      const done = await post(tok.a, `/client/task/${t.id}/complete`);
      expect(done.statusCode).toBe(200);
      expect(done.json().data.status).toBe('4');
      expect(done.json().data.completedAt).toEqual(expect.any(String));
    });

    it('counts every unfinished order status as open', async () => {
      for (const s of ['0', '2', '3', '5', '8', '10', '12', '15']) {
        const t = await createTask(app, entA.id, { status: '2' });
        await createOrder(app, t.enterpriseId, { taskId: t.id, status: s });
        expect((await post(tok.a, `/client/task/${t.id}/complete`)).statusCode, s).toBe(409);
      }
    });
  });

  describe('enterprise isolation', () => {
    it('B never reads or changes A’s tasks through any task endpoint (404, list without them)', async () => {
      const byState = await Promise.all(
        (['0', '1', '2', '3', '5'] as TaskStatus[]).map((s) => createTask(app, entA.id, { status: s })),
      );
      for (const t of byState) {
        expect((await get(tok.b, `/client/task/${t.id}`)).statusCode).toBe(404);
        expect((await put(tok.b, `/client/task/${t.id}`, taskBody())).statusCode).toBe(404);
        expect((await del(tok.b, `/client/task/${t.id}`)).statusCode).toBe(404);
        for (const action of ['submit', 'close', 'reopen', 'complete']) {
          expect((await post(tok.b, `/client/task/${t.id}/${action}`)).statusCode, action).toBe(404);
        }
        expect(await statusOf(t.id)).toBe(t.status);
      }
      const own = await createTask(app, entB.id, { status: '0' });
      const queries: Record<string, string>[] = [
        {},
        { enterpriseId: String(entA.id) },
        { keyword: byState[0]?.taskNo ?? '' },
      ];
      for (const query of queries) {
        const list = (await get(tok.b, '/client/task/list', { pageSize: '100', ...query })).json().data;
        expect(list.rows.every((r: { enterpriseId: number }) => r.enterpriseId === entB.id)).toBe(true);
        expect(JSON.stringify(list)).not.toContain(entA.name);
      }
      const mine = (await get(tok.b, '/client/task/list', { enterpriseId: String(entA.id) })).json().data;
      expect(mine.rows.map((r: { id: number }) => r.id)).toContain(own.id);
    });
  });

  describe('export', () => {
    it('exports the list rows with translated labels, within the enterprise scope', async () => {
      const exporter = exporterFor('tasks');
      if (!exporter) throw new Error('tasks exporter not registered');
      expect(exporter.permission).toBe('client:task:export');
      expect(exporter.columns('en').map((c) => c.header)).toContain('Task no.');
      const t = await createTask(app, entA.id, { status: '2', title: unique('导出'), price: '1000.00' });
      const principalB = await app.auth.authenticate(tok.b);
      const seen: Record<string, unknown>[] = [];
      for await (const row of exporter.rows(app.database.db, principalB, { keyword: t.taskNo }, 'zh', app.keys))
        seen.push(row);
      expect(seen).toEqual([]);
      const principalA = await app.auth.authenticate(tok.a);
      for await (const row of exporter.rows(app.database.db, principalA, { keyword: t.taskNo }, 'zh', app.keys))
        seen.push(row);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ taskNo: t.taskNo, status: '招募中', price: '1000.00', workMode: '线上远程' });
      const en: Record<string, unknown>[] = [];
      for await (const row of exporter.rows(app.database.db, principalA, { keyword: t.taskNo }, 'en', app.keys))
        en.push(row);
      expect(en[0]).toMatchObject({ status: 'Recruiting', workMode: 'Online remote' });
      expect(await exporter.count?.(app.database.db, principalA, { keyword: t.taskNo })).toBe(1);
    });
  });

  describe('list', () => {
    let ent: Ent;
    let token: string;
    let ids: Record<string, number>;

    beforeAll(async () => {
      ent = await createEnterprise(app, unique('列表企业'));
      const user = await createUser(app, { userType: '02', enterpriseId: ent.id });
      token = (await tokensFor(app, user.username)).access_token;
      const make = (key: string, status: TaskStatus, o: Partial<typeof task.$inferInsert>) =>
        createTask(app, ent.id, { status: status, ...o }).then((t) => [key, t.id] as const);
      ids = Object.fromEntries(
        await Promise.all([
          make('cheap', '2', {
            title: '数据标注员',
            price: '50.00',
            industry: 'I',
            workMode: '1',
            startDate: '2026-01-10',
            createdAt: new Date('2025-01-05T10:00:00'),
          }),
          make('mid', '0', {
            title: '门店促销',
            price: '200.00',
            industry: 'F',
            workMode: '0',
            startDate: '2026-03-01',
            createdAt: new Date('2025-02-05T10:00:00'),
          }),
          make('dear', '2', {
            title: '软件测试',
            price: '1200.00',
            industry: 'I',
            workMode: '1',
            startDate: '2026-02-01',
            createdAt: new Date('2025-03-05T10:00:00'),
          }),
        ]),
      );
      const dear = ids.dear as number;
      await createOrder(app, ent.id, { taskId: dear, status: '3' });
      await createOrder(app, ent.id, { taskId: dear, status: '7' });
    });

    const rowsOf = async (query: Record<string, string>, t = token) => {
      const res = await get(t, '/client/task/list', query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { rows: { id: number; orderCount: number; enterpriseName: string }[]; total: number };
    };

    it('answers the newest first with the orders count, paginated', async () => {
      const all = await rowsOf({});
      expect(all.total).toBe(3);
      expect(all.rows.map((r) => r.id)).toEqual([ids.dear, ids.mid, ids.cheap]);
      expect(all.rows[0]?.orderCount).toBe(2);
      expect(all.rows[0]?.enterpriseName).toBe(ent.name);
      const p2 = await rowsOf({ pageNum: '2', pageSize: '2' });
      expect(p2.total).toBe(3);
      expect(p2.rows.map((r) => r.id)).toEqual([ids.cheap]);
    });

    it('sorts by price and start date', async () => {
      expect((await rowsOf({ orderByColumn: 'price', isAsc: 'asc' })).rows.map((r) => r.id)).toEqual([
        ids.cheap,
        ids.mid,
        ids.dear,
      ]);
      expect((await rowsOf({ orderByColumn: 'startDate', isAsc: 'desc' })).rows.map((r) => r.id)).toEqual([
        ids.mid,
        ids.dear,
        ids.cheap,
      ]);
      const bad = await get(token, '/client/task/list', { orderByColumn: 'description' });
      expect(bad.statusCode).toBe(400);
    });

    it('filters by status, industry, work mode, keyword (title or number) and created date', async () => {
      expect((await rowsOf({ status: '2' })).rows.map((r) => r.id)).toEqual([ids.dear, ids.cheap]);
      expect((await rowsOf({ industry: 'F' })).rows.map((r) => r.id)).toEqual([ids.mid]);
      expect((await rowsOf({ workMode: '1' })).total).toBe(2);
      expect((await rowsOf({ keyword: '标注' })).rows.map((r) => r.id)).toEqual([ids.cheap]);
      const dear = (await get(token, `/client/task/${ids.dear}`)).json().data;
      expect((await rowsOf({ keyword: dear.taskNo })).rows.map((r) => r.id)).toEqual([ids.dear]);
      expect((await rowsOf({ keyword: '%' })).total).toBe(0);
      expect((await rowsOf({ beginTime: '2025-02-01', endTime: '2025-02-05' })).rows.map((r) => r.id)).toEqual([
        ids.mid,
      ]);
      expect((await get(token, '/client/task/list', { status: '9' })).statusCode).toBe(400);
    });

    it('lets staff see every enterprise or filter by one', async () => {
      const staffView = await rowsOf({ enterpriseId: String(ent.id) }, tok.admin);
      expect(staffView.total).toBe(3);
      const agentView = await rowsOf({ enterpriseId: String(ent.id), status: '0' }, tok.agent);
      expect(agentView.rows.map((r) => r.id)).toEqual([ids.mid]);
      const everything = await rowsOf({ pageSize: '100' }, tok.admin);
      expect(everything.total).toBeGreaterThanOrEqual(3);
    });
  });

  describe('GET /client/enterprise/options', () => {
    it('answers staff enterprises by name (keyword, at most 50)', async () => {
      const res = await get(tok.agent, '/client/enterprise/options', { keyword: entA.name.slice(-8) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([{ id: entA.id, name: entA.name }]);
      const all = (await get(tok.admin, '/client/enterprise/options')).json().data;
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(50);
    });

    it('refuses enterprise users (403)', async () => {
      const res = await get(tok.a, '/client/enterprise/options');
      expect(res.statusCode).toBe(403);
    });

    it('answers staff holding any client list permission, and refuses staff with none', async () => {
      const tokenWith = async (perms: string[]) => {
        const user = await createUser(app, { userType: '01', roles: [await roleWith(app, perms)] });
        return (await tokensFor(app, user.username)).access_token;
      };
      for (const perm of ['client:order:list', 'client:invoiceRecord:list', 'client:feedback:list']) {
        const res = await get(await tokenWith([perm]), '/client/enterprise/options');
        expect(res.statusCode, perm).toBe(200);
      }
      expect((await get(await tokenWith([]), '/client/enterprise/options')).statusCode).toBe(403);
      expect((await get(await tokenWith(['client:information:list']), '/client/enterprise/options')).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /freelancer/tasks', () => {
    it('lists recruiting tasks only, newest first, with the company name masked', async () => {
      const ent = await createEnterprise(app, unique('深圳丙信息技术有限公司'));
      const title = unique('招募');
      const older = await createTask(app, ent.id, {
        status: '2',
        title: `${title}一`,
        createdAt: new Date(Date.now() - 60_000),
      });
      const newer = await createTask(app, ent.id, { status: '2', title: `${title}二` });
      await createTask(app, ent.id, { status: '3', title: `${title}三` });
      await createTask(app, ent.id, { status: '1', title: `${title}四` });
      const f = await createFreelancer(app);
      const token = await freelancerToken(app, f.phone);
      const res = await get(token, '/freelancer/tasks', { keyword: title });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.total).toBe(2);
      expect(data.rows.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
      expect(data.rows[0].enterpriseName).not.toBe(ent.name);
      expect(data.rows[0].enterpriseName).toMatch(/^深圳\*+/);
      const page = (await get(token, '/freelancer/tasks', { pageSize: '1', pageNum: '2', keyword: title })).json().data;
      expect(page.rows.map((r: { id: number }) => r.id)).toEqual([older.id]);
    });

    it('is for freelancer clients only', async () => {
      expect((await get(tok.a, '/freelancer/tasks')).statusCode).toBe(401);
    });
  });
});
