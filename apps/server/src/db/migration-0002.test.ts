import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabase } from '../testing/own-database.js';
import { pgliteExtensions } from './pglite-extensions.js';

const migrations = path.resolve(import.meta.dirname, 'migrations');

/** A copy of the migrations folder that stops before 0002, to build the database as it was. */
function migrationsBefore0002(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-0001-'));
  cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Target {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite in memory, or (scripts/test-pg.sh) a database of its own beside the test database, dropped afterwards. */
async function openTarget(): Promise<Target> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite({ extensions: pgliteExtensions });
    await client.waitReady;
    return {
      exec: async (sql) => {
        await client.exec(sql);
      },
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      migrate: (migrationsFolder) => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const own = await ownDatabase('migration_0002');
  // One client, not a pool: its end() waits until the connection is closed, so the drop below never ends a
  // connection still closing (whose error nothing would hear).
  const client = new pg.Client({ connectionString: own.url });
  await client.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    migrate: (migrationsFolder) => migratePg(drizzlePg({ client }), { migrationsFolder }),
    close: async () => {
      await client.end();
      await own.drop();
    },
  };
}

// Rows as 0001 left them: task_review for the reviews, task_order.invoice_id for the orders of an application
// (forgotten on release but for the orders' invoice-apply events).
const before0002 = `
insert into sys_user (id, username, name, password_hash, user_type) values
  (901, 'ent901', '企业用户', 'x', '02'), (902, 'staff902', '审核员', 'x', '01');
insert into enterprise (id, name, credit_code) values (901, '迁移测试企业', '91330106MA2H2L7X1X');
insert into task (id, task_no, enterprise_id, title, industry, work_mode, pricing_unit, price, headcount,
  start_date, end_date, status, created_by, created_at, completed_at) values
  (901, 'T901', 901, '驳回后通过', 'I', '1', '04', '10.00', 1, '2025-01-01', '2025-01-31', '2', 901, '2025-01-01T08:00:00Z', null),
  (902, 'T902', 901, '已完成', 'I', '1', '04', '10.00', 1, '2025-01-01', '2025-01-31', '4', 901, '2025-01-02T08:00:00Z', '2025-02-01T08:00:00Z'),
  (903, 'T903', 901, '草稿', 'I', '1', '04', '10.00', 1, '2025-01-01', '2025-01-31', '0', 901, '2025-01-03T08:00:00Z', null);
insert into task_review (task_id, state, reason, reviewer_id, created_at) values
  (901, '0', null, 901, '2025-01-01T09:00:00Z'),
  (901, '2', '信息不全', 902, '2025-01-01T10:00:00Z'),
  (901, '0', null, 901, '2025-01-01T11:00:00Z'),
  (901, '1', null, 902, '2025-01-01T12:00:00Z'),
  (902, '0', null, 901, '2025-01-02T09:00:00Z'),
  (902, '1', null, 902, '2025-01-02T10:00:00Z');
insert into freelancer (id, name, phone, id_card) values (901, '张三', '13800009901', '110101199001011234');
insert into invoice (id, application_no, enterprise_id, invoice_type, title, tax_no, amount, order_count, status,
  reviewed_at, created_at) values
  (901, 'FP901R', 901, '007', '迁移测试企业', '91330106MA2H2L7X1X', '30.00', 2, '2', '2025-02-02T08:00:00Z', '2025-02-01T08:00:00Z'),
  (902, 'FP902A', 901, '007', '迁移测试企业', '91330106MA2H2L7X1X', '40.00', 2, '7', null, '2025-02-03T08:00:00Z');
insert into task_order (id, order_no, task_id, enterprise_id, freelancer_id, mode, status, amount, invoice_id) values
  (901, 'O901', 902, 901, 901, 'A', '11', '10.00', 902),
  (902, 'O902', 902, 901, 901, 'A', '11', '20.00', null),
  (903, 'O903', 902, 901, 901, 'A', '6', '30.00', 902);
insert into order_event (order_id, action, from_status, to_status, actor_type, actor_id, note, created_at) values
  (902, 'invoice-apply', '11', '11', 'enterprise', 901, 'FP901R', '2025-02-01T08:00:00Z'),
  (903, 'invoice-apply', '6', '6', 'enterprise', 901, 'FP901R', '2025-02-01T08:00:00Z'),
  (902, 'invoice-release', '11', '11', 'staff', 902, 'FP901R 抬头有误', '2025-02-02T08:00:00Z'),
  (903, 'invoice-release', '6', '6', 'staff', 902, 'FP901R 抬头有误', '2025-02-02T08:00:00Z'),
  (901, 'invoice-apply', '11', '11', 'enterprise', 901, 'FP902A', '2025-02-03T08:00:00Z'),
  (903, 'invoice-apply', '6', '6', 'enterprise', 901, 'FP902A', '2025-02-03T08:00:00Z');
`;

describe('migration 0002: task history and invoice links from the rows before it', () => {
  let db: Target;
  let folder: string;
  beforeAll(async () => {
    db = await openTarget();
    folder = migrationsBefore0002();
    await db.migrate(folder);
    await db.exec(before0002);
    await db.migrate(migrations);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('folds task_review into task_event, with each task’s creation and completion', async () => {
    const events = await db.rows<Record<string, unknown>>(
      `select task_id::int, action, from_status, to_status, actor_type, actor_id::int, reason from task_event
        order by task_id, created_at, id`,
    );
    // task, action, from, to, actor type, actor, reason
    expect(events.map((e) => Object.values(e))).toEqual([
      [901, 'create', null, '0', 'enterprise', 901, null],
      [901, 'submit', '0', '1', 'enterprise', 901, null],
      [901, 'reject', '1', '5', 'staff', 902, '信息不全'],
      // a later submit may have come from the rejection or from an edit, which task_review did not record
      [901, 'submit', null, '1', 'enterprise', 901, null],
      [901, 'approve', '1', '2', 'staff', 902, null],
      [902, 'create', null, '0', 'enterprise', 901, null],
      [902, 'submit', '0', '1', 'enterprise', 901, null],
      [902, 'approve', '1', '2', 'staff', 902, null],
      [902, 'complete', null, '4', 'enterprise', null, null],
      [903, 'create', null, '0', 'enterprise', 901, null],
    ]);
    const left = await db.rows<{ t: string | null }>(`select to_regclass('public.task_review')::text as t`);
    expect(left).toEqual([{ t: null }]);
  });

  it('links the orders an application covers now and those a rejection released', async () => {
    const links = await db.rows(
      `select invoice_id::int, order_id::int, amount::text, released_at is not null as released from invoice_order
        order by invoice_id, order_id`,
    );
    expect(links).toEqual([
      { invoice_id: 901, order_id: 902, amount: '20.00', released: true },
      { invoice_id: 901, order_id: 903, amount: '30.00', released: true },
      { invoice_id: 902, order_id: 901, amount: '10.00', released: false },
      { invoice_id: 902, order_id: 903, amount: '30.00', released: false },
    ]);
    const released = await db.rows<{ at: string }>(
      `select distinct released_at::text as at from invoice_order where invoice_id = 901`,
    );
    expect(released.map((r) => new Date(r.at).toISOString())).toEqual(['2025-02-02T08:00:00.000Z']);
  });
});
