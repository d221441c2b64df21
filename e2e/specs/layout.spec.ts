import { expect, test } from '@playwright/test';
import { apiSession, clickInPopup, en, firstDirectory, signIn, spaced, tab, zh } from './helpers';

test.describe('layout', () => {
  test('language switch to English changes the menu, tabs and antd locale, and survives reload', async ({
    page,
    baseURL,
  }) => {
    const { routes } = await apiSession(baseURL as string, 'admin');
    const dir = firstDirectory(routes);
    await signIn(page, 'admin');
    await page.getByRole('button', { name: zh.nav.language }).click();
    await clickInPopup(page.getByRole('menuitem', { name: en.lang.en }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(tab(page, en.route.dashboard)).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: dir.titleEn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(new RegExp(`^${en.route.dashboard} - ${en.brand}`));
    await page.reload();
    await expect(tab(page, en.route.dashboard)).toBeVisible();
  });

  test('settings persist across reload; watermark and fullscreen', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('watermark')).toHaveCSS('background-image', /data:image\/png/);
    await page.getByRole('button', { name: zh.nav.settings }).click();
    await page.getByRole('switch', { name: zh.settings.tagsView }).click();
    await expect(page.locator('.tags-bar')).toHaveCount(0);
    await page.getByRole('button', { name: 'rgb(82,196,26)' }).click();
    await page.reload();
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator('.tags-bar')).toHaveCount(0);
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console-settings') ?? '{}'));
    expect(saved.dataType).toBe('object');
    expect(saved.type).toBe('session');
    expect(saved.content.colour).toBe('rgb(82,196,26)');
    expect(typeof saved.datetime).toBe('number');

    const before = await page.evaluate(() => Boolean(document.fullscreenElement));
    await page.locator('.navbar-fullscreen').click();
    await expect
      .poll(async () => {
        const on = await page.evaluate(() => Boolean(document.fullscreenElement));
        const warned = await page.locator('.ant-message-warning').count();
        return on !== before || warned > 0;
      })
      .toBe(true);
  });

  test('profile: change the display name', async ({ page }) => {
    await signIn(page, 'agent');
    await page.locator('.navbar-avatar').click();
    await page.getByRole('button', { name: zh.nav.personalCentre }).click();
    await expect(page).toHaveURL(/\/profile\/index$/);
    const name = `Agent ${Date.now() % 100000}`;
    const input = page.getByLabel(zh.profile.name, { exact: true });
    await input.fill(name);
    await page
      .getByRole('button', { name: spaced(zh.common.save) })
      .first()
      .click();
    await expect(page.getByText(zh.profile.saved)).toBeVisible();
    await expect(page.locator('.navbar-name')).toHaveText(name);
    await page.reload();
    await expect(page.locator('.navbar-name')).toHaveText(name);
  });
});

test.describe('mobile 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu is a drawer that closes after navigation', async ({ page, baseURL }) => {
    const { routes } = await apiSession(baseURL as string, 'enterprise');
    const dir = firstDirectory(routes);
    await signIn(page, 'enterprise');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.getByRole('button', { name: zh.nav.toggleSidebar }).click();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    const leaf = dir.leaves[0];
    if (!leaf) throw new Error('menu too small');
    if (!(await sidebar.getByRole('menuitem', { name: leaf.title }).isVisible())) {
      await sidebar.getByRole('menuitem', { name: dir.title }).click();
    }
    await sidebar.getByRole('menuitem', { name: leaf.title }).click();
    await expect(page).toHaveURL(new RegExp(`${leaf.path}$`));
    await expect(page.getByTestId('sidebar')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
