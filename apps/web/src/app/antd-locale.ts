import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { t } from '../lib/i18n/i18n';
import { loadChunk } from '../lib/lazy-page';
import { notifyError } from '../lib/notify';

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
