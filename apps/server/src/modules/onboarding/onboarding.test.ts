import { ONBOARDING_LIMITS } from '@console/domain/schemas/onboarding';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterprise, onboardingApplication, sysUser, sysUserRole, verificationCode } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createEnterprise, createUser, tokensFor } from '../../testing/factories.js';
import { multipart, pdf } from '../../testing/samples.js';
import {
  type Applicant,
  asApplicant,
  creditCode,
  fullForm,
  newIp,
  newPhone,
  openSession,
  sendCode,
  startApplication,
  submit,
  submittedApplication,
} from './factories.js';

describe('company onboarding', () => {
  let app: FastifyInstance;
  let admin: string;
  let agent: string;
  let entUser: string;

  beforeAll(async () => {
    app = await testApp();
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
    entUser = (await tokensFor(app, (await createUser(app, { userType: '02' })).username)).access_token;
  });
  afterAll(() => app.close());

  const view = (who: Applicant) => asApplicant(app, who, { method: 'GET', url: '/interface/onboarding/application' });
  const draft = (who: Applicant, payload: Record<string, unknown>) =>
    asApplicant(app, who, { method: 'PUT', url: '/interface/onboarding/application', payload });
  const approve = (token: string, id: number, creditGrade = 'A') =>
    as(app, token, { method: 'POST', url: `/interface/client/onboarding/${id}/approve`, payload: { creditGrade } });
  const reject = (token: string, id: number, reason: string) =>
    as(app, token, { method: 'POST', url: `/interface/client/onboarding/${id}/reject`, payload: { reason } });
  const latestCode = (phone: string) =>
    app.database.db.query.verificationCode.findFirst({
      where: eq(verificationCode.phone, phone),
      orderBy: (c, { desc }) => [desc(c.createdAt)],
    });

  describe('one-time codes', () => {
    it('sends a code through the SMS gateway; the embedded demo also answers it', async () => {
      const spy = vi.spyOn(app.sms, 'sendCode');
      const phone = newPhone();
      const res = await sendCode(app, phone, newIp());
      expect(res.statusCode, res.body).toBe(200);
      const { demoCode, expiresIn } = res.json().data;
      expect(expiresIn).toBe(ONBOARDING_LIMITS.codeTtlSeconds);
      expect(demoCode).toMatch(/^\d{6}$/);
      expect(spy).toHaveBeenCalledWith(phone, demoCode, 'apply');
      spy.mockRestore();
      // only its hash is kept
      expect((await latestCode(phone))?.codeHash).not.toContain(demoCode);
    });

    it('refuses a bad phone number with a translated message naming the field', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/interface/onboarding/code',
        headers: { 'accept-language': 'en' },
        payload: { phone: '12345' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('mobile number: please enter a valid mobile number');
    });

    it('limits codes per phone: one a minute, five an hour', async () => {
      const phone = newPhone();
      const ip = newIp();
      expect((await sendCode(app, phone, ip)).statusCode).toBe(200);
      const again = await sendCode(app, phone, ip);
      expect(again.statusCode).toBe(429);
      expect(again.json().msg).toMatch(/^验证码已发送，请 \d+ 秒后再获取$/);
      for (let i = 1; i < ONBOARDING_LIMITS.codesPerPhoneHour; i++) {
        // as if the minute had passed
        await app.database.db
          .update(verificationCode)
          .set({ createdAt: new Date(Date.now() - 61_000 * (i + 1)) })
          .where(eq(verificationCode.phone, phone));
        expect((await sendCode(app, phone, newIp())).statusCode).toBe(200);
      }
      await app.database.db
        .update(verificationCode)
        .set({ createdAt: new Date(Date.now() - 600_000) })
        .where(eq(verificationCode.phone, phone));
      const sixth = await sendCode(app, phone, newIp());
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toBe('获取验证码过于频繁，请稍后再试');
    });

    it('limits codes per IP address', async () => {
      const ip = newIp();
      for (let i = 0; i < ONBOARDING_LIMITS.codesPerIpHour; i++) {
        expect((await sendCode(app, newPhone(), ip)).statusCode).toBe(200);
      }
      expect((await sendCode(app, newPhone(), ip)).statusCode).toBe(429);
      expect((await sendCode(app, newPhone(), newIp())).statusCode).toBe(200);
    });

    it('refuses a wrong code, voids the code after five wrong tries, and never takes a code twice', async () => {
      const phone = newPhone();
      const ip = newIp();
      const code = (await sendCode(app, phone, ip)).json().data.demoCode as string;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i < ONBOARDING_LIMITS.codeMaxAttempts; i++) {
        const res = await openSession(app, phone, wrong, ip);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe('验证码错误');
      }
      const last = await openSession(app, phone, wrong, ip);
      expect(last.json().msg).toBe('验证码已失效，请重新获取');
      // the right code no longer works
      expect((await openSession(app, phone, code, ip)).json().msg).toBe('验证码已失效，请重新获取');

      const other = newPhone();
      const good = (await sendCode(app, other, ip)).json().data.demoCode as string;
      const [a, b] = await Promise.all([openSession(app, other, good, ip), openSession(app, other, good, ip)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    });

    it('refuses an expired code', async () => {
      const phone = newPhone();
      const ip = newIp();
      const code = (await sendCode(app, phone, ip)).json().data.demoCode as string;
      await app.database.db
        .update(verificationCode)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationCode.phone, phone));
      const res = await openSession(app, phone, code, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('验证码已失效，请重新获取');
    });

    it('a newer code voids the older one', async () => {
      const phone = newPhone();
      const ip = newIp();
      const first = (await sendCode(app, phone, ip)).json().data.demoCode as string;
      await app.database.db
        .update(verificationCode)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(verificationCode.phone, phone));
      const second = (await sendCode(app, phone, ip)).json().data.demoCode as string;
      if (first !== second) expect((await openSession(app, phone, first, ip)).statusCode).toBe(400);
      expect((await openSession(app, phone, second, ip)).statusCode).toBe(200);
    });
  });

  describe('the applicant session', () => {
    it('opens one application per phone and resumes it on the next sign-in', async () => {
      const who = await startApplication(app);
      expect((await view(who)).json().data).toMatchObject({ id: who.applicationId, phone: who.phone, status: '0' });
      await app.database.db
        .update(verificationCode)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(verificationCode.phone, who.phone));
      const again = await startApplication(app, who.phone, who.ip);
      expect(again.applicationId).toBe(who.applicationId);
      const [rows] = await app.database.db
        .select({ n: count() })
        .from(onboardingApplication)
        .where(eq(onboardingApplication.phone, who.phone));
      expect(rows?.n).toBe(1);
    });

    it('is refused by every console call, and a console token is refused by the applicant calls', async () => {
      const who = await startApplication(app);
      const consoleRoutes = app.routeDeclarations.filter(
        (r) => r.access === 'user' || (typeof r.access === 'object' && r.access !== null),
      );
      expect(consoleRoutes.length).toBeGreaterThan(20);
      for (const r of consoleRoutes) {
        const url = r.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x/y.png');
        const res = await asApplicant(app, who, { method: r.method as 'GET', url });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      }
      const applicantRoutes = app.routeDeclarations.filter((r) => r.access === 'applicant');
      expect(applicantRoutes.length).toBeGreaterThan(5);
      for (const r of applicantRoutes) {
        const res = await as(app, admin, { method: r.method as 'GET', url: r.url });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      }
    });

    it('ends on sign-out', async () => {
      const who = await startApplication(app);
      expect((await asApplicant(app, who, { method: 'DELETE', url: '/interface/onboarding/session' })).statusCode).toBe(
        200,
      );
      const res = await view(who);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('入驻登录已失效，请重新验证手机号');
    });
  });

  describe('the information form', () => {
    it('saves a draft (status 0), checking each field given', async () => {
      const who = await startApplication(app);
      const saved = await draft(who, { companyName: '杭州半填科技有限公司', industry: 'C', bankAccountNo: '' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ status: '0', companyName: '杭州半填科技有限公司', industry: 'C' });
      const bad = await draft(who, { creditCode: '91330106MA27XXXXX1' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        msg: '统一社会信用代码：统一社会信用代码不正确（18 位，校验位不符）',
        data: { field: 'creditCode' },
      });
      const industry = await draft(who, { industry: 'Z' });
      expect(industry.statusCode).toBe(400);
      expect(industry.json().data.field).toBe('industry');
    });

    it('submits for review (2), or as a service provider (4); refuses missing fields and a missing password', async () => {
      const who = await startApplication(app);
      const form = await fullForm(app, who);
      const { companyName: _drop, ...incomplete } = form;
      const missing = await submit(app, who, incomplete);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.field).toBe('companyName');
      const { password: _pw, ...noPassword } = form;
      const pw = await submit(app, who, noPassword);
      expect(pw.statusCode).toBe(400);
      expect(pw.json().msg).toBe('请设置登录密码');
      const ok = await submit(app, who, form);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ status: '2', hasPassword: true, companyName: form.companyName });
      expect(ok.json().data).not.toHaveProperty('passwordHash');
      // no more edits while it is reviewed
      const edit = await draft(who, { companyName: '改名有限公司' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().msg).toBe('当前状态不能修改入驻资料');
      expect((await submit(app, who, form)).statusCode).toBe(409);

      const provider = await submittedApplication(app, { applyType: 'provider' });
      expect((await view(provider.who)).json().data.status).toBe('4');
    });

    it('accepts only images uploaded for an application', async () => {
      const who = await startApplication(app);
      const res = await submit(app, who, await fullForm(app, who, { licenseUrl: 'https://evil.example.com/x.png' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('licenseUrl');
      const txt = await asApplicant(app, who, {
        method: 'POST',
        url: '/interface/onboarding/files/upload',
        ...(await multipart({ name: 'a.pdf', bytes: pdf() })),
      });
      expect(txt.statusCode).toBe(400);
    });

    it('refuses a credit code another application or an enterprise holds', async () => {
      const first = await submittedApplication(app);
      const who = await startApplication(app);
      const res = await submit(app, who, await fullForm(app, who, { creditCode: first.form.creditCode }));
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该统一社会信用代码已被其他企业使用');
      const asDraft = await draft(who, { creditCode: first.form.creditCode });
      expect(asDraft.statusCode).toBe(409);

      const code = creditCode();
      const ent = await createEnterprise(app);
      await app.database.db.update(enterprise).set({ creditCode: code }).where(eq(enterprise.id, ent.id));
      expect((await draft(who, { creditCode: code })).statusCode).toBe(409);
      // lower case is the same code
      expect((await draft(who, { creditCode: code.toLowerCase() })).statusCode).toBe(409);
    });
  });

  describe('the review', () => {
    it('is for staff with the permission codes only', async () => {
      const { who } = await submittedApplication(app);
      expect((await as(app, entUser, { method: 'GET', url: '/interface/client/onboarding/list' })).statusCode).toBe(
        403,
      );
      const list = await as(app, agent, {
        method: 'GET',
        url: '/interface/client/onboarding/list',
        query: { status: '2', keyword: who.phone },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.rows.map((r: { id: number }) => r.id)).toEqual([who.applicationId]);
      expect((await approve(agent, who.applicationId)).statusCode).toBe(403);
      expect((await reject(entUser, who.applicationId, '资料不全')).statusCode).toBe(403);
      expect((await reject(admin, who.applicationId, '  ')).statusCode).toBe(400);
      expect((await approve(admin, who.applicationId, 'Z')).statusCode).toBe(400);
    });

    it('rejects with a reason; the applicant edits and resubmits; drafts are not listed', async () => {
      const { who, form } = await submittedApplication(app);
      const rejected = await reject(admin, who.applicationId, '营业执照不清晰');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await view(who)).json().data).toMatchObject({
        status: '3',
        reviewReason: '营业执照不清晰',
        reviewedByName: expect.any(String),
        reviewedAt: expect.any(String),
      });
      // rejected twice, or approved after: refused
      expect((await reject(admin, who.applicationId, '再驳回')).statusCode).toBe(409);
      expect((await approve(admin, who.applicationId)).statusCode).toBe(409);
      // back to the form with the data kept; the password was set before
      const { password: _pw, ...again } = form;
      const resubmitted = await submit(app, who, { ...again, address: '浙江省杭州市滨江区 2 号' });
      expect(resubmitted.statusCode, resubmitted.body).toBe(200);
      expect(resubmitted.json().data).toMatchObject({ status: '2', address: '浙江省杭州市滨江区 2 号' });

      const drafting = await startApplication(app);
      const all = await as(app, admin, {
        method: 'GET',
        url: '/interface/client/onboarding/list',
        query: { keyword: drafting.phone },
      });
      expect(all.json().data.total).toBe(0);
    });

    it('approves: the enterprise, its first user (phone, password, chat id, admin role) and the agreement, once', async () => {
      const { who, form } = await submittedApplication(app);
      const [a, b] = await Promise.all([
        approve(admin, who.applicationId, 'A+'),
        approve(admin, who.applicationId, 'A+'),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const data = (a.statusCode === 200 ? a : b).json().data;
      expect(data).toMatchObject({ status: '1', creditGrade: 'A+', contractStatus: '0' });
      const ents = await app.database.db.select().from(enterprise).where(eq(enterprise.creditCode, form.creditCode));
      expect(ents).toHaveLength(1);
      expect(ents[0]).toMatchObject({
        id: data.enterpriseId,
        name: form.companyName,
        status: '1',
        cooperation: '1',
        onboardingStatus: '1',
        creditGrade: 'A+',
        legalPerson: '张三',
        industry: 'I',
        taxParkId: form.taxParkId,
      });
      const user = await app.database.db.query.sysUser.findFirst({ where: eq(sysUser.username, who.phone) });
      expect(user).toMatchObject({ userType: '02', enterpriseId: data.enterpriseId, phone: who.phone });
      expect(user?.socketId).toMatch(/^B\d+$/);
      const roles = await app.database.db
        .select()
        .from(sysUserRole)
        .where(eq(sysUserRole.userId, user?.id ?? 0));
      expect(roles).toHaveLength(1);
      // the applicant's password signs in to the console
      const tokens = await tokensFor(app, who.phone, form.password);
      const me = await as(app, tokens.access_token, { method: 'GET', url: '/interface/auth/user' });
      expect(me.json().data).toMatchObject({ userType: '02', username: who.phone });
      // the applicant sees it on the state page
      expect((await view(who)).json().data).toMatchObject({ status: '1', contractStatus: '0' });
    });

    it('refuses to approve when the phone already is a console login name', async () => {
      const { who } = await submittedApplication(app);
      await createUser(app, { username: who.phone });
      const res = await approve(admin, who.applicationId);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该手机号已是平台账号，不能作为新企业的登录名');
      expect((await view(who)).json().data.status).toBe('2');
    });
  });

  describe('isolation between applicants', () => {
    it('an applicant reaches only its own application and agreement', async () => {
      const a = await submittedApplication(app);
      const b = await startApplication(app);
      expect((await view(b)).json().data.id).toBe(b.applicationId);
      expect((await view(b)).json().data.companyName).toBeNull();
      await approve(admin, a.who.applicationId);
      const contractOfB = await asApplicant(app, b, { method: 'GET', url: '/interface/onboarding/contract' });
      expect(contractOfB.statusCode).toBe(404);
      const contractOfA = await asApplicant(app, a.who, { method: 'GET', url: '/interface/onboarding/contract' });
      expect(contractOfA.statusCode).toBe(200);
      // b's drafts never touch a's row
      await draft(b, { companyName: '别人家的公司' });
      expect((await view(a.who)).json().data.companyName).toBe(a.form.companyName);
      const rows = await app.database.db
        .select()
        .from(onboardingApplication)
        .where(
          and(eq(onboardingApplication.id, a.who.applicationId), eq(onboardingApplication.companyName, '别人家的公司')),
        );
      expect(rows).toHaveLength(0);
    });
  });
});
