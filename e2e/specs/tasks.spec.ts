import { labelOf, orderStatus, pricingUnit, reviewState, taskStatus, workMode } from '@console/domain/enums';
import { industry } from '@console/domain/industries';
import { orderModeLabel } from '@console/domain/schemas/order';
import { expect, type Page, test } from '@playwright/test';
import { inviteTexts } from '../../apps/web/src/components/client/i18n-texts.ts';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { call, openTaskDetail, recruitingTask, taskDetail } from './api';
import { apiSession, clickInPopup, openMenu, pick, signIn, spaced, tab, zh } from './helpers';

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

/** Picks an option of an antd Select of the task form found by its label (long virtual lists: `search` first). */
async function choose(page: Page, label: string, option: string, search?: string) {
  const item = formDrawer(page).locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });
  await pick(item.locator('.ant-select'), option, search);
}

const detail = (page: Page) => page.locator('.ant-drawer-content-wrapper', { has: page.getByTestId('task-detail') });
/** The review state's tag beside the status in the open detail. */
const reviewInDetail = (page: Page) => detail(page).getByTestId('task-review-state');

/** Clicks an action in the detail drawer's footer and confirms it in the popconfirm. */
async function act(page: Page, label: string) {
  const button = detail(page).getByRole('button', { name: spaced(label) });
  // A spinning button ignores clicks; a user waits for it to stop.
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
  await clickInPopup(page.locator('.ant-popconfirm:visible').getByRole('button', { name: spaced(zh.common.confirm) }));
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
    await expect(detail(admin).getByTestId('task-history')).toContainText('单价请按小时计算');

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
    // A draft again, and its last review still reads rejected beside the status.
    await expect(reviewInDetail(ent)).toHaveText(reviewState['2'].zh);
    await act(ent, T.actions.submit);
    await expect(statusInDetail(ent)).toHaveText(S('1'));
    // Pending review: the status says it, no second tag.
    await expect(reviewInDetail(ent)).toHaveCount(0);

    // The admin approves: recruiting.
    await admin.reload();
    await openTask(admin, taskNo);
    await act(admin, T.actions.approve);
    await expect(statusInDetail(admin)).toHaveText(S('2'));
    await expect(reviewInDetail(admin)).toHaveText(reviewState['1'].zh);
    // The history has every step so far, oldest first, with the status each one left.
    const entries = detail(admin).getByTestId('task-history-entry');
    await expect(entries).toHaveCount(6);
    const steps: [keyof typeof T.historyActions, string][] = [
      ['create', S('0')],
      ['submit', `${S('0')} → ${S('1')}`],
      ['reject', `${S('1')} → ${S('5')}`],
      ['edit', `${S('5')} → ${S('0')}`],
      ['submit', `${S('0')} → ${S('1')}`],
      ['approve', `${S('1')} → ${S('2')}`],
    ];
    for (const [i, [action, move]] of steps.entries()) {
      await expect(entries.nth(i)).toContainText(T.historyActions[action]);
      await expect(entries.nth(i)).toContainText(move);
    }
    await expect(entries.nth(2)).toContainText(T.actorTypes.staff);
    await expect(entries.nth(3)).toContainText(T.actorTypes.enterprise);

    // The enterprise closes it to orders and completes it.
    await ent.reload();
    await openTask(ent, taskNo);
    await expect(statusInDetail(ent)).toHaveText(S('2'));
    await act(ent, T.actions.close);
    await expect(statusInDetail(ent)).toHaveText(S('3'));
    await act(ent, T.actions.complete);
    await expect(statusInDetail(ent)).toHaveText(S('4'));
    const history = detail(ent).getByTestId('task-history-entry');
    await expect(history).toHaveCount(8);
    await expect(history.nth(6)).toContainText(T.historyActions.close);
    await expect(history.nth(6)).toContainText(`${S('2')} → ${S('3')}`);
    await expect(history.nth(7)).toContainText(T.historyActions.complete);
    await expect(history.nth(7)).toContainText(`${S('3')} → ${S('4')}`);
    await expect(detail(ent).locator('.ant-drawer-footer button')).toHaveCount(0);

    // The list shows it completed.
    await ent.keyboard.press('Escape');
    await expect(detail(ent)).toBeHidden();
    const row = ent.locator('.ant-table-row', { hasText: taskNo });
    await expect(row).toContainText(S('4'));
    await entCtx.close();
    await adminCtx.close();
  });

  test('invites freelancers to a recruiting task from its detail and from its row; the orders appear', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const url = baseURL as string;
    const I = inviteTexts.zh;
    const ent = (await apiSession(url, 'enterprise')).token;
    const admin = (await apiSession(url, 'admin')).token;
    const title = `E2E 邀请任务 ${Date.now() % 100000}`;
    const created = await recruitingTask(url, { enterprise: ent, admin }, title, { price: 500, headcount: 5 });

    // From the detail drawer: the dialog is fixed on this task; the phone is checked before sending.
    await signIn(page, 'enterprise');
    await openTaskDetail(page, created.taskNo);
    await expect(taskDetail(page)).toContainText(T.noOrders);
    await taskDetail(page).getByTestId('task-invite').click();
    const dialog = page.getByRole('dialog', { name: I.title });
    await expect(dialog.locator('.ant-select')).toContainText(created.taskNo);
    await expect(dialog.locator('.ant-select')).toHaveClass(/ant-select-disabled/);
    await dialog.getByLabel(I.phone, { exact: true }).fill('1390000');
    await dialog.getByRole('button', { name: spaced(I.confirm) }).click();
    await expect(dialog).toContainText(I.phoneInvalid);
    await dialog.getByLabel(I.phone, { exact: true }).fill('13900000003');
    await dialog.getByRole('button', { name: spaced(I.confirm) }).click();
    await expect(dialog).toBeHidden();
    const notice = page.locator('.ant-message-notice', { hasText: I.done.split('，')[0] as string });
    await expect(notice).toBeVisible();
    const firstNo = /O\d+/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
    expect(firstNo).not.toBe('');
    // The task's order counts follow at once: one order waiting for the freelancer.
    const pending = `${labelOf(orderStatus, '0', 'zh')} × 1`;
    await expect(taskDetail(page)).toContainText(pending);

    // From the list row: the same dialog on the same task.
    await page.keyboard.press('Escape');
    await expect(taskDetail(page)).toBeHidden();
    const row = page.locator('.ant-table-row', { hasText: created.taskNo });
    await row.getByTestId('task-row-invite').click();
    await expect(dialog.locator('.ant-select')).toContainText(created.taskNo);
    await dialog.getByLabel(I.phone, { exact: true }).fill('13900000002');
    await dialog.getByLabel(I.quantity, { exact: true }).fill('2');
    await dialog.getByRole('button', { name: spaced(I.confirm) }).click();
    await expect(dialog).toBeHidden();
    // the order count column, found by its key (the columns a user scans come first, so its place may change)
    const orderCountAt = await page
      .locator('.ant-table-thead th')
      .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute('data-column-key') === 'orderCount'));
    expect(orderCountAt).toBeGreaterThan(-1);
    await expect(row.locator('td').nth(orderCountAt)).toHaveText('2');

    // Both appear on the orders page as invitations of this task.
    await page.goto('/client/order/orderList/index');
    const keyword = page.locator('.filter-bar input#keyword');
    await keyword.fill(firstNo);
    await keyword.press('Enter');
    const order = page.locator('.ant-table-row', { hasText: firstNo });
    await expect(order).toBeVisible();
    await expect(order).toContainText(title);
    await expect(order).toContainText(orderModeLabel.I.zh);
    const orders = await call<{ rows: { taskTitle: string; mode: string; status: string }[] }>(
      url,
      ent,
      'GET',
      `/client/order/list?taskId=${created.id}&pageSize=10`,
    );
    expect(orders.rows.map((o) => [o.taskTitle, o.mode, o.status])).toEqual([
      [title, 'I', '0'],
      [title, 'I', '0'],
    ]);
  });
});
