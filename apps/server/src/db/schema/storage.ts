import { bigint, bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { freelancer } from './client.js';
import { sysUser } from './system.js';

/** A stored file: who uploaded it, where it lives and what it is (type checked from its content). */
export const fileObject = pgTable(
  'file_object',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    objectKey: text('object_key').notNull().unique(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    driver: varchar('driver', { length: 8 }).notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => sysUser.id, { onDelete: 'set null' }),
    enterpriseId: bigint('enterprise_id', { mode: 'number' }),
    /** a freelancer's own upload (their chat images): whose side may send it */
    freelancerId: bigint('freelancer_id', { mode: 'number' }).references(() => freelancer.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_object_uploader_idx').on(t.uploadedBy, t.createdAt)],
);
