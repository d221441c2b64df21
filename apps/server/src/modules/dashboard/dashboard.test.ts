import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, createUser, passwordLogin, tokensFor } from '../../testing/factories.js';

describe('GET /interface/dashboard/summary', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it("answers the user's own sign-in figures, not anyone else's", async () => {
    const user = await createUser(app, { userType: '02' });
    const other = await createUser(app, { userType: '02' });
    await passwordLogin(app, user.username, 'wrong-password');
    await tokensFor(app, user.username);
    const { access_token } = await tokensFor(app, user.username);
    await tokensFor(app, other.username);

    const res = await as(app, access_token, { method: 'GET', url: '/interface/dashboard/summary' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.loginCount30d).toBe(2);
    expect(data.failedLogins30d).toBe(1);
    expect(data.activeSessions).toBe(2);
    expect(data.roleNames).toEqual(['企业管理员']);
    expect(data.menuCount).toBe(6);
    expect(data.loginsByDay).toHaveLength(14);
    expect(data.loginsByDay.at(-1)).toMatchObject({ success: 2, failure: 1 });
    expect(data.recentLogins).toHaveLength(3);
    expect(data.lastLogin).not.toBeNull();
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/interface/dashboard/summary' });
    expect(res.statusCode).toBe(401);
  });
});
