import { messages } from '@console/domain/messages';
import type { TaskDetail } from '@console/domain/schemas/task';
import { expect, type Page, test } from '@playwright/test';
import { systemTexts } from '../../apps/web/src/features/system/i18n-texts.ts';
import { listTexts } from '../../apps/web/src/lib/list/i18n-texts.ts';
import { call, draftTask } from './api';
import { expectAccessible, expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, PASSWORD, signIn, spaced, zh } from './helpers';

const L = listTexts.zh;
const S = systemTexts.zh;
const REVIEW = '/system/taskReview/index';

/** Tasks of the demo enterprise submitted for review, titled with one prefix the list can be filtered by. */
async function pendingTasks(url: string, prefix: string, n: number): Promise<TaskDetail[]> {
  const { token } = await apiSession(url, 'enterprise');
  const tasks: TaskDetail[] = [];
  for (let i = 1; i <= n; i++) {
    const task = await draftTask(url, token, `${prefix} ${i}`);
    await call(url, token, 'POST', `/client/task/${task.id}/submit`);
    tasks.push(task);
  }
  return tasks;
}

async function filterReview(page: Page, keyword: string) {
  await page.goto(REVIEW);
  await page.getByPlaceholder(S.keywordTasks).fill(keyword);
  await page.getByRole('button', { name: spaced(L.search) }).click();
}

test('a bulk approve of three tasks, one approved meanwhile elsewhere: two done, the third refused with why', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const prefix = `E2E 批量 ${Date.now() % 1_000_000}`;
  const tasks = await pendingTasks(url, prefix, 3);
  await signIn(page, 'admin');
  await filterReview(page, prefix);
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(3);
  // The header's box picks the page; the bar counts the choice.
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await expect(page.getByTestId('bulk-count')).toHaveText(L.bulkSelected.replace('{{n}}', '3'));
  await expectAccessible(page, 'review queue with a selection');

  // Another reviewer approves the second one while this page still lists it.
  const other = tasks[1] as TaskDetail;
  await call(url, (await apiSession(url, 'admin')).token, 'POST', `/client/task/${other.id}/approve`);

  await page.getByTestId('bulk-approve').click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByRole('button', { name: spaced(zh.common.confirm) }).dblclick();
  const result = page.getByTestId('bulk-result');
  await expect(result).toBeVisible();
  await expect(result).toContainText(L.bulkSummary.replace('{{done}}', '2').replace('{{refused}}', '1'));
  const refused = result.getByTestId('bulk-refused-row');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(other.taskNo);
  await expect(refused).toContainText(messages.conflict.zh);
  await expectAccessible(page, 'bulk result dialog');
  await page.getByRole('button', { name: spaced(L.bulkClose) }).click();
  await expect(rows).toHaveCount(0);
  // Each task was approved once: the double click on OK sent one request.
  for (const t of tasks) {
    const history = await call<{ rows: { action: string }[] }>(
      url,
      (await apiSession(url, 'admin')).token,
      'GET',
      `/client/task/${t.id}/history?pageSize=50`,
    );
    expect(history.rows.filter((r) => r.action === 'approve')).toHaveLength(1);
  }
  await expectAccessibleAtPhoneWidth(page, 'review queue after a bulk approve');
});

test('a saved view (columns, page size, a named filter) follows the user to a second browser in English', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const url = baseURL as string;
  const prefix = `E2E 视图 ${Date.now() % 1_000_000}`;
  await pendingTasks(url, prefix, 1);
  const name = `待审 ${Date.now() % 100_000}`;
  const { token } = await apiSession(url, 'admin');
  try {
    await signIn(page, 'admin');
    await filterReview(page, prefix);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await page.getByTestId('list-view-open').click();
    const editor = page.getByTestId('list-view-editor');
    // A slow network: the column's save is still on its way when the filter is saved, and both must land.
    let slowed = false;
    await page.route('**/interface/list-view?*', async (route) => {
      if (route.request().method() === 'PUT' && !slowed) {
        slowed = true;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await editor.getByTestId('view-column-enterprise').click();
    await expect(editor.getByTestId('view-column-enterprise')).not.toBeChecked();
    await expect(page.locator('th[data-column-key="enterprise"]')).toHaveCount(0);
    await editor.getByTestId('view-filter-name').fill(name);
    await editor.getByTestId('view-filter-save').click();
    await expect(editor.getByTestId('saved-filter-name')).toHaveText(name);
    await expect(editor.getByTestId('list-view-source')).toContainText(L.viewSourceUser);
    // The filter's save is answered after the column's: its confirmation means both reached the server.
    await expect(page.getByText(L.viewSaved)).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    // (the pointer off the button it pressed: a hovered button's lighter colour is not what axe should judge)
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'saved view drawer');

    // Another machine: a new browser context, in English, signed in afresh.
    const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await second.newPage();
    await other.goto('/login');
    await other.getByRole('button', { name: zh.lang.en }).click();
    await other.locator('input[autocomplete="username"]').fill('admin');
    await other.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await other.locator('button[type="submit"]').click();
    await expect(other).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await other.goto(REVIEW);
    // At 390 px rows are cards: the hidden column is not among a card's fields either.
    await expect(other.getByTestId('list-card').first()).toBeVisible({ timeout: 30_000 });
    await expect(other.locator('.list-card-field dt', { hasText: systemTexts.en.entName })).toHaveCount(0);
    // The saved filter is one pick away and brings back the filtered list.
    await other.getByTestId('saved-filter-pick').click();
    await other.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(name).click();
    await expect(other.getByTestId('list-card')).toHaveCount(1);
    await expect(other.getByTestId('list-card')).toContainText(prefix);
    await expectAccessible(other, 'review queue with a saved view, en, 390 px');
    await other.getByTestId('list-view-open').click();
    await expect(other.getByTestId('list-view-source')).toContainText(listTexts.en.viewSourceUser);
    await other.getByTestId('view-reset').click();
    await expect(other.getByTestId('list-view-source')).toContainText(listTexts.en.viewSourceNone);
    await expect(other.getByTestId('saved-filter-pick')).toHaveCount(0);
    await second.close();
  } finally {
    // The admin's view of this page is left as every other spec expects it.
    await fetch(`${url}/interface/list-view?key=${encodeURIComponent(REVIEW)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
  }
});
