import { messages } from '@console/domain/messages';
import { fromCents, toCents } from '@console/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedCount } from '../../db/list-query.js';
import { column, sealValue } from '../../db/protected-columns.js';
import { freelancer, ledgerEntry, orderEvent, taskOrder } from '../../db/schema/index.js';
import { sealedAs } from '../../db/sealed-as.js';
import { testApp } from '../../testing/app.js';
import { exporterFor } from '../exports/registry.js';
import { createTask } from '../tasks/factories.js';
import { balanceOf, call, enterpriseUser, freelancerWithToken, setBalance, staffUser } from './factories.js';

/** A freelancer's ID card as the services store it. */
const idCardAs = (app: FastifyInstance, idCard: string) =>
  sealedAs('idCard', sealValue(app.keys, column('freelancer', 'idCard'), idCard));

type Detail = {
  id: number;
  orderNo: string;
  status: string;
  amount: string;
  mode: string;
  freelancerName: string;
  freelancerPhone: string;
  freelancerIdCard: string;
  freelancerGender: string | null;
  freelancerBankCard: string;
  events: { action: string; fromStatus: string | null; toStatus: string; actorType: string; note: string | null }[];
  ledger: { kind: string; amount: string; balanceAfter: string | null }[];
};

describe('orders', () => {
  let app: FastifyInstance;
  let ent: Awaited<ReturnType<typeof enterpriseUser>>;
  let other: Awaited<ReturnType<typeof enterpriseUser>>;
  let admin: Awaited<ReturnType<typeof staffUser>>;
  let agent: Awaited<ReturnType<typeof staffUser>>;

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    ent = await enterpriseUser(app);
    other = await enterpriseUser(app);
    admin = await staffUser(app, ['admin']);
    agent = await staffUser(app, ['agent']);
  });
  afterAll(() => app.close());

  const post = (token: string, url: string, payload?: object) => call(app, token, 'POST', url, payload);
  const get = (token: string, url: string) => call(app, token, 'GET', url);

  /** An application (status 0) by a new freelancer for a new recruiting task of `ent`. */
  async function application(spec: { price?: string; headcount?: number; quantity?: string } = {}) {
    const t = await createTask(app, ent.enterpriseId, { price: spec.price, headcount: spec.headcount });
    const f = await freelancerWithToken(app);
    const res = await post(f.token, '/freelancer/orders', { taskId: t.id, quantity: spec.quantity ?? '2' });
    expect(res.statusCode, res.body).toBe(200);
    return { task: t, f, order: res.json().data as Detail };
  }

  /** Moves a new application forward to the given status through the real endpoints. */
  async function orderAt(status: '0' | '3' | '4' | '5' | '6' | '10', spec: { price?: string } = {}) {
    const a = await application(spec);
    const id = a.order.id;
    const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      ['3', () => post(ent.token, `/client/order/${id}/accept`)],
      ['4', () => post(a.f.token, `/freelancer/orders/${id}/deliver`, { note: 'done' })],
      ['5', () => post(ent.token, `/client/order/${id}/check`)],
      ['6', () => post(ent.token, `/client/order/${id}/pay`)],
    ];
    if (status === '10') {
      expect((await steps[0]?.[1]())?.statusCode).toBe(200);
      expect((await post(ent.token, `/client/order/${id}/close`, { reason: 'no longer needed' })).statusCode).toBe(200);
      return a;
    }
    if (status === '6') await setBalance(app, ent.enterpriseId, '1000000.00');
    for (const [reached, step] of steps) {
      if (status === '0') break;
      const res = await step();
      expect(res.statusCode, res.body).toBe(200);
      if (reached === status) break;
    }
    return a;
  }

  describe('application mode, end to end with the ledger', () => {
    it('goes apply → accept → deliver → check → pay → review, moving the money exactly once', async () => {
      const { f, order, task } = await application({ price: '150.50', quantity: '3' });
      expect(order).toMatchObject({ status: '0', mode: 'A', amount: '451.50' });
      expect(order.freelancerName).not.toBe(f.name);
      expect(order.freelancerPhone).toMatch(/^139\*{4}\d{4}$/);
      expect(order.freelancerIdCard).toBe('110***********4514');
      expect(order.freelancerGender).toBe('male');
      expect(order.freelancerBankCard).toMatch(/\*+ 0123$/);

      // the enterprise accepts 2 units: the amount is fixed at acceptance, quantity × price
      const accepted = await post(ent.token, `/client/order/${order.id}/accept`, { quantity: '2' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data).toMatchObject({ status: '3', amount: '301.00', quantity: '2.00' });

      const files = [{ fileName: 'report.pdf', url: '/interface/files/x/report.pdf' }];
      const delivered = await post(f.token, `/freelancer/orders/${order.id}/deliver`, {
        note: 'all done',
        files: JSON.stringify(files),
      });
      expect(delivered.json().data).toMatchObject({ status: '4', deliveryNote: 'all done', deliveryFiles: files });
      expect((await post(ent.token, `/client/order/${order.id}/check`)).json().data.status).toBe('5');

      const recharge = await post(admin.token, '/client/ledger/recharge', {
        enterpriseId: ent.enterpriseId,
        amount: '1000',
        remark: 'bank transfer',
      });
      expect(recharge.statusCode, recharge.body).toBe(200);
      const before = await balanceOf(app, ent.enterpriseId);
      const fBefore = (await app.database.db.query.freelancer.findFirst({ where: eq(freelancer.id, f.id) }))?.balance;

      const paid = await post(ent.token, `/client/order/${order.id}/pay`);
      expect(paid.statusCode, paid.body).toBe(200);
      const d = paid.json().data as Detail;
      expect(d.status).toBe('6');
      expect(await balanceOf(app, ent.enterpriseId)).toBe(fromCents(toCents(before) - 30100));
      const fAfter = (await app.database.db.query.freelancer.findFirst({ where: eq(freelancer.id, f.id) }))?.balance;
      expect(fAfter).toBe(fromCents(toCents(fBefore ?? '0') + 30100));
      expect(d.ledger.map((l) => [l.kind, l.amount])).toEqual([
        ['payment', '-301.00'],
        ['settlement', '301.00'],
      ]);
      expect(d.ledger[0]?.balanceAfter).toBe(await balanceOf(app, ent.enterpriseId));
      // a settlement's balance is the freelancer's: not shown to the enterprise
      expect(d.ledger[1]?.balanceAfter).toBeNull();
      const asStaff = (await get(admin.token, `/client/order/${order.id}`)).json().data as Detail;
      expect(asStaff.ledger[1]?.balanceAfter).toBe(fAfter);

      const reviewed = await post(ent.token, `/client/order/${order.id}/review`, { rating: '5', text: 'great' });
      expect(reviewed.json().data).toMatchObject({ status: '11', rating: 5, reviewText: 'great' });
      const events = (reviewed.json().data as Detail).events.map((e) => [
        e.action,
        e.fromStatus,
        e.toStatus,
        e.actorType,
      ]);
      expect(events).toEqual([
        ['apply', null, '0', 'freelancer'],
        ['acceptApplication', '0', '3', 'enterprise'],
        ['deliver', '3', '4', 'freelancer'],
        ['check', '4', '5', 'enterprise'],
        ['pay', '5', '2', 'enterprise'],
        ['settle', '2', '6', 'system'],
        ['review', '6', '11', 'enterprise'],
      ]);
      // the task's own list of orders
      const list = await get(ent.token, `/client/order/list?taskId=${task.id}`);
      expect(list.json().data.rows.map((r: { id: number }) => r.id)).toEqual([order.id]);
    });

    it('refuses a payment the balance cannot cover, with both figures, and changes nothing', async () => {
      const { order } = await orderAt('5', { price: '99.99' });
      await setBalance(app, ent.enterpriseId, '100.00');
      const res = await post(ent.token, `/client/order/${order.id}/pay`);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('账户余额不足：需支付 ¥199.98，当前余额 ¥100.00');
      expect(await balanceOf(app, ent.enterpriseId)).toBe('100.00');
      const row = await app.database.db.query.taskOrder.findFirst({ where: eq(taskOrder.id, order.id) });
      expect(row?.status).toBe('5');
      expect(await app.database.db.select().from(ledgerEntry).where(eq(ledgerEntry.orderId, order.id))).toEqual([]);
    });

    it('pays once when the same order is paid twice at the same moment', async () => {
      const { order, f } = await orderAt('5', { price: '10.00' });
      await setBalance(app, ent.enterpriseId, '1000.00');
      const results = await Promise.all([
        post(ent.token, `/client/order/${order.id}/pay`),
        post(ent.token, `/client/order/${order.id}/pay`),
        post(ent.token, `/client/order/${order.id}/pay`),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await balanceOf(app, ent.enterpriseId)).toBe('980.00');
      const fRow = await app.database.db.query.freelancer.findFirst({ where: eq(freelancer.id, f.id) });
      expect(fRow?.balance).toBe('20.00');
      const entries = await app.database.db.select().from(ledgerEntry).where(eq(ledgerEntry.orderId, order.id));
      expect(entries.map((e) => e.kind).sort()).toEqual(['payment', 'settlement']);
    });

    it('rolls the whole payment back when the settlement cannot be written', async () => {
      const { order, f } = await orderAt('5', { price: '10.00' });
      await setBalance(app, ent.enterpriseId, '500.00');
      const db = app.database.db;
      const fn = `fail_settlement_${f.id}`;
      // A fault inside the transaction, after the debit and the payment row: the settlement insert fails.
      await db.execute(
        `create function ${fn}() returns trigger language plpgsql as $$ begin ` +
          `if new.kind = 'settlement' and new.freelancer_id = ${f.id} then raise exception 'settlement refused'; end if; ` +
          'return new; end $$',
      );
      await db.execute(`create trigger ${fn} before insert on ledger_entry for each row execute function ${fn}()`);
      try {
        const res = await post(ent.token, `/client/order/${order.id}/pay`);
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain('settlement refused');
      } finally {
        await db.execute(`drop trigger ${fn} on ledger_entry`);
        await db.execute(`drop function ${fn}()`);
      }
      expect(await balanceOf(app, ent.enterpriseId)).toBe('500.00');
      const fRow = await db.query.freelancer.findFirst({ where: eq(freelancer.id, f.id) });
      expect(fRow?.balance).toBe('0.00');
      const row = await db.query.taskOrder.findFirst({ where: eq(taskOrder.id, order.id) });
      expect(row?.status).toBe('5');
      expect(await db.select().from(ledgerEntry).where(eq(ledgerEntry.orderId, order.id))).toEqual([]);
      const events = await db.select().from(orderEvent).where(eq(orderEvent.orderId, order.id));
      expect(events.map((e) => e.action)).not.toContain('pay');
      // and the same payment goes through once the fault is gone
      expect((await post(ent.token, `/client/order/${order.id}/pay`)).statusCode).toBe(200);
    });
  });

  describe('invitation mode', () => {
    it('invites by phone; the freelancer accepts; the enterprise closes and the freelancer confirms', async () => {
      const t = await createTask(app, ent.enterpriseId, { price: '80.00' });
      const f = await freelancerWithToken(app);
      const inv = await post(ent.token, '/client/order/invite', { taskId: t.id, phone: f.phone, quantity: '1.5' });
      expect(inv.statusCode, inv.body).toBe(200);
      const order = inv.json().data as Detail;
      expect(order).toMatchObject({ status: '0', mode: 'I', amount: '120.00' });
      // the enterprise cannot accept its own invitation; the freelancer cannot accept by the console
      expect((await post(ent.token, `/client/order/${order.id}/accept`)).statusCode).toBe(403);
      const accepted = await post(f.token, `/freelancer/orders/${order.id}/accept`);
      expect(accepted.json().data).toMatchObject({ status: '3' });
      const closing = await post(ent.token, `/client/order/${order.id}/close`, { reason: 'plans changed' });
      expect(closing.json().data.status).toBe('10');
      expect((await post(f.token, `/freelancer/orders/${order.id}/deliver`, { note: 'x' })).statusCode).toBe(409);
      const closed = await post(f.token, `/freelancer/orders/${order.id}/confirm-close`);
      expect(closed.json().data.status).toBe('9');
      expect((closed.json().data as Detail).events.map((e) => e.action)).toEqual([
        'invite',
        'acceptInvitation',
        'close',
        'confirmClose',
      ]);
    });

    it('lets the freelancer refuse with a reason, and the enterprise withdraw an invitation', async () => {
      const t = await createTask(app, ent.enterpriseId);
      const f = await freelancerWithToken(app);
      const a = (await post(ent.token, '/client/order/invite', { taskId: t.id, phone: f.phone })).json().data as Detail;
      expect((await post(f.token, `/freelancer/orders/${a.id}/refuse`, {})).statusCode).toBe(400);
      const refused = await post(f.token, `/freelancer/orders/${a.id}/refuse`, { reason: 'busy' });
      expect(refused.json().data).toMatchObject({ status: '1', refuseReason: 'busy' });
      // refused is final: a new invitation may follow, and the enterprise may withdraw it
      const b = (await post(ent.token, '/client/order/invite', { taskId: t.id, phone: f.phone })).json().data as Detail;
      expect((await post(f.token, `/freelancer/orders/${b.id}/withdraw`)).statusCode).toBe(403);
      expect((await post(ent.token, `/client/order/${b.id}/withdraw`)).json().data.status).toBe('7');
      expect((await post(ent.token, `/client/order/${b.id}/withdraw`)).statusCode).toBe(409);
    });

    it('refuses an unknown phone, a bad phone and another enterprise’s task', async () => {
      const t = await createTask(app, ent.enterpriseId);
      const unknown = await post(ent.token, '/client/order/invite', { taskId: t.id, phone: '13000000000' });
      expect(unknown.statusCode).toBe(409);
      expect(unknown.json().msg).toBe(messages.orderFreelancerUnknown.zh);
      expect((await post(ent.token, '/client/order/invite', { taskId: t.id, phone: '123' })).statusCode).toBe(400);
      const f = await freelancerWithToken(app);
      expect((await post(other.token, '/client/order/invite', { taskId: t.id, phone: f.phone })).statusCode).toBe(404);
      // staff do not invite on an enterprise's behalf
      expect((await post(admin.token, '/client/order/invite', { taskId: t.id, phone: f.phone })).statusCode).toBe(403);
    });
  });

  describe('applications', () => {
    it('applies only to a recruiting task, once while the order is live', async () => {
      const f = await freelancerWithToken(app);
      for (const status of ['0', '1', '3', '4', '5']) {
        const t = await createTask(app, ent.enterpriseId, { status });
        const res = await post(f.token, '/freelancer/orders', { taskId: t.id });
        expect(res.statusCode).toBe(409);
        expect(res.json().msg).toBe(messages.orderTaskNotRecruiting.zh);
      }
      expect((await post(f.token, '/freelancer/orders', { taskId: 999999999 })).statusCode).toBe(404);
      const t = await createTask(app, ent.enterpriseId);
      const first = await post(f.token, '/freelancer/orders', { taskId: t.id });
      expect(first.statusCode).toBe(200);
      const again = await post(f.token, '/freelancer/orders', { taskId: t.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toBe(messages.orderDuplicate.zh);
      // withdrawn is final: applying again is allowed
      expect((await post(f.token, `/freelancer/orders/${first.json().data.id}/withdraw`)).json().data.status).toBe('7');
      expect((await post(f.token, '/freelancer/orders', { taskId: t.id })).statusCode).toBe(200);
    });

    it('refuses an application with a reason; accepting stops at the headcount', async () => {
      const t = await createTask(app, ent.enterpriseId, { headcount: 1 });
      const f1 = await freelancerWithToken(app);
      const f2 = await freelancerWithToken(app);
      const f3 = await freelancerWithToken(app);
      const [o1, o2, o3] = await Promise.all(
        [f1, f2, f3].map(
          async (f) => (await post(f.token, '/freelancer/orders', { taskId: t.id })).json().data as Detail,
        ),
      );
      expect((await post(ent.token, `/client/order/${o1?.id}/refuse`, { reason: '' })).statusCode).toBe(400);
      const refused = await post(ent.token, `/client/order/${o1?.id}/refuse`, { reason: 'not a fit' });
      expect(refused.json().data).toMatchObject({ status: '1', refuseReason: 'not a fit' });
      expect((await post(ent.token, `/client/order/${o2?.id}/accept`)).statusCode).toBe(200);
      const full = await post(ent.token, `/client/order/${o3?.id}/accept`);
      expect(full.statusCode).toBe(409);
      expect(full.json().msg).toBe('任务招募人数已满（1 人）');
    });

    it('accepts delivery files only as web links or files of this site, never javascript: and the like', async () => {
      const { order, f } = await orderAt('3');
      for (const url of [
        'javascript:alert(document.domain)//report.pdf',
        'JAVASCRIPT:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '//evil.example/report.pdf',
        'vbscript:msgbox(1)',
      ]) {
        const res = await post(f.token, `/freelancer/orders/${order.id}/deliver`, {
          note: 'done',
          files: JSON.stringify([{ fileName: 'report.pdf', url }]),
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().data.field).toBe('files.0.url');
        expect(res.json().msg).toBe('链接：只能是 http(s) 链接或本站文件地址');
      }
      const stored = await get(ent.token, `/client/order/${order.id}`);
      expect(stored.json().data).toMatchObject({ status: '3', deliveryFiles: [] });
    });

    it('sends a delivery back with a reason; the freelancer delivers again', async () => {
      const { order, f } = await orderAt('4');
      expect((await post(ent.token, `/client/order/${order.id}/reject-delivery`, {})).statusCode).toBe(400);
      const back = await post(ent.token, `/client/order/${order.id}/reject-delivery`, { reason: 'missing page 2' });
      expect(back.json().data.status).toBe('3');
      expect((back.json().data as Detail).events.at(-1)).toMatchObject({
        action: 'rejectDelivery',
        note: 'missing page 2',
      });
      expect(
        (await post(f.token, `/freelancer/orders/${order.id}/deliver`, { note: 'fixed' })).json().data.status,
      ).toBe('4');
    });

    it('validates the review: rating 1-5, text up to 500 characters', async () => {
      const { order } = await orderAt('6');
      for (const body of [{ rating: '0' }, { rating: '6' }, { rating: 'x' }, { rating: '4', text: 'x'.repeat(501) }]) {
        const res = await post(ent.token, `/client/order/${order.id}/review`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await post(ent.token, `/client/order/${order.id}/review`, { rating: '4' })).json().data.status).toBe(
        '11',
      );
    });
  });

  describe('every action refused from a wrong state (409), by a wrong actor or without permission (403)', () => {
    const consoleActions: [string, object | undefined, string[]][] = [
      ['accept', undefined, ['0']],
      ['refuse', { reason: 'r' }, ['0']],
      ['check', undefined, ['4']],
      ['reject-delivery', { reason: 'r' }, ['4']],
      ['pay', undefined, ['5']],
      ['review', { rating: '5' }, ['6']],
      ['close', { reason: 'r' }, ['3']],
    ];
    const freelancerActions: [string, object | undefined, string[]][] = [
      ['deliver', { note: 'n' }, ['3']],
      ['withdraw', undefined, ['0']],
      ['confirm-close', undefined, ['10']],
    ];
    const states = ['0', '3', '4', '5', '6', '10'] as const;

    it('refuses the enterprise actions from every other state', async () => {
      const orders = await Promise.all(states.map((s) => orderAt(s, { price: '1.00' })));
      for (const [verb, body, allowed] of consoleActions) {
        for (const [i, s] of states.entries()) {
          if (allowed.includes(s)) continue;
          const res = await post(ent.token, `/client/order/${orders[i]?.order.id}/${verb}`, body);
          expect(res.statusCode, `${verb} from ${s}`).toBe(409);
        }
      }
    });

    it('refuses the freelancer actions from every other state', async () => {
      const orders = await Promise.all(states.map((s) => orderAt(s, { price: '1.00' })));
      for (const [verb, body, allowed] of freelancerActions) {
        for (const [i, s] of states.entries()) {
          if (allowed.includes(s)) continue;
          const o = orders[i];
          const res = await post(o?.f.token ?? '', `/freelancer/orders/${o?.order.id}/${verb}`, body);
          expect(res.statusCode, `${verb} from ${s}`).toBe(409);
        }
      }
      // accept and refuse of an application belong to the enterprise
      const o0 = orders[0];
      expect((await post(o0?.f.token ?? '', `/freelancer/orders/${o0?.order.id}/accept`)).statusCode).toBe(403);
      expect(
        (await post(o0?.f.token ?? '', `/freelancer/orders/${o0?.order.id}/refuse`, { reason: 'r' })).statusCode,
      ).toBe(403);
    });

    it('answers 403 to a user without the permission, before looking at the state', async () => {
      const { order } = await orderAt('0');
      for (const [verb, body] of consoleActions) {
        const res = await post(agent.token, `/client/order/${order.id}/${verb}`, body);
        expect(res.statusCode, verb).toBe(403);
      }
      expect(
        (await post(agent.token, '/client/ledger/recharge', { enterpriseId: ent.enterpriseId, amount: '1' }))
          .statusCode,
      ).toBe(403);
      // but the agent reads the list and the order
      expect((await get(agent.token, `/client/order/${order.id}`)).statusCode).toBe(200);
    });

    it('lets staff close 0, 3 and 10 directly, nothing else; staff do not act for the enterprise', async () => {
      const orders = await Promise.all(states.map((s) => orderAt(s, { price: '1.00' })));
      for (const [i, s] of states.entries()) {
        const res = await post(admin.token, `/client/order/${orders[i]?.order.id}/close`, { reason: 'platform' });
        expect(res.statusCode, `close from ${s}`).toBe(['0', '3', '10'].includes(s) ? 200 : 409);
        if (res.statusCode === 200) {
          expect(res.json().data.status).toBe('9');
          expect((res.json().data as Detail).events.at(-1)).toMatchObject({ action: 'forceClose', actorType: 'staff' });
        }
      }
      const { order } = await orderAt('0');
      expect((await post(admin.token, `/client/order/${order.id}/accept`)).statusCode).toBe(403);
      const at5 = await orderAt('5');
      expect((await post(admin.token, `/client/order/${at5.order.id}/pay`)).statusCode).toBe(403);
    });
  });

  describe('isolation', () => {
    it('hides enterprise A’s orders from enterprise B (404) and from other freelancers', async () => {
      const { order, f } = await orderAt('0');
      expect((await get(other.token, `/client/order/${order.id}`)).statusCode).toBe(404);
      for (const verb of ['accept', 'check', 'pay']) {
        expect((await post(other.token, `/client/order/${order.id}/${verb}`)).statusCode).toBe(404);
      }
      const listed = await get(other.token, '/client/order/list?pageSize=100');
      expect(
        listed.json().data.rows.every((r: { enterpriseId: number }) => r.enterpriseId === other.enterpriseId),
      ).toBe(true);
      // B asking for A's rows by enterpriseId still sees only its own
      const asked = await get(other.token, `/client/order/list?enterpriseId=${ent.enterpriseId}`);
      expect(asked.json().data.rows.some((r: { id: number }) => r.id === order.id)).toBe(false);

      const b = await freelancerWithToken(app);
      expect((await get(b.token, `/freelancer/orders/${order.id}`)).statusCode).toBe(404);
      expect((await post(b.token, `/freelancer/orders/${order.id}/withdraw`)).statusCode).toBe(404);
      expect((await get(b.token, '/freelancer/orders')).json().data.total).toBe(0);
      const own = await get(f.token, '/freelancer/orders');
      expect(own.json().data.rows.map((r: { id: number }) => r.id)).toEqual([order.id]);
      // console tokens and freelancer tokens do not cross
      expect((await get(f.token, `/client/order/${order.id}`)).statusCode).toBe(401);
      expect((await post(ent.token, '/freelancer/orders', { taskId: order.id })).statusCode).toBe(401);
    });

    it('keeps balances and ledger entries per enterprise', async () => {
      await setBalance(app, other.enterpriseId, '42.00');
      const mine = await get(other.token, `/client/ledger/balance?enterpriseId=${ent.enterpriseId}`);
      expect(mine.json().data).toMatchObject({ enterpriseId: other.enterpriseId, balance: '42.00' });
      const entries = await get(other.token, `/client/ledger/entries?enterpriseId=${ent.enterpriseId}`);
      expect(
        entries.json().data.rows.every((r: { enterpriseId: number }) => r.enterpriseId === other.enterpriseId),
      ).toBe(true);
      const staff = await get(admin.token, `/client/ledger/balance?enterpriseId=${other.enterpriseId}`);
      expect(staff.json().data.balance).toBe('42.00');
      const missing = await get(admin.token, '/client/ledger/balance');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toBe(messages.ledgerEnterpriseRequired.zh);
    });
  });

  describe('ledger', () => {
    it('records a recharge with its row in one go; amounts are validated', async () => {
      const e = await enterpriseUser(app);
      for (const amount of ['0', '-5', '1.234', 'abc', '0.00', '']) {
        const res = await post(admin.token, '/client/ledger/recharge', { enterpriseId: e.enterpriseId, amount });
        expect(res.statusCode, amount).toBe(400);
        expect(res.json().msg).toContain('金额');
      }
      const r1 = await post(admin.token, '/client/ledger/recharge', {
        enterpriseId: e.enterpriseId,
        amount: '1000.10',
        remark: 'wire 1',
      });
      expect(r1.json().data).toMatchObject({ balance: '1000.10', entry: { kind: 'recharge', amount: '1000.10' } });
      const r2 = await post(admin.token, '/client/ledger/recharge', { enterpriseId: e.enterpriseId, amount: '0.20' });
      expect(r2.json().data.balance).toBe('1000.30');
      expect(await balanceOf(app, e.enterpriseId)).toBe('1000.30');
      const list = await get(e.token, '/client/ledger/entries?kind=recharge');
      expect(list.json().data).toMatchObject({ total: 2 });
      expect(list.json().data.rows.map((r: { balanceAfter: string }) => r.balanceAfter)).toEqual([
        '1000.30',
        '1000.10',
      ]);
      expect((await get(e.token, '/client/ledger/balance')).json().data.balance).toBe('1000.30');
      expect(
        (await post(admin.token, '/client/ledger/recharge', { enterpriseId: 999999999, amount: '1' })).statusCode,
      ).toBe(404);
      // an enterprise user never records a recharge, even with a role that names the permission
      expect(
        (await post(e.token, '/client/ledger/recharge', { enterpriseId: e.enterpriseId, amount: '1' })).statusCode,
      ).toBe(403);
    });

    it('serialises concurrent recharges: the balance is the exact sum', async () => {
      const e = await enterpriseUser(app);
      await Promise.all(
        Array.from({ length: 8 }, () =>
          post(admin.token, '/client/ledger/recharge', { enterpriseId: e.enterpriseId, amount: '12.34' }),
        ),
      );
      expect(await balanceOf(app, e.enterpriseId)).toBe('98.72');
      const list = await get(admin.token, `/client/ledger/entries?enterpriseId=${e.enterpriseId}&pageSize=20`);
      const afters = list
        .json()
        .data.rows.map((r: { balanceAfter: string }) => r.balanceAfter)
        .sort();
      expect(afters).toEqual(['12.34', '24.68', '37.02', '49.36', '61.70', '74.04', '86.38', '98.72']);
    });
  });

  describe('export', () => {
    it('exports the list’s rows for the same filters, scoped and masked', async () => {
      const { order, f } = await orderAt('0');
      const exporter = exporterFor('orders');
      expect(exporter?.permission).toBe('client:order:export');
      const principal = await app.auth.authenticate(other.token);
      const rows = [];
      for await (const r of exporter?.rows(app.database.db, principal, {}, 'zh', app.keys) ?? []) rows.push(r);
      expect(rows.some((r) => r.id === order.id)).toBe(false);
      const own = await app.auth.authenticate(ent.token);
      const mine = [];
      for await (const r of exporter?.rows(app.database.db, own, { keyword: order.orderNo }, 'zh', app.keys) ?? [])
        mine.push(r);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ orderNo: order.orderNo, status: '待审核', mode: '申请' });
      expect(mine[0]?.freelancerName).not.toBe(f.name);
      expect(String(mine[0]?.freelancerPhone)).toMatch(/^139\*{4}\d{4}$/);
      expect(exporter?.columns('en').map((c) => c.header)).toContain('Order no.');
    });
  });

  describe('freelancer gender and age', () => {
    /** Age on `now` of someone born on the given month (1-based) and day of `year`. */
    const ageOf = (year: number, month: number, day: number, now = new Date()) =>
      now.getFullYear() -
      year -
      (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day) ? 1 : 0);

    it('reads them from the full ID card for the list, the detail and the export, with the card still masked', async () => {
      const e = await enterpriseUser(app);
      const t = await createTask(app, e.enterpriseId);
      const [woman, unreadable] = await Promise.all([freelancerWithToken(app), freelancerWithToken(app)]);
      // A valid card of a woman born 1949-12-31; a card whose check digit is wrong tells nothing.
      await app.database.db
        .update(freelancer)
        .set(idCardAs(app, '11010519491231002X'))
        .where(eq(freelancer.id, woman.id));
      await app.database.db
        .update(freelancer)
        .set(idCardAs(app, '110101199003074515'))
        .where(eq(freelancer.id, unreadable.id));
      const ids: Record<string, number> = {};
      for (const [key, f] of Object.entries({ woman, unreadable })) {
        const res = await post(f.token, '/freelancer/orders', { taskId: t.id, quantity: '1' });
        expect(res.statusCode, res.body).toBe(200);
        ids[key] = res.json().data.id;
      }

      const detail = (await get(e.token, `/client/order/${ids.woman}`)).json().data;
      expect(detail).toMatchObject({
        freelancerGender: 'female',
        freelancerAge: ageOf(1949, 12, 31),
        freelancerIdCard: '110***********002X',
      });
      expect((await get(e.token, `/client/order/${ids.unreadable}`)).json().data).toMatchObject({
        freelancerGender: null,
        freelancerAge: null,
      });

      const rows = (await get(e.token, '/client/order/list')).json().data.rows as Record<string, unknown>[];
      expect(rows.find((r) => r.id === ids.woman)).toMatchObject({
        freelancerGender: 'female',
        freelancerAge: ageOf(1949, 12, 31),
      });
      expect(rows.find((r) => r.id === ids.unreadable)).toMatchObject({ freelancerGender: null, freelancerAge: null });
      expect(rows.every((r) => !('freelancerIdCard' in r))).toBe(true);

      const principal = await app.auth.authenticate(e.token);
      const exported: Record<string, unknown>[] = [];
      for await (const r of exporterFor('orders')?.rows(app.database.db, principal, {}, 'en', app.keys) ?? [])
        exported.push(r);
      expect(exported.find((r) => r.id === ids.woman)).toMatchObject({
        freelancerGender: 'Female',
        freelancerAge: ageOf(1949, 12, 31),
      });
      expect(exported.find((r) => r.id === ids.unreadable)).toMatchObject({ freelancerGender: '', freelancerAge: '' });
      // the export carries the ID card masked only (whole: an unmasked export, modules/system/pii.test.ts)
      expect(exported.find((r) => r.id === ids.woman)?.freelancerIdCard).toBe('110***********002X');
      expect(
        exporterFor('orders')
          ?.columns('zh')
          .map((c) => c.header),
      ).toEqual(expect.arrayContaining(['性别', '年龄']));
    });
  });

  describe('list', () => {
    it('filters by status list, mode, keyword and created range, sorts, and masks names', async () => {
      const e = await enterpriseUser(app);
      const t = await createTask(app, e.enterpriseId, { price: '10.00' });
      const fs = await Promise.all([1, 2, 3].map(() => freelancerWithToken(app)));
      const ids: number[] = [];
      for (const [i, f] of fs.entries()) {
        const res = await post(f.token, '/freelancer/orders', { taskId: t.id, quantity: String(i + 1) });
        ids.push(res.json().data.id);
      }
      const inv = await freelancerWithToken(app);
      await post(e.token, '/client/order/invite', { taskId: t.id, phone: inv.phone });
      await post(e.token, `/client/order/${ids[0]}/accept`);

      const all = (await get(e.token, '/client/order/list')).json().data;
      expect(all.total).toBe(4);
      expect(all.rows[0]).toMatchObject({ mode: 'I', status: '0', taskTitle: t.title });
      expect(all.rows.every((r: { freelancerName: string }) => r.freelancerName.includes('*'))).toBe(true);

      const q = (s: string) => get(e.token, `/client/order/list?${s}`).then((r) => r.json().data);
      expect((await q('status=3')).total).toBe(1);
      expect((await q('status=0,3')).total).toBe(4);
      expect((await q('status=0&mode=A')).total).toBe(2);
      expect((await q('mode=I')).total).toBe(1);
      expect(
        (await q(`keyword=${encodeURIComponent(fs[1]?.name ?? '')}`)).rows.map((r: { id: number }) => r.id),
      ).toEqual([ids[1]]);
      const no = all.rows.find((r: { id: number }) => r.id === ids[2]).orderNo as string;
      expect((await q(`keyword=${no}`)).total).toBe(1);
      const today = new Date().toISOString().slice(0, 10);
      expect((await q(`beginTime=${today}&endTime=${today}`)).total).toBe(4);
      expect((await q('beginTime=2000-01-01&endTime=2000-01-02')).total).toBe(0);
      const byAmount = await q('orderByColumn=amount&isAsc=asc&mode=A');
      expect(byAmount.rows.map((r: { amount: string }) => r.amount)).toEqual(['10.00', '20.00', '30.00']);
      expect((await get(e.token, '/client/order/list?orderByColumn=freelancerId')).statusCode).toBe(400);
      expect((await get(e.token, '/client/order/list?status=99')).statusCode).toBe(400);
      const page2 = await q('pageSize=3&pageNum=2');
      expect(page2).toMatchObject({ total: 4 });
      expect(page2.rows).toHaveLength(1);

      // staff: everything, or one enterprise
      const staff = (await get(admin.token, `/client/order/list?enterpriseId=${e.enterpriseId}`)).json().data;
      expect(staff.total).toBe(4);
      expect(staff.rows[0].enterpriseName).toBeTruthy();
    });

    it('counts up to the cap and answers cap + 1 for "more than"', async () => {
      const e = await enterpriseUser(app);
      const t = await createTask(app, e.enterpriseId);
      for (const f of await Promise.all([1, 2, 3].map(() => freelancerWithToken(app)))) {
        await post(f.token, '/freelancer/orders', { taskId: t.id, quantity: '1' });
      }
      const mine = eq(taskOrder.enterpriseId, e.enterpriseId);
      const db = app.database.db;
      expect(await cappedCount(db, taskOrder, mine, { cap: 2 })).toBe(3);
      expect(await cappedCount(db, taskOrder, mine, { cap: 3 })).toBe(3);
      expect(await cappedCount(db, taskOrder, mine)).toBe(3);

      // A big total (here: from 3 rows) is kept for a few seconds; a small one is always counted afresh.
      expect(await cappedCount(db, taskOrder, mine, { cap: 50, keepFrom: 3 })).toBe(3);
      const f = await freelancerWithToken(app);
      await post(f.token, '/freelancer/orders', { taskId: t.id, quantity: '1' });
      expect(await cappedCount(db, taskOrder, mine, { cap: 50, keepFrom: 3 })).toBe(3);
      expect(await cappedCount(db, taskOrder, mine, { cap: 60, keepFrom: 3 })).toBe(4);
      expect(await cappedCount(db, taskOrder, mine)).toBe(4);
    });
  });
});
