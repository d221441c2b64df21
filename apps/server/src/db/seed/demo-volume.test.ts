import { isCreditCode, isIdCard } from '@console/domain/validators';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, tokensFor } from '../../testing/factories.js';
import { column, openValue } from '../protected-columns.js';
import { enterprise, freelancer } from '../schema/index.js';

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await app.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

// Always on its own in-memory PGlite: the volume is seeded once, on a new database.
describe('demo volume (SEED_VOLUME)', () => {
  let app: FastifyInstance;
  let startMs = 0;
  beforeAll(async () => {
    const started = Date.now();
    app = await testApp({ DATABASE_URL: undefined, SEED_VOLUME: 'true' });
    startMs = Date.now() - started;
  }, 120_000);
  afterAll(() => app.close());

  it('starts in reasonable time on PGlite', () => {
    expect(startMs).toBeLessThan(60_000);
  });

  it('covers every status of tasks, orders, invoice applications and every article category', async () => {
    const statuses = async (table: string, column = 'status') =>
      (await rows<{ v: string }>(app, sql.raw(`select distinct ${column} as v from ${table} order by 1`))).map(
        (r) => r.v,
      );
    expect(await statuses('task')).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(await statuses('task_order')).toEqual(
      expect.arrayContaining(['0', '1', '3', '4', '5', '6', '7', '9', '10', '11']),
    );
    expect(await statuses('invoice')).toEqual(['0', '1', '2', '5', '7']);
    expect(await statuses('article', 'category')).toEqual(['A', 'B', 'C', 'F', 'P', 'Q', 'Y', 'Z']);
    expect(await statuses('feedback')).toEqual(['0', '1', '2', '3', '4']);
    const [counts] = await rows<{ tasks: number; orders: number; enterprises: number; freelancers: number }>(
      app,
      sql`select (select count(*) from task)::int as tasks, (select count(*) from task_order)::int as orders,
        (select count(*) from enterprise)::int as enterprises, (select count(*) from freelancer)::int as freelancers`,
    );
    expect(counts?.tasks).toBeGreaterThan(300);
    expect(counts?.orders).toBeGreaterThan(2000);
    expect(counts?.enterprises).toBe(9);
    expect(counts?.freelancers).toBeGreaterThan(200);
  });

  it('keeps money consistent: ledger, balances, paid orders and invoice amounts agree', async () => {
    const badEnterprises = await rows(
      app,
      sql`select e.id from enterprise e left join ledger_entry l on l.enterprise_id = e.id and l.kind in ('recharge', 'payment')
        group by e.id, e.balance having coalesce(sum(l.amount), 0) <> e.balance or e.balance < 0`,
    );
    expect(badEnterprises).toEqual([]);
    const badWorkers = await rows(
      app,
      sql`select f.id from freelancer f left join ledger_entry l on l.freelancer_id = f.id and l.kind = 'settlement'
        group by f.id, f.balance having coalesce(sum(l.amount), 0) <> f.balance`,
    );
    expect(badWorkers).toEqual([]);
    const unpaid = await rows(
      app,
      sql`select o.id from task_order o where (o.status in ('6', '11')) <> exists
        (select 1 from ledger_entry l where l.order_id = o.id and l.kind = 'payment' and l.amount = -o.amount)`,
    );
    expect(unpaid).toEqual([]);
    const negative = await rows(app, sql`select id from ledger_entry where kind = 'payment' and balance_after < 0`);
    expect(negative).toEqual([]);
    const badInvoices = await rows(
      app,
      sql`select i.id from invoice i join task_order o on o.invoice_id = i.id where i.status <> '2'
        group by i.id, i.amount, i.order_count having sum(o.amount) <> i.amount or count(*) <> i.order_count`,
    );
    expect(badInvoices).toEqual([]);
    const records = await rows<{ n: number }>(
      app,
      sql`select count(*)::int as n from invoice i where i.status in ('1', '5') and not exists
        (select 1 from invoice_record r where r.invoice_id = i.id)`,
    );
    expect(records[0]?.n).toBe(0);
  });

  it('gives every task a history ending in its status and every application its orders', async () => {
    const badTasks = await rows(
      app,
      sql`select t.id from task t where t.status <> (select e.to_status from task_event e where e.task_id = t.id
        order by e.created_at desc, e.id desc limit 1) or not exists (select 1 from task_event e where e.task_id = t.id)`,
    );
    expect(badTasks).toEqual([]);
    // All links of an application add up to it; the unreleased ones are exactly the orders pointing at it.
    const badLinks = await rows(
      app,
      sql`select i.id from invoice i left join invoice_order l on l.invoice_id = i.id group by i.id, i.amount, i.order_count
        having coalesce(sum(l.amount), 0) <> i.amount or count(l.order_id) <> i.order_count
        or count(*) filter (where l.released_at is null) <> (select count(*) from task_order o where o.invoice_id = i.id)
        or (i.status = '2') <> bool_and(l.released_at is not null)`,
    );
    expect(badLinks).toEqual([]);
  });

  it('makes valid ID cards and credit codes', async () => {
    const cards = await app.database.db.select({ id: freelancer.idCard }).from(freelancer);
    // stored sealed: read through the key ring
    expect(cards.every((c) => isIdCard(openValue(app.keys, column('freelancer', 'idCard'), c.id) ?? ''))).toBe(true);
    const codes = await app.database.db.select({ code: enterprise.creditCode }).from(enterprise);
    // The base seed's demo enterprise keeps its own code; every generated one carries a valid check character.
    expect(codes.filter((c) => !isCreditCode(c.code))).toEqual([]);
  });

  it('gives the demo enterprise a lively dashboard', async () => {
    const { access_token } = await tokensFor(app, 'enterprise');
    const res = await as(app, access_token, { method: 'GET', url: '/interface/dashboard/summary' });
    const business = res.json().data.business;
    expect(business.orders.total).toBeGreaterThan(500);
    expect(Number(business.orders.balance)).toBeGreaterThan(0);
  });
});
