import type {
  AgentStateOption,
  AgentStateReason,
  Business,
  CallOutcome,
  PhoneEventName,
  SeatStatus,
} from '@console/domain/schemas/softphone';

/** An agent as the gateway knows them: the seat they hold and who they are. */
export interface AgentIdentity {
  agentId: string;
  voipNumber: string;
  oemSerial: string;
  userId: number;
}

/** The other end of a call: the full number (never sent to a browser) and what the call is about. */
export interface CallTarget {
  number: string;
  business: Business | null;
}

/** What a call looked like when something happened to it: enough to write its record. */
export interface CallFacts {
  callId: string;
  agent: AgentIdentity;
  direction: 'out' | 'in';
  maskedNumber: string;
  /** an inbound caller's full number (the callback queue's; never written to the record nor sent to a browser) */
  callerNumber?: string;
  business: Business | null;
  rungAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  outcome: CallOutcome | null;
}

/** One change of an agent's state, with why: a row of the append-only state history. */
export interface AgentStateChange {
  agent: AgentIdentity;
  from: string;
  to: string;
  reason: AgentStateReason;
  at: Date;
  /** the call behind a call event */
  callId?: string | null;
  /** who caused it when not the agent (a supervisor) */
  actorId?: number | null;
  /** a supervisor's reason code */
  detail?: string | null;
  note?: string | null;
}

/** Why an agent goes offline, and who else caused it. */
export interface OfflineCause {
  reason: AgentStateReason;
  actorId?: number | null;
  detail?: string | null;
  note?: string | null;
}

/** Extra fields of a phone event. */
export interface PhoneEventExtra {
  outcome?: CallOutcome;
  callId?: string;
  reason?: AgentStateReason;
}

/**
 * What the gateway tells the rest of the server: phone events for an agent, call facts for the records, and every
 * state change (recorded before the phone event that shows it is sent).
 */
export interface GatewayListener {
  phoneEvent(agentId: string, name: PhoneEventName, status: SeatStatus, extra?: PhoneEventExtra): void;
  callChanged(facts: CallFacts): void;
  stateChanged(change: AgentStateChange): void;
}

/** An agent signed in at the gateway, as the wallboard and transfers see them. */
export interface AgentSnapshot {
  agent: AgentIdentity;
  state: string;
  /** epoch ms the agent entered the state */
  since: number;
  /** the phone is connected (false: kept in state for the seat's grace period) */
  attached: boolean;
  /** an inbound call ringing at the agent, not answered yet */
  ringingIn: boolean;
}

/** What a driver answers: at once (the in-process simulator) or after a round trip (a remote call centre). */
export type Awaitable<T> = T | Promise<T>;

/**
 * The call centre behind the softphone. Two drivers: the embedded simulator, and a remote call centre reached over
 * HTTP and a websocket (remote/remote-gateway.ts, CALL_CENTER_URL), with the same calls and the same events, so the
 * web client never changes. Every method that acts on a call refuses (throws or rejects with an AppError) when the
 * agent is not in a state for it.
 */
export interface CallCenterGateway {
  readonly name: string;
  /** seat sync: the seats the call centre has for a serial (the simulator answers what the table holds) */
  syncSeats(oemSerial: string): Promise<void>;
  /**
   * The agent's phone connects: a new agent starts idle (their choice: they went online), or in `restore`, the state
   * they last chose, when their page came back by itself; an agent still signed in (a reload, a reconnect, another
   * tab taking over) carries on in the state and call they had.
   */
  online(agent: AgentIdentity, customStates: AgentStateOption[], restore?: string | null): Awaitable<SeatStatus>;
  /** the agent signs out, for a reason: a call on the line is cleared */
  offline(agentId: string, cause?: OfflineCause): Awaitable<void>;
  /** the agent's phone connection went: they keep their state, calls offered to them find them unreachable */
  detach(agentId: string): Awaitable<void>;
  isOnline(agentId: string): Awaitable<boolean>;
  status(agentId: string): Awaitable<SeatStatus>;
  setState(agentId: string, state: string): Awaitable<SeatStatus>;
  dial(agentId: string, target: CallTarget): Awaitable<{ callId: string }>;
  answer(agentId: string, callId: string): Awaitable<void>;
  hangup(agentId: string, callId: string): Awaitable<void>;
  hold(agentId: string, callId: string, on: boolean): Awaitable<void>;
  mute(agentId: string, callId: string, on: boolean): Awaitable<void>;
  dtmf(agentId: string, callId: string, digits: string): Awaitable<void>;
  transfer(agentId: string, callId: string, toAgentId: string): Awaitable<void>;
  finishWrapup(agentId: string): Awaitable<void>;
  /** online agents of a call centre, with their state */
  agents(oemSerial: string): Awaitable<AgentSnapshot[]>;
  /** an incoming call for an agent (the simulator's; a cloud centre routes its own) */
  ring(agentId: string, caller: CallTarget): Awaitable<{ callId: string }>;
  close(): Awaitable<void>;
}
