import { isAckOk } from '@console/domain/realtime/ack';
import type { ChatClientToServer, ChatServerToClient } from '@console/domain/realtime/chat-events';
import type { ChatHistoryPage, ChatMessage } from '@console/domain/schemas/chat';
import { expect, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { freelancerTexts } from '../../apps/web/src/freelancer-app/i18n-texts.ts';
import { apiSession, PASSWORD } from './helpers';

export const F = freelancerTexts.zh;
export const FE = freelancerTexts.en;

/** A freelancer's token from POST /freelancer/auth/token (for setting up data through the API). */
export async function freelancerToken(baseURL: string, phone: string): Promise<string> {
  const res = await fetch(`${baseURL}/interface/freelancer/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, password: PASSWORD }),
  });
  const json = (await res.json()) as { msg: string; data: { access_token: string } };
  if (res.status !== 200) throw new Error(`freelancer sign-in ${phone}: ${res.status} ${json.msg}`);
  return json.data.access_token;
}

/** Signs in on /m/login as a user does; the page lands on the messages tab. */
export async function signInFreelancer(page: Page, phone: string, password = PASSWORD): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel(F.login.phone).fill(phone);
  await page.getByLabel(F.login.password).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/m\/messages$/);
  await expect(page.getByRole('heading', { name: F.messages.title })).toBeVisible();
}

/** A tab of the bottom bar. */
export const mTab = (page: Page, key: 'messages' | 'orders' | 'tasks' | 'notices' | 'me') =>
  page.getByTestId(`m-tab-${key}`);

/**
 * A freelancer writes text messages to a chat id over the socket, as the freelancer page does (for a spec that
 * needs unread messages of its own).
 */
export async function freelancerSays(baseURL: string, phone: string, to: string, ...texts: string[]): Promise<void> {
  const token = await freelancerToken(baseURL, phone);
  const me = await fetch(`${baseURL}/interface/freelancer/me`, { headers: { Authorization: `Bearer ${token}` } });
  const { socketId } = ((await me.json()) as { data: { socketId: string } }).data;
  await socketSays(baseURL, { token, socketId, roleType: 'MINI', to, toRole: 'B' }, texts);
}

/**
 * An enterprise user (a console username with a chat id) writes text messages to a freelancer's chat id over the
 * socket, as the console's chat does; answers the stored messages' ids, oldest first.
 */
export async function enterpriseSays(baseURL: string, username: string, to: string, ...texts: string[]) {
  const { token, user } = await apiSession(baseURL, username);
  if (!user.socketId) throw new Error(`${username} has no chat id`);
  return socketSays(baseURL, { token, socketId: user.socketId, roleType: 'PC', to, toRole: 'C' }, texts);
}

/** Texts sent one after another over a socket signed in with `token` as `socketId`; the stored ids, in order. */
async function socketSays(
  baseURL: string,
  who: { token: string; socketId: string; roleType: 'PC' | 'MINI'; to: string; toRole: 'B' | 'C' },
  texts: string[],
): Promise<number[]> {
  const socket: Socket<ChatServerToClient, ChatClientToServer> = io(baseURL, {
    path: '/socket.io/',
    transports: ['websocket'],
    autoConnect: false,
    auth: { token: who.token },
  });
  const ids: number[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () =>
        socket.emit('login', { socketId: who.socketId, roleType: who.roleType }, () => resolve()),
      );
      socket.connect();
    });
    for (const text of texts) {
      const payload = {
        message_type: 1,
        message: text,
        userId: who.socketId,
        receiverUserId: who.to,
        receiverWxRole: who.toRole,
        clientId: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
        createTime: Date.now(),
      };
      const ack = await socket.timeout(10_000).emitWithAck('sub', JSON.stringify(payload));
      if (!isAckOk(ack)) throw new Error(`sub refused: ${JSON.stringify(ack)}`);
      ids.push(Number((ack.data as ChatMessage | undefined)?.id));
    }
  } finally {
    socket.close();
  }
  return ids;
}

/** The stored conversation of a freelancer with an enterprise, newest first, as the freelancer page reads it. */
export async function chatHistory(
  baseURL: string,
  token: string,
  freelancerId: string,
  enterpriseId: string,
): Promise<ChatMessage[]> {
  const res = await fetch(`${baseURL}/interface/freelancer/oddMessageLog/exchangeOddMessageList`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageNum: 1, pageSize: 50, userId: freelancerId, receiverUserId: enterpriseId, wxRole: 'C' }),
  });
  const { data } = (await res.json()) as { data: ChatHistoryPage };
  return data.rows.map((r) => JSON.parse(r.content) as ChatMessage);
}
