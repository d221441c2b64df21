import { randomUUID } from 'node:crypto';
import { maskPhone } from '@console/domain/masking';
import {
  type AgentStateOption,
  type AgentStateReason,
  BUILT_IN_AGENT_STATES,
  type CallOutcome,
  type PhoneCall,
  type PhoneEventName,
  type SeatStatus,
  SYSTEM_AGENT_STATES,
} from '@console/domain/schemas/softphone';
import { conflict, notFound } from '../../http/errors.js';
import type {
  AgentIdentity,
  AgentSnapshot,
  CallCenterGateway,
  CallFacts,
  CallTarget,
  GatewayListener,
  OfflineCause,
  PhoneEventExtra,
} from './gateway.js';

/** The simulator's timings (config CALL_*). */
export interface SimulatorTimings {
  answerDelayMs: number;
  ringTimeoutMs: number;
  dropAfterMs: number;
  wrapupSeconds: number;
}

/**
 * How the simulated far end treats a call, by the number's last four digits (docs/softphone.md): an outbound call
 * is busy, never answered, declined, or answered; a talked call (either way) is dropped by the far end when the
 * number ends in 2222.
 */
export function scriptedOutcome(number: string): 'busy' | 'noAnswer' | 'reject' | 'drop' | 'answer' {
  if (number.endsWith('0000')) return 'busy';
  if (number.endsWith('1111')) return 'noAnswer';
  if (number.endsWith('2222')) return 'drop';
  if (number.endsWith('3333')) return 'reject';
  return 'answer';
}

interface Call {
  id: string;
  direction: 'out' | 'in';
  target: CallTarget;
  rungAt: Date;
  answeredAt: Date | null;
  held: boolean;
  muted: boolean;
  timers: NodeJS.Timeout[];
}

interface Agent {
  identity: AgentIdentity;
  state: string;
  /** epoch ms the agent entered `state` */
  since: number;
  /** the state the agent last chose (idle, busy, a break): where a call and its wrap-up take them back to */
  chosen: string;
  /** why the state last changed (sent with agentStateChanged) */
  reason: AgentStateReason;
  /** the phone is connected; a detached agent keeps their state and is unreachable for calls */
  attached: boolean;
  custom: AgentStateOption[];
  call: Call | null;
  wrapupEndsAt: number | null;
  wrapupTimer: NodeJS.Timeout | null;
}

/**
 * The embedded call centre: agents' states, calls that ring, answer and clear on timers, scripted far ends, inbound
 * rings, transfer. State lives in this process (a real call centre is one service too); the events go to the
 * listener, which turns them into socket events, call records and the state history.
 *
 * Every state change goes through `move`, which tells the listener why before any phone event shows it. An agent
 * who chose to be away (busy, a break) or is offline comes back to idle only by their own choice: a call placed
 * while away, its wrap-up and its wrap-up's timer take them back to the state they chose, never to idle; a dropped
 * phone or another tab taking over keeps the state.
 */
export class CallCenterSimulator implements CallCenterGateway {
  readonly name = 'simulator';
  private readonly agentsById = new Map<string, Agent>();

  constructor(
    private readonly timings: SimulatorTimings,
    private readonly listener: GatewayListener,
  ) {}

  async syncSeats(): Promise<void> {
    // The simulator's seats are the table's: nothing to fetch.
  }

  online(identity: AgentIdentity, custom: AgentStateOption[], restore: string | null = null): SeatStatus {
    const known = this.agentsById.get(identity.agentId);
    if (known && known.identity.userId === identity.userId) {
      // A reload, a reconnect or another tab taking over: the agent carries on as they were.
      known.attached = true;
      known.custom = custom;
      this.emit(known, 'agentStateChanged');
      this.emit(known, 'phoneModeChanged');
      return this.statusOf(known);
    }
    // The seat changed hands while its previous holder was still signed in: theirs ended with their sign-in.
    if (known) this.offline(identity.agentId, { reason: 'signOut' });
    const agent: Agent = {
      identity,
      state: 'offline',
      since: Date.now(),
      chosen: 'idle',
      reason: 'user',
      attached: true,
      custom,
      call: null,
      wrapupEndsAt: null,
      wrapupTimer: null,
    };
    this.agentsById.set(identity.agentId, agent);
    // Their own last choice, if it can still be chosen; else idle, as going online chooses.
    agent.chosen = restore && this.choosable(agent, restore) ? restore : 'idle';
    this.move(agent, agent.chosen, 'user');
    this.emit(agent, 'agentStateChanged');
    this.emit(agent, 'phoneModeChanged');
    return this.statusOf(agent);
  }

  offline(agentId: string, cause: OfflineCause = { reason: 'user' }): void {
    const agent = this.agentsById.get(agentId);
    if (!agent) return;
    if (agent.call) this.clear(agent, agent.call.answeredAt ? 'answered' : 'failed', { wrapup: false });
    this.stopWrapup(agent);
    this.move(agent, 'offline', cause.reason, cause);
    this.emit(agent, 'agentStateChanged');
    this.agentsById.delete(agentId);
  }

  detach(agentId: string): void {
    const agent = this.agentsById.get(agentId);
    if (!agent) return;
    agent.attached = false;
    const call = agent.call;
    if (call) this.clear(agent, call.answeredAt ? 'answered' : call.direction === 'in' ? 'unreachable' : 'failed');
  }

  isOnline(agentId: string): boolean {
    return this.agentsById.has(agentId);
  }

  status(agentId: string): SeatStatus {
    const agent = this.agent(agentId);
    this.emit(agent, 'agentStateFetched');
    return this.statusOf(agent);
  }

  setState(agentId: string, state: string): SeatStatus {
    const agent = this.agent(agentId);
    if (agent.call) throw conflict('callInProgress');
    if (!this.choosable(agent, state)) throw conflict('agentStateNotChoosable');
    this.stopWrapup(agent);
    agent.chosen = state;
    this.move(agent, state, 'user');
    this.emit(agent, 'agentStateChanged');
    return this.statusOf(agent);
  }

  dial(agentId: string, target: CallTarget): { callId: string } {
    const agent = this.agent(agentId);
    if (agent.call) throw conflict('callInProgress');
    this.stopWrapup(agent);
    const call = this.startCall(agent, 'out', target);
    this.emit(agent, 'outgoingRing', { callId: call.id });
    const script = scriptedOutcome(target.number);
    const soon = Math.min(this.timings.answerDelayMs, 500);
    if (script === 'busy') {
      call.timers.push(setTimeout(() => this.clear(agent, 'busy'), soon));
    } else if (script === 'reject') {
      call.timers.push(setTimeout(() => this.clear(agent, 'rejected'), soon));
    } else if (script === 'noAnswer') {
      call.timers.push(setTimeout(() => this.clear(agent, 'noAnswer'), this.timings.ringTimeoutMs));
    } else {
      call.timers.push(setTimeout(() => this.establish(agent), this.timings.answerDelayMs));
    }
    return { callId: call.id };
  }

  ring(agentId: string, caller: CallTarget): { callId: string } {
    const agent = this.agentsById.get(agentId);
    if (!agent || agent.call || agent.state !== 'idle') throw conflict('agentNotAvailable');
    if (!agent.attached) {
      // Signed in but the phone is gone (a sleeping tab, a lost network): the call never reaches them.
      const now = new Date();
      const facts: CallFacts = {
        callId: randomUUID(),
        agent: agent.identity,
        direction: 'in',
        maskedNumber: maskNumber(caller.number),
        callerNumber: caller.number,
        business: caller.business,
        rungAt: now,
        answeredAt: null,
        endedAt: now,
        outcome: 'unreachable',
      };
      this.listener.callChanged(facts);
      return { callId: facts.callId };
    }
    const call = this.startCall(agent, 'in', caller);
    this.emit(agent, 'incomingRing', { callId: call.id });
    call.timers.push(setTimeout(() => this.clear(agent, 'missed'), this.timings.ringTimeoutMs));
    return { callId: call.id };
  }

  answer(agentId: string, callId: string): void {
    const agent = this.agent(agentId);
    const call = this.callOf(agent, callId);
    if (call.direction !== 'in' || call.answeredAt) throw conflict('conflict');
    this.establish(agent);
  }

  hangup(agentId: string, callId: string): void {
    const agent = this.agent(agentId);
    const call = this.callOf(agent, callId);
    // The agent declining a ring is told apart from a ring nobody answered (missed).
    this.clear(agent, call.answeredAt ? 'answered' : call.direction === 'in' ? 'rejected' : 'noAnswer');
  }

  hold(agentId: string, callId: string, on: boolean): void {
    const call = this.talking(agentId, callId);
    call.held = on;
    this.emit(this.agent(agentId), 'agentStateChanged');
  }

  mute(agentId: string, callId: string, on: boolean): void {
    const call = this.talking(agentId, callId);
    call.muted = on;
    this.emit(this.agent(agentId), 'agentStateChanged');
  }

  dtmf(agentId: string, callId: string, _digits: string): void {
    // The simulated far end has no menu to press through: the tones are accepted while talking.
    this.talking(agentId, callId);
  }

  transfer(agentId: string, callId: string, toAgentId: string): void {
    const call = this.talking(agentId, callId);
    const agent = this.agent(agentId);
    const to = this.agentsById.get(toAgentId);
    if (
      !to ||
      to === agent ||
      to.call ||
      to.state !== 'idle' ||
      !to.attached ||
      to.identity.oemSerial !== agent.identity.oemSerial
    ) {
      throw conflict('agentNotAvailable');
    }
    const target = call.target;
    this.clear(agent, 'transferred');
    this.ring(toAgentId, target);
  }

  finishWrapup(agentId: string): void {
    const agent = this.agent(agentId);
    if (agent.state !== 'wrapup') return;
    this.stopWrapup(agent);
    this.move(agent, agent.chosen, 'user');
    this.emit(agent, 'agentStateChanged');
  }

  agents(oemSerial: string): AgentSnapshot[] {
    return [...this.agentsById.values()]
      .filter((a) => a.identity.oemSerial === oemSerial)
      .map((a) => ({
        agent: a.identity,
        state: a.state,
        since: a.since,
        attached: a.attached,
        ringingIn: a.call?.direction === 'in' && !a.call.answeredAt,
      }));
  }

  close(): void {
    for (const agent of this.agentsById.values()) {
      for (const timer of agent.call?.timers ?? []) clearTimeout(timer);
      if (agent.wrapupTimer) clearTimeout(agent.wrapupTimer);
    }
    this.agentsById.clear();
  }

  /** A state the agent may pick: a built-in one the phone does not set itself (not offline), or an enabled custom one. */
  private choosable(agent: Agent, state: string): boolean {
    return (BUILT_IN_AGENT_STATES as readonly string[]).includes(state) && !SYSTEM_AGENT_STATES.includes(state)
      ? state !== 'offline'
      : agent.custom.some((o) => o.code === state && !o.disabled);
  }

  private agent(agentId: string): Agent {
    const agent = this.agentsById.get(agentId);
    if (!agent) throw conflict('phoneOffline');
    return agent;
  }

  private callOf(agent: Agent, callId: string): Call {
    if (!agent.call || agent.call.id !== callId) throw notFound('callNotFound');
    return agent.call;
  }

  private talking(agentId: string, callId: string): Call {
    const call = this.callOf(this.agent(agentId), callId);
    if (!call.answeredAt) throw conflict('callNotTalking');
    return call;
  }

  private startCall(agent: Agent, direction: 'out' | 'in', target: CallTarget): Call {
    const call: Call = {
      id: randomUUID(),
      direction,
      target,
      rungAt: new Date(),
      answeredAt: null,
      held: false,
      muted: false,
      timers: [],
    };
    agent.call = call;
    this.move(agent, 'ringing', 'call', { callId: call.id });
    this.listener.callChanged(this.facts(agent, call, null));
    return call;
  }

  private establish(agent: Agent): void {
    const call = agent.call;
    if (!call) return;
    for (const timer of call.timers.splice(0)) clearTimeout(timer);
    call.answeredAt = new Date();
    this.move(agent, 'talking', 'call', { callId: call.id });
    this.listener.callChanged(this.facts(agent, call, null));
    this.emit(agent, 'established', { callId: call.id });
    if (scriptedOutcome(call.target.number) === 'drop')
      call.timers.push(setTimeout(() => this.clear(agent, 'dropped'), this.timings.dropAfterMs));
  }

  /**
   * Ends the call on the line: wrap-up after a talked call, `missed` after a ring nobody answered, else back to the
   * state the agent chose.
   */
  private clear(agent: Agent, outcome: CallOutcome, options: { wrapup: boolean } = { wrapup: true }): void {
    const call = agent.call;
    if (!call) return;
    for (const timer of call.timers.splice(0)) clearTimeout(timer);
    agent.call = null;
    const ended = new Date();
    this.listener.callChanged({ ...this.facts(agent, call, outcome), endedAt: ended });
    if (call.answeredAt && options.wrapup) this.startWrapup(agent, call.id);
    else this.move(agent, outcome === 'missed' ? 'missed' : agent.chosen, 'call', { callId: call.id });
    this.emit(agent, 'connectionCleared', { callId: call.id, outcome });
  }

  private startWrapup(agent: Agent, callId: string): void {
    this.move(agent, 'wrapup', 'call', { callId });
    const ms = this.timings.wrapupSeconds * 1000;
    agent.wrapupEndsAt = Date.now() + ms;
    agent.wrapupTimer = setTimeout(() => {
      agent.wrapupTimer = null;
      agent.wrapupEndsAt = null;
      if (agent.state !== 'wrapup') return;
      this.move(agent, agent.chosen, 'wrapupTimeout');
      this.emit(agent, 'agentStateChanged');
    }, ms);
  }

  /** The one place an agent's state changes: the listener records it, with why, before anything shows it. */
  private move(
    agent: Agent,
    to: string,
    reason: AgentStateReason,
    extra: { callId?: string } & Partial<OfflineCause> = {},
  ): void {
    const from = agent.state;
    agent.reason = reason;
    if (from === to) return;
    agent.state = to;
    agent.since = Date.now();
    this.listener.stateChanged({
      agent: agent.identity,
      from,
      to,
      reason,
      at: new Date(agent.since),
      callId: extra.callId ?? null,
      actorId: extra.actorId ?? null,
      detail: extra.detail ?? null,
      note: extra.note ?? null,
    });
  }

  private stopWrapup(agent: Agent): void {
    if (agent.wrapupTimer) clearTimeout(agent.wrapupTimer);
    agent.wrapupTimer = null;
    agent.wrapupEndsAt = null;
  }

  private facts(agent: Agent, call: Call, outcome: CallOutcome | null): CallFacts {
    return {
      callId: call.id,
      agent: agent.identity,
      direction: call.direction,
      maskedNumber: maskNumber(call.target.number),
      ...(call.direction === 'in' ? { callerNumber: call.target.number } : {}),
      business: call.target.business,
      rungAt: call.rungAt,
      answeredAt: call.answeredAt,
      endedAt: null,
      outcome,
    };
  }

  private statusOf(agent: Agent): SeatStatus {
    const call = agent.call;
    const phoneCall: PhoneCall | null = call
      ? {
          callId: call.id,
          direction: call.direction,
          maskedNumber: maskNumber(call.target.number),
          businessType: call.target.business?.businessType ?? null,
          businessId: call.target.business?.businessId ?? null,
          rungAt: call.rungAt.getTime(),
          answeredAt: call.answeredAt?.getTime() ?? null,
          held: call.held,
          muted: call.muted,
        }
      : null;
    const phoneState = !call
      ? 'idle'
      : call.answeredAt
        ? 'established'
        : call.direction === 'out'
          ? 'outgoingRing'
          : 'incomingRing';
    const sub = call?.held ? 'hold' : call?.muted ? 'mute' : null;
    return {
      agentId: agent.identity.agentId,
      voipNumber: agent.identity.voipNumber,
      agentState: agent.state,
      subAgentState: sub,
      phoneMode: 'voip',
      CallID: call?.id ?? null,
      phoneState,
      call: phoneCall,
      wrapupEndsAt: agent.wrapupEndsAt,
    };
  }

  private emit(agent: Agent, name: PhoneEventName, extra?: PhoneEventExtra): void {
    const withReason = name === 'agentStateChanged' ? { ...extra, reason: agent.reason } : extra;
    this.listener.phoneEvent(agent.identity.agentId, name, this.statusOf(agent), withReason);
  }
}

/** Mobile numbers keep the first 3 and last 4 digits, as the spec masks phones; other numbers their last 4. */
export function maskNumber(number: string): string {
  if (/^1\d{10}$/.test(number)) return maskPhone(number);
  return number.length <= 4 ? '****' : `${'*'.repeat(Math.min(number.length - 4, 8))}${number.slice(-4)}`;
}
