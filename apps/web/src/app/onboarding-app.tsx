import { OnboardingRoutes } from '../features/onboarding/onboarding-routes';
import { onboardingQueryClient } from '../features/onboarding/query-client';
import { AppRoot } from '../lib/app-root';

/** The public onboarding pages: their own query cache and applicant session, the console's theme, texts and http client. */
export function OnboardingApp() {
  return (
    <AppRoot client={onboardingQueryClient}>
      <OnboardingRoutes />
    </AppRoot>
  );
}
