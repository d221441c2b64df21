import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One Idempotency-Key a caller sent with a write (http/idempotency.ts): claimed before the route runs, then
 * holding the route's successful answer, which a repeat with the same key gets back without running again.
 * In the database so it holds across instances and restarts; rows older than a day are swept.
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    /** who sent it: `u:<user id>` or `f:<freelancer id>`; a key means nothing across callers */
    owner: varchar('owner', { length: 32 }).notNull(),
    /** SHA-256 of the key the caller sent (the key itself unseals `sealed`) */
    key: varchar('key', { length: 255 }).notNull(),
    /** HMAC-SHA-256 (keyed with the caller's key) of method, URL and body: the same key with another request is refused */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** null while the first request runs */
    statusCode: integer('status_code'),
    contentType: varchar('content_type', { length: 100 }),
    /** the answer without its secret fields */
    body: text('body'),
    /** the answer's secret fields (the route's `secretAnswer`), AES-256-GCM under a key derived from the caller's key */
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_key_created_idx').on(t.createdAt)],
);
