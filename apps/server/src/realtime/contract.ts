import type { Locale } from '@console/domain/locale';
import type { AckRefusal } from '@console/domain/realtime/ack';
import type { ChatClientToServer, ChatServerToClient } from '@console/domain/realtime/chat-events';
import type { InterServerEvents } from '@console/domain/realtime/inter-server';
import type { PhoneConnectRefusal } from '@console/domain/realtime/phone-events';
import type { WallboardConnectRefusal } from '@console/domain/realtime/wallboard-events';
import type { ChatConnectRefusal } from '@console/domain/schemas/chat';
import type { Namespace, Server, Socket } from 'socket.io';
import type { FreelancerPrincipal, Principal } from '../http/principal.js';

/**
 * The server's side of the typed real-time contract (packages/domain/src/realtime): every server, namespace and
 * socket is one of these, so an event name or a payload field outside the contract does not compile.
 */

/** socket.io's constraint on an event map (its own type is not exported). */
// biome-ignore lint/suspicious/noExplicitAny: socket.io's EventsMap is `{ [event: string]: any }`
type EventsMap = { [event: string]: any };

/** Who a root-namespace socket belongs to, settled once at the handshake. */
export type SocketOwner =
  | { kind: 'user'; principal: Principal; locale: Locale }
  | { kind: 'freelancer'; freelancer: FreelancerPrincipal; tokenHash: string; locale: Locale };

/**
 * What a root-namespace socket carries. A module that adds its own part declares it by merging into this interface
 * (modules/chat/socket.ts adds the chat identity), as modules add their decorations to FastifyInstance.
 */
export interface RootSocketData {
  owner: SocketOwner;
}

/** The socket.io server: its root namespace is the chat and notice channel. */
export type RealtimeServer = Server<ChatClientToServer, ChatServerToClient, InterServerEvents, RootSocketData>;
export type RootSocket = Socket<ChatClientToServer, ChatServerToClient, InterServerEvents, RootSocketData>;

/** A namespace with a contract of its own (the phone's), and its sockets. */
export type NamespaceOf<Listen extends EventsMap, Emit extends EventsMap, Data> = Namespace<
  Listen,
  Emit,
  InterServerEvents,
  Data
>;
export type SocketOf<Listen extends EventsMap, Emit extends EventsMap, Data> = Socket<
  Listen,
  Emit,
  InterServerEvents,
  Data
>;

/** socket.io types every namespace with the root's maps: a namespace with its own contract is named here, once. */
export function namespaceOf<Listen extends EventsMap, Emit extends EventsMap, Data>(
  io: RealtimeServer,
  name: string,
): NamespaceOf<Listen, Emit, Data> {
  return io.of(name) as unknown as NamespaceOf<Listen, Emit, Data>;
}

/** A handshake's refusal: `err.message` the reason, `err.data` the `{ code, msg }` of a refused acknowledgement. */
export function refusal(
  reason: ChatConnectRefusal | PhoneConnectRefusal | WallboardConnectRefusal,
  code: number,
  msg: string,
): Error {
  const err = new Error(reason) as Error & { data: AckRefusal };
  err.data = { code, msg };
  return err;
}
