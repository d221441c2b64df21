import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, invoice, ledgerEntry, task, taskOrder } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  createFreelancer,
  createUser,
  passwordLogin,
  roleWith,
  tokensFor,
  unique,
} from '../../testing/factories.js';

/** Tasks, orders, invoices and payments of one enterprise, straight into the tables. */
async function businessOf(app: FastifyInstance, enterpriseId: number, userId: number) {
  const db = app.database.db;
  const worker = await createFreelancer(app);
  const tasks = await db
    .insert(task)
    .values(
      ['0', '1', '1', '2'].map((status) => ({
        taskNo: unique('T'),
        enterpriseId,
        title: '数据标注',
        industry: 'I',
        workMode: '1',
        pricingUnit: '04',
        price: '100.00',
        headcount: 1,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        status,
      })),
    )
    .returning({ id: task.id });
  const taskId = tasks[0]?.id as number;
  const orders = await db
    .insert(taskOrder)
    .values(
      ['0', '6', '11', '11'].map((status) => ({
        orderNo: unique('O'),
        taskId,
        enterpriseId,
        freelancerId: worker.id,
        mode: 'A',
        status,
        amount: '100.10',
      })),
    )
    .returning({ id: taskOrder.id });
  await db.insert(ledgerEntry).values(
    orders.slice(1).map((o) => ({
      kind: 'payment',
      enterpriseId,
      freelancerId: worker.id,
      orderId: o.id,
      amount: '-100.10',
      balanceAfter: '0',
    })),
  );
  await db.insert(invoice).values(
    ['7', '0', '5'].map((status) => ({
      applicationNo: unique('I'),
      enterpriseId,
      invoiceType: '007',
      title: '杭州测试有限公司',
      taxNo: '91330106MA2CFX8Y3R',
      amount: '100.10',
      orderCount: 1,
      status,
    })),
  );
  await db.insert(feedback).values({ userId, enterpriseId, feedType: '0', feedDesc: '导出太慢', status: '0' });
}

/** The invoice section of one enterprise's `businessOf`, as its own users see it (no staff to-do). */
const ownInvoices = {
  byStatus: [
    { status: '0', count: 1 },
    { status: '5', count: 1 },
    { status: '7', count: 1 },
  ],
  total: 3,
  toReview: null,
  toIssue: null,
};

describe('GET /interface/dashboard/summary', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it("answers the user's own sign-in figures, not anyone else's", async () => {
    const user = await createUser(app, { userType: '02' });
    const other = await createUser(app, { userType: '02' });
    await passwordLogin(app, user.username, 'wrong-password');
    await tokensFor(app, user.username);
    const { access_token } = await tokensFor(app, user.username);
    await tokensFor(app, other.username);

    const res = await as(app, access_token, { method: 'GET', url: '/interface/dashboard/summary' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.loginCount30d).toBe(2);
    expect(data.failedLogins30d).toBe(1);
    expect(data.activeSessions).toBe(2);
    expect(data.roleNames).toEqual(['企业管理员']);
    // the client module's pages an enterprise admin opens: tasks, orders, invoices, records, information, help,
    // contracts; and its department tree (issue 21)
    expect(data.menuCount).toBe(8);
    expect(data.loginsByDay).toHaveLength(14);
    expect(data.loginsByDay.at(-1)).toMatchObject({ success: 2, failure: 1 });
    expect(data.recentLogins).toHaveLength(3);
    expect(data.lastLogin).not.toBeNull();
  });

  it("answers an enterprise user's own business figures and the platform's to staff", async () => {
    const user = await createUser(app, { userType: '02' });
    const other = await createUser(app, { userType: '02' });
    await businessOf(app, user.enterpriseId as number, user.id);
    await businessOf(app, other.enterpriseId as number, other.id);

    const { access_token } = await tokensFor(app, user.username);
    const mine = (await as(app, access_token, { method: 'GET', url: '/interface/dashboard/summary' })).json().data
      .business;
    expect(mine).toEqual({
      scope: 'enterprise',
      tasks: {
        byStatus: [
          { status: '0', count: 1 },
          { status: '1', count: 2 },
          { status: '2', count: 1 },
        ],
        total: 4,
        toReview: null,
      },
      orders: {
        byStatus: [
          { status: '0', count: 1 },
          { status: '6', count: 1 },
          { status: '11', count: 2 },
        ],
        total: 4,
        paidThisMonth: '300.30',
        paidOrdersThisMonth: 3,
        balance: '0.00',
        enterprises: 1,
      },
      invoices: ownInvoices,
      feedback: null,
    });

    const staff = await createUser(app, { userType: '01', roles: ['admin'] });
    const staffToken = (await tokensFor(app, staff.username)).access_token;
    const all = (await as(app, staffToken, { method: 'GET', url: '/interface/dashboard/summary' })).json().data
      .business;
    expect(all.scope).toBe('staff');
    expect(all.tasks.toReview).toBeGreaterThanOrEqual(4);
    expect(all.invoices.toReview).toBeGreaterThanOrEqual(2);
    expect(all.invoices.toIssue).toBeGreaterThanOrEqual(2);
    expect(all.feedback.toAnswer).toBeGreaterThanOrEqual(2);
    expect(all.orders.enterprises).toBeGreaterThanOrEqual(2);
    expect(all.orders.total).toBeGreaterThanOrEqual(8);
    expect(Number(all.orders.paidThisMonth)).toBeGreaterThanOrEqual(600.6);
  });

  it('gives staff only the sections of the lists they may open', async () => {
    const user = await createUser(app, { userType: '02' });
    await businessOf(app, user.enterpriseId as number, user.id);
    const business = async (perms: string[]) => {
      const staff = await createUser(app, { userType: '01', roles: [await roleWith(app, perms)] });
      const { access_token } = await tokensFor(app, staff.username);
      const res = await as(app, access_token, { method: 'GET', url: '/interface/dashboard/summary' });
      expect(res.statusCode).toBe(200);
      return res.json().data.business;
    };

    // A call-centre seat alone holds no client list: no platform figure at all.
    expect(await business(['telManage:online'])).toEqual({
      scope: 'staff',
      tasks: null,
      orders: null,
      invoices: null,
      feedback: null,
    });

    const tasksOnly = await business(['client:task:list']);
    expect(tasksOnly).toMatchObject({ orders: null, invoices: null, feedback: null });
    expect(tasksOnly.tasks.total).toBeGreaterThanOrEqual(4);
    expect(tasksOnly.tasks.toReview).toBeGreaterThanOrEqual(2);

    const ordersOnly = await business(['client:order:list']);
    expect(ordersOnly).toMatchObject({ tasks: null, invoices: null, feedback: null });
    expect(Number(ordersOnly.orders.paidThisMonth)).toBeGreaterThanOrEqual(300.3);
    expect(ordersOnly.orders.enterprises).toBeGreaterThanOrEqual(1);

    const invoicesOnly = await business(['client:invoice:list']);
    expect(invoicesOnly).toMatchObject({ tasks: null, orders: null, feedback: null });
    expect(invoicesOnly.invoices.toReview).toBeGreaterThanOrEqual(1);

    const feedbackOnly = await business(['client:feedback:list']);
    expect(feedbackOnly).toMatchObject({ tasks: null, orders: null, invoices: null });
    expect(feedbackOnly.feedback.toAnswer).toBeGreaterThanOrEqual(1);
  });

  it('gives an enterprise user only the sections of their permissions, of their own enterprise', async () => {
    const user = await createUser(app, { userType: '02', roles: [await roleWith(app, ['client:invoice:list'])] });
    const other = await createUser(app, { userType: '02' });
    await businessOf(app, user.enterpriseId as number, user.id);
    await businessOf(app, other.enterpriseId as number, other.id);
    const { access_token } = await tokensFor(app, user.username);
    const res = await as(app, access_token, { method: 'GET', url: '/interface/dashboard/summary' });
    expect(res.json().data.business).toEqual({
      scope: 'enterprise',
      tasks: null,
      orders: null,
      invoices: ownInvoices,
      feedback: null,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/interface/dashboard/summary' });
    expect(res.statusCode).toBe(401);
  });
});
