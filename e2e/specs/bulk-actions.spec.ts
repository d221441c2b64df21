import { messages } from '@console/domain/messages';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { listTexts as listsPageTexts } from '../../apps/web/src/features/lists/i18n-texts.ts';
import { listTexts } from '../../apps/web/src/lib/list/i18n-texts.ts';
import { noticeTexts } from '../../apps/web/src/lib/notices/notice-i18n-texts.ts';
import { call, draftTask, recruitingTask } from './api';
import { expectAccessibleAtPhoneWidth } from './axe';
import { freelancerToken } from './freelancer';
import { apiSession, openMenu, signIn, spaced, zh } from './helpers';
import { bell } from './notice-bell';

/** The bulk actions other than the review queue's approve (bulk-and-views.spec.ts): each spec makes its own data. */
const L = listTexts.zh;
const ORDERS = '/client/order/orderList/index';
/** The demo freelancers these specs invite and whitelist (孙浩, 13900000004, is the lists spec's alone). */
const PHONES = ['13900000001', '13900000002', '13900000003'];

const summary = (done: number, refused: number) =>
  L.bulkSummary.replace('{{done}}', String(done)).replace('{{refused}}', String(refused));

/** Ticks the selection box of the table row that shows `text`. */
async function pickRow(page: Page, text: string) {
  await page.locator('.ant-table-row', { hasText: text }).locator('.ant-checkbox-input').check();
}

/** The result dialog of a bulk action once its answer is in. */
async function bulkResult(page: Page, done: number, refused: number): Promise<Locator> {
  const result = page.getByTestId('bulk-result');
  await expect(result).toBeVisible();
  await expect(result).toContainText(summary(done, refused));
  await expect(result.getByTestId('bulk-refused-row')).toHaveCount(refused);
  return result;
}

test('a bulk close of three invitations, one refused by its freelancer meanwhile: two closed, the third says why', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const tokens = {
    enterprise: (await apiSession(url, 'enterprise')).token,
    admin: (await apiSession(url, 'admin')).token,
  };
  const task = await recruitingTask(url, tokens, `E2E 批量关闭 ${Date.now() % 1_000_000}`, { headcount: 3 });
  const orders: { id: number; orderNo: string }[] = [];
  for (const phone of PHONES) {
    orders.push(await call(url, tokens.enterprise, 'POST', '/client/order/invite', { taskId: task.id, phone }));
  }

  await signIn(page, 'admin');
  await page.goto(ORDERS);
  for (const o of orders) await pickRow(page, o.orderNo);
  await expect(page.getByTestId('bulk-count')).toHaveText(L.bulkSelected.replace('{{n}}', '3'));

  // The third freelancer refuses the invitation while this page still lists it as pending.
  const refusedOrder = orders[2] as { id: number; orderNo: string };
  await call(
    url,
    await freelancerToken(url, PHONES[2] as string),
    'POST',
    `/freelancer/orders/${refusedOrder.id}/refuse`,
    {
      reason: '时间冲突',
    },
  );

  await page.getByTestId('bulk-close').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('textarea') });
  await dialog.locator('textarea').fill('任务取消（E2E）');
  await dialog.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  const result = await bulkResult(page, 2, 1);
  const refused = result.getByTestId('bulk-refused-row');
  await expect(refused).toContainText(refusedOrder.orderNo);
  await expect(refused).toContainText(messages.conflict.zh);
  await page.mouse.move(0, 0);
  await expectAccessibleAtPhoneWidth(page, 'bulk close result');

  await page.getByRole('button', { name: spaced(L.bulkClose) }).click();
  await expect(result).toBeHidden();
  for (const [i, o] of orders.entries()) {
    const detail = await call<{ status: string }>(url, tokens.admin, 'GET', `/client/order/${o.id}`);
    expect(detail.status).toBe(i === 2 ? '1' : '9');
  }
});

test('black and white list entries removed in bulk leave the active list', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const admin = (await apiSession(url, 'admin')).token;
  const reason = `E2E 批量移除 ${Date.now() % 1_000_000}`;
  const made: { id: number }[] = [];
  try {
    // Whitelist entries: no task of another spec is whitelist-only, so they change nobody else's work.
    for (const phone of PHONES) {
      const [pickable] = await call<{ id: number }[]>(url, admin, 'GET', `/system/list/freelancers?keyword=${phone}`);
      made.push(
        await call(url, admin, 'POST', '/system/list', {
          listType: '1',
          freelancerId: pickable?.id,
          reason: `${reason} ${phone.slice(-1)}`,
        }),
      );
    }
    await signIn(page, 'admin');
    await openMenu(page, '系统管理', listsPageTexts.zh.title);
    const ours = page.locator('.ant-table-row', { hasText: reason });
    await expect(ours).toHaveCount(3);
    for (const phone of PHONES) await pickRow(page, `${reason} ${phone.slice(-1)}`);

    await page.getByTestId('bulk-remove').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: spaced(zh.common.confirm) })
      .click();
    await bulkResult(page, 3, 0);
    await page.mouse.move(0, 0);
    await expectAccessibleAtPhoneWidth(page, 'bulk remove result');
    await page.getByRole('button', { name: spaced(L.bulkClose) }).click();
    // Removed entries leave the list.
    await expect(ours).toHaveCount(0);
  } finally {
    // A failed run leaves no whitelist behind for the next (a second entry of the same list would be refused).
    await call(url, admin, 'POST', '/system/list/bulk/remove', { ids: made.map((e) => e.id) }).catch(() => {});
  }
});

test('notices picked in the bell are marked read together; the one not picked stays unread', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const enterprise = (await apiSession(url, 'enterprise')).token;
  const prefix = `E2E 批量已读 ${Date.now() % 1_000_000}`;
  // Three tasks submitted for review: three notices to the staff.
  for (const i of [1, 2, 3]) {
    const task = await draftTask(url, enterprise, `${prefix}-${i}`);
    await call(url, enterprise, 'POST', `/client/task/${task.id}/submit`);
  }
  const text = (i: number) => noticeTexts.zh.kinds.taskSubmitted.replace('{{taskName}}', `${prefix}-${i}`);

  await signIn(page, 'admin');
  await bell(page).click();
  const popup = page.locator('.ant-popover:not(.ant-popover-hidden)');
  const row = (i: number) => popup.locator('.notice-row', { hasText: text(i) });
  for (const i of [1, 2, 3]) await expect(row(i)).toBeVisible();
  for (const i of [1, 2]) await row(i).locator('.notice-row-pick input').check();
  const markPicked = popup.getByTestId('notice-read-picked');
  await expect(markPicked).toHaveText(noticeTexts.zh.markPickedRead.replace('{{n}}', '2'));
  await markPicked.click();

  // The unread list drops the two, keeps the third, and offers no bulk action with nothing picked.
  await expect(row(1)).toHaveCount(0);
  await expect(row(2)).toHaveCount(0);
  await expect(row(3)).toBeVisible();
  await expect(markPicked).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expectAccessibleAtPhoneWidth(page, 'notices after a bulk read');

  // Under "all" the two are there, read (no box to pick them any more).
  await popup.locator('.ant-segmented-item', { hasText: noticeTexts.zh.all }).click();
  for (const i of [1, 2]) {
    await expect(row(i)).toBeVisible();
    await expect(row(i).locator('.notice-row-pick')).toHaveCount(0);
  }
});
