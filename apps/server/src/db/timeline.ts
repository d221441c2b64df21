import { truncatePreview } from '@console/domain/chat-preview';
import { USER_TYPE } from '@console/domain/enums';
import { maskName, maskPhonesInText } from '@console/domain/masking';
import type { Timeline, TimelineEntity, TimelineEntry } from '@console/domain/schemas/timeline';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { callRecord, chatMessage, freelancer, notice, recordEvent, sysUser } from './schema/index.js';

/**
 * What else concerns a record besides its own changes, when it can be tied to it: calls dialled with its business
 * id, notices that name it, and chat between its enterprise and its freelancer while it lived (orders).
 */
export interface TimelineConcerns {
  calls?: { businessType: 'order' | 'task'; businessIds: string[] };
  /** notices whose params hold this value under this name (orderNo, taskNo, applicationNo) */
  notices?: { param: string; value: string };
  chat?: { enterpriseId: number; freelancerId: number; from: Date; to: Date | null };
}

/** How many chat messages, calls and notices a timeline shows at most (the newest): a story, not an archive. */
const CONCERN_LIMIT = 100;
/** A chat message's text in a timeline: longer than a list preview, shorter than the conversation. */
const CHAT_TEXT_CHARS = 60;

/** What a concerning entry (not a change of the record) leaves empty. */
function concern(): Pick<TimelineEntry, 'fromStatus' | 'toStatus' | 'changes' | 'ip' | 'note' | 'params'> {
  return { fromStatus: null, toStatus: null, changes: [], ip: null, note: null, params: {} };
}

/**
 * A record's timeline, oldest first: its own entries (record_event), then what concerns it, merged by time. The
 * caller has already checked the record is in the reader's scope (404 otherwise, as its detail).
 */
export async function readTimeline(
  db: Db,
  entity: TimelineEntity,
  recordId: number,
  concerns: TimelineConcerns = {},
): Promise<Timeline> {
  const [events, calls, notices, chats] = await Promise.all([
    db
      .select()
      .from(recordEvent)
      .where(and(eq(recordEvent.entity, entity), eq(recordEvent.recordId, recordId)))
      .orderBy(asc(recordEvent.createdAt), asc(recordEvent.id)),
    concerns.calls && concerns.calls.businessIds.length > 0 ? callsOf(db, concerns.calls) : [],
    concerns.notices ? noticesOf(db, concerns.notices) : [],
    concerns.chat ? chatOf(db, concerns.chat) : [],
  ]);
  const own: TimelineEntry[] = events.map((e) => ({
    id: `event:${e.id}`,
    kind: 'event',
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    changes: e.changes,
    actorType: e.actorType as TimelineEntry['actorType'],
    actorName: e.actorName,
    ip: e.ip,
    note: e.note,
    params: {},
    createdAt: e.createdAt.toISOString(),
  }));
  // A stable sort: entries of the same instant keep their kinds' order (the change first).
  const entries = [...own, ...calls, ...notices, ...chats].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { entries };
}

async function callsOf(db: Db, c: NonNullable<TimelineConcerns['calls']>): Promise<TimelineEntry[]> {
  const rows = await db
    .select({
      id: callRecord.id,
      direction: callRecord.direction,
      maskedNumber: callRecord.maskedNumber,
      outcome: callRecord.outcome,
      durationSeconds: callRecord.durationSeconds,
      note: callRecord.note,
      rungAt: callRecord.rungAt,
      userName: sysUser.name,
      userType: sysUser.userType,
    })
    .from(callRecord)
    .leftJoin(sysUser, eq(sysUser.id, callRecord.userId))
    .where(and(eq(callRecord.businessType, c.businessType), inArray(callRecord.businessId, c.businessIds)))
    .orderBy(sql`${callRecord.rungAt} desc`)
    .limit(CONCERN_LIMIT);
  return rows.map((r) => ({
    ...concern(),
    id: `call:${r.id}`,
    kind: 'call',
    action: r.direction,
    actorType: r.userType === USER_TYPE.enterprise ? 'enterprise' : 'staff',
    actorName: r.userName,
    note: r.note,
    params: {
      number: r.maskedNumber,
      ...(r.outcome ? { outcome: r.outcome } : {}),
      ...(r.durationSeconds !== null ? { seconds: r.durationSeconds } : {}),
    },
    createdAt: r.rungAt.toISOString(),
  }));
}

/** A notice to several people (every auditor, every user of an enterprise) shows once. */
async function noticesOf(db: Db, n: NonNullable<TimelineConcerns['notices']>): Promise<TimelineEntry[]> {
  const rows = await db
    .selectDistinctOn([notice.kind, sql`date_trunc('second', ${notice.createdAt})`], {
      id: notice.id,
      kind: notice.kind,
      params: notice.params,
      createdAt: notice.createdAt,
    })
    .from(notice)
    .where(sql`${notice.params} ->> ${n.param} = ${n.value}`)
    .orderBy(notice.kind, sql`date_trunc('second', ${notice.createdAt})`, notice.id)
    .limit(CONCERN_LIMIT);
  return rows.map((r) => ({
    ...concern(),
    id: `notice:${r.id}`,
    kind: 'notice',
    action: r.kind,
    actorType: 'system',
    actorName: null,
    params: r.params,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The messages between the enterprise's users and the freelancer from the record's start to its end (or now). */
async function chatOf(db: Db, c: NonNullable<TimelineConcerns['chat']>): Promise<TimelineEntry[]> {
  const [users, [f]] = await Promise.all([
    db
      .select({ socketId: sysUser.socketId, name: sysUser.name })
      .from(sysUser)
      .where(and(eq(sysUser.enterpriseId, c.enterpriseId), sql`${sysUser.socketId} is not null`)),
    db
      .select({ socketId: freelancer.socketId, name: freelancer.name })
      .from(freelancer)
      .where(eq(freelancer.id, c.freelancerId)),
  ]);
  const theirs = f?.socketId;
  const ours = users.map((u) => u.socketId as string);
  if (!theirs || ours.length === 0) return [];
  const rows = await db
    .select({
      id: chatMessage.id,
      sender: chatMessage.sender,
      messageType: chatMessage.messageType,
      body: chatMessage.body,
      recalledAt: chatMessage.recalledAt,
      createdAt: chatMessage.createdAt,
    })
    .from(chatMessage)
    .where(
      and(
        or(
          and(eq(chatMessage.sender, theirs), inArray(chatMessage.receiver, ours)),
          and(inArray(chatMessage.sender, ours), eq(chatMessage.receiver, theirs)),
        ),
        gte(chatMessage.createdAt, c.from),
        c.to ? lte(chatMessage.createdAt, c.to) : undefined,
      ),
    )
    .orderBy(sql`${chatMessage.createdAt} desc`)
    .limit(CONCERN_LIMIT);
  const names = new Map(users.map((u) => [u.socketId, u.name]));
  return rows.map((m) => {
    const fromFreelancer = m.sender === theirs;
    const kind = m.recalledAt ? 'recalled' : m.messageType === 2 ? 'image' : 'text';
    return {
      ...concern(),
      id: `chat:${m.id}`,
      kind: 'chat',
      action: kind,
      actorType: fromFreelancer ? 'freelancer' : 'enterprise',
      actorName: fromFreelancer ? maskName(f?.name) : (names.get(m.sender) ?? null),
      note: kind === 'text' ? maskPhonesInText(truncatePreview(m.body, CHAT_TEXT_CHARS)) : null,
      createdAt: m.createdAt.toISOString(),
    } satisfies TimelineEntry;
  });
}
