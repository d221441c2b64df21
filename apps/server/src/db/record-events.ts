import { USER_TYPE } from '@console/domain/enums';
import type { FieldChange, TimelineActorType, TimelineEntity } from '@console/domain/schemas/timeline';
import { sql } from 'drizzle-orm';
import type { Caller } from '../http/principal.js';
import type { Tx } from './client.js';
import { recordEvent } from './schema/index.js';

/**
 * Record timelines (issue "the whole story of a record"): the one writer of record_event. Every status change and
 * edit of an order, task, invoice application, agreement and onboarding application calls `writeRecordEvent` with
 * the transaction that makes the change, so the change and its entry commit or roll back together.
 */

/** Who made a change, from where: made once per call by the service from what its route passed. */
export interface EventActor {
  type: TimelineActorType;
  id: number | null;
  /** a display name at the time: a freelancer's or applicant's masked, a job or socket event's name for system */
  name: string | null;
  ip: string | null;
}

/** A console user acting through a request (enterprise or staff). */
export function userActor(p: Caller): EventActor {
  return {
    type: p.userType === USER_TYPE.enterprise ? 'enterprise' : 'staff',
    id: p.userId,
    name: p.name,
    ip: p.ip ?? null,
  };
}

/** The system: a job or a socket event (`source` names it), or a step that follows a user's (its address kept). */
export function systemActor(source: string, ip: string | null = null): EventActor {
  return { type: 'system', id: null, name: source, ip };
}

export interface RecordEventInput {
  entity: TimelineEntity;
  recordId: number;
  action: string;
  from?: string | null;
  to?: string | null;
  changes?: FieldChange[];
  actor: EventActor;
  note?: string | null;
  at?: Date;
}

/** One timeline entry, in the caller's transaction. */
export async function writeRecordEvent(tx: Tx, e: RecordEventInput): Promise<void> {
  await writeRecordEvents(tx, [e]);
}

/** Several entries in one statement (one per order an invoice application takes, one per imported task). */
export async function writeRecordEvents(tx: Tx, events: readonly RecordEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(recordEvent).values(
    events.map((e) => ({
      entity: e.entity,
      recordId: e.recordId,
      action: e.action,
      fromStatus: e.from ?? null,
      toStatus: e.to ?? null,
      changes: e.changes ?? [],
      actorType: e.actor.type,
      actorId: e.actor.id,
      actorName: e.actor.name?.slice(0, 100) ?? null,
      ip: e.actor.ip?.slice(0, 64) ?? null,
      note: e.note?.slice(0, 500) || null,
      ...(e.at ? { createdAt: e.at } : {}),
    })),
  );
}

/** A value as a timeline shows it: text, dates as ISO, lists and objects as JSON; long text cut. */
export function asText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/**
 * The fields whose value differs between `before` and `after` (only the fields `after` gives), as text. `masked`
 * names the personal-data fields and how to mask them: their change is recorded with masked values only, never
 * the plain ones (callers pass them opened; the mask is applied here).
 */
export function fieldChanges<A extends object>(
  before: { [K in keyof A]?: unknown } | null,
  after: A,
  masked: { [K in keyof A]?: (v: string) => string } = {},
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of Object.keys(after) as (keyof A & string)[]) {
    // a field not given is not changed (a draft saves only what it names)
    if (after[field] === undefined) continue;
    const b = asText(before?.[field]);
    const a = asText(after[field]);
    if (b === a) continue;
    const mask = masked[field];
    changes.push(
      mask
        ? { field, before: b === null ? null : mask(b), after: a === null ? null : mask(a) }
        : { field, before: b, after: a },
    );
  }
  return changes;
}

/**
 * The orders' and tasks' steps written before record_event existed (their order_event and task_event rows) as
 * timeline entries: no address was kept then; a console user's name is read now. The migration that made the
 * table ran it once; the demo seed runs it after writing its orders and tasks the older way.
 */
export async function copyEarlierEvents(tx: Tx): Promise<void> {
  await tx.execute(sql`insert into record_event
      (entity, record_id, action, from_status, to_status, actor_type, actor_id, actor_name, note, created_at)
    select 'order', e.order_id, e.action, e.from_status, e.to_status, e.actor_type, e.actor_id,
      case when e.actor_type in ('enterprise', 'staff') then u.name end, e.note, e.created_at
    from order_event e left join sys_user u on u.id = e.actor_id`);
  await tx.execute(sql`insert into record_event
      (entity, record_id, action, from_status, to_status, actor_type, actor_id, actor_name, note, created_at)
    select 'task', e.task_id, e.action, e.from_status, e.to_status, e.actor_type, e.actor_id, u.name, e.reason,
      e.created_at
    from task_event e left join sys_user u on u.id = e.actor_id`);
}
