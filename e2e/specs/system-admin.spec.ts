import { messages } from '@console/domain/messages';
import type { RoleOption } from '@console/domain/schemas/admin';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { systemTexts } from '../../apps/web/src/features/system/i18n-texts.ts';
import { noticeTexts } from '../../apps/web/src/lib/notices/notice-i18n-texts.ts';
import { call } from './api';
import { expectAccessible } from './axe';
import { apiSession, clickInPopup, openMenu, PASSWORD, signIn, spaced, zh } from './helpers';

/**
 * Platform administration end to end, as two people: the admin makes a role and a user holding it; the user
 * signs in (in a second browser context) with the one-time password, is sent to change it, and sees exactly the
 * role's menus and buttons; the admin changes the role (seen at the next menu load), forces the session out and
 * freezes the user (each signs them out at once).
 */
const sys = systemTexts.zh;
const SYSTEM = '系统管理';
const NEW_PASSWORD = 'Changed2026pw';

const dialog = (page: Page) => page.locator('.ant-modal:not(.ant-zoom-leave)').filter({ has: page.locator('form') });
const ok = (scope: Locator) => scope.getByRole('button', { name: spaced(zh.common.confirm) });
/** The grant tree's check box of a menu node, by its title. */
const grant = (scope: Locator, title: string) =>
  scope
    .locator('.ant-tree-treenode', { has: scope.page().getByText(title, { exact: true }) })
    .locator('.ant-tree-checkbox');
const sidebarItems = (page: Page) => page.getByTestId('sidebar').getByRole('menuitem');

test('a role and a user made by the admin give that user exactly those menus, live changes, force sign-out and freezing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  const roleName = `E2E 角色 ${stamp}`;
  const roleCode = `e2e_${stamp}`;
  const username = `e2e_user_${stamp}`;

  await signIn(page, 'admin');

  // The role: task list and help centre pages (with their buttons) only.
  await openMenu(page, SYSTEM, '角色管理');
  await page.getByRole('button', { name: sys.addRole }).click();
  const roleForm = dialog(page);
  await roleForm.getByLabel(sys.roleName).fill(roleName);
  await roleForm.getByLabel(sys.roleCode).fill(roleCode);
  await grant(roleForm, '任务管理').click();
  await grant(roleForm, '帮助中心').click();
  await expect(grant(roleForm, '客户管理')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(grant(roleForm, '新增任务')).toHaveClass(/ant-tree-checkbox-checked/);
  await ok(roleForm).click();
  await expect(roleForm).toHaveCount(0);
  const roleRow = page.locator('.system-roles-page tr', { hasText: roleCode });
  await expect(roleRow).toBeVisible();

  // The user, holding that role: the one-time password is shown once.
  await openMenu(page, SYSTEM, '用户管理');
  await page.getByRole('button', { name: sys.addUser }).click();
  const userForm = dialog(page);
  await userForm.getByLabel(sys.username).fill(username);
  await userForm.getByLabel(sys.name, { exact: true }).fill('E2E 员工');
  await userForm.getByLabel(sys.roles).click();
  await clickInPopup(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(roleName));
  await page.keyboard.press('Escape');
  await ok(userForm).click();
  const password = ((await page.getByTestId('one-time-password').locator('code').textContent()) ?? '').trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await page.getByRole('button', { name: spaced(zh.common.close) }).click();
  const userRow = page.locator('.system-users-page tr', { hasText: username });
  await expect(userRow.getByText(sys.mustChange)).toBeVisible();

  // The user signs in elsewhere: sent to change the password first.
  const other = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
  const user = await other.newPage();
  await user.goto('/login');
  await user.locator('input[autocomplete="username"]').fill(username);
  await user.locator('input[autocomplete="current-password"]').fill(password);
  await user.locator('button[type="submit"]').click();
  // Only the password form: the console (its menu, pages and sockets) opens once the password is changed.
  const first = user.locator('main.password-first');
  await expect(first.getByText(zh.profile.mustChangePassword)).toBeVisible({ timeout: 30_000 });
  await expect(user.locator('.ant-layout-sider')).toHaveCount(0);
  await expectAccessible(user, 'the first password change');
  await first.getByLabel(zh.profile.oldPassword, { exact: true }).fill(password);
  await first.getByLabel(zh.profile.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await first.getByLabel(zh.profile.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
  await first.getByRole('button', { name: spaced(zh.common.save) }).click();
  await expect(user.getByText(zh.profile.passwordChanged)).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(user).toHaveURL(/\/dashboard$/);

  // Exactly the role's menus: 客户管理 with its two pages, nothing of 系统管理.
  await openMenu(user, '客户管理', '任务管理');
  await expect(sidebarItems(user).filter({ hasText: '帮助中心' })).toBeVisible();
  await expect(sidebarItems(user).filter({ hasText: '订单管理' })).toHaveCount(0);
  await expect(sidebarItems(user).filter({ hasText: SYSTEM })).toHaveCount(0);
  // and the role's buttons: the task list's export (client:task:export, a button of 任务管理)
  await expect(user.getByRole('button', { name: /导\s*出/ })).toBeVisible();

  // The admin changes the role: help centre out, orders in.
  await openMenu(page, SYSTEM, '角色管理');
  await roleRow.getByRole('button', { name: sys.edit }).click();
  const editForm = dialog(page);
  await expect(grant(editForm, '帮助中心')).toHaveClass(/ant-tree-checkbox-checked/);
  await grant(editForm, '帮助中心').click();
  await grant(editForm, '订单管理').click();
  await ok(editForm).click();
  await expect(editForm).toHaveCount(0);

  // At the user's next menu load (a reload), the new menus.
  await user.reload();
  await openMenu(user, '客户管理', '订单管理');
  await expect(sidebarItems(user).filter({ hasText: '任务管理' })).toBeVisible();
  await expect(sidebarItems(user).filter({ hasText: '帮助中心' })).toHaveCount(0);

  // Forcing the user's session out from the online sessions page: signed out at once; a new sign-in works.
  await openMenu(page, SYSTEM, '在线用户');
  const online = page.locator('.system-online-page');
  await online.getByLabel('关键字').fill(username);
  await online.getByRole('button', { name: spaced(zh.common.search) }).click();
  const session = online.locator('tr', { hasText: username });
  await expect(session).toHaveCount(1);
  await session.getByRole('button', { name: sys.forceSignOut }).click();
  await ok(page.locator('.ant-modal-confirm')).click();
  await expect(session).toHaveCount(0);
  await expect(user).toHaveURL(/\/login/);
  // told why, not that the login expired
  await expect(user.locator('.login-error')).toHaveText(messages.sessionForcedOut.zh);
  await user.locator('input[autocomplete="username"]').fill(username);
  await user.locator('input[autocomplete="current-password"]').fill(NEW_PASSWORD);
  await user.locator('button[type="submit"]').click();
  await expect(user).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // Freezing signs the user out at once.
  await openMenu(page, SYSTEM, '用户管理');
  await userRow.getByRole('button', { name: sys.freeze }).click();
  await ok(page.locator('.ant-modal-confirm')).click();
  await expect(userRow.getByTestId('user-status')).toHaveText('冻结');
  await expect(user).toHaveURL(/\/login/);
  await expect(user.locator('.login-error')).toHaveText(messages.accountFrozen.zh);
  await user.locator('input[autocomplete="username"]').fill(username);
  await user.locator('input[autocomplete="current-password"]').fill(NEW_PASSWORD);
  await user.locator('button[type="submit"]').click();
  await expect(user.locator('.login-error')).toContainText('账号已冻结，请联系管理员');
  await other.close();
});

test('a notice published to B arrives live for the enterprise user; its read count follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `E2E 公告 ${Date.now() % 1_000_000}`;

  // The enterprise user is signed in elsewhere, with the real-time channel connected.
  const other = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
  const ent = await other.newPage();
  await signIn(ent, 'enterprise');
  await ent.getByTestId('chat-button').click();
  const chat = ent.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
  await expect(chat.getByRole('status').filter({ hasText: chatTexts.zh.connection.connected })).toBeVisible();
  await chat.locator('.ant-modal-close').click();
  await expect(chat).toBeHidden();

  // The admin publishes to B, to that user chosen by search, now.
  await signIn(page, 'admin');
  await openMenu(page, SYSTEM, '通知发布');
  await page.getByRole('button', { name: sys.publish }).click();
  const form = dialog(page);
  await form.getByLabel(sys.noticeTitle).fill(title);
  await form.getByLabel(sys.noticeContent).fill('今晚 22:00 系统维护，请提前保存');
  await form.getByLabel('企业', { exact: true }).check();
  await form.getByLabel(sys.scopeChosen).check();
  await form.getByLabel(sys.recipients).click();
  await page.keyboard.type('enterprise');
  await clickInPopup(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(/^enterprise \(/),
  );
  await page.keyboard.press('Escape');
  await ok(form).click();
  await expect(form).toHaveCount(0);
  const row = page.locator('.system-notice-page tr', { hasText: title });
  await expect(row.getByTestId('publication-reads')).toHaveText('0 / 1');

  // Live, without a reload: the notification with its title; read in the chat dialog's notices.
  await expect(ent.locator('.ant-notification-notice', { hasText: title })).toBeVisible();
  await ent.getByTestId('chat-button').click();
  await chat.getByRole('button', { name: new RegExp(`^${consoleChatTexts.zh.notices}`) }).click();
  const notice = ent.locator('.notice-panel .notice-row', { hasText: title });
  await notice.getByRole('button', { name: noticeTexts.zh.markRead }).click();
  await expect(notice).toHaveCount(0);

  await page.reload();
  await expect(row.getByTestId('publication-reads')).toHaveText('1 / 1');
  await other.close();
});

test('a user whose roles grant no menu still changes the one-time password first, then hears there is no menu', async ({
  page,
  baseURL,
}) => {
  const username = `e2e_norole_${Date.now() % 1_000_000}`;
  const admin = await apiSession(baseURL as string, 'admin');
  const made = await fetch(`${baseURL}/interface/system/user`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, name: 'E2E 无角色', userType: '01', roleIds: [] }),
  });
  expect(made.status).toBe(200);
  const { password } = ((await made.json()) as { data: { password: string } }).data;

  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  const first = page.locator('main.password-first');
  await expect(first.getByText(zh.profile.mustChangePassword)).toBeVisible({ timeout: 30_000 });
  await first.getByLabel(zh.profile.oldPassword, { exact: true }).fill(password);
  await first.getByLabel(zh.profile.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await first.getByLabel(zh.profile.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
  await first.getByRole('button', { name: spaced(zh.common.save) }).click();
  await expect(page.getByText(zh.app.noMenuPermission)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
});

test('staff tell enterprises apart: 企业管理 shows their full names', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, SYSTEM, '企业管理');
  const list = page.locator('.system-enterprise-page');
  // Seeded companies whose masked names (杭州******公司, 上海********公司…) said little and looked alike.
  await list.getByPlaceholder(sys.keywordEnterprises).fill('科技有限公司');
  await list.getByRole('button', { name: spaced(zh.common.search) }).click();
  const names = list.locator('.ant-table-row td:first-child');
  for (const name of ['杭州云帆科技有限公司', '上海星辰网络科技有限公司', '苏州瑞达电子科技有限公司']) {
    await expect(names.filter({ hasText: name })).toHaveCount(1);
  }
  expect(await names.allTextContents()).not.toContainEqual(expect.stringContaining('*'));
});

test("one save of a user's details and roles: both changes land (each write of the save has its own idempotency key)", async ({
  page,
  baseURL,
}) => {
  const username = `e2e_edit_${Date.now() % 1_000_000}`;
  const admin = await apiSession(baseURL as string, 'admin');
  const roles = await call<RoleOption[]>(baseURL as string, admin.token, 'GET', '/system/role/options');
  const role = roles.find((r) => r.code !== 'admin') as RoleOption;
  await call(baseURL as string, admin.token, 'POST', '/system/user', {
    username,
    name: 'E2E 编辑前',
    userType: '01',
    roleIds: [],
  });

  await signIn(page, 'admin');
  await openMenu(page, SYSTEM, '用户管理');
  const list = page.locator('.system-users-page');
  await list.getByPlaceholder(sys.keywordUsers).fill(username);
  await list.getByRole('button', { name: spaced(zh.common.search) }).click();
  const row = list.locator('tr', { hasText: username });
  await row.getByRole('button', { name: sys.edit }).click();
  const form = dialog(page);
  await form.getByLabel(sys.name, { exact: true }).fill('E2E 编辑后');
  await form.getByLabel(sys.roles).click();
  await clickInPopup(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(role.name));
  await page.keyboard.press('Escape');
  await ok(form).click();
  // Changing roles asks the admin for a fresh proof, then the save goes on.
  const stepUp = page.getByRole('dialog', { name: zh.stepUp.title });
  await stepUp.getByLabel(zh.stepUp.password).fill(PASSWORD);
  await stepUp.getByRole('button', { name: zh.stepUp.submit }).click();
  await expect(page.getByText(sys.saved)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText('E2E 编辑后');
  await expect(row).toContainText(role.name);
});
