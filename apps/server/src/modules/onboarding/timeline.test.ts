import { maskBankCard } from '@console/domain/masking';
import type { TimelineEntry } from '@console/domain/schemas/timeline';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, onboardingApplication } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createUser, stepUp, tokensFor } from '../../testing/factories.js';
import { ownScopeStaff, pick, timelineOf, withTimelineFault } from '../../testing/timeline.js';
import { type Applicant, asApplicant, fullForm, startApplication, submit, submittedApplication } from './factories.js';

const STAFF_IP = '192.0.2.46';

describe('record timelines: onboarding applications and agreements', () => {
  let app: FastifyInstance;
  let admin: string;
  let ownOnly: string;
  let noRight: string;

  const review = (id: number, step: 'approve' | 'reject', payload: object) =>
    as(app, admin, {
      method: 'POST',
      url: `/interface/client/onboarding/${id}/${step}`,
      remoteAddress: STAFF_IP,
      payload,
    });

  beforeAll(async () => {
    app = await testApp();
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    // Terminating an agreement needs a fresh proof (step-up).
    await stepUp(app, admin);
    ownOnly = await ownScopeStaff(app, ['client:contract:list']);
    noRight = (await tokensFor(app, (await createUser(app, { userType: '02' })).username)).access_token;
  });
  afterAll(() => app.close());

  const applicantSign = async (who: Applicant) => {
    const sent = await asApplicant(app, who, { method: 'POST', url: '/interface/onboarding/contract/code' });
    const code = sent.json().data.demoCode as string;
    return asApplicant(app, who, {
      method: 'POST',
      url: '/interface/onboarding/contract/sign',
      payload: { signName: '张三', code },
    });
  };

  it('keeps the application from its creation to its review: who, from where, why, the bank account masked', async () => {
    const who = await startApplication(app);
    const draft = await asApplicant(app, who, {
      method: 'PUT',
      url: '/interface/onboarding/application',
      payload: { companyName: '杭州草稿科技有限公司', bankAccountNo: '6222020200110000111' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const form = await fullForm(app, who);
    expect((await submit(app, who, form)).statusCode).toBe(200);
    const rejected = await review(who.applicationId, 'reject', { reason: '营业执照不清晰' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const { status, events } = await timelineOf(app, admin, `/client/onboarding/${who.applicationId}/timeline`);
    expect(status).toBe(200);
    expect(events.map(pick)).toEqual([
      { action: 'create', fromStatus: null, toStatus: '0', actorType: 'applicant', ip: who.ip },
      { action: 'save', fromStatus: '0', toStatus: '0', actorType: 'applicant', ip: who.ip },
      { action: 'submit', fromStatus: '0', toStatus: '2', actorType: 'applicant', ip: who.ip },
      { action: 'reject', fromStatus: '2', toStatus: '3', actorType: 'staff', ip: STAFF_IP },
    ]);
    const [, saved, submitted, refused] = events;
    expect(saved?.changes).toContainEqual({ field: 'companyName', before: null, after: '杭州草稿科技有限公司' });
    const account = (e?: TimelineEntry) => e?.changes.find((c) => c.field === 'bankAccountNo');
    const draftAccount = maskBankCard('6222020200110000111');
    expect(draftAccount).not.toContain('0200110');
    expect(account(saved)).toEqual({ field: 'bankAccountNo', before: null, after: draftAccount });
    expect(account(submitted)).toEqual({
      field: 'bankAccountNo',
      before: draftAccount,
      after: maskBankCard(form.bankAccountNo as string),
    });
    // an ID card image: changed, never where it is
    expect(submitted?.changes.find((c) => c.field === 'idCardFrontUrl')).toEqual({
      field: 'idCardFrontUrl',
      before: null,
      after: '******',
    });
    const text = JSON.stringify(events);
    expect(text).not.toContain('6222020200110000111');
    expect(text).not.toContain(form.bankAccountNo as string);
    expect(text).not.toContain(form.idCardFrontUrl as string);
    expect(text).not.toContain('Applicant#2026');
    expect(saved?.actorName).toMatch(/\*{4}/);
    expect(refused).toMatchObject({
      note: '营业执照不清晰',
      changes: [{ field: 'reviewReason', before: null, after: '营业执照不清晰' }],
    });
  });

  it('approval writes the application and its new agreement in one transaction with their entries', async () => {
    const { who } = await submittedApplication(app);
    await withTimelineFault(app, `new.entity = 'onboarding' and new.record_id = ${who.applicationId}`, async () => {
      expect((await review(who.applicationId, 'approve', { creditGrade: 'B' })).statusCode).toBe(500);
    });
    const row = await app.database.db.query.onboardingApplication.findFirst({
      where: eq(onboardingApplication.id, who.applicationId),
    });
    expect(row).toMatchObject({ status: '2', enterpriseId: null });
    const approved = await review(who.applicationId, 'approve', { creditGrade: 'B' });
    expect(approved.statusCode, approved.body).toBe(200);
    const { events } = await timelineOf(app, admin, `/client/onboarding/${who.applicationId}/timeline`);
    expect(events.at(-1)).toMatchObject({
      action: 'approve',
      fromStatus: '2',
      toStatus: '1',
      ip: STAFF_IP,
      changes: [{ field: 'creditGrade', before: null, after: 'B' }],
    });
  });

  it('keeps an agreement from its issue through signing to its termination, and answers 404 outside the scope', async () => {
    const { who } = await submittedApplication(app);
    const approved = await review(who.applicationId, 'approve', { creditGrade: 'A' });
    const enterpriseId = approved.json().data.enterpriseId as number;
    const [agreement] = await app.database.db.select().from(contract).where(eq(contract.enterpriseId, enterpriseId));
    const id = agreement?.id as number;
    expect((await applicantSign(who)).statusCode).toBe(200);
    const terminated = await as(app, admin, {
      method: 'POST',
      url: `/interface/client/contract/${id}/terminate`,
      remoteAddress: STAFF_IP,
      payload: { reason: '企业停止合作' },
    });
    expect(terminated.statusCode, terminated.body).toBe(200);

    const { status, events } = await timelineOf(app, admin, `/client/contract/${id}/timeline`);
    expect(status).toBe(200);
    expect(events.map(pick)).toEqual([
      { action: 'issue', fromStatus: null, toStatus: '0', actorType: 'staff', ip: STAFF_IP },
      { action: 'sign', fromStatus: '0', toStatus: '1', actorType: 'applicant', ip: who.ip },
      { action: 'terminate', fromStatus: '1', toStatus: '2', actorType: 'staff', ip: STAFF_IP },
    ]);
    // the signer's name is a person's: masked
    expect(events[1]?.changes).toContainEqual({ field: 'signedName', before: null, after: '张*' });
    expect(events[2]).toMatchObject({ note: '企业停止合作' });
    // the enterprise's own user reads it; another enterprise's and an own-rows-only staff user do not
    const user = (await tokensFor(app, who.phone, 'Applicant#2026')).access_token;
    expect((await timelineOf(app, user, `/client/contract/${id}/timeline`)).events).toHaveLength(3);
    expect((await timelineOf(app, noRight, `/client/contract/${id}/timeline`)).status).toBe(404);
    expect((await timelineOf(app, ownOnly, `/client/contract/${id}/timeline`)).status).toBe(404);
    expect((await timelineOf(app, admin, '/client/onboarding/99999999/timeline')).status).toBe(404);
  });

  it('a termination whose entry cannot be written leaves the agreement signed', async () => {
    const { who } = await submittedApplication(app);
    const approved = await review(who.applicationId, 'approve', { creditGrade: 'A' });
    const enterpriseId = approved.json().data.enterpriseId as number;
    const [agreement] = await app.database.db.select().from(contract).where(eq(contract.enterpriseId, enterpriseId));
    const id = agreement?.id as number;
    expect((await applicantSign(who)).statusCode).toBe(200);
    await withTimelineFault(app, `new.entity = 'contract' and new.record_id = ${id}`, async () => {
      const res = await as(app, admin, {
        method: 'POST',
        url: `/interface/client/contract/${id}/terminate`,
        payload: { reason: '企业停止合作' },
      });
      expect(res.statusCode).toBe(500);
    });
    const row = await app.database.db.query.contract.findFirst({ where: eq(contract.id, id) });
    expect(row).toMatchObject({ status: '1', terminateReason: null });
  });
});
