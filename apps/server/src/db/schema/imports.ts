import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysUser } from './system.js';

/**
 * One uploaded sheet (issue 23): checked on upload (counts and the first errors), committed later. The file itself
 * stays in storage under `file_key` until the batch is committed, so the commit and the annotated download read
 * the same bytes the check read.
 */
export const importBatch = pgTable(
  'import_batch',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    /** the uploader's enterprise, 0 for staff: the same file may be imported once per enterprise */
    scope: bigint('scope', { mode: 'number' }).notNull(),
    /** tasks, lists, words */
    kind: varchar('kind', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** sha256 of the file's bytes, hex */
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    fileKey: text('file_key').notNull(),
    /** xlsx or csv */
    format: varchar('format', { length: 4 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull().default('zh'),
    total: integer('total').notNull(),
    valid: integer('valid').notNull(),
    invalid: integer('invalid').notNull(),
    /** the first errors, as the check answered them */
    errors: jsonb('errors').$type<{ row: number; message: string }[]>().notNull().default([]),
    /** checked, committing, queued, committed */
    status: varchar('status', { length: 12 }).notNull().default('checked'),
    /** valid or all, once committed */
    mode: varchar('mode', { length: 8 }),
    inserted: integer('inserted'),
    /** the download-centre job of a large commit */
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [
    index('import_batch_user_idx').on(t.userId, sql`${t.createdAt} desc`),
    // A file is taken once: a second commit of the same bytes is refused by the database even in a race.
    uniqueIndex('import_batch_taken_uq')
      .on(t.kind, t.scope, t.fileHash)
      .where(sql`${t.status} in ('committing', 'queued', 'committed')`),
  ],
);
