import { pricingUnit, taskStatus, workMode } from '@console/domain/enums';
import { industry } from '@console/domain/industries';
import { expect, type Page, test } from '@playwright/test';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { apiSession, openMenu, signIn, spaced, tab, zh } from './helpers';

const T = taskTexts.zh;
const S = (v: keyof typeof taskStatus) => taskStatus[v].zh;

interface Leaf {
  parent: string;
  title: string;
}

/** The tasks page's menu entry, as the server names it for this user. */
async function tasksMenu(baseURL: string, username: string): Promise<Leaf> {
  const { routes } = await apiSession(baseURL, username);
  for (const dir of routes) {
    const leaf = dir.children?.find((c) => c.path === 'task/taskList');
    if (leaf) return { parent: dir.meta.title, title: leaf.meta.title };
  }
  throw new Error(`no tasks menu for ${username}`);
}

async function openTasks(page: Page, menu: Leaf) {
  await openMenu(page, menu.parent, menu.title);
  await expect(tab(page, menu.title)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/task\/taskList\/index/);
}

/** The create/edit drawer. */
const formDrawer = (page: Page) => page.locator('.ant-drawer-content-wrapper', { has: page.locator('form.task-form') });

/** Picks an option of an antd Select of the task form found by its label, and checks it was taken. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const item = formDrawer(page).locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });
  const input = formDrawer(page).getByLabel(label, { exact: true });
  const choice = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true });
  // The dropdown animates in and a click can land before it settles: pick until the choice shows.
  await expect(async () => {
    if (!(await choice.isVisible())) {
      await input.click();
      // long lists are virtual: search first so the option is rendered
      if (search) await input.fill(search);
    }
    await choice.click({ timeout: 2_000 });
    await expect(item).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const detail = (page: Page) => page.locator('.ant-drawer-content-wrapper', { has: page.getByTestId('task-detail') });

/** Clicks an action in the detail drawer's footer and confirms it in the popconfirm. */
async function act(page: Page, label: string) {
  await detail(page)
    .getByRole('button', { name: spaced(label) })
    .click();
  await page
    .locator('.ant-popconfirm:visible')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
}

/** Searches the list by task number and opens the task's detail. */
async function openTask(page: Page, taskNo: string) {
  const keyword = page.getByPlaceholder(T.keywordPlaceholder);
  await keyword.fill(taskNo);
  await page.getByRole('button', { name: spaced(zh.common.reset) }).waitFor();
  await keyword.press('Enter');
  const link = page.locator('.ant-table-row').getByText(taskNo, { exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(detail(page)).toBeVisible();
}

const statusInDetail = (page: Page) => detail(page).locator('.ant-descriptions .ant-tag').first();

test.describe('tasks', () => {
  test('a task from draft to completed: enterprise writes and submits, admin rejects, enterprise edits and resubmits, admin approves, enterprise closes and completes', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const entCtx = await browser.newContext();
    const adminCtx = await browser.newContext();
    const ent = await entCtx.newPage();
    const admin = await adminCtx.newPage();
    const entMenu = await tasksMenu(baseURL as string, 'enterprise');
    const adminMenu = await tasksMenu(baseURL as string, 'admin');
    const title = `E2E 保洁任务 ${Date.now() % 100000}`;

    // The enterprise writes a draft.
    await signIn(ent, 'enterprise');
    await openTasks(ent, entMenu);
    await ent.getByRole('button', { name: new RegExp(`${T.create}$`) }).click();
    await formDrawer(ent).getByLabel(T.name, { exact: true }).fill(title);
    await choose(ent, T.industry, `O ${industry.O.zh}`, industry.O.zh.slice(0, 4));
    await choose(ent, T.workMode, workMode['0'].zh);
    await choose(ent, T.pricingUnit, pricingUnit['01'].zh);
    await formDrawer(ent).getByLabel(T.priceUnit, { exact: true }).fill('300.5');
    await formDrawer(ent).getByLabel(T.headcount, { exact: true }).fill('3');
    const start = formDrawer(ent).getByPlaceholder(T.startDate);
    await start.click();
    await start.fill('2026-03-01');
    await start.press('Enter');
    const end = formDrawer(ent).getByPlaceholder(T.endDate);
    await end.fill('2026-03-31');
    await end.press('Enter');
    await formDrawer(ent).getByLabel(T.place, { exact: true }).fill('杭州市西湖区');
    await formDrawer(ent).getByLabel(T.description, { exact: true }).fill('办公室日常保洁，每天两小时');
    await formDrawer(ent)
      .getByRole('button', { name: spaced(zh.common.save) })
      .click();

    // Saved: the detail opens on the draft, with its number.
    await expect(statusInDetail(ent)).toHaveText(S('0'));
    const heading = await detail(ent).locator('.ant-drawer-title').textContent();
    const taskNo = (heading ?? '').split('·')[1]?.trim() ?? '';
    expect(taskNo).toMatch(/^T\d{14}$/);
    await expect(detail(ent)).toContainText(`¥300.50 / ${pricingUnit['01'].zh}`);

    await act(ent, T.actions.submit);
    await expect(statusInDetail(ent)).toHaveText(S('1'));
    await expect(detail(ent).getByRole('button', { name: spaced(T.actions.edit) })).toHaveCount(0);

    // The admin rejects it with a reason.
    await signIn(admin, 'admin');
    await openTasks(admin, adminMenu);
    await openTask(admin, taskNo);
    await admin.getByRole('button', { name: spaced(T.actions.reject) }).click();
    const modal = admin.locator('.ant-modal:visible');
    await modal.getByRole('button', { name: spaced(T.actions.reject) }).click();
    await expect(modal).toContainText(T.rules.rejectReason);
    await modal.getByLabel(T.rejectReason).fill('单价请按小时计算');
    await modal.getByRole('button', { name: spaced(T.actions.reject) }).click();
    await expect(statusInDetail(admin)).toHaveText(S('5'));
    await expect(detail(admin).getByTestId('task-reviews')).toContainText('单价请按小时计算');

    // The enterprise sees the reason, edits and resubmits.
    await ent.reload();
    await openTask(ent, taskNo);
    await expect(statusInDetail(ent)).toHaveText(S('5'));
    await expect(detail(ent)).toContainText('单价请按小时计算');
    await detail(ent)
      .getByRole('button', { name: spaced(T.actions.edit) })
      .click();
    await choose(ent, T.pricingUnit, pricingUnit['00'].zh);
    await formDrawer(ent).getByLabel(T.priceUnit, { exact: true }).fill('45');
    await formDrawer(ent)
      .getByRole('button', { name: spaced(zh.common.save) })
      .click();
    await expect(detail(ent)).toContainText(`¥45.00 / ${pricingUnit['00'].zh}`);
    await expect(statusInDetail(ent)).toHaveText(S('0'));
    await act(ent, T.actions.submit);
    await expect(statusInDetail(ent)).toHaveText(S('1'));

    // The admin approves: recruiting.
    await admin.reload();
    await openTask(admin, taskNo);
    await act(admin, T.actions.approve);
    await expect(statusInDetail(admin)).toHaveText(S('2'));
    const reviews = detail(admin).getByTestId('task-reviews');
    await expect(reviews).toContainText(T.review['2']);
    await expect(reviews).toContainText(T.review['1']);

    // The enterprise closes it to orders and completes it.
    await ent.reload();
    await openTask(ent, taskNo);
    await expect(statusInDetail(ent)).toHaveText(S('2'));
    await act(ent, T.actions.close);
    await expect(statusInDetail(ent)).toHaveText(S('3'));
    await act(ent, T.actions.complete);
    await expect(statusInDetail(ent)).toHaveText(S('4'));
    await expect(detail(ent).locator('.ant-drawer-footer button')).toHaveCount(0);

    // The list shows it completed.
    await ent.keyboard.press('Escape');
    await expect(detail(ent)).toBeHidden();
    const row = ent.locator('.ant-table-row', { hasText: taskNo });
    await expect(row).toContainText(S('4'));
    await entCtx.close();
    await adminCtx.close();
  });
});
