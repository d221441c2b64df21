import { dataScope } from '@console/domain/enums';
import { messages } from '@console/domain/messages';
import type { RoleDetail, RoleOption } from '@console/domain/schemas/admin';
import type { Page as ListPage } from '@console/domain/schemas/list';
import type { TaskRow } from '@console/domain/schemas/task';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { systemTexts } from '../../apps/web/src/features/system/i18n-texts.ts';
import { call, staffMember } from './api';
import { expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, clickInPopup, en, openMenu, PASSWORD, spaced, zh } from './helpers';

/**
 * Data scopes end to end (issue 21): the admin narrows a role to "assigned" in the role editor (passing the step-up
 * it asks for) and makes its holder the account manager of one enterprise on 企业管理; the manager, signed in, sees
 * that enterprise's tasks and no other's. Chinese for the admin, English for the manager; axe at 390 px.
 */
const sys = systemTexts.zh;
const dialog = (page: Page) => page.locator('.ant-modal:not(.ant-zoom-leave)').filter({ has: page.locator('form') });
const ok = (scope: Locator) => scope.getByRole('button', { name: spaced(zh.common.confirm) });

test('an account manager of one enterprise sees only its rows once the admin narrows the role and assigns them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const url = baseURL as string;
  const stamp = `${Date.now() % 1_000_000}`;
  const roleName = `E2E 客户经理 ${stamp}`;
  const username = `e2e_mgr_${stamp}`;

  // Two demo enterprises with tasks: the manager's, and one they must not see.
  const admin = await apiSession(url, 'admin');
  const tasks = await call<ListPage<TaskRow>>(url, admin.token, 'GET', '/client/task/list?pageSize=100');
  const names = [...new Set(tasks.rows.map((r) => r.enterpriseName))];
  expect(names.length).toBeGreaterThanOrEqual(2);
  const [mine, theirs] = names as [string, string];

  // A role with the agent's menus (all data so far), and a staff member holding it.
  const roles = await call<RoleOption[]>(url, admin.token, 'GET', '/system/role/options');
  const agent = await call<RoleDetail>(
    url,
    admin.token,
    'GET',
    `/system/role/${roles.find((r) => r.code === 'agent')?.id}`,
  );
  const role = await call<{ id: number }>(url, admin.token, 'POST', '/system/role', {
    name: roleName,
    code: `e2e_scope_${stamp}`,
    menuIds: agent.menuIds,
  });
  await staffMember(url, admin.token, { username, name: `E2E 经理 ${stamp}`, roleIds: [role.id] });

  // The admin narrows the role to "assigned": the role editor asks for the password first, then saves.
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await openMenu(page, '系统管理', '角色管理');
  const roleRow = page.locator('.system-roles-page tr', { hasText: roleName });
  await roleRow.getByRole('button', { name: sys.edit }).click();
  const roleForm = dialog(page);
  const scopes = roleForm.getByTestId('role-data-scope');
  await expect(scopes.getByRole('radio', { name: dataScope['1'].zh })).toBeChecked();
  await scopes.getByText(dataScope['2'].zh).click();
  await expect(roleForm.getByText(sys.dataScopeHint)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page, 'the role editor with its data scope');
  await ok(roleForm).click();
  const stepUp = page.getByRole('dialog', { name: zh.stepUp.title });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel(zh.stepUp.password).fill(PASSWORD);
  await stepUp.getByRole('button', { name: zh.stepUp.submit }).click();
  await expect(stepUp).toBeHidden();
  await expect(roleForm).toHaveCount(0);
  expect((await call<RoleDetail>(url, admin.token, 'GET', `/system/role/${role.id}`)).dataScope).toBe('2');

  // Not assigned yet: the manager sees no task at all.
  const before = await apiSession(url, username);
  expect((await call<ListPage<TaskRow>>(url, before.token, 'GET', '/client/task/list')).total).toBe(0);

  // The admin makes them the account manager of one enterprise on 企业管理.
  await openMenu(page, '系统管理', '企业管理');
  const filters = page.locator('.system-enterprise-page');
  await filters.getByLabel('关键字').fill(mine);
  await filters.getByRole('button', { name: spaced(zh.common.search) }).click();
  const entRow = page.locator('.system-enterprise-page tr.ant-table-row', { hasText: mine });
  await expect(entRow).toHaveCount(1);
  await entRow.getByRole('button', { name: sys.assignManagers }).click();
  const managersForm = dialog(page);
  await managersForm.getByLabel(sys.managers).click();
  await managersForm.getByLabel(sys.managers).fill(username);
  await clickInPopup(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(`E2E 经理 ${stamp} (${username})`),
  );
  await page.keyboard.press('Escape');
  await expectAccessibleAtPhoneWidth(page, 'the account managers dialog');
  await ok(managersForm).click();
  await expect(managersForm).toHaveCount(0);

  // The manager, in English: the task list holds the assigned enterprise's tasks and nothing else.
  const context = await browser.newContext({ baseURL: url, locale: 'en-GB', reducedMotion: 'reduce' });
  const manager = await context.newPage();
  await manager.goto('/login');
  await manager.getByRole('button', { name: zh.lang.en }).click();
  await expect(manager.getByRole('heading', { name: en.login.title })).toBeVisible();
  await manager.locator('input[autocomplete="username"]').fill(username);
  await manager.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await manager.locator('button[type="submit"]').click();
  await expect(manager).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await openMenu(manager, 'Clients', 'Tasks');
  const rows = manager.locator('.task-list-page tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) {
    expect(text).toContain(mine);
    expect(text).not.toContain(theirs);
  }
  const after = await call<ListPage<TaskRow>>(url, before.token, 'GET', '/client/task/list?pageSize=100');
  expect(after.total).toBeGreaterThan(0);
  expect(after.rows.every((r) => r.enterpriseName === mine)).toBe(true);
  await expectAccessibleAtPhoneWidth(manager, "the manager's task list (en)");
  await context.close();
});

test('an enterprise administrator keeps their department tree on 部门管理', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now() % 1_000_000}`;
  const top = `E2E 总部 ${stamp}`;
  const below = `E2E 销售部 ${stamp}`;
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('enterprise');
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await openMenu(page, '系统管理', '部门管理');
  const tree = page.locator('.system-dept-page');

  await tree.getByRole('button', { name: sys.addDept }).click();
  const form = dialog(page);
  await form.getByLabel(sys.deptName).fill(top);
  await ok(form).click();
  await expect(form).toHaveCount(0);
  const topRow = tree.locator('tr.ant-table-row', { hasText: top });
  await expect(topRow).toBeVisible();

  await topRow.getByRole('button', { name: sys.addChildDept }).click();
  const child = dialog(page);
  await expect(child.getByTestId('dept-select')).toContainText(top);
  await child.getByLabel(sys.deptName).fill(below);
  await expectAccessibleAtPhoneWidth(page, 'the department form');
  await ok(child).click();
  await expect(child).toHaveCount(0);
  const belowRow = tree.locator('tr.ant-table-row', { hasText: below });
  await expect(belowRow).toBeVisible();
  // the child sits one level below its parent in the tree
  await expect(belowRow).toHaveClass(/ant-table-row-level-1/);
  await expectAccessibleAtPhoneWidth(page, 'the department tree');

  // a department with one below it is not deleted
  await topRow.getByRole('button', { name: sys.delete }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
  await expect(page.getByText(messages.deptNotEmpty.zh)).toBeVisible();
  await expect(topRow).toBeVisible();
});
