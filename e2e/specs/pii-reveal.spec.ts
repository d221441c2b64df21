import { expect, type Page, test } from '@playwright/test';
import { exportTexts } from '../../apps/web/src/components/exports-i18n.ts';
import { piiTexts } from '../../apps/web/src/components/pii/pii-i18n.ts';
import { piiLogTexts } from '../../apps/web/src/features/system/pii-log-i18n.ts';
import { call } from './api';
import { expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, chooseLanguage, openMenu, PASSWORD, signIn, zh } from './helpers';
import { readSheet } from './sheets';

/** Signs the admin in and filters the order list down to one demo order (the newest), which it answers. */
async function openOneOrder(page: Page, url: string) {
  const admin = await apiSession(url, 'admin');
  const list = await call<{ rows: { id: number; orderNo: string; freelancerId: number }[] }>(
    url,
    admin.token,
    'GET',
    '/client/order/list?pageSize=1',
  );
  const order = list.rows[0];
  if (!order) throw new Error('the demo has no order');
  await signIn(page, 'admin');
  await page.goto('/client/order/orderList/index');
  const keyword = page.locator('.filter-bar input#keyword');
  await keyword.fill(order.orderNo);
  await keyword.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  return order;
}

/**
 * Protected personal data end to end: an order's drawer shows the freelancer's ID card masked; the eye button asks
 * for a step-up (the password again), then shows the number whole; the reveal is on the log page under 系统管理,
 * which is checked with axe at 390 px, in Chinese and in English.
 */
test('reveals a masked ID card after a step-up, and the reveal is on the log page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const order = await openOneOrder(page, baseURL as string);
  await page.locator('.ant-table-row').getByText(order.orderNo, { exact: true }).click();
  const idCard = page.getByTestId('pii-idCard');
  await expect(idCard).toHaveText(/^\d{3}\*+[\dX]{4}$/);

  const label = piiTexts.zh.reveal.replace('{{field}}', piiTexts.zh.fields.idCard);
  await page.getByRole('button', { name: label }).click();
  const stepUp = page.getByRole('dialog', { name: zh.stepUp.title });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel(zh.stepUp.password).fill(PASSWORD);
  await stepUp.getByRole('button', { name: zh.stepUp.submit }).click();
  await expect(stepUp).toBeHidden();
  await expect(idCard).toHaveText(/^\d{17}[\dX]$/);
  // Laid out again at phone width (the details fall into one column, their elements made anew): still shown.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.ant-descriptions-row', { has: idCard }).locator('th, td')).toHaveCount(2);
  await expect(idCard).toHaveText(/^\d{17}[\dX]$/);
  if (desktop) await page.setViewportSize(desktop);
  // hidden again with the same button
  await page.getByRole('button', { name: piiTexts.zh.hide.replace('{{field}}', piiTexts.zh.fields.idCard) }).click();
  await expect(idCard).toHaveText(/\*/);
  await expectAccessibleAtPhoneWidth(page, 'the order drawer with its reveal buttons');
  // Closed by its close button: the relayout at phone width made the focused button anew, so focus may have left
  // the drawer, and Escape reaches a drawer only from inside it.
  await page.locator('.ant-drawer-content-wrapper', { has: idCard }).locator('.ant-drawer-close').click();
  await expect(idCard).toBeHidden();

  const log = piiLogTexts.zh;
  await openMenu(page, '系统管理', '敏感信息查看记录');
  const row = page.locator('.system-piilog-page .ant-table-row', { hasText: String(order.freelancerId) }).first();
  await expect(row).toContainText('admin');
  await expect(row).toContainText(log.fields.idCard);
  await expect(row).toContainText(log.entities.freelancer);
  await expectAccessibleAtPhoneWidth(page, 'the reveal log');

  // the same page in English
  // as the settings drawer saves a chosen language (lib/storage.ts's envelope)
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('columnheader', { name: piiLogTexts.en.field })).toBeVisible();
  await expect(page.locator('.system-piilog-page .ant-table-row').first()).toContainText(piiLogTexts.en.fields.idCard);
  await expectAccessibleAtPhoneWidth(page, 'the reveal log in English');
});

/**
 * The unmasked order export: its own button (for holders of client:order:export:unmasked), which says what the file
 * holds, asks for a step-up, and delivers a file with the ID card whole, where the plain export stars it.
 */
test('exports an order with the ID card whole after a confirmation and a step-up', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const order = await openOneOrder(page, baseURL as string);

  await page.getByRole('button', { name: exportTexts.zh.exportUnmasked }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: exportTexts.zh.unmaskedTitle });
  await expect(confirm).toContainText(exportTexts.zh.unmaskedConfirm);
  await confirm.getByRole('button', { name: exportTexts.zh.unmaskedOk }).click();
  const stepUp = page.getByRole('dialog', { name: zh.stepUp.title });
  await expect(stepUp).toBeVisible();
  await expectAccessibleAtPhoneWidth(page, 'the step-up over the unmasked export confirmation');
  await stepUp.getByLabel(zh.stepUp.password).fill(PASSWORD);
  await stepUp.getByRole('button', { name: zh.stepUp.submit }).click();

  const notice = page.locator('.ant-modal').filter({ hasText: exportTexts.zh.noticeLink });
  await notice.getByTestId('export-notice-link').click();
  const row = page.locator('.download-centre .ant-table-row').first();
  await expect(row.getByText(exportTexts.zh.statuses.done)).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /下\s*载/ }).click(),
  ]);
  const sheet = await readSheet(await download.path());
  expect(sheet.rows).toHaveLength(1);
  expect(String(sheet.rows[0]?.订单编号)).toBe(order.orderNo);
  expect(String(sheet.rows[0]?.身份证号)).toMatch(/^\d{17}[\dX]$/);
});
