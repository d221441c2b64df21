import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A banner (issue 13): an image with a title and a link, shown on one side's carousel (B the enterprise side's
 * dashboard, C the freelancer page) while it is on and within its period.
 */
export const banner = pgTable(
  'banner',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 60 }).notNull(),
    /** an image stored through the console's uploader (/interface/files/…) */
    imageUrl: text('image_url').notNull(),
    /** I internal route, W external http(s) URL */
    linkType: varchar('link_type', { length: 1 }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    /** S jump (a single banner), L carousel */
    displayKind: varchar('display_kind', { length: 1 }).notNull(),
    /** B enterprise side, C freelancer side */
    side: varchar('side', { length: 1 }).notNull(),
    /** shown from (inclusive) and until (exclusive); null = no bound */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** ascending: smaller first */
    sort: integer('sort').notNull().default(0),
    /** 0 off, 1 on */
    status: varchar('status', { length: 1 }).notNull().default('1'),
    createdBy: bigint('created_by', { mode: 'number' }),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the active banners of a side: on, by sort; the period is checked on these few rows
    index('banner_active_idx').on(t.side, t.status, t.sort, t.id),
    index('banner_created_idx').on(sql`${t.createdAt} desc`),
  ],
);
