import { z } from 'zod';
import {
  type AgentStateReason,
  agentStateReason,
  type CallOutcomeValue,
  callOutcome,
  type ForceOfflineReason,
  forceOfflineReason,
  valuesOf,
} from '../enums.js';
import { PageQuery } from './list.js';

/**
 * The softphone and the call-centre gateway: the shapes of docs/softphone.md (issue 11). The server validates with
 * these; the console types its phone client and the seat calls from them.
 */

/** The seat list is asked for in one page of this size; the online button loads this long. */
export const SEAT_PAGE_SIZE = 10_000;
export const ONLINE_LOADING_MS = 3_000;
/** Where the phone client connects (a socket.io namespace on the console's port, path /socket.io/). */
export const PHONE_NAMESPACE = '/phone';

/** The built-in agent states. Custom ones come from data. */
export const BUILT_IN_AGENT_STATES = [
  'idle',
  'busy',
  'onBreak',
  'ringing',
  'talking',
  'offline',
  'wrapup',
  'missed',
] as const;
/** States the phone sets itself, never the agent: a call rings, is talked, is wrapped up, was missed. */
export const SYSTEM_AGENT_STATES: readonly string[] = ['ringing', 'talking', 'wrapup', 'missed'];
/** States with a call on the line: the state cannot be changed and no second call placed. */
export const CALL_AGENT_STATES: readonly string[] = ['ringing', 'talking'];

export const AgentStateCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z][\w-]*$/);

/** One option of the state picker (id, name, owner): `disabled` for the ones one cannot choose. */
export const AgentStateOption = z.object({
  code: z.string(),
  label: z.string(),
  labelEn: z.string(),
  /** who defined it: `system` for the built-in ones, else the call centre's serial */
  owner: z.string(),
  disabled: z.boolean(),
});
export type AgentStateOption = z.infer<typeof AgentStateOption>;

/** A seat as the list call answers it (lock 0: free). */
export const SeatRow = z.object({ agentId: z.string(), voipNumber: z.string(), lock: z.number().int() });
export type SeatRow = z.infer<typeof SeatRow>;

/** `GET …/callCenter/account/list`: the OEM serial query (the caller's own call centre when left out). */
export const SeatListQuery = z.object({
  oemSerial: z.string().trim().max(64).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEAT_PAGE_SIZE).default(SEAT_PAGE_SIZE),
});
export const SeatBody = z.object({ agentId: z.string().trim().min(1).max(64) });

/** A call centre as administrators see it: its serial and its seats (any member may take any free one). */
export const CallCentreRow = z.object({
  oemSerial: z.string(),
  seats: z.array(z.object({ agentId: z.string(), voipNumber: z.string() })),
});
export type CallCentreRow = z.infer<typeof CallCentreRow>;

/** `PUT /system/user/:id/callCentre`: the call centre the user works for, '' for none. */
export const CallCentreMembershipBody = z.object({ oemSerial: z.string().trim().max(64) });
export const CallCentreMembership = z.object({ oemSerial: z.string().nullable() });
export type CallCentreMembership = z.infer<typeof CallCentreMembership>;
export const SeatLockAnswer = z.object({ agentId: z.string(), voipNumber: z.string(), message: z.string() });
export type SeatLockAnswer = z.infer<typeof SeatLockAnswer>;

/** What a call is about: an order's freelancer, a task's enterprise contact, or free text with a typed number. */
export const BusinessType = z.enum(['order', 'task', 'other']);
export type BusinessType = z.infer<typeof BusinessType>;
export const Business = z.object({
  businessType: BusinessType,
  businessId: z.string().trim().min(1).max(64),
});
export type Business = z.infer<typeof Business>;

/** `dial`: a typed number (with an optional business), or a business whose number the server looks up. */
export const DialCommand = z.union([
  z.object({
    number: z.string().trim().min(1).max(20),
    businessType: BusinessType.optional(),
    businessId: z.string().trim().min(1).max(64).optional(),
  }),
  z.object({ businessType: z.enum(['order', 'task']), businessId: z.string().trim().min(1).max(64) }),
]);
export type DialCommand = z.infer<typeof DialCommand>;
/** `dial`'s answer: the call placed. */
export type DialAnswer = { callId: string };
export const CallIdCommand = z.object({ callId: z.string().trim().min(1).max(64) });
export type CallIdCommand = z.infer<typeof CallIdCommand>;
export const ToggleCommand = CallIdCommand.extend({ on: z.boolean() });
export type ToggleCommand = z.infer<typeof ToggleCommand>;
export const DtmfCommand = CallIdCommand.extend({ digits: z.string().regex(/^[0-9*#]{1,32}$/) });
export type DtmfCommand = z.infer<typeof DtmfCommand>;
export const TransferCommand = CallIdCommand.extend({ toAgentId: z.string().trim().min(1).max(64) });
export type TransferCommand = z.infer<typeof TransferCommand>;
export const SetStateCommand = z.object({ state: AgentStateCode });
export type SetStateCommand = z.infer<typeof SetStateCommand>;
export const WrapupCommand = z.object({ note: z.string().trim().max(500).optional() });
export type WrapupCommand = z.infer<typeof WrapupCommand>;

/** How a call ended (the enumeration `callOutcome`, with its labels). */
export const CALL_OUTCOMES = valuesOf(callOutcome) as [CallOutcomeValue, ...CallOutcomeValue[]];
export type CallOutcome = CallOutcomeValue;
/** Inbound calls that reached nobody: the wallboard counts them as missed. */
export const UNANSWERED_INBOUND: readonly CallOutcome[] = ['missed', 'rejected', 'unreachable'];

/** Why an agent's state changed (the history's reasons), and why a supervisor took one offline. */
export const AGENT_STATE_REASONS = valuesOf(agentStateReason) as [AgentStateReason, ...AgentStateReason[]];
export type { AgentStateReason, ForceOfflineReason };
export const FORCE_OFFLINE_REASONS = valuesOf(forceOfflineReason) as [ForceOfflineReason, ...ForceOfflineReason[]];
/** The states an agent chooses to be away in (not taking calls): nothing but the agent takes them back to idle. */
export function isAwayState(state: string): boolean {
  return state !== 'idle' && state !== 'offline' && !SYSTEM_AGENT_STATES.includes(state);
}
export type CallDirection = 'out' | 'in';

/** A call as the phone events carry it: the number is always masked (the browser never gets the full one). */
export const PhoneCall = z.object({
  callId: z.string(),
  direction: z.enum(['out', 'in']),
  maskedNumber: z.string(),
  businessType: BusinessType.nullable(),
  businessId: z.string().nullable(),
  /** server ms: when it started ringing, when it was answered */
  rungAt: z.number(),
  answeredAt: z.number().nullable(),
  held: z.boolean(),
  muted: z.boolean(),
});
export type PhoneCall = z.infer<typeof PhoneCall>;

/** The seat status: agentState, subAgentState, phoneMode, CallID, phoneState, and the call. */
export const SeatStatus = z.object({
  agentId: z.string(),
  voipNumber: z.string(),
  agentState: z.string(),
  /** hold / mute while talking, or the wrap-up's end time */
  subAgentState: z.string().nullable(),
  phoneMode: z.enum(['voip', 'pstn']),
  CallID: z.string().nullable(),
  /** idle, outgoingRing, incomingRing, established */
  phoneState: z.string(),
  call: PhoneCall.nullable(),
  /** server ms when wrap-up turns back to idle */
  wrapupEndsAt: z.number().nullable(),
});
export type SeatStatus = z.infer<typeof SeatStatus>;

/** The seven phone events, each carrying the seat status; connectionCleared says why. */
export const PHONE_EVENTS = [
  'agentStateChanged',
  'agentStateFetched',
  'phoneModeChanged',
  'incomingRing',
  'outgoingRing',
  'established',
  'connectionCleared',
] as const;
export type PhoneEventName = (typeof PHONE_EVENTS)[number];
export interface PhoneEvent {
  status: SeatStatus;
  /** connectionCleared: how the call ended */
  outcome?: CallOutcome;
  callId?: string;
  /** agentStateChanged: why the state changed (added later: older clients ignore it) */
  reason?: AgentStateReason;
}

/** `forcedOffline`: a supervisor took the agent offline, why (translated by the client), a note, and who. */
/**
 * A missed call's callback offered to one idle agent (`callbackOffered`): whom to call back (masked), about what,
 * when they called, and until when the offer stands (server ms) before it goes to another agent.
 */
export const CallbackOffer = z.object({
  callbackId: z.number().int(),
  maskedNumber: z.string(),
  businessType: z.string().nullable(),
  businessId: z.string().nullable(),
  missedAt: z.number().int(),
  offerEndsAt: z.number().int(),
});
export type CallbackOffer = z.infer<typeof CallbackOffer>;
/** Why an offer is no longer the agent's (`callbackWithdrawn`). */
export const CALLBACK_WITHDRAWN_REASONS = ['timeout', 'expired', 'offline'] as const;
export const CallbackWithdrawn = z.object({
  callbackId: z.number().int(),
  reason: z.enum(CALLBACK_WITHDRAWN_REASONS),
});
export type CallbackWithdrawn = z.infer<typeof CallbackWithdrawn>;
/** `acceptCallback` / `declineCallback`: the offer answered. */
export const CallbackCommand = z.object({ callbackId: z.coerce.number().int().positive() });
export type CallbackCommand = z.infer<typeof CallbackCommand>;

export const ForcedOffline = z.object({
  reason: z.enum(FORCE_OFFLINE_REASONS),
  note: z.string().nullable(),
  by: z.string(),
});
export type ForcedOffline = z.infer<typeof ForcedOffline>;

/** `POST /interface/callCenter/agent/forceOffline` (telManage:monitor). */
export const ForceOfflineBody = z.object({
  agentId: z.string().trim().min(1).max(64),
  reason: z.enum(FORCE_OFFLINE_REASONS),
  note: z.string().trim().max(200).optional(),
});
export type ForceOfflineBody = z.infer<typeof ForceOfflineBody>;

/** One row of an agent's state history (append-only): from, to, why, who else caused it, when. */
export const AgentStateChangeRow = z.object({
  id: z.number().int(),
  agentId: z.string(),
  userId: z.number().int(),
  fromState: z.string(),
  toState: z.string(),
  reason: z.enum(AGENT_STATE_REASONS),
  actorId: z.number().int().nullable(),
  detail: z.string().nullable(),
  note: z.string().nullable(),
  callId: z.string().nullable(),
  at: z.string(),
});
export type AgentStateChangeRow = z.infer<typeof AgentStateChangeRow>;
export const AgentStateHistoryQuery = z.object({
  agentId: z.string().trim().min(1).max(64),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** The supervisor's wallboard: one seat (offline when no phone is signed in on it). */
export const WallboardSeat = z.object({
  agentId: z.string(),
  voipNumber: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  state: z.string(),
  /** server ms since when the agent is in this state; null when not known */
  since: z.number().nullable(),
  /** the agent's phone socket is connected (false: the agent is kept in state for the grace period) */
  connected: z.boolean(),
});
export type WallboardSeat = z.infer<typeof WallboardSeat>;
export const Wallboard = z.object({
  oemSerial: z.string(),
  /** server ms when it was taken (the client counts time in state from it) */
  at: z.number(),
  seats: z.array(WallboardSeat),
  /** inbound calls ringing at an agent, not answered yet */
  waiting: z.number().int(),
  /** missed calls waiting to be called back: queued or offered to an agent, not yet taken nor expired */
  callbacksWaiting: z.number().int(),
  today: z.object({
    answered: z.number().int(),
    missed: z.number().int(),
    averageTalkSeconds: z.number().int(),
  }),
  /** the picker's options, for the custom states' labels */
  states: z.array(AgentStateOption),
});
export type Wallboard = z.infer<typeof Wallboard>;

/** `POST /interface/callCenter/agent/token`: the short-lived HMAC-signed agent token for the phone client. */
export const AgentToken = z.object({ token: z.string(), expiresAt: z.number(), agentId: z.string() });
export type AgentToken = z.infer<typeof AgentToken>;

/** Another agent one can transfer to. */
export const TransferTarget = z.object({ agentId: z.string(), voipNumber: z.string(), nickName: z.string() });
export type TransferTarget = z.infer<typeof TransferTarget>;

/** The simulator's inbound call (staff): rings an online idle agent (the given one, or any). */
export const InboundCallBody = z.object({
  number: z.string().trim().min(1).max(20),
  agentId: z.string().trim().min(1).max(64).optional(),
  businessType: BusinessType.optional(),
  businessId: z.string().trim().min(1).max(64).optional(),
});
export const InboundCallAnswer = z.object({ callId: z.string(), agentId: z.string() });

/** A call record row. */
export const CallRecordRow = z.object({
  id: z.number().int(),
  callId: z.string(),
  agentId: z.string(),
  voipNumber: z.string(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  direction: z.enum(['out', 'in']),
  maskedNumber: z.string(),
  businessType: z.string().nullable(),
  businessId: z.string().nullable(),
  rungAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  outcome: z.string().nullable(),
  note: z.string().nullable(),
  /** a recording can be played (GET /callCenter/records/:id/recording, telManage:record:listen) */
  recording: z.boolean(),
  /** a talked call whose recording was deleted once CALL_RECORDING_DAYS had passed */
  recordingExpired: z.boolean(),
});
export type CallRecordRow = z.infer<typeof CallRecordRow>;
export const CallRecordQuery = PageQuery.extend({
  direction: z.enum(['out', 'in']).optional(),
  outcome: z.enum(CALL_OUTCOMES).optional(),
  agentId: z.string().trim().max(64).optional(),
});
export type CallRecordQuery = z.infer<typeof CallRecordQuery>;
