import { FEEDBACK_PENDING, feedbackType, labelOf } from '@console/domain/enums';
import type { FeedbackHistoryItem } from '@console/domain/schemas/feedback';
import { Badge, Button, Drawer, Empty, Image, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackStatusTag } from '../../../components/feedback-status-tag';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { isFinished, useHistory } from '../api/get-history';
import { FEEDBACK_DRAWER_WIDTH } from './feedback-drawer-width';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '');

function HistoryItem({ item }: { item: FeedbackHistoryItem }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const images = item.urls.split(',').filter(Boolean);
  return (
    <li className="feedback-item" data-testid="feedback-item" data-unread={item.hasRead === '0' ? 'true' : 'false'}>
      <div className="feedback-item-head">
        <Badge dot={item.hasRead === '0'} offset={[4, 0]} title={t('feedback.unread')}>
          <Tag bordered={false}>{labelOf(feedbackType, item.feedType, lang)}</Tag>
        </Badge>
        <FeedbackStatusTag status={item.status} />
        <span className="feedback-item-time">{time(item.addTime)}</span>
      </div>
      <div className="feedback-item-desc">{item.feedDesc}</div>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <div className="feedback-item-images">
            {images.map((url, i) => (
              <Image
                key={url}
                src={url}
                alt={`${t('feedback.images')} ${i + 1}`}
                width={64}
                height={64}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {item.status !== FEEDBACK_PENDING && item.resultOut && (
        <div className="feedback-item-reply" data-testid="feedback-reply">
          <div className="feedback-item-reply-label">
            {t('feedback.reply')}
            {item.replyTime && <span className="feedback-item-time">{time(item.replyTime)}</span>}
          </div>
          <div>{item.resultOut}</div>
        </div>
      )}
    </li>
  );
}

/** The history and service progress: 20 a page, more on scroll or the button, finished at the total. */
export function FeedbackHistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const width = useDrawerWidth(FEEDBACK_DRAWER_WIDTH);
  const userId = useSession((s) => s.user?.userId ?? 0);
  const history = useHistory(userId, open && userId > 0);
  const pages = history.data?.pages ?? [];
  const items = pages.flatMap((p) => p.rows);
  const finished = pages.length > 0 && isFinished(pages);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!open || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Drawer
      title={t('feedback.historyTitle')}
      open={open}
      onClose={onClose}
      size={width}
      destroyOnHidden
      className="feedback-history-drawer"
    >
      {history.isPending && open ? (
        <Spin className="feedback-history-spin" />
      ) : items.length === 0 ? (
        <Empty description={t('feedback.empty')} />
      ) : (
        <ul className="feedback-history">
          {items.map((item) => (
            <HistoryItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className="feedback-history-end">
        {finished && items.length > 0 ? (
          <span data-testid="feedback-finished">{t('feedback.finished')}</span>
        ) : hasNextPage ? (
          <Button type="link" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {t('feedback.loadMore')}
          </Button>
        ) : null}
      </div>
    </Drawer>
  );
}
