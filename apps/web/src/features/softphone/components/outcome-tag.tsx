import { callOutcome, labelOf } from '@console/domain/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';

const COLOURS: Record<string, string> = {
  answered: 'green',
  busy: 'orange',
  noAnswer: 'gold',
  rejected: 'volcano',
  dropped: 'magenta',
  missed: 'red',
  unreachable: 'purple',
  transferred: 'blue',
  failed: 'red',
};

/** How a recorded call ended (the domain's labels); a call still on the line has no outcome yet. */
export function OutcomeTag({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return value ? (
    <Tag color={COLOURS[value]} data-testid="call-outcome">
      {labelOf(callOutcome, value, locale)}
    </Tag>
  ) : (
    <Tag>{t('softphone.records.inProgress')}</Tag>
  );
}
