import type { ChatClientToServer, ChatServerToClient } from '@console/domain/realtime/chat-events';
import type { ChatHandshakeAuth } from '@console/domain/schemas/chat';
import { io, type Socket } from 'socket.io-client';
import { type TypedSocket, typedSocket } from './typed-socket';

/** The chat and notice socket (docs/realtime.md) the chat store and the notice bell use (a fake in tests). */
export type RealtimeSocket = TypedSocket<ChatServerToClient, ChatClientToServer>;

export interface RealtimeSocketOptions {
  /** The current access token, read again on every (re)connect (docs/realtime.md: the current token on reconnect). */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Staff without chat connect for notices only. */
  notices?: boolean;
  /** Defaults to this page's origin (the console's own port). */
  url?: string;
}

export type RealtimeSocketFactory = (options: RealtimeSocketOptions) => RealtimeSocket;

/** docs/realtime.md: path /socket.io/, websocket transport only, manual connect, `auth: { token }`. */
export const openRealtimeSocket: RealtimeSocketFactory = ({ getToken, notices, url }) => {
  const socket: Socket<ChatServerToClient, ChatClientToServer> = io(url ?? window.location.origin, {
    path: '/socket.io/',
    transports: ['websocket'],
    autoConnect: false,
    auth: (cb: (data: ChatHandshakeAuth) => void) => {
      void Promise.resolve(getToken()).then(
        (token) => cb(notices ? { token: token ?? '', notices: true } : { token: token ?? '' }),
        () => cb({ token: '' }),
      );
    },
  });
  return typedSocket(socket);
};

/** A connection state the user sees: connected, reconnecting (after a drop or while first connecting), offline. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface ConnectionHooks {
  onState: (state: ConnectionState) => void;
  /** The token was refused: the caller refreshes it (or signs out); `retry` connects again with the current one. */
  onUnauthorized?: (retry: () => void) => void;
  /** The server ended the session (sign-out, freeze, password change elsewhere). */
  onServerDisconnect?: () => void;
}

/**
 * Drives a socket's life: connects, follows the browser's online/offline events (going offline drops the socket
 * at once so nothing is sent into a dead connection), and reports the state. Returns the stop function.
 */
export function runConnection(socket: TypedSocket<unknown, unknown>, hooks: ConnectionHooks): () => void {
  let stopped = false;
  let retriedAuth = false;
  const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
  const onConnect = () => {
    retriedAuth = false;
    hooks.onState('connected');
  };
  const onDisconnect = (reason: string) => {
    if (stopped) return;
    if (reason === 'io server disconnect') {
      hooks.onState('offline');
      hooks.onServerDisconnect?.();
      return;
    }
    hooks.onState(online() && reason !== 'io client disconnect' ? 'reconnecting' : 'offline');
  };
  const onConnectError = (err: Error) => {
    if (stopped) return;
    if (err.message === 'unauthorized' && !retriedAuth && hooks.onUnauthorized) {
      retriedAuth = true;
      hooks.onState('reconnecting');
      hooks.onUnauthorized(() => {
        if (!stopped && online()) socket.connect();
      });
      return;
    }
    // A refused handshake (unauthorized again, noChat, forbidden) is not retried by socket.io: the channel is off.
    if (err.message === 'unauthorized' || err.message === 'noChat' || err.message === 'forbidden')
      hooks.onState('offline');
    else hooks.onState(online() ? 'reconnecting' : 'offline');
  };
  const goOffline = () => {
    hooks.onState('offline');
    socket.disconnect();
  };
  const goOnline = () => {
    if (stopped) return;
    hooks.onState('reconnecting');
    socket.connect();
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  if (typeof window !== 'undefined') {
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
  }
  if (online()) {
    hooks.onState('connecting');
    socket.connect();
  } else hooks.onState('offline');
  return () => {
    stopped = true;
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    }
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socket.disconnect();
  };
}
