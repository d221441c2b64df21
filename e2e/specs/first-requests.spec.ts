import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn, tab, zh } from './helpers';

/**
 * The GETs to the API while `action` runs, as `path?query` without the /interface/ prefix, each with how it was
 * made: `fetch` (the preload script) or `xhr` (the app's http client).
 */
async function apiGets(page: Page, action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/interface/')) {
      seen.push(`${request.resourceType()} ${url.pathname.replace('/interface/', '')}${url.search}`);
    }
  };
  page.on('request', record);
  await action();
  page.off('request', record);
  return seen;
}

const count = (list: string[], item: string) => list.filter((x) => x.endsWith(` ${item}`)).length;
const early = (list: string[], item: string) => list.includes(`fetch ${item}`);

test.describe('a signed-in page opened anew', () => {
  test('asks for its menu and first data once, while its code loads, and shows them', async ({ page }) => {
    await signIn(page, 'enterprise');

    const dashboard = await apiGets(page, async () => {
      await page.reload();
      await expect(page.locator('.dashboard-hero')).toBeVisible();
      await expect(page.getByTestId('banner-carousel')).toBeVisible();
      await expect(page.locator('.recent-logins tbody tr').first()).toBeVisible();
    });
    // One request each: the preload script's, taken by the app (a second would be the app asking again).
    for (const path of ['system/menu/enterprise', 'dashboard/summary', 'client/banner/active']) {
      expect(count(dashboard, path), path).toBe(1);
      expect(early(dashboard, path), `${path} asked by the preload script: ${dashboard.join(', ')}`).toBe(true);
    }

    await page.goto('/client/order/orderList');
    await expect(tab(page, zh.route.dashboard)).toBeVisible();
    const orders = await apiGets(page, async () => {
      await page.reload();
      await expect(page.locator('.ant-table-row, .list-card').first()).toBeVisible();
    });
    for (const path of ['system/menu/enterprise', 'client/order/list?pageNum=1&pageSize=20']) {
      expect(count(orders, path), path).toBe(1);
      expect(early(orders, path), `${path} asked by the preload script: ${orders.join(', ')}`).toBe(true);
    }
  });
});
