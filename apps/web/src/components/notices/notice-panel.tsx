import { CheckOutlined, RightOutlined } from '@ant-design/icons';
import type { Notice } from '@console/domain/schemas/chat';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeApi } from '../../lib/notices/notice-api';
import { noticeText } from '../../lib/notices/notice-texts';
import { notifyWarning } from '../../lib/notify';
import { chatTimeLabel } from '../chat/time-label';
import { useNow } from '../chat/use-now';
import { useMarkNoticeRead, useNoticeList, useNoticeUnread } from './use-notices';
import './notices.css';

function NoticeRow({
  notice,
  now,
  onRead,
  reading,
  onOpenLink,
  picked,
  onPick,
}: {
  notice: Notice;
  now: number;
  onRead: (id: number | string) => void;
  reading: boolean;
  onOpenLink: (link: string) => void;
  picked: boolean;
  onPick: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const { title, detail } = noticeText(t, notice);
  return (
    <li className={`notice-row${notice.read ? '' : ' unread'}`} data-notice-id={notice.id}>
      {!notice.read && (
        <Checkbox
          className="notice-row-pick"
          checked={picked}
          aria-label={`${t('notices.pick')}: ${title}`}
          onChange={(e) => onPick(e.target.checked)}
        />
      )}
      <div className="notice-row-main">
        <div className="notice-row-title">{title}</div>
        {detail && <div className="notice-row-detail">{detail}</div>}
        <div className="notice-row-time">{chatTimeLabel(t, notice.createTime, now)}</div>
      </div>
      <div className="notice-row-actions">
        {notice.link && (
          <Button
            size="small"
            type="link"
            icon={<RightOutlined />}
            iconPlacement="end"
            onClick={() => {
              if (!notice.read) onRead(notice.id);
              onOpenLink(notice.link ?? '');
            }}
          >
            {t('notices.open')}
          </Button>
        )}
        {!notice.read && (
          <Button
            size="small"
            type="text"
            icon={<CheckOutlined />}
            disabled={reading}
            aria-label={`${t('notices.markRead')}: ${title}`}
            onClick={() => onRead(notice.id)}
          >
            {t('notices.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The notice list of one side: unread or all, mark one or all read, open the related page. `scope` names its
 * queries (the bell and its count share them).
 */
export function NoticePanel({
  api,
  scope,
  onOpenLink,
}: {
  api: NoticeApi;
  scope: QueryKey;
  onOpenLink: (link: string) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const [filter, setFilter] = useState<'unread' | 'all'>('unread');
  const list = useNoticeList(api, scope, filter, true);
  const { one, all, some } = useMarkNoticeRead(api, scope);
  const [picked, setPicked] = useState<ReadonlySet<number | string>>(new Set());
  const readPicked = async () => {
    const result = await some.mutateAsync([...picked]);
    setPicked(new Set());
    // Rare (a notice deleted meanwhile): say which were not marked and why.
    if (result.refused.length > 0) notifyWarning(result.refused.map((r) => r.reason).join('；'));
  };
  const unread = useNoticeUnread(api, scope).data ?? 0;
  const rows = list.data?.rows ?? [];
  return (
    <div className="notice-panel">
      <div className="notice-panel-head">
        <Segmented
          size="small"
          value={filter}
          onChange={(v) => setFilter(v as 'unread' | 'all')}
          options={[
            { value: 'unread', label: t('notices.unread') },
            { value: 'all', label: t('notices.all') },
          ]}
        />
        {picked.size > 0 && (
          <Button
            size="small"
            type="link"
            loading={some.isPending}
            onClick={readPicked}
            data-testid="notice-read-picked"
          >
            {t('notices.markPickedRead', { n: picked.size })}
          </Button>
        )}
        {/* nothing unread: nothing to mark */}
        <Button size="small" type="link" disabled={all.isPending || unread === 0} onClick={() => all.mutate()}>
          {t('notices.markAllRead')}
        </Button>
      </div>
      {list.isLoading ? (
        <div className="notice-panel-loading">
          <Spin />
        </div>
      ) : rows.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(filter === 'unread' ? 'notices.emptyUnread' : 'notices.empty')}
        />
      ) : (
        <ul className="notice-list">
          {rows.map((n) => (
            <NoticeRow
              key={n.id}
              notice={n}
              now={now}
              reading={one.isPending && one.variables === n.id}
              onRead={(id) => one.mutate(id)}
              onOpenLink={onOpenLink}
              picked={picked.has(n.id)}
              onPick={(on) =>
                setPicked((before) => {
                  const next = new Set(before);
                  if (on) next.add(n.id);
                  else next.delete(n.id);
                  return next;
                })
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
