import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectAccessibleAtPhoneWidth } from './axe';
import { apiSession, signIn } from './helpers';

const ORDERS = '/client/order/orderList/index';

async function api<T>(baseURL: string, token: string, method: string, path: string, body?: object): Promise<T> {
  const res = await fetch(`${baseURL}/interface${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${json.msg}`);
  return json.data;
}

async function freelancerToken(baseURL: string, phone: string): Promise<string> {
  const res = await fetch(`${baseURL}/interface/freelancer/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, password: 'demo1234' }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** Opens an order's drawer from the list, found by its number. */
async function openOrder(page: Page, orderNo: string) {
  await page.goto(ORDERS);
  const keyword = page.locator('.filter-bar input#keyword');
  await keyword.fill(orderNo);
  await keyword.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row').getByText(orderNo, { exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: orderNo });
  await expect(drawer.getByTestId('order-fields')).toBeVisible();
  return drawer;
}

test.describe('record timeline', () => {
  test("an order's drawer tells its whole story: each step, who, from where, why", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL as string;
    const admin = await apiSession(base, 'admin');
    const ent = await apiSession(base, 'enterprise');
    const task = await api<{ id: number }>(base, ent.token, 'POST', '/client/task', {
      title: `e2e timeline task ${Date.now()}`,
      industry: 'I',
      workMode: '1',
      pricingUnit: '04',
      price: 50,
      headcount: 3,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      description: 'e2e',
    });
    await api(base, ent.token, 'POST', `/client/task/${task.id}/submit`, {});
    await api(base, admin.token, 'POST', `/client/task/${task.id}/approve`, {});
    const f = await freelancerToken(base, '13900000002');
    const order = await api<{ id: number; orderNo: string }>(base, f, 'POST', '/freelancer/orders', {
      taskId: task.id,
      quantity: '1',
    });
    await api(base, ent.token, 'POST', `/client/order/${order.id}/accept`, { quantity: '2' });
    await api(base, ent.token, 'POST', `/client/order/${order.id}/close`, { reason: 'e2e 不再需要' });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'enterprise');
    const drawer = await openOrder(page, order.orderNo);
    const timeline = drawer.getByTestId('order-timeline');
    await expect(timeline.getByTestId('timeline-entry').filter({ hasText: '申请' }).first()).toBeVisible();
    const accepted = timeline.getByTestId('timeline-entry').filter({ hasText: '通过申请' });
    await expect(accepted).toContainText('企业用户');
    await expect(accepted).toContainText('数量：1.00 → 2.00');
    await expect(accepted).toContainText('IP ');
    await expect(timeline.getByTestId('timeline-entry').filter({ hasText: '原因：e2e 不再需要' })).toBeVisible();
    // the notice the application raised concerns the order too
    await expect(timeline).toContainText('通知：新的接单申请');
    await timeline.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'order drawer with its timeline');
    await expectAccessibleAtPhoneWidth(page, 'order drawer with its timeline');
  });
});
