import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

export interface LargeOptions {
  orders: number;
  /** orders per INSERT … SELECT generate_series statement */
  chunk?: number;
  progress?: (line: string) => void;
}

export interface LargeResult {
  enterpriseIds: number[];
  orders: number;
  ms: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The first id of a set of rows inserted together (one writer: bigserial ids are consecutive). */
async function insertRange(db: Db, query: ReturnType<typeof sql>): Promise<{ first: number; n: number }> {
  const [r] = await rows<{ first: string; last: string; n: string }>(
    db,
    sql`with ins as (${query} returning id) select min(id) as first, max(id) as last, count(*) as n from ins`,
  );
  const first = Number(r?.first);
  const n = Number(r?.n);
  if (Number(r?.last) - first + 1 !== n) throw new Error('ids not consecutive: run seed:large alone');
  return { first, n };
}

/**
 * Adds `orders` orders for benchmarks, with their enterprises (one per 10,000 orders), tasks (one per 50) and
 * freelancers (one per 20), by INSERT … SELECT over generate_series in chunks: no rows pass through Node.
 * Statuses, modes, amounts and created times (over the last year) are spread by a hash of the row number.
 * Every run gets its own tag, so it can be repeated on the same database.
 */
export async function seedLarge(
  db: Db,
  { orders, chunk = 50_000, progress = () => {} }: LargeOptions,
): Promise<LargeResult> {
  const started = Date.now();
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const digits = String(Number.parseInt(tag, 16) % 1000).padStart(3, '0');
  const enterprises = Math.max(2, Math.ceil(orders / 10_000));
  const tasks = Math.max(enterprises, Math.ceil(orders / 50));
  const workers = Math.max(10, Math.ceil(orders / 20));

  const ent = await insertRange(
    db,
    sql`insert into enterprise (name, credit_code, industry, credit_grade, contact_name, contact_phone, balance, created_at)
      select '压测企业' || ${tag}::text || '-' || g, '91' || ${tag}::text || lpad(g::text, 10, '0'),
        chr(65 + (g % 20)), (array['A+', 'A', 'B', 'C'])[1 + g % 4], '联系人' || g, '138' || lpad(g::text, 8, '0'),
        1000000, now() - interval '400 days'
      from generate_series(1, ${enterprises}::int) g`,
  );
  progress(`enterprises: ${ent.n}`);
  const fl = await insertRange(
    db,
    sql`insert into freelancer (name, phone, id_card, bank_card, bank_name)
      select '压测' || g, '17' || ${digits}::text || lpad(g::text, 6, '0'), '110101199003074514',
        '6222021001' || lpad(g::text, 9, '0'), '中国工商银行'
      from generate_series(1, ${workers}::int) g`,
  );
  progress(`freelancers: ${fl.n}`);
  const tk = await insertRange(
    db,
    sql`insert into task (task_no, enterprise_id, title, industry, work_mode, pricing_unit, price, headcount,
        start_date, end_date, status, created_at, updated_at)
      select 'L' || ${tag}::text || lpad(g::text, 10, '0'), ${ent.first}::bigint + (g % ${enterprises}::int),
        '压测任务 ' || g, chr(65 + (g % 20)), (g % 2)::text, '04', 100 + (g % 900), 10,
        current_date - 400, current_date + 30, (array['2', '3', '4'])[1 + g % 3],
        now() - interval '400 days', now() - interval '400 days'
      from generate_series(0, ${tasks - 1}::int) g`,
  );
  progress(`tasks: ${tk.n}`);

  // Status mix close to a live platform: most orders settled and reviewed, a spread of open ones.
  const statuses = sql.raw(`(array['11','11','11','11','6','6','9','3','4','5','0','1','7','10','11','6'])`);
  for (let from = 0; from < orders; from += chunk) {
    const to = Math.min(orders, from + chunk) - 1;
    await db.execute(sql`
      insert into task_order (order_no, task_id, enterprise_id, freelancer_id, mode, status, quantity, amount,
        paid_at, created_at, updated_at)
      select 'L' || ${tag}::text || lpad(g::text, 12, '0'),
        ${tk.first}::bigint + (g % ${tasks}::int),
        ${ent.first}::bigint + ((g % ${tasks}::int) % ${enterprises}::int),
        ${fl.first}::bigint + ((g::bigint * 7919) % ${workers}::int),
        case when g % 10 < 7 then 'A' else 'I' end,
        s.status, 1, (50 + (g::bigint * 37) % 5000)::numeric(14, 2),
        case when s.status in ('6', '11') then c.created + interval '3 days' end,
        c.created, c.created
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select ${statuses}[1 + ((g::bigint * 2654435761) % 16)::int] as status) s
      cross join lateral (select now() - ((g::bigint * 40503) % 31536000) * interval '1 second' as created) c`);
    progress(`orders: ${to + 1} / ${orders} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  // As autovacuum would leave them: statistics, and a visibility map so counts are index-only scans.
  for (const table of ['task_order', 'task', 'enterprise', 'freelancer']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const enterpriseIds = Array.from({ length: enterprises }, (_, i) => ent.first + i);
  return { enterpriseIds, orders, ms: Date.now() - started };
}
