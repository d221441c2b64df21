import type { InvoiceRecordRow } from '@console/domain/schemas/invoice';
import { Button, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { formatMoney } from '../../../../lib/money';
import { RecordStatusTag } from './status-tags';

/** An issued invoice's fields: code, number, date, amounts, status, file (opened by the preview helper), posting. */
export function RecordFields({ record, electronic }: { record: InvoiceRecordRow; electronic: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
      <Descriptions.Item label={t('invoices.invoiceCode')}>{record.invoiceCode}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.invoiceNumber')}>{record.invoiceNumber}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.issueDate')}>{record.issueDate}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.invoiceStatus')}>
        <RecordStatusTag value={record.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('invoices.amount')}>{formatMoney(record.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.taxAmount')}>{formatMoney(record.taxAmount)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.file')} span={2}>
        {record.fileUrl ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            data-testid="invoice-file-link"
            onClick={() => previewFile(record.fileUrl ?? '', record.fileName ?? undefined)}
          >
            {record.fileName ?? t('invoices.openFile')}
          </Button>
        ) : (
          '-'
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('invoices.posting')} span={2}>
        {record.postedAt
          ? `${record.expressCompany ?? ''} ${record.trackingNo ?? ''} (${dayjs(record.postedAt).format('YYYY-MM-DD HH:mm')})`
          : electronic
            ? t('invoices.electronicNoPost')
            : t('invoices.notPosted')}
      </Descriptions.Item>
    </Descriptions>
  );
}
