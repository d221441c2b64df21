import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createOrder, enterpriseUser } from '../modules/orders/factories.js';
import { createTask } from '../modules/tasks/factories.js';
import { testApp } from '../testing/app.js';
import { enterprise, task, taskOrder } from './schema/index.js';

type OrderList = { rows: { id: number; taskTitle: string; enterpriseName: string; status: string }[]; total: number };
type TaskList = { rows: { id: number; title: string; orderCount: number }[]; total: number };

/**
 * Lists are answered from the read cache: whatever way a write reaches the database (a statement, raw SQL, a
 * transaction), the next list after it was acknowledged shows it. Runs on PGlite and on PostgreSQL.
 */
describe('list answers after writes', () => {
  let app: FastifyInstance;
  let ent: Awaited<ReturnType<typeof enterpriseUser>>;
  beforeAll(async () => {
    app = await testApp();
    ent = await enterpriseUser(app);
  });
  afterAll(() => app.close());

  const orders = async () => {
    const res = await call(app, ent.token, 'GET', '/client/order/list?pageNum=1&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OrderList;
  };
  const tasks = async () => {
    const res = await call(app, ent.token, 'GET', '/client/task/list?pageNum=1&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TaskList;
  };

  it('shows a row written by a plain statement, and a parent renamed by drizzle and by raw SQL', async () => {
    const before = await orders();
    const order = await createOrder(app, ent.enterpriseId);
    const after = await orders();
    expect(after.total).toBe(before.total + 1);
    expect(after.rows.map((r) => r.id)).toContain(order.id);

    await app.database.db.update(task).set({ title: '改过的标题' }).where(eq(task.id, order.taskId));
    expect((await orders()).rows.find((r) => r.id === order.id)?.taskTitle).toBe('改过的标题');

    await app.database.db.execute(sql`update ${enterprise} set name = '改过的企业' where id = ${ent.enterpriseId}`);
    expect((await orders()).rows.find((r) => r.id === order.id)?.enterpriseName).toBe('改过的企业');
  });

  it('shows what a transaction wrote once it commits, and nothing of one that rolled back', async () => {
    const order = await createOrder(app, ent.enterpriseId, { status: '6' });
    expect((await orders()).rows.find((r) => r.id === order.id)?.status).toBe('6');
    await app.database.db.transaction(async (tx) => {
      await tx.update(taskOrder).set({ status: '11' }).where(eq(taskOrder.id, order.id));
    });
    expect((await orders()).rows.find((r) => r.id === order.id)?.status).toBe('11');
    await app.database.db
      .transaction(async (tx) => {
        await tx.update(taskOrder).set({ status: '6' }).where(eq(taskOrder.id, order.id));
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await orders()).rows.find((r) => r.id === order.id)?.status).toBe('11');
  });

  it("counts a task's orders anew when an order is added (the task list reads the orders too)", async () => {
    const t = await createTask(app, ent.enterpriseId);
    const orderCount = async () => (await tasks()).rows.find((r) => r.id === t.id)?.orderCount;
    expect(await orderCount()).toBe(0);
    await createOrder(app, ent.enterpriseId, { taskId: t.id });
    expect(await orderCount()).toBe(1);
    await app.database.db.delete(taskOrder).where(eq(taskOrder.taskId, t.id));
    expect(await orderCount()).toBe(0);
  });
});
