import { expect, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { noticeTexts } from '../../apps/web/src/lib/notices/notice-i18n-texts.ts';
import { call, draftTask } from './api';
import { apiSession, signIn } from './helpers';
import { bell, countOn, expectCount } from './notice-bell';

/** The staff bell: a notice raised by a real event (an enterprise submits a task for review) reaches it live. */
const zh = noticeTexts.zh;

test('a submitted task shows in the admin bell at once; marking it read decrements the count', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const url = baseURL as string;
  const enterprise = (await apiSession(url, 'enterprise')).token;
  await signIn(page, 'admin');
  await expect(bell(page)).toBeVisible();
  // The count as the server has it now (the first answer is in once the popup's list shows).
  await bell(page).click();
  const popup = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await expect(popup.locator('.notice-panel')).toBeVisible();
  await expect(popup.locator('.ant-spin')).toHaveCount(0);
  await bell(page).click();
  await expect(popup).toHaveCount(0);
  const before = await countOn(page);

  const title = `E2E 通知 ${Date.now() % 1_000_000}`;
  const task = await draftTask(url, enterprise, title);
  await call(url, enterprise, 'POST', `/client/task/${task.id}/submit`);
  // Live over the notices-only socket: no reload.
  await expectCount(page, before + 1);

  await bell(page).click();
  const text = zh.kinds.taskSubmitted.replace('{{taskName}}', title);
  const row = popup.locator('.notice-row', { hasText: text });
  await expect(row).toBeVisible();
  // Its time as the chat labels it (today: HH:mm).
  await expect(row.locator('.notice-row-time')).toHaveText(/^\d{2}:\d{2}$/);
  await row.getByRole('button', { name: zh.markRead }).click();
  await expect(row).toHaveCount(0);
  await expectCount(page, before);

  // Its link opens the task list.
  await popup.locator('.ant-segmented-item', { hasText: zh.all }).click();
  await popup.locator('.notice-row', { hasText: text }).getByRole('button', { name: zh.open }).click();
  await expect(page).toHaveURL(/\/client\/task\/taskList\/index$/);
});

test('an enterprise user sees a notice as a notification and in the chat dialog, and marks it read there', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const url = baseURL as string;
  const enterprise = (await apiSession(url, 'enterprise')).token;
  const admin = (await apiSession(url, 'admin')).token;
  const title = `E2E 审核通知 ${Date.now() % 1_000_000}`;
  const task = await draftTask(url, enterprise, title);
  await call(url, enterprise, 'POST', `/client/task/${task.id}/submit`);
  await signIn(page, 'enterprise');
  // No bell in the navbar for enterprise users (spec: the message area is hidden for 02).
  await expect(bell(page)).toHaveCount(0);
  // Connected (the dialog says so) before the event: a notice is pushed to the sockets connected at the time.
  await page.getByTestId('chat-button').click();
  const dialog = page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
  await expect(dialog.getByRole('status').filter({ hasText: chatTexts.zh.connection.connected })).toBeVisible();
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();

  await call(url, admin, 'POST', `/client/task/${task.id}/approve`);
  const text = zh.kinds.taskApproved.replace('{{taskName}}', title);
  await expect(page.locator('.ant-notification-notice', { hasText: text })).toBeVisible();

  await page.getByTestId('chat-button').click();
  await dialog.getByRole('button', { name: new RegExp(`^${consoleChatTexts.zh.notices}`) }).click();
  const row = page.locator('.notice-panel .notice-row', { hasText: text });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: zh.markRead }).click();
  await expect(row).toHaveCount(0);
});
