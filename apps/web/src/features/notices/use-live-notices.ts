import type { Notice } from '@console/domain/schemas/chat';
import { useEffect, useRef } from 'react';
import { ensureFreshToken, getData } from '../../lib/http/client';
import { openRealtimeSocket, runConnection } from '../../lib/realtime/realtime-socket';

/**
 * Live notices without chat: a notices-only socket (`notices: true`). `refresh` runs on `notice` and `noticeRead`
 * and on every connect: the list may have been read before the socket was up, and what came meanwhile is never
 * pushed again (the first connect included, or a notice raised in between is missing until a reload);
 * `onNotice` gets each new notice.
 */
export function useLiveNotices(refresh: () => void, onNotice?: (notice: Notice) => void) {
  const latest = useRef({ refresh, onNotice });
  latest.current = { refresh, onNotice };
  useEffect(() => {
    const socket = openRealtimeSocket({ getToken: ensureFreshToken, notices: true });
    const onNew = (notice: Notice) => {
      latest.current.refresh();
      latest.current.onNotice?.(notice);
    };
    const onRead = () => latest.current.refresh();
    socket.on('notice', onNew);
    socket.on('noticeRead', onRead);
    const stop = runConnection(socket, {
      onState: (state) => {
        if (state === 'connected') latest.current.refresh();
      },
      onUnauthorized: (retry) =>
        void ensureFreshToken().then(
          (token) => token && retry(),
          () => undefined,
        ),
      // Signed out elsewhere, frozen or forced out by an administrator: the probe's 401 sends this tab to /login
      // with the reason; a session still valid connects again.
      onServerDisconnect: () =>
        void getData('auth/user', undefined, { silent: true }).then(
          () => socket.connect(),
          () => undefined,
        ),
    });
    return () => {
      socket.off('notice', onNew);
      socket.off('noticeRead', onRead);
      stop();
    };
  }, []);
}
