import { BellOutlined } from '@ant-design/icons';
import { unreadBadge } from '@console/domain/chat-preview';
import { Badge, Button, Drawer, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticePanel } from '../../../components/notices/notice-panel';
import { useNoticeUnread, useRefreshNotices } from '../../../components/notices/use-notices';
import { consoleNoticeApi as api, CONSOLE_NOTICE_SCOPE as SCOPE } from '../../../lib/notices/console-notices';
import { useNarrow } from '../../../lib/use-narrow';
import '../../../lib/notices/notice-texts';
import { useLiveNotices } from '../use-live-notices';

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
