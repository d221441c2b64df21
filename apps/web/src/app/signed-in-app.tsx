import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLayout } from '../layout/app-layout';
import { useAntdLocale } from './antd-locale';
import { queryClient } from './query-client';

/** The signed-in console: its query cache and the layout, loaded as one chunk after the login page. */
export function SignedInApp() {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const locale = useAntdLocale(en);
  // dayjs (dates in pages and pickers) follows the language; the login page does not need it.
  dayjs.locale(en ? 'en' : 'zh-cn');
  useEffect(() => {
    dayjs.locale(en ? 'en' : 'zh-cn');
  }, [en]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <App>
          <AppLayout />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
