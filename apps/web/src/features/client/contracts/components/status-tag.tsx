import { type ContractState, contractState } from '@console/domain/schemas/onboarding';
import { Tag } from 'antd';
import { useLocale } from '../../../../lib/i18n/use-locale';

const COLOURS: Record<ContractState, string> = { '0': 'orange', '1': 'green', '2': 'default' };

/** An agreement's status: to sign (ours), signed, terminated. */
export function ContractStatusTag({ status }: { status: string }) {
  const locale = useLocale();
  const known = status in contractState ? (status as ContractState) : null;
  return (
    <Tag color={known ? COLOURS[known] : undefined} data-testid="contract-status">
      {known ? contractState[known][locale] : status}
    </Tag>
  );
}
