import { ACCOUNT_STATUS } from '@console/domain/enums';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { freelancer, freelancerToken } from '../../db/schema/index.js';
import { badRequest, unauthorized } from '../../http/errors.js';
import type { FreelancerPrincipal } from '../../http/principal.js';
import type { Origin } from '../../http/route-helpers.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.js';
import { Revocations } from '../../lib/revocations.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { LoginGuard } from '../auth/login-guard.js';

/**
 * Sign-in for freelancer clients (the mini-app is outside this product; tests and the chat page use this).
 * Phone and password; one opaque token, stored hashed, valid for `ttlSeconds`.
 */
export class FreelancerAuthService {
  /** tokens ended here, for the socket server to drop their connections */
  readonly revocations = new Revocations();

  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
    /** the console's lockout and login log (modules/auth/login-guard.ts), under the account `freelancer:<phone>` */
    private readonly guard: LoginGuard,
  ) {}

  async signIn(phone: string, password: string, origin: Origin): Promise<{ access_token: string; expires_in: number }> {
    const account = `freelancer:${phone}`;
    await this.guard.check(account, null, origin);
    const row = await this.db.query.freelancer.findFirst({ where: eq(freelancer.phone, phone) });
    const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!row?.passwordHash || !valid) return this.guard.failed(account, null, origin, 'phone');
    await this.guard.succeeded(account);
    if (row.status !== ACCOUNT_STATUS.valid) {
      await this.guard.log(account, null, 'frozen', origin);
      throw badRequest('accountFrozen');
    }
    await this.guard.log(account, null, 'success', origin);
    const token = newToken();
    await this.db.insert(freelancerToken).values({
      tokenHash: hashToken(token),
      freelancerId: row.id,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { access_token: token, expires_in: this.ttlSeconds };
  }

  async authenticate(token: string): Promise<FreelancerPrincipal> {
    const row = await this.db
      .select({
        id: freelancer.id,
        name: freelancer.name,
        phone: freelancer.phone,
        status: freelancer.status,
        socketId: freelancer.socketId,
        wxHead: freelancer.wxHead,
      })
      .from(freelancerToken)
      .innerJoin(freelancer, eq(freelancer.id, freelancerToken.freelancerId))
      .where(
        and(
          eq(freelancerToken.tokenHash, hashToken(token)),
          isNull(freelancerToken.revokedAt),
          gt(freelancerToken.expiresAt, new Date()),
        ),
      )
      .then((r) => r[0]);
    if (!row) throw unauthorized('tokenExpired');
    if (row.status !== ACCOUNT_STATUS.valid) throw unauthorized('accountFrozen');
    return {
      freelancerId: row.id,
      name: row.name,
      phone: row.phone,
      socketId: row.socketId ?? `C${row.id}`,
      wxHead: row.wxHead,
    };
  }

  async signOut(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.db
      .update(freelancerToken)
      .set({ revokedAt: new Date() })
      .where(eq(freelancerToken.tokenHash, tokenHash));
    this.revocations.announce({ kind: 'freelancerToken', tokenHash });
  }
}
