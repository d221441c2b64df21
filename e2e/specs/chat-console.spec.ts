import { type Ack, isAckOk } from '@console/domain/realtime/ack';
import type { ChatClientToServer, ChatServerToClient } from '@console/domain/realtime/chat-events';
import type { ChatHistoryPage, ChatImage, ChatMessage } from '@console/domain/schemas/chat';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { chatTexts } from '../../apps/web/src/components/chat/chat-texts.ts';
import { consoleChatTexts } from '../../apps/web/src/features/chat/i18n-texts.ts';
import { noisyPng, png } from './files';
import { PASSWORD, signIn, spaced } from './helpers';

/**
 * The console chat end to end: the demo enterprise user (socketId B10001) in the browser, the demo freelancer
 * (chat id C20001) driven from node over the same socket.io channel and HTTP calls the freelancer page uses.
 */
const ENTERPRISE_ID = 'B10001';
const FREELANCER_ID = 'C20001';
const zh = chatTexts.zh;
const button = (page: Page) => page.getByTestId('chat-button');
const dialog = (page: Page) => page.getByRole('dialog', { name: consoleChatTexts.zh.dialog });
const pane = (page: Page) => dialog(page).getByRole('log');
const conversation = (page: Page) => dialog(page).locator(`[data-chat-id="${FREELANCER_ID}"]`);
const marker = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

/** The freelancer side: a socket with its token, what it received, and its HTTP calls. */
class Freelancer {
  readonly received: ChatMessage[] = [];
  private constructor(
    readonly baseURL: string,
    readonly token: string,
    readonly socket: Socket<ChatServerToClient, ChatClientToServer>,
  ) {
    socket.on('msg', (m) => this.received.push(m));
  }

  static async connect(baseURL: string): Promise<Freelancer> {
    const res = await fetch(`${baseURL}/interface/freelancer/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '13900000001', password: PASSWORD }),
    });
    const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
    const socket: Socket<ChatServerToClient, ChatClientToServer> = io(baseURL, {
      path: '/socket.io/',
      transports: ['websocket'],
      autoConnect: false,
      auth: { token },
    });
    const freelancer = new Freelancer(baseURL, token, socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () =>
        socket.emit('login', { socketId: FREELANCER_ID, roleType: 'MINI' }, () => resolve()),
      );
      socket.connect();
    });
    return freelancer;
  }

  private sub(message_type: 1 | 2, message: string | ChatImage): Promise<ChatMessage> {
    const payload = {
      message_type,
      message,
      userId: FREELANCER_ID,
      receiverUserId: ENTERPRISE_ID,
      receiverWxRole: 'B',
      clientId: `e2e-${marker()}`,
      createTime: Date.now(),
    };
    return new Promise((resolve, reject) =>
      this.socket.emit('sub', JSON.stringify(payload), (ack: Ack<ChatMessage>) =>
        isAckOk(ack) ? resolve(ack.data) : reject(new Error(`sub refused: ${ack.code} ${ack.msg}`)),
      ),
    );
  }

  say(text: string) {
    return this.sub(1, text);
  }

  /** Uploads a PNG as the freelancer page does and sends it as an image message. */
  async sendImage(bytes: Buffer, width: number, height: number) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'freelancer.png');
    form.append('path', 'chat/image');
    const res = await fetch(`${this.baseURL}/interface/freelancer/files/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}` },
      body: form,
    });
    const { data } = (await res.json()) as { data: { url: string } };
    return this.sub(2, { url: data.url, width, height });
  }

  /** The stored conversation (newest first), as the freelancer page reads it. */
  async history(pageSize = 50): Promise<ChatMessage[]> {
    const res = await fetch(`${this.baseURL}/interface/freelancer/oddMessageLog/exchangeOddMessageList`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        pageNum: 1,
        pageSize,
        userId: FREELANCER_ID,
        receiverUserId: ENTERPRISE_ID,
        wxRole: 'C',
      }),
    });
    const { data } = (await res.json()) as { data: ChatHistoryPage };
    return data.rows.map((r) => JSON.parse(r.content) as ChatMessage);
  }

  /** Waits until the freelancer received a message matching `match` over the socket. */
  async receives(match: (m: ChatMessage) => boolean): Promise<ChatMessage> {
    await expect.poll(() => this.received.some(match)).toBe(true);
    return this.received.find(match) as ChatMessage;
  }

  close() {
    this.socket.close();
  }
}

/** The unread total the chat button shows (its accessible name carries it; none: 0). */
async function unreadOn(page: Page): Promise<number> {
  const label = (await button(page).getAttribute('aria-label')) ?? '';
  const n = /(\d+)/.exec(label)?.[1];
  return n ? Number(n) : 0;
}

function expectUnread(page: Page, n: number) {
  return expect(button(page)).toHaveAccessibleName(
    n > 0 ? consoleChatTexts.zh.buttonUnread.replace('{{n}}', String(n)) : consoleChatTexts.zh.button,
  );
}

/** Opens the chat dialog and the freelancer's conversation; waits until its history is in. */
async function openConversation(page: Page): Promise<void> {
  if (!(await dialog(page).isVisible())) await button(page).click();
  await expect(dialog(page)).toBeVisible();
  await conversation(page).click();
  await expect(pane(page)).toBeVisible();
  await expect(dialog(page).locator('.console-chat-loading')).toHaveCount(0);
}

async function closeDialog(page: Page): Promise<void> {
  await dialog(page).locator('.ant-modal-close').click();
  await expect(dialog(page)).toBeHidden();
}

/** The unread total once the friend list is in (the dialog lists the freelancer), with the dialog closed again. */
async function settledUnread(page: Page): Promise<number> {
  await button(page).click();
  await expect(conversation(page)).toBeVisible();
  await closeDialog(page);
  return unreadOn(page);
}

/** The input of the open conversation. */
const input = (page: Page): Locator => dialog(page).getByRole('textbox', { name: zh.input });

/** A bubble in the pane holding `text`. */
const bubble = (page: Page, text: string) => pane(page).locator('.chat-row', { hasText: text });

let freelancer: Freelancer;

test.beforeAll(async ({ baseURL }) => {
  freelancer = await Freelancer.connect(baseURL as string);
});
test.afterAll(() => freelancer?.close());

test.describe.configure({ mode: 'serial' });

test('text, emoji and images both ways; the unread badge goes up and clears; time labels; a reload keeps history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = marker();
  await signIn(page, 'enterprise');
  const before = await settledUnread(page);

  // The freelancer writes while the dialog is closed: the badge counts it.
  await freelancer.say(`您好 ${m} [微笑]`);
  await expectUnread(page, before + 1);

  await button(page).click();
  await expect(conversation(page)).toContainText(`您好 ${m}`);
  await expect(conversation(page).locator('.ant-badge-count')).toBeVisible();
  await openConversation(page);
  // Opened: read, on the button and on the conversation.
  await expectUnread(page, before);
  await expect(conversation(page).locator('.ant-badge-count')).toHaveCount(0);
  const theirs = bubble(page, `您好 ${m}`);
  await expect(theirs).toHaveClass(/theirs/);
  await expect(theirs.getByRole('img', { name: '[微笑]' })).toBeVisible();
  // A time label above the first message of today: HH:mm.
  await expect(pane(page).locator('.chat-time').last()).toHaveText(/^\d{2}:\d{2}$/);

  // Text with an emoji from the picker, Enter sends.
  await input(page).fill(`收到 ${m} `);
  await dialog(page).getByRole('button', { name: zh.emoji }).click();
  await page.getByRole('button', { name: '握手', exact: true }).click();
  await expect(input(page)).toHaveValue(`收到 ${m} [握手]`);
  await input(page).press('Enter');
  const mine = bubble(page, `收到 ${m}`);
  await expect(mine).toHaveClass(/mine/);
  await expect(mine).toHaveAttribute('data-status', 'finish');
  await expect(mine.getByRole('img', { name: '[握手]' })).toBeVisible();
  await freelancer.receives((x) => x.message === `收到 ${m} [握手]` && x.userId === ENTERPRISE_ID);
  await expect(input(page)).toHaveValue('');

  // Shift+Enter breaks the line; Enter sends both lines as one message.
  await input(page).pressSequentially(`第一行 ${m}`);
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('第二行');
  await input(page).press('Enter');
  await freelancer.receives((x) => x.message === `第一行 ${m}\n第二行`);

  // A double click on send sends once.
  await input(page).fill(`双击 ${m}`);
  await dialog(page)
    .getByRole('button', { name: spaced(zh.send) })
    .dblclick();
  await expect(bubble(page, `双击 ${m}`)).toHaveAttribute('data-status', 'finish');
  await expect(page.locator('.ant-message')).toHaveCount(0);
  expect((await freelancer.history()).filter((x) => x.message === `双击 ${m}`)).toHaveLength(1);

  // Blank text is refused with the spec's warning.
  await input(page).fill('   ');
  await input(page).press('Enter');
  await expect(page.locator('.ant-message')).toContainText(zh.emptyWarning);

  // An image from the enterprise: uploaded, shown fitted into 200x200, received by the freelancer.
  const sentBefore = freelancer.received.filter((x) => x.message_type === 2).length;
  await dialog(page)
    .getByTestId('chat-image-input')
    .setInputFiles({ name: `photo-${m}.PNG`, mimeType: 'image/png', buffer: noisyPng(300 * 300 * 3) });
  const image = await freelancer.receives(
    (x) => x.message_type === 2 && x.userId === ENTERPRISE_ID && freelancer.received.indexOf(x) >= sentBefore,
  );
  expect(image.message).toMatchObject({ width: 300, height: 300 });
  const url = (image.message as ChatImage).url;
  const sent = pane(page).locator(`.chat-row.mine img[src="${url}"]`);
  await expect(sent).toHaveAttribute('width', '200');
  await expect(sent).toHaveAttribute('height', '200');

  // An image from the freelancer, 800x400: shown at 200x100, opened in the image viewer.
  const wide = await freelancer.sendImage(png(), 800, 400);
  const received = pane(page).locator(`.chat-row.theirs img[src="${(wide.message as ChatImage).url}"]`);
  await expect(received).toHaveAttribute('width', '200');
  await expect(received).toHaveAttribute('height', '100');
  await received.click();
  await expect(page.locator('.ant-image-preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview')).toBeHidden();

  // A reload keeps the history (from the server).
  await page.reload();
  await openConversation(page);
  await expect(bubble(page, `您好 ${m}`)).toBeVisible();
  await expect(bubble(page, `收到 ${m}`)).toBeVisible();
  await expect(bubble(page, `第一行 ${m}`)).toContainText('第二行');
  await expect(received).toBeVisible();
  await closeDialog(page);
});

test('the connection dropped mid-send: nothing lost, nothing doubled, what came meanwhile shown', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const m = marker();
  await signIn(page, 'enterprise');
  await openConversation(page);
  await expect(dialog(page).getByRole('status').filter({ hasText: zh.connection.connected })).toBeVisible();

  await context.setOffline(true);
  await expect(dialog(page).getByRole('status').filter({ hasText: zh.connection.offline })).toBeVisible();
  await input(page).fill(`离线时写的 ${m}`);
  await input(page).press('Enter');
  const waiting = bubble(page, `离线时写的 ${m}`);
  await expect(waiting).toHaveAttribute('data-status', 'loading');
  // The outbox keeps it in local storage until it is stored.
  expect(await page.evaluate(() => localStorage.getItem('console-chatOutbox:B10001'))).toContain(`离线时写的 ${m}`);
  // Meanwhile the freelancer writes.
  await freelancer.say(`断线期间 ${m}`);

  await context.setOffline(false);
  await expect(dialog(page).getByRole('status').filter({ hasText: zh.connection.connected })).toBeVisible();
  await expect(waiting).toHaveAttribute('data-status', 'finish');
  await expect(bubble(page, `断线期间 ${m}`)).toHaveCount(1);
  await expect(bubble(page, `离线时写的 ${m}`)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('console-chatOutbox:B10001'))).toBeNull();
  // Stored exactly once.
  const stored = await freelancer.history();
  expect(stored.filter((x) => x.message === `离线时写的 ${m}`)).toHaveLength(1);
  expect(stored.filter((x) => x.message === `断线期间 ${m}`)).toHaveLength(1);

  // And after a reload, once each.
  await page.reload();
  await openConversation(page);
  await expect(bubble(page, `离线时写的 ${m}`)).toHaveCount(1);
  await expect(bubble(page, `断线期间 ${m}`)).toHaveCount(1);
});

test('two tabs of the same user agree on unread counts', async ({ page, context }) => {
  test.setTimeout(90_000);
  const m = marker();
  await signIn(page, 'enterprise');
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(button(second)).toBeVisible();
  // Both tabs connected with the same count.
  const before = await settledUnread(page);
  await expectUnread(second, before);

  await freelancer.say(`两个标签 ${m}`);
  await expectUnread(page, before + 1);
  await expectUnread(second, before + 1);

  // Read in the first tab: the second hears of it.
  await openConversation(page);
  await expect(bubble(page, `两个标签 ${m}`)).toBeVisible();
  await expectUnread(page, before);
  await expectUnread(second, before);

  // The conversation open in the first tab: a new message is read there at once, so neither tab counts it.
  await freelancer.say(`打开时收到 ${m}`);
  await expect(bubble(page, `打开时收到 ${m}`)).toBeVisible();
  await expectUnread(second, before);
  await expectUnread(page, before);
  await second.close();
});
