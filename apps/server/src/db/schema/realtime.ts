import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { freelancer } from './client.js';
import { sysUser } from './system.js';

/**
 * One chat message between two chat ids (B: an enterprise user's socketId, C: a freelancer's). `pair` is the two
 * ids sorted and joined, so a conversation's history is one index range whichever side asks.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pair: varchar('pair', { length: 130 }).notNull(),
    sender: varchar('sender', { length: 64 }).notNull(),
    receiver: varchar('receiver', { length: 64 }).notNull(),
    /** B or C: the receiver's side */
    receiverRole: varchar('receiver_role', { length: 1 }).notNull(),
    /** 1 text, 2 image */
    messageType: smallint('message_type').notNull(),
    /** the text, or the image's { url, width, height } as JSON */
    body: text('body').notNull(),
    /** the sender's own id for the message: the same one twice stores one message */
    clientId: varchar('client_id', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** when the sender recalled it; its body is then '' (and a recalled image's file is gone) */
    recalledAt: timestamp('recalled_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('chat_message_sender_client_uq').on(t.sender, t.clientId),
    index('chat_message_pair_idx').on(t.pair, sql`${t.id} desc`),
  ],
);

/**
 * One side's view of a conversation: its unread count and latest message, newest first in the friend list, and how
 * far its owner got with the other's messages (the other side's delivery states).
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    owner: varchar('owner', { length: 64 }).notNull(),
    other: varchar('other', { length: 64 }).notNull(),
    unread: integer('unread').notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessage.id),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** the other's messages up to this id reached a socket of the owner's (0: none yet) */
    deliveredId: bigint('delivered_id', { mode: 'number' }).notNull().default(0),
    /** the owner opened the conversation when it ended at this message (held back while they send no read receipts) */
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.other] }),
    index('chat_conversation_owner_updated_idx').on(t.owner, sql`${t.updatedAt} desc`),
  ],
);

/**
 * A system notice for one console user or one freelancer: the event's kind and values (translated by the
 * client), or a published title and text, and where it leads.
 */
export const notice = pgTable(
  'notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => sysUser.id, { onDelete: 'cascade' }),
    freelancerId: bigint('freelancer_id', { mode: 'number' }).references(() => freelancer.id, {
      onDelete: 'cascade',
    }),
    kind: varchar('kind', { length: 32 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: varchar('title', { length: 200 }),
    content: text('content'),
    link: varchar('link', { length: 300 }),
    /** the staff publication this notice came from (notice_publication), for its read counts */
    publicationId: bigint('publication_id', { mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_user_idx').on(t.userId, sql`${t.id} desc`),
    index('notice_user_unread_idx').on(t.userId, sql`${t.id} desc`).where(sql`${t.readAt} is null`),
    index('notice_freelancer_idx').on(t.freelancerId, sql`${t.id} desc`),
    index('notice_publication_idx').on(t.publicationId),
  ],
);
