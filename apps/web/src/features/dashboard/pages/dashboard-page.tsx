import type { DashboardSummary } from '@console/domain/schemas/dashboard';
import { Avatar, Col, Empty, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BannerCarousel } from '../../../components/banners/banner-carousel';
import { Panel } from '../../../components/panel';
import { useSession } from '../../../lib/session';
import { useActiveBanners } from '../api/get-active-banners';
import { useSummary } from '../api/get-summary';
import { BusinessFigures } from '../components/business-figures';
import { isLoginEvent } from '../components/login-events';
import { LoginsChart } from '../components/logins-chart';
import { RecentLogins } from '../components/recent-logins';
import '../i18n';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 10 ? 0 : 1)} ${units[unit]}`;
}

// The recent sign-ins' table (antd's Table and what it brings, ~100 KB gzip in 20 files, in the last card of the page)
// loads once the page is drawn and the browser is idle: requested with the page's content, it took the bandwidth and
// the main thread the first screen (the banner's picture) was waiting for.

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const permissions = useSession((s) => s.permissions);
  const summary = useSummary();
  const bannersQuery = useActiveBanners();
  // What the queries answer is drawn in the background, in slices: their own updates render at once and in one
  // piece (one long task each). Until then the placeholders stay.
  const data = useDeferredValue(summary.data);
  const bannersPending = useDeferredValue(bannersQuery.isPending);
  const isLoading = summary.isLoading || (summary.data !== undefined && data === undefined);
  const isError = summary.isError;
  const banners = bannersQuery.data ?? [];
  const navigate = useNavigate();
  const roles = data?.roleNames ?? (user?.roleName ? user.roleName.split(',') : []);
  const eventLabel = (event: string) => (isLoginEvent(event) ? t(`dashboard.eventLabels.${event}`) : event);

  // The banners go above everything else: drawn after the rest, they pushed the whole page down (a layout shift).
  // Until they are known the page is one placeholder, which the page replaces without moving anything.
  if (bannersPending) {
    return (
      <div className="page dashboard">
        <Panel>
          <Skeleton active />
        </Panel>
      </div>
    );
  }

  return (
    <div className="page dashboard">
      <BannerCarousel banners={banners} onNavigate={navigate} />
      <Panel className="dashboard-hero">
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
          {/* The initial as the avatar's icon: as its text, antd measured and scaled it after mounting (a forced
              layout in the first page's commit, and the letter hidden until then). */}
          <Avatar
            size={56}
            src={user?.wxHead || undefined}
            icon={<span>{user?.name?.slice(0, 1)}</span>}
            style={{ flex: 'none' }}
          />
          <div style={{ flex: 1, minWidth: 200 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('dashboard.welcome', { name: user?.name ?? '' })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {data?.lastLogin
                ? t('dashboard.lastLogin', {
                    at: dayjs(data.lastLogin.at).format('YYYY-MM-DD HH:mm'),
                    ip: data.lastLogin.ip ?? '-',
                  })
                : data
                  ? t('dashboard.firstLogin')
                  : (user?.enterpriseName ?? '')}
            </Typography.Text>
          </div>
          <div>
            {roles.map((r) => (
              <Tag key={r} color="blue">
                {r}
              </Tag>
            ))}
          </div>
        </div>
      </Panel>

      {isLoading ? (
        <Panel style={{ marginTop: 16 }}>
          <Skeleton active />
        </Panel>
      ) : isError || !data ? (
        <Panel style={{ marginTop: 16 }}>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={t('dashboard.permissionCount')} value={permissions.length} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('dashboard.roles')} value={roles.length} />
            </Col>
          </Row>
          <Empty description={t('dashboard.summaryUnavailable')} style={{ marginTop: 24 }} />
        </Panel>
      ) : (
        <SummaryView data={data} eventLabel={eventLabel} />
      )}
    </div>
  );
}

function SummaryView({ data, eventLabel }: { data: DashboardSummary; eventLabel: (e: string) => string }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'loginCount30d', value: data.loginCount30d, suffix: t('dashboard.times') },
    { key: 'failedLogins30d', value: data.failedLogins30d, suffix: t('dashboard.times') },
    { key: 'activeSessions', value: data.activeSessions },
    { key: 'permissionCount', value: data.permissionCount },
    { key: 'menuCount', value: data.menuCount },
    {
      key: 'uploads',
      value: data.uploads.count,
      extra: t('dashboard.uploadSize', { size: formatBytes(data.uploads.bytes) }),
    },
  ];
  return (
    <>
      <BusinessFigures data={data.business} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {cards.map((c) => (
          <Col key={c.key} xs={12} md={8} xl={4}>
            <Panel className="stat-card">
              <Statistic title={t(`dashboard.${c.key}`)} value={c.value} suffix={c.suffix || undefined} />
              {c.extra && <Typography.Text type="secondary">{c.extra}</Typography.Text>}
            </Panel>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Panel title={t('dashboard.loginsByDay')}>
            {data.loginsByDay.length ? (
              <LoginsChart days={data.loginsByDay} />
            ) : (
              <Empty description={t('dashboard.noData')} />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={t('dashboard.recentLogins')}>
            <RecentLogins rows={data.recentLogins} eventLabel={eventLabel} />
          </Panel>
        </Col>
      </Row>
    </>
  );
}
