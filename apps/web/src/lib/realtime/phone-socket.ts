import { type Ack, type AckData, isAckOk, type PayloadOf } from '@console/domain/realtime/ack';
import type {
  PhoneClientToServer,
  PhoneCommand,
  PhoneHandshakeAuth,
  PhoneServerToClient,
} from '@console/domain/realtime/phone-events';
import { PHONE_NAMESPACE } from '@console/domain/schemas/softphone';
import { io, type Socket } from 'socket.io-client';
import { type TypedSocket, typedSocket } from './typed-socket';

/** The phone client's socket (docs/softphone.md), a fake in tests. */
export type PhoneSocket = TypedSocket<PhoneServerToClient, PhoneClientToServer>;

/** The handshake's auth, asked again on every (re)connect (the agent token lives minutes). */
export type PhoneSocketFactory = (auth: () => Promise<PhoneHandshakeAuth>) => PhoneSocket;

/**
 * The phone client's socket: namespace /phone on the console's port, path /socket.io/, websocket only, manual
 * connect, its own connection (not multiplexed with the chat's, so either can go without the other).
 */
export const openPhoneSocket: PhoneSocketFactory = (auth) => {
  const socket: Socket<PhoneServerToClient, PhoneClientToServer> = io(`${window.location.origin}${PHONE_NAMESPACE}`, {
    path: '/socket.io/',
    transports: ['websocket'],
    autoConnect: false,
    forceNew: true,
    auth: (cb: (data: PhoneHandshakeAuth) => void) => {
      auth().then(cb, () => cb({ token: '' }));
    },
  });
  return typedSocket(socket);
};

/** A command the server refused (`{ code, msg }`), or no answer in time (code null). */
export class PhoneCommandError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'PhoneCommandError';
  }
}

export const COMMAND_TIMEOUT_MS = 10_000;

/** Sends a command and resolves with its acknowledgement's data; rejects on a refusal or no answer in time. */
export function command<E extends PhoneCommand>(
  socket: PhoneSocket,
  name: E,
  ...payload: PayloadOf<PhoneClientToServer[E]>
): Promise<AckData<PhoneClientToServer[E]>> {
  type Data = AckData<PhoneClientToServer[E]>;
  return new Promise<Data>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PhoneCommandError('', null)), COMMAND_TIMEOUT_MS);
    const ack = (answer: Ack<Data> | undefined) => {
      clearTimeout(timer);
      if (isAckOk(answer)) resolve(answer.data);
      else reject(new PhoneCommandError(answer?.msg ?? '', Number(answer?.code) || null));
    };
    // The payload and its command were checked together by the signature above; socket.io takes them as a list.
    const emit = socket.emit as (event: E, ...args: unknown[]) => unknown;
    emit.call(socket, name, ...payload, ack);
  });
}
