import type { BulkResult } from '@console/domain/schemas/bulk';
import { Alert, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkKey } from './bulk-selection';
import './i18n';

export interface BulkOutcome {
  action: string;
  result: BulkResult;
  labels: ReadonlyMap<BulkKey, string>;
}

/** What a bulk action did: how many rows were done, and each refused row by name with the server's reason. */
export function BulkResultModal({ outcome, onClose }: { outcome: BulkOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = outcome?.result.refused ?? [];
  return (
    <Modal
      open={outcome !== null}
      title={outcome ? t('list.bulkResultTitle', { action: outcome.action }) : ''}
      onCancel={onClose}
      onOk={onClose}
      okText={t('list.bulkClose')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {outcome && (
        <div data-testid="bulk-result">
          <Alert
            type={refused.length > 0 ? 'warning' : 'success'}
            showIcon
            message={t('list.bulkSummary', { done: outcome.result.done.length, refused: refused.length })}
          />
          {refused.length > 0 && (
            <List
              className="bulk-refused"
              size="small"
              header={<Typography.Text strong>{t('list.bulkRefusedHead')}</Typography.Text>}
              dataSource={refused}
              renderItem={(r) => (
                <List.Item data-testid="bulk-refused-row">
                  <List.Item.Meta
                    title={outcome.labels.get(r.id) ?? String(r.id)}
                    description={<Typography.Text type="danger">{r.reason}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
