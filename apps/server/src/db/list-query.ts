import { LIST_COUNT_CAP, type PageQuery } from '@console/domain/schemas/list';
import { type AnyColumn, and, asc, desc, getTableName, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.js';
import type { Db } from './client.js';

/** The tables a query reads, by their names in the database (what the read cache versions). */
export function tablesOf(...tables: PgTable[]): string[] {
  return tables.map((t) => getTableName(t));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseTime(value: string, field: string, endOfDay: boolean): Date {
  const d = new Date(DAY.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) throw badRequest('fieldInvalid', { field, reason: value });
  // An end day is inclusive: rows before the next midnight.
  if (endOfDay && DAY.test(value)) d.setDate(d.getDate() + 1);
  return d;
}

/** beginTime/endTime as conditions on a timestamp column (endTime of a day includes that whole day). */
export function timeRange(q: Pick<PageQuery, 'beginTime' | 'endTime'>, column: PgColumn): SQL | undefined {
  return and(
    q.beginTime ? gte(column, parseTime(q.beginTime, 'beginTime', false)) : undefined,
    q.endTime ? lt(column, parseTime(q.endTime, 'endTime', true)) : undefined,
  );
}

/** The text with LIKE's own characters (% _ \) escaped, so a keyword matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A list's keyword search: the keyword, taken literally, anywhere in any of these columns (case-insensitive). */
export function keywordIn(keyword: string | undefined, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * ORDER BY from orderByColumn/isAsc, limited to the columns a list allows (anything else is refused, so a
 * caller cannot sort by an unindexed column); the id breaks ties so pages never overlap.
 */
export function orderBy(
  q: Pick<PageQuery, 'orderByColumn' | 'isAsc'>,
  sortable: Record<string, AnyColumn>,
  fallback: { column: AnyColumn; direction: 'asc' | 'desc' },
  tieBreaker: AnyColumn,
): SQL[] {
  let column = fallback.column;
  let direction = fallback.direction;
  if (q.orderByColumn) {
    const chosen = sortable[q.orderByColumn];
    if (!chosen) throw badRequest('fieldInvalid', { field: 'orderByColumn', reason: q.orderByColumn });
    column = chosen;
    direction = q.isAsc === 'asc' || q.isAsc === 'ascending' ? 'asc' : 'desc';
  }
  const dir = direction === 'asc' ? asc : desc;
  return [dir(column), dir(tieBreaker)];
}

/**
 * Runs a select for one page plus its total. `select` is a dynamic query (`.$dynamic()`) with its WHERE already
 * set; `countQuery` counts the same rows.
 */
export async function paginate<T extends PgSelect>(
  select: T,
  countQuery: Promise<{ n: number }[]>,
  q: Pick<PageQuery, 'pageNum' | 'pageSize'>,
  order: SQL[],
): Promise<{ rows: Awaited<T>; total: number }> {
  const [rows, totals] = await Promise.all([
    select
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countQuery,
  ]);
  return { rows: rows as Awaited<T>, total: Number(totals[0]?.n ?? 0) };
}

/** Totals at least this big are kept for TOTAL_TTL_MS: a person paging through them cannot tell. */
const BIG_TOTAL = 1_000;
const TOTAL_TTL_MS = 10_000;
const MAX_KEPT = 1_000;
const bigTotals = new Map<string, { n: number; until: number }>();

/**
 * The total of a list on a big table, counted up to `cap` + 1 rows (an index-only scan of at most that many
 * entries): exact for every list a person pages through, "more than" beyond. Totals of `keepFrom` rows or more are
 * kept for a few seconds per filter (counting thousands of entries on every page flip is what limits a busy staff
 * list); smaller ones, an enterprise's lists among them, are always counted afresh.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  { cap = LIST_COUNT_CAP, keepFrom = BIG_TOTAL }: { cap?: number; keepFrom?: number } = {},
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const query = db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  const now = Date.now();
  const kept = bigTotals.get(key);
  if (kept && kept.until > now) return kept.n;
  const [row] = await query;
  const n = Number(row?.n ?? 0);
  if (n >= keepFrom) {
    if (bigTotals.size >= MAX_KEPT) {
      for (const [k, v] of bigTotals) if (v.until <= now) bigTotals.delete(k);
      if (bigTotals.size >= MAX_KEPT) bigTotals.clear();
    }
    bigTotals.set(key, { n, until: now + TOTAL_TTL_MS });
  }
  return n;
}
