import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config';

export function useBrand(): string {
  const { t } = useTranslation();
  return appConfig.brandName ?? t('brand');
}
