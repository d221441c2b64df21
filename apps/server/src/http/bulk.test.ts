import { messages } from '@console/domain/messages';
import { BULK_MAX } from '@console/domain/schemas/bulk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operLog, task, taskEvent, taskOrder } from '../db/schema/index.js';
import { createOrder, enterpriseUser, staffUser } from '../modules/orders/factories.js';
import { createTask } from '../modules/tasks/factories.js';
import { testApp } from '../testing/app.js';
import { createEnterprise, createFreelancer, createUser, roleWith, tokensFor, unique } from '../testing/factories.js';

/** Bulk actions (issue 23): one request, each row through the single action's rules, refusals answered per row. */
describe('bulk actions', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await staffUser(app, ['admin'])).token;
  });
  afterAll(() => app.close());

  const send = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/interface${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload,
    });
  const statusOf = async (id: number) =>
    (await app.database.db.select({ s: task.status }).from(task).where(eq(task.id, id)))[0]?.s;

  it('approves the pending tasks and refuses a draft and a missing one, each with its reason, in zh and en', async () => {
    const ent = await createEnterprise(app);
    const a = await createTask(app, ent.id, { status: '1' });
    const b = await createTask(app, ent.id, { status: '1' });
    const draft = await createTask(app, ent.id, { status: '0' });
    const res = await send(admin, '/client/task/bulk/approve', { ids: [a.id, draft.id, b.id, 999_999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      done: [a.id, b.id],
      refused: [
        { id: draft.id, status: 409, reason: messages.conflict.zh },
        { id: 999_999_999, status: 404, reason: messages.notFound.zh },
      ],
    });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(draft.id)]).toEqual(['2', '2', '0']);
    // The same refusal in English, and form-encoded ids as the console sends them.
    const en = await app.inject({
      method: 'POST',
      url: '/interface/client/task/bulk/approve',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      payload: { ids: String(draft.id) },
    });
    expect(en.json().data.refused).toEqual([{ id: draft.id, status: 409, reason: messages.conflict.en }]);
  });

  it('writes one operation-log entry with the counts', async () => {
    const ent = await createEnterprise(app);
    const a = await createTask(app, ent.id, { status: '1' });
    const draft = await createTask(app, ent.id, { status: '0' });
    await send(admin, '/client/task/bulk/approve', { ids: [a.id, draft.id] });
    const logs = (
      await app.database.db.select().from(operLog).where(eq(operLog.route, '/interface/client/task/bulk/approve'))
    ).filter((l) => JSON.stringify(l).includes(`${draft.id}:409`));
    expect(logs).toHaveLength(1);
  });

  it('replays a repeated request with the same Idempotency-Key instead of acting twice', async () => {
    const ent = await createEnterprise(app);
    const a = await createTask(app, ent.id, { status: '1' });
    const headers = { 'idempotency-key': unique('bulk') };
    const first = await send(admin, '/client/task/bulk/approve', { ids: [a.id] }, headers);
    const again = await send(admin, '/client/task/bulk/approve', { ids: [a.id] }, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().data.done).toEqual([a.id]);
    const events = await app.database.db.select().from(taskEvent).where(eq(taskEvent.taskId, a.id));
    expect(events.filter((e) => e.action === 'approve')).toHaveLength(1);
  });

  it('checks the permission first (403, nothing changed) and the workflow actor per row', async () => {
    const ent = await createEnterprise(app);
    const a = await createTask(app, ent.id, { status: '1' });
    const agent = (await staffUser(app, ['agent'])).token;
    expect((await send(agent, '/client/task/bulk/approve', { ids: [a.id] })).statusCode).toBe(403);
    // An enterprise user given the code is still not the workflow's reviewer: each row is refused as forbidden.
    const entUser = await createUser(app, {
      userType: '02',
      enterpriseId: ent.id,
      roles: ['enterprise', await roleWith(app, ['client:task:review'])],
    });
    const token = (await tokensFor(app, entUser.username)).access_token;
    const res = await send(token, '/client/task/bulk/approve', { ids: [a.id] });
    expect(res.json().data.refused).toEqual([{ id: a.id, status: 403, reason: messages.forbidden.zh }]);
    expect(await statusOf(a.id)).toBe('1');
  });

  it('refuses a reject without a reason and a selection over the cap before touching a row (400)', async () => {
    const ent = await createEnterprise(app);
    const a = await createTask(app, ent.id, { status: '1' });
    const bare = await send(admin, '/client/task/bulk/reject', { ids: [a.id] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe(messages.taskRejectReasonRequired.zh);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1);
    expect((await send(admin, '/client/task/bulk/approve', { ids: many })).statusCode).toBe(400);
    expect(await statusOf(a.id)).toBe('1');
    const ok = await send(admin, '/client/task/bulk/reject', { ids: [a.id], reason: '材料不全' });
    expect(ok.json().data.done).toEqual([a.id]);
    expect(await statusOf(a.id)).toBe('5');
  });

  it('closes an enterprise’s orders in progress, refusing one in another state and another enterprise’s', async () => {
    const { token, enterpriseId } = await enterpriseUser(app);
    const open = await createOrder(app, enterpriseId, { status: '3' });
    const paid = await createOrder(app, enterpriseId, { status: '6' });
    const foreign = await createOrder(app, (await createEnterprise(app)).id, { status: '3' });
    const res = await send(token, '/client/order/bulk/close', { ids: [open.id, paid.id, foreign.id], reason: '停止' });
    expect(res.json().data).toMatchObject({
      done: [open.id],
      refused: [
        { id: paid.id, status: 409 },
        { id: foreign.id, status: 404 },
      ],
    });
    const [after] = await app.database.db.select().from(taskOrder).where(eq(taskOrder.id, open.id));
    expect(after?.status).toBe('10');
  });

  it('invites freelancers by phone, refusing an unknown and a malformed phone with their reasons', async () => {
    const { token, enterpriseId } = await enterpriseUser(app);
    const t = await createTask(app, enterpriseId, { status: '2' });
    const f = await createFreelancer(app);
    const res = await send(token, '/client/order/bulk/invite', {
      taskId: t.id,
      phones: `${f.phone},13000000000,12345`,
    });
    expect(res.json().data).toEqual({
      done: [f.phone],
      refused: [
        { id: '13000000000', status: 409, reason: messages.orderFreelancerUnknown.zh },
        { id: '12345', status: 400, reason: messages.phoneInvalid.zh },
      ],
    });
  });

  it('removes list entries, refusing one already removed', async () => {
    const f1 = await createFreelancer(app);
    const f2 = await createFreelancer(app);
    const ids: number[] = [];
    for (const f of [f1, f2]) {
      const res = await send(admin, '/system/list', { listType: '2', freelancerId: f.id, reason: '测试' });
      ids.push(res.json().data.id);
    }
    const [first] = ids as [number, number];
    await app.inject({
      method: 'DELETE',
      url: `/interface/system/list/${first}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const res = await send(admin, '/system/list/bulk/remove', { ids });
    expect(res.json().data).toEqual({
      done: [ids[1]],
      refused: [{ id: first, status: 404, reason: messages.notFound.zh }],
    });
  });

  it('marks the caller’s notices read and refuses another user’s as not found', async () => {
    const me = await staffUser(app, ['agent']);
    const other = await staffUser(app, ['agent']);
    await app.notices.raise({ users: [me.user.id] }, { kind: 'taskSubmitted', params: { taskName: 'A' } });
    await app.notices.raise({ users: [other.user.id] }, { kind: 'taskSubmitted', params: { taskName: 'B' } });
    const mine = (await app.notices.list({ userId: me.user.id }, { pageNum: 1, pageSize: 10 })).rows[0]?.id as number;
    const theirs = (await app.notices.list({ userId: other.user.id }, { pageNum: 1, pageSize: 10 })).rows[0]
      ?.id as number;
    const res = await send(me.token, '/system/notice/bulk/read', { ids: [mine, theirs] });
    expect(res.json().data).toEqual({
      done: [mine],
      refused: [{ id: theirs, status: 404, reason: messages.notFound.zh }],
    });
    expect(await app.notices.unread({ userId: other.user.id })).toBe(1);
    expect(await app.notices.unread({ userId: me.user.id })).toBe(0);
  });
});
