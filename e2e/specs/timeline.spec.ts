import { expect, test } from '@playwright/test';
import { timelineTexts } from '../../apps/web/src/components/client/timeline-i18n.ts';
import { call, openOrderDetail } from './api';
import { expectAccessible, expectAccessibleAtPhoneWidth } from './axe';
import { freelancerToken } from './freelancer';
import { apiSession, chooseLanguage, signIn } from './helpers';

test.describe('record timeline', () => {
  test("an order's drawer tells its whole story: each step, who, from where, why", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL as string;
    const admin = await apiSession(base, 'admin');
    const ent = await apiSession(base, 'enterprise');
    const task = await call<{ id: number }>(base, ent.token, 'POST', '/client/task', {
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
    await call(base, ent.token, 'POST', `/client/task/${task.id}/submit`, {});
    await call(base, admin.token, 'POST', `/client/task/${task.id}/approve`, {});
    const f = await freelancerToken(base, '13900000002');
    const order = await call<{ id: number; orderNo: string }>(base, f, 'POST', '/freelancer/orders', {
      taskId: task.id,
      quantity: '1',
    });
    await call(base, ent.token, 'POST', `/client/order/${order.id}/accept`, { quantity: '2' });
    await call(base, ent.token, 'POST', `/client/order/${order.id}/close`, { reason: 'e2e 不再需要' });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'enterprise');
    const drawer = await openOrderDetail(page, order.orderNo);
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

    // The same story in English (the language chosen in the settings drawer is kept in storage).
    await chooseLanguage(page, 'en');
    await page.setViewportSize({ width: 1440, height: 900 });
    const inEnglish = (await openOrderDetail(page, order.orderNo)).getByTestId('order-timeline');
    const en = timelineTexts.en;
    const acceptedEn = inEnglish.getByTestId('timeline-entry').filter({ hasText: en.action.acceptApplication });
    await expect(acceptedEn).toContainText(en.actor.enterprise);
    await expect(inEnglish).toContainText(en.reason.replace('{{note}}', 'e2e 不再需要'));
    await expectAccessibleAtPhoneWidth(page, 'order drawer with its timeline, in English');
  });
});
