import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { testApp } from '../testing/app.js';
import { testConfig } from '../testing/config.js';
import { as, CLIENT_AUTH, createUser, DEMO_PASSWORD, tokensFor, unique } from '../testing/factories.js';

const SECRET_SQL = 'select "password_hash" from "sys_user" where "username" = $1';

/**
 * Cross-cutting behaviour of the HTTP layer: security headers, the one error handler, the sign-in rate limit,
 * configured token lifetimes and the fail-closed access hook.
 */
describe('HTTP layer', () => {
  /** behind a trusted proxy, with a low sign-in rate limit, short tokens and two routes of our own */
  let proxied: FastifyInstance;
  /** defaults */
  let plain: FastifyInstance;

  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const build = async () => {
      const app = await buildApp(
        testConfig({
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          TRUST_PROXY: 'true',
          LOGIN_RATE_LIMIT: '3',
          ACCESS_TOKEN_TTL: '60',
          REFRESH_TOKEN_TTL: '300',
        }),
      );
      app.get('/interface/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error(`relation "sys_user" does not exist: ${SECRET_SQL}`);
      });
      // no access declared: must be treated as signed-in only
      app.get('/interface/test/undeclared', async () => ({ code: 200, msg: 'ok', data: 'secret' }));
      await app.ready();
      return app;
    };
    [proxied, plain] = await Promise.all([build(), testApp({ LOGIN_RATE_LIMIT: '100000' })]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.close(), plain?.close()]);
  });

  describe('security headers', () => {
    const expectSecurityHeaders = (headers: Record<string, unknown>) => {
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-request-id']).toBeTruthy();
    };

    it('are on every answer: success, error, not found, sign-in and the web app', async () => {
      const user = await createUser(plain);
      const token = (await tokensFor(plain, user.username)).access_token;
      const answers = await Promise.all([
        plain.inject({ method: 'GET', url: '/interface/health' }),
        plain.inject({ method: 'GET', url: '/interface/auth/user' }),
        as(plain, token, { method: 'GET', url: '/interface/auth/user' }),
        plain.inject({ method: 'GET', url: '/interface/no/such/route' }),
        plain.inject({ method: 'POST', url: '/interface/auth/oauth/token', payload: { grant_type: 'password' } }),
        plain.inject({ method: 'GET', url: '/client/order/orderList/index' }),
      ]);
      for (const res of answers) expectSecurityHeaders(res.headers);
    });

    it('add the document-only ones (opener policy, origin cluster, …) to what is not JSON, and only there', async () => {
      const page = await plain.inject({ method: 'GET', url: '/client/order/orderList/index' });
      const json = await plain.inject({ method: 'GET', url: '/interface/health' });
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['origin-agent-cluster']).toBe('?1');
      expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('tell browsers and proxies never to store API answers: tokens, signed-in data and errors (RFC 6749 5.1)', async () => {
      const user = await createUser(plain);
      const signIn = await plain.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: user.username,
          password: DEMO_PASSWORD,
        }).toString(),
      });
      expect(signIn.statusCode).toBe(200);
      const token = signIn.json().access_token as string;
      const answers = [
        signIn,
        await as(plain, token, { method: 'GET', url: '/interface/auth/user' }),
        await as(plain, token, { method: 'GET', url: '/interface/client/task/list' }),
        await plain.inject({ method: 'GET', url: '/interface/auth/user' }),
      ];
      for (const res of answers) {
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.pragma).toBe('no-cache');
      }
    });

    it('leave out HSTS on plain HTTP', async () => {
      const res = await plain.inject({ method: 'GET', url: '/interface/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(
        (await proxied.inject({ method: 'GET', url: '/interface/health' })).headers['strict-transport-security'],
      ).toBeUndefined();
    });

    it('add HSTS behind a trusted HTTPS proxy', async () => {
      const res = await proxied.inject({
        method: 'GET',
        url: '/interface/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expectSecurityHeaders(res.headers);
    });

    it('ignore a forwarded protocol when the proxy is not trusted', async () => {
      const res = await plain.inject({
        method: 'GET',
        url: '/interface/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('echo a given request id', async () => {
      const res = await plain.inject({
        method: 'GET',
        url: '/interface/health',
        headers: { 'x-request-id': 'abc-123' },
      });
      expect(res.headers['x-request-id']).toBe('abc-123');
    });
  });

  describe('error handler', () => {
    const expectNoInternals = (body: string) => {
      expect(body).not.toContain('sys_user');
      expect(body).not.toContain('password_hash');
      expect(body.toLowerCase()).not.toContain('select');
      expect(body).not.toContain('stack');
      expect(body).not.toMatch(/\bat .*\.[jt]s:\d+/);
      expect(body).not.toContain('relation');
    };

    it('answers an unexpected error as 500 with an error id and nothing inside', async () => {
      const res = await proxied.inject({ method: 'GET', url: '/interface/test/boom' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.code).toBe(500);
      expect(body.data.errorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.msg).toBe(`系统错误，请联系管理员（编号 ${body.data.errorId}）`);
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(Object.keys(body.data)).toEqual(['errorId']);
      expectNoInternals(res.body);

      const en = await proxied.inject({
        method: 'GET',
        url: '/interface/test/boom',
        headers: { 'accept-language': 'en' },
      });
      expect(en.json().msg).toMatch(/^System error, please contact the administrator \(ref [0-9a-f-]{36}\)$/);
      expect(en.json().data.errorId).not.toBe(body.data.errorId);
    });

    it('answers a failing service behind a real route the same way', async () => {
      const user = await createUser(plain);
      const token = (await tokensFor(plain, user.username)).access_token;
      const spy = vi
        .spyOn(plain.users, 'menu')
        .mockRejectedValueOnce(Object.assign(new Error(SECRET_SQL), { code: '42P01', detail: SECRET_SQL }));
      try {
        const res = await as(plain, token, { method: 'GET', url: `/interface/system/menu/${user.username}` });
        expect(res.statusCode).toBe(500);
        expect(res.json().data.errorId).toBeTruthy();
        expectNoInternals(res.body);
      } finally {
        spy.mockRestore();
      }
      const after = await as(plain, token, { method: 'GET', url: `/interface/system/menu/${user.username}` });
      expect(after.statusCode).toBe(200);
    });

    it('answers malformed JSON as 400 without the parser text', async () => {
      const res = await plain.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json' },
        payload: '{"grant_type": "password", ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '请求参数有误', data: null });
    });

    it('answers an unsupported content type as a client error in the envelope', async () => {
      const res = await plain.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'content-type': 'application/xml' },
        payload: '<grant_type>password</grant_type>',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code).toBe(res.statusCode);
    });

    it('answers an unknown API path as 404 in the envelope', async () => {
      const res = await plain.inject({ method: 'GET', url: '/interface/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '资源不存在', data: null });
      const en = await plain.inject({
        method: 'DELETE',
        url: '/interface/nothing',
        headers: { 'accept-language': 'en' },
      });
      expect(en.json().msg).toBe('resource not found');
    });

    it('answers a validation error as 400 naming the field, in both languages', async () => {
      const user = await createUser(plain);
      const token = (await tokensFor(plain, user.username)).access_token;
      const zh = await as(plain, token, {
        method: 'PUT',
        url: '/interface/system/user/profile',
        payload: { email: 'x' },
      });
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toMatchObject({ code: 400, data: { field: 'email' } });
      expect(zh.json().msg).toBe('邮箱：应为邮箱地址');
      expect(zh.json().data.errors).toEqual([{ field: 'email', message: expect.any(String) }]);
      const en = await as(plain, token, {
        method: 'PUT',
        url: '/interface/system/user/profile',
        payload: { email: 'x' },
        headers: { 'accept-language': 'en' },
      });
      expect(en.json().msg).toBe('email: must be an email address');
    });
  });

  describe('sign-in rate limit', () => {
    const attempt = (ip: string) =>
      proxied.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'x-forwarded-for': ip },
        payload: { grant_type: 'password', username: unique('nobody'), password: 'wrong-password1' },
      });

    it('answers 429 past LOGIN_RATE_LIMIT per address, and other addresses go on', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt('203.0.113.10')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await attempt('203.0.113.10');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 429, msg: '操作过于频繁，请稍后再试', data: null });
      expect((await attempt('203.0.113.11')).statusCode).toBe(400);
    });

    it('counts even a correct password and answers in English when asked', async () => {
      const user = await createUser(proxied);
      const ip = '203.0.113.20';
      const login = (headers: Record<string, string> = {}) =>
        proxied.inject({
          method: 'POST',
          url: '/interface/auth/oauth/token',
          headers: { authorization: CLIENT_AUTH, 'x-forwarded-for': ip, ...headers },
          payload: { grant_type: 'password', username: user.username, password: DEMO_PASSWORD },
        });
      for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(200);
      const res = await login({ 'accept-language': 'en' });
      expect(res.statusCode).toBe(429);
      expect(res.json().msg).toBe('Too many requests, please try again later');
    });

    it('does not limit other routes', async () => {
      for (let i = 0; i < 6; i++) {
        const res = await proxied.inject({
          method: 'GET',
          url: '/interface/health',
          headers: { 'x-forwarded-for': '203.0.113.10' },
        });
        expect(res.statusCode).toBe(200);
      }
    });
  });

  describe('configured token lifetimes', () => {
    it('answers expires_in from ACCESS_TOKEN_TTL and REFRESH_TOKEN_TTL', async () => {
      const user = await createUser(proxied);
      const res = await proxied.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { authorization: CLIENT_AUTH, 'x-forwarded-for': '203.0.113.30' },
        payload: { grant_type: 'password', username: user.username, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ expires_in: 60, refresh_expires_in: 300 });
    });
  });

  describe('access hook', () => {
    it('treats a route without a declaration as signed-in only, and the route table shows it', async () => {
      const decl = proxied.routeDeclarations.find((r) => r.url === '/interface/test/undeclared' && r.method === 'GET');
      expect(decl).toBeDefined();
      expect(decl?.access).toBeUndefined();
      const res = await proxied.inject({ method: 'GET', url: '/interface/test/undeclared' });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('secret');
    });
  });
});
