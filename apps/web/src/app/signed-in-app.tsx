import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { AppLayout } from '../layout/app-layout';
import { useAppLocale } from './antd-locale';
import { queryClient } from './query-client';

/** The signed-in console: its query cache and the layout, loaded as one chunk after the login page. */
export function SignedInApp() {
  const locale = useAppLocale();
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
