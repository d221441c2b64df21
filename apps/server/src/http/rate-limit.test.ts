import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.js';
import { passwordLogin, unique } from '../testing/factories.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A fresh address per run, so counters left in Redis by an earlier run never count.
const IP = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

// Production mode: two instances share their sign-in rate limit through the machine's Redis.
describe('sign-in rate limit shared through Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL, LOGIN_RATE_LIMIT: '4' };
    a = await testApp(env);
    b = await testApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('reports Redis in the health answer', async () => {
    const res = await a.inject({ method: 'GET', url: '/interface/health' });
    expect(res.json().data.redis).toBe('ok');
  });

  it('counts attempts on both instances against one limit', async () => {
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) {
      const res = await app.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        remoteAddress: IP,
        headers: { authorization: `Basic ${Buffer.from('console:console').toString('base64')}` },
        payload: { grant_type: 'password', username: unique('nobody'), password: 'x' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const other = await passwordLogin(b, unique('nobody'), 'x');
    expect(other.statusCode).toBe(400);
  });

  it('answers 429 with the translated message', async () => {
    const res = await b.inject({
      method: 'POST',
      url: '/interface/auth/oauth/token',
      remoteAddress: IP,
      headers: { authorization: `Basic ${Buffer.from('console:console').toString('base64')}`, 'accept-language': 'en' },
      payload: { grant_type: 'password', username: 'x', password: 'x' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, msg: 'Too many requests, please try again later' });
  });
});
