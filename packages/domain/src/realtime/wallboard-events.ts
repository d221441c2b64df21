import type { Wallboard } from '../schemas/softphone.js';
import type { AckCallback } from './ack.js';

/**
 * The supervisor's wallboard: the socket.io namespace `WALLBOARD_NAMESPACE` (`/wallboard`) on the console's port
 * (docs/softphone.md). The handshake takes the console access token (`auth: { token }`) of a holder of
 * `telManage:monitor` who belongs to a call centre; the board of that call centre is pushed on every change.
 */
export const WALLBOARD_NAMESPACE = '/wallboard';

export interface WallboardHandshakeAuth {
  token: string;
}

/** Handshake refusal reasons (`connect_error` err.message), with `{ code, msg }` as err.data. */
export type WallboardConnectRefusal = 'unauthorized' | 'forbidden';

/**
 * Server → client: the whole board, on connect and after every agent state change, call change or change of the
 * callbacks waiting (queued, accepted, passed on, expired), coalesced.
 */
export interface WallboardServerToClient {
  wallboard: (board: Wallboard) => void;
}

/** Client → server: the board now (after a reconnect the push brings it too). */
export interface WallboardClientToServer {
  snapshot: (ack: AckCallback<Wallboard>) => void;
}
