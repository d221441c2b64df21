import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    remark: text('remark'),
  },
  (t) => [index('enterprise_name_idx').on(t.name), index('enterprise_created_idx').on(sql`${t.createdAt} desc`)],
);
