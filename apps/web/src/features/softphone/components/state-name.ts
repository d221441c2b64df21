import type { AgentStateOption } from '@console/domain/schemas/softphone';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';

/** A state's label: the call centre's own, the built-in one, or its code. */
export function useStateName(states: AgentStateOption[]) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (code: string) => {
    const option = states.find((o) => o.code === code);
    if (option) return locale === 'en' ? option.labelEn : option.label;
    return t(`softphone.agentState.${code}`, { defaultValue: code });
  };
}
