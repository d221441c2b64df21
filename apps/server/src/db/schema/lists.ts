import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sysUser } from './system.js';

/**
 * Black and white lists (issue 13): list type 1 freelancer whitelist, 2 freelancer blacklist (subject: a
 * freelancer id), 3 enterprise blacklist (subject: an enterprise id). An entry counts only within its period
 * (no end: until removed). Removing keeps the row (removed_at) for the record; at most one entry per type and
 * subject is not removed, which is also the index "is this subject listed now" reads.
 */
export const platformList = pgTable(
  'platform_list',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listType: varchar('list_type', { length: 1 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => sysUser.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: bigint('removed_by', { mode: 'number' }).references(() => sysUser.id),
  },
  (t) => [
    uniqueIndex('platform_list_subject_uq').on(t.listType, t.subjectId).where(sql`${t.removedAt} is null`),
    index('platform_list_type_created_idx').on(t.listType, sql`${t.createdAt} desc`).where(sql`${t.removedAt} is null`),
    index('platform_list_created_idx').on(sql`${t.createdAt} desc`).where(sql`${t.removedAt} is null`),
  ],
);
