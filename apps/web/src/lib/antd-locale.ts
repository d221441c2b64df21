import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { t } from './i18n/i18n';
import { loadChunk } from './lazy-page';
import { notifyError } from './notify';

/**
 * antd's own texts (modal buttons, pagination, pickers) in the current language, for the signed-in console: zh is
 * part of its chunk (the login page needs none of them), en loads when first needed. Never undefined: antd
 * remounts the whole tree when the locale prop first appears.
 */
let enUS: Locale | undefined;
export function useAntdLocale(en: boolean): Locale {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!en || enUS) return;
    let live = true;
    loadChunk(() => import('antd/locale/en_US')).then(
      (m) => {
        enUS = m.default;
        if (live) loaded((n) => n + 1);
      },
      // antd's own texts stay in Chinese; the rest of the page is in English.
      () => notifyError(t('app.chunkFailed')),
    );
    return () => {
      live = false;
    };
  }, [en]);
  return en && enUS ? enUS : zhCN;
}

/** antd's texts in the page's language, and dayjs (dates in pages and pickers) following it, for an app's root. */
export function useAppLocale(): Locale {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const locale = useAntdLocale(en);
  dayjs.locale(en ? 'en' : 'zh-cn');
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
  return locale;
}
