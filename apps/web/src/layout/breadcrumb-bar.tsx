import { Breadcrumb } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_PATH, useCurrentPage, usePageTitle } from '../lib/routes/app-routes';
import { useTrail } from './breadcrumb-store';
import { useIsMobile } from './use-device';

/** The data period shown under the breadcrumb for a `dataDate` query (a month, a day, or a range "a,b"). */
export function dataPeriod(dataDate: string | null): string | null {
  if (!dataDate) return null;
  const value = dataDate.trim();
  if (/^\d{4}-\d{2}$/.test(value)) {
    const start = dayjs(`${value}-01`);
    if (start.isValid()) return `${start.format('YYYY-MM-DD')} ~ ${start.endOf('month').format('YYYY-MM-DD')}`;
  }
  if (/^\d{4}$/.test(value)) return `${value}-01-01 ~ ${value}-12-31`;
  const parts = value.split(/[,~]/).map((p) => p.trim());
  if (parts.length === 2 && parts.every((p) => dayjs(p).isValid())) return `${parts[0]} ~ ${parts[1]}`;
  return value;
}

export function BreadcrumbBar() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const trail = useTrail((s) => s.trail);
  const location = useLocation();
  const period = dataPeriod(new URLSearchParams(location.search).get('dataDate'));
  const { notFound } = useCurrentPage();
  const mobile = useIsMobile();
  // The not-found page is no step of the trail: it reads home / not found, never the page before it.
  const shown = notFound ? [] : trail.slice(-4);
  const current = notFound ? t('route.notFound') : null;
  const items = [
    {
      key: HOME_PATH,
      title: shown.length || current ? <Link to={HOME_PATH}>{t('route.dashboard')}</Link> : t('route.dashboard'),
    },
    ...shown.map((c, i) => ({
      key: c.path,
      title: i === shown.length - 1 ? title(c) : <Link to={c.path}>{title(c)}</Link>,
    })),
    ...(current ? [{ key: 'not-found', title: current }] : []),
  ];
  return (
    <div className="breadcrumb-bar">
      {/* On a phone the top bar has room for the page's name only: the trail would run under its icons. */}
      <Breadcrumb items={mobile ? items.slice(-1) : items} />
      {period && (
        <div className="data-period" data-testid="data-period">
          {t('nav.dataPeriod', { period })}
        </div>
      )}
    </div>
  );
}
