import type { OneTimePassword, RoleDetail, RoleOption } from '@console/domain/schemas/admin';
import { expect, test } from '@playwright/test';
import { base32Decode, totp, totpStep } from '../../apps/server/src/lib/totp.ts';
import { systemTexts } from '../../apps/web/src/features/system/i18n-texts.ts';
import { call, staffMember } from './api';
import { expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, en, openMenu, PASSWORD, signOutFromMenu, spaced, zh } from './helpers';

/**
 * Two-factor sign-in end to end, as a new staff member: enrols an authenticator in the personal centre (QR code
 * and its secret), keeps the recovery codes, signs out, signs in with the code an app would show (computed here
 * from the secret, as the app does), and resets a colleague's password, passing the step-up dialog that action
 * asks for. axe at 390 px on each new screen.
 */
const sys = systemTexts.zh;

/**
 * The code an authenticator app would offer next: each code is accepted once and never one older than the last,
 * so the current step's, else the one after (the server accepts one step either side), else, both used, the next
 * step's once it has begun.
 */
async function nextCode(secret: string, used: Set<number>): Promise<string> {
  const key = base32Decode(secret) as Buffer;
  const last = Math.max(-1, ...used);
  for (;;) {
    const now = totpStep(Date.now());
    const step = [now, now + 1].find((s) => s > last);
    if (step !== undefined) {
      used.add(step);
      return totp(key, step * 30_000);
    }
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200));
  }
}

test('a new user enrols TOTP, signs in with a code, and passes a step-up dialog to reset a password', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const stamp = `${Date.now() % 1_000_000}`;
  const actor = `e2e_mfa_${stamp}`;
  const colleague = `e2e_mfa_peer_${stamp}`;

  // The admin makes the two accounts; the new one's one-time password is changed as its owner would.
  const admin = await apiSession(url, 'admin');
  const roles = await call<RoleOption[]>(url, admin.token, 'GET', '/system/role/options');
  const adminRole = roles.find((r) => r.code === 'admin');
  const made = await call<OneTimePassword>(url, admin.token, 'POST', '/system/user', {
    username: actor,
    name: 'E2E 两步验证',
    userType: '01',
    roleIds: [adminRole?.id],
  });
  await call<OneTimePassword>(url, admin.token, 'POST', '/system/user', {
    username: colleague,
    name: 'E2E 同事',
    userType: '01',
    roleIds: [],
  });
  const first = await apiSession(url, actor, made.password);
  await call(url, first.token, 'PUT', '/system/user/profile/password', {
    oldPassword: made.password,
    newPassword: PASSWORD,
  });

  // Sign in (password only so far) and enrol in the personal centre.
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(actor);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/profile/index');
  await page.getByRole('tab', { name: zh.profile.mfaTitle }).click();
  await page.getByRole('button', { name: zh.profile.mfaStart }).click();
  await expect(page.getByRole('img', { name: zh.profile.mfaQrLabel })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessibleAtPhoneWidth(page, 'the enrolment (QR code and secret)');

  const used = new Set<number>();
  await page.getByLabel(zh.profile.mfaCode).fill(await nextCode(secret, used));
  await page.getByRole('button', { name: zh.profile.mfaEnable }).click();
  const codes = page.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText(zh.profile.mfaRecoveryWarning)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page, 'the recovery codes');
  await page.getByRole('button', { name: zh.profile.mfaCodesKept }).click();
  await expect(page.getByText(zh.profile.mfaOn, { exact: true })).toBeVisible();

  // Signing in again takes the password, then a code.
  await signOutFromMenu(page);
  await page.locator('input[autocomplete="username"]').fill(actor);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: zh.login.mfaTitle })).toBeVisible();
  await expect(page.getByText(zh.login.otpHint)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page, 'the sign-in second step');
  // A wrong code is refused in place.
  const codeField = page.getByLabel(zh.login.otp, { exact: true });
  const right = await nextCode(secret, used);
  await codeField.fill(right === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: spaced(zh.login.verify) }).click();
  await expect(page.locator('.login-error')).toContainText('验证码错误');
  await codeField.fill(right);
  await page.getByRole('button', { name: spaced(zh.login.verify) }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // Resetting a colleague's password asks for a fresh proof, then goes on by itself.
  await openMenu(page, '系统管理', '用户管理');
  const row = page.locator('.system-users-page tr', { hasText: colleague });
  await row.getByRole('button', { name: sys.resetPassword }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
  const stepUp = page.getByRole('dialog', { name: zh.stepUp.title });
  await expect(stepUp).toBeVisible();
  await expect(stepUp.getByText(zh.stepUp.intro)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page, 'the step-up dialog over its confirmation');
  await stepUp.getByLabel(zh.stepUp.otp).fill(await nextCode(secret, used));
  await stepUp.getByRole('button', { name: zh.stepUp.submit }).click();
  await expect(stepUp).toBeHidden();
  const password = ((await page.getByTestId('one-time-password').locator('code').textContent()) ?? '').trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
});

test('a role that requires two factors shows its new holder only the enrolment, then the console', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const stamp = `${Date.now() % 1_000_000}`;
  const username = `e2e_mfa_role_${stamp}`;

  // A role with the agent's menus that requires two factors, and a user holding it.
  const admin = await apiSession(url, 'admin');
  const roles = await call<RoleOption[]>(url, admin.token, 'GET', '/system/role/options');
  const agent = await call<RoleDetail>(
    url,
    admin.token,
    'GET',
    `/system/role/${roles.find((r) => r.code === 'agent')?.id}`,
  );
  const role = await call<{ id: number }>(url, admin.token, 'POST', '/system/role', {
    name: `E2E 两步验证角色 ${stamp}`,
    code: `e2e_mfa_${stamp}`,
    menuIds: agent.menuIds,
    requireMfa: true,
  });
  await staffMember(url, admin.token, { username, name: 'E2E 必须两步验证', roleIds: [role.id] });

  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  // Only the enrolment: no menu, no console.
  const gate = page.locator('main.password-first');
  await expect(gate.getByText(zh.profile.mfaRequiredFirst)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await gate.getByRole('button', { name: zh.profile.mfaStart }).click();
  const secret = ((await gate.getByTestId('totp-secret').textContent()) ?? '').trim();
  await expectAccessibleAtPhoneWidth(page, 'the enrolment a role requires');
  await gate.getByLabel(zh.profile.mfaCode).fill(await nextCode(secret, new Set()));
  await gate.getByRole('button', { name: zh.profile.mfaEnable }).click();
  await expect(gate.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await gate.getByRole('button', { name: zh.profile.mfaCodesKept }).click();
  // Kept: the console opens, with the role's menus.
  await expect(gate).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('in English, the second step takes a recovery code, once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const username = `e2e_mfa_en_${Date.now() % 1_000_000}`;

  // A staff member (the agent's role: menus to open) with TOTP on, set up through the API as the personal centre does.
  const admin = await apiSession(url, 'admin');
  const roles = await call<RoleOption[]>(url, admin.token, 'GET', '/system/role/options');
  await staffMember(url, admin.token, {
    username,
    name: 'E2E recovery',
    roleIds: [roles.find((r) => r.code === 'agent')?.id],
  });
  const { token } = await apiSession(url, username);
  const { secret } = await call<{ secret: string }>(url, token, 'POST', '/auth/mfa/totp/setup');
  const { recoveryCodes } = await call<{ recoveryCodes: string[] }>(url, token, 'POST', '/auth/mfa/totp/enable', {
    code: await nextCode(secret, new Set()),
  });
  const code = recoveryCodes[0] as string;

  const secondStep = async () => {
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: en.login.mfaTitle })).toBeVisible();
    await page.getByRole('button', { name: en.login.useRecovery }).click();
    await expect(page.getByText(en.login.recoveryHint)).toBeVisible();
  };
  await page.goto('/login');
  await page.getByRole('button', { name: zh.lang.en }).click();
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
  await secondStep();
  await expectAccessibleAtPhoneWidth(page, 'the second step in English');
  await page.getByLabel(en.login.recovery, { exact: true }).fill(code);
  await page.getByRole('button', { name: en.login.verify }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // Spent: the same recovery code is refused the next time, in English.
  await page.evaluate(() => localStorage.removeItem('console-session'));
  await page.goto('/login');
  await secondStep();
  await page.getByLabel(en.login.recovery, { exact: true }).fill(code);
  await page.getByRole('button', { name: en.login.verify }).click();
  await expect(page.locator('.login-error')).toContainText('The code is incorrect');
  // and "back" returns to the password.
  await page.getByRole('button', { name: en.login.back }).click();
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
});
