import { z } from 'zod';

const StatusCount = z.object({ status: z.string(), count: z.number().int() });

/**
 * Business figures: for enterprise users their own enterprise's, for staff the whole platform's plus what
 * waits for them (tasks to review, invoice applications to review and to issue, feedback to answer).
 */
export const DashboardBusiness = z.object({
  scope: z.enum(['enterprise', 'staff']),
  tasksByStatus: z.array(StatusCount),
  ordersByStatus: z.array(StatusCount),
  invoicesByStatus: z.array(StatusCount),
  /** amount paid for orders this calendar month, 2 decimals */
  paidThisMonth: z.string(),
  paidOrdersThisMonth: z.number().int(),
  /** the enterprise's ledger balance (staff: the sum over all enterprises) */
  balance: z.string(),
  todo: z
    .object({
      tasksToReview: z.number().int(),
      invoicesToReview: z.number().int(),
      invoicesToIssue: z.number().int(),
      feedbackToAnswer: z.number().int(),
    })
    .nullable(),
  totals: z.object({
    enterprises: z.number().int(),
    tasks: z.number().int(),
    orders: z.number().int(),
    invoices: z.number().int(),
  }),
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
