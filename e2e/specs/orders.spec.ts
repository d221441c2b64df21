import { orderStatusLabel } from '@console/domain/enums';
import { ledgerKind } from '@console/domain/schemas/order';
import { expect, type Page, test } from '@playwright/test';
import { call, openOrderDetail } from './api';
import { freelancerToken } from './freelancer';
import { apiSession, pick, signIn } from './helpers';

const ORDERS = '/client/order/orderList/index';
const label = (status: string) => orderStatusLabel(status, 'application', 'zh');

/** Integer cents of "1234.50" and the page's money format ¥1,234.50. */
const cents = (v: string) => Math.round(Number(v) * 100);
const money = (c: number) => `¥${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;

/** Clicks an action of the drawer and confirms it in the dialog that follows. */
async function act(page: Page, drawer: ReturnType<Page['locator']>, action: string) {
  await drawer.locator(`[data-action="${action}"]`).click();
  const dialog = page.locator('.ant-modal-confirm, .ant-modal').filter({ visible: true }).last();
  await dialog.locator('.ant-btn-primary').last().click();
}

test.describe('orders', () => {
  test('an order from application to reviewed, with the ledger moving', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL as string;
    const admin = await apiSession(base, 'admin');
    const ent = await apiSession(base, 'enterprise');
    const { enterpriseName } = await call<{ enterpriseName: string }>(base, ent.token, 'GET', '/client/ledger/balance');

    // A recruiting task: the enterprise creates and submits it, the platform approves it.
    const title = `e2e order task ${Date.now()}`;
    const task = await call<{ id: number }>(base, ent.token, 'POST', '/client/task', {
      title,
      industry: 'I',
      workMode: '1',
      pricingUnit: '04',
      price: 88.8,
      headcount: 3,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      description: 'e2e',
    });
    await call(base, ent.token, 'POST', `/client/task/${task.id}/submit`, {});
    await call(base, admin.token, 'POST', `/client/task/${task.id}/approve`, {});

    // The admin records a recharge for the demo enterprise in the console.
    const before = (await call<{ balance: string }>(base, ent.token, 'GET', '/client/ledger/balance')).balance;
    await signIn(page, 'admin');
    await page.goto(ORDERS);
    await page.getByTestId('recharge-button').click();
    const recharge = page.locator('.ant-modal').filter({ visible: true });
    // Typing searches the server for the enterprise.
    await pick(recharge.locator('.ant-select'), enterpriseName, enterpriseName.slice(0, 4));
    await recharge.getByTestId('recharge-amount').fill('1000');
    await recharge.locator('textarea').fill('e2e bank transfer');
    await recharge.locator('.ant-btn-primary').click();
    await expect(recharge).toBeHidden();
    const recharged = (await call<{ balance: string }>(base, ent.token, 'GET', '/client/ledger/balance')).balance;
    expect(cents(recharged)).toBe(cents(before) + 100_000);

    // A freelancer applies through the API (2 units at 88.80 = 177.60).
    const f = await freelancerToken(base, '13900000001');
    const applied = await call<{ id: number; orderNo: string; amount: string }>(base, f, 'POST', '/freelancer/orders', {
      taskId: task.id,
      quantity: '2',
    });
    expect(applied.amount).toBe('177.60');

    // The enterprise accepts the application in the console.
    const context = await browser.newContext();
    const entPage = await context.newPage();
    await signIn(entPage, 'enterprise');
    let drawer = await openOrderDetail(entPage, applied.orderNo);
    await expect(drawer.getByTestId('order-fields')).toContainText(label('0'));
    // Gender and age read from 王小雨's ID card (born 1988-11-25, even 17th digit) beside the masked card.
    const now = new Date();
    const age =
      now.getFullYear() - 1988 - (now.getMonth() < 10 || (now.getMonth() === 10 && now.getDate() < 25) ? 1 : 0);
    await expect(drawer.getByTestId('order-fields')).toContainText('320***********002X');
    await expect(drawer.getByTestId('order-fields')).toContainText('性别女');
    await expect(drawer.getByTestId('order-fields')).toContainText(`年龄${age}岁`);
    await expect(entPage.locator('.ant-table-row').first()).toContainText(`女 · ${age}岁`);
    await act(entPage, drawer, 'acceptApplication');
    await expect(drawer.getByTestId('order-fields')).toContainText(label('3'));

    // The freelancer delivers through the API.
    await call(base, f, 'POST', `/freelancer/orders/${applied.id}/deliver`, {
      note: 'Delivered: all pages translated',
      files: [{ fileName: 'result.pdf', url: '/interface/files/e2e/result.pdf' }],
    });

    // The enterprise checks the delivery, pays (the balance goes down by the amount) and reviews.
    drawer = await openOrderDetail(entPage, applied.orderNo);
    await expect(drawer).toContainText('Delivered: all pages translated');
    await expect(drawer).toContainText('result.pdf');
    await act(entPage, drawer, 'check');
    await expect(drawer.getByTestId('order-fields')).toContainText(label('5'));

    await drawer.locator('[data-action="pay"]').click();
    const pay = entPage.locator('.ant-modal').filter({ visible: true }).last();
    await expect(pay.getByTestId('pay-amount')).toHaveText('¥177.60');
    await expect(pay.getByTestId('pay-balance')).toHaveText(money(cents(recharged)));
    await pay.locator('.ant-btn-primary').click();
    await expect(drawer.getByTestId('order-fields')).toContainText(label('6'));
    const paid = (await call<{ balance: string }>(base, ent.token, 'GET', '/client/ledger/balance')).balance;
    expect(cents(paid)).toBe(cents(recharged) - 17_760);
    await expect(drawer.getByTestId('order-ledger')).toContainText(ledgerKind.payment.zh);
    await expect(drawer.getByTestId('order-ledger')).toContainText(ledgerKind.settlement.zh);

    await drawer.locator('[data-action="review"]').click();
    const review = entPage.locator('.ant-modal').filter({ visible: true }).last();
    await review.locator('.ant-rate-star').nth(3).click();
    await review.locator('textarea').fill('On time and accurate');
    await review.locator('.ant-btn-primary').click();
    await expect(drawer.getByTestId('order-fields')).toContainText(label('11'));
    await expect(drawer).toContainText('On time and accurate');
    await expect(drawer.getByTestId('order-timeline')).toContainText('4/5');
    await drawer.locator('.ant-drawer-close').click();

    // The list shows the order reviewed, and the balance card and ledger follow the payment.
    const row = entPage.locator('.ant-table-row').filter({ hasText: applied.orderNo });
    await expect(row).toContainText(label('11'));
    await expect(row).toContainText('¥177.60');
    await expect(entPage.getByTestId('balance-value')).toHaveText(money(cents(paid)));
    await entPage.getByTestId('ledger-button').click();
    const ledger = entPage.getByTestId('ledger-entries');
    const lines = ledger.locator('.ant-table-row').filter({ hasText: applied.orderNo });
    await expect(lines.filter({ hasText: ledgerKind.payment.zh })).toContainText('-¥177.60');
    await expect(lines.filter({ hasText: ledgerKind.settlement.zh })).toContainText('¥177.60');
    // the newest top-up first (a spec run again adds its own)
    await expect(ledger.locator('.ant-table-row').filter({ hasText: 'e2e bank transfer' }).first()).toContainText(
      '¥1,000.00',
    );
    await context.close();
  });
});
