import { expect, type Page, test } from '@playwright/test';
import { signIn, zh } from './helpers';

const BRAND = zh.brand;
const ORDERS = '/client/order/orderList/index';

/**
 * Records every title the document takes, from the one index.html parses to each one the app sets (the text
 * node each change puts in <title>), so a title shown for a moment is caught too.
 */
async function recordTitles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { titlesSeen: string[] }).titlesSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target.nodeType === Node.TEXT_NODE ? r.target.parentNode : r.target;
        for (const node of Array.from(r.addedNodes)) {
          if (node.nodeName === 'TITLE' || target?.nodeName === 'TITLE') seen.push(node.textContent ?? '');
        }
        if (r.type === 'characterData' && target?.nodeName === 'TITLE') seen.push(r.target.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const titlesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen.filter((t) => t !== ''));

/** Each title names the product, after the page when one is known: never index.html's or a 404 on the way. */
function expectOnlyPageTitles(titles: string[], last: string) {
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toMatch(new RegExp(`^([^-]+ - )?${BRAND}$`));
  expect(titles.filter((t) => t.startsWith('404') || t.startsWith(zh.route.notFound))).toEqual([]);
  expect(titles.at(-1)).toBe(last);
}

const crumbs = (page: Page) => page.locator('.breadcrumb-bar .ant-breadcrumb-link');

test.describe('page titles and the not-found page', () => {
  test('signing in, a cold load and a reload show the page title or the product name, nothing else', async ({
    page,
  }) => {
    await recordTitles(page);
    await signIn(page, 'admin');
    await expect(page).toHaveTitle(`${zh.route.dashboard} - ${BRAND}`);
    expectOnlyPageTitles(await titlesSeen(page), `${zh.route.dashboard} - ${BRAND}`);

    // A cold load of a console page: the menu loads before the page is known.
    await page.goto(ORDERS);
    await expect(page).toHaveTitle(`订单管理 - ${BRAND}`);
    expectOnlyPageTitles(await titlesSeen(page), `订单管理 - ${BRAND}`);
  });

  test('the not-found page has its own breadcrumb and title, not the previous page’s', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(ORDERS);
    await expect(crumbs(page)).toHaveText([zh.route.dashboard, '订单管理']);

    await page.goto('/client/no-such-page/index');
    await expect(page.getByText(zh.notFound.text)).toBeVisible();
    await expect(crumbs(page)).toHaveText([zh.route.dashboard, zh.route.notFound]);
    await expect(page).toHaveTitle(`${zh.route.notFound} - ${BRAND}`);

    // Back to the console and forward again inside the app (no reload): the same.
    await page.getByRole('link', { name: zh.notFound.back }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(crumbs(page)).toHaveText([zh.route.dashboard]);
    await page.goBack();
    await expect(page.getByText(zh.notFound.text)).toBeVisible();
    await expect(crumbs(page)).toHaveText([zh.route.dashboard, zh.route.notFound]);
    await expect(page).toHaveTitle(`${zh.route.notFound} - ${BRAND}`);
  });
});
