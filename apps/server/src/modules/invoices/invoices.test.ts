import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice, invoiceOrder, invoiceRecord, orderEvent, taskOrder } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { exportSheet } from '../../testing/exports.js';
import { as, createEnterprise, createUser, tokensFor } from '../../testing/factories.js';
import { multipart, pdf, png } from '../../testing/samples.js';
import { exporterFor } from '../exports/registry.js';
import { createOrder } from '../orders/factories.js';
import { creditCode } from './factories.js';

type Json = { code: number; msg: string; data: Record<string, unknown> & { rows?: Record<string, unknown>[] } };

describe('invoices', () => {
  let app: FastifyInstance;
  let entA: Awaited<ReturnType<typeof createEnterprise>>;
  let entB: Awaited<ReturnType<typeof createEnterprise>>;
  let tokenA: string;
  let tokenB: string;
  let admin: string;
  let agent: string;

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await as(app, token, { method, url: `/interface${url}`, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const applyBody = (orderIds: number[], extra: Record<string, unknown> = {}) => ({
    orderIds: orderIds.join(','),
    invoiceType: '007',
    title: entA.name,
    taxNo: creditCode(),
    ...extra,
  });
  const upload = async (token: string, name: string, bytes: Buffer, type: string) => {
    const res = await as(app, token, {
      method: 'POST',
      url: '/interface/files/upload',
      ...(await multipart({ name, bytes, type })),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { url: string; fileName: string } }).data;
  };
  const issueBody = async (extra: Record<string, unknown> = {}) => {
    const file = await upload(admin, '发票.pdf', pdf(), 'application/pdf');
    return {
      invoiceCode: '033002400111',
      invoiceNumber: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      issueDate: '2025-03-01',
      taxAmount: '1.80',
      fileUrl: file.url,
      fileName: file.fileName,
      ...extra,
    };
  };
  /** A fresh application of enterprise A over new paid orders, taken to a status by the admin. */
  const applicationIn = async (status: '7' | '0' | '1' | '5', invoiceType = '007') => {
    const order = await createOrder(app, entA.id, { amount: '60.00' });
    const extra =
      invoiceType === '004' || invoiceType === '027' ? { addressPhone: 'a 0571-1', bankAccount: 'b 1' } : {};
    const applied = await call(tokenA, 'POST', '/client/invoice', applyBody([order.id], { invoiceType, ...extra }));
    expect(applied.status, applied.body.msg).toBe(200);
    const id = applied.body.data.id as number;
    if (status === '7') return id;
    expect((await call(admin, 'POST', `/client/invoice/${id}/approve`)).status).toBe(200);
    if (status === '0') return id;
    const issued = await call(admin, 'POST', `/client/invoice/${id}/issue`, await issueBody());
    expect(issued.status, issued.body.msg).toBe(200);
    if (status === '1') return id;
    expect(
      (await call(admin, 'POST', `/client/invoice/${id}/post`, { expressCompany: '顺丰', trackingNo: 'SF100200300' }))
        .status,
    ).toBe(200);
    return id;
  };

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    entA = await createEnterprise(app);
    entB = await createEnterprise(app);
    const a = await createUser(app, { userType: '02', enterpriseId: entA.id });
    const b = await createUser(app, { userType: '02', enterpriseId: entB.id });
    const staff = await createUser(app, { userType: '01', roles: ['admin'] });
    const seat = await createUser(app, { userType: '01', roles: ['agent'] });
    const token = async (username: string) => (await tokensFor(app, username)).access_token;
    [tokenA, tokenB, admin, agent] = await Promise.all([
      token(a.username),
      token(b.username),
      token(staff.username),
      token(seat.username),
    ]);
  });
  afterAll(() => app.close());

  it('lists the paid, not yet invoiced orders of the enterprise only', async () => {
    const paid = await createOrder(app, entA.id, { amount: '10.00' });
    const reviewed = await createOrder(app, entA.id, { amount: '11.00', status: '11' });
    const unpaid = await createOrder(app, entA.id, { status: '5' });
    const theirs = await createOrder(app, entB.id);
    const mine = await call(tokenA, 'GET', '/client/invoice/invoiceable-orders?pageSize=100');
    const ids = mine.body.data.rows?.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([paid.id, reviewed.id]));
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(theirs.id);
    const row = mine.body.data.rows?.find((r) => r.id === paid.id);
    expect(row).toMatchObject({ amount: '10.00', status: '6', enterpriseName: entA.name });
    expect(String(row?.freelancerName)).toContain('*');
    // enterprise B asking for A's rows still gets its own
    const spoof = await call(tokenB, 'GET', `/client/invoice/invoiceable-orders?enterpriseId=${entA.id}&pageSize=100`);
    expect(spoof.body.data.rows?.map((r) => r.id)).not.toContain(paid.id);
    const staff = await call(agent, 'GET', `/client/invoice/invoiceable-orders?enterpriseId=${entB.id}&pageSize=100`);
    expect(staff.body.data.rows?.map((r) => r.id)).toContain(theirs.id);
    expect(staff.body.data.rows?.every((r) => r.enterpriseId === entB.id)).toBe(true);
    const byNo = await call(tokenA, 'GET', `/client/invoice/invoiceable-orders?keyword=${paid.orderNo}`);
    expect(byNo.body.data.rows?.map((r) => r.id)).toEqual([paid.id]);
  });

  it('applies over chosen orders: the server sums them and marks them, with an audit row each', async () => {
    const o1 = await createOrder(app, entA.id, { amount: '100.10' });
    const o2 = await createOrder(app, entA.id, { amount: '200.25', status: '11' });
    const res = await call(tokenA, 'POST', '/client/invoice', { ...applyBody([o1.id, o2.id]), amount: '1.00' });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ status: '7', amount: '300.35', orderCount: 2, enterpriseId: entA.id });
    expect((res.body.data.orders as unknown[]).length).toBe(2);
    const rows = await app.database.db
      .select()
      .from(taskOrder)
      .where(inArray(taskOrder.id, [o1.id, o2.id]));
    expect(rows.every((r) => r.invoiceId === res.body.data.id)).toBe(true);
    const events = await app.database.db.select().from(orderEvent).where(eq(orderEvent.orderId, o1.id));
    expect(events.map((e) => e.action)).toContain('invoice-apply');
    // no longer invoiceable
    const left = await call(tokenA, 'GET', '/client/invoice/invoiceable-orders?pageSize=100');
    expect(left.body.data.rows?.map((r) => r.id)).not.toContain(o1.id);
  });

  it('refuses another enterprise’s order (404), unpaid (409) or already invoiced (409) orders, and staff', async () => {
    const mine = await createOrder(app, entA.id);
    const theirs = await createOrder(app, entB.id);
    const unpaid = await createOrder(app, entA.id, { status: '4' });
    expect((await call(tokenA, 'POST', '/client/invoice', applyBody([mine.id, theirs.id]))).status).toBe(404);
    expect((await call(tokenA, 'POST', '/client/invoice', applyBody([999_999_999]))).status).toBe(404);
    const notPaid = await call(tokenA, 'POST', '/client/invoice', applyBody([mine.id, unpaid.id]));
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.msg).toContain(unpaid.orderNo);
    expect((await call(tokenA, 'POST', '/client/invoice', applyBody([mine.id]))).status).toBe(200);
    const twice = await call(tokenA, 'POST', '/client/invoice', applyBody([mine.id]));
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain(mine.orderNo);
    // the admin holds every permission but is not the enterprise
    const other = await createOrder(app, entA.id);
    expect((await call(admin, 'POST', '/client/invoice', applyBody([other.id]))).status).toBe(403);
    expect((await call(agent, 'POST', '/client/invoice', applyBody([other.id]))).status).toBe(403);
  });

  it('validates the application: type, tax number, special invoice details, order count', async () => {
    const o = await createOrder(app, entA.id);
    const bad = async (extra: Record<string, unknown>) =>
      call(tokenA, 'POST', '/client/invoice', applyBody([o.id], extra));
    expect((await bad({ invoiceType: '001' })).status).toBe(400);
    const tax = await bad({ taxNo: '123' });
    expect(tax.status).toBe(400);
    expect(tax.body.data.field).toBe('taxNo');
    const special = await bad({ invoiceType: '004' });
    expect(special.status).toBe(400);
    expect(special.body.data.field).toBe('addressPhone');
    expect(special.body.msg).toBe('地址电话：不能为空');
    expect((await bad({ orderIds: '' })).status).toBe(400);
    expect((await bad({ remarks: 'x'.repeat(501) })).status).toBe(400);
    const ok = await bad({ invoiceType: '027', addressPhone: '杭州 0571-88888888', bankAccount: '招商银行 5719' });
    expect(ok.status, ok.body.msg).toBe(200);
  });

  it('lets only one of two simultaneous applications take an order', async () => {
    const shared = await createOrder(app, entA.id);
    const [x, y] = await Promise.all([
      call(tokenA, 'POST', '/client/invoice', applyBody([shared.id])),
      call(tokenA, 'POST', '/client/invoice', applyBody([shared.id])),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });

  it('walks an application to posted, with the record following', async () => {
    const id = await applicationIn('7');
    expect((await call(tokenA, 'POST', `/client/invoice/${id}/approve`)).status).toBe(403);
    expect((await call(agent, 'POST', `/client/invoice/${id}/approve`)).status).toBe(403);
    expect((await call(admin, 'POST', `/client/invoice/${id}/issue`, await issueBody())).status).toBe(409);
    const approved = await call(admin, 'POST', `/client/invoice/${id}/approve`);
    expect(approved.body.data.status).toBe('0');
    expect((await call(admin, 'POST', `/client/invoice/${id}/approve`)).status).toBe(409);
    expect(
      (await call(admin, 'POST', `/client/invoice/${id}/post`, { expressCompany: '顺丰', trackingNo: 'SF1234567' }))
        .status,
    ).toBe(409);

    const body = await issueBody({ taxAmount: '3.40' });
    const issued = await call(admin, 'POST', `/client/invoice/${id}/issue`, body);
    expect(issued.status, issued.body.msg).toBe(200);
    expect(issued.body.data.status).toBe('1');
    expect(issued.body.data.record).toMatchObject({
      status: '2',
      invoiceNumber: body.invoiceNumber,
      amount: '60.00',
      taxAmount: '3.40',
      fileName: '发票.pdf',
    });
    expect((await call(admin, 'POST', `/client/invoice/${id}/issue`, await issueBody())).status).toBe(409);

    const posted = await call(admin, 'POST', `/client/invoice/${id}/post`, {
      expressCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({
      status: '5',
      record: { expressCompany: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    const actions = (posted.body.data.timeline as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(['apply', 'approve', 'issue', 'post']);

    // the enterprise reads its application and record; the other enterprise finds neither
    expect((await call(tokenA, 'GET', `/client/invoice/${id}`)).body.data.status).toBe('5');
    expect((await call(tokenB, 'GET', `/client/invoice/${id}`)).status).toBe(404);
    const recordId = (posted.body.data.record as { id: number }).id;
    expect((await call(tokenA, 'GET', `/client/invoice-record/${recordId}`)).body.data.trackingNo).toBe('SF1234567890');
    expect((await call(tokenB, 'GET', `/client/invoice-record/${recordId}`)).status).toBe(404);
  });

  it('refuses a bad invoice file, a tax amount above the amount, and posting an e-invoice', async () => {
    const id = await applicationIn('0');
    const image = await upload(admin, 'scan.png', png(), 'image/png');
    expect(
      (await call(admin, 'POST', `/client/invoice/${id}/issue`, await issueBody({ fileUrl: image.url }))).status,
    ).toBe(400);
    const forged = await call(
      admin,
      'POST',
      `/client/invoice/${id}/issue`,
      await issueBody({ fileUrl: '/interface/files/none/x.pdf' }),
    );
    expect(forged.status).toBe(400);
    expect(
      (await call(admin, 'POST', `/client/invoice/${id}/issue`, await issueBody({ taxAmount: '60.01' }))).status,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', `/client/invoice/${id}/issue`, await issueBody({ invoiceCode: '123' }))).status,
    ).toBe(400);

    const electronic = await applicationIn('1', '026');
    const post = await call(admin, 'POST', `/client/invoice/${electronic}/post`, {
      expressCompany: '顺丰',
      trackingNo: 'SF1234567',
    });
    expect(post.status).toBe(409);
  });

  it('rejects with a reason and releases the orders', async () => {
    const id = await applicationIn('7');
    const orders = (await call(tokenA, 'GET', `/client/invoice/${id}`)).body.data.orders as { id: number }[];
    expect((await call(admin, 'POST', `/client/invoice/${id}/reject`, { reason: ' ' })).status).toBe(400);
    expect((await call(tokenA, 'POST', `/client/invoice/${id}/reject`, { reason: 'x' })).status).toBe(403);
    const rejected = await call(admin, 'POST', `/client/invoice/${id}/reject`, { reason: '抬头有误' });
    expect(rejected.body.data).toMatchObject({ status: '2', rejectReason: '抬头有误' });
    // still listed, marked released
    expect(rejected.body.data.orders).toEqual(
      orders.map((o) => expect.objectContaining({ id: o.id, releasedAt: expect.any(String) })),
    );
    expect((rejected.body.data.timeline as { action: string }[]).map((e) => e.action)).toEqual(['apply', 'reject']);
    expect((await call(admin, 'POST', `/client/invoice/${id}/reject`, { reason: 'again' })).status).toBe(409);
    expect((await call(admin, 'POST', `/client/invoice/${id}/approve`)).status).toBe(409);
    // the order can be invoiced again
    const again = await call(tokenA, 'POST', '/client/invoice', applyBody(orders.map((o) => o.id)));
    expect(again.status).toBe(200);
  });

  it('voids from applied, issued and posted, releasing the orders; the record follows', async () => {
    for (const status of ['0', '1', '5'] as const) {
      const id = await applicationIn(status);
      const orders = (await call(tokenA, 'GET', `/client/invoice/${id}`)).body.data.orders as { id: number }[];
      expect((await call(tokenA, 'POST', `/client/invoice/${id}/void`, { reason: 'x' })).status).toBe(403);
      expect((await call(agent, 'POST', `/client/invoice/${id}/void`, { reason: 'x' })).status).toBe(403);
      const voided = await call(admin, 'POST', `/client/invoice/${id}/void`, { reason: '金额有误' });
      expect(voided.status).toBe(200);
      expect(voided.body.data).toMatchObject({ status: '2', voidReason: '金额有误' });
      const records = await app.database.db.select().from(invoiceRecord).where(eq(invoiceRecord.invoiceId, id));
      expect(records.map((r) => r.status)).toEqual(status === '0' ? [] : ['0']);
      const free = await app.database.db
        .select()
        .from(taskOrder)
        .where(
          inArray(
            taskOrder.id,
            orders.map((o) => o.id),
          ),
        );
      expect(free.every((o) => o.invoiceId === null)).toBe(true);
      expect((await call(admin, 'POST', `/client/invoice/${id}/void`, { reason: 'again' })).status).toBe(409);
    }
    const pending = await applicationIn('7');
    expect((await call(admin, 'POST', `/client/invoice/${pending}/void`, { reason: 'x' })).status).toBe(409);
  });

  describe('orders of an application (invoice_order)', () => {
    const links = (invoiceId: number) =>
      app.database.db.select().from(invoiceOrder).where(eq(invoiceOrder.invoiceId, invoiceId));
    const detailOf = async (token: string, id: number) => {
      const res = await call(token, 'GET', `/client/invoice/${id}`);
      return res.body.data as {
        status: string;
        amount: string;
        orders: { id: number; amount: string; releasedAt: string | null }[];
      };
    };

    it('links each order at its amount when applied; the detail shows that amount', async () => {
      const o1 = await createOrder(app, entA.id, { amount: '12.34' });
      const o2 = await createOrder(app, entA.id, { amount: '56.78', status: '11' });
      const applied = await call(tokenA, 'POST', '/client/invoice', applyBody([o2.id, o1.id]));
      const id = applied.body.data.id as number;
      const rows = await links(id);
      expect(rows.map((l) => [l.orderId, l.amount, l.releasedAt]).sort()).toEqual(
        [
          [o1.id, '12.34', null],
          [o2.id, '56.78', null],
        ].sort(),
      );
      // a later change to the order does not change what the application covered
      await app.database.db.update(taskOrder).set({ amount: '99.99' }).where(eq(taskOrder.id, o1.id));
      const detail = await detailOf(tokenA, id);
      expect(detail.amount).toBe('69.12');
      expect(detail.orders.map((o) => [o.id, o.amount, o.releasedAt])).toEqual([
        [o1.id, '12.34', null],
        [o2.id, '56.78', null],
      ]);
    });

    it('keeps the links after a rejection, released; the orders can be invoiced again and are listed by both', async () => {
      const order = await createOrder(app, entA.id, { amount: '40.00' });
      const first = (await call(tokenA, 'POST', '/client/invoice', applyBody([order.id]))).body.data.id as number;
      await call(admin, 'POST', `/client/invoice/${first}/reject`, { reason: '税号有误' });
      const [link] = await links(first);
      expect(link).toMatchObject({ orderId: order.id, amount: '40.00' });
      expect(link?.releasedAt).toBeInstanceOf(Date);
      const [row] = await app.database.db.select().from(taskOrder).where(eq(taskOrder.id, order.id));
      expect(row?.invoiceId).toBeNull();
      const invoiceable = await call(tokenA, 'GET', `/client/invoice/invoiceable-orders?keyword=${order.orderNo}`);
      expect(invoiceable.body.data.rows?.map((r) => r.id)).toEqual([order.id]);

      const second = await call(tokenA, 'POST', '/client/invoice', applyBody([order.id]));
      expect(second.status, second.body.msg).toBe(200);
      const secondId = second.body.data.id as number;
      expect((await detailOf(tokenA, first)).orders).toEqual([
        expect.objectContaining({ id: order.id, amount: '40.00', releasedAt: expect.any(String) }),
      ]);
      expect((await detailOf(tokenA, secondId)).orders).toEqual([
        expect.objectContaining({ id: order.id, releasedAt: null }),
      ]);
      const all = await app.database.db.select().from(invoiceOrder).where(eq(invoiceOrder.orderId, order.id));
      expect(all.map((l) => [l.invoiceId, l.releasedAt === null]).sort()).toEqual(
        [
          [first, false],
          [secondId, true],
        ].sort(),
      );
    });

    it('keeps the links after a void from applied, issued and posted, released', async () => {
      for (const status of ['0', '1', '5'] as const) {
        const id = await applicationIn(status);
        const before = await links(id);
        expect(before).toHaveLength(1);
        expect(before[0]?.releasedAt).toBeNull();
        await call(admin, 'POST', `/client/invoice/${id}/void`, { reason: '作废重开' });
        const after = await links(id);
        expect(after.map((l) => l.orderId)).toEqual(before.map((l) => l.orderId));
        expect(after.every((l) => l.releasedAt instanceof Date)).toBe(true);
        const detail = await detailOf(tokenA, id);
        expect(detail.orders).toHaveLength(1);
        expect(detail.orders[0]?.releasedAt).toEqual(expect.any(String));
      }
    });

    it('leaves the links alone when an action is refused', async () => {
      const id = await applicationIn('7');
      expect((await call(admin, 'POST', `/client/invoice/${id}/void`, { reason: 'x' })).status).toBe(409);
      expect((await call(tokenA, 'POST', `/client/invoice/${id}/reject`, { reason: 'x' })).status).toBe(403);
      expect((await links(id)).every((l) => l.releasedAt === null)).toBe(true);
    });

    it('never lets an order be in two unreleased applications: the database refuses it too', async () => {
      const order = await createOrder(app, entA.id);
      const id = (await call(tokenA, 'POST', '/client/invoice', applyBody([order.id]))).body.data.id as number;
      // Straight into the table, past the service: the partial unique index refuses a second active link.
      const other = await applicationIn('7');
      await expect(
        app.database.db.insert(invoiceOrder).values({ invoiceId: other, orderId: order.id, amount: '1.00' }),
      ).rejects.toThrow();
      // A released link does not count.
      await app.database.db
        .insert(invoiceOrder)
        .values({ invoiceId: other, orderId: order.id, amount: '1.00', releasedAt: new Date() });
      await app.database.db
        .delete(invoiceOrder)
        .where(and(eq(invoiceOrder.invoiceId, other), eq(invoiceOrder.orderId, order.id)));
      expect((await links(id)).map((l) => l.orderId)).toEqual([order.id]);
    });

    it('answers 409 and writes nothing when the order is linked though not marked (the index is the last guard)', async () => {
      const order = await createOrder(app, entA.id);
      const holder = await applicationIn('7');
      // An unreleased link the order's own column does not show: only the index can catch the second application.
      await app.database.db.insert(invoiceOrder).values({ invoiceId: holder, orderId: order.id, amount: '100.00' });
      const countOf = async () =>
        (await app.database.db.select().from(invoice).where(eq(invoice.enterpriseId, entA.id))).length;
      const before = await countOf();
      const res = await call(tokenA, 'POST', '/client/invoice', applyBody([order.id]));
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain(order.orderNo);
      expect(await countOf()).toBe(before);
      const [row] = await app.database.db.select().from(taskOrder).where(eq(taskOrder.id, order.id));
      expect(row?.invoiceId).toBeNull();
      const active = await app.database.db
        .select()
        .from(invoiceOrder)
        .where(and(eq(invoiceOrder.orderId, order.id), isNull(invoiceOrder.releasedAt)));
      expect(active.map((l) => l.invoiceId)).toEqual([holder]);
    });

    it('shows an application’s orders, released or not, to its enterprise and staff only', async () => {
      const id = await applicationIn('7');
      await call(admin, 'POST', `/client/invoice/${id}/reject`, { reason: '重新申请' });
      expect((await detailOf(tokenA, id)).orders).toHaveLength(1);
      expect((await detailOf(agent, id)).orders).toHaveLength(1);
      const theirs = await call(tokenB, 'GET', `/client/invoice/${id}`);
      expect(theirs.status).toBe(404);
      expect(JSON.stringify(theirs.body)).not.toContain('orderNo');
    });
  });

  it('filters the application list and keeps each enterprise to its own', async () => {
    const id = await applicationIn('7', '026');
    const detail = (await call(tokenA, 'GET', `/client/invoice/${id}`)).body.data;
    const no = detail.applicationNo as string;
    const found = await call(tokenA, 'GET', `/client/invoice/list?keyword=${no}&status=7&invoiceType=026`);
    expect(found.body.data.rows?.map((r) => r.id)).toEqual([id]);
    expect((await call(tokenA, 'GET', `/client/invoice/list?keyword=${no}&status=0`)).body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(tokenA, 'GET', `/client/invoice/list?keyword=${no}&beginTime=${today}`)).body.data.total).toBe(
      1,
    );
    expect((await call(tokenA, 'GET', `/client/invoice/list?keyword=${no}&endTime=2000-01-01`)).body.data.total).toBe(
      0,
    );
    expect((await call(tokenB, 'GET', `/client/invoice/list?keyword=${no}`)).body.data.total).toBe(0);
    expect(
      (await call(tokenB, 'GET', `/client/invoice/list?enterpriseId=${entA.id}&pageSize=100`)).body.data.rows?.some(
        (r) => r.enterpriseId === entA.id,
      ),
    ).toBe(false);
    expect(
      (await call(agent, 'GET', `/client/invoice/list?enterpriseId=${entA.id}&keyword=${no}`)).body.data.total,
    ).toBe(1);
    expect(
      (await call(agent, 'GET', `/client/invoice/list?enterpriseId=${entB.id}&keyword=${no}`)).body.data.total,
    ).toBe(0);
    expect((await call(tokenA, 'GET', '/client/invoice/list?orderByColumn=amount&isAsc=asc')).status).toBe(200);
    expect((await call(tokenA, 'GET', '/client/invoice/list?orderByColumn=taxNo')).status).toBe(400);
  });

  it('filters the invoice records by number, code, status and issue date, per enterprise', async () => {
    const id = await applicationIn('1');
    const record = (await call(tokenA, 'GET', `/client/invoice/${id}`)).body.data.record as {
      id: number;
      invoiceNumber: string;
    };
    const q = `/client/invoice-record/list?keyword=${record.invoiceNumber}`;
    expect((await call(tokenA, 'GET', q)).body.data.rows?.map((r) => r.id)).toEqual([record.id]);
    expect((await call(tokenA, 'GET', `${q}&status=2&beginTime=2025-03-01&endTime=2025-03-01`)).body.data.total).toBe(
      1,
    );
    expect((await call(tokenA, 'GET', `${q}&beginTime=2025-03-02`)).body.data.total).toBe(0);
    expect((await call(tokenA, 'GET', `${q}&status=0`)).body.data.total).toBe(0);
    expect((await call(tokenA, 'GET', `${q}&beginTime=03/01/2025`)).status).toBe(400);
    expect((await call(tokenB, 'GET', q)).body.data.total).toBe(0);
    expect((await call(agent, 'GET', q)).body.data.total).toBe(1);
  });

  it('exports only the enterprise’s own applications and records: a real job as enterprise A, read from the xlsx', async () => {
    const mine = await applicationIn('1');
    const orderB = await createOrder(app, entB.id, { amount: '70.00' });
    const appliedB = await call(tokenB, 'POST', '/client/invoice', applyBody([orderB.id], { title: entB.name }));
    expect(appliedB.status, appliedB.body.msg).toBe(200);
    const theirs = appliedB.body.data.id as number;
    expect((await call(admin, 'POST', `/client/invoice/${theirs}/approve`)).status).toBe(200);
    expect((await call(admin, 'POST', `/client/invoice/${theirs}/issue`, await issueBody())).status).toBe(200);
    const detail = async (id: number) => (await call(admin, 'GET', `/client/invoice/${id}`)).body.data;
    const [a, b] = [await detail(mine), await detail(theirs)];
    const recordNo = (d: Record<string, unknown>) => (d.record as { invoiceNumber: string }).invoiceNumber;

    const listed = (await call(tokenA, 'GET', '/client/invoice/list?pageSize=100')).body.data.rows ?? [];
    const invoices = await exportSheet(app, tokenA, { kind: 'invoices' });
    expect(invoices.sheetName).toBe('开票申请');
    const numbers = invoices.rows.map((r) => r.申请编号);
    expect(numbers).toContain(a.applicationNo);
    expect(numbers).not.toContain(b.applicationNo);
    expect(numbers.sort()).toEqual(listed.map((r) => r.applicationNo).sort());
    expect(new Set(invoices.rows.map((r) => r.企业名称))).toEqual(new Set([entA.name]));
    // B's own export cannot reach A's either, even asked for A's enterprise.
    const forB = await exportSheet(app, tokenB, { kind: 'invoices', enterpriseId: entA.id });
    expect(forB.rows.map((r) => r.申请编号)).toEqual([b.applicationNo]);

    const records = await exportSheet(app, tokenA, { kind: 'invoiceRecords' }, 'en');
    expect(records.headers[1]).toBe('Invoice number');
    const recordNumbers = records.rows.map((r) => r['Invoice number']);
    expect(recordNumbers).toContain(recordNo(a));
    expect(recordNumbers).not.toContain(recordNo(b));
    expect(new Set(records.rows.map((r) => r.Enterprise))).toEqual(new Set([entA.name]));

    // Staff export both enterprises.
    const all = await exportSheet(app, admin, { kind: 'invoiceRecords' });
    expect(all.rows.map((r) => r.发票号码)).toEqual(expect.arrayContaining([recordNo(a), recordNo(b)]));
  });

  it('registers the invoice and record exporters with their permissions', () => {
    expect(exporterFor('invoices')?.permission).toBe('client:invoice:export');
    expect(exporterFor('invoiceRecords')?.permission).toBe('client:invoiceRecord:export');
    expect(exporterFor('invoices')?.columns('en')[0]?.header).toBe('Application no.');
  });
});
