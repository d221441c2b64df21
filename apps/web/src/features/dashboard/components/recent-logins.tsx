import type { DashboardSummary } from '@console/domain/schemas/dashboard';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { EVENT_COLOURS, isLoginEvent } from './login-events';
import './recent-logins.css';

/**
 * The dashboard's latest sign-ins of the user (time, IP, event, browser): a plain table. antd's Table (with its
 * select, pager and tree code, ~20 files) measured the scrollbar on mounting and was the dashboard's longest task
 * after its first paint, for ten rows that never page, sort or scroll.
 */
export function RecentLogins({
  rows,
  eventLabel,
}: {
  rows: DashboardSummary['recentLogins'];
  eventLabel: (event: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <table className="recent-logins">
      <thead>
        <tr>
          <th scope="col" className="recent-logins-time">
            {t('dashboard.time')}
          </th>
          <th scope="col" className="recent-logins-ip">
            {t('dashboard.ip')}
          </th>
          <th scope="col" className="recent-logins-event">
            {t('dashboard.event')}
          </th>
          {/* No sideways scrolling (a region keyboard users could not scroll): on a phone the agent is left out. */}
          <th scope="col" className="recent-logins-agent">
            {t('dashboard.userAgent')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4} className="recent-logins-empty">
              {t('dashboard.noData')}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={`${r.at}-${r.event}`}>
              <td>{dayjs(r.at).format('YYYY-MM-DD HH:mm')}</td>
              <td>{r.ip ?? '-'}</td>
              <td>
                <Tag color={isLoginEvent(r.event) ? EVENT_COLOURS[r.event] : 'default'} bordered={false}>
                  {eventLabel(r.event)}
                </Tag>
              </td>
              <td className="recent-logins-agent" title={r.userAgent ?? undefined}>
                {r.userAgent ?? '-'}
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
