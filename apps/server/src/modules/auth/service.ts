import { ACCOUNT_STATUS, USER_TYPE, type UserType } from '@console/domain/enums';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { announceChange, changeFeedOf } from '../../db/changes.js';
import type { Db, Tx } from '../../db/client.js';
import { appMeta, authSession, authToken, enterprise, sysUser, sysUserRole, taxPark } from '../../db/schema/index.js';
import { AppError, badRequest, unauthorized } from '../../http/errors.js';
import { ipAllowed } from '../../http/ip.js';
import type { Principal } from '../../http/principal.js';
import type { Origin } from '../../http/route-helpers.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';
import { Revocations } from '../../lib/revocations.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { GRANTS_VERSION_KEY, GrantsCache } from './grants.js';
import { type LoginEvent, LoginGuard } from './login-guard.js';
import { PrincipalCache } from './principal-cache.js';
import { type RevokedReason, revokedMessage } from './revoked-reason.js';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** seconds until the access token expires */
  expires_in: number;
  refresh_expires_in: number;
  /** the password was set by an administrator (new account or reset): the console asks for a new one first */
  must_change_password?: boolean;
}

/**
 * The principal of an access token in one round trip, prepared once: every signed-in request runs it, so the SQL
 * is built once instead of on every call.
 */
function preparePrincipalQuery(db: Db) {
  return db
    .select({
      expiresAt: authToken.expiresAt,
      sessionId: authSession.id,
      revokedAt: authSession.revokedAt,
      revokedReason: authSession.revokedReason,
      user: {
        id: sysUser.id,
        username: sysUser.username,
        name: sysUser.name,
        userType: sysUser.userType,
        status: sysUser.status,
        enterpriseId: sysUser.enterpriseId,
        mustChangePassword: sysUser.mustChangePassword,
        phone: sysUser.phone,
        email: sysUser.email,
        socketId: sysUser.socketId,
        wxHead: sysUser.wxHead,
        isValidator: sysUser.isValidator,
        ipAllowList: sysUser.ipAllowList,
      },
      enterpriseName: enterprise.name,
      parkName: taxPark.parkName,
      // Read in the same round trip: what the cached grants are keyed by.
      roleIds: sql<string>`coalesce((select string_agg(${sysUserRole.roleId}::text, ',' order by ${sysUserRole.roleId}) from ${sysUserRole} where ${sysUserRole.userId} = ${sysUser.id}), '')`,
      grantsVersion: sql<string>`coalesce((select ${appMeta.value} from ${appMeta} where ${appMeta.key} = ${GRANTS_VERSION_KEY}), '0')`,
    })
    .from(authToken)
    .innerJoin(authSession, eq(authSession.id, authToken.sessionId))
    .innerJoin(sysUser, eq(sysUser.id, authSession.userId))
    .leftJoin(enterprise, eq(enterprise.id, sysUser.enterpriseId))
    .leftJoin(taxPark, eq(taxPark.id, enterprise.taxParkId))
    .where(and(eq(authToken.tokenHash, sql.placeholder('hash')), eq(authToken.kind, 'access')))
    .prepare('auth_principal');
}

/** Sign-in, token rotation, sign-out and resolving a bearer token to a principal. Knows nothing of HTTP. */
export class AuthService {
  private readonly grants = new GrantsCache();
  private readonly principalQuery: ReturnType<typeof preparePrincipalQuery>;
  private readonly principals: PrincipalCache;
  /** wrong-password counts, locks and the login log, shared with freelancer sign-in */
  readonly guard: LoginGuard;
  /** sessions ended here, for the socket server to drop their connections */
  readonly revocations = new Revocations();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.principalQuery = preparePrincipalQuery(db);
    this.principals = new PrincipalCache(changeFeedOf(db));
    this.guard = new LoginGuard(db, config.login, now);
  }

  async passwordGrant(username: string, password: string, origin: Origin): Promise<TokenSet> {
    const at = this.now();
    const user = await this.db.query.sysUser.findFirst({ where: eq(sysUser.username, username) });
    await this.guard.check(username, user?.id ?? null, origin);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !valid) return this.guard.failed(username, user?.id ?? null, origin);
    await this.guard.succeeded(username);
    // Only a caller who knows the password learns that the account is frozen or fenced by IP.
    if (user.status !== ACCOUNT_STATUS.valid) {
      await this.log(username, user.id, 'frozen', origin);
      throw badRequest('accountFrozen');
    }
    // A frozen enterprise's users are refused with a message that says so (issue 13).
    if (user.enterpriseId !== null && user.userType === USER_TYPE.enterprise) {
      const owner = await this.db.query.enterprise.findFirst({
        where: eq(enterprise.id, user.enterpriseId),
        columns: { status: true },
      });
      if (owner?.status === ACCOUNT_STATUS.frozen) {
        await this.log(username, user.id, 'frozen', origin, 'enterprise frozen');
        throw badRequest('enterpriseFrozen');
      }
    }
    if (!ipAllowed(origin.ip, user.ipAllowList)) {
      await this.log(username, user.id, 'ip_denied', origin);
      throw new AppError(403, 'ipDenied');
    }
    return this.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(authSession)
        .values({
          userId: user.id,
          clientId: this.config.oauth.clientId,
          ip: origin.ip,
          userAgent: origin.userAgent ?? null,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + this.config.refreshTokenTtl * 1000),
        })
        .returning({ id: authSession.id });
      const tokens = await this.issue(tx, (session as { id: number }).id, at);
      await this.log(username, user.id, 'success', origin, undefined, tx);
      return user.mustChangePassword ? { ...tokens, must_change_password: true } : tokens;
    });
  }

  /**
   * Exchanges a refresh token for a new pair. The old refresh token stops working; presenting it again
   * means it leaked, so the whole session is revoked.
   */
  async refreshGrant(refreshToken: string, origin: Origin): Promise<TokenSet> {
    const at = this.now();
    const row = await this.db
      .select({ token: authToken, session: authSession, user: sysUser })
      .from(authToken)
      .innerJoin(authSession, eq(authSession.id, authToken.sessionId))
      .innerJoin(sysUser, eq(sysUser.id, authSession.userId))
      .where(and(eq(authToken.tokenHash, hashToken(refreshToken)), eq(authToken.kind, 'refresh')))
      .then((r) => r[0]);
    if (!row || row.session.revokedAt || row.token.expiresAt <= at) throw unauthorized('refreshTokenInvalid');
    if (row.token.rotatedAt) {
      await this.revokeSession(row.session.id, 'refresh_reuse', at);
      await this.log(row.user.username, row.user.id, 'refresh_reuse', origin, `session ${row.session.id}`);
      throw unauthorized('refreshTokenInvalid');
    }
    if (row.user.status !== ACCOUNT_STATUS.valid) {
      await this.revokeSession(row.session.id, 'frozen', at);
      throw unauthorized('refreshTokenInvalid');
    }
    return this.db.transaction(async (tx) => {
      // The conditional update makes two concurrent refreshes with one token produce one winner.
      const claimed = await tx
        .update(authToken)
        .set({ rotatedAt: at })
        .where(and(eq(authToken.tokenHash, row.token.tokenHash), isNull(authToken.rotatedAt)))
        .returning({ hash: authToken.tokenHash });
      if (claimed.length === 0) throw unauthorized('refreshTokenInvalid');
      await tx.delete(authToken).where(and(eq(authToken.sessionId, row.session.id), eq(authToken.kind, 'access')));
      await announceChange(tx, { kind: 'session', sessionId: row.session.id });
      await tx.update(authSession).set({ lastSeenAt: at }).where(eq(authSession.id, row.session.id));
      return this.issue(tx, row.session.id, at);
    });
  }

  /**
   * Resolves a bearer token; throws 401 with the reason when it cannot be used. A token verified before is
   * answered from memory until its session, its user or the grants change (principal-cache.ts).
   */
  async authenticate(accessToken: string): Promise<Principal> {
    const at = this.now();
    const hash = hashToken(accessToken);
    const cached = this.principals.get(hash);
    if (cached) {
      if (cached.expiresAt > at.getTime()) return cached.principal;
      this.principals.drop(hash);
    }
    const mark = this.principals.mark();
    const [row] = await this.principalQuery.execute({ hash });
    if (!row || row.revokedAt) throw unauthorized(revokedMessage(row?.revokedReason));
    if (row.expiresAt <= at) throw unauthorized('tokenExpired');
    if (row.user.status !== ACCOUNT_STATUS.valid) {
      await this.revokeSession(row.sessionId, 'frozen', at);
      throw unauthorized('accountFrozen');
    }
    const grants = await this.grants.get(this.db, row.user.id, row.roleIds, row.grantsVersion);
    const { user } = row;
    const principal: Principal = Object.freeze({
      userId: user.id,
      username: user.username,
      name: user.name,
      userType: user.userType as UserType,
      enterpriseId: user.userType === USER_TYPE.enterprise ? user.enterpriseId : null,
      sessionId: row.sessionId,
      roleCodes: grants.roleCodes,
      roleNames: grants.roleNames,
      isSuper: grants.isSuper,
      permissions: new Set(grants.permissions),
      mustChangePassword: user.mustChangePassword,
      account: {
        phone: user.phone,
        email: user.email,
        socketId: user.socketId,
        wxHead: user.wxHead,
        isValidator: user.isValidator,
        ipAllowList: user.ipAllowList,
        enterpriseName: row.enterpriseName,
        parkName: row.parkName,
      },
    });
    this.principals.fill(hash, { principal, expiresAt: row.expiresAt.getTime() }, mark);
    return principal;
  }

  async signOut(principal: Principal, origin: Origin): Promise<void> {
    await this.revokeSession(principal.sessionId, 'signout', this.now());
    await this.log(principal.username, principal.userId, 'signout', origin);
  }

  /** 1 when the caller's address may sign in as this user, else 0. */
  async ipStatus(username: string, ip: string): Promise<0 | 1> {
    const user = await this.db.query.sysUser.findFirst({
      where: eq(sysUser.username, username),
      columns: { ipAllowList: true },
    });
    return user && ipAllowed(ip, user.ipAllowList) ? 1 : 0;
  }

  /** Ends every session of a user (password changed, account frozen), except one to keep if given. */
  async revokeUserSessions(userId: number, reason: RevokedReason, keepSessionId?: number, tx: Db | Tx = this.db) {
    await tx
      .update(authSession)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(
        and(
          eq(authSession.userId, userId),
          isNull(authSession.revokedAt),
          keepSessionId === undefined ? undefined : ne(authSession.id, keepSessionId),
        ),
      );
    await announceChange(tx, { kind: 'user', userId });
    this.revocations.announce({ kind: 'user', userId, keepSessionId });
  }

  /** An administrator ends one session (online sessions page): its tokens stop working, its sockets drop. */
  async forceSignOut(sessionId: number): Promise<void> {
    await this.revokeSession(sessionId, 'admin', this.now());
  }

  /**
   * A sign-in that still counts (not revoked, not expired, its user not frozen): its user and when it ends.
   * For what outlives a request (the phone, modules/callcenter), checked when it connects and when it should end.
   */
  async liveSession(sessionId: number): Promise<{ userId: number; expiresAt: Date } | null> {
    const [row] = await this.db
      .select({ userId: authSession.userId, expiresAt: authSession.expiresAt })
      .from(authSession)
      .innerJoin(sysUser, eq(sysUser.id, authSession.userId))
      .where(
        and(
          eq(authSession.id, sessionId),
          isNull(authSession.revokedAt),
          gt(authSession.expiresAt, this.now()),
          eq(sysUser.status, ACCOUNT_STATUS.valid),
        ),
      );
    return row ?? null;
  }

  /** Deletes tokens that expired more than a day ago; sessions stay for the audit trail. */
  async purgeExpired(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - 86_400_000);
    await this.db.delete(authToken).where(lt(authToken.expiresAt, cutoff));
  }

  private async revokeSession(sessionId: number, reason: RevokedReason, at: Date) {
    await this.db
      .update(authSession)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
    await announceChange(this.db, { kind: 'session', sessionId });
    this.revocations.announce({ kind: 'session', sessionId });
  }

  private async issue(tx: Tx, sessionId: number, at: Date): Promise<TokenSet> {
    const access = newToken();
    const refresh = newToken();
    const { accessTokenTtl, refreshTokenTtl } = this.config;
    await tx.insert(authToken).values([
      {
        tokenHash: hashToken(access),
        sessionId,
        kind: 'access',
        expiresAt: new Date(at.getTime() + accessTokenTtl * 1000),
        createdAt: at,
      },
      {
        tokenHash: hashToken(refresh),
        sessionId,
        kind: 'refresh',
        expiresAt: new Date(at.getTime() + refreshTokenTtl * 1000),
        createdAt: at,
      },
    ]);
    // A session lives as long as its newest refresh token.
    await tx
      .update(authSession)
      .set({ expiresAt: new Date(at.getTime() + refreshTokenTtl * 1000) })
      .where(eq(authSession.id, sessionId));
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: accessTokenTtl,
      refresh_expires_in: refreshTokenTtl,
    };
  }

  private log(username: string, userId: number | null, event: LoginEvent, origin: Origin, detail?: string, tx?: Tx) {
    return this.guard.log(username, userId, event, origin, detail, tx);
  }
}
