import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signOutFromMenu, spaced, zh } from './helpers';

/** A demo user no other spec signs in as: changing its password signs out its other sessions. */
const USER = 'ruida';
const NEW_PASSWORD = 'Renewed2026pw';

async function token(baseURL: string, password: string): Promise<string | null> {
  const res = await fetch(`${baseURL}/interface/auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: USER, password }).toString(),
  });
  return res.status === 200 ? ((await res.json()) as { access_token: string }).access_token : null;
}

test.describe('personal centre: change password', () => {
  // Whatever happens in the test, the user gets the demo password back for the next run.
  test.afterEach(async ({ baseURL }) => {
    const changed = await token(baseURL as string, NEW_PASSWORD);
    if (!changed) return;
    const res = await fetch(`${baseURL}/interface/system/user/profile/password`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${changed}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ oldPassword: NEW_PASSWORD, newPassword: PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  test('a wrong old password or a mismatch is refused; then the new password is the one that signs in', async ({
    page,
  }) => {
    await signIn(page, USER);
    await page.locator('.navbar-avatar').click();
    await page.getByRole('button', { name: zh.nav.personalCentre }).click();
    await expect(page).toHaveURL(/\/profile\/index$/);
    await page.getByRole('tab', { name: zh.profile.changePassword }).click();
    const oldField = page.getByLabel(zh.profile.oldPassword, { exact: true });
    const newField = page.getByLabel(zh.profile.newPassword, { exact: true });
    const confirmField = page.getByLabel(zh.profile.confirmPassword, { exact: true });
    const save = page.getByRole('tabpanel').getByRole('button', { name: spaced(zh.common.save) });

    // The confirmation must match, checked before anything is sent.
    await oldField.fill(PASSWORD);
    await newField.fill(NEW_PASSWORD);
    await confirmField.fill(`${NEW_PASSWORD}x`);
    await save.click();
    await expect(page.getByText(zh.profile.passwordMismatch)).toBeVisible();

    // A wrong current password: the server's message, and the password stays.
    await oldField.fill('not-my-password1');
    await confirmField.fill(NEW_PASSWORD);
    await save.click();
    await expect(page.locator('.ant-message-error')).toContainText('原密码错误');

    await oldField.fill(PASSWORD);
    await save.click();
    await expect(page.getByText(zh.profile.passwordChanged)).toBeVisible();
    await expect(oldField).toHaveValue('');
    // This session stays signed in (only the other ones are signed out).
    await page.reload();
    await expect(page).toHaveURL(/\/profile\/index$/);
    await expect(page.locator('.navbar-name')).toBeVisible();

    await signOutFromMenu(page);
    // The login page's own title, not the personal centre's.
    await expect(page).toHaveTitle(`${zh.route.login} - ${zh.brand}`);

    // The old password no longer signs in; the new one does.
    await page.locator('input[autocomplete="username"]').fill(USER);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('.login-error')).toContainText('用户名或密码错误');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, USER, NEW_PASSWORD);
  });
});
