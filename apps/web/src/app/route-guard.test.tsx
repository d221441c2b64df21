import type { MenuRoute, UserMenu } from '@console/domain/schemas/system';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http/http-error';
import { en } from '../lib/i18n/en';
import { setLanguage } from '../lib/i18n/i18n';
import { menuRoute, notFoundRoute } from '../lib/routes/test-menu';
import { clearSession, useSession } from '../lib/session';
import { RouteGuard } from './route-guard';

const getMenu = vi.fn<(username: string) => Promise<UserMenu>>();
vi.mock('../features/auth/api/get-menu', () => ({ getMenu: (username: string) => getMenu(username) }));

const notifyError = vi.fn();
vi.mock('../lib/notify', async (original) => ({
  ...(await original<typeof import('../lib/notify')>()),
  notifyError: (text: string) => notifyError(text),
}));

const entry = (path: string) => menuRoute(path);
const notFound = notFoundRoute();

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** The guard as the app router places it: around the login page, and around the console on every other path. */
function renderGuard(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        {[
          ['/login', 'login page'],
          ['*', 'console page'],
        ].map(([path, text]) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard>
                <span>{text}</span>
              </RouteGuard>
            }
          />
        ))}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const pathname = () => where()?.split('?')[0];

beforeEach(async () => {
  await setLanguage('en');
  getMenu.mockReset();
  notifyError.mockReset();
  useSession.setState({
    token: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 },
    user: { username: 'admin' } as never,
    ipStatus: 1,
    menu: null,
  });
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('route guard: loading the menu', () => {
  const noPermission: [string, MenuRoute[]][] = [
    ['no entry at all', []],
    ['only the hidden 404 entry', [notFound]],
    ['a single entry', [entry('/client')]],
  ];
  for (const [name, routes] of noPermission) {
    it(`${name}: "no menu permission", the session cleared, back to /login`, async () => {
      getMenu.mockResolvedValue({ routes, permissions: ['client:order:list'] });
      renderGuard('/dashboard');
      await waitFor(() => expect(where()).toBe('/login'));
      expect(screen.getByText('login page')).toBeTruthy();
      expect(getMenu).toHaveBeenCalledWith('admin');
      expect(notifyError).toHaveBeenCalledExactlyOnceWith(en.app.noMenuPermission);
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().menu).toBeNull();
      expect(screen.queryByText('console page')).toBeNull();
    });
  }

  it('a failed menu call shows its message and returns to /login (with the way back to the page)', async () => {
    getMenu.mockRejectedValue(new HttpError('system error', 500));
    renderGuard('/client/order/orderList/index');
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/client/order/orderList/index')}`);
    expect(screen.getByText('login page')).toBeTruthy();
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('system error');
    expect(useSession.getState().user).toBeNull();
  });

  it('a failure that is not an http answer: "could not load your menu"', async () => {
    getMenu.mockRejectedValue(new TypeError('menu.routes is not iterable'));
    renderGuard('/dashboard');
    await waitFor(() => expect(where()).toBe('/login'));
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(en.app.routeLoadFailed);
  });

  it('a 401 is left to the http client, which has signed out and said why already', async () => {
    getMenu.mockRejectedValue(new HttpError(en.http.loginExpired, 401));
    renderGuard('/dashboard');
    await waitFor(() => expect(getMenu).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(notifyError).not.toHaveBeenCalled();
    expect(where()).toBe('/dashboard');
  });

  it('a menu of two entries opens the page and keeps the menu and permissions', async () => {
    getMenu.mockResolvedValue({ routes: [entry('/client'), notFound], permissions: ['client:order:list'] });
    renderGuard('/dashboard');
    expect(await screen.findByText('console page')).toBeTruthy();
    expect(useSession.getState().permissions).toEqual(['client:order:list']);
    expect(where()).toBe('/dashboard');
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('route guard: who may open what', () => {
  it('signed in with IP status 1, /login goes to the console', async () => {
    getMenu.mockResolvedValue({ routes: [entry('/client'), notFound], permissions: [] });
    renderGuard('/login');
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('signed out, a console page goes to /login with the way back; public pages open', async () => {
    clearSession();
    renderGuard('/client/order/orderList/index?status=11');
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/client/order/orderList/index?status=11')}`);
    cleanup();
    renderGuard('/companyEnter');
    expect(screen.getByText('console page')).toBeTruthy();
    cleanup();
    renderGuard('/login');
    expect(screen.getByText('login page')).toBeTruthy();
    expect(getMenu).not.toHaveBeenCalled();
  });
});
