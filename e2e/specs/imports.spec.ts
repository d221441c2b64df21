import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { importHeader, importRow } from '@console/domain/import-columns';
import { messages } from '@console/domain/messages';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importTexts } from '../../apps/web/src/components/imports-i18n.ts';
import { recruitingTask } from './api';
import { expectAccessible, expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, PASSWORD, signIn, zh } from './helpers';

const TASKS = '/client/task/taskList/index';
const ORDERS = '/client/order/orderList/index';
const HEADER = importHeader('tasks', 'zh');

/** Three task rows with titles of this run; the third has a price below zero. */
function rows(tag: string): string[][] {
  return [1, 2, 3].map((i) =>
    importRow('tasks', {
      title: `导入${tag}-${i}`,
      industry: '批发和零售业',
      workMode: '线下',
      pricingUnit: '按天',
      price: i === 3 ? '-5' : '300',
      headcount: '5',
      place: '上海',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      whitelistOnly: '否',
    }),
  );
}

async function xlsx(header: unknown[], body: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('tasks');
  ws.addRow(header);
  for (const r of body) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const dialogOf = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });

async function openImport(page: Page, title: string) {
  await page.goto(TASKS);
  await page.getByTestId('import-tasks').click();
  const dialog = dialogOf(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('imports', () => {
  test('zh: a file with an error comes back annotated, is fixed and committed all or nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const T = importTexts.zh;
    const tag = randomBytes(3).toString('hex');
    await signIn(page, 'enterprise');
    const dialog = await openImport(page, T.title);
    // The pointer off the dialog: axe reads the colours at rest, not a button's hover.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'import dialog');

    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'tasks.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx(HEADER, rows(tag)),
    });
    await expect(dialog.getByTestId('import-counts')).toHaveText('共 3 行：有效 2 行，错误 1 行');
    await expect(dialog.getByText('第 4 行：单价（元）：', { exact: false })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page, 'import dialog with errors');

    // The file back with its errors in a last column.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: T.annotated }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(12).value).toBe('错误说明');
    expect(String(sheet.getRow(4).getCell(12).value)).toMatch(/^单价（元）：/);
    expect(sheet.getRow(2).getCell(12).value ?? '').toBe('');

    // Fixed in the annotated file itself and uploaded again: every row valid, committed all or nothing.
    sheet.getRow(4).getCell(5).value = '120';
    sheet.getRow(4).getCell(12).value = null;
    const fixed = Buffer.from(await book.xlsx.writeBuffer());
    await dialog.getByRole('button', { name: T.again }).click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fixed.xlsx', mimeType: 'application/octet-stream', buffer: fixed });
    await expect(dialog.getByTestId('import-counts')).toHaveText('共 3 行：有效 3 行，错误 0 行');
    await dialog.getByRole('radio', { name: T.modeAll }).check();
    await dialog.getByRole('button', { name: T.commit }).click();
    await expect(page.getByText('已导入 3 行')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-table-row', { hasText: `导入${tag}-3` })).toBeVisible();
  });

  test('en: the dialog and the check answer in English, and it is accessible at 390 px', async ({ page }) => {
    const T = importTexts.en;
    await page.goto('/login');
    await page.getByRole('button', { name: zh.lang.en }).click();
    await page.locator('input[autocomplete="username"]').fill('enterprise');
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(page.locator('.dashboard .ant-skeleton')).toHaveCount(0);
    const dialog = await openImport(page, T.title);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'tasks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${[HEADER, ...rows(randomBytes(3).toString('hex'))].map((r) => r.join(',')).join('\n')}\n`),
    });
    await expect(dialog.getByTestId('import-counts')).toHaveText('3 rows: 2 valid, 1 with errors');
    await expect(dialog.getByText('Row 4: Price (yuan): must be greater than 0')).toBeVisible();
    // "All or nothing" cannot be committed while a row is wrong.
    await dialog.getByRole('radio', { name: T.modeAll }).check();
    await expect(dialog.getByRole('button', { name: T.commit })).toBeDisabled();
    await expectAccessibleAtPhoneWidth(page, 'import dialog (en)');
  });
});

test('zh: an enterprise invites freelancers from a sheet on the order list; the bad row says why', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const T = importTexts.zh;
  const url = baseURL as string;
  const tokens = {
    enterprise: (await apiSession(url, 'enterprise')).token,
    admin: (await apiSession(url, 'admin')).token,
  };
  const title = `E2E 邀请导入 ${Date.now() % 1_000_000}`;
  const task = await recruitingTask(url, tokens, title, { headcount: 2 });
  const sheet = [
    importHeader('invitations', 'zh'),
    importRow('invitations', { taskNo: task.taskNo, phone: '13900000002' }),
    importRow('invitations', { taskNo: task.taskNo, phone: '1390000' }),
  ];

  await signIn(page, 'enterprise');
  await page.goto(ORDERS);
  await page.getByTestId('import-invitations').click();
  const dialog = dialogOf(page, T.title);
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'invitations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${sheet.map((r) => r.join(',')).join('\n')}\n`),
  });
  await expect(dialog.getByTestId('import-counts')).toHaveText('共 2 行：有效 1 行，错误 1 行');
  await expect(dialog.getByText(`第 3 行：自由职业者手机号：${messages.phoneInvalid.zh}`)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessibleAtPhoneWidth(page, 'invitation import with errors');

  // Only the valid rows: the one invitation, in the list at once.
  await dialog.getByRole('button', { name: T.commit }).click();
  await expect(page.getByText('已导入 1 行')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-table-row', { hasText: title })).toHaveCount(1);
});
