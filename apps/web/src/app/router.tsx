import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { NotAvailable } from '../components/not-available';
import { PageLoading } from '../components/page-loading';
import { bindNavigate } from '../lib/navigation';
import { RouteGuard } from './route-guard';

const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
const AppLayout = lazy(() => import('../layout/app-layout').then((m) => ({ default: m.AppLayout })));

function NavigateBinder() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigate((to, options) => navigate(to, options));
    return () => bindNavigate(null);
  }, [navigate]);
  return null;
}

/** Public pages of later issues (company onboarding, sign success) until their screens land. */
function PublicPlaceholder() {
  return (
    <div style={{ padding: 48 }}>
      <NotAvailable title={window.location.pathname} />
    </div>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
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
            {['/companyEnter', '/companyEnter/perfect', '/companyEnter/accessState', '/signSuccess'].map((path) => (
              <Route key={path} path={path} element={<PublicPlaceholder />} />
            ))}
            <Route
              path="*"
              element={
                <RouteGuard>
                  <AppLayout />
                </RouteGuard>
              }
            />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
