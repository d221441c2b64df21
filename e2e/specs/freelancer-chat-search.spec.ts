import { expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { expectAccessible } from './axe';
import { enterpriseSays, F, FE, mTab, signInFreelancer } from './freelancer';

/**
 * Chat search on the freelancer page (docs/chat.md#search), at a phone's width: the demo enterprise user
 * (enterprise, B10001) writes to the demo freelancer 13900000001 (C20001) over the socket; the freelancer finds a
 * message from the messages tab, taps it and reads it highlighted among its neighbours, then searches the open
 * conversation. Once in Chinese, once in English.
 */
const ENTERPRISE = 'enterprise';
const ENTERPRISE_ID = 'B10001';
const PHONE = '13900000001';
const FREELANCER_ID = 'C20001';
test.use({ viewport: { width: 390, height: 844 } });

const S = chatTexts.zh.search;
const SE = chatTexts.en.search;
const hits = (page: Page) => page.locator('.m-chat-search-results .chat-search-hit');
const hereHits = (page: Page) => page.locator('.m-chat-here-results .chat-search-hit');
const pane = (page: Page) => page.getByRole('log');

test('finds a message across conversations and in the open one, and opens it highlighted in context', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const m = `${Date.now() % 1_000_000}`;
  // The message sought, then enough after it that neither the page around it nor the next newer one reaches the
  // newest (a page is 10 messages).
  const sought = `合同${m}号请查收`;
  const later = Array.from({ length: 30 }, (_, i) => `稍后的消息 ${m}-${i}`);
  const newest = later[later.length - 1] as string;
  const [soughtId, anotherId] = await enterpriseSays(
    baseURL as string,
    ENTERPRISE,
    FREELANCER_ID,
    sought,
    `另一份合同${m}号在路上`,
    ...later,
  );

  await signInFreelancer(page, PHONE);
  const all = page.getByRole('searchbox', { name: S.all });
  await all.fill(`没有这样的消息${m}zzz`);
  await expect(page.getByText(S.noResults)).toBeVisible();
  await expectAccessible(page, 'freelancer chat search without results');

  await all.fill(`合同${m}号`);
  await expect(hits(page)).toHaveCount(2);
  const hit = hits(page).nth(1);
  await expect(hit).toContainText(sought);
  await expect(hit.locator('mark')).toHaveText(`合同${m}号`);
  await expect(hit).toHaveAttribute('data-chat-id', ENTERPRISE_ID);
  await expect(hit).toHaveAttribute('data-message-id', String(soughtId));
  const box = await hit.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'freelancer chat search results');

  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/m/messages/${ENTERPRISE_ID}\\?at=${soughtId}$`));
  const found = pane(page).locator(`[data-message-id="${soughtId}"]`);
  await expect(found).toHaveAttribute('data-highlighted', 'true');
  await expect(found).toContainText(sought);
  await expect(found).toBeInViewport();
  // In context: the messages around it are there, the newest not yet. A pane whose window reached its end loads the
  // next newer page by itself, below what is read: the found message stays in view.
  await expect(pane(page)).toContainText(later[0] as string);
  await expect(pane(page).getByText(newest)).toHaveCount(0);
  const loadNewer = pane(page).getByRole('button', { name: chatTexts.zh.loadNewer });
  await expect(loadNewer).toBeVisible();
  await expectAccessible(page, 'freelancer conversation opened at a search hit');
  await expect(found).toBeInViewport();
  // Scrolled to the end, the next newer page comes in below and the view stays where the reader put it.
  const rows = pane(page).locator('[data-message-id]');
  const before = await rows.count();
  const top = await pane(page).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    return el.scrollTop;
  });
  await expect(rows).not.toHaveCount(before);
  await expect(loadNewer).toBeVisible();
  expect(Math.abs((await pane(page).evaluate((el) => el.scrollTop)) - top)).toBeLessThanOrEqual(1);
  // The rest a tap (or a scroll) away, until the newest is in and the button goes.
  await expect(async () => {
    if (await loadNewer.isVisible()) await loadNewer.click({ timeout: 2_000 });
    await expect(pane(page)).toContainText(newest, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(loadNewer).toHaveCount(0);

  // In the open conversation: the header's search.
  await page.getByRole('button', { name: S.here }).click();
  const here = page.getByRole('searchbox', { name: S.here });
  await expect(here).toBeFocused();
  await here.fill(`另一份合同${m}`);
  await expect(hereHits(page)).toHaveCount(1);
  await expectAccessible(page, 'freelancer search in a conversation');
  await hereHits(page).first().click();
  await expect(here).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`\\?at=${anotherId}$`));
  const other = pane(page).locator(`[data-message-id="${anotherId}"]`);
  await expect(other).toHaveAttribute('data-highlighted', 'true');
  await expect(other).toBeInViewport();
  await expect(found).not.toHaveAttribute('data-highlighted', 'true');

  // A short keyword: searched in the newest messages, and said so; Escape empties the box, then closes it.
  await page.getByRole('button', { name: S.here }).click();
  await here.fill('合');
  await expect(page.locator('.m-chat-here .chat-search-hint')).toBeVisible();
  await expect(hereHits(page).first()).toBeVisible();
  await here.press('Escape');
  await here.press('Escape');
  await expect(here).toHaveCount(0);

  // Back on the messages tab, the search and its results are as they were left.
  await page.getByRole('button', { name: F.common.back }).click();
  await expect(page).toHaveURL(/\/m\/messages\?q=/);
  await expect(all).toHaveValue(`合同${m}号`);
  await expect(hits(page)).toHaveCount(2);
});

test('in English: results, the short-keyword note, no results, and a hit opened highlighted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const m = `${Date.now() % 1_000_000}`;
  const sought = `Invoice ${m} has been posted`;
  const [soughtId] = await enterpriseSays(baseURL as string, ENTERPRISE, FREELANCER_ID, sought);

  await signInFreelancer(page, PHONE);
  await mTab(page, 'me').click();
  await page.getByRole('radiogroup', { name: F.me.language }).getByText('English').click();
  await expect(page.getByRole('heading', { name: FE.me.title })).toBeVisible();
  await mTab(page, 'messages').click();

  const all = page.getByRole('searchbox', { name: SE.all });
  await all.fill(`nothing like this ${m}zzz`);
  await expect(page.getByText(SE.noResults)).toBeVisible();
  await expectAccessible(page, 'freelancer chat search without results, in English');

  // Any case, as typed.
  await all.fill(`INVOICE ${m}`);
  await expect(hits(page)).toHaveCount(1);
  await expect(hits(page).first().locator('mark')).toHaveText(`Invoice ${m}`);
  await expectAccessible(page, 'freelancer chat search results, in English');
  // Two characters: the newest messages only, and the page says so.
  await all.fill('ic');
  await expect(page.getByText(SE.shortKeyword.replace('{{min}}', '3').replace('{{n}}', '2000'))).toBeVisible();
  await all.fill(`invoice ${m}`);
  await expect(hits(page)).toHaveCount(1);
  await hits(page).first().click();
  const found = pane(page).locator(`[data-message-id="${soughtId}"]`);
  await expect(found).toHaveAttribute('data-highlighted', 'true');
  await expect(found).toContainText(sought);
  await expect(found).toBeInViewport();
  await expect(page.getByRole('button', { name: SE.here })).toBeVisible();
});
