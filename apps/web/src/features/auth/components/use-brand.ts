import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../lib/config';
import { zh } from '../../../lib/i18n/zh';

/** The server's brand name when one is configured; the built-in name (translated) otherwise. */
export function useBrand(): string {
  const { t } = useTranslation();
  const configured = useClientConfig((s) => s.brandName);
  return configured && configured !== zh.brand ? configured : t('brand');
}
