import { maskPhone } from '@console/domain/masking';
import { ONBOARDING_LIMITS } from '@console/domain/schemas/onboarding';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { writeRecordEvent } from '../../db/record-events.js';
import { applicantToken, onboardingApplication } from '../../db/schema/index.js';
import { unauthorized } from '../../http/errors.js';
import type { ApplicantPrincipal } from '../../http/principal.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { CodeService } from './codes.js';

/**
 * The applicant's session: a phone proven by a one-time code opens (or creates) that phone's application. The
 * token is opaque, stored hashed, and only the routes declared 'applicant' accept it: to the console's calls it
 * is no token at all.
 */
export class ApplicantAuthService {
  constructor(
    private readonly db: Db,
    private readonly codes: CodeService,
  ) {}

  async signIn(
    phone: string,
    code: string,
    ip: string | null = null,
  ): Promise<{ token: string; expiresIn: number; applicationId: number }> {
    await this.codes.consume(phone, 'apply', code);
    // One application per phone, whatever is retried: the unique phone decides; only a new one starts a timeline.
    await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(onboardingApplication)
        .values({ phone })
        .onConflictDoNothing()
        .returning({ id: onboardingApplication.id, status: onboardingApplication.status });
      if (!created) return;
      await writeRecordEvent(tx, {
        entity: 'onboarding',
        recordId: created.id,
        action: 'create',
        to: created.status,
        actor: { type: 'applicant', id: created.id, name: maskPhone(phone), ip },
      });
    });
    const row = await this.db.query.onboardingApplication.findFirst({
      where: eq(onboardingApplication.phone, phone),
      columns: { id: true },
    });
    if (!row) throw unauthorized('applicantSessionInvalid');
    const token = newToken();
    await this.db.insert(applicantToken).values({
      tokenHash: hashToken(token),
      applicationId: row.id,
      expiresAt: new Date(Date.now() + ONBOARDING_LIMITS.sessionTtlSeconds * 1000),
    });
    return { token, expiresIn: ONBOARDING_LIMITS.sessionTtlSeconds, applicationId: row.id };
  }

  async authenticate(token: string): Promise<ApplicantPrincipal> {
    const [row] = await this.db
      .select({
        id: applicantToken.id,
        applicationId: applicantToken.applicationId,
        phone: onboardingApplication.phone,
      })
      .from(applicantToken)
      .innerJoin(onboardingApplication, eq(onboardingApplication.id, applicantToken.applicationId))
      .where(
        and(
          eq(applicantToken.tokenHash, hashToken(token)),
          isNull(applicantToken.revokedAt),
          gt(applicantToken.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized('applicantSessionInvalid');
    return { applicationId: row.applicationId, phone: row.phone, tokenId: row.id };
  }

  async signOut(p: ApplicantPrincipal): Promise<void> {
    await this.db.update(applicantToken).set({ revokedAt: new Date() }).where(eq(applicantToken.id, p.tokenId));
  }
}
