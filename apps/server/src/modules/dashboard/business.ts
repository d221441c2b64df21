import type { DashboardBusiness } from '@console/domain/schemas/dashboard';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { enterprise, feedback, invoice, ledgerEntry, task, taskOrder } from '../../db/schema/index.js';
import type { Principal } from '../auth/principal.js';

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

/**
 * The business half of the dashboard: enterprise users see their own enterprise (every query through its
 * enterprise_id index), staff the whole platform plus their to-do counts. A handful of aggregates, in parallel.
 */
export async function businessFigures(db: Db, p: Principal, now = new Date()): Promise<DashboardBusiness> {
  const own = p.userType === '02';
  const ent = p.enterpriseId ?? -1;
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [tasks, orders, invoices, paid, money, openFeedback] = await Promise.all([
    byStatus(db, task, task.status, own ? eq(task.enterpriseId, ent) : undefined),
    byStatus(db, taskOrder, taskOrder.status, own ? eq(taskOrder.enterpriseId, ent) : undefined),
    byStatus(db, invoice, invoice.status, own ? eq(invoice.enterpriseId, ent) : undefined),
    db
      .select({
        amount: sql<string>`coalesce(-sum(${ledgerEntry.amount}), 0)::numeric(14, 2)::text`,
        n: count(),
      })
      .from(ledgerEntry)
      .where(
        and(
          own ? eq(ledgerEntry.enterpriseId, ent) : undefined,
          eq(ledgerEntry.kind, 'payment'),
          gte(ledgerEntry.createdAt, monthStart),
        ),
      ),
    db
      .select({
        balance: sql<string>`coalesce(sum(${enterprise.balance}), 0)::numeric(14, 2)::text`,
        n: count(),
      })
      .from(enterprise)
      .where(own ? eq(enterprise.id, ent) : undefined),
    own ? Promise.resolve([{ n: 0 }]) : db.select({ n: count() }).from(feedback).where(eq(feedback.status, '0')),
  ]);
  return {
    scope: own ? 'enterprise' : 'staff',
    tasksByStatus: tasks,
    ordersByStatus: orders,
    invoicesByStatus: invoices,
    paidThisMonth: paid[0]?.amount ?? '0.00',
    paidOrdersThisMonth: paid[0]?.n ?? 0,
    balance: money[0]?.balance ?? '0.00',
    todo: own
      ? null
      : {
          tasksToReview: countOf(tasks, '1'),
          invoicesToReview: countOf(invoices, '7'),
          invoicesToIssue: countOf(invoices, '0'),
          feedbackToAnswer: openFeedback[0]?.n ?? 0,
        },
    totals: { enterprises: money[0]?.n ?? 0, tasks: sumOf(tasks), orders: sumOf(orders), invoices: sumOf(invoices) },
  };
}
