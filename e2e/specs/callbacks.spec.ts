import { agentStateReason, forceOfflineReason } from '@console/domain/enums';
import { expect, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call } from './api';
import { expectAccessible } from './axe';
import { apiSession, chooseLanguage, pick, signIn, spaced } from './helpers';
import { finishWrapup, goOnline, newAgent, openControl, pickSeat } from './softphone';

/**
 * A missed call's callback, two agents of the demo call centre side by side (seats 8003 and 8004, this spec's own)
 * and the supervisor's wallboard beside them: the one who missed it is in `missed`, so the other, idle, is offered
 * it; passed on by both, it goes round again after the cool-down (CALL_CALLBACK_REOFFER_SECONDS) to the first, who
 * missed it longest ago, and who calls back. Other specs' idle agents may be offered it meanwhile: they never take
 * it, so it comes round when their offer runs out (CALL_CALLBACK_OFFER_SECONDS in playwright.config.ts). Other
 * specs' missed calls come and go in the same queue at any moment, so the board is only asked to count this one
 * while it waits; the exact counts, live, are the socket tests' (callbacks.test.ts).
 * X works in English on a phone (390 px), Y in Chinese at a desk; the supervisor reads the board in English.
 */
const T = softphoneTexts.zh;
const TE = softphoneTexts.en;
const SEAT_X = { agentId: '8003', voipNumber: '057186801003' };
const SEAT_Y = { agentId: '8004', voipNumber: '057186801004' };
const COME_ROUND = 90_000;
const WALLBOARD = '/callCenter/wallboard/index';

test('a missed call is offered to an idle agent, passed on, and called back by another', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const url = baseURL as string;
  const x = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const y = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const boss = await browser.newContext({ baseURL, locale: 'en-GB' });
  const pageX = await x.newPage();
  const pageY = await y.newPage();
  const supervisor = await boss.newPage();
  await signIn(supervisor, 'admin');
  await chooseLanguage(supervisor, 'en');
  await supervisor.goto(WALLBOARD);
  await expect(supervisor.getByTestId('wallboard')).toContainText(TE.wallboard.live);
  const waiting = supervisor.getByTestId('wallboard-callbacksWaiting');
  await expect(waiting).toContainText(TE.wallboard.callbacksWaiting);
  const count = async () => Number((await waiting.locator('.ant-statistic-content-value').textContent()) ?? NaN);
  await signIn(pageX, await newAgent(url, 'OEM8800001'));
  await chooseLanguage(pageX, 'en');
  await signIn(pageY, await newAgent(url, 'OEM8800001'));
  const controlX = await openControl(pageX, TE);
  // Going online on a phone without a network: the control says what is missing, in English.
  await x.setOffline(true);
  await pickSeat(controlX, SEAT_X, TE);
  await controlX.getByTestId('softphone-online').click();
  await expect(controlX.getByTestId('softphone-checks')).toContainText(TE.checks.network);
  // (checked once the attempt is over, with no pointer resting on the button: a phone has none, and the primary
  // buttons' hover shade carries white text at 3.5:1 only)
  await expect(controlX.getByTestId('softphone-online')).not.toHaveClass(/ant-btn-loading/);
  await pageX.mouse.move(0, 0);
  await expectAccessible(pageX, 'pre-online checks (en, 390 px)');
  await x.setOffline(false);
  await goOnline(controlX, SEAT_X, TE);
  // Online, the phone loses its network (a tab put to sleep): said at once, and back by itself, still idle.
  await x.setOffline(true);
  await expect(controlX.getByTestId('softphone-connecting')).toBeVisible();
  await expect(controlX.getByTestId('softphone-checks')).toContainText(TE.checks.network);
  await x.setOffline(false);
  await expect(controlX.getByTestId('softphone-connecting')).toBeHidden({ timeout: 15_000 });
  await expect(controlX.getByTestId('softphone-state')).toContainText(TE.agentState.idle);
  const controlY = await openControl(pageY);
  await goOnline(controlY, SEAT_Y);

  // A call rings at X, who lets it ring out: missed.
  const admin = await apiSession(url, 'admin');
  await call(url, admin.token, 'POST', '/callCenter/simulator/inbound', {
    number: '13600004040',
    agentId: SEAT_X.agentId,
  });
  await expect(controlX.getByTestId('softphone-ring')).toContainText(
    TE.incomingFrom.replace('{{number}}', '136****4040'),
  );
  await expect(controlX.getByTestId('softphone-state')).toContainText(TE.agentState.missed);
  await expect(controlX.getByTestId('softphone-outcome')).toHaveText(
    TE.lastCall.replace('{{outcome}}', TE.outcome.missed),
  );
  // Queued: the supervisor's board counts at least this one (no reload), and X's history says how X got there.
  await expect.poll(count).toBeGreaterThanOrEqual(1);
  const tileX = supervisor.getByTestId(`wallboard-seat-${SEAT_X.agentId}`);
  // (the call centre names the state "Missed call")
  await expect(tileX.getByTestId('wallboard-state')).toContainText(TE.agentState.missed);
  await tileX.getByTestId('wallboard-history').click();
  const history = supervisor.getByTestId('agent-history').getByRole('listitem');
  await expect(history.filter({ hasText: `${TE.agentState.ringing} → ${TE.agentState.missed}` })).toContainText(
    agentStateReason.call.en,
  );
  await expectAccessible(supervisor, 'an agent’s state history (en)');
  await supervisor.keyboard.press('Escape');
  await expect(supervisor.getByTestId('agent-history')).toBeHidden();

  // Y, idle, is offered the callback, and passes it on.
  const offerY = controlY.getByTestId('softphone-callback');
  await expect(offerY).toContainText(T.callback.title.replace('{{number}}', '136****4040'), { timeout: COME_ROUND });
  await expectAccessible(pageY, 'an offered callback on the control (zh)');
  await offerY.getByTestId('softphone-callback-decline').click();
  await expect(offerY).toBeHidden();

  // X, idle again, is offered it on the phone, and calls back: the call is placed from X's phone.
  await pick(controlX.getByTestId('softphone-state'), TE.agentState.idle);
  const offerX = controlX.getByTestId('softphone-callback');
  await expect(offerX).toContainText(TE.callback.title.replace('{{number}}', '136****4040'), { timeout: COME_ROUND });
  await expect(offerX.getByTestId('softphone-callback-accept')).toHaveText(TE.callback.accept);
  await expect(offerX.getByTestId('softphone-callback-accept')).toBeInViewport();
  await expectAccessible(pageX, 'an offered callback on the control (en, 390 px)');
  await offerX.getByTestId('softphone-callback-accept').click();
  await expect(offerX).toBeHidden();
  const active = controlX.getByTestId('softphone-active-call');
  await expect(active).toContainText(TE.talking.replace('{{number}}', '136****4040'));
  await active.getByTestId('softphone-hangup').click();
  await expect(controlX.getByTestId('softphone-outcome')).toHaveText(
    TE.lastCall.replace('{{outcome}}', TE.outcome.answered),
  );
  await finishWrapup(controlX, undefined, TE);
  // Y is never offered it again.
  await expect(offerY).toBeHidden();

  // The supervisor takes X offline at the end of the shift: X is told why, in English.
  await expect(tileX.getByTestId('wallboard-state')).toHaveText(TE.agentState.idle);
  await tileX.getByTestId('wallboard-force').click();
  const force = supervisor.getByRole('dialog', {
    name: TE.wallboard.forceTitle.replace('{{voip}}', SEAT_X.voipNumber),
  });
  await pick(force.getByTestId('force-reason'), forceOfflineReason.endOfShift.en);
  await force.getByRole('button', { name: spaced(TE.wallboard.confirm) }).click();
  await expect(tileX.getByTestId('wallboard-state')).toHaveText(TE.agentState.offline);
  const forced = controlX.getByTestId('softphone-forced');
  await expect(forced).toContainText(TE.forced.title);
  await expect(forced).toContainText(forceOfflineReason.endOfShift.en);
  await expect(controlX.getByTestId('softphone-online')).toBeVisible();
  await expectAccessible(pageX, 'taken offline by a supervisor (en, 390 px)');

  await controlY.getByTestId('softphone-offline').click();
  await expect(controlY.getByTestId('softphone-online')).toBeVisible();
  await x.close();
  await y.close();
  await boss.close();
});
