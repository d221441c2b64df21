import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The operation log: every write through the API (modules/audit/hook.ts), who, what, which entity, a summary
 * of the change (before/after when the route gives them), address, time and outcome.
 */
export const operLog = pgTable(
  'oper_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 64 }),
    method: varchar('method', { length: 8 }).notNull(),
    /** the route pattern, e.g. /interface/system/user/:id/status */
    route: varchar('route', { length: 200 }).notNull(),
    /** what kind of thing changed: user, role, task… */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    /** the request's fields, secrets left out, shortened */
    summary: text('summary'),
    before: text('before'),
    after: text('after'),
    statusCode: integer('status_code').notNull(),
    /** success (2xx) or failure */
    outcome: varchar('outcome', { length: 8 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('oper_log_created_idx').on(sql`${t.createdAt} desc`),
    index('oper_log_user_idx').on(t.userId, sql`${t.createdAt} desc`),
  ],
);

/**
 * Who saw a protected value in plain text (POST /system/pii/reveal): which field of which record, when and from
 * where. Never holds the value itself.
 */
export const piiRevealLog = pgTable(
  'pii_reveal_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    /** freelancer, invoice or onboarding (db/protected-columns.ts) */
    entity: varchar('entity', { length: 20 }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    field: varchar('field', { length: 40 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pii_reveal_log_created_idx').on(sql`${t.createdAt} desc`),
    index('pii_reveal_log_record_idx').on(t.entity, t.recordId),
  ],
);

/**
 * A notice published by staff (issue 13) to targets B (enterprise users), C (freelancers) or R (platform
 * staff), all of them or chosen ones, now or at a set time; its notices carry its id (notice.publication_id),
 * which is how read counts are taken.
 */
export const noticePublication = pgTable(
  'notice_publication',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    /** B, C or R */
    target: varchar('target', { length: 1 }).notNull(),
    /** ids of the chosen console users (B, R) or freelancers (C); empty = everyone of the target */
    recipientIds: bigint('recipient_ids', { mode: 'number' }).array().notNull().default([]),
    /** scheduled (waiting for sendAt), sent, cancelled */
    status: varchar('status', { length: 10 }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_publication_due_idx').on(t.status, t.sendAt)],
);
