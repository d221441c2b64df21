import { FEEDBACK_PENDING, feedbackStatus, feedbackType, labelOf, optionsOf } from '@console/domain/enums';
import { maskName } from '@console/domain/masking';
import type { FeedbackRow } from '@console/domain/schemas/feedback';
import { Badge, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseFilter } from '../../../../components/client/enterprise-select';
import { ExportButton } from '../../../../components/export-button';
import { FeedbackStatusTag } from '../../../../components/feedback-status-tag';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import type { ListState } from '../../../../lib/list/list-state';
import { ListTable } from '../../../../lib/list/list-table';
import { actionsColumn } from '../../../../lib/list/row-actions';
import { useListQuery } from '../../../../lib/list/use-list-page';
import { usePermission } from '../../../../lib/permissions';
import { useFeedbackList } from '../api/get-feedback-list';
import { FeedbackImages } from './feedback-images';
import { ReplyDrawer } from './reply-drawer';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/**
 * Feedback as a list: staff see everyone's with who sent it and reply in a drawer; an enterprise user sees
 * their own with the support's reply.
 */
export function FeedbackTable({
  staff,
  state,
  onStateChange,
}: {
  staff: boolean;
  state: ListState;
  onStateChange: (next: ListState) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const can = usePermission();
  const canReply = staff && can({ any: ['client:feedback:reply'] });
  const list = useListQuery(useFeedbackList, state, onStateChange);
  const [replying, setReplying] = useState<FeedbackRow | null>(null);

  // Time, type, description and status first: they show at 1280 px and up with the sidebar open.
  const columns: ListColumn<FeedbackRow>[] = [
    { title: t('helpCentre.addTime'), dataIndex: 'addTime', key: 'createdAt', sorter: true, render: time, width: 150 },
    {
      title: t('helpCentre.feedType'),
      dataIndex: 'feedType',
      key: 'feedType',
      render: (v: string) => labelOf(feedbackType, v, lang),
    },
    {
      title: t('helpCentre.feedDesc'),
      dataIndex: 'feedDesc',
      key: 'feedDesc',
      width: 280,
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 280 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('helpCentre.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: staff,
      render: (v: string, r) => (
        <Badge dot={!staff && r.hasRead === '0'} title={t('helpCentre.unread')}>
          <FeedbackStatusTag status={v} data-testid="feedback-status" />
        </Badge>
      ),
    },
    ...(staff
      ? ([
          {
            title: t('helpCentre.user'),
            key: 'user',
            render: (_, r) => `${r.username} (${maskName(r.userName)})`,
          },
          {
            title: t('helpCentre.enterprise'),
            dataIndex: 'enterpriseName',
            key: 'enterprise',
            render: (v: string | null) => v || '-',
          },
        ] satisfies ListColumn<FeedbackRow>[])
      : []),
    {
      title: t('helpCentre.images'),
      dataIndex: 'urls',
      key: 'urls',
      render: (v: string) => <FeedbackImages urls={v} />,
    },
    {
      title: t('helpCentre.reply'),
      dataIndex: 'resultOut',
      key: 'resultOut',
      width: 260,
      render: (v: string | null, r) =>
        r.status !== FEEDBACK_PENDING && v ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 260 }}>
            {v}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('helpCentre.noReply')}</Typography.Text>
        ),
    },
    ...(staff
      ? ([
          { title: t('helpCentre.repliedBy'), dataIndex: 'repliedByName', key: 'repliedBy', render: (v) => v ?? '-' },
          { title: t('helpCentre.replyTime'), dataIndex: 'replyTime', key: 'repliedAt', sorter: true, render: time },
        ] satisfies ListColumn<FeedbackRow>[])
      : [{ title: t('helpCentre.replyTime'), dataIndex: 'replyTime', key: 'repliedAt', render: time }]),
    ...actionsColumn<FeedbackRow>(
      t('list.actions'),
      (r) => [
        { key: 'reply', label: t('helpCentre.replyAction'), onClick: () => setReplying(r), testId: 'reply-open' },
      ],
      canReply,
    ),
  ];

  return (
    <>
      <FilterBar
        {...list.filterBar}
        extra={<ExportButton kind="feedback" permission="client:feedback:list" filters={state.filters} />}
      >
        <KeywordFilter placeholder={t('helpCentre.keywordPlaceholder')} />
        <SelectFilter
          name="feedType"
          label={t('helpCentre.feedType')}
          width={150}
          placeholder={t('helpCentre.feedTypePlaceholder')}
          options={optionsOf(feedbackType, lang)}
        />
        <SelectFilter
          name="status"
          label={t('helpCentre.status')}
          width={150}
          placeholder={t('helpCentre.statusPlaceholder')}
          options={optionsOf(feedbackStatus, lang)}
        />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<FeedbackRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'feedType',
          extra: 'status',
          fields: ['feedDesc', 'user', 'enterprise', 'createdAt', 'resultOut', 'repliedAt', 'urls'],
        }}
      />
      <ReplyDrawer row={replying} onClose={() => setReplying(null)} />
    </>
  );
}
