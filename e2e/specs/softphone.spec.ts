import { callOutcome } from '@console/domain/enums';
import { expect, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call } from './api';
import { expectAccessible } from './axe';
import { accessToken, apiSession, openMenu, pick, signIn, spaced } from './helpers';
import { dial, finishWrapup, goOnline, message, openControl, panel, seatLock } from './softphone';

/**
 * The softphone as the demo `agent` works it, against the real server and its call-centre simulator (timings
 * shortened in playwright.config.ts). Each test takes a seat of its own (the demo centre has twelve, 8001-8012).
 */
const T = softphoneTexts.zh;
const SEAT_A = { agentId: '8012', voipNumber: '057186801012' };
const SEAT_B = { agentId: '8011', voipNumber: '057186801011' };

test('the agent works the desk: seats, online, states, calls and their outcomes, an inbound call, wrap-up, offline', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL as string;
  await signIn(page, 'agent');
  const control = await openControl(page);

  // Spec sections 5 and 8: calling while offline, going online with no seat.
  await dial(control, '13800138000');
  await expect(message(page, T.offlineCall)).toBeVisible();
  await control.getByTestId('softphone-online').click();
  await expect(message(page, T.noSeatRefresh)).toBeVisible();
  await control.getByRole('button', { name: spaced(T.refresh) }).click();
  await expect(message(page, '坐席已同步')).toBeVisible();

  await goOnline(control, SEAT_A);
  expect(await seatLock(url, SEAT_A.agentId)).toBe(1);

  // A custom state of the demo call centre, and back.
  await pick(control.getByTestId('softphone-state'), '培训');
  await expect(page.getByTestId('softphone')).toBeVisible();
  await pick(control.getByTestId('softphone-state'), T.agentState.idle);

  // No number: 未检测到电话号码.
  await dial(control, '');
  await expect(message(page, T.noPhoneNumber)).toBeVisible();

  // A typed number: it rings, the timer ticks from placement, it is answered; hang-up puts the timer back.
  await dial(control, '13800138000');
  const active = control.getByTestId('softphone-active-call');
  await expect(active).toContainText('138****8000');
  await expect(active).toContainText('通话中 138****8000');
  await expect(active.getByTestId('softphone-timer')).not.toHaveText('00:00:00');
  await expect(active.getByTestId('softphone-timer')).toHaveText(/^00:00:0[2-9]$/);
  // Hold, mute and a DTMF digit while talking.
  await active.getByRole('button', { name: spaced(T.hold) }).click();
  await expect(active).toContainText(T.held);
  await active.getByRole('button', { name: spaced(T.unhold) }).click();
  await expect(active).not.toContainText(T.held);
  await active.getByRole('button', { name: spaced(T.mute) }).click();
  await expect(active).toContainText(T.muted);
  await active.getByRole('button', { name: spaced(T.keypad) }).click();
  await active.getByTestId('softphone-keypad').getByRole('button', { name: '5', exact: true }).click();
  await expect(active.getByTestId('softphone-keypad')).toContainText('已发送：5');
  await active.getByTestId('softphone-hangup').click();
  await expect(control.getByTestId('softphone-timer')).toHaveText('00:00:00');
  await finishWrapup(control, 'E2E 回访完成');

  // Scripted outcomes: …0000 busy, …1111 no answer, …2222 answered then dropped.
  await dial(control, '13800000000');
  await expect(control.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.busy}`);
  // (no pointer resting on the call button: the primary buttons' hover shade carries white text at 3.5:1 only)
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'the control with a call outcome');
  await dial(control, '13800001111');
  await expect(control.getByTestId('softphone-active-call')).toContainText('正在呼叫 138****1111');
  await expect(control.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.noAnswer}`);
  await expect(control.getByTestId('softphone-timer')).toHaveText('00:00:00');
  await dial(control, '13800002222');
  await expect(control.getByTestId('softphone-active-call')).toContainText('通话中 138****2222');
  await expect(control.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.dropped}`);
  await finishWrapup(control);

  // An order's freelancer, by the order's number: the full number never reaches the page.
  await openMenu(page, '客户管理', '订单管理');
  const row = page.locator('.ant-table-row', { has: page.getByTestId('call-button') }).first();
  await expect(row).toBeVisible();
  // the order number's cell (the row starts with its selection box)
  const orderNo = (
    (await row
      .getByRole('cell')
      .filter({ hasText: /^O\d+$/ })
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(orderNo).toMatch(/^O\d+$/);
  await row.getByTestId('call-button').click();
  const byOrder = control.getByTestId('softphone-active-call');
  await expect(byOrder).toContainText(`订单 ${orderNo}`);
  await expect(byOrder).toContainText(/通话中 \d{3}\*{4}\d{4}/);
  await byOrder.getByTestId('softphone-hangup').click();
  await expect(byOrder).toBeHidden();
  await finishWrapup(control);

  // An inbound call raised through the simulator (staff): the ring shows the masked number and the business.
  const admin = await apiSession(url, 'admin');
  await call(url, admin.token, 'POST', '/callCenter/simulator/inbound', {
    number: '13912345678',
    agentId: SEAT_A.agentId,
    businessType: 'order',
    businessId: orderNo,
  });
  const ring = control.getByTestId('softphone-ring');
  await expect(ring).toContainText('来电 139****5678');
  await expect(ring).toContainText(`订单 ${orderNo}`);
  await ring.getByTestId('softphone-answer').click();
  await expect(control.getByTestId('softphone-active-call')).toContainText('通话中 139****5678');
  await control.getByTestId('softphone-hangup').click();
  await finishWrapup(control, 'E2E 来电已处理');

  // A ring nobody answers: missed, until the agent picks a state again.
  await call(url, admin.token, 'POST', '/callCenter/simulator/inbound', {
    number: '13912340000',
    agentId: SEAT_A.agentId,
  });
  await expect(control.getByTestId('softphone-ring')).toContainText('来电 139****0000');
  await expect(control.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.missed}`);
  await expect(control.getByTestId('softphone-state')).toContainText(T.agentState.missed);
  await pick(control.getByTestId('softphone-state'), T.agentState.idle);

  // Go offline: the seat is free again.
  await control.getByTestId('softphone-offline').click();
  await expect(control.getByTestId('softphone-online')).toBeVisible();
  await expect.poll(() => seatLock(url, SEAT_A.agentId)).toBe(0);

  // The call records: the inbound call on the order, with its note; filtered by the order's number; exported.
  await openMenu(page, '呼叫中心', '通话记录');
  const keyword = page.getByPlaceholder(T.records.keyword);
  await keyword.fill(orderNo);
  await keyword.press('Enter');
  const record = page.locator('.ant-table-row', { hasText: '139****5678' });
  await expect(record).toContainText('E2E 来电已处理');
  await expect(record).toContainText(callOutcome.answered.zh);
  await record
    .getByRole('cell')
    .first()
    .getByText(/^\d{4}-/)
    .click();
  const detail = page.getByTestId('call-record-fields');
  await expect(detail).toContainText(`订单 ${orderNo}`);
  await expect(detail).toContainText('E2E 来电已处理');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(page.locator('.ant-table-row', { hasText: '138****8000' })).toHaveCount(0);
  await page
    .locator('.filter-bar')
    .filter({ visible: true })
    .getByRole('button', { name: spaced('导出') })
    .click();
  await expect(page.getByRole('dialog', { name: '导出提示' })).toBeVisible();
});

test('one tab owns the seat (another can take it over); reloading while online warns and gets the seat back', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const url = baseURL as string;
  await signIn(page, 'agent');
  const control = await openControl(page);
  await goOnline(control, SEAT_B);

  const second = await context.newPage();
  await second.goto('/dashboard');
  const other = await openControl(second);
  await expect(other).toContainText(T.inUse);
  await other.getByTestId('softphone-takeover').click();
  await expect(other.getByTestId('softphone-seat-number')).toHaveText(`坐席 ${SEAT_B.voipNumber}`);
  await expect(control).toContainText(T.inUse);
  await expect(control.getByTestId('softphone-takeover')).toBeVisible();

  // The owning tab reloads: the page warns first (beforeunload); the reloaded page is back online on the seat
  // (held for CALL_SEAT_GRACE_MS), with no seat to pick again.
  await second.getByTestId('softphone-number').click();
  let warned = '';
  second.once('dialog', (dialog) => {
    warned = dialog.type();
    void dialog.accept();
  });
  await second.reload();
  expect(warned).toBe('beforeunload');
  const reloaded = panel(second);
  await expect(reloaded.getByTestId('softphone-seat-number')).toHaveText(`坐席 ${SEAT_B.voipNumber}`);
  await expect(reloaded.getByTestId('softphone-state')).toContainText(T.agentState.idle);
  expect(await seatLock(url, SEAT_B.agentId)).toBe(1);
  // The first tab hears who has the phone again.
  await expect(control).toContainText(T.inUse);
  expect(await accessToken(second)).not.toBe('');

  // Going offline is for good: the next reload stays offline and the seat is free.
  await reloaded.getByTestId('softphone-offline').click();
  await expect(reloaded.getByTestId('softphone-online')).toBeVisible();
  await expect.poll(() => seatLock(url, SEAT_B.agentId)).toBe(0);
  await second.reload();
  await expect(panel(second).getByTestId('softphone-online')).toBeVisible();
  expect(await seatLock(url, SEAT_B.agentId)).toBe(0);
});

test('at 1440x900 the call-centre button sits beside the page: it covers no row actions of a table', async ({
  page,
}) => {
  await signIn(page, 'agent');
  await openMenu(page, '客户管理', '订单管理');
  const fab = page.getByTestId('softphone-fab');
  await expect(fab).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const button = await fab.boundingBox();
  const header = await page.locator('.ant-table-thead th', { hasText: '操作' }).boundingBox();
  expect(button && header).toBeTruthy();
  if (!button || !header) return;
  // The last column (the row actions) ends left of the button, whatever row the button is level with.
  expect(header.x + header.width).toBeLessThanOrEqual(button.x);
  for (const cell of await rows.locator('td:last-child').all()) {
    const box = await cell.boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(button.x);
  }
});

test('a user without telManage:online sees no softphone and is refused by its calls', async ({ page, baseURL }) => {
  const url = baseURL as string;
  await signIn(page, 'enterprise');
  await page.goto('/client/order/orderList/index');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('softphone-fab')).toHaveCount(0);
  await expect(page.getByTestId('call-button')).toHaveCount(0);
  const { token } = await apiSession(url, 'enterprise');
  const res = await fetch(`${url}/interface/bblgServer/system/callCenter/account/list?pageNum=1&pageSize=10000`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(403);
});
