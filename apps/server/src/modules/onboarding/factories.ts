import { randomInt } from 'node:crypto';
import { creditCodeCheckChar } from '@console/domain/validators';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { taxPark } from '../../db/schema/index.js';
import { unique } from '../../testing/factories.js';
import { multipart, png } from '../../testing/samples.js';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A unified social credit code with a right check character, different each call. */
export function creditCode(): string {
  let body = '91330106';
  for (let i = 0; i < 9; i++) body += ALPHABET[randomInt(0, ALPHABET.length)];
  return body + creditCodeCheckChar(body);
}

/** A mobile number nobody else in the tests has. */
export const newPhone = () => `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
/** An address of its own, so the per-address code limit of one test never reaches another. */
export const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface Applicant {
  phone: string;
  ip: string;
  token: string;
  applicationId: number;
}

/** An inject call from the applicant (its token and its own address). */
export function asApplicant(app: FastifyInstance, who: Pick<Applicant, 'token' | 'ip'>, options: InjectOptions) {
  return app.inject({
    ...options,
    remoteAddress: who.ip,
    headers: { authorization: `Bearer ${who.token}`, ...options.headers },
  });
}

export function sendCode(app: FastifyInstance, phone: string, ip: string) {
  return app.inject({ method: 'POST', url: '/interface/onboarding/code', remoteAddress: ip, payload: { phone } });
}

export function openSession(app: FastifyInstance, phone: string, code: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/interface/onboarding/session',
    remoteAddress: ip,
    payload: { phone, code },
  });
}

/** A phone proven with its code: the applicant's session and application (status 0). */
export async function startApplication(app: FastifyInstance, phone = newPhone(), ip = newIp()): Promise<Applicant> {
  const sent = await sendCode(app, phone, ip);
  if (sent.statusCode !== 200) throw new Error(`code: ${sent.body}`);
  const res = await openSession(app, phone, sent.json().data.demoCode, ip);
  if (res.statusCode !== 200) throw new Error(`session: ${res.body}`);
  const { token, application } = res.json().data;
  return { phone, ip, token, applicationId: application.id };
}

/** An image uploaded by the applicant; answers its URL. */
export async function uploadImage(app: FastifyInstance, who: Applicant, name = 'licence.png'): Promise<string> {
  const body = await multipart({ name, bytes: png() });
  const res = await asApplicant(app, who, {
    method: 'POST',
    url: '/interface/onboarding/files/upload',
    payload: body.payload,
    headers: body.headers,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  return res.json().data.url;
}

export async function newTaxPark(app: FastifyInstance): Promise<number> {
  const [park] = await app.database.db
    .insert(taxPark)
    .values({ parkName: unique('园区') })
    .returning();
  return park?.id ?? 0;
}

/** Every field of the form, valid, with the applicant's own uploads. */
export async function fullForm(app: FastifyInstance, who: Applicant, overrides: Record<string, unknown> = {}) {
  return {
    companyName: unique('杭州测试科技有限公司'),
    creditCode: creditCode(),
    legalPerson: '张三',
    address: '浙江省杭州市西湖区文三路 1 号',
    industry: 'I',
    taxParkId: await newTaxPark(app),
    contactName: '李四',
    contactPhone: who.phone,
    contactEmail: 'contact@example.com',
    bankName: '中国工商银行杭州分行',
    bankAccountNo: '6222020200112233445',
    licenseUrl: await uploadImage(app, who),
    idCardFrontUrl: await uploadImage(app, who, 'front.png'),
    idCardBackUrl: await uploadImage(app, who, 'back.png'),
    applyType: 'enterprise',
    password: 'Applicant#2026',
    ...overrides,
  };
}

export function submit(app: FastifyInstance, who: Applicant, body: Record<string, unknown>) {
  return asApplicant(app, who, { method: 'POST', url: '/interface/onboarding/application/submit', payload: body });
}

/** A submitted application (status 2, or 4 as provider). */
export async function submittedApplication(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const who = await startApplication(app);
  const form = await fullForm(app, who, overrides);
  const res = await submit(app, who, form);
  if (res.statusCode !== 200) throw new Error(`submit: ${res.body}`);
  return { who, form };
}
