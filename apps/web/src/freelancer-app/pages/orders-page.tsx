import type { OrderRow } from '@console/domain/schemas/order';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusTag } from '../../components/order-status-tag';
import { formatMoney } from '../../lib/money';
import { useOrders } from '../api/get-orders';
import { rowsOf } from '../api/paging';
import { formatTime } from '../components/format';
import { MobilePage } from '../components/mobile-page';
import { PagedList } from '../components/paged-list';

/** The status groups a freelancer filters by (the API takes a comma list). */
export const ORDER_FILTERS = {
  all: '',
  pending: '0',
  active: '3,4,10',
  settling: '5,2,8,12,13,14,15',
  finished: '6,11,9,1,7',
} as const;
export type OrderFilter = keyof typeof ORDER_FILTERS;

const isFilter = (value: string | null): value is OrderFilter => value !== null && value in ORDER_FILTERS;

export function OrderCard({ order }: { order: OrderRow }) {
  return (
    <Link to={`/m/orders/${order.id}`} className="m-card" data-testid="m-order-card">
      <div className="m-card-head">
        <h2 className="m-card-title">{order.taskTitle}</h2>
        <OrderStatusTag status={order.status} mode={order.mode} />
      </div>
      <div className="m-meta">
        <span>{order.enterpriseName}</span>
        <span>{order.orderNo}</span>
      </div>
      <div className="m-card-foot">
        <span className="m-amount">{formatMoney(order.amount)}</span>
        <span className="m-meta">{formatTime(order.createdAt)}</span>
      </div>
    </Link>
  );
}

/** The freelancer's orders, newest first, by status group, a page at a time. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: OrderFilter = isFilter(raw) ? raw : 'all';
  const query = useOrders(ORDER_FILTERS[filter] || undefined);
  const rows = rowsOf(query.data?.pages);
  return (
    <MobilePage title={t('freelancer.orders.title')}>
      <div className="m-filter">
        <Segmented<OrderFilter>
          aria-label={t('freelancer.orders.filter')}
          value={filter}
          onChange={(value) => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
          options={(Object.keys(ORDER_FILTERS) as OrderFilter[]).map((key) => ({
            value: key,
            label: t(`freelancer.orders.${key}`),
          }))}
        />
      </div>
      <PagedList query={query} rows={rows} empty={t('freelancer.orders.empty')}>
        {(list) => list.map((order) => <OrderCard key={order.id} order={order} />)}
      </PagedList>
    </MobilePage>
  );
}
