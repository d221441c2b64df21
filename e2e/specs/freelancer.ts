import type { ChatHistoryPage, ChatMessage } from '@console/domain/schemas/chat';
import { expect, type Page } from '@playwright/test';
import { freelancerTexts } from '../../apps/web/src/features/freelancer/i18n-texts.ts';
import { PASSWORD } from './helpers';

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
