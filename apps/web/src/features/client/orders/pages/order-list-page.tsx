import { UserAddOutlined } from '@ant-design/icons';
import { orderModeLabel, orderStatus, orderStatusLabel } from '@console/domain/enums';
import { REASON_MAX } from '@console/domain/order-rules';
import type { OrderRow } from '@console/domain/schemas/order';
import { orderModeCodes, orderModeOf } from '@console/domain/workflows/order';
import { Button, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallButton } from '../../../../components/call-button';
import { EnterpriseFilter } from '../../../../components/client/enterprise-select';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { ExportButton } from '../../../../components/export-button';
import { ImportButton } from '../../../../components/import-button';
import { OrderModeTag, OrderStatusTag } from '../../../../components/order-status-tag';
import { lazyPart } from '../../../../lib/lazy-part';
import { useBulkSelection } from '../../../../lib/list/bulk-selection';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { useListPage } from '../../../../lib/list/use-list-page';
import { formatMoney } from '../../../../lib/money';
import { bulkCloseOrders, useAfterBulkClose } from '../api/bulk-close-orders';
import { getOrders, useOrders } from '../api/get-orders';
import { BalanceCard, RechargeModal } from '../components/balance-card';
import { personText } from '../components/person';
import '../i18n';
import { actionsColumn } from '../../../../lib/list/row-actions';

// Off the first screen: the order's drawer (its timeline, its actions) and the dialogs load when first opened.
const OrderDetailDrawer = lazyPart(
  () => import('../components/order-detail-drawer').then((m) => m.OrderDetailDrawer),
  (p) => p.id !== null,
);
const InviteModal = lazyPart(
  () => import('../../../../components/client/invite-modal').then((m) => m.InviteModal),
  (p) => p.open,
);
const BulkInviteModal = lazyPart(
  () => import('../../../../components/client/bulk-invite-modal').then((m) => m.BulkInviteModal),
  (p) => p.open,
);

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

/** /client/order/orderList: the enterprise's orders (with its balance), or every enterprise's for staff. */
export function OrderListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { actor, has, isStaff } = useActor();
  const list = useListPage(useOrders);
  const { state } = list;
  const [detailId, setDetailId] = useState<number | null>(null);
  const [inviting, setInviting] = useState(false);
  const [invitingMany, setInvitingMany] = useState(false);
  const [recharging, setRecharging] = useState(false);
  const filteredEnterprise = state.filters.enterpriseId;
  const afterBulkClose = useAfterBulkClose();
  const selection = useBulkSelection<OrderRow>({
    ...list.table,
    keyOf: (r) => r.id,
    labelOf: (r) => r.orderNo,
    fetchPage: getOrders,
  });
  const canRecharge = isStaff && has('client:ledger:recharge');
  // Status 0 reads per mode: with a mode chosen, its own words; otherwise both.
  const chosenMode = state.filters.mode;
  const statusOptions = Object.keys(orderStatus).map((value) => ({
    value,
    label: chosenMode
      ? orderStatusLabel(value, orderModeOf(chosenMode), locale)
      : orderStatus[value as keyof typeof orderStatus][locale],
  }));

  // Number, task, status, amount and time first: they show at 1280 px and up with the sidebar open; the rest
  // scrolls sideways under the pinned number and actions.
  const columns: ListColumn<OrderRow>[] = [
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      dataIndex: 'orderNo',
      fixed: 'left',
      render: (no: string, r) => (
        <Typography.Link onClick={() => setDetailId(r.id)} onPointerEnter={OrderDetailDrawer.preload}>
          {no}
        </Typography.Link>
      ),
    },
    { key: 'taskTitle', title: t('orders.taskTitle'), dataIndex: 'taskTitle', ellipsis: true, width: 180 },
    {
      key: 'status',
      title: t('orders.status'),
      dataIndex: 'status',
      render: (v: string, r) => <OrderStatusTag status={v} mode={r.mode} />,
    },
    {
      key: 'amount',
      title: t('orders.amount'),
      dataIndex: 'amount',
      sorter: true,
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    { key: 'createdAt', title: t('orders.createdAt'), dataIndex: 'createdAt', sorter: true, render: time },
    ...(isStaff
      ? [
          {
            key: 'enterpriseName',
            title: t('orders.enterprise'),
            dataIndex: 'enterpriseName',
            ellipsis: true,
            width: 180,
          },
        ]
      : []),
    { key: 'freelancerName', title: t('orders.freelancer'), dataIndex: 'freelancerName' },
    {
      key: 'freelancerPhone',
      title: t('orders.phone'),
      dataIndex: 'freelancerPhone',
      render: (v: string, r) => (
        <span className="phone-with-call">
          {v}
          <CallButton businessType="order" businessId={r.orderNo} who={r.freelancerName} />
        </span>
      ),
    },
    {
      key: 'freelancerPerson',
      title: t('orders.genderAge'),
      render: (_: unknown, r) => personText(r.freelancerGender, r.freelancerAge, locale, t),
    },
    { key: 'mode', title: t('orders.mode'), dataIndex: 'mode', render: (v: string) => <OrderModeTag mode={v} /> },
    { key: 'updatedAt', title: t('orders.updatedAt'), dataIndex: 'updatedAt', sorter: true, render: time },
    ...actionsColumn<OrderRow>(t('list.actions'), (r) => [
      { key: 'detail', label: t('list.detail'), onClick: () => setDetailId(r.id) },
    ]),
  ];

  return (
    <div className="page order-list-page">
      {(!isStaff || filteredEnterprise) && (
        <div style={{ marginBottom: 12 }}>
          <BalanceCard enterpriseId={isStaff ? filteredEnterprise : undefined} canRecharge={canRecharge} />
        </div>
      )}
      <FilterBar
        {...list.filterBar}
        extra={
          <Space wrap>
            {actor === 'enterprise' && has('client:order:accept') && (
              <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
                {t('orders.invite')}
              </Button>
            )}
            {actor === 'enterprise' && has('client:order:accept') && (
              <Button onClick={() => setInvitingMany(true)} data-testid="bulk-invite-button">
                {t('invite.bulkTitle')}
              </Button>
            )}
            {actor === 'enterprise' && <ImportButton kind="invitations" />}
            {canRecharge && !filteredEnterprise && (
              <Button data-testid="recharge-button" onClick={() => setRecharging(true)}>
                {t('orders.recharge')}
              </Button>
            )}
            <ExportButton kind="orders" permission="client:order:export" filters={state.filters} />
            <ExportButton
              kind="orders"
              permission="client:order:export"
              unmaskedPermission="client:order:export:unmasked"
              filters={state.filters}
            />
          </Space>
        }
      >
        <KeywordFilter placeholder={t('orders.keywordPlaceholder')} width={220} />
        <SelectFilter
          name="status"
          label={t('orders.status')}
          width={170}
          popupMatchSelectWidth={false}
          options={statusOptions}
        />
        <SelectFilter
          name="mode"
          label={t('orders.mode')}
          width={120}
          options={orderModeCodes.map((m) => ({ value: m, label: orderModeLabel[m][locale] }))}
        />
        <EnterpriseFilter />
      </FilterBar>
      <ListTable<OrderRow, { close: { reason: string } }>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'orderNo',
          extra: 'status',
          fields: ['taskTitle', 'enterpriseName', 'freelancerName', 'freelancerPhone', 'mode', 'amount', 'createdAt'],
        }}
        onRow={(r) => ({ onDoubleClick: () => setDetailId(r.id) })}
        bulk={{
          selection,
          actions: [
            {
              key: 'close',
              label: t('orders.bulkClose'),
              danger: true,
              show: has('client:order:accept'),
              form: (
                <Form.Item
                  name="reason"
                  label={t('orders.reason')}
                  rules={[{ required: true, whitespace: true, message: t('orders.reasonRequired') }]}
                >
                  <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
                </Form.Item>
              ),
              send: (ids, v, request) => bulkCloseOrders(ids, v.reason.trim(), request),
              onDone: afterBulkClose,
            },
          ],
        }}
      />
      <OrderDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      <BulkInviteModal open={invitingMany} onClose={() => setInvitingMany(false)} />
      <RechargeModal open={recharging} onClose={() => setRecharging(false)} />
    </div>
  );
}
