import { expect, type Page, test } from '@playwright/test';
import { carouselTexts } from '../../apps/web/src/components/banners/i18n-texts.ts';
import { bannerTexts } from '../../apps/web/src/features/banners/i18n-texts.ts';
import { png } from './files';
import { openMenu, signIn, spaced, tab, zh } from './helpers';

/**
 * Banners (issue 13) as two people: the admin makes an enterprise-side carousel banner with an image and an
 * internal link; the enterprise user sees it on the dashboard's carousel and follows it to the linked page; the
 * admin switches it off and, after a reload, it is gone; the admin deletes it. Other specs look at the enterprise
 * user's dashboard at the same time: every assertion here is about this spec's own banner (its unique title).
 */
const T = bannerTexts.zh;
const SYSTEM = '系统管理';
const PAGE = '轮播图管理';
const LINKED = { path: '/client/invoice/invoiceRecord', tab: '开票记录' };

const row = (page: Page, title: string) => page.locator('.system-banner-page .ant-table-row', { hasText: title });
const carouselLink = (page: Page, title: string) =>
  page.getByTestId('banner-carousel').getByRole('link', { name: title });

test('a carousel banner made by the admin shows on the enterprise dashboard, leads to its page, and goes when off', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 轮播 ${Date.now() % 1_000_000}`;

  await signIn(page, 'admin');
  await openMenu(page, SYSTEM, PAGE);
  await page.getByRole('button', { name: T.add }).click();
  const form = page.getByRole('dialog', { name: T.add });
  await form.getByLabel(T.title).fill(title);
  await form
    .locator('.ant-form-item', { hasText: T.image })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'e2e-banner.png', mimeType: 'image/png', buffer: png([250, 84, 28]) });
  await expect(form.locator('.ant-upload-list-item-done, .ant-upload-list-item-container img').first()).toBeVisible();
  // the defaults: the enterprise side, a carousel banner, an internal link
  await expect(form.getByRole('radio', { name: '企业' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '轮播' })).toBeChecked();
  await expect(form.getByRole('radio', { name: '内部跳转' })).toBeChecked();
  // an external link must be http(s); switching back to the route input keeps the two apart
  await form.getByRole('radio', { name: '外部跳转' }).check();
  await form.getByTestId('banner-url').fill('javascript:alert(1)');
  await form.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(form.getByText(T.urlInvalid)).toBeVisible();
  await form.getByRole('radio', { name: '内部跳转' }).check();
  await form.getByLabel(T.sort).fill('0');
  // the route input suggests the pages of the menu; typing the path is enough
  await form.getByLabel(T.link, { exact: true }).fill(LINKED.path);
  await form.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(form).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title).getByTestId('banner-status')).toBeChecked();

  // The enterprise user, in a browser of their own.
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const enterprise = await context.newPage();
  await signIn(enterprise, 'enterprise');
  const link = carouselLink(enterprise, title);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', LINKED.path);
  await link.click();
  await expect(enterprise).toHaveURL(new RegExp(`${LINKED.path}(/index)?$`));
  await expect(tab(enterprise, LINKED.tab)).toBeVisible();

  // Switched off by the admin: gone from the dashboard after a reload.
  await row(page, title).getByTestId('banner-status').click();
  await expect(row(page, title).getByTestId('banner-status')).not.toBeChecked();
  await enterprise.goto('/dashboard');
  await expect(enterprise.locator('.dashboard-hero')).toBeVisible();
  await expect(enterprise.getByTestId('banner-carousel').getByRole('link').first()).toBeVisible();
  await expect(carouselLink(enterprise, title)).toHaveCount(0);
  await context.close();

  // Deleted, with a confirmation.
  await row(page, title)
    .getByRole('button', { name: spaced(T.remove) })
    .click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(row(page, title)).toHaveCount(0);
});

test('an external jump banner opens in a new tab, safely', async ({ page }) => {
  await signIn(page, 'enterprise');
  // the demo's enterprise-side jump banner
  const jump = page.locator('.banner-jumps').getByRole('link').first();
  await expect(jump).toBeVisible();
  await expect(jump).toHaveAttribute('target', '_blank');
  await expect(jump).toHaveAttribute('rel', /noopener/);
  await expect(jump).toContainText(carouselTexts.zh.newTab);
});
