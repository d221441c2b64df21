import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { FreelancerRoutes } from '../features/freelancer/freelancer-routes';
import { freelancerQueryClient } from '../features/freelancer/query-client';
import { useAppLocale } from './antd-locale';

/** The freelancer page (/m/): its own query cache and session, the console's theme, texts and http client. */
export function FreelancerApp() {
  const locale = useAppLocale();
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
