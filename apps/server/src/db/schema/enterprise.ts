import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A tax park: the registered park through which an enterprise's settlements are invoiced. */
export const taxPark = pgTable('tax_park', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  parkName: varchar('park_name', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An enterprise (customer company). Later capabilities add onboarding, credit and ledger columns. */
export const enterprise = pgTable(
  'enterprise',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    /** unified social credit code, 18 characters */
    creditCode: varchar('credit_code', { length: 18 }).notNull().unique(),
    taxParkId: bigint('tax_park_id', { mode: 'number' }).references(() => taxPark.id),
    contactName: varchar('contact_name', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    /** account status: 0 frozen, 1 valid */
    status: varchar('status', { length: 1 }).notNull().default('1'),
    /** industry category code A–T (the 20 national categories) */
    industry: varchar('industry', { length: 1 }),
    /** credit grade: A+, A, B, C, - */
    creditGrade: varchar('credit_grade', { length: 2 }).notNull().default('-'),
    /** onboarding status: 0 to submit, 1 onboarded, 2 pending review, 3 review rejected, 4 service-provider application */
    onboardingStatus: varchar('onboarding_status', { length: 1 }).notNull().default('1'),
    /** cooperation: 0 none, 1 cooperating */
    cooperation: varchar('cooperation', { length: 1 }).notNull().default('1'),
    legalPerson: varchar('legal_person', { length: 50 }),
    address: varchar('address', { length: 200 }),
    /** money recharged and not yet paid out, on the internal ledger */
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    remark: text('remark'),
  },
  (t) => [index('enterprise_name_idx').on(t.name), index('enterprise_created_idx').on(sql`${t.createdAt} desc`)],
);
