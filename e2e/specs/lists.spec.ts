import { messages } from '@console/domain/messages';
import { expect, test } from '@playwright/test';
import { listTexts } from '../../apps/web/src/features/lists/i18n-texts.ts';
import { recruitingTask } from './api';
import { F, mTab, signInFreelancer } from './freelancer';
import { apiSession, clickInPopup, openMenu, pick, signIn, spaced, zh } from './helpers';

const L = listTexts.zh;
/** The demo freelancer no other spec uses (no orders, no chat): blacklisting him affects nobody else's test. */
const PHONE = '13900000004';
const MASKED = '孙* 139****0004';

test('the admin blacklists a freelancer on the lists page; the freelancer is refused in words, then applies once removed', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const url = baseURL as string;
  const tokens = {
    enterprise: (await apiSession(url, 'enterprise')).token,
    admin: (await apiSession(url, 'admin')).token,
  };
  const task = await recruitingTask(url, tokens, `E2E 名单 ${Date.now() % 100000}`, { price: 120, headcount: 2 });

  // The admin puts him on the freelancer blacklist: picked by phone, a reason, a period ending in 20 days.
  await signIn(page, 'admin');
  await openMenu(page, '系统管理', L.title);
  await page.getByRole('button', { name: L.add }).click();
  const form = page.getByTestId('list-entry-form');
  await expect(form).toBeVisible();
  await pick(form.getByTestId('list-freelancer-picker'), MASKED, PHONE);
  await form.getByLabel(L.reason).fill('多次无故爽约（E2E）');
  // The period picked in the calendar as a range: from today to 20 days on (always in the second month shown).
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  };
  const [start, end] = [day(0), day(20)];
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const endInput = form.getByPlaceholder(L.endAt);
  await form.getByPlaceholder(L.startAt).click();
  await clickInPopup(calendar.locator(`td.ant-picker-cell-in-view[title="${start}"]`));
  await clickInPopup(calendar.locator(`td.ant-picker-cell-in-view[title="${end}"]`));
  await expect(calendar).toBeHidden();
  await expect(endInput).toHaveValue(end);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
  await expect(form).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: '139****0004' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(L.states.active);
  await expect(row).toContainText(end);

  // The freelancer, on the freelancer page, tries to apply and reads why not.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const m = await phone.newPage();
  await signInFreelancer(m, PHONE);
  await mTab(m, 'tasks').click();
  const search = m.getByRole('searchbox', { name: F.tasks.search }).or(m.getByLabel(F.tasks.search));
  await search.first().fill(task.title);
  await search.first().press('Enter');
  const card = m.getByTestId('m-task-card').filter({ hasText: task.title });
  await expect(card).toHaveCount(1);
  await card.getByTestId('m-task-apply').click();
  const dialog = m.getByRole('dialog', { name: F.tasks.applyTitle });
  await dialog.getByLabel(new RegExp(F.tasks.quantity)).fill('1');
  await dialog.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(m.getByText(messages.standingFreelancerBlacklisted.zh)).toBeVisible();
  await expect(dialog).toBeVisible();

  // The admin takes him off the list (asked to confirm) ...
  await row.getByRole('button', { name: spaced(L.remove) }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: MASKED.split(' ')[0] as string });
  await confirm.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(row).toHaveCount(0);

  // ... and the same application now goes through.
  await dialog.getByRole('button', { name: spaced(zh.common.confirm) }).click();
  await expect(m).toHaveURL(/\/m\/orders\/\d+$/);
  await expect(m.getByRole('heading', { name: task.title })).toBeVisible();
  await phone.close();
});
