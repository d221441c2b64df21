import { type BrowserContext, expect, test } from '@playwright/test';
import { accessToken, signIn, signOutFromMenu } from '../specs/helpers';
import { fetchOn, onlyFrom, pinnedContext, servedBy } from './instances';
import { newStaff } from './people';

/**
 * Sign-in and sign-out on two instances: a session signed in through one instance is good on the other; signing
 * out through one ends it on both at once (each instance keeps verified tokens in memory: the sign-out reaches the
 * other one's through Redis), and the other instance's open page leaves for the login page by itself.
 */
test('signed in through instance 1, the session holds on instance 2; signing out ends it on both', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const { username } = await newStaff(base, 'agent');
  const first = await pinnedContext(browser, base, 1);
  let second: BrowserContext | undefined;
  try {
    const one = await first.newPage();
    const servedOne = await servedBy(one);
    await signIn(one, username);
    const token = await accessToken(one);
    const refresh = await one.evaluate(() => {
      const raw = localStorage.getItem('console-session');
      return raw ? (JSON.parse(raw).content.token.refreshToken as string) : '';
    });
    expect(refresh).not.toBe('');

    // The same browser session (its storage) opened on instance 2: signed in there, its notices socket there.
    second = await pinnedContext(browser, base, 2, { storageState: await first.storageState() });
    const two = await second.newPage();
    const servedTwo = await servedBy(two);
    await two.goto('/dashboard');
    await expect(two.locator('.dashboard-hero')).toBeVisible();
    await expect.poll(() => servedTwo.connects).toBeGreaterThan(0);

    await signOutFromMenu(one);
    // Pushed from instance 1 through Redis to the socket on instance 2: that page goes to the login page.
    await expect(two).toHaveURL(/\/login$/);

    // The token and the refresh token are refused by both instances.
    for (const n of [1, 2] as const) {
      const me = await fetchOn(base, n, '/auth/user', { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status, `instance ${n}`).toBe(401);
      const renewed = await fetchOn(base, n, '/auth/oauth/token', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh }).toString(),
      });
      expect(renewed.status, `instance ${n}`).toBe(401);
    }

    onlyFrom(servedOne.calls, 1);
    onlyFrom(servedOne.sockets, 1);
    onlyFrom(servedTwo.calls, 2);
    onlyFrom(servedTwo.sockets, 2);
  } finally {
    await first.close();
    await second?.close();
  }
});
