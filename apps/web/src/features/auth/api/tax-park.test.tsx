import type { SessionUser } from '@console/domain/schemas/auth';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Navbar } from '../../../layout/navbar';
import { fakeTransport, ok } from '../../../lib/http/fake-transport';
import { setLanguage } from '../../../lib/i18n/i18n';
import { clearSession, useSession } from '../../../lib/session';
import { getItem } from '../../../lib/storage';
import { signIn } from './sign-in';
import { signOut } from './sign-out';

const users: Record<string, Partial<SessionUser>> = {
  enterprise: { username: 'enterprise', name: 'Ent', roleName: 'Enterprise', parkName: 'Ganzhou Park' },
  admin: { username: 'admin', name: 'Admin', roleName: 'Super', parkName: null },
};

/** The server: a token for anyone, then the user named in the sign-in form. */
let current = 'enterprise';
const transport = fakeTransport((config) => {
  const url = String(config.url);
  if (url.includes('auth/oauth/token')) {
    current = new URLSearchParams(String(config.data)).get('username') ?? '';
    return { status: 200, data: { access_token: `t-${current}`, refresh_token: 'r', expires_in: 7200 } };
  }
  if (url === 'auth/user') return ok(users[current]);
  if (url === 'auth/ipStatus') return ok(1);
  return ok();
});

function renderNavbar() {
  return render(
    <MemoryRouter>
      <App>
        <Navbar sidebarOpen onOpenSettings={() => {}} onSignOut={signOut} />
      </App>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await setLanguage('en');
  transport.calls.length = 0;
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('tax park', () => {
  it('is saved at sign-in, shown in the navbar, and gone after sign-out, never shown to the next user', async () => {
    await signIn('enterprise', 'pw');
    expect(getItem('taxPark')).toBe('Ganzhou Park');
    const first = renderNavbar();
    expect(screen.getByText('Ganzhou Park')).toBeTruthy();
    first.unmount();

    await signOut();
    expect(transport.calls.some((c) => c.url === 'auth/signout' && c.method === 'delete')).toBe(true);
    expect(getItem('taxPark')).toBeUndefined();
    expect(useSession.getState().user).toBeNull();

    await signIn('admin', 'pw');
    renderNavbar();
    expect(screen.getByText('Super')).toBeTruthy();
    expect(screen.queryByText('Ganzhou Park')).toBeNull();
    expect(getItem('taxPark')).toBe('');
  });

  it('is removed with the session on any clear (a 401, another tab signing out)', async () => {
    await signIn('enterprise', 'pw');
    expect(getItem('taxPark')).toBe('Ganzhou Park');
    clearSession();
    expect(getItem('taxPark')).toBeUndefined();
  });
});
