import { USER_TYPE, type UserType } from '@console/domain/enums';
import {
  type AgentStateChangeRow,
  type AgentStateOption,
  type AgentToken,
  BUILT_IN_AGENT_STATES,
  type CallRecordQuery,
  type DialCommand,
  SYSTEM_AGENT_STATES,
  type TransferTarget,
  UNANSWERED_INBOUND,
  type Wallboard,
} from '@console/domain/schemas/softphone';
import { isLandline, isMobilePhone } from '@console/domain/validators';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { dataScope, SCOPED, type ScopeHolder } from '../../db/data-scope.js';
import { keywordIn, orderBy, paginate, timeRange } from '../../db/list-query.js';
import {
  callAgentState,
  callAgentStateLog,
  callCallback,
  callRecord,
  callRecording,
  callSeat,
  enterprise,
  freelancer,
  sysUser,
  task,
  taskOrder,
} from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { hasPermission, type Principal } from '../../http/principal.js';
import { loadDataScope } from '../auth/grants.js';
import { type AgentClaims, signAgentToken, verifyAgentToken } from './agent-token.js';
import { WAITING_CALLBACK } from './callbacks.js';
import type { AgentIdentity, AgentSnapshot, AgentStateChange, CallFacts, CallTarget } from './gateway.js';
import type { CallRecordings } from './recordings.js';
import { SeatService } from './seat-service.js';

/** Whose orders and tasks a caller may dial: those their data scope shows (db/data-scope.ts). */
export type CallerScope = ScopeHolder;

/** Holders see every call record of their call centre; others their own. */
export const RECORDS_ALL = 'telManage:record';

/** Labels of the built-in seat states for the picker. */
const BUILT_IN_LABELS: Record<string, [string, string]> = {
  idle: ['空闲', 'Idle'],
  busy: ['忙碌', 'Busy'],
  onBreak: ['小休', 'On break'],
  ringing: ['振铃', 'Ringing'],
  talking: ['通话中', 'Talking'],
  offline: ['离线', 'Offline'],
  wrapup: ['话后处理', 'Wrap-up'],
  missed: ['未接', 'Missed'],
};

/**
 * The call centre as the rest of the server sees it: seats, agent tokens, the numbers calls go to, and the call
 * records written from the gateway's call facts (one writer per call, so an update never overtakes its insert).
 */
export class CallCenterService {
  readonly seats: SeatService;
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: Config['callCenter'],
    private readonly log: FastifyBaseLogger,
    /** where a talked call's recording is made when it ends (none: no recordings) */
    private readonly recordings: CallRecordings | null = null,
  ) {
    this.seats = new SeatService(db);
  }

  issueToken(p: Principal, agentId: string): AgentToken {
    const iat = Date.now();
    const exp = Math.floor(iat / 1000) + this.config.agentTokenTtlSeconds;
    const claims = { agentId, userId: p.userId, sid: p.sessionId, iat, exp };
    return { token: signAgentToken(this.config.secret, claims), agentId, expiresAt: exp * 1000 };
  }

  verifyToken(token: string): AgentClaims | null {
    return verifyAgentToken(this.config.secret, token);
  }

  /** The picker's options: the built-in states, then the call centre's own (code, label, owner). */
  async stateOptions(oemSerial: string): Promise<AgentStateOption[]> {
    const custom = await this.db
      .select()
      .from(callAgentState)
      .where(eq(callAgentState.oemSerial, oemSerial))
      .orderBy(asc(callAgentState.sort), asc(callAgentState.code));
    const builtIn = BUILT_IN_AGENT_STATES.filter((s) => s !== 'offline').map((code) => ({
      code,
      label: BUILT_IN_LABELS[code]?.[0] ?? code,
      labelEn: BUILT_IN_LABELS[code]?.[1] ?? code,
      owner: 'system',
      disabled: SYSTEM_AGENT_STATES.includes(code),
    }));
    return [
      ...builtIn,
      ...custom.map((c) => ({
        code: c.code,
        label: c.label,
        labelEn: c.labelEn,
        owner: c.oemSerial,
        disabled: c.disabled,
      })),
    ];
  }

  /** Whose orders and tasks a user's phone may dial (their data scope); null when the user is gone. */
  async callerScope(userId: number): Promise<CallerScope | null> {
    const [user] = await this.db
      .select({ userType: sysUser.userType, enterpriseId: sysUser.enterpriseId })
      .from(sysUser)
      .where(eq(sysUser.id, userId));
    if (!user) return null;
    const userType = user.userType as UserType;
    const scope = await loadDataScope(this.db, userId);
    return {
      userId,
      userType,
      enterpriseId: userType === USER_TYPE.enterprise ? user.enterpriseId : null,
      dataScope: scope,
    };
  }

  /** Other agents to transfer a call to, named after their users (the seat's id when the user is gone). */
  async transferTargets(agents: AgentIdentity[]): Promise<TransferTarget[]> {
    if (agents.length === 0) return [];
    const names = await this.db
      .select({ id: sysUser.id, name: sysUser.name })
      .from(sysUser)
      .where(
        inArray(
          sysUser.id,
          agents.map((a) => a.userId),
        ),
      );
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return agents.map((a) => ({
      agentId: a.agentId,
      voipNumber: a.voipNumber,
      nickName: nameOf.get(a.userId) ?? a.agentId,
    }));
  }

  /** Where a dial goes: a typed number checked with the spec's rules, or the number behind an order or a task. */
  async targetOf(p: CallerScope, command: DialCommand): Promise<CallTarget> {
    if ('number' in command) {
      const number = command.number.replace(/\s+/g, '');
      if (!isMobilePhone(number) && !isLandline(number)) throw badRequest('phoneNumberInvalid');
      const business =
        command.businessType && command.businessId
          ? { businessType: command.businessType, businessId: command.businessId }
          : null;
      return { number, business };
    }
    const number = await this.numberOf(p, command.businessType, command.businessId);
    if (!number) throw badRequest('noPhoneNumber');
    return { number, business: { businessType: command.businessType, businessId: command.businessId } };
  }

  /** An order's freelancer or a task's enterprise contact, by id or number (order/task no.), within the caller's scope. */
  private async numberOf(p: CallerScope, type: 'order' | 'task', businessId: string): Promise<string | null> {
    const byId = /^\d{1,15}$/.test(businessId) ? Number(businessId) : null;
    if (type === 'order') {
      const [row] = await this.db
        .select({ phone: freelancer.phone })
        .from(taskOrder)
        .innerJoin(freelancer, eq(freelancer.id, taskOrder.freelancerId))
        .where(
          and(
            byId === null
              ? eq(taskOrder.orderNo, businessId)
              : or(eq(taskOrder.id, byId), eq(taskOrder.orderNo, businessId)),
            dataScope(p, SCOPED.order),
          ),
        )
        .limit(1);
      return row?.phone ?? null;
    }
    const [row] = await this.db
      .select({ phone: enterprise.contactPhone })
      .from(task)
      .innerJoin(enterprise, eq(enterprise.id, task.enterpriseId))
      .where(
        and(
          byId === null ? eq(task.taskNo, businessId) : or(eq(task.id, byId), eq(task.taskNo, businessId)),
          dataScope(p, SCOPED.task),
        ),
      )
      .limit(1);
    return row?.phone ?? null;
  }

  /** Writes what the gateway says about a call: inserted when it rings, updated when answered and ended. */
  recordCall(facts: CallFacts): void {
    const key = `${facts.callId}:${facts.agent.agentId}`;
    const previous = this.pending.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => this.writeRecord(facts))
      .catch((err) => this.log.error({ err, callId: facts.callId }, 'call record not written'))
      .finally(() => {
        if (this.pending.get(key) === next) this.pending.delete(key);
      });
    this.pending.set(key, next);
  }

  /**
   * Appends a state change to the agent's history. One writer per seat, so rows land in the order the changes
   * happened (their ids follow the agent's state order). Only ever inserts.
   */
  recordState(change: AgentStateChange): void {
    const key = `state:${change.agent.agentId}`;
    const previous = this.pending.get(key) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        await this.db.insert(callAgentStateLog).values({
          oemSerial: change.agent.oemSerial,
          agentId: change.agent.agentId,
          userId: change.agent.userId,
          fromState: change.from,
          toState: change.to,
          reason: change.reason,
          actorId: change.actorId ?? null,
          detail: change.detail ?? null,
          note: change.note ?? null,
          callId: change.callId ?? null,
          at: change.at,
        });
      })
      .catch((err) => this.log.error({ err, agentId: change.agent.agentId }, 'agent state change not recorded'))
      .finally(() => {
        if (this.pending.get(key) === next) this.pending.delete(key);
      });
    this.pending.set(key, next);
  }

  /** The state this user last chose on this seat (not offline), from the history; null when none. */
  async lastChosen(agentId: string, userId: number): Promise<string | null> {
    await this.flush();
    const [row] = await this.db
      .select({ toState: callAgentStateLog.toState })
      .from(callAgentStateLog)
      .where(
        and(
          eq(callAgentStateLog.agentId, agentId),
          eq(callAgentStateLog.userId, userId),
          eq(callAgentStateLog.reason, 'user'),
          ne(callAgentStateLog.toState, 'offline'),
        ),
      )
      .orderBy(desc(callAgentStateLog.id))
      .limit(1);
    return row?.toState ?? null;
  }

  /** A seat's state history in its call centre, newest first. */
  async stateHistory(
    centre: string,
    q: { agentId: string; pageNum: number; pageSize: number },
  ): Promise<{ rows: AgentStateChangeRow[]; total: number }> {
    await this.flush();
    const where = and(eq(callAgentStateLog.oemSerial, centre), eq(callAgentStateLog.agentId, q.agentId));
    const rows = await this.db
      .select()
      .from(callAgentStateLog)
      .where(where)
      .orderBy(desc(callAgentStateLog.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    const [counted] = await this.db.select({ n: count() }).from(callAgentStateLog).where(where);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        agentId: r.agentId,
        userId: r.userId,
        fromState: r.fromState,
        toState: r.toState,
        reason: r.reason as AgentStateChangeRow['reason'],
        actorId: r.actorId,
        detail: r.detail,
        note: r.note,
        callId: r.callId,
        at: r.at.toISOString(),
      })),
      total: Number(counted?.n ?? 0),
    };
  }

  /**
   * The wallboard of a call centre: every seat with its agent (the holder), state and since when (the gateway's for
   * agents signed in, else the last recorded change), calls ringing unanswered, missed calls waiting to be called
   * back, and today's figures (server time).
   */
  async wallboard(centre: string, agents: AgentSnapshot[], now = new Date()): Promise<Wallboard> {
    await this.flush();
    const seats = await this.db
      .select({
        agentId: callSeat.agentId,
        voipNumber: callSeat.voipNumber,
        userId: callSeat.lockedBy,
        userName: sysUser.name,
      })
      .from(callSeat)
      .leftJoin(sysUser, eq(sysUser.id, callSeat.lockedBy))
      .where(eq(callSeat.oemSerial, centre))
      .orderBy(asc(callSeat.agentId));
    const last = await this.db
      .selectDistinctOn([callAgentStateLog.agentId], {
        agentId: callAgentStateLog.agentId,
        at: callAgentStateLog.at,
      })
      .from(callAgentStateLog)
      .where(and(eq(callAgentStateLog.oemSerial, centre), eq(callAgentStateLog.toState, 'offline')))
      .orderBy(callAgentStateLog.agentId, desc(callAgentStateLog.id));
    const offlineSince = new Map(last.map((r) => [r.agentId, r.at.getTime()]));
    const online = new Map(agents.map((a) => [a.agent.agentId, a]));
    const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const [today] = await this.db
      .select({
        answered: sql<number>`count(*) filter (where ${isNotNull(callRecord.answeredAt)})::int`,
        missed: sql<number>`count(*) filter (where ${and(
          eq(callRecord.direction, 'in'),
          isNull(callRecord.answeredAt),
          inArray(callRecord.outcome, [...UNANSWERED_INBOUND]),
        )})::int`,
        averageTalk: sql<number>`coalesce(round(avg(${callRecord.durationSeconds}) filter (where ${and(
          isNotNull(callRecord.answeredAt),
          isNotNull(callRecord.endedAt),
        )})), 0)::int`,
      })
      .from(callRecord)
      .where(and(eq(callRecord.oemSerial, centre), gte(callRecord.rungAt, dayStart)));
    const [callbacks] = await this.db
      .select({ n: count() })
      .from(callCallback)
      .where(and(eq(callCallback.oemSerial, centre), inArray(callCallback.status, [...WAITING_CALLBACK])));
    return {
      oemSerial: centre,
      at: now.getTime(),
      seats: seats.map((seat) => {
        const agent = online.get(seat.agentId);
        // An agent signed in is shown under who holds them (the holder of the seat, or the agent's user).
        const userId = agent?.agent.userId ?? seat.userId ?? null;
        return {
          agentId: seat.agentId,
          voipNumber: seat.voipNumber,
          userId,
          userName: userId === seat.userId ? (seat.userName ?? null) : null,
          state: agent?.state ?? 'offline',
          since: agent?.since ?? offlineSince.get(seat.agentId) ?? null,
          connected: agent?.attached ?? false,
        };
      }),
      waiting: agents.filter((a) => a.ringingIn).length,
      callbacksWaiting: Number(callbacks?.n ?? 0),
      today: {
        answered: Number(today?.answered ?? 0),
        missed: Number(today?.missed ?? 0),
        averageTalkSeconds: Number(today?.averageTalk ?? 0),
      },
      states: await this.stateOptions(centre),
    };
  }

  /** Resolves once every record write started so far is done (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending.values()]);
  }

  private async writeRecord(facts: CallFacts): Promise<void> {
    const duration =
      facts.endedAt && facts.answeredAt
        ? Math.max(0, Math.round((facts.endedAt.getTime() - facts.answeredAt.getTime()) / 1000))
        : facts.endedAt
          ? 0
          : null;
    const values = {
      callId: facts.callId,
      oemSerial: facts.agent.oemSerial,
      agentId: facts.agent.agentId,
      voipNumber: facts.agent.voipNumber,
      userId: facts.agent.userId,
      direction: facts.direction,
      maskedNumber: facts.maskedNumber,
      businessType: facts.business?.businessType ?? null,
      businessId: facts.business?.businessId ?? null,
      rungAt: facts.rungAt,
      answeredAt: facts.answeredAt,
      endedAt: facts.endedAt,
      durationSeconds: duration,
      outcome: facts.outcome,
    };
    const [written] = await this.db
      .insert(callRecord)
      .values(values)
      .onConflictDoUpdate({
        target: [callRecord.callId, callRecord.agentId],
        set: {
          answeredAt: values.answeredAt,
          endedAt: values.endedAt,
          durationSeconds: duration,
          outcome: values.outcome,
        },
      })
      .returning({ id: callRecord.id });
    // A talked call that ended has a recording; one never answered has none.
    if (written && this.recordings && facts.endedAt && facts.answeredAt && duration !== null) {
      await this.recordings
        .store(written.id, facts.callId, duration)
        .catch((err) => this.log.error({ err, callId: facts.callId }, 'call recording not stored'));
    }
  }

  /** The wrap-up note on the agent's latest ended call. */
  async noteLatest(userId: number, agentId: string, note: string): Promise<void> {
    await this.flush();
    const [row] = await this.db
      .select({ id: callRecord.id })
      .from(callRecord)
      .where(and(eq(callRecord.userId, userId), eq(callRecord.agentId, agentId)))
      .orderBy(...orderBy({}, {}, { column: callRecord.rungAt, direction: 'desc' }, callRecord.id))
      .limit(1);
    if (!row) throw conflict('callNotFound');
    await this.db.update(callRecord).set({ note }).where(eq(callRecord.id, row.id));
  }

  /** Call records, newest first, paged on the server. */
  async records(p: Principal, q: CallRecordQuery) {
    const centre = await this.seats.centreOf(p.userId);
    const where = callRecordsWhere(p, centre, q);
    const order = orderBy(
      q,
      { rungAt: callRecord.rungAt, durationSeconds: callRecord.durationSeconds },
      { column: callRecord.rungAt, direction: 'desc' },
      callRecord.id,
    );
    const select = this.db
      .select({ record: callRecord, userName: sysUser.name, recordingId: callRecording.id })
      .from(callRecord)
      .leftJoin(sysUser, eq(sysUser.id, callRecord.userId))
      .leftJoin(callRecording, eq(callRecording.callRecordId, callRecord.id))
      .where(where)
      .$dynamic();
    const countQuery = this.db.select({ n: count() }).from(callRecord).where(where);
    const page = await paginate(select, countQuery, q, order);
    // A talked call ended before this has had its recording deleted (the retention sweep).
    const kept = Date.now() - this.config.recordingDays * 86_400_000;
    return {
      rows: page.rows.map((r) => {
        const recording = r.recordingId !== null;
        const { answeredAt, endedAt } = r.record;
        const expired = !recording && answeredAt !== null && endedAt !== null && endedAt.getTime() < kept;
        return recordRow(r.record, r.userName, recording, expired);
      }),
      total: page.total,
    };
  }
}

export function callRecordsWhere(p: Principal, centre: string, q: CallRecordQuery): SQL | undefined {
  return and(
    eq(callRecord.oemSerial, centre),
    hasPermission(p, RECORDS_ALL) ? undefined : eq(callRecord.userId, p.userId),
    q.direction ? eq(callRecord.direction, q.direction) : undefined,
    q.outcome ? eq(callRecord.outcome, q.outcome) : undefined,
    q.agentId ? eq(callRecord.agentId, q.agentId) : undefined,
    timeRange(q, callRecord.rungAt),
    keywordIn(q.keyword, callRecord.businessId, callRecord.maskedNumber),
  );
}

type RecordRow = typeof callRecord.$inferSelect;

export function recordRow(r: RecordRow, userName: string | null, recording: boolean, recordingExpired: boolean) {
  return {
    id: r.id,
    callId: r.callId,
    agentId: r.agentId,
    voipNumber: r.voipNumber,
    userId: r.userId,
    userName,
    direction: r.direction as 'out' | 'in',
    maskedNumber: r.maskedNumber,
    businessType: r.businessType,
    businessId: r.businessId,
    rungAt: r.rungAt.toISOString(),
    answeredAt: r.answeredAt?.toISOString() ?? null,
    endedAt: r.endedAt?.toISOString() ?? null,
    durationSeconds: r.durationSeconds,
    outcome: r.outcome,
    note: r.note,
    recording,
    recordingExpired,
  };
}
