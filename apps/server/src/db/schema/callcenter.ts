import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { authSession } from './auth.js';
import { sysUser } from './system.js';

/**
 * A call-centre seat (the spec's agentId, voipNumber, lock). `oemSerial` names the call centre it belongs to;
 * `lockedBy` is the user who holds it (null: free), `lockedSession` the sign-in they took it with. One user holds at
 * most one seat (the partial unique index).
 */
export const callSeat = pgTable(
  'call_seat',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    oemSerial: varchar('oem_serial', { length: 64 }).notNull(),
    agentId: varchar('agent_id', { length: 64 }).notNull(),
    voipNumber: varchar('voip_number', { length: 32 }).notNull(),
    lockedBy: bigint('locked_by', { mode: 'number' }).references(() => sysUser.id),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** the sign-in that took it: ending that session frees the seat, and only its phone may use it */
    lockedSession: bigint('locked_session', { mode: 'number' }).references(() => authSession.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('call_seat_agent_uq').on(t.agentId),
    uniqueIndex('call_seat_holder_uq').on(t.lockedBy).where(sql`${t.lockedBy} is not null`),
    index('call_seat_centre_idx').on(t.oemSerial, t.agentId),
  ],
);

/** Which call centre a console user works for (the seats they may take). */
export const callCenterMember = pgTable(
  'call_center_member',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    oemSerial: varchar('oem_serial', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);

/** A call centre's own agent states (code, label, owner) beside the built-in ones. */
export const callAgentState = pgTable(
  'call_agent_state',
  {
    oemSerial: varchar('oem_serial', { length: 64 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    label: varchar('label', { length: 50 }).notNull(),
    labelEn: varchar('label_en', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** shown in the picker but not choosable */
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.oemSerial, t.code] })],
);

/** One call: who, on which seat, to or from which (masked) number, about what, when, and how it ended. */
export const callRecord = pgTable(
  'call_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callId: varchar('call_id', { length: 64 }).notNull(),
    oemSerial: varchar('oem_serial', { length: 64 }).notNull(),
    agentId: varchar('agent_id', { length: 64 }).notNull(),
    voipNumber: varchar('voip_number', { length: 32 }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id),
    /** out or in */
    direction: varchar('direction', { length: 3 }).notNull(),
    maskedNumber: varchar('masked_number', { length: 32 }).notNull(),
    businessType: varchar('business_type', { length: 16 }),
    businessId: varchar('business_id', { length: 64 }),
    rungAt: timestamp('rung_at', { withTimezone: true, precision: 3 }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    durationSeconds: integer('duration_seconds'),
    outcome: varchar('outcome', { length: 16 }),
    note: varchar('note', { length: 500 }),
  },
  (t) => [
    uniqueIndex('call_record_call_agent_uq').on(t.callId, t.agentId),
    index('call_record_centre_idx').on(t.oemSerial, sql`${t.rungAt} desc`),
    index('call_record_user_idx').on(t.userId, sql`${t.rungAt} desc`),
  ],
);

/**
 * Every change of an agent's state, with why (the reason: the agent, a call event, the wrap-up's timer, sign-out,
 * the seat's grace running out, a supervisor), who caused it when not the agent, and when. Append-only: the service
 * only inserts, and a trigger (migration 0014) refuses updates and deletes. No foreign keys: the history outlives
 * users and seats.
 */
export const callAgentStateLog = pgTable(
  'call_agent_state_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    oemSerial: varchar('oem_serial', { length: 64 }).notNull(),
    agentId: varchar('agent_id', { length: 64 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fromState: varchar('from_state', { length: 32 }).notNull(),
    toState: varchar('to_state', { length: 32 }).notNull(),
    reason: varchar('reason', { length: 16 }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    detail: varchar('detail', { length: 32 }),
    note: varchar('note', { length: 200 }),
    callId: varchar('call_id', { length: 64 }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('call_agent_state_log_agent_idx').on(t.agentId, t.id),
    index('call_agent_state_log_centre_idx').on(t.oemSerial, t.agentId, t.id),
  ],
);

/**
 * A talked call's recording: the audio file in storage (not in file_object: never served by key, only through the
 * call records to holders of telManage:record:listen), linked to its call record. Removed, file and row, once it is
 * older than CALL_RECORDING_DAYS.
 */
export const callRecording = pgTable(
  'call_recording',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callRecordId: bigint('call_record_id', { mode: 'number' })
      .notNull()
      .references(() => callRecord.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    driver: varchar('driver', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_recording_record_uq').on(t.callRecordId),
    index('call_recording_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A missed inbound call waiting to be called back: queued → offered (to one idle agent of its call centre at a
 * time) → accepted → placed, or back to queued when the agent declines, lets the offer time out or goes offline,
 * or expired once CALL_CALLBACK_EXPIRE_MINUTES pass untaken. One column names the agent holding the offer, and an
 * agent holds at most one offer (the partial unique index). `number` is the caller's full number, never sent to a
 * browser; the call is placed by business id when the call had an order or a task.
 */
export const callCallback = pgTable(
  'call_callback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    oemSerial: varchar('oem_serial', { length: 64 }).notNull(),
    /** the missed call's record (its leg at the agent who missed it) */
    callId: varchar('call_id', { length: 64 }).notNull(),
    number: varchar('number', { length: 32 }).notNull(),
    maskedNumber: varchar('masked_number', { length: 32 }).notNull(),
    businessType: varchar('business_type', { length: 16 }),
    businessId: varchar('business_id', { length: 64 }),
    /** queued, offered, accepted, placed, expired */
    status: varchar('status', { length: 12 }).notNull(),
    offeredAgentId: varchar('offered_agent_id', { length: 64 }),
    offeredUserId: bigint('offered_user_id', { mode: 'number' }),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true, precision: 3 }),
    /**
     * users who passed it on (the one the missed call rang at, then each who declined it, let its offer run out or
     * failed to place it), by when they last did, longest ago first: offered to others first
     */
    passedUsers: bigint('passed_users', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** when it was last passed on (missed, declined, run out): passers are offered it again only a cool-down after */
    passedAt: timestamp('passed_at', { withTimezone: true, precision: 3 }),
    missedAt: timestamp('missed_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    placedCallId: varchar('placed_call_id', { length: 64 }),
    placedBy: bigint('placed_by', { mode: 'number' }),
    placedAt: timestamp('placed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('call_callback_call_uq').on(t.callId),
    uniqueIndex('call_callback_offered_uq').on(t.offeredAgentId).where(sql`${t.status} = 'offered'`),
    index('call_callback_queue_idx').on(t.oemSerial, t.status, t.missedAt),
  ],
);
