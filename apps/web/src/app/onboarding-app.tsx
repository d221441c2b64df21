import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { OnboardingRoutes } from '../features/onboarding/onboarding-routes';
import { onboardingQueryClient } from '../features/onboarding/query-client';
import { useAppLocale } from '../lib/antd-locale';
import { prepareMessages } from '../lib/notify';

/** The public onboarding pages: their own query cache and applicant session, the console's theme, texts and http client. */
export function OnboardingApp() {
  const locale = useAppLocale();
  useEffect(prepareMessages, []);
  return (
    <QueryClientProvider client={onboardingQueryClient}>
      <ConfigProvider locale={locale}>
        <App>
          <OnboardingRoutes />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
