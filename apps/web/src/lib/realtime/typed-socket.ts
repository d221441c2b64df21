import type { AckRefusal } from '@console/domain/realtime/ack';
import type { Socket } from 'socket.io-client';

/** What every client socket also hears from socket.io itself. */
export interface SocketReserved {
  connect: () => void;
  /** a refused handshake: `err.message` the reason, `err.data` its `{ code, msg }` */
  connect_error: (err: Error & { data?: AckRefusal }) => void;
  disconnect: (reason: string) => void;
}

/**
 * A client socket of one contract (packages/domain/src/realtime): it listens to `Listen` (server → client) and
 * emits `Emit` (client → server). socket.io-client's typed `Socket` is one; the tests' fakes are others. An event
 * or a payload outside the contract does not compile.
 */
export interface TypedSocket<Listen, Emit> {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on<E extends keyof (Listen & SocketReserved)>(event: E, listener: (Listen & SocketReserved)[E]): unknown;
  off<E extends keyof (Listen & SocketReserved)>(event: E, listener?: (Listen & SocketReserved)[E]): unknown;
  emit<E extends keyof Emit>(event: E, ...args: Emit[E] extends (...args: infer A) => void ? A : never): unknown;
}

/**
 * socket.io-client's typed `Socket` as a TypedSocket of the same contract. Its `on` is declared over socket.io's own
 * conditional listener types, which TypeScript cannot relate to the ones above although they name the same events
 * and payloads: the one cast of the contract is here.
 */
export function typedSocket<Listen, Emit>(socket: Socket<Listen & object, Emit & object>): TypedSocket<Listen, Emit> {
  return socket as unknown as TypedSocket<Listen, Emit>;
}
