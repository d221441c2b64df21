import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
    /**
     * To a freelancer: whether a reminder goes out while it stays undelivered (the sender may say no), and when the
     * reminder sweep dealt with it (reminded, or found it delivered, read or recalled by then)
     */
    remindOffline: boolean('remind_offline').notNull().default(true),
    remindedAt: timestamp('reminded_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('chat_message_sender_client_uq').on(t.sender, t.clientId),
    index('chat_message_pair_idx').on(t.pair, sql`${t.id} desc`),
    // Chat search (docs/chat.md#search): trigrams of text messages serve `body ilike '%…%'` for 3+ characters.
    index('chat_message_body_trgm_idx').using('gin', t.body.op('gin_trgm_ops')).where(sql`${t.messageType} = 1`),
    // A caller's messages newest first, sent and received: a short keyword's search reads the newest of them.
    index('chat_message_sender_idx').on(t.sender, sql`${t.id} desc`),
    index('chat_message_receiver_idx').on(t.receiver, sql`${t.id} desc`),
    // Only the messages the reminder sweep has still to look at: it stays as small as ten minutes of them.
    index('chat_message_remind_idx')
      .on(t.createdAt)
      .where(sql`${t.receiverRole} = 'C' and ${t.remindOffline} and ${t.remindedAt} is null`),
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

/**
 * A tag of sensitive words with the action chat takes on a match (block, mask, flag), or a built-in contact tag
 * (`contact:mobile`, …) whose action staff set ('none' allowed there); a contact tag without a row has its default.
 */
export const moderationTag = pgTable('moderation_tag', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 32 }).notNull().unique(),
  action: varchar('action', { length: 8 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** A sensitive word, stored folded to lower case so one word is kept once whatever its case. */
export const moderationWord = pgTable(
  'moderation_word',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    word: varchar('word', { length: 64 }).notNull().unique(),
    tagId: bigint('tag_id', { mode: 'number' })
      .notNull()
      .references(() => moderationTag.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('moderation_word_tag_idx').on(t.tagId)],
);

/**
 * A delivered message that matched a flagged tag, for staff review. It keeps no copy of the text (a recall clears
 * it from chat_message alone): the review reads the message and its neighbours from the conversation.
 */
export const chatFlag = pgTable(
  'chat_flag',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => chatMessage.id, { onDelete: 'cascade' }),
    /** the flagged tags, comma separated */
    tags: text('tags').notNull(),
    /** the matches, as written, joined by newlines */
    matches: text('matches').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
    reviewedBy: integer('reviewed_by').references(() => sysUser.id, { onDelete: 'set null' }),
  },
  (t) => [index('chat_flag_open_idx').on(sql`(${t.reviewedAt} is null)`, sql`${t.id} desc`)],
);
