import { randomBytes } from 'node:crypto';
import type { EnterpriseOnboardingStatus } from '@console/domain/enums';
import { ACCOUNT_STATUS, AGREEMENT_TYPE, COOPERATION, ONBOARDING_STATUS, USER_TYPE } from '@console/domain/enums';
import { maskBankCard, maskPhone } from '@console/domain/masking';
import type {
  ApplicationApproveBody,
  ApplicationDraftBody,
  ApplicationListQuery,
  ApplicationSubmitBody,
  ApplicationView,
} from '@console/domain/schemas/onboarding';
import { CONTRACT_STATUS, EDITABLE_STATUSES, REVIEWABLE_STATUSES } from '@console/domain/schemas/onboarding';
import type { Timeline } from '@console/domain/schemas/timeline';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import { column, openValue, sealNullable } from '../../db/protected-columns.js';
import { fieldChanges, userActor, writeRecordEvent, writeRecordEvents } from '../../db/record-events.js';
import {
  contract,
  enterprise,
  type OnboardingApplication,
  onboardingApplication,
  sysRole,
  sysUser,
  taxPark,
} from '../../db/schema/index.js';
import { sealedAs } from '../../db/sealed-as.js';
import { readTimeline } from '../../db/timeline.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { Caller } from '../../http/principal.js';
import type { KeyRing } from '../../lib/key-ring.js';
import { hashPassword } from '../../lib/password.js';
import { createAccount, newChatId } from '../system/accounts.js';
import { agreementBlocks, agreementHtml } from './agreement.js';

/** The role the first user of a new enterprise gets: the seeded enterprise administrator. */
export const ENTERPRISE_ADMIN_ROLE = 'enterprise';

const reviewer = alias(sysUser, 'reviewer');
const agreement01 = alias(contract, 'agreement01');

const viewColumns = {
  app: onboardingApplication,
  taxParkName: taxPark.parkName,
  reviewedByName: reviewer.name,
  contractStatus: agreement01.status,
};

type ViewRow = {
  app: OnboardingApplication;
  taxParkName: string | null;
  reviewedByName: string | null;
  contractStatus: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An ID card image's link in a timeline: that it changed, never where the image is. */
const hidden = () => '******';

/** `bankAccountNo`: the account as this reader sees it (masked for staff, plain for its applicant). */
function toView(
  { app, taxParkName, reviewedByName, contractStatus }: ViewRow,
  bankAccountNo: string | null,
): ApplicationView {
  const { passwordHash, userId: _userId, reviewedBy: _reviewedBy, bankAccountNoHash: _hash, ...rest } = app;
  return {
    ...rest,
    bankAccountNo,
    status: app.status as EnterpriseOnboardingStatus,
    applyType: app.applyType === 'provider' ? 'provider' : 'enterprise',
    hasPassword: passwordHash !== null,
    taxParkName,
    reviewedByName,
    contractStatus,
    submittedAt: iso(app.submittedAt),
    reviewedAt: iso(app.reviewedAt),
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
  };
}

/** A contract number: HT, the day, and a random tail (unique index; nothing guessable about it). */
export function newContractNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `HT${day}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * A company's application from its first save to its review: the applicant edits it while it is to submit (0) or
 * rejected (3), submits it for review (2, or 4 as a service provider); staff approve it (1: the enterprise, its
 * first user and the type-01 agreement are created in the same transaction) or reject it with a reason (3).
 * Every transition locks the row and checks the status first, so a retried or doubled call changes nothing.
 */
export class OnboardingService {
  constructor(
    private readonly db: Db,
    private readonly keys: KeyRing,
    private readonly options: {
      platformName: string;
      /** a link to a file stored here (uploads of the applicant); anything else is refused */
      isOwnFile: (url: string) => boolean;
    },
  ) {}

  private viewQuery(db: Db | Tx) {
    return db
      .select(viewColumns)
      .from(onboardingApplication)
      .leftJoin(taxPark, eq(taxPark.id, onboardingApplication.taxParkId))
      .leftJoin(reviewer, eq(reviewer.id, onboardingApplication.reviewedBy))
      .leftJoin(
        agreement01,
        and(
          eq(agreement01.enterpriseId, onboardingApplication.enterpriseId),
          eq(agreement01.agreementType, AGREEMENT_TYPE.serviceOutsourcing),
        ),
      )
      .$dynamic();
  }

  /** An application as staff read it: the bank account masked (POST /system/pii/reveal shows it). */
  async view(id: number, db: Db | Tx = this.db): Promise<ApplicationView> {
    const [row] = await this.viewQuery(db).where(eq(onboardingApplication.id, id)).limit(1);
    if (!row) throw notFound();
    return this.present(row, false);
  }

  /** An application as its applicant reads it, to go on filling it in: the account they typed, plain. */
  async applicantView(id: number, db: Db | Tx = this.db): Promise<ApplicationView> {
    const [row] = await this.viewQuery(db).where(eq(onboardingApplication.id, id)).limit(1);
    if (!row) throw notFound();
    return this.present(row, true);
  }

  private present(row: ViewRow, plain: boolean): ApplicationView {
    const account = openValue(this.keys, column('onboarding', 'bankAccountNo'), row.app.bankAccountNo);
    return toView(row, plain ? account : account && maskBankCard(account));
  }

  async parks(): Promise<{ id: number; parkName: string }[]> {
    return this.db
      .select({ id: taxPark.id, parkName: taxPark.parkName })
      .from(taxPark)
      .orderBy(asc(taxPark.id))
      .limit(500);
  }

  private async lock(tx: Tx, id: number): Promise<OnboardingApplication> {
    const [row] = await tx.select().from(onboardingApplication).where(eq(onboardingApplication.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  }

  private checkFiles(values: Partial<Record<'licenseUrl' | 'idCardFrontUrl' | 'idCardBackUrl', string>>) {
    for (const [field, url] of Object.entries(values)) {
      if (url !== undefined && !this.options.isOwnFile(url)) {
        throw new AppError(400, 'fieldInvalid', { field, reason: 'fileUrlInvalid' }, { field });
      }
    }
  }

  private async checkCreditCode(tx: Tx, code: string | undefined | null) {
    if (!code) return;
    const taken = await tx.query.enterprise.findFirst({
      where: eq(enterprise.creditCode, code),
      columns: { id: true },
    });
    if (taken) throw conflict('creditCodeTaken');
  }

  private async checkPark(tx: Tx, id: number | undefined) {
    if (id === undefined) return;
    const park = await tx.query.taxPark.findFirst({ where: eq(taxPark.id, id), columns: { id: true } });
    if (!park) throw new AppError(400, 'fieldInvalid', { field: 'taxParkId', reason: id }, { field: 'taxParkId' });
  }

  /** Writes the fields (a draft, or everything on submit) while the application is editable. */
  private async write(
    applicationId: number,
    body: ApplicationDraftBody | ApplicationSubmitBody,
    status: (row: OnboardingApplication) => EnterpriseOnboardingStatus,
    submit: boolean,
    ip: string | null,
  ): Promise<ApplicationView> {
    this.checkFiles({
      licenseUrl: body.licenseUrl,
      idCardFrontUrl: body.idCardFrontUrl,
      idCardBackUrl: body.idCardBackUrl,
    });
    const { password, ...fields } = body;
    const passwordHash = password ? await hashPassword(password) : undefined;
    try {
      return await this.db.transaction(async (tx) => {
        const row = await this.lock(tx, applicationId);
        if (!EDITABLE_STATUSES.includes(row.status as EnterpriseOnboardingStatus)) {
          throw conflict('applicationNotEditable');
        }
        if (submit && !passwordHash && !row.passwordHash) {
          throw new AppError(400, 'applicationPasswordRequired', {}, { field: 'password' });
        }
        await this.checkCreditCode(tx, fields.creditCode);
        await this.checkPark(tx, fields.taxParkId);
        const next = status(row);
        await tx
          .update(onboardingApplication)
          .set({
            ...fields,
            ...(fields.bankAccountNo !== undefined
              ? sealedAs(
                  'bankAccountNo',
                  sealNullable(this.keys, column('onboarding', 'bankAccountNo'), fields.bankAccountNo),
                )
              : {}),
            ...(passwordHash ? { passwordHash } : {}),
            status: next,
            ...(submit ? { submittedAt: new Date() } : {}),
            updatedAt: new Date(),
          })
          .where(eq(onboardingApplication.id, applicationId));
        const before = {
          ...row,
          bankAccountNo: openValue(this.keys, column('onboarding', 'bankAccountNo'), row.bankAccountNo),
        };
        await writeRecordEvent(tx, {
          entity: 'onboarding',
          recordId: applicationId,
          action: submit ? 'submit' : 'save',
          from: row.status,
          to: next,
          // personal data: the bank account masked, the ID card images only as changed
          changes: fieldChanges(before, fields, {
            bankAccountNo: maskBankCard,
            idCardFrontUrl: hidden,
            idCardBackUrl: hidden,
          }),
          actor: { type: 'applicant', id: applicationId, name: maskPhone(row.phone), ip },
        });
        return this.applicantView(applicationId, tx);
      });
    } catch (err) {
      if (uniqueViolation(err, 'onboarding_application_credit_code_uq')) throw conflict('creditCodeTaken');
      throw err;
    }
  }

  /** Saves what is filled in; the application is (again) to submit (0). */
  saveDraft(applicationId: number, body: ApplicationDraftBody, ip: string | null = null): Promise<ApplicationView> {
    return this.write(applicationId, body, () => ONBOARDING_STATUS.toSubmit, false, ip);
  }

  /** Submits for review: 2, or 4 for a service-provider application. */
  submit(applicationId: number, body: ApplicationSubmitBody, ip: string | null = null): Promise<ApplicationView> {
    const status =
      body.applyType === 'provider' ? ONBOARDING_STATUS.providerApplication : ONBOARDING_STATUS.pendingReview;
    return this.write(applicationId, body, () => status, true, ip);
  }

  async list(q: ApplicationListQuery) {
    const where: SQL | undefined = and(
      q.status ? eq(onboardingApplication.status, q.status) : undefined,
      // drafts nobody submitted yet are the applicant's own business until they are
      q.status ? undefined : ne(onboardingApplication.status, ONBOARDING_STATUS.toSubmit),
      timeRange(q, onboardingApplication.createdAt),
      keywordIn(
        q.keyword,
        onboardingApplication.companyName,
        onboardingApplication.creditCode,
        onboardingApplication.phone,
        onboardingApplication.contactName,
      ),
    );
    const page = await paginate(
      this.viewQuery(this.db).where(where),
      this.db.select({ n: count() }).from(onboardingApplication).where(where),
      q,
      orderBy(
        q,
        { createdAt: onboardingApplication.createdAt, submittedAt: onboardingApplication.submittedAt },
        { column: onboardingApplication.updatedAt, direction: 'desc' },
        onboardingApplication.id,
      ),
    );
    return { rows: page.rows.map((r) => this.present(r, false)), total: page.total };
  }

  /**
   * Approves a pending application: the enterprise (valid, cooperating, onboarded, with the credit grade), its first
   * enterprise user (the phone as login name, the applicant's password, a chat id, the enterprise admin role) and
   * the type-01 agreement to sign, all in one transaction.
   */
  async approve(p: Caller, id: number, body: ApplicationApproveBody): Promise<ApplicationView> {
    try {
      return await this.db.transaction(async (tx) => {
        const row = await this.lock(tx, id);
        if (!REVIEWABLE_STATUSES.includes(row.status as EnterpriseOnboardingStatus)) throw conflict();
        const required = [
          row.companyName,
          row.creditCode,
          row.legalPerson,
          row.address,
          row.contactName,
          row.contactPhone,
          row.bankName,
          row.bankAccountNo,
          row.passwordHash,
        ];
        if (required.some((v) => !v)) throw conflict();
        await this.checkCreditCode(tx, row.creditCode);
        const [ent] = await tx
          .insert(enterprise)
          .values({
            name: row.companyName as string,
            creditCode: row.creditCode as string,
            taxParkId: row.taxParkId,
            contactName: row.contactName,
            contactPhone: row.contactPhone,
            status: ACCOUNT_STATUS.valid,
            industry: row.industry,
            creditGrade: body.creditGrade,
            onboardingStatus: ONBOARDING_STATUS.onboarded,
            cooperation: COOPERATION.cooperating,
            legalPerson: row.legalPerson,
            address: row.address,
          })
          .returning({ id: enterprise.id });
        if (!ent) throw new Error('enterprise not created');
        const role = await tx.query.sysRole.findFirst({
          where: eq(sysRole.code, ENTERPRISE_ADMIN_ROLE),
          columns: { id: true },
        });
        // The applicant's phone becomes the login name: one taken already answers that, not a failure.
        const user = await createAccount(tx, {
          username: row.phone,
          name: row.contactName as string,
          passwordHash: row.passwordHash as string,
          userType: USER_TYPE.enterprise,
          enterpriseId: ent.id,
          phone: row.phone,
          email: row.contactEmail,
          chatId: { draw: newChatId },
          mustChangePassword: false,
          roleIds: role ? [role.id] : [],
          usernameTaken: 'applicantPhoneTaken',
        });
        const contractNo = newContractNo();
        const blocks = agreementBlocks(AGREEMENT_TYPE.serviceOutsourcing, {
          contractNo,
          enterpriseName: row.companyName as string,
          creditCode: row.creditCode as string,
          legalPerson: row.legalPerson as string,
          address: row.address as string,
          industry: row.industry,
          contactName: row.contactName as string,
          contactPhone: row.contactPhone as string,
          bankName: row.bankName as string,
          bankAccountNo: openValue(this.keys, column('onboarding', 'bankAccountNo'), row.bankAccountNo) ?? '-',
          platformName: this.options.platformName,
          issuedOn: new Date().toISOString().slice(0, 10),
        });
        const [issued] = await tx
          .insert(contract)
          .values({
            contractNo,
            enterpriseId: ent.id,
            agreementType: AGREEMENT_TYPE.serviceOutsourcing,
            status: CONTRACT_STATUS.toSign,
            html: agreementHtml(blocks),
            issuedBy: p.userId,
          })
          .returning({ id: contract.id });
        const actor = userActor(p);
        await writeRecordEvents(tx, [
          {
            entity: 'contract',
            recordId: issued?.id as number,
            action: 'issue',
            to: CONTRACT_STATUS.toSign,
            changes: fieldChanges(null, { agreementType: AGREEMENT_TYPE.serviceOutsourcing }),
            actor,
          },
          {
            entity: 'onboarding',
            recordId: id,
            action: 'approve',
            from: row.status,
            to: ONBOARDING_STATUS.onboarded,
            changes: fieldChanges(row, { creditGrade: body.creditGrade, reviewReason: null }),
            actor,
          },
        ]);
        const now = new Date();
        await tx
          .update(onboardingApplication)
          .set({
            status: ONBOARDING_STATUS.onboarded,
            creditGrade: body.creditGrade,
            reviewedBy: p.userId,
            reviewedAt: now,
            reviewReason: null,
            enterpriseId: ent.id,
            userId: user.id,
            updatedAt: now,
          })
          .where(eq(onboardingApplication.id, id));
        return this.view(id, tx);
      });
    } catch (err) {
      if (uniqueViolation(err, 'enterprise_credit_code_unique')) throw conflict('creditCodeTaken');
      throw err;
    }
  }

  async reject(p: Caller, id: number, reason: string): Promise<ApplicationView> {
    return this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (!REVIEWABLE_STATUSES.includes(row.status as EnterpriseOnboardingStatus)) throw conflict();
      const now = new Date();
      await tx
        .update(onboardingApplication)
        .set({
          status: ONBOARDING_STATUS.rejected,
          reviewReason: reason,
          reviewedBy: p.userId,
          reviewedAt: now,
          updatedAt: now,
        })
        .where(eq(onboardingApplication.id, id));
      await writeRecordEvent(tx, {
        entity: 'onboarding',
        recordId: id,
        action: 'reject',
        from: row.status,
        to: ONBOARDING_STATUS.rejected,
        changes: fieldChanges(row, { reviewReason: reason }),
        actor: userActor(p),
        note: reason,
      });
      return this.view(id, tx);
    });
  }

  /** The application's whole story (record_event), for those who may read the application (404 when none). */
  async timeline(id: number): Promise<Timeline> {
    const [found] = await this.db
      .select({ id: onboardingApplication.id })
      .from(onboardingApplication)
      .where(eq(onboardingApplication.id, id));
    if (!found) throw notFound();
    return readTimeline(this.db, 'onboarding', id);
  }
}
