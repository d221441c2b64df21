import type { TimelineEntry } from '@console/domain/schemas/timeline';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysRole } from '../db/schema/index.js';
import { as, createUser, roleWith, tokensFor, unique } from './factories.js';

/** What the tests compare of an entry: the step, its statuses, who took it and from where. */
export const pick = (e: TimelineEntry) => ({
  action: e.action,
  fromStatus: e.fromStatus,
  toStatus: e.toStatus,
  actorType: e.actorType,
  ip: e.ip,
});

/** A record's timeline as the API answers it to this token (entries empty unless 200). */
export async function timelineOf(app: FastifyInstance, token: string, url: string) {
  const res = await as(app, token, { method: 'GET', url: `/interface${url}` });
  const entries = res.statusCode === 200 ? (res.json().data.entries as TimelineEntry[]) : [];
  return { status: res.statusCode, entries, events: entries.filter((e) => e.kind === 'event') };
}

/**
 * Runs `fn` while inserting a record_event row that matches `when` (SQL on `new`) fails: the change it records is
 * made first in the same transaction, so a failure leaves neither when they are atomic.
 */
export async function withTimelineFault(app: FastifyInstance, when: string, fn: () => Promise<void>): Promise<void> {
  const db = app.database.db;
  const fn_ = unique('fail_timeline_')
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase();
  await db.execute(
    `create function ${fn_}() returns trigger language plpgsql as $$ begin ` +
      `if ${when} then raise exception 'timeline refused'; end if; return new; end $$`,
  );
  await db.execute(`create trigger ${fn_} before insert on record_event for each row execute function ${fn_}()`);
  try {
    await fn();
  } finally {
    await db.execute(`drop trigger ${fn_} on record_event`);
    await db.execute(`drop function ${fn_}()`);
  }
}

/** A staff user whose one role reads these lists but only rows they created (data scope 3): others' answer 404. */
export async function ownScopeStaff(app: FastifyInstance, perms: string[]): Promise<string> {
  const code = await roleWith(app, perms);
  await app.database.db.update(sysRole).set({ dataScope: '3' }).where(eq(sysRole.code, code));
  const user = await createUser(app, { userType: '01', roles: [code] });
  return (await tokensFor(app, user.username)).access_token;
}
