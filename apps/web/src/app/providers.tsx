import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary';
import { usePreview } from '../lib/file-preview/preview-state';
import { i18n, t } from '../lib/i18n/i18n';
import { lazyPage, loadChunk } from '../lib/lazy-page';
import { messageNeeded, notifyError, onMessageNeeded } from '../lib/notify';
import { useSettings } from '../lib/settings';

// The viewer and media dialogs load on the first preview, not with the login page.
const FilePreviewHost = lazyPage(() => import('../lib/file-preview/file-preview-host').then((m) => m.FilePreviewHost));

function PreviewSlot() {
  const needed = usePreview((s) => s.kind !== null);
  // Stays mounted once needed, so the closing animation of the viewer can finish.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (needed) setMounted(true);
  }, [needed]);
  if (!mounted && !needed) return null;
  return (
    <ErrorBoundary floating>
      <Suspense fallback={null}>
        <FilePreviewHost />
      </Suspense>
    </ErrorBoundary>
  );
}

// antd's message code loads with the first message (the login page usually shows none).
const MessageHost = lazyPage(() => import('./message-host').then((m) => m.MessageHost));

function MessageSlot() {
  const needed = useSyncExternalStore(onMessageNeeded, messageNeeded);
  if (!needed) return null;
  return (
    <ErrorBoundary floating>
      <Suspense fallback={null}>
        <MessageHost />
      </Suspense>
    </ErrorBoundary>
  );
}

/** antd's texts per language, once loaded (both are chunks of their own, loaded when first needed). */
const antdLocales: Partial<Record<'zh' | 'en', Locale>> = {};
/**
 * Stands in until antd's texts arrive, a moment after the first paint: components fall back to their built-in
 * texts meanwhile, and the login page shows none of them. Never undefined: antd remounts the whole tree when the
 * locale prop first appears.
 */
const PENDING_LOCALE: Locale = { locale: 'zh-cn' };

/** antd's own texts (modal buttons, pagination, pickers) in the current language. */
function useAntdLocale(en: boolean): Locale {
  const lang = en ? 'en' : 'zh';
  const [, loaded] = useState(0);
  useEffect(() => {
    if (antdLocales[lang]) return;
    let live = true;
    const chunk =
      lang === 'en' ? loadChunk(() => import('antd/locale/en_US')) : loadChunk(() => import('antd/locale/zh_CN'));
    chunk.then(
      (m) => {
        antdLocales[lang] = m.default;
        if (live) loaded((n) => n + 1);
      },
      // antd's own texts stay as they are; the rest of the page is in the chosen language.
      () => notifyError(t('app.chunkFailed')),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return antdLocales[lang] ?? antdLocales.zh ?? PENDING_LOCALE;
}

function Themed({ children }: { children: ReactNode }) {
  const { i18n: inst } = useTranslation();
  const colour = useSettings((s) => s.colour);
  const en = inst.language === 'en';
  const locale = useAntdLocale(en);
  useEffect(() => {
    document.documentElement.lang = en ? 'en' : 'zh-CN';
  }, [en]);
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: colour, borderRadius: 6 } }}>
      <MessageSlot />
      <PreviewSlot />
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Themed>{children}</Themed>
    </I18nextProvider>
  );
}
