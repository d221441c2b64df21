import { orderStatusLabel } from '@console/domain/enums';
import { expect, type Request, test } from '@playwright/test';
import { agreementTexts as A } from '../../apps/web/src/components/agreement-i18n.ts';
import { call, recruitingTask } from './api';
import { F, FE, freelancerToken, mTab, signInFreelancer } from './freelancer';
import { apiSession, spaced, zh } from './helpers';

/** The freelancer page at a phone's width: its own demo freelancer, so other specs' notices do not count here. */
const PHONE = '13900000002';
test.use({ viewport: { width: 390, height: 844 } });

async function tokens(baseURL: string) {
  return {
    enterprise: (await apiSession(baseURL, 'enterprise')).token,
    admin: (await apiSession(baseURL, 'admin')).token,
  };
}

test('sign-in: the server refusal in words, then the tabs; /m/ deep links come back after signing in', async ({
  page,
}) => {
  await page.goto('/m/orders?status=active');
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: F.login.title })).toBeVisible();

  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText(F.login.phoneRequired)).toBeVisible();
  await expect(page.getByText(F.login.passwordRequired)).toBeVisible();

  await page.getByLabel(F.login.phone).fill('12345');
  await page.getByLabel(F.login.password).fill('wrong-password');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByText(F.login.phoneInvalid)).toBeVisible();

  await page.getByLabel(F.login.phone).fill(PHONE);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  // The server's own message, in the page's language (a wrong password never says which part was wrong).
  await expect(page.getByRole('alert')).toContainText(/密码/);

  await page.getByLabel(F.login.password).fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/m\/orders\?status=active$/);
  await expect(page.getByRole('heading', { name: F.orders.title })).toBeVisible();
  const nav = page.getByRole('navigation', { name: F.tabs.label });
  for (const key of ['messages', 'orders', 'tasks', 'notices', 'me'] as const) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${F.tabs[key]}`) })).toBeVisible();
  }
  // The console does not count the freelancer as signed in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('tasks: apply once with a double click, the order shows pending review; orders: the invitation accepted and delivered', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL as string;
  const t = await tokens(url);
  const stamp = Date.now() % 100000;
  const applied = await recruitingTask(url, t, `E2E 自由职业者申请 ${stamp}`, { price: 150, headcount: 2 });
  const invited = await recruitingTask(url, t, `E2E 自由职业者邀请 ${stamp}`, { price: 80, headcount: 1 });
  await signInFreelancer(page, PHONE);

  // Apply: found by name, the quantity's estimate shown, OK double-clicked: one order.
  await mTab(page, 'tasks').click();
  const search = page.getByRole('searchbox', { name: F.tasks.search }).or(page.getByLabel(F.tasks.search));
  await search.first().fill(applied.title);
  await search.first().press('Enter');
  const card = page.getByTestId('m-task-card').filter({ hasText: applied.title });
  await expect(card).toHaveCount(1);
  await card.getByTestId('m-task-apply').click();
  const dialog = page.getByRole('dialog', { name: F.tasks.applyTitle });
  await dialog.getByLabel(new RegExp(F.tasks.quantity)).fill('2');
  await expect(dialog).toContainText('¥300.00');
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/interface/freelancer/orders') posts.push(r);
  });
  await dialog.getByRole('button', { name: spaced(zh.common.confirm) }).dblclick();
  await expect(page).toHaveURL(/\/m\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: applied.title })).toBeVisible();
  await expect(page.locator('main')).toContainText(orderStatusLabel('0', 'application', 'zh'));
  expect(posts).toHaveLength(1);
  await mTab(page, 'orders').click();
  await page.getByRole('radiogroup', { name: F.orders.filter }).getByText(F.orders.pending).click();
  await expect(page).toHaveURL(/status=pending$/);
  await expect(page.getByTestId('m-order-card').filter({ hasText: applied.title })).toHaveCount(1);

  // Invited by the enterprise: accept, then deliver with a note.
  const ent = await apiSession(url, 'enterprise');
  await call(url, ent.token, 'POST', '/client/order/invite', { taskId: invited.id, phone: PHONE });
  await page.reload();
  const invitedCard = page.getByTestId('m-order-card').filter({ hasText: invited.title });
  await expect(invitedCard).toContainText(orderStatusLabel('0', 'invitation', 'zh'));
  await invitedCard.click();
  const actions = page.getByTestId('m-order-actions');
  // A double click asks once and accepts once.
  await actions.getByRole('button', { name: F.orders.actions.acceptInvitation }).dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: spaced(F.common.confirm) })
    .dblclick();
  await expect(page.locator('main')).toContainText(orderStatusLabel('3', 'invitation', 'zh'));
  await actions.getByRole('button', { name: F.orders.actions.deliver }).click();
  const deliver = page.getByRole('dialog', { name: F.orders.actions.deliver });
  await deliver.getByLabel(F.orders.note).fill('标注已完成，共 500 张');
  await deliver.getByRole('button', { name: spaced(zh.common.confirm) }).dblclick();
  await expect(deliver).toBeHidden();
  await expect(page.locator('main')).toContainText(orderStatusLabel('4', 'invitation', 'zh'));
  await expect(page.locator('main')).toContainText('标注已完成，共 500 张');
  await expect(actions).toBeHidden();
});

test('notices: an invitation arrives live with its text, reading it clears the badge; Me in English, then sign out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const url = baseURL as string;
  const t = await tokens(url);
  const task = await recruitingTask(url, t, `E2E 通知邀请 ${Date.now() % 100000}`, { price: 60 });
  // Whatever earlier runs left unread is read first: the badge then counts this test's notice alone.
  await call(url, await freelancerToken(url, PHONE), 'POST', '/freelancer/notice/readAll');
  await signInFreelancer(page, PHONE);
  await mTab(page, 'notices').click();
  await expect(page.getByRole('heading', { name: F.notices.title })).toBeVisible();

  await call(url, t.enterprise, 'POST', '/client/order/invite', { taskId: task.id, phone: PHONE });
  const notice = page.getByTestId('m-notice').filter({ hasText: task.title });
  await expect(notice).toHaveAttribute('data-read', 'false');
  await expect(mTab(page, 'notices')).toContainText('(1)');
  await notice.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/orders$/);
  await expect(mTab(page, 'notices')).not.toContainText('(1)');
  await mTab(page, 'notices').click();
  await expect(page.getByTestId('m-notice').filter({ hasText: task.title })).toHaveAttribute('data-read', 'true');
  await expect(page.getByRole('button', { name: F.notices.markAllRead })).toBeDisabled();

  await mTab(page, 'me').click();
  await expect(page.locator('main')).toContainText('139****0002');
  await page.getByRole('radiogroup', { name: F.me.language }).getByText('English').click();
  await expect(page.getByRole('heading', { name: FE.me.title })).toBeVisible();
  await expect(mTab(page, 'orders')).toHaveText(FE.tabs.orders);
  // The agreements, read from Me: the privacy agreement's published text (the demo's is in Chinese).
  await page.getByRole('region', { name: A.en.links }).getByRole('button', { name: A.en.Y }).click();
  const privacy = page.getByRole('dialog', { name: '隐私协议' });
  await expect(privacy).toContainText('我们重视您的个人信息保护');
  await privacy.getByRole('button', { name: A.en.close }).click();
  await expect(privacy).toBeHidden();
  await page.getByTestId('m-sign-out').dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('button', { name: FE.common.confirm }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('heading', { name: FE.login.title })).toBeVisible();
  await page.goto('/m/orders');
  await expect(page).toHaveURL(/\/m\/login/);
});
