import type { LoginLogQuery, OperLogQuery, OperLogRow, SessionListQuery } from '@console/domain/schemas/admin';
import { and, count, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { authSession, loginLog, operLog, sysUser } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

export type OperLogEntry = Omit<typeof operLog.$inferInsert, 'id' | 'createdAt'>;

/** The operation log, the login log and the online sessions, as the platform's staff read them. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(entry: OperLogEntry): Promise<void> {
    await this.db.insert(operLog).values(entry);
  }

  async operations(q: OperLogQuery) {
    const where = and(
      q.outcome ? eq(operLog.outcome, q.outcome) : undefined,
      q.entity ? eq(operLog.entity, q.entity) : undefined,
      q.method ? eq(operLog.method, q.method) : undefined,
      keywordIn(q.keyword, operLog.username, operLog.route, operLog.entityId, operLog.ip),
      timeRange(q, operLog.createdAt),
    );
    const page = await paginate(
      this.db.select().from(operLog).where(where).$dynamic(),
      this.db.select({ n: count() }).from(operLog).where(where),
      q,
      orderBy(
        q,
        { createdAt: operLog.createdAt, durationMs: operLog.durationMs, statusCode: operLog.statusCode },
        { column: operLog.createdAt, direction: 'desc' },
        operLog.id,
      ),
    );
    return {
      rows: page.rows.map((r) => ({
        ...r,
        outcome: r.outcome as OperLogRow['outcome'],
        createdAt: r.createdAt.toISOString(),
      })),
      total: page.total,
    };
  }

  loginWhere(q: LoginLogQuery): SQL | undefined {
    return and(
      q.event ? eq(loginLog.event, q.event) : undefined,
      keywordIn(q.keyword, loginLog.username, loginLog.ip),
      timeRange(q, loginLog.createdAt),
    );
  }

  async logins(q: LoginLogQuery) {
    const where = this.loginWhere(q);
    const page = await paginate(
      this.db.select().from(loginLog).where(where).$dynamic(),
      this.db.select({ n: count() }).from(loginLog).where(where),
      q,
      orderBy(
        q,
        { createdAt: loginLog.createdAt, username: loginLog.username },
        { column: loginLog.createdAt, direction: 'desc' },
        loginLog.id,
      ),
    );
    return { rows: page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: page.total };
  }

  /** Sessions not signed out whose refresh token has not expired. */
  async sessions(q: SessionListQuery, currentSessionId: number) {
    const where = and(
      isNull(authSession.revokedAt),
      gt(authSession.expiresAt, new Date()),
      keywordIn(q.keyword, sysUser.username, sysUser.name, authSession.ip),
      timeRange(q, authSession.createdAt),
    );
    const page = await paginate(
      this.db
        .select({ s: authSession, username: sysUser.username, name: sysUser.name, userType: sysUser.userType })
        .from(authSession)
        .innerJoin(sysUser, eq(sysUser.id, authSession.userId))
        .where(where)
        .$dynamic(),
      this.db
        .select({ n: count() })
        .from(authSession)
        .innerJoin(sysUser, eq(sysUser.id, authSession.userId))
        .where(where),
      q,
      orderBy(
        q,
        { createdAt: authSession.createdAt, lastSeenAt: authSession.lastSeenAt, username: sysUser.username },
        { column: authSession.lastSeenAt, direction: 'desc' },
        authSession.id,
      ),
    );
    return {
      rows: page.rows.map(({ s, username, name, userType }) => ({
        id: s.id,
        userId: s.userId,
        username,
        name,
        userType: userType as '01' | '02',
        ip: s.ip,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === currentSessionId,
      })),
      total: page.total,
    };
  }

  /** The open session of that id with its user, or 404. */
  async openSession(id: number) {
    const [row] = await this.db
      .select({ id: authSession.id, username: sysUser.username })
      .from(authSession)
      .innerJoin(sysUser, eq(sysUser.id, authSession.userId))
      .where(and(eq(authSession.id, id), isNull(authSession.revokedAt)));
    if (!row) throw notFound();
    return row;
  }
}
