import { BellOutlined } from '@ant-design/icons';
import { unreadBadge } from '@console/domain/chat-preview';
import { Badge, Button, Drawer, Popover } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticePanel } from '../../../components/notices/notice-panel';
import { useNoticeUnread, useRefreshNotices } from '../../../components/notices/use-notices';
import { openRealtimeSocket, runConnection } from '../../../lib/chat/realtime-socket';
import { ensureFreshToken, getData } from '../../../lib/http/client';
import { consoleNoticeApi as api, CONSOLE_NOTICE_SCOPE as SCOPE } from '../../../lib/notices/console-notices';
import { useNarrow } from '../../../lib/use-narrow';
import '../../../lib/notices/notice-texts';

/** Live notices for staff: a notices-only socket (`notices: true`) refreshes the bell on `notice` and `noticeRead`. */
function useLiveNotices(refresh: () => void) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const socket = openRealtimeSocket({ getToken: ensureFreshToken, notices: true });
    const onEvent = () => latest.current();
    socket.on('notice', onEvent);
    socket.on('noticeRead', onEvent);
    let connectedBefore = false;
    const stop = runConnection(socket, {
      onState: (state) => {
        // Back after a drop: what came meanwhile is read again.
        if (state === 'connected' && connectedBefore) latest.current();
        if (state === 'connected') connectedBefore = true;
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
      socket.off('notice', onEvent);
      socket.off('noticeRead', onEvent);
      stop();
    };
  }, []);
}

/**
 * The staff bell in the navbar's message area: the unread count (the total of read=0), the popup list, mark one
 * or all read, open the related page.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useNoticeUnread(api, SCOPE).data ?? 0;
  const refresh = useRefreshNotices(SCOPE);
  useLiveNotices(refresh);
  const narrow = useNarrow();
  const badge = unreadBadge(unread);
  const panel = (
    <NoticePanel
      api={api}
      scope={SCOPE}
      onOpenLink={(link) => {
        setOpen(false);
        navigate(link);
      }}
    />
  );
  const trigger = (
    <Button
      type="text"
      className="navbar-notices"
      data-testid="notice-bell"
      aria-label={badge ? t('notices.bellUnread', { n: badge }) : t('notices.bell')}
      onClick={narrow ? () => setOpen(true) : undefined}
      icon={
        <Badge count={badge || undefined} size="small" offset={[2, -2]}>
          <BellOutlined />
        </Badge>
      }
    />
  );
  // On a phone the list takes the whole width in a drawer (a popup beside the bell would run off the screen).
  if (narrow)
    return (
      <>
        {trigger}
        <Drawer open={open} onClose={() => setOpen(false)} title={t('notices.title')} size="100%" placement="right">
          {panel}
        </Drawer>
      </>
    );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      title={t('notices.title')}
      content={panel}
    >
      {trigger}
    </Popover>
  );
}
