import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
// The first screen of every session: part of the entry, so it downloads with it instead of after it.
import { LoginPage } from '../features/auth/pages/login-page';
import { lazyPage } from '../lib/lazy-page';
import { bindNavigate } from '../lib/navigation';
import { useDocumentTitle } from '../lib/use-brand';
import { PUBLIC_PAGES } from './public-paths';
import { RouteGuard } from './route-guard';

// Route-level splitting: the login page never loads the layout, its menus, icons or pages.
const SignedInApp = lazyPage(() => import('./signed-in-app').then((m) => m.SignedInApp));
// The freelancer page (/m/): public to the console (no console session), with a session of its own.
const FreelancerApp = lazyPage(() => import('./freelancer-app').then((m) => m.FreelancerApp));
const NotAvailable = lazyPage(() => import('../components/not-available').then((m) => m.NotAvailable));

function NavigateBinder() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigate((to, options) => navigate(to, options));
    return () => bindNavigate(null);
  }, [navigate]);
  return null;
}

/** Public pages of later issues (company onboarding, sign success) until their screens land. */
function PublicPlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <div style={{ padding: 48 }}>
      <NotAvailable title={t(titleKey)} />
    </div>
  );
}

export function AppRouter() {
  return (
    // Location updates outside transitions: a transition can be overtaken by the next click and never commit, so a
    // page clicked on the way to another got no tab, and the tags bar read an active tab the URL had already left.
    <BrowserRouter useTransitions={false}>
      <NavigateBinder />
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route
              path="/login"
              element={
                <RouteGuard>
                  <LoginPage />
                </RouteGuard>
              }
            />
            {PUBLIC_PAGES.filter((p) => p.path !== '/login').map(({ path, titleKey }) => (
              <Route key={path} path={path} element={<PublicPlaceholder titleKey={titleKey} />} />
            ))}
            <Route path="/m/*" element={<FreelancerApp />} />
            <Route
              path="*"
              element={
                <RouteGuard>
                  <SignedInApp />
                </RouteGuard>
              }
            />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
