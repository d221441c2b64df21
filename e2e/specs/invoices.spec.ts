import { invoiceApplicationStatus, invoiceStatus } from '@console/domain/enums';
import { creditCodeCheckChar } from '@console/domain/validators';
import { expect, type Page, test } from '@playwright/test';
import { invoiceTexts } from '../../apps/web/src/features/client/invoices/i18n-texts.ts';
import { call, recruitingTask } from './api';
import { pdf } from './files';
import { freelancerToken } from './freelancer';
import { apiSession, clickInPopup, type Leaf, menuOf, openMenu, signIn, spaced, tab } from './helpers';

const T = invoiceTexts.zh;
/**
 * A demo enterprise of its own: recharging and paying here must not move the balance the orders spec checks for
 * the demo enterprise while both run at once.
 */
const USER = 'xingchen';

// ------------------------------------------------------------------------------------------------------------
// Paid orders through the public API, as the users would make them: the enterprise publishes a task, the admin
// approves it, freelancers apply, the enterprise accepts, they deliver, the enterprise checks the work, the
// admin records a recharge and the enterprise pays (order status 6, to review). No test-only seed.

async function paidOrders(baseURL: string, title: string) {
  const ent = (await apiSession(baseURL, USER)).token;
  const admin = (await apiSession(baseURL, 'admin')).token;
  const task = await recruitingTask(baseURL, { enterprise: ent, admin }, title, { price: 1234.5, headcount: 5 });
  const orders: { id: number; orderNo: string; amount: string }[] = [];
  for (const phone of ['13900000001', '13900000002']) {
    const worker = await freelancerToken(baseURL, phone);
    const order = await call<{ id: number; orderNo: string; amount: string }>(
      baseURL,
      worker,
      'POST',
      '/freelancer/orders',
      {
        taskId: task.id,
      },
    );
    await call(baseURL, ent, 'POST', `/client/order/${order.id}/accept`, {});
    await call(baseURL, worker, 'POST', `/freelancer/orders/${order.id}/deliver`, { note: 'done' });
    await call(baseURL, ent, 'POST', `/client/order/${order.id}/check`);
    orders.push(order);
  }
  await call(baseURL, admin, 'POST', '/client/ledger/recharge', { enterpriseId: task.enterpriseId, amount: '5000.00' });
  for (const order of orders) {
    const paid = await call<{ status: string; amount: string }>(baseURL, ent, 'POST', `/client/order/${order.id}/pay`);
    expect(['6', '11']).toContain(paid.status);
    order.amount = paid.amount;
  }
  return orders;
}

// ------------------------------------------------------------------------------------------------------------

async function open(page: Page, menu: Leaf, url: RegExp) {
  await openMenu(page, menu.parent, menu.title);
  await expect(tab(page, menu.title)).toBeVisible();
  await expect(page).toHaveURL(url);
}

const drawer = (page: Page, testId: string) => page.locator('.ant-drawer-open', { has: page.getByTestId(testId) });
const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function searchList(page: Page, placeholder: string, keyword: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.fill(keyword);
  await input.press('Enter');
}

const creditCode = () => {
  const first17 = '91330106MA2H2L7X1';
  return first17 + creditCodeCheckChar(first17);
};

test.describe('invoices', () => {
  test('an invoice from application to posted: the enterprise applies, the admin approves, issues with a PDF and posts; the record opens its file', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const url = baseURL as string;
    const title = `E2E 开票任务 ${Date.now() % 100000}`;
    const orders = await paidOrders(url, title);
    const total = orders.reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
    const totalText = `¥${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

    const entCtx = await browser.newContext();
    const adminCtx = await browser.newContext();
    const ent = await entCtx.newPage();
    const admin = await adminCtx.newPage();
    const invoiceMenu = await menuOf(url, USER, 'invoice/orderInvoice');
    const adminInvoiceMenu = await menuOf(url, 'admin', 'invoice/orderInvoice');
    const recordMenu = await menuOf(url, USER, 'invoice/invoiceRecord');

    // The enterprise chooses its two paid orders and applies.
    await signIn(ent, USER);
    await open(ent, invoiceMenu, /\/client\/invoice\/orderInvoice\/index/);
    await ent.getByRole('button', { name: T.apply }).click();
    const apply = drawer(ent, 'invoice-apply');
    await expect(apply).toBeVisible();
    const search = apply.getByPlaceholder(`${T.orderNo} / ${T.taskTitle}`);
    await search.fill(title);
    await search.press('Enter');
    for (const order of orders) {
      await apply.locator('tr', { hasText: order.orderNo }).locator('.ant-checkbox-input').check();
    }
    await expect(apply.getByTestId('invoice-apply-total')).toContainText(totalText);
    await apply.getByLabel(T.title, { exact: true }).fill('E2E 开票抬头');
    await apply.getByLabel(T.taxNo, { exact: true }).fill(creditCode());
    await apply.getByLabel(T.remarks, { exact: true }).fill('E2E 服务费');
    await apply.getByTestId('invoice-apply-submit').click();

    const entDetail = drawer(ent, 'invoice-detail');
    await expect(entDetail).toBeVisible();
    await expect(entDetail.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['7'].zh);
    await expect(entDetail).toContainText(totalText);
    const heading = (await entDetail.locator('.ant-drawer-title').textContent()) ?? '';
    const applicationNo = heading.replace(T.detailTitle, '').trim();
    expect(applicationNo).toMatch(/^FP\d{8}/);
    // the enterprise has no staff actions
    await expect(entDetail.getByTestId('invoice-action-approve')).toHaveCount(0);
    await entDetail.locator('.ant-drawer-close').click();
    await expect(entDetail).toHaveCount(0);

    // The admin approves, issues with a PDF and posts.
    await signIn(admin, 'admin');
    await open(admin, adminInvoiceMenu, /\/client\/invoice\/orderInvoice\/index/);
    await searchList(admin, T.keywordApplication, applicationNo);
    await admin.getByRole('button', { name: applicationNo }).click();
    const detail = drawer(admin, 'invoice-detail');
    await expect(detail.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['7'].zh);

    await detail.getByTestId('invoice-action-approve').click();
    const approveConfirm = admin.locator('.ant-modal-confirm:visible');
    await clickInPopup(approveConfirm.getByRole('button', { name: spaced(T.confirm) }));
    await expect(approveConfirm).toHaveCount(0);
    await expect(detail.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['0'].zh);

    await detail.getByTestId('invoice-action-issue').click();
    const issue = modal(admin, T.actions.issue);
    const invoiceNumber = String(10_000_000 + (Date.now() % 89_999_999));
    await issue.getByLabel(T.invoiceCode, { exact: true }).fill('033002400111');
    await issue.getByLabel(T.invoiceNumber, { exact: true }).fill(invoiceNumber);
    await issue.getByLabel(T.taxAmount, { exact: true }).fill('12.34');
    await issue
      .locator('input[type="file"]')
      .setInputFiles({ name: '电子发票.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(
      issue.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
    ).toHaveCount(1);
    await issue.getByRole('button', { name: spaced(T.confirm) }).click();
    await expect(detail.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['1'].zh);
    await expect(detail).toContainText(invoiceNumber);

    await detail.getByTestId('invoice-action-post').click();
    const post = modal(admin, T.actions.post);
    await post.getByLabel(T.expressCompany, { exact: true }).fill('顺丰速运');
    await post.getByLabel(T.trackingNo, { exact: true }).fill('SF1234567890');
    await post.getByRole('button', { name: spaced(T.confirm) }).click();
    await expect(detail.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['5'].zh);
    await expect(detail).toContainText('SF1234567890');
    await expect(detail.getByTestId('invoice-action-post')).toHaveCount(0);
    await expect(detail.getByTestId('invoice-action-void')).toBeVisible();

    // The enterprise finds the issued invoice among its records and opens its file.
    await open(ent, recordMenu, /\/client\/invoice\/invoiceRecord\/index/);
    await searchList(ent, T.keywordRecord, invoiceNumber);
    const row = ent.locator('.ant-table-row', { hasText: invoiceNumber });
    await expect(row).toBeVisible();
    await expect(row).toContainText(invoiceStatus['2'].zh);
    await expect(row).toContainText(invoiceApplicationStatus['5'].zh);
    await expect(row).toContainText('SF1234567890');
    const [file] = await Promise.all([
      entCtx.waitForEvent('page'),
      row.getByRole('button', { name: spaced(T.openFile) }).click(),
    ]);
    await file.waitForLoadState();
    expect(file.url()).toContain('/interface/files/');
    const res = await fetch(file.url());
    expect(res.headers.get('content-type')).toBe('application/pdf');

    await entCtx.close();
    await adminCtx.close();
  });

  test('a rejected application keeps listing its orders, released; they can be applied for again, never twice at once', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const url = baseURL as string;
    const title = `E2E 驳回开票 ${Date.now() % 100000}`;
    const orders = await paidOrders(url, title);
    const ent = (await apiSession(url, USER)).token;
    const applyBody = {
      orderIds: orders.map((o) => o.id).join(','),
      invoiceType: '007',
      title: 'E2E 开票抬头',
      taxNo: creditCode(),
    };
    const first = await call<{ id: number; applicationNo: string }>(url, ent, 'POST', '/client/invoice', applyBody);

    // The admin rejects it with a reason: the orders stay listed, marked released.
    const adminCtx = await browser.newContext();
    const admin = await adminCtx.newPage();
    await signIn(admin, 'admin');
    await open(admin, await menuOf(url, 'admin', 'invoice/orderInvoice'), /\/client\/invoice\/orderInvoice\/index/);
    await searchList(admin, T.keywordApplication, first.applicationNo);
    await admin.getByRole('button', { name: first.applicationNo }).click();
    const detail = drawer(admin, 'invoice-detail');
    await detail.getByTestId('invoice-action-reject').click();
    const reject = modal(admin, T.actions.reject);
    await reject.getByLabel(T.rejectReason, { exact: true }).fill('抬头与税号不一致');
    await reject.getByRole('button', { name: spaced(T.confirm) }).click();
    await expect(detail.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['2'].zh);
    await expect(detail).toContainText(T.ordersReleased);
    const listed = detail.getByTestId('invoice-orders').locator('.ant-table-row');
    await expect(listed).toHaveCount(2);
    for (const order of orders) {
      const row = listed.filter({ hasText: order.orderNo });
      await expect(row).toContainText(T.released);
    }

    // The enterprise finds them invoiceable again and applies in the console.
    const entCtx = await browser.newContext();
    const page = await entCtx.newPage();
    await signIn(page, USER);
    await open(page, await menuOf(url, USER, 'invoice/orderInvoice'), /\/client\/invoice\/orderInvoice\/index/);
    await page.getByRole('button', { name: T.apply }).click();
    const apply = drawer(page, 'invoice-apply');
    const search = apply.getByPlaceholder(`${T.orderNo} / ${T.taskTitle}`);
    await search.fill(title);
    await search.press('Enter');
    for (const order of orders) {
      await apply.locator('tr', { hasText: order.orderNo }).locator('.ant-checkbox-input').check();
    }
    await apply.getByLabel(T.title, { exact: true }).fill('E2E 开票抬头');
    await apply.getByLabel(T.taxNo, { exact: true }).fill(creditCode());
    await apply.getByTestId('invoice-apply-submit').click();
    const second = drawer(page, 'invoice-detail');
    await expect(second.locator('.ant-tag').first()).toHaveText(invoiceApplicationStatus['7'].zh);
    await expect(second.getByTestId('invoice-orders').locator('.ant-table-row')).toHaveCount(2);
    await expect(second).not.toContainText(T.released);

    // The rejected one still lists them, released; a third application over them is refused while this one stands.
    const old = await call<{ orders: { id: number; releasedAt: string | null }[] }>(
      url,
      ent,
      'GET',
      `/client/invoice/${first.id}`,
    );
    expect(old.orders.map((o) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());
    expect(old.orders.every((o) => o.releasedAt)).toBe(true);
    await expect(call(url, ent, 'POST', '/client/invoice', applyBody)).rejects.toThrow(/409/);

    await entCtx.close();
    await adminCtx.close();
  });
});
