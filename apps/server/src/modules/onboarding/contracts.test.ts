import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, sysUser, verificationCode } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, stepUp, tokensFor } from '../../testing/factories.js';
import { type Applicant, asApplicant, submittedApplication } from './factories.js';

describe('agreements', () => {
  let app: FastifyInstance;
  let admin: string;
  let agent: string;

  beforeAll(async () => {
    app = await testApp();
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    // Terminating an agreement needs a fresh proof (step-up).
    await stepUp(app, admin);
    agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
  });
  afterAll(() => app.close());

  /** An approved application: the applicant, its form and the new enterprise user's token. */
  async function onboarded() {
    const { who, form } = await submittedApplication(app);
    const res = await as(app, admin, {
      method: 'POST',
      url: `/interface/client/onboarding/${who.applicationId}/approve`,
      payload: { creditGrade: 'B' },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    const enterpriseId = res.json().data.enterpriseId as number;
    const user = (await tokensFor(app, who.phone, form.password)).access_token;
    return { who, form, enterpriseId, user };
  }

  const applicantCode = async (who: Applicant) => {
    const res = await asApplicant(app, who, { method: 'POST', url: '/interface/onboarding/contract/code' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.demoCode as string;
  };
  const applicantSign = (who: Applicant, payload: Record<string, string>) =>
    asApplicant(app, who, { method: 'POST', url: '/interface/onboarding/contract/sign', payload });
  /** The next code may be asked for only after a minute: move the last one back. */
  const letCodeAgain = (phone: string) =>
    app.database.db
      .update(verificationCode)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCode.phone, phone));

  it('the applicant reads the agreement rendered with its details, then signs it with the name and a code', async () => {
    const { who, form, enterpriseId } = await onboarded();
    const read = await asApplicant(app, who, { method: 'GET', url: '/interface/onboarding/contract' });
    expect(read.statusCode).toBe(200);
    const agreement = read.json().data;
    expect(agreement).toMatchObject({ agreementType: '01', status: '0', enterpriseId, signedAt: null });
    expect(agreement.html).toContain(form.companyName);
    expect(agreement.html).toContain(form.creditCode);
    expect(agreement.html).toContain('共享经济服务外包协议');

    // no code sent yet
    expect((await applicantSign(who, { signName: '张三', code: '123456' })).json().msg).toBe(
      '验证码已失效，请重新获取',
    );
    const code = await applicantCode(who);
    const wrongName = await applicantSign(who, { signName: '王五', code });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().msg).toBe('请输入法定代表人姓名：张三');
    const signed = await applicantSign(who, { signName: '张三', code });
    expect(signed.statusCode, signed.body).toBe(200);
    const c = signed.json().data;
    expect(c).toMatchObject({ status: '1', signedName: '张三', signedIp: who.ip });
    expect(c.signedAt).toEqual(expect.any(String));
    expect(c.html).toContain('签署人（法定代表人）：张三');
    // the PDF is kept in storage and the hash is that of its bytes
    const pdf = await app.inject({ method: 'GET', url: c.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(c.documentHash);

    // signing again changes nothing
    await letCodeAgain(who.phone);
    const again = await asApplicant(app, who, { method: 'POST', url: '/interface/onboarding/contract/code' });
    expect(again.statusCode).toBe(409);
    expect((await applicantSign(who, { signName: '张三', code })).statusCode).toBe(409);
    const rows = await app.database.db.select().from(contract).where(eq(contract.enterpriseId, enterpriseId));
    expect(rows).toHaveLength(1);
    expect(
      (await asApplicant(app, who, { method: 'GET', url: '/interface/onboarding/application' })).json().data
        .contractStatus,
    ).toBe('1');
  });

  it('two signatures at once leave one signed agreement', async () => {
    const { who } = await onboarded();
    const code = await applicantCode(who);
    const [a, b] = await Promise.all([
      applicantSign(who, { signName: '张三', code }),
      applicantSign(who, { signName: '张三', code }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });

  it('staff see every agreement; an enterprise user sees only its own', async () => {
    const one = await onboarded();
    const two = await onboarded();
    const mine = await as(app, one.user, { method: 'GET', url: '/interface/client/contract/list' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.rows.map((r: { enterpriseId: number }) => r.enterpriseId)).toEqual([one.enterpriseId]);
    // asking for another enterprise gives still only its own
    const other = await as(app, one.user, {
      method: 'GET',
      url: '/interface/client/contract/list',
      query: { enterpriseId: String(two.enterpriseId) },
    });
    expect(other.json().data.rows.every((r: { enterpriseId: number }) => r.enterpriseId === one.enterpriseId)).toBe(
      true,
    );
    const theirs = (await as(app, two.user, { method: 'GET', url: '/interface/client/contract/list' })).json().data
      .rows[0].id as number;
    expect((await as(app, one.user, { method: 'GET', url: `/interface/client/contract/${theirs}` })).statusCode).toBe(
      404,
    );
    const staff = await as(app, agent, {
      method: 'GET',
      url: '/interface/client/contract/list',
      query: { enterpriseId: String(two.enterpriseId) },
    });
    expect(staff.json().data.rows.map((r: { id: number }) => r.id)).toEqual([theirs]);
  });

  it('staff terminate a signed agreement with a reason; nobody else may', async () => {
    const { who, user, enterpriseId } = await onboarded();
    const [row] = await app.database.db.select().from(contract).where(eq(contract.enterpriseId, enterpriseId));
    const id = row?.id ?? 0;
    const terminate = (token: string, reason: string) =>
      as(app, token, { method: 'POST', url: `/interface/client/contract/${id}/terminate`, payload: { reason } });
    // not signed yet
    expect((await terminate(admin, '未签署')).statusCode).toBe(409);
    const code = await applicantCode(who);
    expect((await applicantSign(who, { signName: '张三', code })).statusCode).toBe(200);
    expect((await terminate(user, '不想要了')).statusCode).toBe(403);
    expect((await terminate(agent, '不想要了')).statusCode).toBe(403);
    expect((await terminate(admin, '')).statusCode).toBe(400);
    const done = await terminate(admin, '企业停止合作');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: '2', terminateReason: '企业停止合作' });
    expect((await terminate(admin, '再解约')).statusCode).toBe(409);
  });

  it('staff issue a price-change agreement; the enterprise user signs it in the console', async () => {
    const { who, user, enterpriseId } = await onboarded();
    const issued = await as(app, admin, {
      method: 'POST',
      url: '/interface/client/contract/issue',
      payload: { enterpriseId: String(enterpriseId), agreementType: '02', terms: '服务费率自下月起调整为 6%。' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const id = issued.json().data.id as number;
    expect(issued.json().data).toMatchObject({ agreementType: '02', status: '0' });
    expect(issued.json().data.html).toContain('服务费率自下月起调整为 6%。');
    expect(
      (
        await as(app, user, {
          method: 'POST',
          url: '/interface/client/contract/issue',
          payload: { enterpriseId: String(enterpriseId), agreementType: '03', terms: '自己发' },
        })
      ).statusCode,
    ).toBe(403);
    // staff cannot sign for the enterprise
    expect((await as(app, admin, { method: 'POST', url: `/interface/client/contract/${id}/code` })).statusCode).toBe(
      404,
    );
    const sent = await as(app, user, { method: 'POST', url: `/interface/client/contract/${id}/code` });
    expect(sent.statusCode, sent.body).toBe(200);
    const signed = await as(app, user, {
      method: 'POST',
      url: `/interface/client/contract/${id}/sign`,
      payload: { signName: '张三', code: sent.json().data.demoCode },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: '1', signedName: '张三' });
    const signer = await app.database.db.query.sysUser.findFirst({ where: eq(sysUser.username, who.phone) });
    const [row] = await app.database.db.select().from(contract).where(eq(contract.id, id));
    expect(row?.signedBy).toBe(signer?.id);
  });

  it('an enterprise user of another company cannot sign or read it', async () => {
    const { enterpriseId } = await onboarded();
    const stranger = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const token = (await tokensFor(app, stranger.username)).access_token;
    const issued = await as(app, admin, {
      method: 'POST',
      url: '/interface/client/contract/issue',
      payload: { enterpriseId: String(enterpriseId), agreementType: '03', terms: '补充条款' },
    });
    const id = issued.json().data.id as number;
    expect((await as(app, token, { method: 'POST', url: `/interface/client/contract/${id}/code` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await as(app, token, {
          method: 'POST',
          url: `/interface/client/contract/${id}/sign`,
          payload: { signName: '张三', code: '123456' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
