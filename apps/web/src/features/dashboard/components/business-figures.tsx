import {
  type Enumeration,
  invoiceApplicationStatus,
  labelOf,
  ORDER_PENDING,
  orderStatus,
  orderStatusPendingByMode,
  taskStatus,
  valuesOf,
} from '@console/domain/enums';
import type { Locale } from '@console/domain/locale';
import type { DashboardBusiness } from '@console/domain/schemas/dashboard';
import { Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WARNING_TEXT } from '../../../app/theme';
import { Panel } from '../../../components/panel';
import { currentLanguage } from '../../../lib/i18n/i18n';
import '../business-i18n';
import { type StatusBar, StatusBars } from './status-bars';

type Counts = { status: string; count: number }[];

const countIn = (rows: Counts, status: string) => rows.find((r) => r.status === status)?.count ?? 0;

/** One bar per value of a status enumeration, in its order, zero where nothing has that status. */
const barsOf = (statuses: Enumeration, rows: Counts, locale: Locale): StatusBar[] =>
  valuesOf(statuses).map((s) => ({ key: s, label: labelOf(statuses, s, locale), value: countIn(rows, s) }));

/** ¥ with two decimals and thousands separators, from the server's decimal string (no float arithmetic). */
export function formatYuan(amount: string): string {
  const [whole = '0', frac = '00'] = amount.replace('-', '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

interface FigureCard {
  key: string;
  title: string;
  value: string | number;
  extra?: string;
}

/**
 * The business half of the dashboard: to-do counts for staff, money and status charts, each section only when
 * the server answered it (the user holds its list permission); nothing at all without any.
 */
export function BusinessFigures({ data }: { data: DashboardBusiness }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const staff = data.scope === 'staff';
  const { tasks, orders, invoices, feedback } = data;

  const todo = [
    { key: 'tasksToReview', value: tasks?.toReview },
    { key: 'invoicesToReview', value: invoices?.toReview },
    { key: 'invoicesToIssue', value: invoices?.toIssue },
    { key: 'feedbackToAnswer', value: feedback?.toAnswer },
  ].flatMap((c) => (c.value == null ? [] : [{ key: c.key, value: c.value }]));

  const cards: FigureCard[] = [];
  if (orders) {
    cards.push(
      {
        key: 'paid',
        title: t('dashboardBusiness.paidThisMonth'),
        value: formatYuan(orders.paidThisMonth),
        extra: t('dashboardBusiness.paidOrders', { n: orders.paidOrdersThisMonth }),
      },
      {
        key: 'balance',
        title: staff ? t('dashboardBusiness.platformBalance') : t('dashboardBusiness.balance'),
        value: formatYuan(orders.balance),
        extra: staff ? t('dashboardBusiness.total', { n: orders.enterprises }) : '',
      },
    );
  }
  if (tasks) cards.push({ key: 'tasks', title: t('dashboardBusiness.tasks'), value: tasks.total });
  if (orders) cards.push({ key: 'orders', title: t('dashboardBusiness.orders'), value: orders.total });
  if (invoices) cards.push({ key: 'invoices', title: t('dashboardBusiness.invoices'), value: invoices.total });

  const charts: { key: string; title: string; bars: StatusBar[] }[] = [];
  if (tasks) {
    charts.push({
      key: 'tasks',
      title: t('dashboardBusiness.tasksByStatus'),
      bars: barsOf(taskStatus, tasks.byStatus, locale),
    });
  }
  if (orders) {
    // Status 0 reads per mode; both modes are counted together here. Unused "paying" codes are left out.
    charts.push({
      key: 'orders',
      title: t('dashboardBusiness.ordersByStatus'),
      bars: orders.byStatus
        .filter((r) => r.count > 0)
        .map((r) => ({
          key: r.status,
          label:
            r.status === ORDER_PENDING
              ? `${orderStatusPendingByMode.application[locale]}/${orderStatusPendingByMode.invitation[locale]}`
              : labelOf(orderStatus, r.status, locale),
          value: r.count,
        })),
    });
  }
  if (invoices) {
    charts.push({
      key: 'invoices',
      title: t('dashboardBusiness.invoicesByStatus'),
      bars: barsOf(invoiceApplicationStatus, invoices.byStatus, locale),
    });
  }

  if (todo.length === 0 && cards.length === 0) return null;
  return (
    <section className="dashboard-business" aria-label={t('dashboardBusiness.title')}>
      {todo.length > 0 && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {todo.map((c) => (
            <Col key={c.key} xs={12} md={6}>
              <Panel className="stat-card" data-testid={`todo-${c.key}`}>
                <Statistic
                  title={t(`dashboardBusiness.${c.key}`)}
                  value={c.value}
                  styles={c.value > 0 ? { content: { color: WARNING_TEXT } } : undefined}
                />
              </Panel>
            </Col>
          ))}
        </Row>
      )}
      {cards.length > 0 && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {cards.map((c) => {
            // Amounts run long ("¥1,535,825.80"): a whole row on a phone, wider cards on a desktop.
            const money = c.key === 'paid' || c.key === 'balance';
            return (
              <Col key={c.key} xs={money ? 24 : 12} sm={12} md={8} xl={money ? 6 : 4}>
                <Panel className="stat-card" data-testid={`business-${c.key}`}>
                  <Statistic title={c.title} value={c.value} />
                  {c.extra ? <Typography.Text type="secondary">{c.extra}</Typography.Text> : null}
                </Panel>
              </Col>
            );
          })}
        </Row>
      )}
      {charts.length > 0 && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {charts.map((c) => (
            <Col key={c.key} xs={24} lg={8}>
              <Panel title={c.title} size="small" style={{ height: '100%' }}>
                {c.bars.some((b) => b.value > 0) ? (
                  <StatusBars bars={c.bars} label={c.title} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardBusiness.empty')} />
                )}
              </Panel>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
