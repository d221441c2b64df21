import { ACCOUNT_STATUS, USER_TYPE, type UserType } from '@console/domain/enums';
import type { MfaChallengeResponse, StepUpBody, StepUpDemand } from '@console/domain/schemas/auth';
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { announceChange, changeFeedOf } from '../../db/changes.js';
import type { Db, Tx } from '../../db/client.js';
import {
  appMeta,
  authMfa,
  authSession,
  authToken,
  enterprise,
  type SysUser,
  sysUser,
  sysUserRole,
  taxPark,
} from '../../db/schema/index.js';
import { AppError, badRequest, unauthorized } from '../../http/errors.js';
import { ipAllowed } from '../../http/ip.js';
import type { Principal } from '../../http/principal.js';
import type { Origin } from '../../http/route-helpers.js';
import { type KeyRing, keyRingFor } from '../../lib/key-ring.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';
import { Revocations } from '../../lib/revocations.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { GRANTS_VERSION_KEY, GrantsCache } from './grants.js';
import { type LoginEvent, LoginGuard } from './login-guard.js';
import { MfaService } from './mfa.js';
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
      mfaEnabled: sql<boolean>`exists (select 1 from ${authMfa} where ${authMfa.userId} = ${sysUser.id} and ${authMfa.enabledAt} is not null)`,
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
  /** TOTP enrolment and second-factor codes */
  readonly mfa: MfaService;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly now: () => Date = () => new Date(),
    keys: KeyRing = keyRingFor(config),
  ) {
    this.principalQuery = preparePrincipalQuery(db);
    this.principals = new PrincipalCache(changeFeedOf(db));
    this.guard = new LoginGuard(db, config.login, now);
    this.mfa = new MfaService(db, keys, config.brandName, now);
  }

  /**
   * The password grant: the token set, or, for an account with TOTP on, the second step to complete with
   * `mfaGrant` (no tokens until then).
   */
  async passwordGrant(username: string, password: string, origin: Origin): Promise<TokenSet | MfaChallengeResponse> {
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
    if (await this.mfa.isEnabled(user.id)) {
      const challenge = await this.mfa.challenge(user.id);
      await this.log(username, user.id, 'mfa_challenge', origin);
      return { mfa_required: true, mfa_token: challenge.token, expires_in: challenge.expiresIn };
    }
    return this.startSession(user, origin, at);
  }

  /**
   * The second step: the challenge's token and a TOTP code or a recovery code. A wrong code counts in the login
   * guard like a wrong password, and the fifth voids the token (the password is asked for again).
   */
  async mfaGrant(mfaToken: string, code: string, origin: Origin): Promise<TokenSet> {
    const attempt = await this.mfa.attempt(mfaToken);
    if (!attempt) throw unauthorized('mfaTokenInvalid');
    const user = await this.db.query.sysUser.findFirst({ where: eq(sysUser.id, attempt.userId) });
    if (!user) throw unauthorized('mfaTokenInvalid');
    await this.guard.check(user.username, user.id, origin);
    if (user.status !== ACCOUNT_STATUS.valid) {
      await this.log(user.username, user.id, 'frozen', origin);
      throw badRequest('accountFrozen');
    }
    const verdict = await this.mfa.verify(user.id, code);
    if (verdict === 'invalid' || verdict === 'reused') {
      if (attempt.left === 0) await this.mfa.end(attempt.tokenHash);
      const { lock } = await this.guard.count(user.username, user.id, origin, `second factor ${verdict}`);
      this.guard.lockedAnswer(lock);
      if (attempt.left === 0) throw unauthorized('mfaTokenInvalid');
      if (verdict === 'reused') throw badRequest('otpReused');
      throw badRequest('otpInvalidLeft', { n: attempt.left });
    }
    // Two requests with one challenge: one signs in.
    if (!(await this.mfa.end(attempt.tokenHash))) throw unauthorized('mfaTokenInvalid');
    await this.guard.succeeded(user.username);
    return this.startSession(user, origin, this.now(), verdict === 'recovery' ? 'recovery code' : 'totp');
  }

  /** A new session and its first token pair, logged as a successful sign-in. */
  private startSession(user: SysUser, origin: Origin, at: Date, secondFactor?: string): Promise<TokenSet> {
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
      await this.log(user.username, user.id, 'success', origin, secondFactor, tx);
      return user.mustChangePassword ? { ...tokens, must_change_password: true } : tokens;
    });
  }

  /**
   * A fresh proof for the session (step-up): the password, or a code when TOTP is on. A wrong one counts in the
   * login guard like a wrong password at sign-in. Answers how many seconds the proof counts for.
   */
  async stepUp(p: Principal, body: StepUpBody, origin: Origin): Promise<number> {
    const password = body.password ?? '';
    const otp = body.otp ?? '';
    if ((password === '') === (otp === '')) throw badRequest('stepUpOneProof');
    await this.guard.check(p.username, p.userId, origin);
    let wrong: 'passwordIncorrect' | 'otpInvalid' | 'otpReused' | null = null;
    if (password) {
      const user = await this.db.query.sysUser.findFirst({
        where: eq(sysUser.id, p.userId),
        columns: { passwordHash: true },
      });
      if (!user || !(await verifyPassword(user.passwordHash, password))) wrong = 'passwordIncorrect';
    } else {
      const verdict = await this.mfa.verify(p.userId, otp);
      if (verdict === 'invalid') wrong = 'otpInvalid';
      if (verdict === 'reused') wrong = 'otpReused';
    }
    if (wrong) {
      const { lock } = await this.guard.count(
        p.username,
        p.userId,
        origin,
        `step-up ${password ? 'password' : 'code'}`,
      );
      this.guard.lockedAnswer(lock);
      throw badRequest(wrong);
    }
    await this.guard.succeeded(p.username);
    await this.db.update(authSession).set({ steppedUpAt: this.now() }).where(eq(authSession.id, p.sessionId));
    await this.log(p.username, p.userId, 'step_up', origin, password ? 'password' : 'code');
    return this.config.mfa.stepUpMinutes * 60;
  }

  /**
   * Throws 403 with `data.stepUp` unless the session proved its user (POST /auth/step-up) within the last
   * STEP_UP_MINUTES: what a sensitive action calls first (http/step-up.ts).
   */
  async requireStepUp(p: Principal): Promise<void> {
    const since = new Date(this.now().getTime() - this.config.mfa.stepUpMinutes * 60_000);
    const [fresh] = await this.db
      .select({ id: authSession.id })
      .from(authSession)
      .where(
        and(eq(authSession.id, p.sessionId), isNotNull(authSession.steppedUpAt), gt(authSession.steppedUpAt, since)),
      );
    if (fresh) return;
    const demand: StepUpDemand = { stepUp: true, methods: p.mfaEnabled ? ['password', 'otp'] : ['password'] };
    throw new AppError(403, 'stepUpRequired', {}, demand);
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
      dataScope: grants.dataScope,
      mustChangePassword: user.mustChangePassword,
      mfaEnabled: row.mfaEnabled,
      mfaRequired: grants.requireMfa,
      mfaEnrolmentRequired: grants.requireMfa && !row.mfaEnabled,
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
