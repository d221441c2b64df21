import { z } from 'zod';

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
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
