import type { FieldChange } from '@console/domain/schemas/timeline';
import { bigint, bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One change of a record's story (orders, tasks, invoice applications, agreements, onboarding applications),
 * written in the transaction of the change it records (db/record-events.ts). No foreign keys: the story outlives
 * the record and its actors; a trigger (its migration) refuses updates and deletes.
 */
export const recordEvent = pgTable(
  'record_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** order, task, invoice, contract, onboarding */
    entity: varchar('entity', { length: 16 }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 2 }),
    toStatus: varchar('to_status', { length: 2 }),
    /** edited fields, before → after as text; personal data masked */
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    /** enterprise, staff, freelancer, applicant or system */
    actorType: varchar('actor_type', { length: 16 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    /** the name at the time (masked for freelancers and applicants), or the job/socket event for system */
    actorName: varchar('actor_name', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    note: varchar('note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('record_event_record_idx').on(t.entity, t.recordId, t.createdAt)],
);
