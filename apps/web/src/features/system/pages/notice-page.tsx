import { PlusOutlined } from '@ant-design/icons';
import { labelOf, messageTarget, optionsOf } from '@console/domain/enums';
import { PUBLICATION_STATUSES, type PublicationRow } from '@console/domain/schemas/admin';
import { Button, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { useCancelPublication } from '../api/cancel-publication';
import { usePublications } from '../api/get-publications';
import { PublishModal } from '../components/publish-modal';
import '../i18n';
import { useConfirmAction } from '../../../lib/confirm-action';
import { actionsColumn } from '../../../lib/list/row-actions';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const STATUS_COLOURS: Record<string, string> = {
  scheduled: 'blue',
  sending: 'processing',
  sent: 'green',
  cancelled: 'default',
};

/** 系统管理 / 通知发布: notices published to B / C / R with how many were sent and read; publish or withdraw. */
export function NoticePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(usePublications);
  const cancel = useCancelPublication();
  const [open, setOpen] = useState(false);
  const canPublish = can({ all: ['system:notice:publish'] });

  const withdraw = (row: PublicationRow) =>
    confirmAction({
      content: t('system.withdrawConfirm', { title: row.title }),
      onOk: async () => {
        await cancel.mutateAsync(row.id);
        notifySuccess(t('system.withdrawn'));
      },
    });

  const columns: ListColumn<PublicationRow>[] = [
    { key: 'title', title: t('system.noticeTitle'), dataIndex: 'title', ellipsis: true, width: 200, fixed: 'left' },
    {
      key: 'content',
      title: t('system.noticeContent'),
      dataIndex: 'content',
      width: 260,
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: v }} style={{ margin: 0, maxWidth: 260 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'target',
      title: t('system.noticeTarget'),
      dataIndex: 'target',
      render: (v: string, r) =>
        `${labelOf(messageTarget, v, locale)} · ${r.recipientCount > 0 ? `${t('system.scopeChosen')} ${r.recipientCount}` : t('system.scopeAll')}`,
    },
    {
      key: 'status',
      title: t('system.status'),
      dataIndex: 'status',
      render: (v: string) => <Tag color={STATUS_COLOURS[v]}>{t(`system.publicationStatus.${v}`)}</Tag>,
    },
    { key: 'sendAt', title: t('system.sendAt'), dataIndex: 'sendAt', sorter: true, render: time },
    {
      key: 'readCount',
      title: t('system.readRate'),
      dataIndex: 'readCount',
      render: (v: number, r) => <span data-testid="publication-reads">{`${v} / ${r.sentCount}`}</span>,
    },
    {
      key: 'createdBy',
      title: t('system.createdBy'),
      dataIndex: 'createdByName',
      render: (v: string | null) => v ?? '-',
    },
    { key: 'createdAt', title: t('system.createdAt'), dataIndex: 'createdAt', sorter: true, render: time },
    ...actionsColumn<PublicationRow>(
      t('list.actions'),
      (r) => [
        {
          key: 'withdraw',
          label: t('system.withdraw'),
          danger: true,
          onClick: () => withdraw(r),
          show: r.status === 'scheduled',
        },
      ],
      canPublish,
    ),
  ];

  return (
    <div className="page system-notice-page">
      <FilterBar
        {...list.filterBar}
        extra={
          canPublish && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
              {t('system.publish')}
            </Button>
          )
        }
      >
        <KeywordFilter placeholder={t('system.keywordNotices')} />
        <SelectFilter
          name="target"
          label={t('system.noticeTarget')}
          width={130}
          options={optionsOf(messageTarget, locale)}
        />
        <SelectFilter
          name="status"
          label={t('system.status')}
          width={120}
          options={PUBLICATION_STATUSES.map((s) => ({ value: s, label: t(`system.publicationStatus.${s}`) }))}
        />
      </FilterBar>
      <ListTable<PublicationRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'title', extra: 'status', fields: ['target', 'sendAt', 'readCount', 'content', 'createdBy'] }}
      />
      <PublishModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
