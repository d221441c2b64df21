import { expect, type Page, test } from '@playwright/test';
import { apiSession, en, firstDirectory, PASSWORD, spaced, tab, zh } from './helpers';

/** The shell's journeys at desktop width and at 390px (mobile layout: the side menu is a drawer). */
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: '390px', width: 390, height: 844 },
] as const;

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens a menu leaf; at 390px the menu lives in a drawer opened from the hamburger. */
async function openLeaf(page: Page, mobile: boolean, parent: string, leaf: string): Promise<void> {
  if (mobile) await page.getByRole('button', { name: zh.nav.toggleSidebar }).click();
  const sidebar = page.getByTestId('sidebar');
  const item = sidebar.getByRole('menuitem', { name: leaf });
  if (!(await item.isVisible())) await sidebar.getByRole('menuitem', { name: parent }).click();
  await item.click();
  if (mobile) await expect(sidebar).toBeHidden();
}

async function logout(page: Page): Promise<void> {
  await page.locator('.navbar-avatar').click();
  await page.getByRole('button', { name: zh.nav.logout }).click();
  await expect(page.locator('.logout-dialog').getByText(zh.nav.logoutConfirm)).toBeVisible();
  // Polled: the dialog zooms in from a fraction of its size.
  await expect
    .poll(() => page.locator('.ant-modal.logout-dialog').evaluate((el) => Math.round(el.getBoundingClientRect().width)))
    .toBe(300);
  await page
    .locator('.logout-dialog')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(zh.auth.signedOut)).toBeVisible();
}

for (const vp of viewports) {
  const mobile = vp.width < 992;

  test.describe(`shell at ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('each demo user signs in, sees their own menu and watermark, and leaves nothing behind', async ({
      page,
      baseURL,
    }) => {
      let previous: string | null = null;
      for (const username of ['admin', 'enterprise', 'agent']) {
        const { user, routes } = await apiSession(baseURL as string, username);
        const dir = firstDirectory(routes);
        await signInAs(page, username);
        await expect(page.locator('.navbar-name')).toHaveText(user.name);
        await expect(page.getByTestId('watermark')).toHaveAttribute('data-text', new RegExp(user.name));
        if (previous) await expect(page.getByTestId('watermark')).not.toHaveAttribute('data-text', previous);
        // No tabs of the previous user: only the dashboard.
        await expect(page.locator('.tags-bar [role="tab"]')).toHaveCount(1);
        const leaf = dir.leaves[0];
        if (!leaf) throw new Error('menu too small');
        await openLeaf(page, mobile, dir.title, leaf.title);
        await expect(page).toHaveURL(new RegExp(`${leaf.path}$`));
        await expect(tab(page, leaf.title)).toHaveAttribute('aria-selected', 'true');
        previous = await page.getByTestId('watermark').getAttribute('data-text');
        await logout(page);
      }
      // Guard: signed out, a console page sends back to /login with the way back.
      await page.goto('/profile/index');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Findex$/);
    });

    test('tabs: context menu, middle-click, kept state, reload, deep link and the dataDate period', async ({
      page,
      baseURL,
    }) => {
      const { routes } = await apiSession(baseURL as string, 'admin');
      const dir = firstDirectory(routes);
      const [a, b, c] = dir.leaves;
      if (!a || !b || !c) throw new Error('menu too small');
      await signInAs(page, 'admin');
      for (const leaf of [a, b, c]) await openLeaf(page, mobile, dir.title, leaf.title);
      const tabs = page.locator('.tags-bar [role="tab"]');
      await expect(tabs).toHaveCount(4);

      // Kept alive: the dashboard keeps a mark across tab switches.
      await tab(page, zh.route.dashboard).click();
      await page.locator('.dashboard').evaluate((el) => el.setAttribute('data-marker', 'kept'));
      await tab(page, b.title).click();
      await tab(page, zh.route.dashboard).click();
      await expect(page.locator('.dashboard')).toHaveAttribute('data-marker', 'kept');

      const menu = page.locator('.tags-menu');
      await tab(page, b.title).click({ button: 'right' });
      await menu.getByRole('menuitem', { name: zh.tags.refresh }).click();
      await expect(page).toHaveURL(new RegExp(`${b.path}$`));
      await tab(page, a.title).click({ button: 'middle' });
      await expect(tab(page, a.title)).toHaveCount(0);
      await tab(page, c.title).click({ button: 'right' });
      await menu.getByRole('menuitem', { name: zh.tags.close, exact: true }).click();
      await expect(tab(page, c.title)).toHaveCount(0);

      // Deep link with dataDate: another tab, the period under the breadcrumb, and it all survives a reload.
      await page.goto(`${a.path}?dataDate=2024-02`);
      await expect(page.getByTestId('data-period')).toContainText('2024-02-01 ~ 2024-02-29');
      await expect(tabs).toHaveCount(3);
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${a.path}\\?dataDate=2024-02$`));
      await expect(page.getByTestId('data-period')).toContainText('2024-02-01 ~ 2024-02-29');
      await expect(tabs).toHaveCount(3);
      await expect(tab(page, a.title)).toHaveAttribute('aria-selected', 'true');

      await tab(page, a.title).click({ button: 'right' });
      await menu.getByRole('menuitem', { name: zh.tags.closeOthers }).click();
      await expect(tabs).toHaveCount(2);
      await tab(page, a.title).click({ button: 'right' });
      await menu.getByRole('menuitem', { name: zh.tags.closeAll }).click();
      await expect(tabs).toHaveCount(1);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('settings persist across reload; language switch; fullscreen or its warning', async ({ page }) => {
      await signInAs(page, 'enterprise');
      await page.getByRole('button', { name: zh.nav.settings }).click();
      await page.getByRole('button', { name: 'rgb(82,196,26)' }).click();
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(page.locator('.navbar')).toBeVisible();
      const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console-settings') ?? '{}'));
      expect(saved.content.colour).toBe('rgb(82,196,26)');

      await page.getByRole('button', { name: zh.nav.language }).click();
      await page.getByRole('menuitem', { name: en.lang.en }).click();
      await expect(tab(page, en.route.dashboard)).toBeVisible();
      await page.reload();
      await expect(tab(page, en.route.dashboard)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await page.locator('.navbar-fullscreen').click();
      await expect
        .poll(async () => {
          const on = await page.evaluate(() => Boolean(document.fullscreenElement));
          return on || (await page.locator('.ant-message-warning').count()) > 0;
        })
        .toBe(true);
    });
  });
}
