import { z } from 'zod';

const StatusCount = z.object({ status: z.string(), count: z.number().int() });

/**
 * Business figures: for enterprise users their own enterprise's, for staff the whole platform's plus what
 * waits for them (the `toReview`/`toIssue`/`toAnswer` counts, null for enterprise users). Each section is
 * present only when the user holds the permission of its list page (null otherwise): tasks
 * `client:task:list`, orders with payments and balances `client:order:list` (the ledger's permission),
 * invoices `client:invoice:list`, feedback `client:feedback:list` (staff only).
 */
export const DashboardBusiness = z.object({
  scope: z.enum(['enterprise', 'staff']),
  tasks: z
    .object({ byStatus: z.array(StatusCount), total: z.number().int(), toReview: z.number().int().nullable() })
    .nullable(),
  orders: z
    .object({
      byStatus: z.array(StatusCount),
      total: z.number().int(),
      /** amount paid for orders this calendar month, 2 decimals */
      paidThisMonth: z.string(),
      paidOrdersThisMonth: z.number().int(),
      /** the enterprise's ledger balance (staff: the sum over all enterprises) */
      balance: z.string(),
      /** how many enterprises the balance covers (1 for an enterprise user) */
      enterprises: z.number().int(),
    })
    .nullable(),
  invoices: z
    .object({
      byStatus: z.array(StatusCount),
      total: z.number().int(),
      toReview: z.number().int().nullable(),
      toIssue: z.number().int().nullable(),
    })
    .nullable(),
  feedback: z.object({ toAnswer: z.number().int() }).nullable(),
});
export type DashboardBusiness = z.infer<typeof DashboardBusiness>;

/** GET /dashboard/summary: the signed-in user's own figures. */
export const DashboardSummary = z.object({
  lastLogin: z.object({ at: z.string(), ip: z.string().nullable() }).nullable(),
  loginCount30d: z.number().int(),
  failedLogins30d: z.number().int(),
  activeSessions: z.number().int(),
  roleNames: z.array(z.string()),
  permissionCount: z.number().int(),
  menuCount: z.number().int(),
  uploads: z.object({ count: z.number().int(), bytes: z.number().int() }),
  loginsByDay: z.array(z.object({ day: z.string(), success: z.number().int(), failure: z.number().int() })),
  recentLogins: z.array(
    z.object({ at: z.string(), ip: z.string().nullable(), event: z.string(), userAgent: z.string().nullable() }),
  ),
  business: DashboardBusiness,
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
