import { WalletOutlined } from '@ant-design/icons';
import { Button, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/panel';
import { lazyPart } from '../../../../lib/lazy-part';
import { formatMoney } from '../../../../lib/money';
import { useBalance } from '../api/ledger';

// The ledger (a table of its own) and the recharge form load when first opened.
const LedgerDrawer = lazyPart(
  () => import('./ledger-drawer').then((m) => m.LedgerDrawer),
  (p) => p.open,
);
export const RechargeModal = lazyPart(
  () => import('./recharge-modal').then((m) => m.RechargeModal),
  (p) => p.open,
);

/**
 * The enterprise balance with its ledger: enterprise users see their own; staff see the enterprise the list is
 * filtered by, and may record a recharge (client:ledger:recharge).
 */
export function BalanceCard({
  enterpriseId,
  canRecharge,
}: {
  /** staff: the filtered enterprise; enterprise users: undefined (their own) */
  enterpriseId?: string;
  canRecharge: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useBalance(enterpriseId ? Number(enterpriseId) : undefined);
  const [ledgerOpen, setLedgerOpen] = useState(false);
  const [rechargeOpen, setRechargeOpen] = useState(false);
  return (
    <Panel size="small" className="orders-balance" data-testid="balance-card">
      <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
        <Statistic
          title={enterpriseId && data ? t('orders.balanceOf', { name: data.enterpriseName }) : t('orders.balance')}
          value={formatMoney(data?.balance)}
          valueRender={(node) => <span data-testid="balance-value">{node}</span>}
          prefix={<WalletOutlined />}
          valueStyle={{ fontSize: 22 }}
        />
        <Space wrap>
          <Button data-testid="ledger-button" onClick={() => setLedgerOpen(true)}>
            {t('orders.viewLedger')}
          </Button>
          {canRecharge && (
            <Button type="primary" data-testid="card-recharge-button" onClick={() => setRechargeOpen(true)}>
              {t('orders.recharge')}
            </Button>
          )}
        </Space>
      </Space>
      <LedgerDrawer
        open={ledgerOpen}
        enterpriseId={enterpriseId}
        title={data ? `${t('orders.ledger')} · ${data.enterpriseName}` : t('orders.ledger')}
        onClose={() => setLedgerOpen(false)}
      />
      <RechargeModal open={rechargeOpen} enterpriseId={enterpriseId} onClose={() => setRechargeOpen(false)} />
    </Panel>
  );
}
