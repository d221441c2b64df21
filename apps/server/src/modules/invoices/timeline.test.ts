import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoice, taskOrder } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createEnterprise, createUser, tokensFor } from '../../testing/factories.js';
import { multipart, pdf } from '../../testing/samples.js';
import { ownScopeStaff, pick, timelineOf, withTimelineFault } from '../../testing/timeline.js';
import { createOrder } from '../orders/factories.js';
import { creditCode } from './factories.js';

const ENTERPRISE_IP = '198.51.100.8';
const STAFF_IP = '192.0.2.45';
const BANK_ACCOUNT = '6222 0212 3456 7890';

describe('record timelines: invoice applications', () => {
  let app: FastifyInstance;
  let ent: Awaited<ReturnType<typeof createEnterprise>>;
  let tokenA: string;
  let tokenB: string;
  let admin: string;
  let ownOnly: string;

  const post = (token: string, url: string, ip: string, payload?: object) =>
    as(app, token, { method: 'POST', url: `/interface${url}`, remoteAddress: ip, ...(payload ? { payload } : {}) });

  /** A paper (004) application over one new paid order, its bank account given. */
  async function applied() {
    const order = await createOrder(app, ent.id, { amount: '60.00' });
    const res = await post(tokenA, '/client/invoice', ENTERPRISE_IP, {
      orderIds: String(order.id),
      invoiceType: '004',
      title: ent.name,
      taxNo: creditCode(),
      addressPhone: '杭州 0571-1',
      bankAccount: BANK_ACCOUNT,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().data.id as number, order };
  }

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    ent = await createEnterprise(app);
    const other = await createEnterprise(app);
    const a = await createUser(app, { userType: '02', enterpriseId: ent.id });
    const b = await createUser(app, { userType: '02', enterpriseId: other.id });
    const staff = await createUser(app, { userType: '01', roles: ['admin'] });
    tokenA = (await tokensFor(app, a.username)).access_token;
    tokenB = (await tokensFor(app, b.username)).access_token;
    admin = (await tokensFor(app, staff.username)).access_token;
    ownOnly = await ownScopeStaff(app, ['client:invoice:list']);
  });
  afterAll(() => app.close());

  it('keeps apply, approve, issue, post and void with who, where and why, the bank account only masked', async () => {
    const { id, order } = await applied();
    expect((await post(admin, `/client/invoice/${id}/approve`, STAFF_IP)).statusCode).toBe(200);
    const upload = await as(app, admin, {
      method: 'POST',
      url: '/interface/files/upload',
      ...(await multipart({ name: '发票.pdf', bytes: pdf(), type: 'application/pdf' })),
    });
    const file = upload.json().data as { url: string; fileName: string };
    const issued = await post(admin, `/client/invoice/${id}/issue`, STAFF_IP, {
      invoiceCode: '033002400111',
      invoiceNumber: '12345678',
      issueDate: '2025-03-01',
      taxAmount: '1.80',
      fileUrl: file.url,
      fileName: file.fileName,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const posted = await post(admin, `/client/invoice/${id}/post`, STAFF_IP, {
      expressCompany: '顺丰',
      trackingNo: 'SF100200300',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await post(admin, `/client/invoice/${id}/void`, STAFF_IP, { reason: '抬头有误' })).statusCode).toBe(200);

    // voided: closed for good, its story kept
    const { status, events, entries } = await timelineOf(app, tokenA, `/client/invoice/${id}/timeline`);
    expect(status).toBe(200);
    expect(events.map(pick)).toEqual([
      { action: 'apply', fromStatus: null, toStatus: '7', actorType: 'enterprise', ip: ENTERPRISE_IP },
      { action: 'approve', fromStatus: '7', toStatus: '0', actorType: 'staff', ip: STAFF_IP },
      { action: 'issue', fromStatus: '0', toStatus: '1', actorType: 'staff', ip: STAFF_IP },
      { action: 'post', fromStatus: '1', toStatus: '5', actorType: 'staff', ip: STAFF_IP },
      { action: 'void', fromStatus: '5', toStatus: '2', actorType: 'staff', ip: STAFF_IP },
    ]);
    expect(events[0]?.changes).toContainEqual({ field: 'bankAccount', before: null, after: '**** **** **** 7890' });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(BANK_ACCOUNT);
    expect(text).not.toContain(BANK_ACCOUNT.replace(/\s/g, ''));
    expect(events[2]?.note).toBe('033002400111 12345678');
    expect(events[4]).toMatchObject({
      note: '抬头有误',
      changes: [{ field: 'voidReason', before: null, after: '抬头有误' }],
    });
    // the application's notices concern it
    expect(entries.filter((e) => e.kind === 'notice').map((e) => e.action)).toEqual(
      expect.arrayContaining(['invoiceApplied', 'invoiceIssued', 'invoicePosted']),
    );
    // and the order's own timeline shows it was taken and released
    const orderEvents = (await timelineOf(app, tokenA, `/client/order/${order.id}/timeline`)).events;
    expect(orderEvents.map((e) => e.action)).toEqual(['invoice-apply', 'invoice-release']);
  });

  it('a rejection keeps its reason; a step whose entry fails leaves the application as it was', async () => {
    const { id, order } = await applied();
    await withTimelineFault(app, `new.entity = 'invoice' and new.record_id = ${id}`, async () => {
      expect((await post(admin, `/client/invoice/${id}/reject`, STAFF_IP, { reason: '金额不符' })).statusCode).toBe(
        500,
      );
    });
    const row = await app.database.db.query.invoice.findFirst({ where: eq(invoice.id, id) });
    expect(row).toMatchObject({ status: '7', rejectReason: null });
    // the orders the rejection would release are still taken
    const o = await app.database.db.query.taskOrder.findFirst({ where: eq(taskOrder.id, order.id) });
    expect(o?.invoiceId).toBe(id);
    expect((await timelineOf(app, admin, `/client/invoice/${id}/timeline`)).events.map((e) => e.action)).toEqual([
      'apply',
    ]);
    expect((await post(admin, `/client/invoice/${id}/reject`, STAFF_IP, { reason: '金额不符' })).statusCode).toBe(200);
    const { events } = await timelineOf(app, admin, `/client/invoice/${id}/timeline`);
    expect(events.at(-1)).toMatchObject({ action: 'reject', note: '金额不符', ip: STAFF_IP, toStatus: '2' });
  });

  it("answers 404 for another enterprise's application and one outside the caller's scope", async () => {
    const { id } = await applied();
    expect((await timelineOf(app, tokenB, `/client/invoice/${id}/timeline`)).status).toBe(404);
    expect((await timelineOf(app, ownOnly, `/client/invoice/${id}/timeline`)).status).toBe(404);
    expect((await timelineOf(app, admin, '/client/invoice/99999999/timeline')).status).toBe(404);
  });
});
