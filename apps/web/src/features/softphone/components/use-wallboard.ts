import type { Wallboard } from '@console/domain/schemas/softphone';
import { useEffect, useState } from 'react';
import { ensureFreshToken } from '../../../lib/http/client';
import { type ConnectionState, runConnection } from '../../../lib/realtime/realtime-socket';
import { openWallboardSocket, type WallboardSocket } from '../../../lib/realtime/wallboard-socket';

export interface LiveWallboard {
  board: Wallboard | null;
  /** server ms minus this browser's ms when the board came (time in state is counted on the server's clock) */
  skew: number;
  connection: ConnectionState;
}

const openConsoleWallboard = () => openWallboardSocket(ensureFreshToken);

/**
 * The call centre's board, live: pushed over the /wallboard socket on every change (no polling); a dropped socket
 * reconnects by itself and the first push after it brings the board up to date.
 */
export function useWallboard(open: () => WallboardSocket = openConsoleWallboard) {
  const [live, setLive] = useState<LiveWallboard>({ board: null, skew: 0, connection: 'connecting' });
  useEffect(() => {
    const socket = open();
    const onBoard = (board: Wallboard) => setLive((l) => ({ ...l, board, skew: board.at - Date.now() }));
    socket.on('wallboard', onBoard);
    const stop = runConnection(socket, {
      onState: (connection) => setLive((l) => ({ ...l, connection })),
      onUnauthorized: (retry) =>
        void ensureFreshToken().then(
          (token) => token && retry(),
          () => undefined,
        ),
    });
    return () => {
      socket.off('wallboard', onBoard);
      stop();
    };
  }, [open]);
  return live;
}
