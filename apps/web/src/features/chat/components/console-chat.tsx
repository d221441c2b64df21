import { USER_TYPE } from '@console/domain/enums';
import type { Notice } from '@console/domain/schemas/chat';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRefreshNotices } from '../../../components/notices/use-notices';
import { unreadTotal } from '../../../lib/chat/chat-messages';
import { type ChatStore, createChatStore } from '../../../lib/chat/chat-store';
import { clearOutbox } from '../../../lib/chat/outbox';
import { ensureFreshToken, getData } from '../../../lib/http/client';
import { CONSOLE_NOTICE_SCOPE as NOTICE_SCOPE } from '../../../lib/notices/console-notices';
import { noticeText } from '../../../lib/notices/notice-texts';
import { onSessionCleared, useSession } from '../../../lib/session';
import { consoleChatApi } from '../api/console-chat-api';
import { ChatButton } from './chat-button';
import { ChatDialog } from './chat-dialog';
import '../i18n';
import './chat-dialog.css';

/** Asks the server who we are: a revoked session answers 401 and the http client signs out. */
const probeSession = () => getData('auth/user', undefined, { silent: true });

function ConsoleChatFor({ socketId }: { socketId: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const refreshNotices = useRefreshNotices(NOTICE_SCOPE);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The socket's callbacks read the latest of these (they are made once with the store).
  const latest = useRef({ t, notification, navigate, refreshNotices });
  latest.current = { t, notification, navigate, refreshNotices };

  // Signing out (or a 401) clears everything the session left, unsent messages included: the next person at this
  // browser does not find them, and nothing goes out later in this user's name.
  useEffect(() => onSessionCleared(() => clearOutbox(socketId)), [socketId]);

  const [store] = useState<ChatStore>(() =>
    createChatStore({
      selfId: socketId,
      role: 'B',
      roleType: 'PC',
      getToken: ensureFreshToken,
      api: consoleChatApi,
      onNotice: (notice: Notice) => {
        const { t: tr, notification: n, navigate: go, refreshNotices: refresh } = latest.current;
        refresh();
        const { title, detail } = noticeText(tr, notice);
        n.info({
          key: `notice-${notice.id}`,
          title,
          description: detail || undefined,
          onClick: notice.link ? () => go(notice.link ?? '/') : undefined,
        });
      },
      onNoticeRead: () => latest.current.refreshNotices(),
      onUnauthorized: (retry) => {
        void ensureFreshToken().then(
          (token) => token && retry(),
          () => undefined,
        );
      },
      onServerDisconnect: () => {
        // Signed out, frozen or a new password elsewhere: the probe's 401 signs this tab out too.
        void probeSession().then(
          () => {
            store.getState().stop();
            store.getState().start();
          },
          () => undefined,
        );
      },
    }),
  );

  useEffect(() => {
    store.getState().start();
    // Notices raised while the socket was away are not pushed again: the list and its count are read again.
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.connection === 'connected' && prev.connection !== 'connected') latest.current.refreshNotices();
    });
    return () => {
      unsubscribe();
      store.getState().stop();
    };
  }, [store]);

  const unread = store((s) => unreadTotal(s.friends));
  return (
    <>
      <ChatButton
        unread={unread}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened && <ChatDialog store={store} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Real-time chat for enterprise users (02) with a socketId (spec sections 1 and 6); nothing for anyone else. */
export function ConsoleChat() {
  const user = useSession((s) => s.user);
  const socketId = user?.userType === USER_TYPE.enterprise ? user.socketId : null;
  if (!socketId) return null;
  return <ConsoleChatFor key={socketId} socketId={socketId} />;
}
