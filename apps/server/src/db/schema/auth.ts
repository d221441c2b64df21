import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sysUser } from './system.js';

/** One sign-in: every token pair issued by refreshing it belongs to the same session. */
export const authSession = pgTable(
  'auth_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** the session ends when its refresh token expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** signout, refresh_reuse, password_changed, frozen, admin */
    revokedReason: varchar('revoked_reason', { length: 32 }),
    /** the session's last proof of its user (password or TOTP): sensitive actions need a recent one */
    steppedUpAt: timestamp('stepped_up_at', { withTimezone: true }),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
);

/** Access and refresh tokens, stored only as SHA-256 hashes. */
export const authToken = pgTable(
  'auth_token',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    /** access | refresh */
    kind: varchar('kind', { length: 8 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when a refresh token has been exchanged; presenting it again means it was stolen */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('auth_token_session_idx').on(t.sessionId), index('auth_token_expires_idx').on(t.expiresAt)],
);

/** Every sign-in, failure, lock, refresh reuse and sign-out. */
export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** success, failure, locked, frozen, ip_denied, signout, refresh_reuse */
    event: varchar('event', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_log_created_idx').on(sql`${t.createdAt} desc`),
    index('login_log_username_idx').on(t.username, sql`${t.createdAt} desc`),
  ],
);

/**
 * Consecutive failed passwords per account and address (`address` '' holds the account's count over every
 * address), kept whether or not the account exists, so the answers never tell a caller which accounts are real.
 * `locked_until`: a pair's lock, or how long the account-wide wait lasts (modules/auth/login-guard.ts).
 */
export const loginGuard = pgTable(
  'login_guard',
  {
    /** a console username, or `freelancer:<phone>` */
    username: varchar('username', { length: 64 }).notNull(),
    address: varchar('address', { length: 64 }).notNull().default(''),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

/**
 * A user's TOTP authenticator: set up (enabled_at null) until a first code confirms it. The secret is sealed with
 * the server's MFA key (lib/sealed.ts), never stored plain. `last_step` is the time step of the last code
 * accepted: a code is good once, and never one older than it.
 */
export const authMfa = pgTable('auth_mfa', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => sysUser.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, shown once when TOTP is turned on and stored only as SHA-256 hashes. */
export const authRecoveryCode = pgTable(
  'auth_recovery_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_recovery_code_uq').on(t.userId, t.codeHash)],
);

/**
 * The second step of a sign-in: a password was right and the account has TOTP. Its token (stored hashed) buys a
 * few minutes and a few wrong codes; it is spent by the sign-in it completes.
 */
export const authMfaChallenge = pgTable(
  'auth_mfa_challenge',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when it is spent (signed in) or voided (too many wrong codes) */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_mfa_challenge_expires_idx').on(t.expiresAt)],
);
