import type { SeatRow } from '@console/domain/schemas/softphone';
import { expect, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { call } from '../specs/api';
import { apiSession, pick, signIn, spaced } from '../specs/helpers';
import { dial, finishWrapup, goOnline, openControl, seatLock } from '../specs/softphone';
import { onlyFrom, pinnedContext, servedBy } from './instances';
import { newStaff } from './people';

/**
 * The softphone on two instances: two agents whose pages (and phones) are on different instances, the call centre
 * a service of its own; a call transferred from one to the other rings the other's phone and is answered there.
 */
const T = softphoneTexts.zh;
const CENTRE = 'OEM8800001';

/** Two agents of the demo call centre, made for this test, and two of its seats free now. */
async function twoAgents(baseURL: string) {
  const admin = await apiSession(baseURL, 'admin');
  const agents = [await newStaff(baseURL, 'agent'), await newStaff(baseURL, 'agent')];
  for (const agent of agents)
    await call(baseURL, admin.token, 'PUT', `/system/user/${agent.id}/callCentre`, { oemSerial: CENTRE });
  const seats = await call<{ rows: SeatRow[] }>(
    baseURL,
    admin.token,
    'GET',
    `/bblgServer/system/callCenter/account/list?oemSerial=${CENTRE}&pageNum=1&pageSize=10000`,
  );
  const free = seats.rows.filter((s) => s.lock === 0).slice(-2);
  expect(free).toHaveLength(2);
  return agents.map((agent, i) => ({ ...agent, seat: free[i] as SeatRow }));
}

test('a call transferred by an agent on instance 1 rings and is answered by an agent on instance 2', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const [a, b] = await twoAgents(base);
  if (!a || !b) throw new Error('two agents');
  const contextA = await pinnedContext(browser, base, 1);
  const contextB = await pinnedContext(browser, base, 2);
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const servedA = await servedBy(pageA);
    const servedB = await servedBy(pageB);
    await signIn(pageA, a.username);
    await signIn(pageB, b.username);
    const controlA = await openControl(pageA);
    const controlB = await openControl(pageB);
    await goOnline(controlA, a.seat);
    await goOnline(controlB, b.seat);

    // A talks to a customer, then transfers the call to B (listed among the online idle agents).
    await dial(controlA, '13800138000');
    const activeA = controlA.getByTestId('softphone-active-call');
    await expect(activeA).toContainText('通话中 138****8000');
    await activeA.getByRole('button', { name: spaced(T.transfer) }).click();
    const transfer = pageA.getByRole('dialog', { name: T.transferTitle });
    await pick(transfer.locator('.ant-select'), `${b.seat.voipNumber} ${b.name}`);
    await transfer.getByRole('button', { name: spaced(T.transfer) }).click();
    await expect(transfer).toBeHidden();
    await expect(controlA.getByTestId('softphone-outcome')).toHaveText(`上次通话：${T.outcome.transferred}`);

    // B's phone, on the other instance, rings with the same customer; B answers and talks, then hangs up.
    const ring = controlB.getByTestId('softphone-ring');
    await expect(ring).toContainText('来电 138****8000');
    await ring.getByTestId('softphone-answer').click();
    const activeB = controlB.getByTestId('softphone-active-call');
    await expect(activeB).toContainText('通话中 138****8000');
    await activeB.getByTestId('softphone-hangup').click();
    await finishWrapup(controlB);

    // Both offline: their seats are free again.
    for (const [control, seat] of [
      [controlA, a.seat],
      [controlB, b.seat],
    ] as const) {
      if (await control.getByTestId('softphone-wrapup').isVisible()) await finishWrapup(control);
      await control.getByTestId('softphone-offline').click();
      await expect(control.getByTestId('softphone-online')).toBeVisible();
      await expect.poll(() => seatLock(base, seat.agentId)).toBe(0);
    }

    // Each agent's page and phone were served by its own instance only.
    onlyFrom(servedA.calls, 1);
    onlyFrom(servedA.sockets, 1);
    onlyFrom(servedB.calls, 2);
    onlyFrom(servedB.sockets, 2);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});
