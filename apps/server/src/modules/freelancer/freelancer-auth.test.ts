import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLog } from '../../db/schema/index.js';
import { testApp } from '../../testing/app.js';
import { as, createFreelancer, createUser, freelancerToken, tokensFor } from '../../testing/factories.js';

describe('freelancer client sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('signs in with phone and password and answers who is signed in', async () => {
    const f = await createFreelancer(app);
    const token = await freelancerToken(app, f.phone);
    const me = await as(app, token, { method: 'GET', url: '/interface/freelancer/me' });
    expect(me.json().data).toEqual({
      freelancerId: f.id,
      name: f.name,
      phone: f.phone,
      socketId: `C${f.id}`,
      wxHead: null,
    });
  });

  it('refuses a wrong password and a frozen freelancer with the sign-in messages', async () => {
    const f = await createFreelancer(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/interface/freelancer/auth/token',
      payload: { phone: f.phone, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('手机号或密码错误');
    const frozen = await createFreelancer(app, { status: '0' });
    const res = await app.inject({
      method: 'POST',
      url: '/interface/freelancer/auth/token',
      payload: { phone: frozen.phone, password: 'demo1234' },
    });
    expect(res.json().msg).toBe('账号已冻结，请联系管理员');
  });

  it('locks after five wrong passwords like console sign-in, and writes every attempt to the login log', async () => {
    const f = await createFreelancer(app);
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/interface/freelancer/auth/token',
        remoteAddress: '10.5.5.5',
        payload: { phone: f.phone, password },
      });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await attempt(`wrong${i}`)).json().msg);
    expect(answers).toEqual([
      '手机号或密码错误',
      '手机号或密码错误，再错 3 次账号将被锁定',
      '手机号或密码错误，再错 2 次账号将被锁定',
      '手机号或密码错误，再错 1 次账号将被锁定',
      '密码错误次数过多，账号已锁定，请 15 分钟后再试',
    ]);
    const right = await attempt('demo1234');
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('密码错误次数过多，账号已锁定，请 15 分钟后再试');
    const log = await app.database.db
      .select()
      .from(loginLog)
      .where(eq(loginLog.username, `freelancer:${f.phone}`))
      .orderBy(asc(loginLog.id));
    expect(log.map((r) => r.event)).toEqual(['failure', 'failure', 'failure', 'failure', 'locked', 'locked']);
    expect(log.every((r) => r.ip === '10.5.5.5')).toBe(true);
    // another address is not locked by these failures
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/interface/freelancer/auth/token',
      remoteAddress: '10.6.6.6',
      payload: { phone: f.phone, password: 'demo1234' },
    });
    expect([200, 429]).toContain(elsewhere.statusCode);
  });

  it('keeps console tokens and freelancer tokens apart', async () => {
    const user = await createUser(app);
    const { access_token } = await tokensFor(app, user.username);
    expect((await as(app, access_token, { method: 'GET', url: '/interface/freelancer/me' })).statusCode).toBe(401);
    const f = await createFreelancer(app);
    const token = await freelancerToken(app, f.phone);
    expect((await as(app, token, { method: 'GET', url: '/interface/auth/user' })).statusCode).toBe(401);
  });

  it('stops the token after sign-out', async () => {
    const f = await createFreelancer(app);
    const token = await freelancerToken(app, f.phone);
    await as(app, token, { method: 'DELETE', url: '/interface/freelancer/auth/signout' });
    expect((await as(app, token, { method: 'GET', url: '/interface/freelancer/me' })).statusCode).toBe(401);
  });
});
