import { expect, type Page, test } from '@playwright/test';
import { apiSession, signIn } from './helpers';
import { readSheet } from './sheets';

const ORDERS = '/client/order/orderList/index';
const INFORMATION = '/client/information/informationList/index';
const HELP_CENTRE = '/client/feedback/feedbackList/index';
const CENTRE = '/common/down-file/index';

/** Exports the list as it is now, follows the notice to the download centre and reads the finished file. */
async function exportFromList(page: Page, kindLabel: string) {
  await page.getByRole('button', { name: '导出' }).click();
  await page.locator('.ant-modal').filter({ hasText: '下载中心' }).getByTestId('export-notice-link').click();
  await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
  const row = page.locator('.download-centre .ant-table-row').first();
  await expect(row).toContainText(kindLabel);
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /下\s*载/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${kindLabel}_\\d{8}_\\d{6}\\.xlsx$`));
  return readSheet(await download.path());
}

/** The total of a list as the API answers it to this token. */
async function listTotal(base: string, token: string, path: string): Promise<number> {
  const res = await fetch(`${base}/interface${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

test.describe('exports and the download centre', () => {
  test('an order export from the list to a downloaded xlsx, seen and deleted only by its owner', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    await signIn(page, 'enterprise');
    await page.goto(ORDERS);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    // Export: the export-notice dialog (510px) points to the download centre.
    await page.getByRole('button', { name: '导出' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '下载中心' });
    await expect(dialog).toBeVisible();
    // Measured once the opening animation has finished.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(510);
    await dialog.getByTestId('export-notice-link').click();
    await expect(page).toHaveURL(new RegExp(`${CENTRE}$`));
    await expect(page.locator('.tags-bar [role="tab"]', { hasText: '下载中心' })).toBeVisible();

    // The newest job turns done while the page polls; its file downloads with the Chinese name.
    const row = page.locator('.download-centre .ant-table-row').first();
    await expect(row.getByText('已完成')).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /下\s*载/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^订单列表_\d{8}_\d{6}\.xlsx$/);
    const sheet = await readSheet(await download.path());
    expect(sheet.header[0]).toBe('订单编号');
    const ent = await apiSession(base, 'enterprise');
    const jobs = (await (
      await fetch(`${base}/interface/common/down-file/list`, { headers: { Authorization: `Bearer ${ent.token}` } })
    ).json()) as { data: { rows: { id: number; rowCount: number }[] } };
    const job = jobs.data.rows[0];
    expect(sheet.rows).toHaveLength(job?.rowCount ?? 0);

    // Another enterprise's user sees nothing of it and cannot download it.
    const other = await apiSession(base, 'xingchen');
    const theirs = (await (
      await fetch(`${base}/interface/common/down-file/list`, { headers: { Authorization: `Bearer ${other.token}` } })
    ).json()) as { data: { rows: { id: number }[] } };
    expect(theirs.data.rows.map((r) => r.id)).not.toContain(job?.id);
    const stolen = await fetch(`${base}/interface/common/down-file/${job?.id}/download`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(stolen.status).toBe(404);

    // Nor delete it; its owner deletes it from the centre after confirming, and the file goes with it.
    const name = download.suggestedFilename();
    const refused = await fetch(`${base}/interface/common/down-file/${job?.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(404);
    const mine = page.locator('.download-centre .ant-table-row', { hasText: name });
    await mine.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(mine).toHaveCount(0);
    const gone = await fetch(`${base}/interface/common/down-file/${job?.id}/download`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ent.token}` },
    });
    expect(gone.status).toBe(404);

    // "Do not show again": the next export only shows a message.
    await page.goto(ORDERS);
    await page.getByRole('button', { name: '导出' }).click();
    const again = page.locator('.ant-modal').filter({ hasText: '下载中心' });
    await again.getByRole('checkbox').check();
    await again.getByRole('button', { name: /知道了/ }).click();
    await page.getByRole('button', { name: '导出' }).click();
    await expect(page.getByText('导出任务已创建')).toBeVisible();
    await expect(page.locator('.ant-modal').filter({ hasText: '下载中心' })).toBeHidden();
  });

  test("the information list and the help centre export what they show, to the reader's scope", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL as string;
    const ent = await apiSession(base, 'enterprise');
    await signIn(page, 'enterprise');

    // The reader's news tab: published news only, as many rows as the tab lists.
    await page.goto(INFORMATION);
    await expect(page.getByTestId('reader-item').first()).toBeVisible();
    const news = await exportFromList(page, '资讯信息');
    expect(news.header).toEqual(['标题', '分类', '摘要', '状态', '阅读量', '发布时间', '更新时间', '作者']);
    expect(news.rows).toHaveLength(await listTotal(base, ent.token, '/client/information/list?category=Z'));
    expect(news.rows.length).toBeGreaterThan(0);
    expect(new Set(news.rows.map((r) => `${r.分类}/${r.状态}`))).toEqual(new Set(['新闻资讯/已发布']));

    // The help centre's own feedback: exactly the enterprise user's list.
    await page.goto(HELP_CENTRE);
    await page.getByRole('tab', { name: '我的反馈' }).click();
    await expect(page.locator('.ant-table')).toBeVisible();
    const feedback = await exportFromList(page, '问题反馈');
    expect(feedback.header[0]).toBe('反馈时间');
    expect(feedback.rows).toHaveLength(await listTotal(base, ent.token, '/client/feedback/list'));
  });
});
