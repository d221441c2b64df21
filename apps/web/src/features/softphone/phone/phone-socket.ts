import { PHONE_NAMESPACE } from '@console/domain/schemas/softphone';
import { io, type Socket } from 'socket.io-client';
import type { RealtimeSocket } from '../../../lib/chat/realtime-socket';

/** The socket surface the phone uses (a fake in tests): the same as the chat's. */
export type PhoneSocket = RealtimeSocket;

/** docs/softphone.md: the handshake's auth, asked again on every (re)connect (the agent token lives minutes). */
export interface PhoneAuth {
  token: string;
  takeover?: boolean;
}

export type PhoneSocketFactory = (auth: () => Promise<PhoneAuth>) => PhoneSocket;

/**
 * The phone client's socket: namespace /phone on the console's port, path /socket.io/, websocket only, manual
 * connect, its own connection (not multiplexed with the chat's, so either can go without the other).
 */
export const openPhoneSocket: PhoneSocketFactory = (auth) =>
  io(`${window.location.origin}${PHONE_NAMESPACE}`, {
    path: '/socket.io/',
    transports: ['websocket'],
    autoConnect: false,
    forceNew: true,
    auth: (cb: (data: PhoneAuth) => void) => {
      auth().then(cb, () => cb({ token: '' }));
    },
  }) as Socket as PhoneSocket;

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

interface Ack<T> {
  code: number | string;
  data?: T;
  msg?: string;
}

/** Sends a command with its acknowledgement (docs/softphone.md: `{ code: 200, data }` or `{ code, msg }`). */
export function command<T>(socket: PhoneSocket, name: string, payload?: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PhoneCommandError('', null)), COMMAND_TIMEOUT_MS);
    const ack = (answer: Ack<T> | undefined) => {
      clearTimeout(timer);
      if (answer && String(answer.code) === '200') resolve(answer.data as T);
      else reject(new PhoneCommandError(answer?.msg ?? '', Number(answer?.code) || null));
    };
    if (payload === undefined) socket.emit(name, ack);
    else socket.emit(name, payload, ack);
  });
}
