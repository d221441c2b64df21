import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRecord,
  chatMessage,
  orderEvent,
  recordEvent,
  sysUser,
  task,
  taskEvent,
  taskOrder,
} from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, unique } from '../../testing/factories.js';
import { ownScopeStaff, pick, timelineOf, withTimelineFault } from '../../testing/timeline.js';
import { createTask, taskBody } from '../tasks/factories.js';
import { enterpriseUser, freelancerWithToken, staffUser } from './factories.js';

/** Where the calls come from: the timeline keeps each caller's address. */
const FREELANCER_IP = '203.0.113.5';
const ENTERPRISE_IP = '198.51.100.7';
const STAFF_IP = '192.0.2.44';

describe('record timelines: orders and tasks', () => {
  let app: FastifyInstance;
  let ent: Awaited<ReturnType<typeof enterpriseUser>>;
  let other: Awaited<ReturnType<typeof enterpriseUser>>;
  let admin: Awaited<ReturnType<typeof staffUser>>;
  let ownOnly: string;

  const send = (token: string, method: InjectOptions['method'], url: string, ip: string, payload?: object) =>
    as(app, token, { method, url: `/interface${url}`, remoteAddress: ip, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    ent = await enterpriseUser(app);
    other = await enterpriseUser(app);
    admin = await staffUser(app, ['admin']);
    ownOnly = await ownScopeStaff(app, ['client:task:list', 'client:order:list']);
  });
  afterAll(() => app.close());

  describe('orders', () => {
    async function applied() {
      const t = await createTask(app, ent.enterpriseId, { price: '10.00', createdBy: ent.user.id });
      const f = await freelancerWithToken(app);
      const res = await send(f.token, 'POST', '/freelancer/orders', FREELANCER_IP, { taskId: t.id, quantity: '2' });
      expect(res.statusCode, res.body).toBe(200);
      return { f, t, id: res.json().data.id as number, orderNo: res.json().data.orderNo as string };
    }

    it('keeps every step with who, from where, why and the changed fields, and still after the order is closed', async () => {
      const { f, id } = await applied();
      const accepted = await send(ent.token, 'POST', `/client/order/${id}/accept`, ENTERPRISE_IP, { quantity: '3' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const closed = await send(ent.token, 'POST', `/client/order/${id}/close`, ENTERPRISE_IP, { reason: '需求取消' });
      expect(closed.statusCode, closed.body).toBe(200);
      const confirmed = await send(f.token, 'POST', `/freelancer/orders/${id}/confirm-close`, FREELANCER_IP);
      expect(confirmed.json().data.status).toBe('9');

      const { status, events } = await timelineOf(app, ent.token, `/client/order/${id}/timeline`);
      expect(status).toBe(200);
      expect(events.map(pick)).toEqual([
        { action: 'apply', fromStatus: null, toStatus: '0', actorType: 'freelancer', ip: FREELANCER_IP },
        { action: 'acceptApplication', fromStatus: '0', toStatus: '3', actorType: 'enterprise', ip: ENTERPRISE_IP },
        { action: 'close', fromStatus: '3', toStatus: '10', actorType: 'enterprise', ip: ENTERPRISE_IP },
        { action: 'confirmClose', fromStatus: '10', toStatus: '9', actorType: 'freelancer', ip: FREELANCER_IP },
      ]);
      const [apply, accept, close] = events;
      // a freelancer is named masked; a console user by their name
      expect(apply?.actorName).toMatch(/\*/);
      expect(accept?.actorName).toBe(ent.user.name);
      expect(accept?.changes).toEqual(
        expect.arrayContaining([
          { field: 'quantity', before: '2.00', after: '3.00' },
          { field: 'amount', before: '20.00', after: '30.00' },
        ]),
      );
      expect(close?.note).toBe('需求取消');
      // staff read the same story; the order's own events are unchanged beside it
      expect((await timelineOf(app, admin.token, `/client/order/${id}/timeline`)).events).toHaveLength(4);
      const rows = await app.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, id));
      expect(rows.map((r) => r.action)).toEqual(['apply', 'acceptApplication', 'close', 'confirmClose']);
    });

    it('shows the notices, calls and chat that concern the order', async () => {
      const { f, id, orderNo } = await applied();
      const db = app.database.db;
      const socketId = unique('B');
      const theirs = f.socketId as string;
      await db.update(sysUser).set({ socketId }).where(eq(sysUser.id, ent.user.id));
      await db.insert(chatMessage).values({
        pair: [socketId, theirs].sort().join('|'),
        sender: theirs,
        receiver: socketId,
        receiverRole: 'B',
        messageType: 1,
        body: '我明天到，电话 13812345678',
        clientId: unique('c'),
      });
      await db.insert(callRecord).values({
        callId: unique('call'),
        oemSerial: 'oem-1',
        agentId: 'agent-1',
        voipNumber: '8001',
        userId: ent.user.id,
        direction: 'out',
        maskedNumber: '138****5678',
        businessType: 'order',
        businessId: orderNo,
        rungAt: new Date(),
        durationSeconds: 42,
        outcome: 'answered',
      });
      const { entries } = await timelineOf(app, ent.token, `/client/order/${id}/timeline`);
      expect(entries.find((e) => e.kind === 'notice')).toMatchObject({ action: 'orderApplied', params: { orderNo } });
      expect(entries.find((e) => e.kind === 'call')).toMatchObject({
        action: 'out',
        actorName: ent.user.name,
        params: { number: '138****5678', seconds: 42, outcome: 'answered' },
      });
      const chat = entries.find((e) => e.kind === 'chat');
      expect(chat).toMatchObject({ action: 'text', actorType: 'freelancer' });
      // a phone number in a message is shown masked
      expect(chat?.note).toContain('138****5678');
      expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort());
    });

    it('a step whose entry cannot be written does not happen', async () => {
      const { id } = await applied();
      await withTimelineFault(app, `new.entity = 'order' and new.record_id = ${id}`, async () => {
        const res = await send(ent.token, 'POST', `/client/order/${id}/accept`, ENTERPRISE_IP);
        expect(res.statusCode).toBe(500);
      });
      const row = await app.database.db.query.taskOrder.findFirst({ where: eq(taskOrder.id, id) });
      expect(row?.status).toBe('0');
      const events = await app.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, id));
      expect(events.map((e) => e.action)).toEqual(['apply']);
      expect((await timelineOf(app, ent.token, `/client/order/${id}/timeline`)).events).toHaveLength(1);
      // once the fault is gone the same step goes through, with its entry
      expect((await send(ent.token, 'POST', `/client/order/${id}/accept`, ENTERPRISE_IP)).statusCode).toBe(200);
      expect((await timelineOf(app, ent.token, `/client/order/${id}/timeline`)).events).toHaveLength(2);
    });

    it("answers 404 for another enterprise's order, one outside the caller's scope and one that does not exist", async () => {
      const { id } = await applied();
      expect((await timelineOf(app, other.token, `/client/order/${id}/timeline`)).status).toBe(404);
      expect((await timelineOf(app, ownOnly, `/client/order/${id}/timeline`)).status).toBe(404);
      expect((await timelineOf(app, admin.token, '/client/order/99999999/timeline')).status).toBe(404);
      // the same as the detail
      const detail = await as(app, ownOnly, { method: 'GET', url: `/interface/client/order/${id}` });
      expect(detail.statusCode).toBe(404);
    });
  });

  describe('tasks', () => {
    it('keeps creation, edits with before → after, review with the reason, and survives closing', async () => {
      const body = taskBody();
      const created = await send(ent.token, 'POST', '/client/task', ENTERPRISE_IP, body);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id as number;
      const title = unique('改过的任务');
      const edited = await send(ent.token, 'PUT', `/client/task/${id}`, ENTERPRISE_IP, { ...body, title });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await send(ent.token, 'POST', `/client/task/${id}/submit`, ENTERPRISE_IP)).statusCode).toBe(200);
      const rejected = await send(admin.token, 'POST', `/client/task/${id}/reject`, STAFF_IP, { reason: '价格不清' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await send(ent.token, 'POST', `/client/task/${id}/submit`, ENTERPRISE_IP)).statusCode).toBe(200);
      expect((await send(admin.token, 'POST', `/client/task/${id}/approve`, STAFF_IP)).statusCode).toBe(200);
      expect((await send(ent.token, 'POST', `/client/task/${id}/close`, ENTERPRISE_IP)).statusCode).toBe(200);

      const { status, events } = await timelineOf(app, ent.token, `/client/task/${id}/timeline`);
      expect(status).toBe(200);
      expect(events.map(pick)).toEqual([
        { action: 'create', fromStatus: null, toStatus: '0', actorType: 'enterprise', ip: ENTERPRISE_IP },
        { action: 'edit', fromStatus: '0', toStatus: '0', actorType: 'enterprise', ip: ENTERPRISE_IP },
        { action: 'submit', fromStatus: '0', toStatus: '1', actorType: 'enterprise', ip: ENTERPRISE_IP },
        { action: 'reject', fromStatus: '1', toStatus: '5', actorType: 'staff', ip: STAFF_IP },
        { action: 'submit', fromStatus: '5', toStatus: '1', actorType: 'enterprise', ip: ENTERPRISE_IP },
        { action: 'approve', fromStatus: '1', toStatus: '2', actorType: 'staff', ip: STAFF_IP },
        { action: 'close', fromStatus: '2', toStatus: '3', actorType: 'enterprise', ip: ENTERPRISE_IP },
      ]);
      expect(events[1]?.changes).toEqual([{ field: 'title', before: body.title, after: title }]);
      expect(events[3]).toMatchObject({
        note: '价格不清',
        actorName: admin.user.name,
        changes: [{ field: 'rejectReason', before: null, after: '价格不清' }],
      });
      expect(events[5]?.changes).toEqual([{ field: 'rejectReason', before: '价格不清', after: null }]);
    });

    it('a transition whose entry cannot be written leaves the task and its history as they were', async () => {
      const t = await createTask(app, ent.enterpriseId, { status: '0', createdBy: ent.user.id });
      await withTimelineFault(app, `new.entity = 'task' and new.record_id = ${t.id}`, async () => {
        expect((await send(ent.token, 'POST', `/client/task/${t.id}/submit`, ENTERPRISE_IP)).statusCode).toBe(500);
      });
      const row = await app.database.db.query.task.findFirst({ where: eq(task.id, t.id) });
      expect(row?.status).toBe('0');
      expect(await app.database.db.select().from(taskEvent).where(eq(taskEvent.taskId, t.id))).toEqual([]);
      const entries = await app.database.db
        .select()
        .from(recordEvent)
        .where(and(eq(recordEvent.entity, 'task'), eq(recordEvent.recordId, t.id)));
      expect(entries).toEqual([]);
    });

    it("answers 404 for another enterprise's task and one outside the caller's scope", async () => {
      const t = await createTask(app, ent.enterpriseId, { createdBy: ent.user.id });
      expect((await timelineOf(app, ent.token, `/client/task/${t.id}/timeline`)).status).toBe(200);
      expect((await timelineOf(app, other.token, `/client/task/${t.id}/timeline`)).status).toBe(404);
      expect((await timelineOf(app, ownOnly, `/client/task/${t.id}/timeline`)).status).toBe(404);
    });

    it('the timeline is append-only: its rows cannot be changed or removed', async () => {
      const t = await createTask(app, ent.enterpriseId, { status: '0', createdBy: ent.user.id });
      expect((await send(ent.token, 'POST', `/client/task/${t.id}/submit`, ENTERPRISE_IP)).statusCode).toBe(200);
      const db = app.database.db;
      const where = and(eq(recordEvent.entity, 'task'), eq(recordEvent.recordId, t.id));
      await expect(db.update(recordEvent).set({ note: 'x' }).where(where)).rejects.toThrow();
      await expect(db.delete(recordEvent).where(where)).rejects.toThrow();
      expect(await db.select().from(recordEvent).where(where)).toHaveLength(1);
    });
  });
});
