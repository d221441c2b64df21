import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { expectAccessible } from './axe';
import { noisyPng } from './files';
import { F, FE, freelancerToken, mTab, signInFreelancer } from './freelancer';
import { chooseLanguage, signIn } from './helpers';

/**
 * What both sides of a conversation see of each other at work, each in its own browser context at a phone's
 * width: the demo enterprise user (B10001) in the console, the demo freelancer 13900000002 (C20002) on the
 * freelancer page. Delivered then read on the enterprise's bubbles, delivered on the freelancer's, typing both ways,
 * a recall seen on the other side, the read-receipt switch, and axe on each new state; then both sides in English.
 */
const ENTERPRISE_ID = 'B10001';
const PHONE = '13900000002';
const FREELANCER_ID = 'C20002';
const zh = chatTexts.zh;
const E = chatTexts.en;
const marker = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
const PHONE_VIEWPORT = { width: 390, height: 844 };

const dialog = (page: Page) => page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
const consolePane = (page: Page) => dialog(page).getByRole('log');
const consoleInput = (page: Page) => dialog(page).getByRole('textbox', { name: zh.input });
const mPane = (page: Page) => page.getByRole('log');
const mConversation = (page: Page) => page.locator(`[data-chat-id="${ENTERPRISE_ID}"]`);
const mInput = (page: Page) => page.getByRole('textbox', { name: zh.input });
const bubble = (pane: Locator, text: string) => pane.locator('.chat-row', { hasText: text });

/** The read-receipt setting as stored, through the freelancer's own API. */
async function readReceipts(baseURL: string, on?: boolean): Promise<boolean> {
  const token = await freelancerToken(baseURL, PHONE);
  const res = await fetch(`${baseURL}/interface/freelancer/chat/settings`, {
    method: on === undefined ? 'GET' : 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: on === undefined ? undefined : JSON.stringify({ readReceipts: on }),
  });
  return ((await res.json()) as { data: { readReceipts: boolean } }).data.readReceipts;
}

let consoleContext: BrowserContext;
let phoneContext: BrowserContext;

test.beforeEach(async ({ browser, baseURL }) => {
  consoleContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE_VIEWPORT });
  phoneContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE_VIEWPORT });
  // Whatever an earlier run left: this spec starts with read receipts on.
  await readReceipts(baseURL as string, true);
});
test.afterEach(async () => {
  await consoleContext.close();
  await phoneContext.close();
});

test('delivered then read, typing both ways, a recall seen on the other side, read receipts turned off', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const m = marker();
  const enterprise = await consoleContext.newPage();
  const phone = await phoneContext.newPage();
  await signIn(enterprise, 'enterprise');
  await signInFreelancer(phone, PHONE);
  await expect(mConversation(phone)).toBeVisible();

  // The enterprise writes while the freelancer is on the list: their socket got it, so it shows delivered.
  await enterprise.getByTestId('chat-button').click();
  await dialog(enterprise).locator(`[data-chat-id="${FREELANCER_ID}"]`).click();
  await expect(consolePane(enterprise)).toBeVisible();
  await consoleInput(enterprise).fill(`请确认交付时间 ${m}`);
  await consoleInput(enterprise).press('Enter');
  const asked = bubble(consolePane(enterprise), `请确认交付时间 ${m}`);
  await expect(asked).toHaveAttribute('data-receipt', 'delivered');
  await expect(asked.locator('.chat-receipt')).toHaveText(zh.receipt.delivered);
  // (the preview is cut at 15 characters)
  await expect(mConversation(phone)).toContainText('请确认交付时间');

  // The freelancer opens the conversation: read.
  await mConversation(phone).click();
  await expect(bubble(mPane(phone), `请确认交付时间 ${m}`)).toHaveClass(/theirs/);
  await expect(asked).toHaveAttribute('data-receipt', 'read');
  await expect(asked.locator('.chat-receipt')).toHaveText(zh.receipt.read);
  await expectAccessible(enterprise, 'console chat: a message read (390px)');

  // Typing both ways, in the header under the other party's name, gone 5 s after the last keystroke.
  await mInput(phone).fill(`明天下午`);
  const consoleTyping = dialog(enterprise).locator('.console-chat-peer .chat-typing');
  await expect(consoleTyping).toHaveText(zh.typing);
  await consoleInput(enterprise).fill('好的');
  const phoneTyping = phone.locator('.m-header .chat-typing');
  await expect(phoneTyping).toHaveText(zh.typing);
  await expectAccessible(phone, 'freelancer chat: the enterprise typing (390px)');
  await expect(consoleTyping).toHaveText('', { timeout: 10_000 });
  await consoleInput(enterprise).fill('');

  // The freelancer's own message: delivered at most (reads are told to the enterprise side only).
  await mInput(phone).fill(`明天下午三点交付 ${m}`);
  await mInput(phone).press('Enter');
  const answer = bubble(mPane(phone), `明天下午三点交付 ${m}`);
  await expect(answer).toHaveAttribute('data-status', 'finish');
  await expect(answer).toHaveAttribute('data-receipt', 'delivered');
  await expect(answer.locator('.chat-receipt')).toHaveText(zh.receipt.delivered);
  // Their message was what they were typing: the indicator goes with it.
  await expect(consoleTyping).toHaveText('');
  await expect(bubble(consolePane(enterprise), `明天下午三点交付 ${m}`)).toHaveClass(/theirs/);

  // A recall: gone on both sides, "message recalled" in its place.
  await mInput(phone).fill(`加我微信私聊 ${m}`);
  await mInput(phone).press('Enter');
  const slip = bubble(mPane(phone), `加我微信私聊 ${m}`);
  await expect(slip).toHaveAttribute('data-status', 'finish');
  await expect(bubble(consolePane(enterprise), `加我微信私聊 ${m}`)).toBeVisible();
  const clientId = (await slip.getAttribute('data-client-id')) ?? '';
  await slip.getByRole('button', { name: zh.recall }).click();
  await expect(mPane(phone).locator(`.chat-recalled[data-client-id="${clientId}"]`)).toHaveText(zh.recalled);
  await expect(consolePane(enterprise).locator(`.chat-recalled[data-client-id="${clientId}"]`)).toHaveText(zh.recalled);
  await expect(consolePane(enterprise)).not.toContainText(`加我微信私聊 ${m}`);
  await expect(mPane(phone)).not.toContainText(`加我微信私聊 ${m}`);
  await expectAccessible(phone, 'freelancer chat: receipts and a recalled message (390px)');
  await expectAccessible(enterprise, 'console chat: a recalled message (390px)');
  // The enterprise recalls an image it sent: "message recalled" on both sides in its place, and its file is gone.
  // (Other specs' images to this freelancer may still be in the conversation: this one is pinned by its client id.)
  const newestMine = consolePane(enterprise).locator('.chat-row.mine').last();
  const before = await newestMine.getAttribute('data-client-id');
  await dialog(enterprise)
    .getByTestId('chat-image-input')
    .setInputFiles({ name: `recall-${m}.png`, mimeType: 'image/png', buffer: noisyPng(120 * 120 * 3) });
  await expect(newestMine).not.toHaveAttribute('data-client-id', before ?? '');
  const imageId = (await newestMine.getAttribute('data-client-id')) ?? '';
  const sentImage = consolePane(enterprise).locator(`.chat-row[data-client-id="${imageId}"]`);
  await expect(sentImage).toHaveAttribute('data-status', 'finish');
  await expect(sentImage.locator('img')).toHaveAttribute('src', /\/chat\/image\//);
  const imageUrl = (await sentImage.locator('img').getAttribute('src')) ?? '';
  await expect(mPane(phone).locator(`.chat-row.theirs img[src="${imageUrl}"]`)).toBeVisible();
  expect((await enterprise.request.get(imageUrl)).status()).toBe(200);
  await sentImage.getByRole('button', { name: zh.recall }).click();
  await expect(consolePane(enterprise).locator(`.chat-recalled[data-client-id="${imageId}"]`)).toHaveText(zh.recalled);
  await expect(mPane(phone).locator(`.chat-recalled[data-client-id="${imageId}"]`)).toHaveText(zh.recalled);
  await expect(mPane(phone).locator(`img[src="${imageUrl}"]`)).toHaveCount(0);
  await expect.poll(async () => (await enterprise.request.get(imageUrl)).status()).toBe(404);

  // And after a reload, from the history.
  await phone.reload();
  await expect(mPane(phone).locator(`.chat-recalled[data-client-id="${clientId}"]`)).toHaveText(zh.recalled);
  await expect(mPane(phone)).not.toContainText(`加我微信私聊 ${m}`);
  await expect(mPane(phone).locator(`.chat-recalled[data-client-id="${imageId}"]`)).toHaveText(zh.recalled);
  await expect(mPane(phone).locator(`img[src="${imageUrl}"]`)).toHaveCount(0);

  // The freelancer turns read receipts off in the Me tab: the next message they open stays delivered.
  await phone.getByRole('button', { name: F.common.back }).click();
  await mTab(phone, 'me').click();
  const setting = phone.getByRole('switch', { name: F.me.readReceipts });
  await expect(setting).toBeChecked();
  await expectAccessible(phone, 'Me tab with the read-receipt switch (390px)');
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect.poll(() => readReceipts(baseURL as string)).toBe(false);
  await consoleInput(enterprise).fill(`收到请回复 ${m}`);
  await consoleInput(enterprise).press('Enter');
  const unanswered = bubble(consolePane(enterprise), `收到请回复 ${m}`);
  await expect(unanswered).toHaveAttribute('data-receipt', 'delivered');
  await mTab(phone, 'messages').click();
  await mConversation(phone).click();
  await expect(bubble(mPane(phone), `收到请回复 ${m}`)).toBeVisible();
  // A message that arrives in the open conversation is delivered by its being read there: once the enterprise sees
  // it delivered, the reading has been counted, and neither message shows read.
  await consoleInput(enterprise).fill(`在吗 ${m}`);
  await consoleInput(enterprise).press('Enter');
  await expect(bubble(mPane(phone), `在吗 ${m}`)).toBeVisible();
  await expect(bubble(consolePane(enterprise), `在吗 ${m}`)).toHaveAttribute('data-receipt', 'delivered');
  await expect(unanswered).toHaveAttribute('data-receipt', 'delivered');

  // Both sides in English: the freelancer switches in the Me tab and turns read receipts back on there, the
  // enterprise user chooses English; receipts, typing and the recalled message speak it.
  await phone.getByRole('button', { name: F.common.back }).click();
  await mTab(phone, 'me').click();
  await phone.getByRole('radiogroup', { name: F.me.language }).getByText('English').click();
  const settingEn = phone.getByRole('switch', { name: FE.me.readReceipts });
  await expect(settingEn).not.toBeChecked();
  await settingEn.click();
  await expect(settingEn).toBeChecked();
  await expect.poll(() => readReceipts(baseURL as string)).toBe(true);
  await chooseLanguage(enterprise, 'en');
  const dialogEn = enterprise.getByRole('dialog', { name: consoleChatTexts.en.dialog });
  await enterprise.getByTestId('chat-button').click();
  await dialogEn.locator(`[data-chat-id="${FREELANCER_ID}"]`).click();
  const paneEn = dialogEn.getByRole('log');
  await expect(paneEn.locator(`.chat-recalled[data-client-id="${clientId}"]`)).toHaveText(E.recalled);
  // Each message to a freelancer texts them if it is still undelivered after 10 minutes, unless unticked here.
  await expect(dialogEn.getByRole('checkbox', { name: consoleChatTexts.en.remindOffline })).toBeChecked();
  const inputEn = dialogEn.getByRole('textbox', { name: E.input });
  await inputEn.fill(`Please confirm ${m}`);
  await inputEn.press('Enter');
  const confirm = bubble(paneEn, `Please confirm ${m}`);
  await expect(confirm.locator('.chat-receipt')).toHaveText(E.receipt.delivered);
  await mTab(phone, 'messages').click();
  await mConversation(phone).click();
  await expect(confirm.locator('.chat-receipt')).toHaveText(E.receipt.read);
  await expect(mPane(phone).locator(`.chat-recalled[data-client-id="${clientId}"]`)).toHaveText(E.recalled);
  await phone.getByRole('textbox', { name: E.input }).fill('Tomorrow at three');
  await expect(dialogEn.locator('.console-chat-peer .chat-typing')).toHaveText(E.typing);
  await expectAccessible(enterprise, 'console chat in English: read, typing, recalled (390px)');
  await inputEn.fill('OK');
  await expect(phone.locator('.m-header .chat-typing')).toHaveText(E.typing);
  await expectAccessible(phone, 'freelancer chat in English: typing, recalled (390px)');
});
