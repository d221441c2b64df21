import { agentStateReason, callOutcome, forceOfflineReason } from '@console/domain/enums';
import { expect, type Page, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call } from './api';
import { expectAccessible } from './axe';
import { apiSession, en, openMenu, pick, signIn, spaced, zh } from './helpers';
import { dial, goOnline, newAgent, openControl } from './softphone';

/**
 * The supervisor's wallboard beside an agent's softphone, two browsers side by side: the supervisor sees the
 * agent's state change live (no reload), the agent's lost connection shows at once and comes back by itself, the
 * supervisor takes the agent offline with a reason the agent is shown. The agent is this spec's own user on a seat
 * no other spec takes (8009), in the demo call centre; `admin` is the supervisor.
 */
const T = softphoneTexts.zh;
const TE = softphoneTexts.en;
const CENTRE = 'OEM8800001';
const SEAT = { agentId: '8009', voipNumber: '057186801009' };
const WALLBOARD = '/callCenter/wallboard/index';

const tile = (page: Page) => page.getByTestId(`wallboard-seat-${SEAT.agentId}`);

test('the supervisor watches an agent live and takes them offline with a reason the agent sees', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const username = await newAgent(baseURL as string, CENTRE);
  const agentContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const supervisorContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const agent = await agentContext.newPage();
  const supervisor = await supervisorContext.newPage();

  await signIn(supervisor, 'admin');
  await openMenu(supervisor, '呼叫中心', '坐席监控');
  await expect(supervisor.getByTestId('wallboard')).toContainText(T.wallboard.live);
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.offline);

  // Going online without a network: the control says what is missing and takes no seat.
  await signIn(agent, username);
  const control = await openControl(agent);
  await agentContext.setOffline(true);
  await pick(control.getByTestId('softphone-seat'), `${SEAT.agentId}（${SEAT.voipNumber}）`, SEAT.voipNumber.slice(-4));
  await control.getByTestId('softphone-online').click();
  await expect(control.getByTestId('softphone-checks')).toContainText(T.checks.network);
  await agentContext.setOffline(false);

  // The agent goes online: the supervisor's board shows them, idle, without a reload.
  await goOnline(control, SEAT);
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.idle);
  await expect(tile(supervisor).getByTestId('wallboard-agent')).toHaveText('E2E 坐席');
  await expect(tile(supervisor).getByTestId('wallboard-in-state')).toHaveText(/^00:00:\d\d$/);

  // The tab loses its network while idle: the board shows the phone dropped at once (the agent kept idle), and a
  // call put through to the agent meanwhile finds them unreachable; back online, the board shows them connected.
  await agentContext.setOffline(true);
  await expect(tile(supervisor).getByTestId('wallboard-connection')).toHaveText(T.wallboard.disconnected);
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.idle);
  const admin = await apiSession(baseURL as string, 'admin');
  await call(baseURL as string, admin.token, 'POST', '/callCenter/simulator/inbound', {
    number: '13900009009',
    agentId: SEAT.agentId,
  });
  await agentContext.setOffline(false);
  await expect(control.getByTestId('softphone-connecting')).toBeHidden({ timeout: 15_000 });
  await expect(tile(supervisor).getByTestId('wallboard-connection')).toHaveText(T.wallboard.connected);

  // A break: live on the board, with its time in state counting from the change.
  await pick(control.getByTestId('softphone-state'), T.agentState.onBreak);
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.onBreak);

  // The agent's tab loses its network: the control says so at once; back online, the phone returns by itself and
  // the agent is still on their break (a reconnect never puts them back to idle).
  await agentContext.setOffline(true);
  await expect(control.getByTestId('softphone-connecting')).toBeVisible();
  await expect(control.getByTestId('softphone-checks')).toContainText(T.checks.network);
  await agentContext.setOffline(false);
  await expect(control.getByTestId('softphone-connecting')).toBeHidden({ timeout: 15_000 });
  await expect(control.getByTestId('softphone-state')).toContainText(T.agentState.onBreak);
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.onBreak);

  // A call placed from the break and declined by the far end (…3333): told apart, and the agent is on the break
  // again afterwards; the call records page names the outcome.
  await dial(control, '13800003333');
  await expect(control.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.rejected}`);
  await expect(control.getByTestId('softphone-state')).toContainText(T.agentState.onBreak);
  await openMenu(supervisor, '呼叫中心', '通话记录');
  const keyword = supervisor.getByPlaceholder(T.records.keyword);
  await keyword.fill('3333');
  await keyword.press('Enter');
  const record = supervisor.locator('.ant-table-row', { hasText: '138****3333' }).first();
  await expect(record.getByTestId('call-outcome')).toHaveText(callOutcome.rejected.zh);
  await keyword.fill('9009');
  await keyword.press('Enter');
  const unreached = supervisor.locator('.ant-table-row', { hasText: '139****9009' }).first();
  await expect(unreached.getByTestId('call-outcome')).toHaveText(callOutcome.unreachable.zh);
  await openMenu(supervisor, '呼叫中心', '坐席监控');
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.onBreak);

  // The board at 390 px is usable and axe clean.
  await supervisor.setViewportSize({ width: 390, height: 844 });
  await expect(tile(supervisor)).toBeVisible();
  await expectAccessible(supervisor, 'wallboard (zh, 390px)');

  // Taken offline by the supervisor, with a reason: the agent is told why, in their language.
  await tile(supervisor).getByTestId('wallboard-force').click();
  const dialog = supervisor.getByRole('dialog', { name: T.wallboard.forceTitle.replace('{{voip}}', SEAT.voipNumber) });
  await pick(dialog.getByTestId('force-reason'), forceOfflineReason.meeting.zh);
  await dialog.getByLabel(T.wallboard.note).fill('10 点例会');
  await dialog.getByRole('button', { name: spaced(T.wallboard.confirm) }).click();
  await expect(supervisor.getByText(T.wallboard.done.replace('{{voip}}', SEAT.voipNumber))).toBeVisible();
  await expect(tile(supervisor).getByTestId('wallboard-state')).toHaveText(T.agentState.offline);
  const forced = control.getByTestId('softphone-forced');
  await expect(forced).toContainText(T.forced.title);
  await expect(forced).toContainText(`原因：${forceOfflineReason.meeting.zh}；操作人：平台管理员`);
  await expect(forced).toContainText('说明：10 点例会');
  await expect(control.getByTestId('softphone-online')).toBeVisible();

  // The seat's history, as recorded: each change with its reason, the supervisor's last.
  await tile(supervisor).getByTestId('wallboard-history').click();
  const history = supervisor.getByTestId('agent-history').getByRole('listitem');
  await expect(history.first()).toContainText(`${T.agentState.onBreak} → ${T.agentState.offline}`);
  await expect(history.first()).toContainText(agentStateReason.supervisor.zh);
  await expect(history.first()).toContainText('10 点例会');
  // The call took the agent back to the break they chose (a call event), never to idle.
  await expect(history.nth(1)).toContainText(`${T.agentState.ringing} → ${T.agentState.onBreak}`);
  await expect(history.nth(1)).toContainText(agentStateReason.call.zh);
  await expect(history.filter({ hasText: `${T.agentState.idle} → ${T.agentState.onBreak}` })).toContainText(
    agentStateReason.user.zh,
  );
  await expectAccessible(supervisor, 'wallboard history (zh, 390px)');

  await agentContext.close();
  await supervisorContext.close();
});

test('the wallboard in English at 390 px: its figures and seats, axe clean', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: zh.lang.en }).click();
  await expect(page.getByRole('heading', { name: en.login.title })).toBeVisible();
  await page.locator('input[autocomplete="username"]').fill('admin');
  await page.locator('input[autocomplete="current-password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(WALLBOARD);
  const board = page.getByTestId('wallboard');
  await expect(board).toContainText(TE.wallboard.live);
  for (const figure of ['waiting', 'callbacksWaiting', 'answered', 'missed', 'averageTalk'] as const)
    await expect(page.getByTestId(`wallboard-${figure}`)).toContainText(TE.wallboard[figure]);
  await expect(tile(page)).toBeVisible();
  await expect(page.getByTestId('wallboard-seats').locator('li')).toHaveCount(12);
  await expectAccessible(page, 'wallboard (en, 390px)');
  await context.close();
});
