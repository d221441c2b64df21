import type { RoleOption } from '@console/domain/schemas/admin';
import type { SeatRow } from '@console/domain/schemas/softphone';
import { expect, type Locator, type Page } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call } from './api';
import { apiSession, PASSWORD, pick } from './helpers';

/**
 * The softphone control as an agent works it (softphone.spec.ts, cluster/softphone.spec.ts), in Chinese unless a
 * language's texts are given (`softphoneTexts.en` for an agent who chose English).
 */
const T = softphoneTexts.zh;
type Texts = typeof T;

export const panel = (page: Page, texts: Texts = T) => page.getByRole('region', { name: texts.title });
export const message = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

/** Opens the control (it stays open across pages and tabs once opened). */
export async function openControl(page: Page, texts: Texts = T): Promise<Locator> {
  const fab = page.getByTestId('softphone-fab');
  await expect(fab.or(panel(page, texts))).toBeVisible();
  if (await fab.isVisible()) await fab.click();
  await expect(panel(page, texts)).toBeVisible();
  return panel(page, texts);
}

export async function seatLock(baseURL: string, agentId: string): Promise<number | undefined> {
  const { token } = await apiSession(baseURL, 'admin');
  const data = await call<{ rows: SeatRow[] }>(
    baseURL,
    token,
    'GET',
    '/bblgServer/system/callCenter/account/list?pageNum=1&pageSize=10000',
  );
  return data.rows.find((r) => r.agentId === agentId)?.lock;
}

/** Picks the seat and goes online: the button loads for 3 s, then the seat number and go offline show. */
export async function goOnline(
  control: Locator,
  seat: { agentId: string; voipNumber: string },
  texts: Texts = T,
): Promise<void> {
  // The picker names each seat by its id and its VoIP number.
  await pickSeat(control, seat, texts);
  const started = Date.now();
  await control.getByTestId('softphone-online').click();
  await expect(control.getByTestId('softphone-online')).toHaveClass(/ant-btn-loading/);
  await expect(control.getByTestId('softphone-seat-number')).toHaveText(
    texts.seatNumber.replace('{{voip}}', seat.voipNumber),
  );
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  await expect(control.getByTestId('softphone-state')).toContainText(texts.agentState.idle);
}

/** Picks a seat in the control's seat picker (named by its id and its VoIP number). */
export async function pickSeat(
  control: Locator,
  seat: { agentId: string; voipNumber: string },
  texts: Texts = T,
): Promise<void> {
  const option = texts.seatOption.replace('{{agentId}}', seat.agentId).replace('{{voip}}', seat.voipNumber);
  await pick(control.getByTestId('softphone-seat'), option, seat.voipNumber.slice(-4));
}

export async function dial(control: Locator, number: string): Promise<void> {
  await control.getByTestId('softphone-number').fill(number);
  await control.getByTestId('softphone-call').click();
}

export async function finishWrapup(control: Locator, note?: string, texts: Texts = T): Promise<void> {
  const wrapup = control.getByTestId('softphone-wrapup');
  await expect(wrapup).toBeVisible();
  const [before = '', after = ''] = texts.wrapupCountdown.split('{{n}}');
  await expect(wrapup.getByTestId('softphone-wrapup-countdown')).toContainText(
    new RegExp(`${literal(before)}\\d+${literal(after)}`),
  );
  if (note) await wrapup.getByLabel(texts.wrapupNote).fill(note);
  await wrapup.getByTestId('softphone-wrapup-done').click();
  await expect(wrapup).toBeHidden();
  await expect(control.getByTestId('softphone-state')).toContainText(texts.agentState.idle);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A new staff user holding the demo's call-centre role, with the demo password (the one-time one changed); put in
 * `centre` when given (a spec's own agent: the demo `agent` holds one seat at a time, shared by other specs).
 */
export async function newAgent(baseURL: string, centre?: string): Promise<string> {
  const username = `e2e_agent_${Date.now() % 1_000_000}`;
  const admin = await apiSession(baseURL, 'admin');
  const roles = await call<RoleOption[]>(baseURL, admin.token, 'GET', '/system/role/options');
  const agentRole = roles.find((r) => r.code === 'agent');
  expect(agentRole).toBeTruthy();
  const made = await call<{ id: number; password: string }>(baseURL, admin.token, 'POST', '/system/user', {
    username,
    name: 'E2E 坐席',
    userType: '01',
    roleIds: [agentRole?.id],
  });
  const tokenRes = await fetch(`${baseURL}/interface/auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from('console:console').toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: made.password }).toString(),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  await call(baseURL, token, 'PUT', '/system/user/profile/password', {
    oldPassword: made.password,
    newPassword: PASSWORD,
  });
  if (centre) await call(baseURL, admin.token, 'PUT', `/system/user/${made.id}/callCentre`, { oemSerial: centre });
  return username;
}
