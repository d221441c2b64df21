import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { exportSheet } from '../../testing/exports.js';
import { as, createUser, passwordLogin, roleWith, tokensFor, unique } from '../../testing/factories.js';

describe('audit: operation log, login log, online sessions', () => {
  let app: FastifyInstance;
  let adminToken: string;
  let adminName: string;
  const get = (token: string, url: string) => as(app, token, { method: 'GET', url: `/interface${url}` });

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    const admin = await createUser(app, { roles: ['admin'] });
    adminName = admin.username;
    adminToken = (await tokensFor(app, admin.username)).access_token;
  });
  afterAll(() => app.close());

  it('records every write with who, what, entity, outcome and address, secrets left out; lists it filtered', async () => {
    const target = await createUser(app);
    await as(app, adminToken, {
      method: 'PUT',
      url: `/interface/system/user/${target.id}/status`,
      payload: { status: '0' },
    });
    // a failed write is recorded too
    await as(app, adminToken, {
      method: 'PUT',
      url: '/interface/system/user/999999999/status',
      payload: { status: '0' },
    });
    // a write of one's own password: the fields are recorded, the passwords never
    await as(app, adminToken, {
      method: 'PUT',
      url: '/interface/system/user/profile/password',
      payload: { oldPassword: 'wrong-secret-1', newPassword: 'another-secret-2' },
    });
    const res = await get(adminToken, `/system/operlog/list?keyword=${adminName}&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Record<string, unknown>[];
    expect(rows.find((r) => r.entityId === String(target.id))).toMatchObject({
      username: adminName,
      method: 'PUT',
      route: '/interface/system/user/:id/status',
      entity: 'user',
      outcome: 'success',
      statusCode: 200,
      before: '{"status":"1"}',
      after: '{"status":"0"}',
      ip: expect.any(String),
    });
    expect(rows.find((r) => r.entityId === '999999999')).toMatchObject({ outcome: 'failure', statusCode: 404 });
    expect(res.body).not.toContain('wrong-secret-1');
    expect(res.body).not.toContain('another-secret-2');
    const failures = (await get(adminToken, `/system/operlog/list?keyword=${adminName}&outcome=failure`)).json().data;
    expect(failures.rows.every((r: { outcome: string }) => r.outcome === 'failure')).toBe(true);
    expect(failures.total).toBeGreaterThanOrEqual(2);
  });

  it('lists the login log with filters and exports it with the same filters', async () => {
    const user = await createUser(app);
    await passwordLogin(app, user.username, 'not-the-password1');
    await passwordLogin(app, user.username);
    const failed = await get(adminToken, `/system/logininfor/list?keyword=${user.username}&event=failure`);
    expect(failed.json().data).toMatchObject({ total: 1, rows: [{ username: user.username, event: 'failure' }] });
    const both = await get(adminToken, `/system/logininfor/list?keyword=${user.username}`);
    expect(both.json().data.total).toBe(2);

    const sheet = await exportSheet(app, adminToken, { kind: 'loginLog', keyword: user.username }, 'en');
    expect(sheet.headers).toEqual(['Time', 'Account', 'Event', 'IP address', 'Browser', 'Detail']);
    expect(sheet.rows.map((r) => r.Event).sort()).toEqual(['Failed', 'Signed in']);
  });

  it('lists open sessions and forces one out: its tokens stop working, the rest stay', async () => {
    const user = await createUser(app);
    const first = await tokensFor(app, user.username);
    const second = await tokensFor(app, user.username);
    const list = await get(adminToken, `/system/online/list?keyword=${user.username}`);
    const rows = list.json().data.rows as { id: number; current: boolean }[];
    expect(rows).toHaveLength(2);
    const me = await get(first.access_token, '/auth/user');
    expect(me.statusCode).toBe(200);
    // the newest session is the second sign-in
    const target = Math.max(...rows.map((r) => r.id));
    const res = await as(app, adminToken, { method: 'DELETE', url: `/interface/system/online/${target}` });
    expect(res.statusCode).toBe(200);
    expect((await get(second.access_token, '/auth/user')).statusCode).toBe(401);
    expect((await get(first.access_token, '/auth/user')).statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/interface/auth/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('console:console').toString('base64')}` },
      payload: { grant_type: 'refresh_token', refresh_token: second.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await get(adminToken, `/system/online/list?keyword=${user.username}`)).json().data.total).toBe(1);
    expect(
      (await as(app, adminToken, { method: 'DELETE', url: `/interface/system/online/${target}` })).statusCode,
    ).toBe(404);
  });

  it('answers 403 without the codes, and to enterprise users whatever codes they hold', async () => {
    const agent = await createUser(app, { roles: ['agent'] });
    const agentToken = (await tokensFor(app, agent.username)).access_token;
    const codes = ['system:operlog:list', 'system:logininfor:list', 'system:online:list', 'system:online:forceLogout'];
    const ent = await createUser(app, { userType: '02', roles: ['enterprise', await roleWith(app, codes)] });
    const entToken = (await tokensFor(app, ent.username)).access_token;
    for (const token of [agentToken, entToken]) {
      for (const url of ['/system/operlog/list', '/system/logininfor/list', '/system/online/list']) {
        expect((await get(token, url)).statusCode, url).toBe(403);
      }
      const kick = await as(app, token, { method: 'DELETE', url: '/interface/system/online/1' });
      expect(kick.statusCode).toBe(403);
    }
    const exp = await as(app, agentToken, {
      method: 'POST',
      url: '/interface/client/export',
      payload: { kind: 'loginLog', keyword: unique('x') },
    });
    expect(exp.statusCode).toBe(403);
  });
});
