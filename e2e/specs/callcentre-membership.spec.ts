import { expect, type Page, test } from '@playwright/test';
import { softphoneTexts } from '../../apps/web/src/features/softphone/i18n-texts.ts';
import { systemTexts } from '../../apps/web/src/features/system/i18n-texts.ts';
import { openMenu, signIn, spaced, zh } from './helpers';
import { newAgent } from './softphone';

/**
 * Issue 19: an agent made in 用户管理 with the call-centre role has no softphone until an administrator puts them in a
 * call centre there; until then the control is not shown and nothing says 当前操作没有权限.
 */
const S = systemTexts.zh;
const T = softphoneTexts.zh;
const CENTRE = 'OEM8800001';

const seatList = (page: Page) => page.waitForResponse((r) => r.url().includes('/callCenter/account/list'));

test('an agent made in 用户管理 gets the softphone once an administrator puts them in a call centre', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const username = await newAgent(baseURL as string);

  // Not in a call centre: the seat list is refused with the server's reason; no control, no generic 403 message.
  const refused = seatList(page);
  await signIn(page, username);
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { msg: string }).msg).toBe('您不属于任何呼叫中心');
  await expect(page.getByTestId('softphone-fab')).toHaveCount(0);
  await expect(page.getByText(zh.http.forbidden)).toHaveCount(0);

  // The administrator puts them in the demo call centre from 用户管理.
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await openMenu(admin, '系统管理', '用户管理');
  await admin.locator('.filter-bar').filter({ visible: true }).getByRole('textbox').first().fill(username);
  await admin
    .locator('.filter-bar')
    .filter({ visible: true })
    .getByRole('button', { name: spaced('搜索') })
    .click();
  const row = admin.locator('.ant-table-row', { hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: S.callCentre }).click();
  const dialog = admin.getByRole('dialog', { name: `${S.callCentreTitle} · ${username}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(S.callCentre).click();
  await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(CENTRE).click();
  await expect(dialog.getByTestId('call-centre-seats')).toContainText('8001（057186801001）');
  await dialog.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(admin.getByText(S.callCentreSaved)).toBeVisible();
  await context.close();

  // The agent's next page load lists the centre's seats: the control is there and offers them.
  const listed = seatList(page);
  await page.reload();
  expect((await listed).status()).toBe(200);
  await page.getByTestId('softphone-fab').click();
  const control = page.getByRole('region', { name: T.title });
  await control.getByTestId('softphone-seat').click();
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('8001（057186801001）'),
  ).toBeVisible();
});
