import { LOGIN_EVENTS, type LoginLogRow } from '@console/domain/schemas/admin';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { useLoginLogs } from '../api/get-login-logs';
import '../i18n';

const GOOD = new Set(['success', 'signout', 'mfa_challenge', 'step_up']);

/** 系统管理 / 登录日志: sign-ins, failures, locks and sign-outs, filtered and exported to the download centre. */
export function LoginLogPage() {
  const { t } = useTranslation();
  const list = useListPage(useLoginLogs);
  const columns: ListColumn<LoginLogRow>[] = [
    {
      key: 'createdAt',
      title: t('system.time'),
      dataIndex: 'createdAt',
      sorter: true,
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'username', title: t('system.username'), dataIndex: 'username', sorter: true },
    {
      key: 'event',
      title: t('system.event'),
      dataIndex: 'event',
      render: (v: string) => <Tag color={GOOD.has(v) ? 'green' : 'red'}>{t(`system.events.${v}`, v)}</Tag>,
    },
    { key: 'ip', title: t('system.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
    { key: 'userAgent', title: t('system.userAgent'), dataIndex: 'userAgent', ellipsis: true, width: 280 },
    { key: 'detail', title: t('system.eventDetail'), dataIndex: 'detail', render: (v: string | null) => v ?? '-' },
  ];
  return (
    <div className="page system-loginlog-page">
      <FilterBar
        {...list.filterBar}
        extra={<ExportButton kind="loginLog" permission="system:logininfor:export" filters={list.state.filters} />}
      >
        <KeywordFilter placeholder={t('system.keywordLogin')} />
        <SelectFilter
          name="event"
          label={t('system.event')}
          width={140}
          options={LOGIN_EVENTS.map((e) => ({ value: e, label: t(`system.events.${e}`) }))}
        />
      </FilterBar>
      <ListTable<LoginLogRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'username', extra: 'event', fields: ['createdAt', 'ip', 'userAgent', 'detail'] }}
      />
    </div>
  );
}
