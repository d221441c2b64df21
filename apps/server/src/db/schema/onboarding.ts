import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { freelancer } from './client.js';
import { enterprise, taxPark } from './enterprise.js';
import { sysUser } from './system.js';

/**
 * A one-time code sent to a phone: to sign in to an application ('apply') or to sign an agreement ('sign').
 * Only its hash is kept; the rows also count how many codes a phone and an address asked for.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when the code was used or voided (too many wrong tries, replaced by a newer one) */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_code_phone_idx').on(t.phone, t.purpose, sql`${t.createdAt} desc`),
    index('verification_code_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * A company's onboarding application, one per phone. Status: 0 to submit, 1 onboarded, 2 pending review,
 * 3 review rejected, 4 service-provider application. Fields stay empty until the applicant fills them in.
 */
export const onboardingApplication = pgTable(
  'onboarding_application',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    companyName: varchar('company_name', { length: 200 }),
    creditCode: varchar('credit_code', { length: 18 }),
    legalPerson: varchar('legal_person', { length: 50 }),
    address: varchar('address', { length: 200 }),
    industry: varchar('industry', { length: 1 }),
    taxParkId: bigint('tax_park_id', { mode: 'number' }).references(() => taxPark.id),
    contactName: varchar('contact_name', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    contactEmail: varchar('contact_email', { length: 100 }),
    bankName: varchar('bank_name', { length: 100 }),
    /** sealed, with its keyed hash (db/protected-columns.ts) */
    bankAccountNo: text('bank_account_no'),
    bankAccountNoHash: varchar('bank_account_no_hash', { length: 64 }),
    licenseUrl: text('license_url'),
    idCardFrontUrl: text('id_card_front_url'),
    idCardBackUrl: text('id_card_back_url'),
    /** enterprise or provider (submitted as status 2 or 4) */
    applyType: varchar('apply_type', { length: 10 }).notNull().default('enterprise'),
    /** the first enterprise user's password, set by the applicant (argon2id) */
    passwordHash: text('password_hash'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewReason: varchar('review_reason', { length: 200 }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => sysUser.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    creditGrade: varchar('credit_grade', { length: 2 }),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }).references(() => enterprise.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_application_phone_uq').on(t.phone),
    // a credit code names one company: two applications never hold the same one
    uniqueIndex('onboarding_application_credit_code_uq').on(t.creditCode),
    uniqueIndex('onboarding_application_enterprise_uq').on(t.enterpriseId),
    index('onboarding_application_status_idx').on(t.status, sql`${t.createdAt} desc`),
  ],
);

/** An applicant's session: limited to the onboarding calls, never a console token. Stored as a hash. */
export const applicantToken = pgTable(
  'applicant_token',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => onboardingApplication.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applicant_token_hash_uq').on(t.tokenHash), index('applicant_token_app_idx').on(t.applicationId)],
);

/**
 * An agreement between the platform and an enterprise: 01 service outsourcing (issued on approval), 02 price
 * change, 03 supplementary (issued by staff). Status 0 to sign (ours), 1 signed, 2 terminated.
 */
export const contract = pgTable(
  'contract',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractNo: varchar('contract_no', { length: 32 }).notNull().unique(),
    enterpriseId: bigint('enterprise_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    /** an agreement that names a freelancer (none of the onboarding ones do) */
    freelancerId: bigint('freelancer_id', { mode: 'number' }).references(() => freelancer.id),
    agreementType: varchar('agreement_type', { length: 2 }).notNull(),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    /** the agreement as rendered from its template with the company's details */
    html: text('html').notNull().default(''),
    /** the terms staff wrote for a 02/03 agreement */
    terms: text('terms'),
    /** the signed PDF in storage */
    fileUrl: text('file_url'),
    signedName: varchar('signed_name', { length: 50 }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: varchar('signed_ip', { length: 64 }),
    signedBy: bigint('signed_by', { mode: 'number' }).references(() => sysUser.id),
    /** SHA-256 of the signed PDF as stored */
    documentHash: varchar('document_hash', { length: 64 }),
    terminateReason: varchar('terminate_reason', { length: 200 }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminatedBy: bigint('terminated_by', { mode: 'number' }).references(() => sysUser.id),
    issuedBy: bigint('issued_by', { mode: 'number' }).references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one service outsourcing agreement per enterprise, whatever is retried
    uniqueIndex('contract_enterprise_01_uq').on(t.enterpriseId).where(sql`${t.agreementType} = '01'`),
    index('contract_enterprise_idx').on(t.enterpriseId, sql`${t.createdAt} desc`),
  ],
);

export type OnboardingApplication = typeof onboardingApplication.$inferSelect;
export type Contract = typeof contract.$inferSelect;
