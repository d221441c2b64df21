import { expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { expectAccessible, expectAccessibleAtPhoneWidth } from './axe';
import { freelancerSays } from './freelancer';
import { chooseLanguage, signIn } from './helpers';

/**
 * Chat search end to end (docs/chat.md#search): the demo freelancer 13900000001 (C20001) writes to the demo
 * enterprise user (B10001) over the socket; in the console the user finds a message across conversations and in
 * the open one, and a hit opens the conversation at it, highlighted among its neighbours.
 */
const ENTERPRISE_ID = 'B10001';
const FREELANCER_PHONE = '13900000001';
const FREELANCER_ID = 'C20001';
const T = consoleChatTexts.zh;
const S = chatTexts.zh.search;
const button = (page: Page) => page.getByTestId('chat-button');
const dialog = (page: Page) => page.getByRole('dialog', { name: T.dialog });
const pane = (page: Page) => dialog(page).getByRole('log');
const hits = (page: Page) => dialog(page).locator('.console-chat-list .chat-search-hit');
/** The hits of the open conversation's own search. */
const hereHits = (page: Page) => dialog(page).locator('.console-chat-here .chat-search-hit');

test('finds a message across conversations and in one, and opens it highlighted in context', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const m = `${Date.now() % 1_000_000}`;
  // The message sought, then enough after it that it is not in the conversation's newest page.
  const sought = `发票${m}号已经寄出`;
  const later = Array.from({ length: 14 }, (_, i) => `后来的消息 ${m}-${i}`);
  await freelancerSays(baseURL as string, FREELANCER_PHONE, ENTERPRISE_ID, sought, `另一张发票${m}号在路上`, ...later);

  await signIn(page, 'enterprise');
  await button(page).click();
  await expect(dialog(page)).toBeVisible();

  // Across conversations, from the keyboard: type, Tab to the hit, Enter.
  const all = dialog(page).getByRole('searchbox', { name: S.all });
  await all.fill('没有这样的消息zzz');
  await expect(dialog(page).getByText(S.noResults)).toBeVisible();
  await all.fill(`发票${m}号`);
  await expect(hits(page)).toHaveCount(2);
  const first = hits(page).nth(1);
  await expect(first).toContainText(sought);
  await expect(first.locator('mark')).toHaveText(`发票${m}号`);
  await expect(first).toHaveAttribute('data-chat-id', FREELANCER_ID);
  await expectAccessible(page, 'chat search results');

  const id = await first.getAttribute('data-message-id');
  await hits(page).first().focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');

  const found = pane(page).locator(`[data-message-id="${id}"]`);
  await expect(found).toHaveAttribute('data-highlighted', 'true');
  await expect(found).toContainText(sought);
  await expect(found).toBeInViewport();
  // In context: the messages around it are there, the newest not yet (scrolling down loads them).
  await expect(pane(page)).toContainText(later[0] as string);
  await expect(pane(page).getByText(later[13] as string)).toHaveCount(0);
  await expect(pane(page).getByRole('button', { name: chatTexts.zh.loadNewer })).toBeVisible();
  await pane(page).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(pane(page)).toContainText(later[13] as string);
  await expectAccessible(page, 'a conversation opened at a search hit');

  // In the open conversation: the header's search.
  await dialog(page).getByRole('button', { name: S.here }).click();
  const here = dialog(page).getByRole('searchbox', { name: S.here });
  await expect(here).toBeFocused();
  await here.fill(`另一张发票${m}`);
  await expect(hereHits(page)).toHaveCount(1);
  const second = hereHits(page).first();
  const secondId = await second.getAttribute('data-message-id');
  await second.click();
  const other = pane(page).locator(`[data-message-id="${secondId}"]`);
  await expect(other).toHaveAttribute('data-highlighted', 'true');
  await expect(other).toBeInViewport();
  await expect(found).not.toHaveAttribute('data-highlighted', 'true');

  // A short keyword: searched in the newest messages, and said so.
  await here.fill('票');
  await expect(dialog(page).locator('.chat-search-hint')).toBeVisible();
  await expect(hereHits(page).first()).toBeVisible();
  await expectAccessible(page, 'chat search in a conversation');
  await here.press('Escape');
  await here.press('Escape');
  await expect(here).toHaveCount(0);
  await expect(dialog(page)).toBeVisible();
});

test('search is usable at 390 px, in English', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const TE = consoleChatTexts.en;
  const SE = chatTexts.en.search;
  const m = `${Date.now() % 1_000_000}`;
  const sought = `窄屏搜索${m}的消息`;
  await freelancerSays(baseURL as string, FREELANCER_PHONE, ENTERPRISE_ID, sought);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'enterprise');
  // English, as the settings drawer keeps a chosen language
  await chooseLanguage(page, 'en');
  await button(page).click();
  const box = page.getByRole('dialog', { name: TE.dialog });
  const found = box.getByRole('log').locator('[data-highlighted="true"]');
  const results = box.locator('.console-chat-list .chat-search-hit');
  await box.getByRole('searchbox', { name: SE.all }).fill(`窄屏搜索${m}`);
  await expect(results).toHaveCount(1);
  await expectAccessibleAtPhoneWidth(page, 'chat search results');
  const hit = await results.first().boundingBox();
  expect(hit?.width ?? 0).toBeLessThanOrEqual(390);
  await results.first().click();
  await expect(found).toContainText(sought);
  await expect(found).toBeInViewport();
  await expectAccessibleAtPhoneWidth(page, 'a conversation opened at a search hit');
  // Back to the list: the results are still there.
  await box.getByRole('button', { name: TE.back }).click();
  await expect(results).toHaveCount(1);
});
