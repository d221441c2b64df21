import { useLocation } from 'react-router';
import './i18n';
import { AccessStatePage } from './pages/access-state-page';
import { CompanyEnterPage } from './pages/company-enter-page';
import { PerfectPage } from './pages/perfect-page';
import { SignSuccessPage } from './pages/sign-success-page';
import { PERFECT_PATH, SIGN_SUCCESS_PATH, STATE_PATH } from './paths';

/** The four public pages of company onboarding, by path. */
export function OnboardingRoutes() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === PERFECT_PATH) return <PerfectPage />;
  if (path === STATE_PATH) return <AccessStatePage />;
  if (path === SIGN_SUCCESS_PATH) return <SignSuccessPage />;
  return <CompanyEnterPage />;
}
