import type { DashboardSummary } from '@console/domain/schemas/dashboard';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { EVENT_COLOURS, isLoginEvent } from './login-events';

/** The dashboard's latest sign-ins of the user (time, IP, event, browser). */
export function RecentLogins({
  rows,
  eventLabel,
}: {
  rows: DashboardSummary['recentLogins'];
  eventLabel: (event: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(r) => `${r.at}-${r.event}`}
      pagination={false}
      dataSource={rows}
      // No sideways scrolling (a region keyboard users could not scroll): on a phone the agent is left out.
      locale={{ emptyText: t('dashboard.noData') }}
      columns={[
        {
          title: t('dashboard.time'),
          dataIndex: 'at',
          width: 150,
          render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
        },
        { title: t('dashboard.ip'), dataIndex: 'ip', width: 120, render: (v: string | null) => v ?? '-' },
        {
          title: t('dashboard.event'),
          dataIndex: 'event',
          width: 100,
          render: (v: string) => (
            <Tag color={isLoginEvent(v) ? EVENT_COLOURS[v] : 'default'} bordered={false}>
              {eventLabel(v)}
            </Tag>
          ),
        },
        { title: t('dashboard.userAgent'), dataIndex: 'userAgent', ellipsis: true, responsive: ['sm'] },
      ]}
    />
  );
}
