import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRefreshNotices } from '../../../components/notices/use-notices';
import { CONSOLE_NOTICE_SCOPE } from '../../../lib/notices/console-notices';
import { noticeText } from '../../../lib/notices/notice-texts';
import { useLiveNotices } from '../use-live-notices';

/**
 * Enterprise users without chat (no socketId) have no message area (the navbar's is hidden for them, as
 * docs/spec-decisions.md reads the spec) and no chat dialog: their notices pop up as they come, and the personal
 * centre lists them.
 */
export function NoticeToasts() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefreshNotices(CONSOLE_NOTICE_SCOPE);
  useLiveNotices(refresh, (notice) => {
    const { title, detail } = noticeText(t, notice);
    notification.info({
      key: `notice-${notice.id}`,
      title,
      description: detail || undefined,
      onClick: notice.link ? () => navigate(notice.link ?? '/') : undefined,
    });
  });
  return null;
}
