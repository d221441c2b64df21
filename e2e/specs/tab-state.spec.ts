import { expect, type Page, test } from '@playwright/test';
import { menuOf, openMenu, signIn, tab, zh } from './helpers';

const listRequest = (page: Page, path: string) =>
  page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === `/interface/${path}`);

test.describe('kept-alive tabs', () => {
  test('text typed into a filter box and not yet searched is still there after visiting another tab', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const orders = await menuOf(baseURL as string, 'enterprise', 'order/orderList');
    const tasks = await menuOf(baseURL as string, 'enterprise', 'task/taskList');
    await signIn(page, 'enterprise');
    await openMenu(page, orders.parent, orders.title);
    const keyword = page.locator('.filter-bar input#keyword').filter({ visible: true });
    await keyword.fill('not searched yet');

    await openMenu(page, tasks.parent, tasks.title);
    await expect(page).toHaveURL(/\/client\/task\/taskList\/index/);
    await tab(page, orders.title).click();
    await expect(page).toHaveURL(/\/client\/order\/orderList\/index/);
    await expect(keyword).toHaveValue('not searched yet');
  });

  test('refreshing a tab asks the server again, however recent its data', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const tasks = await menuOf(baseURL as string, 'enterprise', 'task/taskList');
    await signIn(page, 'enterprise');
    const loaded = listRequest(page, 'client/task/list');
    await openMenu(page, tasks.parent, tasks.title);
    await loaded;
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    // Well within the 30 s the list counts as fresh.
    const again = listRequest(page, 'client/task/list');
    await tab(page, tasks.title).click({ button: 'right' });
    await page.getByRole('menuitem', { name: zh.tags.refresh }).click();
    const request = await again;
    expect((await request.response())?.status()).toBe(200);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  });
});
