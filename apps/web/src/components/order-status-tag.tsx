import { orderModeLabel, orderStatusLabel } from '@console/domain/enums';
import { orderModeOf } from '@console/domain/workflows/order';
import { Tag } from 'antd';
import { useLocale } from '../lib/i18n/use-locale';

const colours: Record<string, string> = {
  '0': 'orange',
  '1': 'default',
  '2': 'processing',
  '3': 'blue',
  '4': 'cyan',
  '5': 'gold',
  '6': 'purple',
  '7': 'default',
  '8': 'processing',
  '9': 'default',
  '10': 'volcano',
  '11': 'green',
  '12': 'processing',
  '13': 'processing',
  '14': 'processing',
  '15': 'processing',
};

/** The order status in the current language; status 0 reads per mode (pending acceptance / pending review). */
export function OrderStatusTag({ status, mode }: { status: string; mode: string }) {
  const locale = useLocale();
  return (
    <Tag color={colours[status] ?? 'default'} bordered={false} data-status={status}>
      {orderStatusLabel(status, orderModeOf(mode), locale)}
    </Tag>
  );
}

export function OrderModeTag({ mode }: { mode: string }) {
  const locale = useLocale();
  const label = orderModeLabel[mode as keyof typeof orderModeLabel];
  return <Tag bordered={false}>{label ? label[locale] : mode}</Tag>;
}
