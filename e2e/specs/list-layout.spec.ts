import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, zh } from './helpers';

/** Every list page, with the columns a user scans (by column key) and the card heading shown on a phone. */
const LISTS = [
  { path: '/client/task/taskList/index', scan: ['taskNo', 'title', 'status', 'price', 'createdAt'] },
  { path: '/client/order/orderList/index', scan: ['orderNo', 'taskTitle', 'status', 'amount', 'createdAt'] },
  { path: '/client/invoice/orderInvoice/index', scan: ['applicationNo', 'title', 'status', 'amount', 'createdAt'] },
  { path: '/client/invoice/invoiceRecord/index', scan: ['invoiceNumber', 'status', 'amount', 'issueDate'] },
  { path: '/client/information/informationList/index', scan: ['title', 'status', 'publishedAt'] },
  { path: '/client/feedback/feedbackList/index', scan: ['createdAt', 'feedType', 'feedDesc', 'status'] },
  { path: '/common/down-file/index', scan: ['fileName', 'status', 'createdAt'] },
] as const;

/** Signs in as admin in the chosen language (saved as the language switch saves it). */
async function signInIn(page: Page, lang: 'zh' | 'en') {
  await page.goto('/login');
  await page.evaluate((l) => {
    localStorage.setItem(
      'console-language',
      JSON.stringify({ dataType: 'string', content: l, type: 'local', datetime: Date.now() }),
    );
  }, lang);
  await page.reload();
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Whether a header cell can be seen whole: the point at its centre and near each edge hits the cell itself,
 * not a pinned column drawn over it, and it lies inside the table's box.
 */
function headerSeen(page: Page, key: string) {
  return page.locator(`th[data-column-key="${key}"]`).evaluate((th) => {
    const box = th.getBoundingClientRect();
    const table = th.closest('.ant-table')?.getBoundingClientRect();
    if (!table || box.left < table.left - 1 || box.right > table.right + 1) return false;
    const y = box.top + box.height / 2;
    return [box.left + 3, box.left + box.width / 2, box.right - 3].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === th || th.contains(hit));
    });
  });
}

for (const lang of ['zh', 'en'] as const) {
  for (const width of [1280, 1440]) {
    test.describe(`lists at ${width} px in ${lang}, sidebar open`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the columns a user scans are all in view on every list page', async ({ page }) => {
        test.slow();
        await signInIn(page, lang);
        await expect(page.getByTestId('sidebar')).toHaveCSS('width', '220px');
        for (const list of LISTS) {
          await page.goto(list.path);
          await expect(page.locator('th[data-column-key]').first()).toBeVisible();
          for (const key of list.scan) {
            await expect.poll(() => headerSeen(page, key), { message: `${list.path} ${key}` }).toBe(true);
          }
        }
      });
    });
  }
}

test.describe('long texts in a list', () => {
  test('end in an ellipsis and show whole in a tooltip', async ({ page }) => {
    test.slow();
    await signInIn(page, 'en');
    await page.goto(LISTS[0].path);
    // The first list of a fresh server can take a while on a busy machine.
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    // An enterprise or industry name longer than its column.
    const cut = page.locator('.list-cell-text');
    const index = await cut.evaluateAll((cells) => cells.findIndex((c) => c.scrollWidth > c.clientWidth + 1));
    expect(index).toBeGreaterThanOrEqual(0);
    const cell = cut.nth(index);
    const text = (await cell.textContent()) ?? '';
    await cell.hover();
    await expect(page.locator('.ant-tooltip').filter({ hasText: text })).toBeVisible();
  });
});

for (const lang of ['zh', 'en'] as const) {
  test.describe(`lists on a 390 px phone in ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('every list shows its rows as cards, and the top bar names the page', async ({ page }) => {
      test.slow();
      await signInIn(page, lang);
      for (const list of LISTS) {
        await page.goto(list.path);
        const cards = page.getByTestId('list-card');
        // The download centre of a user who exported nothing is empty: no table either way.
        if (list.path !== '/common/down-file/index') await expect(cards.first()).toBeVisible();
        await expect(page.locator('.ant-table')).toHaveCount(0);
        if ((await cards.count()) > 0) {
          const first = cards.first();
          await expect(first.locator('.list-card-title')).not.toBeEmpty();
          // The card fits the phone: nothing runs off its right edge.
          const overflow = await first.evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow).toBeLessThanOrEqual(1);
        }
        // The breadcrumb holds the page's name alone, left of the top bar's icons.
        const crumbs = page.locator('.breadcrumb-bar .ant-breadcrumb-link');
        await expect(crumbs).toHaveCount(1);
        const crumb = await crumbs.first().boundingBox();
        const icons = await page.locator('.navbar-right').boundingBox();
        expect(crumb && icons && crumb.x + crumb.width <= icons.x).toBe(true);
        await expect(crumbs.first()).not.toHaveText(lang === 'zh' ? zh.route.dashboard : 'Home');
      }
    });
  });
}
