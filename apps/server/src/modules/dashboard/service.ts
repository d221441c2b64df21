import type { DashboardSummary } from '@console/domain/schemas/dashboard';
import { and, count, desc, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSession, fileObject, loginLog, sysMenu } from '../../db/schema/index.js';
import type { Principal } from '../../http/principal.js';
import { loadGrants } from '../auth/grants.js';
import { businessFigures } from './business.js';

const DAY = 86_400_000;

/** The signed-in user's own figures, with the business figures of their enterprise (or, for staff, the platform). */
export async function dashboardSummary(db: Db, p: Principal, now = new Date()): Promise<DashboardSummary> {
  const since30 = new Date(now.getTime() - 30 * DAY);
  const days = 14;
  const since14 = new Date(now.getTime() - (days - 1) * DAY);
  since14.setUTCHours(0, 0, 0, 0);
  const mine = and(eq(loginLog.username, p.username), gt(loginLog.createdAt, since30));

  const [counts, sessions, uploads, byDay, recent, grants, menus, business] = await Promise.all([
    db
      .select({
        success: sql<number>`count(*) filter (where ${loginLog.event} = 'success')`.mapWith(Number),
        failure: sql<number>`count(*) filter (where ${loginLog.event} in ('failure', 'locked'))`.mapWith(Number),
      })
      .from(loginLog)
      .where(mine),
    db
      .select({ n: count() })
      .from(authSession)
      .where(and(eq(authSession.userId, p.userId), isNull(authSession.revokedAt), gt(authSession.expiresAt, now))),
    db
      .select({ n: count(), bytes: sum(fileObject.size).mapWith(Number) })
      .from(fileObject)
      .where(eq(fileObject.uploadedBy, p.userId)),
    db
      .select({
        day: sql<string>`to_char(${loginLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        success: sql<number>`count(*) filter (where ${loginLog.event} = 'success')`.mapWith(Number),
        failure: sql<number>`count(*) filter (where ${loginLog.event} in ('failure', 'locked'))`.mapWith(Number),
      })
      .from(loginLog)
      .where(and(eq(loginLog.username, p.username), gt(loginLog.createdAt, since14)))
      .groupBy(sql`1`),
    db
      .select({ at: loginLog.createdAt, ip: loginLog.ip, event: loginLog.event, userAgent: loginLog.userAgent })
      .from(loginLog)
      .where(eq(loginLog.username, p.username))
      .orderBy(desc(loginLog.createdAt))
      .limit(10),
    loadGrants(db, p.userId),
    db.select({ id: sysMenu.id, type: sysMenu.menuType }).from(sysMenu).where(eq(sysMenu.status, '1')),
    businessFigures(db, p, now),
  ]);

  const perDay = new Map(byDay.map((d) => [d.day, d]));
  const loginsByDay = Array.from({ length: days }, (_, i) => {
    const day = new Date(since14.getTime() + i * DAY).toISOString().slice(0, 10);
    const d = perDay.get(day);
    return { day, success: d?.success ?? 0, failure: d?.failure ?? 0 };
  });
  // The sign-in of the current session is the newest success: "last login" is the one before it.
  const successes = recent.filter((r) => r.event === 'success');
  const last = successes[1] ?? successes[0];
  const pages = menus.filter((m) => m.type === 'C' && (grants.menuIds === 'all' || grants.menuIds.has(m.id)));
  return {
    lastLogin: last ? { at: last.at.toISOString(), ip: last.ip } : null,
    loginCount30d: counts[0]?.success ?? 0,
    failedLogins30d: counts[0]?.failure ?? 0,
    activeSessions: sessions[0]?.n ?? 0,
    roleNames: grants.roleNames,
    permissionCount: grants.permissions.length,
    menuCount: pages.length,
    uploads: { count: uploads[0]?.n ?? 0, bytes: uploads[0]?.bytes ?? 0 },
    loginsByDay,
    recentLogins: recent.map((r) => ({ at: r.at.toISOString(), ip: r.ip, event: r.event, userAgent: r.userAgent })),
    business,
  };
}
