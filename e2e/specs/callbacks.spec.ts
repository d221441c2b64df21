import { expect, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call } from './api';
import { expectAccessible } from './axe';
import { apiSession, openMenu, pick, signIn } from './helpers';
import { finishWrapup, goOnline, newAgent, openControl } from './softphone';

/**
 * A missed call's callback, two agents of the demo call centre side by side (seats 8003 and 8004, this spec's own)
 * and the supervisor's wallboard beside them: the one who missed it is in `missed`, so the other, idle, is offered
 * it; passed on by both, it goes round again after the cool-down (CALL_CALLBACK_REOFFER_SECONDS) to the first, who
 * missed it longest ago, and who calls back. Other specs' idle agents may be offered it meanwhile: they never take
 * it, so it comes round when their offer runs out (CALL_CALLBACK_OFFER_SECONDS in playwright.config.ts). Other
 * specs' missed calls come and go in the same queue at any moment, so the board is only asked to count this one
 * while it waits; the exact counts, live, are the socket tests' (callbacks.test.ts).
 */
const T = softphoneTexts.zh;
const SEAT_X = { agentId: '8003', voipNumber: '057186801003' };
const SEAT_Y = { agentId: '8004', voipNumber: '057186801004' };
const COME_ROUND = 90_000;

test('a missed call is offered to an idle agent, passed on, and called back by another', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const url = baseURL as string;
  const x = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const y = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const boss = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const pageX = await x.newPage();
  const pageY = await y.newPage();
  const supervisor = await boss.newPage();
  await signIn(supervisor, 'admin');
  await openMenu(supervisor, '呼叫中心', '坐席监控');
  await expect(supervisor.getByTestId('wallboard')).toContainText(T.wallboard.live);
  const waiting = supervisor.getByTestId('wallboard-callbacksWaiting');
  await expect(waiting).toContainText(T.wallboard.callbacksWaiting);
  const count = async () => Number((await waiting.locator('.ant-statistic-content-value').textContent()) ?? NaN);
  await signIn(pageX, await newAgent(url, 'OEM8800001'));
  await signIn(pageY, await newAgent(url, 'OEM8800001'));
  const controlX = await openControl(pageX);
  await goOnline(controlX, SEAT_X);
  const controlY = await openControl(pageY);
  await goOnline(controlY, SEAT_Y);

  // A call rings at X, who lets it ring out: missed.
  const admin = await apiSession(url, 'admin');
  await call(url, admin.token, 'POST', '/callCenter/simulator/inbound', {
    number: '13600004040',
    agentId: SEAT_X.agentId,
  });
  await expect(controlX.getByTestId('softphone-ring')).toContainText('来电 136****4040');
  await expect(controlX.getByTestId('softphone-state')).toContainText(T.agentState.missed);
  // Queued: the supervisor's board counts at least this one (no reload).
  await expect.poll(count).toBeGreaterThanOrEqual(1);

  // Y, idle, is offered the callback, and passes it on.
  const offerY = controlY.getByTestId('softphone-callback');
  await expect(offerY).toContainText('待回拨 136****4040', { timeout: COME_ROUND });
  await offerY.getByTestId('softphone-callback-decline').click();
  await expect(offerY).toBeHidden();

  // X, idle again, is offered it, and calls back: the call is placed from X's phone.
  await pick(controlX.getByTestId('softphone-state'), T.agentState.idle);
  const offerX = controlX.getByTestId('softphone-callback');
  await expect(offerX).toContainText('待回拨 136****4040', { timeout: COME_ROUND });
  await expectAccessible(pageX, 'an offered callback on the control');
  await offerX.getByTestId('softphone-callback-accept').click();
  await expect(offerX).toBeHidden();
  const active = controlX.getByTestId('softphone-active-call');
  await expect(active).toContainText('通话中 136****4040');
  await active.getByTestId('softphone-hangup').click();
  await finishWrapup(controlX);
  // Y is never offered it again.
  await expect(offerY).toBeHidden();

  await controlX.getByTestId('softphone-offline').click();
  await controlY.getByTestId('softphone-offline').click();
  await expect(controlX.getByTestId('softphone-online')).toBeVisible();
  await expect(controlY.getByTestId('softphone-online')).toBeVisible();
  await x.close();
  await y.close();
  await boss.close();
});
