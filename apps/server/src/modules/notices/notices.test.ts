import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, createFreelancer, createUser, freelancerToken, tokensFor } from '../../testing/factories.js';
import { createTask } from '../tasks/factories.js';

/** Notices written by real events, read back through the notice list of whom they are for. */
describe('notices raised by events', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const unread = async (token: string, url = '/interface/system/notice/list?read=0') =>
    (await as(app, token, { method: 'GET', url })).json().data as {
      total: number;
      rows: { kind: string; params: Record<string, string>; link: string | null }[];
    };

  it('a task submitted tells the reviewers; approved or rejected, its enterprise', async () => {
    const ent = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    const reviewer = await createUser(app, { roles: ['admin'] });
    const reviewerToken = (await tokensFor(app, reviewer.username)).access_token;
    const draft = await createTask(app, ent.enterpriseId as number, { status: '0' });

    const before = (await unread(reviewerToken)).total;
    const submit = await as(app, entToken, { method: 'POST', url: `/interface/client/task/${draft.id}/submit` });
    expect(submit.statusCode, submit.body).toBe(200);
    const review = await unread(reviewerToken);
    expect(review.total).toBe(before + 1);
    expect(review.rows[0]).toMatchObject({
      kind: 'taskSubmitted',
      params: { taskNo: draft.taskNo, taskName: draft.title },
      link: '/client/task/taskList/index',
    });

    const reject = await as(app, reviewerToken, {
      method: 'POST',
      url: `/interface/client/task/${draft.id}/reject`,
      payload: { reason: '描述不清楚' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const told = await unread(entToken);
    expect(told.rows[0]).toMatchObject({
      kind: 'taskRejected',
      params: { taskName: draft.title, reason: '描述不清楚' },
    });
  });

  it('a freelancer applying tells the enterprise; a paid or invited order, the freelancer', async () => {
    const ent = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    const recruiting = await createTask(app, ent.enterpriseId as number, { status: '2' });
    const worker = await createFreelancer(app);
    const fToken = await freelancerToken(app, worker.phone);
    const applied = await as(app, fToken, {
      method: 'POST',
      url: '/interface/freelancer/orders',
      payload: { taskId: recruiting.id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const told = await unread(entToken);
    expect(told.rows[0]).toMatchObject({
      kind: 'orderApplied',
      params: { orderNo: applied.json().data.orderNo, taskName: recruiting.title },
    });

    const invited = await createFreelancer(app);
    const invite = await as(app, entToken, {
      method: 'POST',
      url: '/interface/client/order/invite',
      payload: { taskId: recruiting.id, phone: invited.phone },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const invitedToken = await freelancerToken(app, invited.phone);
    const mine = await unread(invitedToken, '/interface/freelancer/notice/list?read=0');
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      kind: 'orderInvited',
      params: { taskName: recruiting.title },
      link: '/m/orders',
    });
  });

  it('a feedback reply tells its author', async () => {
    const author = await createUser(app, { userType: '02', roles: ['enterprise'] });
    const authorToken = (await tokensFor(app, author.username)).access_token;
    const created = await as(app, authorToken, {
      method: 'POST',
      url: '/interface/system/oddFeedbackInfo/addOddFeedbackInfo',
      payload: { feedType: '1', feedDesc: '页面打不开', sourceType: '1' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const admin = (await tokensFor(app, 'admin')).access_token;
    const list = await as(app, admin, { method: 'GET', url: '/interface/client/feedback/list?pageSize=50' });
    const row = (list.json().data.rows as { id: number; feedDesc: string }[]).find((r) => r.feedDesc === '页面打不开');
    expect(row).toBeDefined();
    const reply = await as(app, admin, {
      method: 'POST',
      url: `/interface/client/feedback/${row?.id}/reply`,
      payload: { status: '1', resultOut: '已修复' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await unread(authorToken)).rows[0]).toMatchObject({
      kind: 'feedbackReplied',
      params: { feedDesc: '页面打不开' },
    });
  });
});
