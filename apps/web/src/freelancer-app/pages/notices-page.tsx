import type { Notice } from '@console/domain/schemas/chat';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmission } from '../../lib/form/submission';
import { noticeText } from '../../lib/notices/notice-texts';
import { notifySuccess } from '../../lib/notify';
import { readAllNotices, readNotice, useNoticeCache, useNotices, useUnreadNotices } from '../api/notices';
import { rowsOf } from '../api/paging';
import { formatTime } from '../components/format';
import { MobilePage } from '../components/mobile-page';
import { noticeLink } from '../components/notice-text';
import { PagedList } from '../components/paged-list';

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  const { t } = useTranslation();
  const { title, detail } = noticeText(t, notice);
  return (
    <li className="m-card m-notice" data-testid="m-notice" data-read={notice.read}>
      <button type="button" className="m-notice-button" onClick={onOpen}>
        <span className="m-notice-head">
          {!notice.read && <Badge status="error" aria-hidden />}
          <span className="m-notice-title">{title}</span>
          {!notice.read && <span className="sr-only">{t('freelancer.notices.unread')}</span>}
        </span>
        {detail && <span className="m-description">{detail}</span>}
        <span className="m-meta">{formatTime(notice.createTime)}</span>
      </button>
    </li>
  );
}

/** The freelancer's notices, newest first: opening one marks it read (and follows its link), or all at once. */
export function NoticesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useNotices();
  const unread = useUnreadNotices().data ?? 0;
  const cache = useNoticeCache();
  const readAll = useSubmission();
  const rows = rowsOf(query.data?.pages);

  const open = async (notice: Notice) => {
    const link = noticeLink(notice);
    if (!notice.read) {
      cache.markRead({ id: notice.id });
      readNotice(notice.id).then(
        (answer) => cache.markRead({ id: notice.id }, answer.unread),
        () => undefined,
      );
    }
    if (link) navigate(link);
  };

  const markAll = async () => {
    const answer = await readAll.run((request) => readAllNotices(request));
    if (answer === undefined) return;
    cache.markRead({ all: true }, answer.unread);
    notifySuccess(t('freelancer.notices.allRead'));
  };

  return (
    <MobilePage
      title={t('freelancer.notices.title')}
      extra={
        <Button type="link" disabled={unread === 0} loading={readAll.busy} onClick={markAll}>
          {t('freelancer.notices.markAllRead')}
        </Button>
      }
    >
      <PagedList query={query} rows={rows} empty={t('freelancer.notices.empty')}>
        {(list) => (
          <ul className="m-list">
            {list.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} onOpen={() => open(notice)} />
            ))}
          </ul>
        )}
      </PagedList>
    </MobilePage>
  );
}
