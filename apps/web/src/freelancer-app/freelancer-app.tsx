import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { useAppLocale } from '../lib/antd-locale';
import { prepareMessages } from '../lib/notify';
import { FreelancerRoutes } from './freelancer-routes';
import { freelancerQueryClient } from './query-client';

/** The freelancer page (/m/): its own query cache and session, the console's theme, texts and http client. */
export function FreelancerApp() {
  const locale = useAppLocale();
  useEffect(prepareMessages, []);
  return (
    <QueryClientProvider client={freelancerQueryClient}>
      <ConfigProvider locale={locale}>
        <App>
          <FreelancerRoutes />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
