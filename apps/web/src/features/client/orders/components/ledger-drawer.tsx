import { labelOf } from '@console/domain/enums';
import { ledgerKind } from '@console/domain/order-rules';
import { Drawer, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../components/client/use-actor';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useLedgerEntries } from '../api/ledger';
import { LedgerTable } from './ledger-table';

/** The ledger of one enterprise (the user's own, or the one staff filtered by): kind filter, paged. */
export function LedgerDrawer({
  open,
  enterpriseId,
  title,
  onClose,
}: {
  open: boolean;
  enterpriseId?: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const [kind, setKind] = useState<string | undefined>();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const params: Record<string, string | number> = { ...page };
  if (kind) params.kind = kind;
  if (enterpriseId) params.enterpriseId = enterpriseId;
  const { data, isFetching } = useLedgerEntries(params, open);
  return (
    <Drawer open={open} onClose={onClose} width={width} title={title} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text>{t('orders.kind')}</Typography.Text>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('orders.all')}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          options={Object.keys(ledgerKind).map((k) => ({ value: k, label: labelOf(ledgerKind, k, locale) }))}
        />
      </Space>
      <div data-testid="ledger-entries">
        <LedgerTable
          rows={data?.rows ?? []}
          loading={isFetching}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
        />
      </div>
    </Drawer>
  );
}
