import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, createEnterprise, createUser, roleWith, tokensFor } from '../../testing/factories.js';
import { createTask } from '../tasks/factories.js';

describe('the staff task review queue', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
  });
  afterAll(() => app.close());
  const queue = (token: string, query = '') =>
    as(app, token, { method: 'GET', url: `/interface/system/task-review/list${query}` });

  it('lists only pending tasks across enterprises; approving through the workflow takes one off', async () => {
    const a = await createEnterprise(app);
    const b = await createEnterprise(app);
    const pendingA = await createTask(app, a.id, { status: '1' });
    const pendingB = await createTask(app, b.id, { status: '1' });
    await createTask(app, a.id, { status: '0' });
    for (const ent of [a, b]) {
      const res = await queue(admin, `?enterpriseId=${ent.id}`);
      expect(res.json().data.rows.map((r: { id: number }) => r.id)).toEqual([ent === a ? pendingA.id : pendingB.id]);
    }
    expect((await queue(admin, `?keyword=${pendingB.taskNo}`)).json().data.rows[0]).toMatchObject({
      enterpriseName: b.name,
      title: pendingB.title,
    });
    const approve = await as(app, admin, { method: 'POST', url: `/interface/client/task/${pendingA.id}/approve` });
    expect(approve.statusCode).toBe(200);
    expect((await queue(admin, `?enterpriseId=${a.id}`)).json().data.total).toBe(0);
  });

  it('answers 403 without client:task:review and to enterprise users whatever they hold', async () => {
    const agent = (await tokensFor(app, (await createUser(app, { roles: ['agent'] })).username)).access_token;
    const ent = await createUser(app, {
      userType: '02',
      roles: ['enterprise', await roleWith(app, ['client:task:review'])],
    });
    for (const token of [agent, (await tokensFor(app, ent.username)).access_token]) {
      expect((await queue(token)).statusCode).toBe(403);
    }
  });
});
