import { expect, type Page, test } from '@playwright/test';
import { apiSession, firstDirectory, openMenu, signIn, tab, zh } from './helpers';

async function openThree(page: Page, baseURL: string) {
  const { routes } = await apiSession(baseURL, 'admin');
  const dir = firstDirectory(routes);
  await signIn(page, 'admin');
  const leaves = dir.leaves.slice(0, 3);
  for (const leaf of leaves) await openMenu(page, dir.title, leaf.title);
  for (const leaf of leaves) await expect(tab(page, leaf.title)).toBeVisible();
  return { dir, leaves: leaves as [(typeof leaves)[0], (typeof leaves)[0], (typeof leaves)[0]] };
}

const ORDERS = '/client/order/orderList/index';
const tabs = (page: Page) => page.locator('.tags-bar [role="tab"]');

test.describe('tags bar', () => {
  test('pages open as tabs; reload on a deep link keeps the page and the tabs', async ({ page, baseURL }) => {
    const { leaves } = await openThree(page, baseURL as string);
    await expect(tabs(page)).toHaveCount(4);
    await tab(page, leaves[1].title).click();
    await expect(page).toHaveURL(new RegExp(`${leaves[1].path}$`));
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${leaves[1].path}$`));
    await expect(tabs(page)).toHaveCount(4);
    await expect(tab(page, leaves[1].title)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, zh.route.dashboard)).toBeVisible();
  });

  test('the same page opened with other query parameters reuses its tab, which follows the URL', async ({
    page,
    baseURL,
  }) => {
    const { dir, leaves } = await openThree(page, baseURL as string);
    const [orders] = leaves.filter((l) => l.path === ORDERS);
    if (!orders) throw new Error('the orders page is not among the first three leaves');
    const onlyOneOrdersTab = async (url: RegExp) => {
      await expect(page).toHaveURL(url);
      await expect(tabs(page)).toHaveCount(4);
      await expect(tab(page, orders.title)).toHaveCount(1);
      await expect(tab(page, orders.title)).toHaveAttribute('aria-selected', 'true');
    };

    // Through a data period (a deep link): the period shows under the breadcrumb, in the same tab.
    await page.goto(`${ORDERS}?dataDate=2024-05`);
    await expect(page.getByTestId('data-period')).toContainText('2024-05-01 ~ 2024-05-31');
    await onlyOneOrdersTab(/\?dataDate=2024-05$/);
    // Through the menu, then with a status in the query.
    const sidebar = page.getByTestId('sidebar');
    const leaf = sidebar.getByRole('menuitem', { name: orders.title });
    if (!(await leaf.isVisible())) await sidebar.getByRole('menuitem', { name: dir.title }).click();
    await leaf.click();
    await expect(page).toHaveURL(new RegExp(`${ORDERS}$`));
    await onlyOneOrdersTab(new RegExp(`${ORDERS}$`));
    await expect(page.getByTestId('data-period')).toHaveCount(0);
    await page.goto(`${ORDERS}?status=3`);
    await onlyOneOrdersTab(/\?status=3$/);

    // The tab goes back to where it was last.
    await tab(page, zh.route.dashboard).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await tab(page, orders.title).click();
    await onlyOneOrdersTab(/\?status=3$/);
  });

  test('close button, middle-click, and closing the active tab goes to the last tab', async ({ page, baseURL }) => {
    const { leaves } = await openThree(page, baseURL as string);
    // The dashboard is affix: no close button.
    await expect(tab(page, zh.route.dashboard).locator('.tags-close')).toHaveCount(0);
    await tab(page, leaves[0].title).click({ button: 'middle' });
    await expect(tab(page, leaves[0].title)).toHaveCount(0);
    // Active is leaves[2]; closing it goes to the last remaining tab (leaves[1]).
    await tab(page, leaves[2].title).locator('.tags-close').click();
    await expect(page).toHaveURL(new RegExp(`${leaves[1].path}$`));
    // At once, as a user would: the tags bar's active tab follows the URL without lagging behind it.
    await tab(page, leaves[1].title).locator('.tags-close').click();
    await expect(tab(page, leaves[1].title)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tabs(page)).toHaveCount(1);
  });

  test('context menu: refresh, close, close others, close all (mouse and keyboard)', async ({ page, baseURL }) => {
    const { leaves } = await openThree(page, baseURL as string);
    const menu = page.locator('.tags-menu');

    await tab(page, leaves[1].title).click({ button: 'right' });
    await expect(menu).toBeVisible();
    expect(Math.round((await menu.boundingBox())?.width ?? 0)).toBe(105);
    await menu.getByRole('menuitem', { name: zh.tags.refresh }).click();
    await expect(page).toHaveURL(new RegExp(`${leaves[1].path}$`));
    await expect(tab(page, leaves[1].title)).toHaveAttribute('aria-selected', 'true');

    await tab(page, zh.route.dashboard).click({ button: 'right' });
    await expect(menu.getByRole('menuitem', { name: zh.tags.close, exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await tab(page, leaves[0].title).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: zh.tags.close, exact: true }).click();
    await expect(tab(page, leaves[0].title)).toHaveCount(0);

    await tab(page, leaves[2].title).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: zh.tags.closeOthers }).click();
    await expect(tabs(page)).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`${leaves[2].path}$`));

    // Keyboard: focus the tab, open its menu with Shift+F10, choose "close all".
    await tab(page, leaves[2].title).focus();
    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: zh.tags.closeAll })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a tab page keeps its state across tab switches (kept alive)', async ({ page, baseURL }) => {
    const { leaves } = await openThree(page, baseURL as string);
    await tab(page, zh.route.dashboard).click();
    await expect(page.locator('.dashboard')).toBeVisible();
    await page.locator('.dashboard').evaluate((el) => {
      el.setAttribute('data-marker', 'kept');
    });
    await tab(page, leaves[0].title).click();
    await expect(page.locator('.dashboard')).toBeHidden();
    await tab(page, zh.route.dashboard).click();
    await expect(page.locator('.dashboard')).toHaveAttribute('data-marker', 'kept');
    // Refresh drops the kept instance.
    await tab(page, zh.route.dashboard).click({ button: 'right' });
    await page.locator('.tags-menu').getByRole('menuitem', { name: zh.tags.refresh }).click();
    await expect(page.locator('.dashboard')).toBeVisible();
    await expect(page.locator('.dashboard')).not.toHaveAttribute('data-marker', 'kept');
  });
});
