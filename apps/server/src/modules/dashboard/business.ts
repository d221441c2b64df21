import { USER_TYPE } from '@console/domain/enums';
import type { DashboardBusiness } from '@console/domain/schemas/dashboard';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED } from '../../db/data-scope.js';
import { enterprise, feedback, invoice, ledgerEntry, task, taskOrder } from '../../db/schema/index.js';
import { hasPermission, type Principal } from '../../http/principal.js';

type StatusCount = { status: string; count: number };

/** status → count of one table, over the (enterprise, status, …) or (status, …) index. */
function byStatus(db: Db, table: PgTable, status: PgColumn, where: SQL | undefined): Promise<StatusCount[]> {
  return db
    .select({ status: sql<string>`${status}`, count: count() })
    .from(table)
    .where(where)
    .groupBy(status)
    .then((rows) => rows.sort((a, b) => Number(a.status) - Number(b.status)));
}

const countOf = (rows: StatusCount[], status: string) => rows.find((r) => r.status === status)?.count ?? 0;
const sumOf = (rows: StatusCount[]) => rows.reduce((n, r) => n + r.count, 0);

/** A section's figures only for a user holding its permission: nothing is even queried otherwise. */
const when = <T>(allowed: boolean, figures: () => Promise<T>): Promise<T | null> =>
  allowed ? figures() : Promise.resolve(null);

/**
 * The business half of the dashboard: every figure counts only the rows the user's data scope shows (enterprise
 * users their own enterprise, staff the whole platform or the enterprises they manage) plus staff to-do counts; each section only for a user holding
 * the permission of its list page, as the lists themselves. A handful of aggregates, in parallel.
 */
export async function businessFigures(db: Db, p: Principal, now = new Date()): Promise<DashboardBusiness> {
  const own = p.userType === USER_TYPE.enterprise;
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [tasks, orders, invoices, feedbackFigures] = await Promise.all([
    when(hasPermission(p, 'client:task:list'), async () => {
      const rows = await byStatus(db, task, task.status, dataScope(p, SCOPED.task));
      return { byStatus: rows, total: sumOf(rows), toReview: own ? null : countOf(rows, '1') };
    }),
    when(hasPermission(p, 'client:order:list'), async () => {
      const [rows, paid, money] = await Promise.all([
        byStatus(db, taskOrder, taskOrder.status, dataScope(p, SCOPED.order)),
        db
          .select({
            amount: sql<string>`coalesce(-sum(${ledgerEntry.amount}), 0)::numeric(14, 2)::text`,
            n: count(),
          })
          .from(ledgerEntry)
          .where(
            and(dataScope(p, SCOPED.ledger), eq(ledgerEntry.kind, 'payment'), gte(ledgerEntry.createdAt, monthStart)),
          ),
        db
          .select({
            balance: sql<string>`coalesce(sum(${enterprise.balance}), 0)::numeric(14, 2)::text`,
            n: count(),
          })
          .from(enterprise)
          .where(dataScope(p, SCOPED.enterprise)),
      ]);
      return {
        byStatus: rows,
        total: sumOf(rows),
        paidThisMonth: paid[0]?.amount ?? '0.00',
        paidOrdersThisMonth: paid[0]?.n ?? 0,
        balance: money[0]?.balance ?? '0.00',
        enterprises: money[0]?.n ?? 0,
      };
    }),
    when(hasPermission(p, 'client:invoice:list'), async () => {
      const rows = await byStatus(db, invoice, invoice.status, dataScope(p, SCOPED.invoice));
      return {
        byStatus: rows,
        total: sumOf(rows),
        toReview: own ? null : countOf(rows, '7'),
        toIssue: own ? null : countOf(rows, '0'),
      };
    }),
    // Feedback waiting for an answer is a staff to-do; enterprise users have nothing to answer.
    when(!own && hasPermission(p, 'client:feedback:list'), async () => {
      const open = await db
        .select({ n: count() })
        .from(feedback)
        .where(and(eq(feedback.status, '0'), dataScope(p, SCOPED.feedback)));
      return { toAnswer: open[0]?.n ?? 0 };
    }),
  ]);
  return { scope: own ? 'enterprise' : 'staff', tasks, orders, invoices, feedback: feedbackFigures };
}
