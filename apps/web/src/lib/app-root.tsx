import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useAppLocale } from './antd-locale';
import { prepareMessages } from './notify';

/**
 * The root of an app of its own under the console's providers (the onboarding pages, the freelancer page): its own
 * query cache, antd's texts in the page's language, and the App context its dialogs and messages use.
 */
export function AppRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  const locale = useAppLocale();
  useEffect(prepareMessages, []);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={locale}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
