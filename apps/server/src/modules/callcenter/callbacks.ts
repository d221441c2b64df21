import {
  type CallbackOffer,
  type CallbackWithdrawn,
  type DialCommand,
  UNANSWERED_INBOUND,
} from '@console/domain/schemas/softphone';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { callCallback } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict } from '../../http/errors.js';
import type { AgentIdentity, AgentSnapshot, Awaitable, CallFacts } from './gateway.js';

/** How often offers that ran out, callbacks that expired and callbacks waiting for an agent are looked at. */
export const CALLBACK_TICK_MS = 2_000;

/**
 * Where offers and their withdrawals go: the agent's phone (on whichever process holds it); and word that a call
 * centre's callbacks waiting changed (queued, taken, passed on, expired), for its wallboard.
 */
export interface CallbackChannel {
  offered(agentId: string, offer: CallbackOffer): void;
  withdrawn(agentId: string, event: CallbackWithdrawn): void;
  changed(oemSerial: string): void;
}

/** Callbacks still to be called back: waiting in the queue or offered to an agent (the wallboard counts them). */
export const WAITING_CALLBACK = ['queued', 'offered'] as const;

type CallbackRow = typeof callCallback.$inferSelect;

interface OfferRow {
  id: number;
  masked_number: string;
  business_type: string | null;
  business_id: string | null;
  missed_at: Date | string;
  offer_ends_at: Date | string;
}

const ms = (d: Date | string) => new Date(d).getTime();

/**
 * The callback queue (docs/softphone.md#missed-call-callbacks): a missed, declined or unreachable inbound call is
 * queued; an idle agent of its call centre whose phone is connected is offered the oldest one they have not passed
 * on (the agent the call rang at counts as having passed it); accepting places the call (by business id when the
 * call had an order or a task), declining or letting the offer run out passes it to another agent; one every free
 * agent has passed goes round again after a cool-down, to who passed it longest ago; one nobody takes expires.
 * Passes are the user's, not the seat's. Every step is one conditional UPDATE, so with several processes (or
 * two dispatches racing) a callback is offered to one agent at a time, and an agent holds at most one offer (the
 * partial unique index `call_callback_offered_uq` refuses a second).
 */
export class CallbackQueue {
  constructor(
    private readonly db: Db,
    private readonly config: Config['callCenter'],
    private readonly agents: (oemSerial: string) => Awaitable<AgentSnapshot[]>,
    private readonly channel: CallbackChannel,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A call that ended unanswered at an agent queues a callback (once per call), then an idle agent is offered one. */
  async enqueue(facts: CallFacts, now = new Date()): Promise<void> {
    if (facts.direction !== 'in' || !facts.endedAt || facts.answeredAt) return;
    if (!facts.outcome || !UNANSWERED_INBOUND.includes(facts.outcome) || !facts.callerNumber) return;
    const queued = await this.db
      .insert(callCallback)
      .values({
        oemSerial: facts.agent.oemSerial,
        callId: facts.callId,
        number: facts.callerNumber,
        maskedNumber: facts.maskedNumber,
        businessType: facts.business?.businessType ?? null,
        businessId: facts.business?.businessId ?? null,
        status: 'queued',
        missedAt: facts.endedAt,
        expiresAt: new Date(now.getTime() + this.config.callbackExpireMinutes * 60_000),
        // The agent it rang at missed, declined or could not take it: others are offered it first.
        passedUsers: [facts.agent.userId],
        passedAt: facts.endedAt,
      })
      .onConflictDoNothing()
      .returning({ id: callCallback.id });
    if (queued.length > 0) this.channel.changed(facts.agent.oemSerial);
    await this.dispatch(facts.agent.oemSerial, now);
  }

  /**
   * Offers waiting callbacks to the call centre's free agents (idle, phone connected, no ring coming in, no offer).
   * First each is offered the oldest callback they have not passed on; then callbacks every free agent has passed
   * on go round again, CALL_CALLBACK_REOFFER_SECONDS after the last pass, each to the free agent who passed it
   * longest ago. Answers how many offers were made.
   */
  async dispatch(oemSerial: string, now = new Date()): Promise<number> {
    const free = (await this.agents(oemSerial))
      .filter((a) => a.state === 'idle' && a.attached && !a.ringingIn)
      .map((a) => a.agent);
    let made = 0;
    for (const agent of free) {
      const offered = await this.offer(
        agent,
        sql`(
          select id from call_callback
          where oem_serial = ${oemSerial} and status = 'queued' and expires_at > ${now}
            and not (${agent.userId}::bigint = any(passed_users))
          order by missed_at, id
          limit 1
          for update skip locked
        )`,
        sql`true`,
        now,
      );
      if (offered) made++;
    }
    return made + (await this.reoffer(oemSerial, free, now));
  }

  /**
   * The second round: a callback every free agent has passed on, whose last pass is a cool-down ago, is offered to
   * the one who passed it longest ago. The condition is checked again inside the UPDATE against the free agents
   * as they are now, so an agent who has not passed it is never skipped for one who has.
   */
  private async reoffer(oemSerial: string, agents: AgentIdentity[], now: Date): Promise<number> {
    if (agents.length === 0) return 0;
    const holding = await this.db
      .select({ agentId: callCallback.offeredAgentId })
      .from(callCallback)
      .where(and(eq(callCallback.oemSerial, oemSerial), eq(callCallback.status, 'offered')));
    const held = new Set(holding.map((h) => h.agentId));
    let free = agents.filter((a) => !held.has(a.agentId));
    const cooled = new Date(now.getTime() - this.config.callbackReofferSeconds * 1000);
    const everyone = () => `{${free.map((a) => a.userId).join(',')}}`;
    if (free.length === 0) return 0;
    const candidates = await this.db
      .select({ id: callCallback.id, passedUsers: callCallback.passedUsers })
      .from(callCallback)
      .where(
        and(
          eq(callCallback.oemSerial, oemSerial),
          eq(callCallback.status, 'queued'),
          sql`${callCallback.expiresAt} > ${now}`,
          sql`coalesce(${callCallback.passedAt}, ${callCallback.missedAt}) <= ${cooled}`,
          sql`${callCallback.passedUsers} @> ${everyone()}::bigint[]`,
        ),
      )
      .orderBy(asc(callCallback.missedAt), asc(callCallback.id));
    let made = 0;
    for (const candidate of candidates) {
      if (free.length === 0) break;
      const order = (a: AgentIdentity) => candidate.passedUsers.indexOf(a.userId);
      const agent = free.reduce((first, a) => (order(a) < order(first) ? a : first));
      const offered = await this.offer(
        agent,
        sql`${candidate.id}`,
        sql`status = 'queued' and expires_at > ${now} and coalesce(passed_at, missed_at) <= ${cooled}
          and passed_users @> ${everyone()}::bigint[]`,
        now,
      );
      if (!offered) continue;
      made++;
      free = free.filter((a) => a !== agent);
    }
    return made;
  }

  /**
   * One offer, one conditional UPDATE: the callback `pick` names (when `still` holds) to the agent, unless they
   * hold one already. Tells their phone; answers whether it was made.
   */
  private async offer(agent: AgentIdentity, pick: SQL, still: SQL, now: Date): Promise<boolean> {
    const ends = new Date(now.getTime() + this.config.callbackOfferSeconds * 1000);
    let rows: OfferRow[];
    try {
      const result = (await this.db.execute(sql`
        update call_callback set status = 'offered', offered_agent_id = ${agent.agentId},
          offered_user_id = ${agent.userId}, offer_ends_at = ${ends}
        where id = ${pick} and ${still}
        and not exists (
          select 1 from call_callback o where o.status = 'offered' and o.offered_agent_id = ${agent.agentId}
        )
        returning id, masked_number, business_type, business_id, missed_at, offer_ends_at`)) as unknown as {
        rows: OfferRow[];
      };
      rows = result.rows;
    } catch (err) {
      // Another dispatch gave this agent an offer meanwhile: theirs stands.
      if (uniqueViolation(err, 'call_callback_offered_uq')) return false;
      throw err;
    }
    const row = rows[0];
    if (!row) return false;
    this.channel.offered(agent.agentId, {
      callbackId: Number(row.id),
      maskedNumber: row.masked_number,
      businessType: row.business_type,
      businessId: row.business_id,
      missedAt: ms(row.missed_at),
      offerEndsAt: ms(row.offer_ends_at),
    });
    return true;
  }

  /** The offer this agent holds now, if any (a phone that comes back is offered it again). */
  async offerOf(agentId: string): Promise<CallbackOffer | null> {
    const [row] = await this.db
      .select()
      .from(callCallback)
      .where(and(eq(callCallback.status, 'offered'), eq(callCallback.offeredAgentId, agentId)));
    return row ? offerOf(row) : null;
  }

  /**
   * The agent takes the callback offered to them (offered → accepted): answers what to dial. Refused (409) when it
   * is not, or no longer, theirs.
   */
  async accept(agentId: string, callbackId: number, now = new Date()): Promise<DialCommand> {
    const [row] = await this.db
      .update(callCallback)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(callCallback.id, callbackId),
          eq(callCallback.status, 'offered'),
          eq(callCallback.offeredAgentId, agentId),
          sql`${callCallback.offerEndsAt} > ${now}`,
        ),
      )
      .returning();
    if (!row) throw conflict('callbackNotOffered');
    this.channel.changed(row.oemSerial);
    const { businessType, businessId } = row;
    if ((businessType === 'order' || businessType === 'task') && businessId) return { businessType, businessId };
    return {
      number: row.number,
      ...(businessType && businessId ? { businessType: businessType as 'other', businessId } : {}),
    };
  }

  /**
   * The accepted callback's call was placed (accepted → placed). The caller's whole number was kept only to call
   * them back: from here on the row keeps it masked, as call records do.
   */
  async placed(callbackId: number, callId: string, userId: number, now = new Date()): Promise<void> {
    await this.db
      .update(callCallback)
      .set({
        status: 'placed',
        placedCallId: callId,
        placedBy: userId,
        placedAt: now,
        number: sql`${callCallback.maskedNumber}`,
      })
      .where(and(eq(callCallback.id, callbackId), eq(callCallback.status, 'accepted')));
  }

  /** Placing the accepted callback failed: back in the queue for another agent (this one passed it). */
  async unplaced(callbackId: number, oemSerial: string, now = new Date()): Promise<void> {
    await this.requeue(and(eq(callCallback.id, callbackId), eq(callCallback.status, 'accepted')), now);
    this.channel.changed(oemSerial);
    await this.dispatch(oemSerial, now);
  }

  /** The agent passes the offer on: back in the queue, offered to another agent. */
  async decline(agentId: string, callbackId: number, oemSerial: string, now = new Date()): Promise<void> {
    const gone = await this.requeue(
      and(
        eq(callCallback.id, callbackId),
        eq(callCallback.status, 'offered'),
        eq(callCallback.offeredAgentId, agentId),
      ),
      now,
    );
    if (gone.length === 0) throw conflict('callbackNotOffered');
    this.channel.changed(oemSerial);
    await this.dispatch(oemSerial, now);
  }

  /** The agent went offline: their offer goes back to the queue (not passed: they may be offered it again). */
  async agentGone(agentId: string, oemSerial: string, now = new Date()): Promise<void> {
    const gone = await this.requeue(
      and(eq(callCallback.status, 'offered'), eq(callCallback.offeredAgentId, agentId)),
      null,
    );
    for (const id of gone) this.channel.withdrawn(agentId, { callbackId: id, reason: 'offline' });
    if (gone.length > 0) await this.dispatch(oemSerial, now);
  }

  /**
   * One round: callbacks past their time expire (an offer of one is withdrawn), offers that ran out go back to the
   * queue (that agent passed it), and every call centre with callbacks waiting offers them to its idle agents.
   */
  async tick(now = new Date()): Promise<void> {
    const expired = await this.db
      .update(callCallback)
      // Never to be called back: the whole number goes (kept masked, as call records do).
      .set({ status: 'expired', offerEndsAt: null, number: sql`${callCallback.maskedNumber}` })
      .where(and(sql`${callCallback.status} in ('queued', 'offered')`, sql`${callCallback.expiresAt} <= ${now}`))
      .returning({ id: callCallback.id, agentId: callCallback.offeredAgentId, oemSerial: callCallback.oemSerial });
    for (const e of expired) {
      if (e.agentId) this.channel.withdrawn(e.agentId, { callbackId: e.id, reason: 'expired' });
    }
    for (const centre of new Set(expired.map((e) => e.oemSerial))) this.channel.changed(centre);
    const timedOut = (await this.db.execute(sql`
      update call_callback c set status = 'queued', offered_agent_id = null, offered_user_id = null,
        offer_ends_at = null, ${passedBy(sql`c.offered_user_id`, now)}
      from (
        select id, offered_agent_id as agent_id from call_callback
        where status = 'offered' and offer_ends_at <= ${now}
        for update skip locked
      ) due
      where c.id = due.id
      returning c.id, due.agent_id, c.oem_serial`)) as unknown as {
      rows: { id: number; agent_id: string; oem_serial: string }[];
    };
    for (const t of timedOut.rows) this.channel.withdrawn(t.agent_id, { callbackId: Number(t.id), reason: 'timeout' });
    const waiting = await this.db
      .selectDistinct({ oemSerial: callCallback.oemSerial })
      .from(callCallback)
      .where(eq(callCallback.status, 'queued'));
    for (const { oemSerial } of waiting) {
      await this.dispatch(oemSerial, now).catch((err) => this.log.warn({ err, oemSerial }, 'callbacks not offered'));
    }
  }

  /**
   * Puts matching callbacks back in the queue; with `passedAt`, the user who held them is noted as having passed
   * them on then. Answers their ids.
   */
  private async requeue(where: ReturnType<typeof and>, passedAt: Date | null): Promise<number[]> {
    const rows = (await this.db.execute(sql`
      update call_callback set status = 'queued', offered_agent_id = null, offered_user_id = null,
        offer_ends_at = null${passedAt ? sql`, ${passedBy(sql`offered_user_id`, passedAt)}` : sql``}
      where ${where}
      returning id`)) as unknown as { rows: { id: number }[] };
    return rows.rows.map((r) => Number(r.id));
  }
}

/**
 * The SET clause noting that `user` (the row's holder, read before the update) passed the callback on at `at`:
 * moved to the end of the passers, who are offered it again longest-passed first.
 */
function passedBy(user: SQL, at: Date): SQL {
  return sql`passed_users = array_append(array_remove(passed_users, ${user}), ${user}), passed_at = ${at}`;
}

function offerOf(row: CallbackRow): CallbackOffer {
  return {
    callbackId: row.id,
    maskedNumber: row.maskedNumber,
    businessType: row.businessType,
    businessId: row.businessId,
    missedAt: row.missedAt.getTime(),
    offerEndsAt: row.offerEndsAt?.getTime() ?? 0,
  };
}
