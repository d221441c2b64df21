import { createHash, randomInt } from 'node:crypto';
import { type CodePurpose, ONBOARDING_LIMITS } from '@console/domain/schemas/onboarding';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verificationCode } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { SmsGateway } from '../../lib/sms-gateway.js';

const HOUR_MS = 3_600_000;

function hashCode(phone: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');
}

const tooMany = (key: 'codeTooMany' | 'codeWait', params: Record<string, number> = {}) =>
  new AppError(429, key, params);

/**
 * One-time codes: 6 digits, kept as hashes, valid ONBOARDING_LIMITS.codeTtlSeconds, one live code per phone and
 * purpose (a new one voids the old), a few wrong tries void it, and each phone and each address may ask for only
 * so many an hour. Counted in the database, so the limits hold across server processes.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    /** read at each send, so a test can listen in */
    private readonly gateway: () => SmsGateway,
  ) {}

  /** Sends a new code; answers it (the embedded demo shows it on the page) and its life in seconds. */
  async send(phone: string, purpose: CodePurpose, ip: string): Promise<{ code: string; expiresIn: number }> {
    const code = String(randomInt(0, 10 ** ONBOARDING_LIMITS.codeLength)).padStart(ONBOARDING_LIMITS.codeLength, '0');
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      // One sender per phone at a time, so two requests cannot both pass the counts below.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${phone}`}))`);
      const since = new Date(now - HOUR_MS);
      const [last] = await tx
        .select({ createdAt: verificationCode.createdAt })
        .from(verificationCode)
        .where(and(eq(verificationCode.phone, phone), eq(verificationCode.purpose, purpose)))
        .orderBy(desc(verificationCode.createdAt))
        .limit(1);
      const waitMs = last ? last.createdAt.getTime() + ONBOARDING_LIMITS.codeResendSeconds * 1000 - now : 0;
      if (waitMs > 0) throw tooMany('codeWait', { n: Math.ceil(waitMs / 1000) });
      const [byPhone] = await tx
        .select({ n: count() })
        .from(verificationCode)
        .where(and(eq(verificationCode.phone, phone), gt(verificationCode.createdAt, since)));
      if ((byPhone?.n ?? 0) >= ONBOARDING_LIMITS.codesPerPhoneHour) throw tooMany('codeTooMany');
      const [byIp] = await tx
        .select({ n: count() })
        .from(verificationCode)
        .where(and(eq(verificationCode.ip, ip), gt(verificationCode.createdAt, since)));
      if ((byIp?.n ?? 0) >= ONBOARDING_LIMITS.codesPerIpHour) throw tooMany('codeTooMany');
      await tx
        .update(verificationCode)
        .set({ consumedAt: new Date(now) })
        .where(
          and(
            eq(verificationCode.phone, phone),
            eq(verificationCode.purpose, purpose),
            isNull(verificationCode.consumedAt),
          ),
        );
      await tx.insert(verificationCode).values({
        phone,
        purpose,
        ip,
        codeHash: hashCode(phone, purpose, code),
        createdAt: new Date(now),
        expiresAt: new Date(now + ONBOARDING_LIMITS.codeTtlSeconds * 1000),
      });
    });
    await this.gateway().sendCode(phone, code, purpose);
    return { code, expiresIn: ONBOARDING_LIMITS.codeTtlSeconds };
  }

  /**
   * Uses the phone's live code: a match consumes it (once, whatever runs at the same time); a wrong one counts a
   * try, and the last allowed wrong try voids it. Each outcome is its own statement, so a refusal still counts.
   */
  async consume(phone: string, purpose: CodePurpose, code: string): Promise<void> {
    const [live] = await this.db
      .select()
      .from(verificationCode)
      .where(
        and(
          eq(verificationCode.phone, phone),
          eq(verificationCode.purpose, purpose),
          isNull(verificationCode.consumedAt),
          gt(verificationCode.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    if (!live) throw badRequest('codeExpired');
    if (live.codeHash === hashCode(phone, purpose, code)) {
      const used = await this.db
        .update(verificationCode)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCode.id, live.id), isNull(verificationCode.consumedAt)))
        .returning({ id: verificationCode.id });
      if (used.length === 0) throw badRequest('codeExpired');
      return;
    }
    const [counted] = await this.db
      .update(verificationCode)
      .set({
        attempts: sql`${verificationCode.attempts} + 1`,
        consumedAt: sql`case when ${verificationCode.attempts} + 1 >= ${ONBOARDING_LIMITS.codeMaxAttempts} then now() else null end`,
      })
      .where(and(eq(verificationCode.id, live.id), isNull(verificationCode.consumedAt)))
      .returning({ attempts: verificationCode.attempts });
    if (!counted || counted.attempts >= ONBOARDING_LIMITS.codeMaxAttempts) throw badRequest('codeExpired');
    throw badRequest('codeWrong');
  }
}
