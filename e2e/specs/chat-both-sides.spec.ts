import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { noisyPng } from './files';
import { chatHistory, F, freelancerToken, mTab, signInFreelancer } from './freelancer';
import { signIn } from './helpers';

/**
 * Both sides in browsers: the demo enterprise user (B10001) in the console at 1440 px, a demo freelancer on the
 * freelancer page (/m/) at 390 px, each in its own browser context. The freelancer is 13900000002 (C20002, invited
 * to the demo enterprise's task): chat-console.spec.ts drives 13900000001 from node and counts what it sends.
 * On the console side this test reads the badge of its own conversation, never the enterprise's total.
 */
const ENTERPRISE_ID = 'B10001';
const PHONE = '13900000002';
const FREELANCER_ID = 'C20002';
const zh = chatTexts.zh;
const marker = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

// The console side.
const dialog = (page: Page) => page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
const consolePane = (page: Page) => dialog(page).getByRole('log');
const consoleConversation = (page: Page) => dialog(page).locator(`[data-chat-id="${FREELANCER_ID}"]`);
const consoleBadge = (page: Page) => consoleConversation(page).locator('.ant-badge-count');

async function openConsoleDialog(page: Page): Promise<void> {
  if (!(await dialog(page).isVisible())) await page.getByTestId('chat-button').click();
  await expect(dialog(page)).toBeVisible();
}

async function openConsoleConversation(page: Page): Promise<void> {
  await openConsoleDialog(page);
  await consoleConversation(page).click();
  await expect(consolePane(page)).toBeVisible();
}

// The freelancer side.
const mPane = (page: Page) => page.getByRole('log');
const mConversation = (page: Page) => page.locator(`[data-chat-id="${ENTERPRISE_ID}"]`);
const mInput = (page: Page) => page.getByRole('textbox', { name: zh.input });

/** The messages tab's unread count as a screen reader hears it (none: 0). */
async function messagesUnread(page: Page): Promise<number> {
  const text = (await mTab(page, 'messages').textContent()) ?? '';
  const n = /\((\d+)\+?\)/.exec(text)?.[1];
  return n ? Number(n) : 0;
}

const bubble = (pane: ReturnType<typeof mPane>, text: string) => pane.locator('.chat-row', { hasText: text });

let consoleContext: BrowserContext;
let phoneContext: BrowserContext;

test.beforeEach(async ({ browser }) => {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  consoleContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  phoneContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 390, height: 844 } });
});
test.afterEach(async () => {
  await consoleContext.close();
  await phoneContext.close();
});

test('an enterprise user and a freelancer chat both ways: text, emoji, images; unread badges; a reload keeps history', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const m = marker();
  const enterprise = await consoleContext.newPage();
  const phone = await phoneContext.newPage();
  await signIn(enterprise, 'enterprise');
  await signInFreelancer(phone, PHONE);

  // Both lists hold the other side; nothing of either is open yet.
  await expect(mConversation(phone)).toBeVisible();
  // Whatever an earlier run left unread on the console side is read first, then the dialog closes.
  await openConsoleConversation(enterprise);
  await dialog(enterprise).locator('.ant-modal-close').click();
  await expect(dialog(enterprise)).toBeHidden();

  // The freelancer writes text with an emoji from the picker; Enter sends.
  await mConversation(phone).click();
  await expect(phone).toHaveURL(new RegExp(`/m/messages/${ENTERPRISE_ID}$`));
  await expect(mPane(phone)).toBeVisible();
  await mInput(phone).fill(`您好，我是自由职业者 ${m} `);
  await phone.getByRole('button', { name: zh.emoji }).click();
  await phone.getByRole('button', { name: '微笑', exact: true }).click();
  await expect(mInput(phone)).toHaveValue(`您好，我是自由职业者 ${m} [微笑]`);
  await mInput(phone).press('Enter');
  const hello = bubble(mPane(phone), `您好，我是自由职业者 ${m}`);
  await expect(hello).toHaveClass(/mine/);
  await expect(hello).toHaveAttribute('data-status', 'finish');
  await expect(hello.getByRole('img', { name: '[微笑]' })).toBeVisible();
  await expect(mInput(phone)).toHaveValue('');
  // A time label above it (today: HH:mm).
  await expect(mPane(phone).locator('.chat-time').last()).toHaveText(/^\d{2}:\d{2}$/);

  // The console: the conversation counts it, opening it shows it and clears the count.
  await openConsoleDialog(enterprise);
  await expect(consoleConversation(enterprise)).toContainText(`您好，我是自由职业者`);
  await expect(consoleBadge(enterprise)).toHaveText('1');
  await consoleConversation(enterprise).click();
  const received = bubble(consolePane(enterprise), `您好，我是自由职业者 ${m}`);
  await expect(received).toHaveClass(/theirs/);
  await expect(received.getByRole('img', { name: '[微笑]' })).toBeVisible();
  await expect(consoleBadge(enterprise)).toHaveCount(0);

  // The enterprise answers while the freelancer's conversation is open: shown there live, counted nowhere.
  const consoleInput = dialog(enterprise).getByRole('textbox', { name: zh.input });
  await consoleInput.fill(`收到 ${m} [握手]`);
  await consoleInput.press('Enter');
  await expect(bubble(consolePane(enterprise), `收到 ${m}`)).toHaveAttribute('data-status', 'finish');
  const answer = bubble(mPane(phone), `收到 ${m}`);
  await expect(answer).toHaveClass(/theirs/);
  await expect(answer.getByRole('img', { name: '[握手]' })).toBeVisible();

  // Back on the list, a new message counts on the conversation and on the messages tab; opening it clears both.
  await phone.getByRole('button', { name: F.common.back }).click();
  await expect(phone).toHaveURL(/\/m\/messages$/);
  const before = await messagesUnread(phone);
  expect(before).toBe(0);
  await consoleInput.fill(`还在吗 ${m}`);
  await consoleInput.press('Enter');
  await expect(mConversation(phone)).toContainText(`还在吗 ${m}`);
  await expect(mConversation(phone).locator('.ant-badge-count')).toHaveText('1');
  await expect(mTab(phone, 'messages')).toContainText('(1)');
  await mConversation(phone).click();
  await expect(bubble(mPane(phone), `还在吗 ${m}`)).toBeVisible();
  await phone.getByRole('button', { name: F.common.back }).click();
  await expect(mConversation(phone).locator('.ant-badge-count')).toHaveCount(0);
  await expect(mTab(phone, 'messages')).not.toContainText('(');

  // Images both ways: the freelancer's 300x300 PNG fitted into 200x200 on both sides.
  await mConversation(phone).click();
  await phone
    .getByTestId('chat-image-input')
    .setInputFiles({ name: `phone-${m}.png`, mimeType: 'image/png', buffer: noisyPng(300 * 300 * 3) });
  const sentImage = mPane(phone).locator('.chat-row.mine[data-status="finish"] img').last();
  await expect(sentImage).toHaveAttribute('width', '200');
  const imageUrl = (await sentImage.getAttribute('src')) ?? '';
  expect(imageUrl).toContain('/chat/image/');
  const seenImage = consolePane(enterprise).locator(`.chat-row.theirs img[src="${imageUrl}"]`);
  await expect(seenImage).toHaveAttribute('height', '200');
  // The enterprise's image reaches the phone, and opens in the viewer there.
  await dialog(enterprise)
    .getByTestId('chat-image-input')
    .setInputFiles({ name: `console-${m}.PNG`, mimeType: 'image/png', buffer: noisyPng(240 * 240 * 3) });
  const phoneImage = mPane(phone).locator('.chat-row.theirs img').last();
  await expect(phoneImage).toHaveAttribute('width', '200');
  const phoneImageUrl = (await phoneImage.getAttribute('src')) ?? '';
  await expect(consolePane(enterprise).locator(`.chat-row.mine img[src="${phoneImageUrl}"]`)).toBeVisible();
  await phoneImage.click();
  await expect(phone.locator('.ant-image-preview')).toBeVisible();
  await phone.keyboard.press('Escape');
  await expect(phone.locator('.ant-image-preview')).toBeHidden();

  // A reload keeps the history on the phone: text, emoji, both images, each once.
  await phone.reload();
  await expect(bubble(mPane(phone), `您好，我是自由职业者 ${m}`)).toHaveCount(1);
  await expect(bubble(mPane(phone), `收到 ${m}`).getByRole('img', { name: '[握手]' })).toBeVisible();
  await expect(bubble(mPane(phone), `还在吗 ${m}`)).toHaveCount(1);
  await expect(mPane(phone).locator(`img[src="${imageUrl}"]`)).toHaveCount(1);
  await expect(mPane(phone).locator(`img[src="${phoneImageUrl}"]`)).toHaveCount(1);
  // And the server stored each message once.
  const stored = await chatHistory(
    baseURL as string,
    await freelancerToken(baseURL as string, PHONE),
    FREELANCER_ID,
    ENTERPRISE_ID,
  );
  expect(stored.filter((x) => x.message === `您好，我是自由职业者 ${m} [微笑]`)).toHaveLength(1);
  expect(stored.filter((x) => x.message === `收到 ${m} [握手]`)).toHaveLength(1);
});
