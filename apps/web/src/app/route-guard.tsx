import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useThrowToBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/page-loading';
import { HttpError } from '../lib/http/http-error';
import { isChunkError, loadChunk } from '../lib/lazy-page';
import { notifyError } from '../lib/notify';
import { buildRoutes, NoMenuPermissionError } from '../lib/routes/dynamic-routes';
import { clearSession, useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-brand';
import { PUBLIC_PATHS } from './public-paths';

/** Loads the user's menu, validating it (spec: a menu with 0 or 1 entries means no menu permission). */
export async function loadMenu(username: string): Promise<void> {
  // The http client (axios) loads here, after the first screen, not with the login page.
  const { getMenu } = await loadChunk(() => import('../features/auth/api/get-menu'));
  const menu = await getMenu(username);
  buildRoutes(menu.routes);
  useSession.setState({ menu: menu.routes, permissions: menu.permissions });
}

/**
 * Spec "Route guard": without a token or user only public pages open; a signed-in user on /login goes to / when
 * the IP status is 1 and is signed out otherwise; the menu is loaded once, then the navigation goes on; a
 * failure shows its message and returns to /login.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const ipStatus = useSession((s) => s.ipStatus);
  const menu = useSession((s) => s.menu);
  const loading = useRef(false);
  const throwToBoundary = useThrowToBoundary();
  const signedIn = Boolean(token && user);
  // A one-time password opens nothing but changing it (signed-in-app): the menu loads after, so a user whose
  // roles grant no menu still changes the password before hearing that.
  // So does a role's required two-factor enrolment.
  const gateFirst = Boolean(user?.mustChangePassword || user?.mfaEnrolmentRequired);
  // The console drawn once the menu is in, as a transition: the session store's update alone would render the
  // whole layout and page in one long task; a transition renders them in slices of a few milliseconds.
  const [menuShown, setMenuShown] = useState(Boolean(menu));
  useEffect(() => {
    if (menu) startTransition(() => setMenuShown(true));
  }, [menu]);
  const isPublic = PUBLIC_PATHS.includes(location.pathname);
  const onLogin = location.pathname === '/login';

  useEffect(() => {
    if (onLogin && signedIn && ipStatus !== 1) {
      loadChunk(() => import('../features/auth/api/sign-out')).then((m) => m.signOut(), throwToBoundary);
    }
  }, [onLogin, signedIn, ipStatus, throwToBoundary]);

  // Signed in: fetch the console's chunk, and then the page's code and first data, while the menu loads instead of
  // after it. Only a head start: the route's own load (lazyPage) and the page's queries report a failure. Once per
  // page opened: the list state in the search changes on every filter, and the page fetches that itself.
  const { pathname } = location;
  const search = useRef(location.search);
  search.current = location.search;
  useEffect(() => {
    if (!signedIn || onLogin) return;
    loadChunk(() => import('./signed-in-app'))
      .then((m) => m.prefetchPage(pathname, search.current))
      .catch(() => undefined);
  }, [signedIn, onLogin, pathname]);

  useEffect(() => {
    if (!signedIn || menu || loading.current || (onLogin && ipStatus !== 1) || !user || gateFirst) return;
    loading.current = true;
    loadMenu(user.username)
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 401) return; // the http client already signed out
        // The session is fine, the code did not arrive: the reload message, not a sign-out.
        if (isChunkError(error)) {
          throwToBoundary(error);
          return;
        }
        notifyError(
          error instanceof NoMenuPermissionError
            ? t('app.noMenuPermission')
            : error instanceof HttpError
              ? error.message
              : t('app.routeLoadFailed'),
        );
        clearSession();
        navigate('/login', { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [signedIn, menu, user, onLogin, ipStatus, gateFirst, navigate, t, throwToBoundary]);

  if (!signedIn) {
    if (isPublic) return children;
    const redirect = location.pathname + location.search;
    const to =
      redirect === '/' || redirect === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`;
    return <Navigate to={to} replace />;
  }
  if (onLogin) {
    if (ipStatus === 1) return <Navigate to="/" replace />;
    return children;
  }
  if (!(menu && menuShown) && !gateFirst) return <MenuLoading />;
  return children;
}

/** While the menu loads the page is not known yet: the title names the product, not the page left or index.html's. */
function MenuLoading() {
  useDocumentTitle('');
  return <PageLoading />;
}
