import type { Locale } from '@console/domain/locale';
import { useTranslation } from 'react-i18next';

/** The page's language as the domain's labels name it (re-renders when it changes). */
export function useLocale(): Locale {
  return useTranslation().i18n.language === 'en' ? 'en' : 'zh';
}
