import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from './config';
import { zh } from './i18n/zh';

/** The server's brand name when one is configured; the built-in name (translated) otherwise. */
export function useBrand(): string {
  const { t } = useTranslation();
  const configured = useClientConfig((s) => s.brandName);
  return configured && configured !== zh.brand ? configured : t('brand');
}

/**
 * Spec "Route guard": the page title is the route title followed by the product name. Every screen sets its
 * own, so /login never keeps the title of the page signed out from. null leaves the title as it is; '' shows
 * the product name alone (while the console loads and no page is known yet).
 */
export function useDocumentTitle(title: string | null): void {
  const brand = useBrand();
  useEffect(() => {
    if (title !== null) document.title = title ? `${title} - ${brand}` : brand;
  }, [title, brand]);
}
