import { randomInt } from 'node:crypto';
import { creditCodeCheckChar } from '@console/domain/validators';
import { expect, type Page } from '@playwright/test';
import { onboardingTexts } from '../../apps/web/src/features/onboarding/i18n-texts.ts';
import { png } from './files.ts';
import { apiSession } from './helpers.ts';

export const O = onboardingTexts.zh;
export const OE = onboardingTexts.en;

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A unified social credit code with its right check character, new each call. */
export function creditCode(): string {
  let body = '91330106';
  for (let i = 0; i < 9; i++) body += ALPHABET[randomInt(0, ALPHABET.length)];
  return body + creditCodeCheckChar(body);
}

/** A mobile number no other test uses. */
export const newPhone = () => `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** Verifies the phone on /companyEnter with the code the demo shows on the page. */
export async function verifyPhone(page: Page, phone: string, texts = O) {
  await page.goto('/companyEnter');
  await expect(page.getByRole('heading', { name: texts.enter.title })).toBeVisible();
  await page.getByLabel(texts.enter.phone).fill(phone);
  await page.getByTestId('onb-send-code').click();
  const demo = page.getByTestId('onb-demo-code');
  await expect(demo).toBeVisible();
  const code = /(\d{6})/.exec((await demo.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('textbox', { name: texts.enter.code }).fill(code);
  await page.getByRole('button', { name: texts.enter.submit }).click();
}

/** The applicant token the page keeps (for setting up data through the API). */
export async function applicantToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('console-applicant-session');
    return raw ? (JSON.parse(raw).content.token as string) : '';
  });
}

/** The password submitByApi sets: the approved enterprise's user signs in with it. */
export const APPLICANT_PASSWORD = 'Joined#2026';

/** Fills in and submits the whole application through the API, as the page would. */
export async function submitByApi(baseURL: string, token: string, phone: string, companyName: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const upload = async (name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), name);
    const res = await fetch(`${baseURL}/interface/onboarding/files/upload`, { method: 'POST', headers, body: form });
    return ((await res.json()) as { data: { url: string } }).data.url;
  };
  const parks = (await (await fetch(`${baseURL}/interface/onboarding/parks`, { headers })).json()) as {
    data: { id: number }[];
  };
  const res = await fetch(`${baseURL}/interface/onboarding/application/submit`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      companyName,
      creditCode: creditCode(),
      legalPerson: '张三',
      address: '浙江省杭州市西湖区文三路 1 号',
      industry: 'I',
      taxParkId: parks.data[0]?.id,
      contactName: '李四',
      contactPhone: phone,
      contactEmail: 'hr@example.com',
      bankName: '中国工商银行杭州分行',
      bankAccountNo: '6222020200112233445',
      licenseUrl: await upload('licence.png'),
      idCardFrontUrl: await upload('front.png'),
      idCardBackUrl: await upload('back.png'),
      applyType: 'enterprise',
      password: APPLICANT_PASSWORD,
    }),
  });
  expect(res.status).toBe(200);
}

/** Staff's side through the API: the application of this phone, approved or rejected with a reason. */
export async function review(baseURL: string, phone: string, action: 'approve' | 'reject', reason = '') {
  const { token } = await apiSession(baseURL, 'admin');
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const list = await fetch(`${baseURL}/interface/client/onboarding/list?keyword=${phone}`, { headers });
  const id = ((await list.json()) as { data: { rows: { id: number }[] } }).data.rows[0]?.id;
  const res = await fetch(`${baseURL}/interface/client/onboarding/${id}/${action}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(action === 'approve' ? { creditGrade: 'A' } : { reason }),
  });
  expect(res.status).toBe(200);
}
