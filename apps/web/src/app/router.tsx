import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
// The first screen of every session: part of the entry, so it downloads with it instead of after it.
import { LoginPage } from '../features/auth/pages/login-page';
import { lazyPage } from '../lib/lazy-page';
import { bindNavigate } from '../lib/navigation';
import { PUBLIC_PAGES } from './public-paths';
import { RouteGuard } from './route-guard';

// Route-level splitting: the login page never loads the layout, its menus, icons or pages.
const SignedInApp = lazyPage(() => import('./signed-in-app').then((m) => m.SignedInApp));
// The freelancer page (/m/): public to the console (no console session), with a session of its own.
const FreelancerApp = lazyPage(() => import('../freelancer-app/freelancer-app').then((m) => m.FreelancerApp));
// Company onboarding (/companyEnter…, /signSuccess): public, with an applicant session of its own.
const OnboardingApp = lazyPage(() => import('./onboarding-app').then((m) => m.OnboardingApp));

function NavigateBinder() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigate((to, options) => navigate(to, options));
    return () => bindNavigate(null);
  }, [navigate]);
  return null;
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
            {PUBLIC_PAGES.filter((p) => p.path !== '/login').map(({ path }) => (
              <Route key={path} path={path} element={<OnboardingApp />} />
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
