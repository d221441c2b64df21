import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  answered: 'green',
  busy: 'orange',
  noAnswer: 'gold',
  dropped: 'red',
  missed: 'red',
  transferred: 'blue',
  failed: 'red',
};

/** How a recorded call ended; a call still on the line has no outcome yet. */
export function OutcomeTag({ value }: { value: string | null }) {
  const { t } = useTranslation();
  return value ? (
    <Tag color={COLOURS[value]}>{t(`softphone.records.outcomes.${value}`, { defaultValue: value })}</Tag>
  ) : (
    <Tag>{t('softphone.records.inProgress')}</Tag>
  );
}
