import { expect, test } from '@playwright/test';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { freelancerSays } from './freelancer';
import { signIn } from './helpers';

/**
 * A conversation with more than 99 unread messages: its 99+ badge sits on the avatar's corner and leaves the
 * name whole, on a phone and on a desktop. The spec writes its own 100 messages (赵丽娜, 13900000003, to the demo
 * enterprise B10001) and reads them at the end.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the 99+ badge covers no part of the name at ${viewport.width} px`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const texts = Array.from({ length: 100 }, (_, i) => `badge ${stamp} ${i}`);
    // two sockets of 50: one socket may send 60 events in 10 s (the flood guard)
    await freelancerSays(baseURL as string, '13900000003', 'B10001', ...texts.slice(0, 50));
    await freelancerSays(baseURL as string, '13900000003', 'B10001', ...texts.slice(50));
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport });
    const page = await context.newPage();
    await signIn(page, 'enterprise');
    await page.getByTestId('chat-button').click();
    const dialog = page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
    const item = dialog.locator('.chat-conversation', { hasText: '赵丽娜' });
    const badge = item.locator('.ant-badge-count');
    await expect(badge).toHaveText('99+');
    // the zoom-in of a new badge is over before it is measured
    await expect(badge).not.toHaveClass(/zoom/);
    const badgeBox = await badge.boundingBox();
    const nameBox = await item.locator('.chat-conversation-name').boundingBox();
    expect(badgeBox && nameBox).toBeTruthy();
    if (badgeBox && nameBox) expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(nameBox.x);
    await item.click();
    await expect(badge).toHaveCount(0);
    await context.close();
  });
}
