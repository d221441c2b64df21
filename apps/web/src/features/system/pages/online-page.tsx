import { labelOf, userType } from '@console/domain/enums';
import type { SessionRow } from '@console/domain/schemas/admin';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { useForceSignOut } from '../api/force-sign-out';
import { useSessions } from '../api/get-sessions';
import '../i18n';
import { useConfirmAction } from '../../../lib/confirm-action';
import { actionsColumn } from '../../../lib/list/row-actions';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/** 系统管理 / 在线用户: sessions signed in now; force sign-out ends one (its tokens and its live connections). */
export function OnlinePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(useSessions);
  const force = useForceSignOut();
  const canForce = can({ all: ['system:online:forceLogout'] });

  const confirm = (row: SessionRow) =>
    confirmAction({
      content: t('system.forceConfirm', { name: row.username }),
      danger: true,
      onOk: async () => {
        await force.mutateAsync(row.id);
        notifySuccess(t('system.forced'));
      },
    });

  const columns: ListColumn<SessionRow>[] = [
    {
      key: 'username',
      title: t('system.username'),
      dataIndex: 'username',
      sorter: true,
      fixed: 'left',
      render: (v: string, r) => (
        <>
          {v} {r.current && <Tag color="blue">{t('system.currentSession')}</Tag>}
        </>
      ),
    },
    { key: 'name', title: t('system.name'), dataIndex: 'name' },
    {
      key: 'userType',
      title: t('system.userType'),
      dataIndex: 'userType',
      render: (v: string) => labelOf(userType, v, locale),
    },
    { key: 'ip', title: t('system.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
    { key: 'userAgent', title: t('system.userAgent'), dataIndex: 'userAgent', ellipsis: true, width: 240 },
    { key: 'createdAt', title: t('system.signedInAt'), dataIndex: 'createdAt', sorter: true, render: time },
    { key: 'lastSeenAt', title: t('system.lastSeenAt'), dataIndex: 'lastSeenAt', sorter: true, render: time },
    { key: 'expiresAt', title: t('system.expiresAt'), dataIndex: 'expiresAt', render: time },
    ...actionsColumn<SessionRow>(
      t('list.actions'),
      (r) => [
        { key: 'force', label: t('system.forceSignOut'), danger: true, onClick: () => confirm(r), show: !r.current },
      ],
      canForce,
    ),
  ];

  return (
    <div className="page system-online-page">
      <FilterBar {...list.filterBar} dateRange={false}>
        <KeywordFilter placeholder={t('system.keywordOnline')} />
      </FilterBar>
      <ListTable<SessionRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'username', fields: ['name', 'userType', 'ip', 'createdAt', 'lastSeenAt'] }}
      />
    </div>
  );
}
