import { expect, type Locator, type Page, test } from '@playwright/test';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { businessTexts } from '../../apps/web/src/features/dashboard/business-i18n.ts';
import { en, PASSWORD, spaced, zh } from './helpers';

/** Every aria-label and alt a screen reader can reach (not inside anything aria-hidden). */
function spokenLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label], img[alt]'))
      .filter((el) => !el.closest('[aria-hidden="true"]'))
      .map((el) => el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? ''),
  );
}

/** Latin words in labels of a Chinese page: antd's own English ("Show", "Increase Value", icon names). */
async function expectNoEnglishLabels(page: Page, where: string): Promise<void> {
  const english = (await spokenLabels(page)).filter((label) => /[A-Za-z]{2,}/.test(label));
  expect(english, `${where}: English screen-reader labels on a zh page`).toEqual([]);
}

/** The element shows all its text: nothing cut off to the side or below. */
async function expectUncut(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const { scrollWidth, clientWidth, scrollHeight, clientHeight } = await element.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(scrollWidth, `${await element.textContent()} is cut at the side`).toBeLessThanOrEqual(clientWidth);
  expect(scrollHeight, `${await element.textContent()} is cut below`).toBeLessThanOrEqual(clientHeight);
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the new-task form: its amounts are number inputs with step buttons. */
async function openTaskForm(page: Page, create: string): Promise<Locator> {
  await page.goto('/client/task/taskList/index');
  await page.getByRole('button', { name: spaced(create) }).click();
  const form = page.locator('.ant-drawer-content-wrapper', { has: page.locator('form.task-form') });
  await expect(form.getByRole('spinbutton').first()).toBeVisible();
  return form;
}

test('zh: every screen-reader label is Chinese (password toggle, number steps, pager, icons)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: zh.login.showPassword })).toBeVisible();
  await expectNoEnglishLabels(page, '/login');

  await signIn(page, 'enterprise');
  await expect(page.getByRole('list', { name: businessTexts.zh.ordersByStatus })).toBeVisible();
  await expectNoEnglishLabels(page, '/dashboard');

  const form = await openTaskForm(page, taskTexts.zh.create);
  await expect(form.getByRole('button', { name: zh.common.increase }).first()).toBeAttached();
  await expectNoEnglishLabels(page, 'new task form');
  await form.getByRole('button', { name: spaced(zh.common.cancel) }).click();
  await expect(form).toBeHidden();

  await expect(page.getByRole('button', { name: '下一页' })).toBeVisible();
  await expectNoEnglishLabels(page, 'task list');

  await page.goto('/profile/index');
  await page.getByRole('tab', { name: zh.profile.changePassword }).click();
  // named by antd's zh locale here, which the check below reads
  await expect(page.locator('.ant-input-password-icon').first()).toBeVisible();
  await expectNoEnglishLabels(page, '/profile/index');
});

test('en: the sidebar brand and the dashboard chart labels are shown whole; the labels are English', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: zh.lang.en }).click();
  await expect(page.getByRole('button', { name: en.login.showPassword })).toBeVisible();
  await signIn(page, 'enterprise');

  const brand = page.getByTestId('sidebar').locator('.sidebar-logo-title');
  await expect(brand).toHaveText(en.brand);
  await expectUncut(brand);
  await expect(page.getByRole('link', { name: en.brand })).toBeVisible();

  // The orders chart holds the longest status names ("Invitation or application refused").
  const orders = page.getByRole('list', { name: businessTexts.en.ordersByStatus });
  await expect(orders.getByText('Invitation or application refused', { exact: true })).toBeVisible();
  const labels = orders.locator('.status-bars-label');
  expect(await labels.count()).toBeGreaterThan(5);
  for (const label of await labels.all()) {
    await expect(label).not.toContainText('…');
    await expectUncut(label);
  }

  const form = await openTaskForm(page, taskTexts.en.create);
  await expect(form.getByRole('button', { name: en.common.increase }).first()).toBeAttached();
  await expect(form.getByRole('button', { name: en.common.decrease }).first()).toBeAttached();
});
