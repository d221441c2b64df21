import type {
  AgentStateOption,
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
  business: Business | null;
  rungAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  outcome: CallOutcome | null;
}

/** What the gateway tells the rest of the server: phone events for an agent, and call facts for the records. */
export interface GatewayListener {
  phoneEvent(
    agentId: string,
    name: PhoneEventName,
    status: SeatStatus,
    extra?: { outcome?: CallOutcome; callId?: string },
  ): void;
  callChanged(facts: CallFacts): void;
}

/**
 * The call centre behind the softphone. One driver today (the embedded simulator); a cloud call centre is a second
 * driver chosen by configuration, with the same calls and the same events, so the web client never changes.
 * Every method that acts on a call refuses (throws an AppError) when the agent is not in a state for it.
 */
export interface CallCenterGateway {
  readonly name: string;
  /** seat sync: the seats the call centre has for a serial (the simulator answers what the table holds) */
  syncSeats(oemSerial: string): Promise<void>;
  /** the agent signs in: state idle, phone mode voip */
  online(agent: AgentIdentity, customStates: AgentStateOption[]): SeatStatus;
  /** the agent signs out: a call on the line is cleared */
  offline(agentId: string, options?: { silent?: boolean }): void;
  isOnline(agentId: string): boolean;
  status(agentId: string): SeatStatus;
  setState(agentId: string, state: string): SeatStatus;
  dial(agentId: string, target: CallTarget): { callId: string };
  answer(agentId: string, callId: string): void;
  hangup(agentId: string, callId: string): void;
  hold(agentId: string, callId: string, on: boolean): void;
  mute(agentId: string, callId: string, on: boolean): void;
  dtmf(agentId: string, callId: string, digits: string): void;
  transfer(agentId: string, callId: string, toAgentId: string): void;
  finishWrapup(agentId: string): void;
  /** online agents of a call centre, with their state */
  agents(oemSerial: string): { agent: AgentIdentity; state: string }[];
  /** an incoming call for an agent (the simulator's; a cloud centre routes its own) */
  ring(agentId: string, caller: CallTarget): { callId: string };
  close(): void;
}
