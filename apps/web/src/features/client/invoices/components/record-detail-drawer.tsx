import { invoiceType, labelOf } from '@console/domain/enums';
import type { InvoiceRecordRow } from '@console/domain/schemas/invoice';
import { isPaperInvoice } from '@console/domain/workflows/invoice';
import { Descriptions, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActor, useLocale } from '../../../../components/client/use-actor';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { RecordFields } from './record-fields';
import { ApplicationStatusTag } from './status-tags';

/** An issued invoice (a row of the record list): its fields and the application it was issued for. */
export function RecordDetailDrawer({ record, onClose }: { record: InvoiceRecordRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { isStaff } = useActor();
  const width = useDrawerWidth();
  return (
    <Drawer
      title={record ? `${t('invoices.recordDetail')} ${record.invoiceNumber}` : ''}
      open={record !== null}
      width={width}
      onClose={onClose}
    >
      {record && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <RecordFields record={record} electronic={!isPaperInvoice(record.invoiceType)} />
          <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('invoices.applicationNo')}>{record.applicationNo}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.applicationStatus')}>
              <ApplicationStatusTag value={record.applicationStatus} />
            </Descriptions.Item>
            {isStaff && (
              <Descriptions.Item label={t('invoices.enterprise')} span={2}>
                {record.enterpriseName}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('invoices.invoiceType')}>
              {labelOf(invoiceType, record.invoiceType, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('invoices.title')}>{record.title}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Drawer>
  );
}
