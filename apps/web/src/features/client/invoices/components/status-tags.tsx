import {
  type InvoiceApplicationStatus,
  type InvoiceStatus,
  invoiceApplicationStatus,
  invoiceStatus,
  labelOf,
} from '@console/domain/enums';
import { Tag } from 'antd';
import { useLocale } from '../../../../components/client/use-actor';

const applicationColours: Record<InvoiceApplicationStatus, string> = {
  '7': 'orange',
  '0': 'blue',
  '1': 'green',
  '5': 'cyan',
  '2': 'default',
};

const recordColours: Record<InvoiceStatus, string> = { '0': 'default', '1': 'processing', '2': 'green' };

export function ApplicationStatusTag({ value }: { value: string }) {
  const locale = useLocale();
  return (
    <Tag color={applicationColours[value as InvoiceApplicationStatus] ?? 'default'} bordered={false}>
      {labelOf(invoiceApplicationStatus, value, locale)}
    </Tag>
  );
}

/** The invoice status, labelled as the spec gives it (0 and 2 both read "issued"). */
export function RecordStatusTag({ value }: { value: string }) {
  const locale = useLocale();
  return (
    <Tag color={recordColours[value as InvoiceStatus] ?? 'default'} bordered={false}>
      {labelOf(invoiceStatus, value, locale)}
    </Tag>
  );
}
