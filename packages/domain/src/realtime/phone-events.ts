import type {
  AgentStateOption,
  CallbackCommand,
  CallbackOffer,
  CallbackWithdrawn,
  CallIdCommand,
  DialAnswer,
  DialCommand,
  DtmfCommand,
  ForcedOffline,
  PhoneEvent,
  PhoneEventName,
  SeatStatus,
  SetStateCommand,
  ToggleCommand,
  TransferCommand,
  TransferTarget,
  WrapupCommand,
} from '../schemas/softphone.js';
import type { AckCallback } from './ack.js';

/**
 * The phone client's channel: the socket.io namespace `PHONE_NAMESPACE` (`/phone`) on the console's port
 * (docs/softphone.md). These maps type the server's namespace and the softphone's `Socket`.
 */

/**
 * The handshake's `auth`: the agent token, `takeover` to take the seat's phone from another tab, and `resume` when a
 * reloaded page brings its seat back by itself (an agent the call centre no longer knows, after a restart, comes back
 * in the state they last chose rather than idle).
 */
export interface PhoneHandshakeAuth {
  token: string;
  takeover?: boolean;
  resume?: boolean;
}

/** Handshake refusal reasons (`connect_error` err.message), with `{ code, msg }` as err.data. */
export type PhoneConnectRefusal = 'unauthorized' | 'seatInUse';

/**
 * Server → client: the seven phone events (each with the seat status), `takenOver` before a drop, and
 * `forcedOffline` before a supervisor's drop (added later: older clients ignore it and see the drop);
 * `callbackOffered` / `callbackWithdrawn`: a missed call's callback offered to this agent, and taken back (added
 * later: a client that does not know them never accepts, and the offer times out to another agent).
 */
export type PhoneServerToClient = { [E in PhoneEventName]: (event: PhoneEvent) => void } & {
  takenOver: () => void;
  forcedOffline: (event: ForcedOffline) => void;
  callbackOffered: (offer: CallbackOffer) => void;
  callbackWithdrawn: (event: CallbackWithdrawn) => void;
};

/** Client → server: the commands, each answered through its acknowledgement. */
export interface PhoneClientToServer {
  /** also emits `agentStateFetched` */
  getState: (ack: AckCallback<SeatStatus>) => void;
  /** the state picker's options */
  states: (ack: AckCallback<AgentStateOption[]>) => void;
  setState: (body: SetStateCommand, ack: AckCallback<SeatStatus>) => void;
  dial: (body: DialCommand, ack: AckCallback<DialAnswer>) => void;
  answer: (body: CallIdCommand, ack: AckCallback<null>) => void;
  hangup: (body: CallIdCommand, ack: AckCallback<null>) => void;
  hold: (body: ToggleCommand, ack: AckCallback<null>) => void;
  mute: (body: ToggleCommand, ack: AckCallback<null>) => void;
  dtmf: (body: DtmfCommand, ack: AckCallback<null>) => void;
  transfer: (body: TransferCommand, ack: AckCallback<null>) => void;
  transferTargets: (ack: AckCallback<TransferTarget[]>) => void;
  wrapup: (body: WrapupCommand, ack: AckCallback<null>) => void;
  /** accepts the callback offered to this agent: the call is placed (by business id when it has one) */
  acceptCallback: (body: CallbackCommand, ack: AckCallback<DialAnswer>) => void;
  /** passes it on to another agent */
  declineCallback: (body: CallbackCommand, ack: AckCallback<null>) => void;
}

/** A phone command's name. */
export type PhoneCommand = keyof PhoneClientToServer;
