import { ConfigProvider } from 'antd';
import { type ReactNode, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary';
import { readableShade } from '../lib/contrast';
import { usePreview } from '../lib/file-preview/preview-state';
import { i18n } from '../lib/i18n/i18n';
import { lazyPage } from '../lib/lazy-page';
import { messageNeeded, onMessageNeeded } from '../lib/notify';
import { useSettings } from '../lib/settings';
import { consoleTheme } from './theme';

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for reduced motion (WCAG 2.3.3), followed live. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

function Themed({ children }: { children: ReactNode }) {
  const { i18n: inst } = useTranslation();
  const colour = useSettings((s) => s.colour);
  const en = inst.language === 'en';
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => consoleTheme(colour, reducedMotion), [colour, reducedMotion]);
  useEffect(() => {
    document.documentElement.lang = en ? 'en' : 'zh-CN';
  }, [en]);
  // Our own CSS (the active tab) carries text on the theme colour too: it reads the readable shade from here.
  useEffect(() => {
    document.documentElement.style.setProperty('--console-primary-strong', readableShade(colour));
  }, [colour]);
  return (
    <ConfigProvider theme={theme}>
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
