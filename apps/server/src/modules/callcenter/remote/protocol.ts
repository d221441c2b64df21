import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhoneEventName, SeatStatus } from '@console/domain/schemas/softphone';
import type { AgentStateChange, CallFacts, PhoneEventExtra } from '../gateway.js';

/**
 * How console instances and the call-centre service (`npm run callcenter`) talk, as a cloud call centre's API
 * would: commands are HTTP POSTs to `/gateway/<method>`, events come over a socket.io websocket on
 * `EVENTS_NAMESPACE`. Both are signed with the shared CALL_CENTER_SECRET (HMAC-SHA256 of the time and what is
 * sent), so only the console reaches the call centre and a captured request is useless after `MAX_SKEW_MS`.
 */
export const EVENTS_NAMESPACE = '/gateway';
export const TIME_HEADER = 'x-cc-time';
export const SIGNATURE_HEADER = 'x-cc-signature';
/** How far the signed time may be from the receiver's clock. */
export const MAX_SKEW_MS = 60_000;

/** The gateway methods a console may call (CallCenterGateway's, minus close). */
export const METHODS = [
  'syncSeats',
  'online',
  'offline',
  'detach',
  'isOnline',
  'status',
  'setState',
  'dial',
  'answer',
  'hangup',
  'hold',
  'mute',
  'dtmf',
  'transfer',
  'finishWrapup',
  'agents',
  'ring',
] as const;
export type Method = (typeof METHODS)[number];

/** A command: the method's arguments, and the console instance sending it (its events socket's id). */
export interface CommandBody {
  console: string;
  args: unknown[];
}

/** The answer to a command: its result, or the AppError it refused with. */
export type CommandAnswer =
  | { result: unknown }
  | { error: { status: number; key: string; params: Record<string, string | number> } };

/** Call facts on the wire: dates as epoch milliseconds. */
export type WireFacts = Omit<CallFacts, 'rungAt' | 'answeredAt' | 'endedAt'> & {
  rungAt: number;
  answeredAt: number | null;
  endedAt: number | null;
};

/** A state change on the wire: its time as epoch milliseconds. */
export type WireStateChange = Omit<AgentStateChange, 'at'> & { at: number };

export type GatewayEvent =
  | { kind: 'phone'; agentId: string; name: PhoneEventName; status: SeatStatus; extra?: PhoneEventExtra }
  | { kind: 'call'; facts: WireFacts }
  | { kind: 'state'; change: WireStateChange };

/** The events socket's contract: the call centre pushes `event`; nothing goes the other way (commands are HTTP). */
export interface GatewayEvents {
  event: (e: GatewayEvent) => void;
}
export type NoEvents = Record<never, never>;
/** What the call centre keeps per events socket: the console instance it belongs to. */
export interface GatewaySocketData {
  console: string;
}

export function sign(secret: string, time: number, text: string): string {
  return createHmac('sha256', secret).update(`${time}\n${text}`).digest('base64url');
}

/** True when `signature` is this secret's for `text` at `time`, and `time` is within the allowed skew. */
export function verify(secret: string, time: unknown, signature: unknown, text: string, now = Date.now()): boolean {
  const t = Number(time);
  if (!Number.isFinite(t) || Math.abs(now - t) > MAX_SKEW_MS || typeof signature !== 'string') return false;
  const expected = Buffer.from(sign(secret, t, text), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a command's signature covers. */
export const commandText = (method: string, body: string) => `POST /gateway/${method}\n${body}`;
/** What the events socket's handshake signature covers. */
export const eventsText = (consoleId: string) => `EVENTS ${consoleId}`;

export const toWire = (f: CallFacts): WireFacts => ({
  ...f,
  rungAt: f.rungAt.getTime(),
  answeredAt: f.answeredAt?.getTime() ?? null,
  endedAt: f.endedAt?.getTime() ?? null,
});

export const fromWire = (f: WireFacts): CallFacts => ({
  ...f,
  rungAt: new Date(f.rungAt),
  answeredAt: f.answeredAt === null ? null : new Date(f.answeredAt),
  endedAt: f.endedAt === null ? null : new Date(f.endedAt),
});

export const stateToWire = (c: AgentStateChange): WireStateChange => ({ ...c, at: c.at.getTime() });
export const stateFromWire = (c: WireStateChange): AgentStateChange => ({ ...c, at: new Date(c.at) });
