import {
  WALLBOARD_NAMESPACE,
  type WallboardClientToServer,
  type WallboardHandshakeAuth,
  type WallboardServerToClient,
} from '@console/domain/realtime/wallboard-events';
import { io, type Socket } from 'socket.io-client';
import { type TypedSocket, typedSocket } from './typed-socket';

/** The supervisor's wallboard socket (docs/softphone.md), a fake in tests. */
export type WallboardSocket = TypedSocket<WallboardServerToClient, WallboardClientToServer>;

/**
 * The wallboard's socket: namespace /wallboard on the console's port, path /socket.io/, websocket only, manual
 * connect, the current access token on every (re)connect.
 */
export function openWallboardSocket(getToken: () => Promise<string | null>): WallboardSocket {
  const socket: Socket<WallboardServerToClient, WallboardClientToServer> = io(
    `${window.location.origin}${WALLBOARD_NAMESPACE}`,
    {
      path: '/socket.io/',
      transports: ['websocket'],
      autoConnect: false,
      forceNew: true,
      auth: (cb: (data: WallboardHandshakeAuth) => void) => {
        getToken().then(
          (token) => cb({ token: token ?? '' }),
          () => cb({ token: '' }),
        );
      },
    },
  );
  return typedSocket(socket);
}
