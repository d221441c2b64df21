import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { noticeTexts } from '../../apps/web/src/lib/notices/notice-i18n-texts.ts';
import { draftTask } from '../specs/api';
import { apiSession, signIn } from '../specs/helpers';
import { bell, countOn, expectCount } from '../specs/notice-bell';
import { callOn, onlyFrom, pinnedContext, servedBy } from './instances';
import { newEnterprise, newStaff } from './people';

/**
 * Notices across instances: an action taken through one instance raises a notice that reaches, live, a page whose
 * socket is on the other (socket.io's Redis adapter), both ways: staff's bell and an enterprise user's notification.
 */
const zh = noticeTexts.zh;

test('a notice raised through one instance reaches a page connected to the other, both ways', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const ent = await newEnterprise(base);
  const reviewer = await newStaff(base, 'admin');
  const reviewerToken = (await apiSession(base, reviewer.username)).token;
  const title = `集群通知 ${randomInt(100000, 999999)}`;
  const task = await draftTask(base, ent.token, title);

  const staffContext = await pinnedContext(browser, base, 2);
  const entContext = await pinnedContext(browser, base, 1);
  try {
    // The reviewer's console on instance 2, its notices socket connected there.
    const staff = await staffContext.newPage();
    const staffServed = await servedBy(staff);
    await signIn(staff, reviewer.username);
    await expect(bell(staff)).toBeVisible();
    await expect.poll(() => staffServed.connects).toBeGreaterThan(0);
    const before = await countOn(staff);

    // The enterprise submits its task through instance 1: the bell on instance 2 counts it at once.
    await callOn(base, 1, ent.token, 'POST', `/client/task/${task.id}/submit`);
    await expectCount(staff, before + 1);
    await bell(staff).click();
    const popup = staff.locator('.ant-popover:not(.ant-popover-hidden)');
    await expect(
      popup.locator('.notice-row', { hasText: zh.kinds.taskSubmitted.replace('{{taskName}}', title) }),
    ).toBeVisible();

    // The enterprise user's console on instance 1 (notices come over its chat socket); approved through instance 2.
    const enterprise = await entContext.newPage();
    const entServed = await servedBy(enterprise);
    await signIn(enterprise, ent.username, ent.password);
    await expect.poll(() => entServed.connects).toBeGreaterThan(0);
    await callOn(base, 2, reviewerToken, 'POST', `/client/task/${task.id}/approve`);
    await expect(
      enterprise.locator('.ant-notification-notice', { hasText: zh.kinds.taskApproved.replace('{{taskName}}', title) }),
    ).toBeVisible();

    onlyFrom(staffServed.calls, 2);
    onlyFrom(staffServed.sockets, 2);
    onlyFrom(entServed.calls, 1);
    onlyFrom(entServed.sockets, 1);
  } finally {
    await staffContext.close();
    await entContext.close();
  }
});
