import { orderStatusLabel } from '@console/domain/enums';
import { industry } from '@console/domain/industries';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { taskTexts } from '../../apps/web/src/features/client/tasks/i18n.ts';
import { call, recruitingTask } from './api';
import { apiSession, clickInPopup, signIn, spaced, zh } from './helpers';

const T = taskTexts.zh;

/** Every request the page sends that matches: the double click must have sent exactly one. */
function recordRequests(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

const errorMessage = (page: Page) => page.locator('.ant-message-error');

test.describe('a submit runs once', () => {
  test('double-clicking save on a new task creates one draft, and no error shows', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const ent = await apiSession(baseURL as string, 'enterprise');
    const title = `E2E 双击保存 ${Date.now() % 100000}`;
    await signIn(page, 'enterprise');
    await page.goto('/client/task/taskList/index');
    await page.getByRole('button', { name: new RegExp(`${T.create}$`) }).click();
    const form = page.locator('.ant-drawer-content-wrapper', { has: page.locator('form.task-form') });
    await form.getByLabel(T.name, { exact: true }).fill(title);
    const industryInput = form.getByLabel(T.industry, { exact: true });
    const choice = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(`O ${industry.O.zh}`);
    await industryInput.click();
    await industryInput.fill(industry.O.zh.slice(0, 4));
    await clickInPopup(choice);
    await expect(form.locator('.ant-form-item', { hasText: T.industry })).toContainText(industry.O.zh);
    await form.getByLabel(T.priceUnit, { exact: true }).fill('120');
    const start = form.getByPlaceholder(T.startDate);
    await start.click();
    await start.fill('2026-05-01');
    await start.press('Enter');
    const end = form.getByPlaceholder(T.endDate);
    await end.fill('2026-05-31');
    await end.press('Enter');

    const posts = recordRequests(page, 'POST', /^\/interface\/client\/task$/);
    await form.getByRole('button', { name: spaced(zh.common.save) }).dblclick();

    // Saved once: the success shows, the drawer has gone, and the server holds one draft with the title.
    await expect(page.locator('.ant-message-success', { hasText: T.done.create }).first()).toBeVisible();
    await expect(form).toBeHidden();
    const list = await call<{ total: number }>(
      baseURL as string,
      ent.token,
      'GET',
      `/client/task/list?pageNum=1&pageSize=10&keyword=${encodeURIComponent(title)}`,
    );
    expect(list.total).toBe(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect(errorMessage(page)).toHaveCount(0);
  });

  test('double-clicking OK in the payment dialog pays once without an error; the review keeps its stars', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const base = baseURL as string;
    const admin = await apiSession(base, 'admin');
    const ent = await apiSession(base, 'enterprise');
    // A checked order of the demo enterprise, and the money to pay it.
    const task = await recruitingTask(
      base,
      { enterprise: ent.token, admin: admin.token },
      `E2E 双击支付 ${Date.now()}`,
    );
    const f = await fetch(`${base}/interface/freelancer/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '13900000002', password: 'demo1234' }),
    });
    const freelancer = ((await f.json()) as { data: { access_token: string } }).data.access_token;
    const order = await call<{ id: number; orderNo: string }>(base, freelancer, 'POST', '/freelancer/orders', {
      taskId: task.id,
    });
    await call(base, ent.token, 'POST', `/client/order/${order.id}/accept`, {});
    await call(base, freelancer, 'POST', `/freelancer/orders/${order.id}/deliver`, { note: 'done', files: [] });
    await call(base, ent.token, 'POST', `/client/order/${order.id}/check`, {});
    const { enterpriseId } = await call<{ enterpriseId: number }>(base, ent.token, 'GET', `/client/order/${order.id}`);
    await call(base, admin.token, 'POST', '/client/ledger/recharge', { enterpriseId, amount: '500', remark: 'e2e' });
    const balance = async () =>
      Math.round(
        Number((await call<{ balance: string }>(base, ent.token, 'GET', '/client/ledger/balance')).balance) * 100,
      );
    const before = await balance();

    await signIn(page, 'enterprise');
    await page.goto('/client/order/orderList/index');
    const keyword = page.locator('.filter-bar input#keyword');
    await keyword.fill(order.orderNo);
    await keyword.press('Enter');
    await page.locator('.ant-table-row').getByText(order.orderNo, { exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: order.orderNo });
    await expect(drawer.getByTestId('order-fields')).toContainText(orderStatusLabel('5', 'application', 'zh'));

    const pays = recordRequests(page, 'POST', new RegExp(`/client/order/${order.id}/pay$`));
    await drawer.locator('[data-action="pay"]').click();
    const pay = page.locator('.ant-modal').filter({ visible: true }).last();
    await expect(pay.getByTestId('pay-balance')).not.toHaveText('-');
    await pay.locator('.ant-btn-primary').dblclick();
    await expect(drawer.getByTestId('order-fields')).toContainText(orderStatusLabel('6', 'application', 'zh'));
    await expect(pay).toBeHidden();
    expect(pays).toHaveLength(1);
    expect(await balance()).toBe(before - 10_000);
    await expect(errorMessage(page)).toHaveCount(0);

    // Review: 5 stars to start with; clicking the chosen star again keeps it, and OK saves a 5-star review.
    await drawer.locator('[data-action="review"]').click();
    const review = page.locator('.ant-modal').filter({ visible: true }).last();
    const stars = review.locator('.ant-rate-star-full');
    await expect(stars).toHaveCount(5);
    await review.locator('.ant-rate-star').nth(4).click();
    await expect(stars).toHaveCount(5);
    await review.locator('.ant-btn-primary').click();
    await expect(review).toBeHidden();
    await expect(drawer.getByTestId('order-fields')).toContainText(orderStatusLabel('11', 'application', 'zh'));
    await expect(drawer.getByTestId('order-timeline')).toContainText('5/5');
    await expect(errorMessage(page)).toHaveCount(0);
  });
});
