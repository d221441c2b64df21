import { createHash, randomBytes } from 'node:crypto';
import type { MfaStatus, TotpSetup } from '@console/domain/schemas/auth';
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { announceChange } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { authMfa, authMfaChallenge, authRecoveryCode } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { type KeyRing, totpContext } from '../../lib/key-ring.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { base32Encode, matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp.js';

/** How long the second step of a sign-in stays open, and how many codes it may try. */
export const CHALLENGE_SECONDS = 300;
export const CHALLENGE_ATTEMPTS = 5;
const RECOVERY_CODES = 10;
/** recovery code letters: no 0/o, 1/l/i, so one read aloud or written down comes back right */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What a second-factor code turned out to be. */
export type Verdict = 'totp' | 'recovery' | 'invalid' | 'reused';

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryHash = (code: string) => createHash('sha256').update(normaliseRecovery(code)).digest('hex');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * TOTP enrolment, second-factor codes and the sign-in's second step. Knows nothing of HTTP; the sign-in itself
 * (sessions, tokens, the login guard) stays with AuthService.
 */
export class MfaService {
  constructor(
    private readonly db: Db,
    private readonly keys: KeyRing,
    private readonly issuer: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async isEnabled(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: authMfa.userId })
      .from(authMfa)
      .where(and(eq(authMfa.userId, userId), isNotNull(authMfa.enabledAt)));
    return row !== undefined;
  }

  async status(userId: number, required: boolean): Promise<MfaStatus> {
    const row = await this.db.query.authMfa.findFirst({ where: eq(authMfa.userId, userId) });
    const enabledAt = row?.enabledAt ?? null;
    const [left] = enabledAt
      ? await this.db
          .select({ n: count() })
          .from(authRecoveryCode)
          .where(and(eq(authRecoveryCode.userId, userId), isNull(authRecoveryCode.usedAt)))
      : [{ n: 0 }];
    return {
      enabled: enabledAt !== null,
      required,
      recoveryCodesLeft: Number(left?.n ?? 0),
      enabledAt: enabledAt?.toISOString() ?? null,
    };
  }

  /** A new secret for the user's authenticator, waiting for a first code; replaces one not yet confirmed. */
  async setup(userId: number, username: string): Promise<TotpSetup> {
    const secret = newTotpSecret();
    const sealed = this.keys.seal(secret, totpContext(userId));
    const at = this.now();
    const [row] = await this.db
      .insert(authMfa)
      .values({ userId, secret: sealed, enabledAt: null, lastStep: null, createdAt: at })
      .onConflictDoUpdate({
        target: authMfa.userId,
        set: { secret: sealed, lastStep: null, createdAt: at },
        // An authenticator in use is never replaced behind its owner's back: turning it off comes first.
        setWhere: isNull(authMfa.enabledAt),
      })
      .returning({ userId: authMfa.userId });
    if (!row) throw conflict('mfaAlreadyEnabled');
    const text = base32Encode(secret);
    return { secret: text, otpauthUrl: otpauthUrl(this.issuer, username, text) };
  }

  /** The first code from the authenticator turns it on: answers the recovery codes, shown this once. */
  async enable(userId: number, code: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(authMfa).where(eq(authMfa.userId, userId)).for('update');
      if (!row) throw conflict('mfaNotSetUp');
      if (row.enabledAt) throw conflict('mfaAlreadyEnabled');
      const step = matchTotp(this.secretOf(row.secret, userId), code, this.now().getTime());
      if (step === null) throw badRequest('otpInvalid');
      await tx.update(authMfa).set({ enabledAt: this.now(), lastStep: step }).where(eq(authMfa.userId, userId));
      await tx.delete(authRecoveryCode).where(eq(authRecoveryCode.userId, userId));
      await tx.insert(authRecoveryCode).values(codes.map((c) => ({ userId, codeHash: recoveryHash(c) })));
      await announceChange(tx, { kind: 'user', userId });
    });
    return codes;
  }

  /** Turns TOTP off with a current code (or a recovery code): the secret and the recovery codes go. */
  async disable(userId: number, code: string, required: boolean): Promise<void> {
    if (!(await this.isEnabled(userId))) throw conflict('mfaNotEnabled');
    if (required) throw conflict('mfaRequiredByRole');
    const verdict = await this.verify(userId, code);
    if (verdict === 'reused') throw badRequest('otpReused');
    if (verdict === 'invalid') throw badRequest('otpInvalid');
    await this.db.transaction(async (tx) => {
      await tx.delete(authMfa).where(eq(authMfa.userId, userId));
      await tx.delete(authRecoveryCode).where(eq(authRecoveryCode.userId, userId));
      await announceChange(tx, { kind: 'user', userId });
    });
  }

  /**
   * Checks a second-factor code and spends it: a TOTP code counts once (its step must be newer than the last one
   * accepted, claimed in one conditional update, so two requests with one code make one winner); a recovery code
   * is marked used.
   */
  async verify(userId: number, code: string): Promise<Verdict> {
    const given = code.trim();
    if (/^\d{6}$/.test(given)) {
      const row = await this.db.query.authMfa.findFirst({
        where: and(eq(authMfa.userId, userId), isNotNull(authMfa.enabledAt)),
      });
      if (!row) return 'invalid';
      const step = matchTotp(this.secretOf(row.secret, userId), given, this.now().getTime());
      if (step === null) return 'invalid';
      const claimed = await this.db
        .update(authMfa)
        .set({ lastStep: step })
        .where(and(eq(authMfa.userId, userId), or(isNull(authMfa.lastStep), lt(authMfa.lastStep, step))))
        .returning({ userId: authMfa.userId });
      return claimed.length > 0 ? 'totp' : 'reused';
    }
    if (normaliseRecovery(given).length !== 10 || !(await this.isEnabled(userId))) return 'invalid';
    const used = await this.db
      .update(authRecoveryCode)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(authRecoveryCode.userId, userId),
          eq(authRecoveryCode.codeHash, recoveryHash(given)),
          isNull(authRecoveryCode.usedAt),
        ),
      )
      .returning({ id: authRecoveryCode.id });
    return used.length > 0 ? 'recovery' : 'invalid';
  }

  /** Opens the second step of a sign-in whose password was right. */
  async challenge(userId: number): Promise<{ token: string; expiresIn: number }> {
    const token = newToken();
    const at = this.now();
    // Spent and stale challenges of anyone go with each new one: the table holds only live ones.
    await this.db
      .delete(authMfaChallenge)
      .where(lt(authMfaChallenge.expiresAt, new Date(at.getTime() - CHALLENGE_SECONDS * 1000)));
    await this.db.insert(authMfaChallenge).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(at.getTime() + CHALLENGE_SECONDS * 1000),
      createdAt: at,
    });
    return { token, expiresIn: CHALLENGE_SECONDS };
  }

  /**
   * Takes one attempt of a challenge: its user and how many attempts are left after this one, or null when the
   * token is unknown, expired, spent or out of attempts. Taken before the code is checked, in one conditional
   * update, so codes sent at once cannot try more than the limit.
   */
  async attempt(token: string): Promise<{ tokenHash: string; userId: number; left: number } | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .update(authMfaChallenge)
      .set({ failures: sql`${authMfaChallenge.failures} + 1` })
      .where(
        and(
          eq(authMfaChallenge.tokenHash, tokenHash),
          isNull(authMfaChallenge.endedAt),
          gt(authMfaChallenge.expiresAt, this.now()),
          lt(authMfaChallenge.failures, CHALLENGE_ATTEMPTS),
        ),
      )
      .returning({ userId: authMfaChallenge.userId, failures: authMfaChallenge.failures });
    return row ? { tokenHash, userId: row.userId, left: CHALLENGE_ATTEMPTS - row.failures } : null;
  }

  /** Ends a challenge: spent by its sign-in, or voided by its last wrong code. */
  async end(tokenHash: string): Promise<boolean> {
    const ended = await this.db
      .update(authMfaChallenge)
      .set({ endedAt: this.now() })
      .where(and(eq(authMfaChallenge.tokenHash, tokenHash), isNull(authMfaChallenge.endedAt)))
      .returning({ tokenHash: authMfaChallenge.tokenHash });
    return ended.length > 0;
  }

  private secretOf(sealed: string, userId: number): Buffer {
    const plain = this.keys.open(sealed, totpContext(userId));
    // Sealed under another key (the key changed or was lost): only a recovery code gets this user in.
    if (!plain) throw badRequest('mfaKeyMismatch');
    return plain;
  }
}
