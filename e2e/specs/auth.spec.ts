import { messages } from '@console/domain/messages';
import { expect, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { apiSession, firstDirectory, openMenu, signIn, signOutFromMenu, spaced, tab, zh } from './helpers';

test.describe('sign-in and guard', () => {
  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[autocomplete="username"]').fill('admin');
    await page.locator('input[autocomplete="current-password"]').fill('wrong-password');
    await page.locator('button[type="submit"]').click();
    // The server's own message (translated by Accept-Language), shown as it is.
    await expect(page.getByRole('alert')).toContainText(messages.badCredentials.zh);
    await expect(page).toHaveURL(/\/login/);
  });

  test("the console's first message shows at once: its code loads with the console, not with the message", async ({
    page,
  }) => {
    // (Loaded with the first message, it made the first warning of a session appear half a second late.)
    let loaded = false;
    page.on('request', (request) => {
      if (/\/assets\/message-host-[\w-]+\.js$/.test(request.url())) loaded = true;
    });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    // not on the login page, whose first load stays small
    expect(loaded).toBe(false);
    await signIn(page, 'admin');
    await expect.poll(() => loaded).toBe(true);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });

  test('empty fields show the validation messages', async ({ page }) => {
    await page.goto('/login');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByText(zh.login.usernameRequired)).toBeVisible();
    await expect(page.getByText(zh.login.passwordRequired)).toBeVisible();
  });

  test('a signed-out deep link goes to /login and back after signing in', async ({ page, baseURL }) => {
    const { routes } = await apiSession(baseURL as string, 'admin');
    const leaf = firstDirectory(routes).leaves[1];
    if (!leaf) throw new Error('menu too small');
    await page.goto(leaf.path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.locator('input[autocomplete="username"]').fill('admin');
    await page.locator('input[autocomplete="current-password"]').fill('demo1234');
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${leaf.path}$`));
    await expect(tab(page, leaf.title)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(new RegExp(`^${leaf.title} - `));
  });

  test('admin sees the server menu; signing in again on /login goes home', async ({ page, baseURL }) => {
    const { routes, user } = await apiSession(baseURL as string, 'admin');
    const dir = firstDirectory(routes);
    await signIn(page, 'admin');
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: dir.title })).toBeVisible();
    await openMenu(page, dir.title, dir.leaves[0]?.title ?? '');
    for (const leaf of dir.leaves) {
      await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: leaf.title })).toBeVisible();
    }
    await expect(page.locator('.navbar-name')).toHaveText(user.name);
    await expect(page.getByTestId('watermark')).toHaveAttribute('data-text', new RegExp(user.name));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout asks in a 300px dialog, shows the signed-out message, and another user sees no leftovers', async ({
    page,
    baseURL,
  }) => {
    const admin = await apiSession(baseURL as string, 'admin');
    const dir = firstDirectory(admin.routes);
    await signIn(page, 'admin');
    const leaf = dir.leaves[2];
    if (!leaf) throw new Error('menu too small');
    await openMenu(page, dir.title, leaf.title);
    await expect(tab(page, leaf.title)).toBeVisible();

    await page.locator('.navbar-avatar').click();
    await page.getByRole('button', { name: zh.nav.logout }).click();
    const dialog = page.locator('.logout-dialog .ant-modal-container, .logout-dialog .ant-modal-content').first();
    await expect(dialog).toBeVisible();
    await expect
      .poll(() =>
        page.locator('.ant-modal.logout-dialog').evaluate((el) => Math.round(el.getBoundingClientRect().width)),
      )
      .toBe(300);
    await page
      .locator('.logout-dialog')
      .getByRole('button', { name: spaced(zh.common.confirm) })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(zh.auth.signedOut)).toBeVisible();

    const ent = await apiSession(baseURL as string, 'enterprise');
    await signIn(page, 'enterprise');
    await expect(page.locator('.navbar-name')).toHaveText(ent.user.name);
    await expect(page.locator('.tags-bar [role="tab"]')).toHaveCount(1);
    await expect(page.getByTestId('watermark')).toHaveAttribute('data-text', new RegExp(ent.user.name));
    await expect(page.getByTestId('watermark')).not.toHaveAttribute('data-text', new RegExp(admin.user.name));
  });

  test('a revoked token (401) sends the user to /login', async ({ page, baseURL }) => {
    // The HTTP path alone: the real-time socket, which would notice the sign-out first, gets no server here.
    await page.routeWebSocket(/\/socket\.io\//, () => {});
    await signIn(page, 'enterprise');
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('console-session') ?? '{}').content.token.accessToken,
    );
    // The signed-in page is closed first: a request it still had on its way would meet the 401 and show the reason
    // there, and the load below would then find no session at all (the plain form, correctly).
    await page.goto('about:blank');
    const res = await fetch(`${baseURL}/interface/auth/signout`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('.login-error')).toHaveText(messages.tokenRevoked.zh);
    expect(await page.evaluate(() => localStorage.getItem('console-session'))).toBeNull();
  });

  test('signed out elsewhere: the open page goes to /login at once and says why', async ({ page, baseURL }) => {
    await signIn(page, 'enterprise');
    // The chat's socket is up (its dialog says so), then the session ends from outside this page.
    await page.getByTestId('chat-button').click();
    const dialog = page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
    await expect(dialog.getByRole('status').filter({ hasText: chatTexts.zh.connection.connected })).toBeVisible();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('console-session') ?? '{}').content.token.accessToken,
    );
    const res = await fetch(`${baseURL}/interface/auth/signout`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('.login-error')).toHaveText(messages.tokenRevoked.zh);
    expect(await page.evaluate(() => localStorage.getItem('console-session'))).toBeNull();
  });

  for (const username of ['admin', 'enterprise']) {
    test(`${username}: signing out reports no expired session, and nothing goes out after the revocation`, async ({
      page,
    }) => {
      // admin holds the notice bell's socket, enterprise the chat's: the sign-out drops it, and a dropped socket
      // asks the server why (GET /auth/user), which answered 401 and showed 登录状态已失效 beside 安全退出.
      const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
      await signIn(page, username);
      const ws = await socket;
      // Requests in the session's name (a bearer token) sent after its tokens were revoked.
      const afterRevocation: string[] = [];
      let revoked = false;
      page.on('request', (request) => {
        if (revoked && request.headers().authorization?.startsWith('Bearer')) afterRevocation.push(request.url());
        if (request.method() === 'DELETE' && request.url().endsWith('/interface/auth/signout')) revoked = true;
      });

      await signOutFromMenu(page);
      await expect(page.getByText(zh.auth.signedOut)).toBeVisible();
      if (!ws.isClosed()) await ws.waitForEvent('close');
      // What the dropped socket would set off happens within moments of its close: give it that time.
      await page.waitForTimeout(1_000);
      expect(revoked).toBe(true);
      expect(afterRevocation).toEqual([]);
      await expect(page.locator('.ant-message-error')).toHaveCount(0);
      await expect(page.locator('.login-error')).toHaveCount(0);
    });
  }
});
