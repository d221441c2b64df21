import { messages } from '@console/domain/messages';
import { MODERATION_ACTION_LABELS } from '@console/domain/moderation';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { moderationTexts } from '../../apps/web/src/features/moderation/i18n-texts.ts';
import { expectAccessible } from './axe';
import { chatHistory, freelancerToken, signInFreelancer } from './freelancer';
import { apiSession, chooseLanguage, openMenu, pick, signIn, spaced, zh } from './helpers';

/**
 * Staff block a word on the sensitive-words page; the demo enterprise user (B10001) who writes it to the demo
 * freelancer 13900000002 (C20002) reads why it was not sent, and nothing reaches the freelancer, live or in the
 * history. The word and its tag are this run's own, and deleted at the end.
 */
const ENTERPRISE_ID = 'B10001';
const PHONE = '13900000002';
const FREELANCER_ID = 'C20002';
const T = moderationTexts.zh;
const TE = moderationTexts.en;
const C = chatTexts.zh;

let staffContext: BrowserContext;
let consoleContext: BrowserContext;
let phoneContext: BrowserContext;

test.beforeEach(async ({ browser }) => {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  staffContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  consoleContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  phoneContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 390, height: 844 } });
});
test.afterEach(async () => {
  await staffContext.close();
  await consoleContext.close();
  await phoneContext.close();
});

const dialog = (page: Page) => page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
const bubble = (page: Page, text: string) => page.getByRole('log').locator('.chat-row', { hasText: text });

test('staff block a word; the enterprise user who sends it reads why, and nothing reaches the freelancer', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const word = `私单${run}`;
  const tag = `E2E${run}`;

  // Staff open 系统管理 › 敏感词管理, then work on a phone-sized screen: a new word under a new tag (a new tag
  // blocks).
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin');
  await openMenu(staff, '系统管理', '敏感词管理');
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(staff.getByTestId('moderation-tag').first()).toBeVisible();
  await expectAccessible(staff, 'sensitive words page');
  await staff.getByRole('button', { name: T.add }).click();
  const form = staff.getByTestId('moderation-word-form');
  await form.getByLabel(T.word).fill(word);
  await form.getByLabel(T.tag).fill(tag);
  await staff
    .getByRole('dialog')
    .getByRole('button', { name: spaced(zh.common.confirm) })
    .click();
  await expect(form).toBeHidden();
  await expect(staff.getByText(word.toLowerCase(), { exact: true })).toBeVisible();
  const tagRow = staff.locator(`[data-testid="moderation-tag"][data-tag="${tag}"]`);
  await expect(tagRow).toContainText('拦截');

  // The freelancer waits in the conversation with the enterprise.
  const phone = await phoneContext.newPage();
  await signInFreelancer(phone, PHONE);
  await phone.locator(`[data-chat-id="${ENTERPRISE_ID}"]`).click();
  await expect(phone.getByRole('log')).toBeVisible();

  // The enterprise user writes the word inside a sentence: refused, with the reason beside the message.
  const enterprise = await consoleContext.newPage();
  await signIn(enterprise, 'enterprise');
  await enterprise.getByTestId('chat-button').click();
  await dialog(enterprise).locator(`[data-chat-id="${FREELANCER_ID}"]`).click();
  const input = dialog(enterprise).getByRole('textbox', { name: C.input });
  await input.fill(`我们走${word}吧`);
  await input.press('Enter');
  const refused = bubble(enterprise, `我们走${word}吧`);
  await expect(refused).toHaveAttribute('data-status', 'error');
  await expect(refused.getByTestId('chat-error')).toHaveText(messages.chatBlockedWord.zh.replace('{tag}', tag));
  // A message after it arrives, the blocked one never did and is in no history.
  await input.fill(`正常消息 ${run}`);
  await input.press('Enter');
  await expect(bubble(phone, `正常消息 ${run}`)).toBeVisible();
  await expect(bubble(phone, word)).toHaveCount(0);
  const history = await chatHistory(
    baseURL as string,
    await freelancerToken(baseURL as string, PHONE),
    FREELANCER_ID,
    ENTERPRISE_ID,
  );
  expect(history.some((m) => typeof m.message === 'string' && m.message.includes(word))).toBe(false);

  // Staff delete the tag with its word (this run's data goes).
  const admin = (await apiSession(baseURL as string, 'admin')).token;
  const gone = await fetch(`${baseURL}/interface/system/moderation/tags/${tag}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(gone.status).toBe(200);
});

test('staff import words from a file, mask one tag and flag another, then review the flagged message in context (English, 390 px)', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const masked = `遮词${run}`;
  const flagged = `标词${run}`;
  const maskTag = `Mask${run}`;
  const flagTag = `Flag${run}`;

  // Staff, in English on a phone-sized screen, import a .txt file: a word without a tag (it goes under the tag
  // typed beside the button) and one naming its own.
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin');
  await chooseLanguage(staff, 'en');
  await openMenu(staff, 'System', 'Sensitive words');
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.getByRole('combobox', { name: TE.importTag }).fill(maskTag);
  const upload = staff.locator('.ant-upload', { has: staff.getByRole('button', { name: TE.import }) });
  await upload.locator('input[type="file"]').setInputFiles({
    name: `words-${run}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`${masked}\n${flagged},${flagTag}\n`),
  });
  await expect(staff.getByText(TE.imported.replace('{{added}}', '2').replace('{{skipped}}', '0'))).toBeVisible();
  // Each new tag blocks until staff choose otherwise: one masks, the other flags.
  for (const [tag, action] of [
    [maskTag, 'mask'],
    [flagTag, 'flag'],
  ] as const) {
    const row = staff.locator(`[data-testid="moderation-tag"][data-tag="${tag}"]`);
    await expect(row).toContainText(MODERATION_ACTION_LABELS.block.en);
    await pick(row.locator('.ant-select'), MODERATION_ACTION_LABELS[action].en);
  }
  await expectAccessible(staff, 'sensitive words page with imported tags (en, 390 px)');

  // The freelancer writes both words and a mobile number: sent, with the masked word starred and the number
  // masked as phones are, on their own screen and in the history.
  const phone = await phoneContext.newPage();
  await signInFreelancer(phone, PHONE);
  await phone.locator(`[data-chat-id="${ENTERPRISE_ID}"]`).click();
  const input = phone.getByRole('textbox', { name: C.input });
  await input.fill(`${run}：${masked}的事，${flagged}，电话13812345678`);
  await input.press('Enter');
  const sent = bubble(phone, `${run}：`);
  await expect(sent).toHaveAttribute('data-status', 'finish');
  const shown = `${run}：${'*'.repeat(masked.length)}的事，${flagged}，电话138****5678`;
  await expect(sent).toContainText(shown);
  await expect(sent).not.toContainText(masked);
  const history = await chatHistory(
    baseURL as string,
    await freelancerToken(baseURL as string, PHONE),
    FREELANCER_ID,
    ENTERPRISE_ID,
  );
  expect(history.some((m) => m.message === shown)).toBe(true);

  // Staff find it among the flagged messages, with the conversation around it, and mark it reviewed.
  await staff.getByRole('tab', { name: TE.flagsTab }).click();
  const card = staff.getByTestId('moderation-flag').filter({ hasText: flagged });
  await expect(card).toContainText(flagTag);
  await expect(card).toContainText(`${TE.matched}: ${flagged}`);
  await expect(card.locator('.moderation-context .is-flagged')).toContainText(shown);
  await expectAccessible(staff, 'flagged messages with their context (en, 390 px)');
  await card.getByRole('button', { name: TE.markReviewed }).click();
  await expect(staff.getByText(TE.markedReviewed)).toBeVisible();
  await expect(card).toHaveCount(0);
  await staff.getByRole('tab', { name: TE.reviewed }).click();
  await expect(card).toContainText(`${TE.reviewedBy}:`);

  // This run's tags go, with their words.
  const admin = (await apiSession(baseURL as string, 'admin')).token;
  for (const tag of [maskTag, flagTag]) {
    const gone = await fetch(`${baseURL}/interface/system/moderation/tags/${tag}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(gone.status).toBe(200);
  }
});
