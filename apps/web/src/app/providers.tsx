import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FilePreviewHost } from '../lib/file-preview/file-preview-host';
import { i18n } from '../lib/i18n/i18n';
import { bindMessageApi } from '../lib/notify';
import { onSessionCleared } from '../lib/session';
import { useSettings } from '../lib/settings';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already shows errors; retrying would show them again.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onSessionCleared(() => queryClient.clear());

function MessageBinder() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

function Themed({ children }: { children: ReactNode }) {
  const { i18n: inst } = useTranslation();
  const colour = useSettings((s) => s.colour);
  const en = inst.language === 'en';
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
    document.documentElement.lang = en ? 'en' : 'zh-CN';
  }, [en]);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={{ token: { colorPrimary: colour, borderRadius: 6 } }}>
      <AntApp message={{ maxCount: 3 }}>
        <MessageBinder />
        <FilePreviewHost />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Themed>{children}</Themed>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
