import type { MenuRow, RoleDetail, RoleOption } from '@console/domain/schemas/admin';
import { expect, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call, staffMember } from './api';
import { expectAccessible, expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, chooseLanguage, en, openMenu, signIn, zh } from './helpers';
import { dial, finishWrapup, goOnline, openControl } from './softphone';

/**
 * A talked call's recording, played from the call records in the spec's audio dialog, by an agent of the demo call
 * centre whose role adds telManage:record:listen (the demo agent lacks it). Seat 8010 is this spec's own.
 */
const T = softphoneTexts.zh;
const SEAT = { agentId: '8010', voipNumber: '057186801010' };

/** A staff member of the demo call centre holding the agent role's menus plus 收听通话录音. */
async function listener(baseURL: string): Promise<string> {
  const stamp = Date.now() % 1_000_000;
  const admin = await apiSession(baseURL, 'admin');
  const roles = await call<RoleOption[]>(baseURL, admin.token, 'GET', '/system/role/options');
  const agent = await call<RoleDetail>(
    baseURL,
    admin.token,
    'GET',
    `/system/role/${roles.find((r) => r.code === 'agent')?.id}`,
  );
  const menus = await call<MenuRow[]>(baseURL, admin.token, 'GET', '/system/menu-admin/list');
  const listen = menus.find((m) => m.perms === 'telManage:record:listen');
  expect(listen).toBeTruthy();
  const role = await call<{ id: number }>(baseURL, admin.token, 'POST', '/system/role', {
    name: `E2E 质检 ${stamp}`,
    code: `e2e_listen_${stamp}`,
    menuIds: [...agent.menuIds, listen?.id],
  });
  const username = `e2e_listen_${stamp}`;
  const id = await staffMember(baseURL, admin.token, { username, name: 'E2E 质检', roleIds: [role.id] });
  await call(baseURL, admin.token, 'PUT', `/system/user/${id}/callCentre`, { oemSerial: 'OEM8800001' });
  return username;
}

test('a talked call is recorded and plays from the call records in the audio dialog, by keyboard and at 390 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await listener(baseURL as string));
  const control = await openControl(page);
  await goOnline(control, SEAT);
  await dial(control, '13700007007');
  const active = control.getByTestId('softphone-active-call');
  await expect(active).toContainText('通话中 137****7007');
  await expect(active.getByTestId('softphone-timer')).toHaveText(/^00:00:0[2-9]$/);
  await active.getByTestId('softphone-hangup').click();
  await finishWrapup(control);
  // A call never answered (…0000 is busy): recorded, with no recording.
  await dial(control, '13700070000');
  await expect(control.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.busy}`);
  await control.getByTestId('softphone-offline').click();
  await expect(control.getByTestId('softphone-online')).toBeVisible();
  // Folded away: at a phone's width the open control is a sheet over the page.
  await control.getByRole('button', { name: T.collapse }).click();
  await expect(control).toBeHidden();

  await openMenu(page, '呼叫中心', '通话记录');
  const keyword = page.getByPlaceholder(T.records.keyword);
  await keyword.fill('7007');
  await keyword.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: '137****7007' }).first();
  const play = row.getByRole('button', { name: T.records.play });
  await expect(play).toBeVisible();
  const id = await row.getAttribute('data-row-key');

  // By keyboard: the play action opens the audio dialog, whose player loads the recording (a second or more).
  await play.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: zh.preview.audio });
  await expect(dialog).toBeVisible();
  const audio = dialog.getByTestId('preview-audio');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expectAccessible(page, 'call recording dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The record's drawer plays it too, in the same dialog.
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.getByTestId('call-record-fields') });
  const fields = drawer.getByTestId('call-record-fields');
  await expect(fields).toContainText(T.records.recording);
  await fields.getByRole('button', { name: T.records.play }).click();
  await expect(dialog).toBeVisible();
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: /close|关闭/i }).click();
  await expect(dialog).toBeHidden();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  // The busy call's drawer says why it has none, and offers nothing to play.
  await keyword.fill('0000');
  await keyword.press('Enter');
  const busy = page.locator('.ant-table-row', { hasText: '137****0000' }).first();
  await expect(busy.getByRole('button', { name: T.records.play })).toHaveCount(0);
  await busy.getByRole('button', { name: '详情' }).click();
  await expect(fields.getByTestId('drawer-no-recording')).toHaveText(T.records.recordingNone);
  await expect(fields.getByRole('button', { name: T.records.play })).toHaveCount(0);
  await expectAccessible(page, 'call record drawer without a recording');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
  await keyword.fill('7007');
  await keyword.press('Enter');
  await expect(row).toBeVisible();

  // At a phone's width the records are cards; the action and the dialog fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('list-card').filter({ hasText: '137****7007' }).first();
  await card.getByRole('button', { name: T.records.play }).click();
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(390);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expectAccessibleAtPhoneWidth(page, 'call recording dialog');
  await dialog.getByRole('button', { name: /close|关闭/i }).click();
  await expect(dialog).toBeHidden();

  // The same in English (the language chosen in the settings drawer is kept in storage).
  await chooseLanguage(page, 'en');
  const cardEn = page.getByTestId('list-card').filter({ hasText: '137****7007' }).first();
  await cardEn.getByRole('button', { name: softphoneTexts.en.records.play }).click();
  const dialogEn = page.getByRole('dialog', { name: en.preview.audio });
  await expect(dialogEn).toBeVisible();
  await expect
    .poll(
      () =>
        dialogEn.getByTestId('preview-audio').evaluate((a: HTMLAudioElement) => (a.readyState >= 1 ? a.duration : 0)),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await expectAccessibleAtPhoneWidth(page, 'call recording dialog in English');

  // Without telManage:record:listen (the demo agent) the recording is refused by the server.
  const agent = await apiSession(baseURL as string, 'agent');
  const refused = await fetch(`${baseURL}/interface/callCenter/records/${id}/recording`, {
    headers: { Authorization: `Bearer ${agent.token}` },
  });
  expect(refused.status).toBe(403);
});
