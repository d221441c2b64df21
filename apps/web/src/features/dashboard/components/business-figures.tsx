import {
  invoiceApplicationStatus,
  labelOf,
  orderStatus,
  orderStatusPendingByMode,
  taskStatus,
  valuesOf,
} from '@console/domain/enums';
import type { DashboardBusiness } from '@console/domain/schemas/dashboard';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import '../business-i18n';
import { type StatusBar, StatusBars } from './status-bars';

type Counts = DashboardBusiness['tasksByStatus'];

const countIn = (rows: Counts, status: string) => rows.find((r) => r.status === status)?.count ?? 0;

/** ¥ with two decimals and thousands separators, from the server's decimal string (no float arithmetic). */
export function formatYuan(amount: string): string {
  const [whole = '0', frac = '00'] = amount.replace('-', '').split('.');
  const sign = amount.startsWith('-') ? '-' : '';
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** The business half of the dashboard: to-do counts for staff, money and status charts for everyone. */
export function BusinessFigures({ data }: { data: DashboardBusiness }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const staff = data.scope === 'staff';

  const taskBars: StatusBar[] = valuesOf(taskStatus).map((s) => ({
    key: s,
    label: labelOf(taskStatus, s, locale),
    value: countIn(data.tasksByStatus, s),
  }));
  // Status 0 reads per mode; both modes are counted together here. Unused "paying" codes are left out.
  const orderBars: StatusBar[] = data.ordersByStatus
    .filter((r) => r.count > 0)
    .map((r) => ({
      key: r.status,
      label:
        r.status === '0'
          ? `${orderStatusPendingByMode.application[locale]}/${orderStatusPendingByMode.invitation[locale]}`
          : labelOf(orderStatus, r.status, locale),
      value: r.count,
    }));
  const invoiceBars: StatusBar[] = valuesOf(invoiceApplicationStatus).map((s) => ({
    key: s,
    label: labelOf(invoiceApplicationStatus, s, locale),
    value: countIn(data.invoicesByStatus, s),
  }));

  const cards = [
    {
      key: 'paid',
      title: t('dashboardBusiness.paidThisMonth'),
      value: formatYuan(data.paidThisMonth),
      extra: t('dashboardBusiness.paidOrders', { n: data.paidOrdersThisMonth }),
    },
    {
      key: 'balance',
      title: staff ? t('dashboardBusiness.platformBalance') : t('dashboardBusiness.balance'),
      value: formatYuan(data.balance),
      extra: staff ? t('dashboardBusiness.total', { n: data.totals.enterprises }) : '',
    },
    { key: 'tasks', title: t('dashboardBusiness.tasks'), value: data.totals.tasks },
    { key: 'orders', title: t('dashboardBusiness.orders'), value: data.totals.orders },
    { key: 'invoices', title: t('dashboardBusiness.invoices'), value: data.totals.invoices },
  ];
  const todo = data.todo
    ? [
        { key: 'tasksToReview', value: data.todo.tasksToReview },
        { key: 'invoicesToReview', value: data.todo.invoicesToReview },
        { key: 'invoicesToIssue', value: data.todo.invoicesToIssue },
        { key: 'feedbackToAnswer', value: data.todo.feedbackToAnswer },
      ]
    : [];

  const chart = (title: string, bars: StatusBar[]) => (
    <Col xs={24} lg={8}>
      <Card variant="borderless" title={title} size="small" style={{ height: '100%' }}>
        {bars.some((b) => b.value > 0) ? (
          <StatusBars bars={bars} label={title} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboardBusiness.empty')} />
        )}
      </Card>
    </Col>
  );

  return (
    <section className="dashboard-business" aria-label={t('dashboardBusiness.title')}>
      {todo.length > 0 && (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {todo.map((c) => (
            <Col key={c.key} xs={12} md={6}>
              <Card variant="borderless" className="stat-card" data-testid={`todo-${c.key}`}>
                <Statistic
                  title={t(`dashboardBusiness.${c.key}`)}
                  value={c.value}
                  styles={c.value > 0 ? { content: { color: 'var(--ant-color-warning, #faad14)' } } : undefined}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {cards.map((c) => {
          // Amounts run long ("¥1,535,825.80"): a whole row on a phone, wider cards on a desktop.
          const money = c.key === 'paid' || c.key === 'balance';
          return (
            <Col key={c.key} xs={money ? 24 : 12} sm={12} md={8} xl={money ? 6 : 4}>
              <Card variant="borderless" className="stat-card" data-testid={`business-${c.key}`}>
                <Statistic title={c.title} value={c.value} />
                {c.extra ? <Typography.Text type="secondary">{c.extra}</Typography.Text> : null}
              </Card>
            </Col>
          );
        })}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {chart(t('dashboardBusiness.tasksByStatus'), taskBars)}
        {chart(t('dashboardBusiness.ordersByStatus'), orderBars)}
        {chart(t('dashboardBusiness.invoicesByStatus'), invoiceBars)}
      </Row>
    </section>
  );
}
