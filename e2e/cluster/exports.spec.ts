import { readFile } from 'node:fs/promises';
import type { ExportJob } from '@console/domain/schemas/exports';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn } from '../specs/helpers';
import { readSheet } from '../specs/sheets';
import { callOn, onlyFrom, pinnedContext, servedBy } from './instances';
import { newEnterprise, newFreelancer, orderBetween } from './people';
import { storedKeys } from './storage';

/**
 * Exports on two instances: a job requested through one instance is made once (whichever instance claims it), its
 * file goes to S3 (s3rver), and the download centre serves it through either instance, the same bytes.
 */
const ORDERS = '/client/order/orderList/index';
const CENTRE = '/common/down-file/index';

/** The download centre's only row, once done, downloaded: its name and bytes. */
async function downloadOnly(page: Page) {
  const row = page.locator('.download-centre .ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /下\s*载/ }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), file, bytes: await readFile(file) };
}

test('an order export requested through instance 1 is made once, kept in S3 and downloaded through either', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL as string;
  const ent = await newEnterprise(base);
  const { order } = await orderBetween(base, ent, await newFreelancer(base));
  const first = await pinnedContext(browser, base, 1);
  let second: BrowserContext | undefined;
  try {
    const one = await first.newPage();
    const servedOne = await servedBy(one);
    await signIn(one, ent.username, ent.password);
    await one.goto(ORDERS);
    await expect(one.locator('.ant-table-row', { hasText: order.orderNo })).toBeVisible();
    await one.getByRole('button', { name: '导出' }).click();
    await one.locator('.ant-modal').filter({ hasText: '下载中心' }).getByTestId('export-notice-link').click();
    await expect(one).toHaveURL(new RegExp(`${CENTRE}$`));
    const viaOne = await downloadOnly(one);
    expect(viaOne.name).toMatch(/^订单列表_\d{8}_\d{6}\.xlsx$/);
    const sheet = await readSheet(viaOne.file);
    expect(sheet.rows.map((r) => r.订单编号)).toEqual([order.orderNo]);

    // The same session on instance 2: the same single job, the same file.
    second = await pinnedContext(browser, base, 2, { storageState: await first.storageState() });
    const two = await second.newPage();
    const servedTwo = await servedBy(two);
    await two.goto(CENTRE);
    const viaTwo = await downloadOnly(two);
    expect(viaTwo.name).toBe(viaOne.name);
    expect(viaTwo.bytes.equals(viaOne.bytes)).toBe(true);

    // Made once: one job, one file in S3 under its id.
    const jobs = await callOn<{ rows: ExportJob[] }>(base, 2, ent.token, 'GET', '/common/down-file/list');
    expect(jobs.rows).toHaveLength(1);
    const job = jobs.rows[0] as ExportJob;
    expect(job).toMatchObject({ status: 'done', kind: 'orders', rowCount: 1, size: viaOne.bytes.length });
    expect((await storedKeys()).filter((key) => key.includes(`/${job.id}_`))).toHaveLength(1);

    onlyFrom(servedOne.calls, 1);
    onlyFrom(servedTwo.calls, 2);
  } finally {
    await first.close();
    await second?.close();
  }
});
