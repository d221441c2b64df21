import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authToken, loginGuard, loginLog, sysUser, taxPark } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { testApp } from '../../testing/app.js';
import { as, CLIENT_AUTH, createEnterprise, createUser, DEMO_PASSWORD, unique } from '../../testing/factories.js';
import { AuthService } from './service.js';

const UA = 'auth-test/1.0';
const MSG = {
  invalidClient: '客户端认证失败',
  badCredentials: '用户名或密码错误',
  left: (n: number) => `用户名或密码错误，再错 ${n} 次账号将被锁定`,
  locked: (n: number) => `密码错误次数过多，账号已锁定，请 ${n} 分钟后再试`,
  frozen: '账号已冻结，请联系管理员',
  ipDenied: '当前 IP 不允许登录该账号',
  refreshInvalid: 'refresh token invalid',
  unauthorized: '请先登录',
  revoked: '登录状态已失效，请重新登录',
  forbidden: '没有权限，请联系管理员授权',
};

interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** A password grant's token set (these accounts have no second factor). */
function signedIn(grant: Awaited<ReturnType<AuthService['passwordGrant']>>) {
  if ('mfa_required' in grant) throw new Error('a second factor was asked for');
  return grant;
}

interface CallOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
  json?: boolean;
}

describe('auth module', () => {
  let app: FastifyInstance;

  /** POST /interface/auth/oauth/token with the demo client, form-encoded unless json is asked for. */
  const token = (body: Record<string, string>, opts: CallOptions = {}) =>
    app.inject({
      method: 'POST',
      url: '/interface/auth/oauth/token',
      remoteAddress: opts.remoteAddress,
      headers: {
        authorization: CLIENT_AUTH,
        'user-agent': UA,
        'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
        ...opts.headers,
      },
      payload: opts.json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    });
  const login = (username: string, password = DEMO_PASSWORD, opts: CallOptions = {}) =>
    token({ grant_type: 'password', username, password }, opts);
  const refresh = (refreshToken: string, opts: CallOptions = {}) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken }, opts);
  const signIn = async (username: string, password = DEMO_PASSWORD, opts: CallOptions = {}) => {
    const res = await login(username, password, opts);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Tokens;
  };
  const me = (access: string, headers: Record<string, string> = {}) =>
    as(app, access, { method: 'GET', url: '/interface/auth/user', headers });
  const logOf = (username: string) =>
    app.database.db.select().from(loginLog).where(eq(loginLog.username, username)).orderBy(asc(loginLog.id));

  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
  });
  afterAll(() => app.close());

  describe('POST /interface/auth/oauth/token, password grant', () => {
    it('answers the token set', async () => {
      const user = await createUser(app);
      const res = await login(user.username);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, token_type: 'bearer', expires_in: 7200, refresh_expires_in: 604800 });
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.access_token).not.toBe(body.refresh_token);
      expect((await me(body.access_token)).json().data.username).toBe(user.username);
    });

    it('stores tokens only as hashes', async () => {
      const user = await createUser(app);
      const t = await signIn(user.username);
      const plain = await app.database.db.select().from(authToken).where(eq(authToken.tokenHash, t.access_token));
      expect(plain).toHaveLength(0);
      const hashed = await app.database.db
        .select()
        .from(authToken)
        .where(eq(authToken.tokenHash, hashToken(t.access_token)));
      expect(hashed).toHaveLength(1);
      expect(hashed[0]?.kind).toBe('access');
    });

    it('accepts a JSON body as well as a form-encoded one', async () => {
      const user = await createUser(app);
      const res = await login(user.username, DEMO_PASSWORD, { json: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().access_token).toBeTruthy();
    });

    it.each([
      ['a wrong secret', `Basic ${Buffer.from('console:wrong').toString('base64')}`],
      ['a wrong client id', `Basic ${Buffer.from('other:console').toString('base64')}`],
      ['a malformed Basic header', 'Basic not-base64-and-no-colon'],
      ['a bearer header', 'Bearer abc'],
    ])('refuses %s with 401', async (_what, authorization) => {
      const user = await createUser(app);
      const res = await login(user.username, DEMO_PASSWORD, { headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: MSG.invalidClient });
    });

    it('refuses a request without the Basic header', async () => {
      const user = await createUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/interface/auth/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: user.username,
          password: DEMO_PASSWORD,
        }).toString(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: MSG.invalidClient, data: null });
    });

    it('checks the client before the password, so the client learns nothing about users', async () => {
      const res = await login(unique('nobody'), 'whatever', {
        headers: { authorization: `Basic ${Buffer.from('x:y').toString('base64')}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.invalidClient);
    });

    it('refuses a wrong password', async () => {
      const user = await createUser(app);
      const res = await login(user.username, 'wrong-password1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, msg: MSG.badCredentials });
    });

    it('answers an unknown username exactly as a wrong password', async () => {
      const user = await createUser(app);
      const nobody = unique('nobody');
      const wrong = await login(user.username, 'wrong-password1');
      const unknown = await login(nobody, 'wrong-password1');
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      // and on the second attempt as well: the warning about the coming lock is given for both
      const wrong2 = await login(user.username, 'wrong-password1');
      const unknown2 = await login(nobody, 'wrong-password1');
      expect(wrong2.json().msg).toBe(MSG.left(3));
      expect(unknown2.statusCode).toBe(wrong2.statusCode);
      expect(unknown2.json()).toEqual(wrong2.json());
    });

    it('refuses an empty username or password without revealing anything', async () => {
      const user = await createUser(app);
      const noPassword = await token({ grant_type: 'password', username: user.username });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().msg).toBe(MSG.badCredentials);
      const noUser = await token({ grant_type: 'password', password: DEMO_PASSWORD });
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json().msg).toBe(MSG.badCredentials);
    });

    it('refuses an unsupported grant type naming the field', async () => {
      const res = await token({ grant_type: 'client_credentials' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('grant_type');
      expect(res.json().msg).toBe('授权类型：不是可选的值');
    });

    it('reveals a frozen account only to a caller with the right password', async () => {
      const user = await createUser(app, { status: '0' });
      const wrong = await login(user.username, 'wrong-password1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(MSG.badCredentials);
      const right = await login(user.username);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ code: 400, msg: MSG.frozen });
      expect(right.json().access_token).toBeUndefined();
      expect((await logOf(user.username)).map((r) => r.event)).toEqual(['failure', 'frozen']);
    });

    it('refuses a sign-in from an address outside the allow-list', async () => {
      const user = await createUser(app, { ipAllowList: ['10.0.0.0/8', '2001:db8::/32'] });
      const denied = await login(user.username);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 403, msg: MSG.ipDenied });
      expect(denied.json().access_token).toBeUndefined();
      // a wrong password from outside says only that the password is wrong
      expect((await login(user.username, 'wrong-password1')).json().msg).toBe(MSG.badCredentials);

      expect((await login(user.username, DEMO_PASSWORD, { remoteAddress: '10.9.8.7' })).statusCode).toBe(200);
      expect((await login(user.username, DEMO_PASSWORD, { remoteAddress: '::ffff:10.9.8.7' })).statusCode).toBe(200);
      expect((await login(user.username, DEMO_PASSWORD, { remoteAddress: '2001:db8::5' })).statusCode).toBe(200);
      expect((await login(user.username, DEMO_PASSWORD, { remoteAddress: '2001:db9::5' })).statusCode).toBe(403);
      const events = (await logOf(user.username)).map((r) => r.event);
      expect(events).toEqual(['ip_denied', 'failure', 'success', 'success', 'success', 'ip_denied']);
    });

    it('answers in English for Accept-Language en and in Chinese by default', async () => {
      const user = await createUser(app);
      const en = { 'accept-language': 'en-US,en;q=0.9' };
      const badClient = `Basic ${Buffer.from('console:nope').toString('base64')}`;
      expect(
        (await login(user.username, DEMO_PASSWORD, { headers: { ...en, authorization: badClient } })).json().msg,
      ).toBe('Invalid client credentials');
      expect((await login(user.username, DEMO_PASSWORD, { headers: { authorization: badClient } })).json().msg).toBe(
        MSG.invalidClient,
      );
      expect((await login(user.username, 'wrong-password1', { headers: en })).json().msg).toBe(
        'Incorrect username or password',
      );
      expect(
        (await login(user.username, 'wrong-password1', { headers: { 'accept-language': 'zh-CN' } })).json().msg,
      ).toBe(MSG.left(3));
      const frozen = await createUser(app, { status: '0' });
      expect((await login(frozen.username, DEMO_PASSWORD, { headers: en })).json().msg).toBe(
        'This account is frozen, please contact the administrator',
      );
    });
  });

  describe('lockout', () => {
    it('locks after five wrong passwords: the 5th and 6th answer the locked message, the right one is refused', async () => {
      const user = await createUser(app);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(user.username, `wrong-password${i}`));
      expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(answers.map((r) => r.json().msg)).toEqual([
        MSG.badCredentials,
        MSG.left(3),
        MSG.left(2),
        MSG.left(1),
        MSG.locked(15),
        MSG.locked(15),
      ]);
      const right = await login(user.username);
      expect(right.statusCode).toBe(400);
      expect(right.json().msg).toBe(MSG.locked(15));
      expect(right.json().access_token).toBeUndefined();
      const guard = await app.database.db.query.loginGuard.findFirst({
        where: and(eq(loginGuard.username, user.username), eq(loginGuard.address, '127.0.0.1')),
      });
      expect(guard?.failures).toBe(5);
      expect(guard?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    });

    it('counts wrong passwords sent at once (as several instances receive them): five lock the account', async () => {
      const user = await createUser(app);
      const answers = await Promise.all([0, 1, 2, 3, 4].map((i) => login(user.username, `wrong-password${i}`)));
      expect(answers.filter((r) => r.json().msg === MSG.locked(15))).toHaveLength(1);
      const guard = await app.database.db.query.loginGuard.findFirst({
        where: and(eq(loginGuard.username, user.username), eq(loginGuard.address, '127.0.0.1')),
      });
      expect(guard?.failures).toBe(5);
      expect((await login(user.username)).json().msg).toBe(MSG.locked(15));
    });

    it('locks an unknown username the same way', async () => {
      const known = await createUser(app);
      const unknown = unique('nobody');
      const knownAnswers = [];
      const unknownAnswers = [];
      for (let i = 0; i < 7; i++) {
        knownAnswers.push((await login(known.username, 'wrong-password1')).json());
        unknownAnswers.push((await login(unknown, 'wrong-password1')).json());
      }
      expect(unknownAnswers).toEqual(knownAnswers);
      expect(unknownAnswers.at(-1).msg).toBe(MSG.locked(15));
      const log = await logOf(unknown);
      expect(log.map((r) => r.event)).toEqual([
        'failure',
        'failure',
        'failure',
        'failure',
        'locked',
        'locked',
        'locked',
      ]);
      expect(log.every((r) => r.userId === null)).toBe(true);
    });

    it('writes every attempt to the login log with address and user agent', async () => {
      const user = await createUser(app);
      for (let i = 0; i < 5; i++) await login(user.username, 'wrong-password1', { remoteAddress: '10.20.30.40' });
      await login(user.username, DEMO_PASSWORD, { remoteAddress: '10.20.30.40' });
      const log = await logOf(user.username);
      expect(log.map((r) => r.event)).toEqual(['failure', 'failure', 'failure', 'failure', 'locked', 'locked']);
      for (const row of log) {
        expect(row).toMatchObject({ username: user.username, ip: '10.20.30.40', userAgent: UA });
        expect(row.createdAt).toBeInstanceOf(Date);
      }
      expect(log.slice(0, 5).map((r) => r.userId)).toEqual([user.id, user.id, user.id, user.id, user.id]);
      expect(log.map((r) => r.detail)).toEqual([
        'failure 1',
        'failure 2',
        'failure 3',
        'failure 4',
        'failure 5',
        'attempt while locked',
      ]);
    });

    it('starts counting again after a successful sign-in', async () => {
      const user = await createUser(app);
      for (let i = 0; i < 4; i++) await login(user.username, 'wrong-password1');
      await signIn(user.username);
      expect((await login(user.username, 'wrong-password1')).json().msg).toBe(MSG.badCredentials);
      const log = await logOf(user.username);
      expect(log.map((r) => r.event)).toEqual(['failure', 'failure', 'failure', 'failure', 'success', 'failure']);
    });

    it('ends the lock after LOGIN_LOCK_MINUTES', async () => {
      const user = await createUser(app);
      let now = new Date('2030-01-01T08:00:00Z');
      const service = new AuthService(app.database.db, app.config, () => now);
      const origin = { ip: '127.0.0.1', userAgent: UA };
      for (let i = 0; i < 4; i++) {
        await expect(service.passwordGrant(user.username, 'wrong-password1', origin)).rejects.toMatchObject({
          status: 400,
        });
      }
      await expect(service.passwordGrant(user.username, 'wrong-password1', origin)).rejects.toMatchObject({
        key: 'accountLocked',
        params: { n: 15 },
      });
      now = new Date(now.getTime() + 14 * 60_000 + 30_000);
      await expect(service.passwordGrant(user.username, DEMO_PASSWORD, origin)).rejects.toMatchObject({
        key: 'accountLocked',
        params: { n: 1 },
      });
      now = new Date(now.getTime() + 30_000);
      const tokens = await service.passwordGrant(user.username, DEMO_PASSWORD, origin);
      expect('access_token' in tokens && tokens.access_token).toBeTruthy();
      expect(
        await app.database.db.query.loginGuard.findFirst({ where: eq(loginGuard.username, user.username) }),
      ).toBeUndefined();
    });

    it('lets the owner sign in from their own address while someone else is being locked out from theirs', async () => {
      const user = await createUser(app);
      const home = { remoteAddress: '10.1.1.1' };
      expect((await login(user.username, DEMO_PASSWORD, home)).statusCode).toBe(200);
      // an attacker guesses from five addresses until each of them is locked
      for (let a = 1; a <= 5; a++) {
        const answers = [];
        for (let i = 0; i < 6; i++)
          answers.push(await login(user.username, `guess${a}-${i}`, { remoteAddress: `10.66.0.${a}` }));
        expect(answers.slice(0, 4).every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
        expect(answers.at(-1)?.json().msg).toMatch(/账号已锁定|秒后再试/);
      }
      // the attacker's addresses stay locked, even with the right password …
      const attacker = await login(user.username, DEMO_PASSWORD, { remoteAddress: '10.66.0.1' });
      expect(attacker.statusCode).toBe(400);
      expect(attacker.json().msg).toBe(MSG.locked(15));
      // … a new address has to wait, growing with every failure, and learns nothing of the password …
      const stranger = await login(user.username, DEMO_PASSWORD, { remoteAddress: '10.77.0.1' });
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().msg).toMatch(/^该账号登录失败次数过多，请 \d+ 秒后再试$/);
      expect(stranger.json().access_token).toBeUndefined();
      // … and the owner signs in from home as usual
      const owner = await login(user.username, DEMO_PASSWORD, home);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().access_token).toBeTruthy();
      const events = (await logOf(user.username)).map((r) => r.event);
      expect(events).toContain('throttled');
      expect(events.at(-1)).toBe('success');
    });

    it('grows the wait for an account guessed at from many addresses, in seconds, up to a minute', async () => {
      const user = await createUser(app);
      let now = new Date('2030-03-01T08:00:00Z');
      const service = new AuthService(app.database.db, app.config, () => now);
      const from = (n: number) => ({ ip: `10.88.0.${n}`, userAgent: UA });
      // five addresses, one wrong password each: the fifth failure starts a one-second wait
      for (let a = 1; a <= 5; a++) await service.passwordGrant(user.username, 'x', from(a)).catch(() => {});
      await expect(service.passwordGrant(user.username, DEMO_PASSWORD, from(6))).rejects.toMatchObject({
        status: 429,
        key: 'loginThrottled',
        params: { n: 1 },
      });
      const waits: number[] = [];
      for (let a = 6; a < 14; a++) {
        now = new Date(now.getTime() + 61_000);
        await service.passwordGrant(user.username, 'x', from(a)).catch(() => {});
        const refused = await service.passwordGrant(user.username, 'x', from(100 + a)).catch((e) => e);
        waits.push(refused.params.n);
      }
      expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    });

    it('gives a fresh count of failures after a lock has ended, and honours a configured lock length', async () => {
      const user = await createUser(app);
      let now = new Date('2030-02-01T08:00:00Z');
      const config = { ...app.config, login: { ...app.config.login, lockMinutes: 2 } };
      const service = new AuthService(app.database.db, config, () => now);
      const origin = { ip: '127.0.0.1', userAgent: UA };
      for (let i = 0; i < 4; i++) await service.passwordGrant(user.username, 'x', origin).catch(() => {});
      await expect(service.passwordGrant(user.username, 'x', origin)).rejects.toMatchObject({
        key: 'accountLocked',
        params: { n: 2 },
      });
      now = new Date(now.getTime() + 2 * 60_000 + 1000);
      // the first failure after the lock is failure 1 again, not an immediate new lock
      await expect(service.passwordGrant(user.username, 'x', origin)).rejects.toMatchObject({ key: 'badCredentials' });
      const guard = await app.database.db.query.loginGuard.findFirst({
        where: eq(loginGuard.username, user.username),
      });
      expect(guard).toMatchObject({ failures: 1, lockedUntil: null });
    });
  });

  describe('POST /interface/auth/oauth/token, refresh grant', () => {
    it('rotates: the new pair works, the old refresh and access tokens stop', async () => {
      const user = await createUser(app);
      const first = await signIn(user.username);
      const res = await refresh(first.refresh_token);
      expect(res.statusCode).toBe(200);
      const second = res.json() as Tokens;
      expect(second).toMatchObject({ token_type: 'bearer', expires_in: 7200 });
      expect(second.access_token).not.toBe(first.access_token);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await me(second.access_token)).statusCode).toBe(200);

      const oldAccess = await me(first.access_token);
      expect(oldAccess.statusCode).toBe(401);
      expect(oldAccess.json().code).toBe(401);

      // the rotated pair goes on rotating
      const third = await refresh(second.refresh_token);
      expect(third.statusCode).toBe(200);
      expect((await me(third.json().access_token)).statusCode).toBe(200);
    });

    it('refuses a rotated refresh token and then revokes the whole session', async () => {
      const user = await createUser(app);
      const other = await signIn(user.username);
      const first = await signIn(user.username);
      const second = (await refresh(first.refresh_token)).json() as Tokens;
      expect((await me(second.access_token)).statusCode).toBe(200);

      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toMatchObject({ code: 401, msg: MSG.refreshInvalid });

      expect((await me(second.access_token)).statusCode).toBe(401);
      const again = await refresh(second.refresh_token);
      expect(again.statusCode).toBe(401);
      expect(again.json().msg).toBe(MSG.refreshInvalid);
      // another session of the same user is not touched
      expect((await me(other.access_token)).statusCode).toBe(200);
      const events = (await logOf(user.username)).map((r) => r.event);
      expect(events).toContain('refresh_reuse');
    });

    it('lets exactly one of two simultaneous refreshes with one token win', async () => {
      const user = await createUser(app);
      const t = await signIn(user.username);
      const answers = await Promise.all([refresh(t.refresh_token), refresh(t.refresh_token)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      expect(answers.find((r) => r.statusCode === 401)?.json().msg).toBe(MSG.refreshInvalid);
    });

    it('refuses a refresh for a frozen user and ends the session', async () => {
      const user = await createUser(app);
      const t = await signIn(user.username);
      await app.database.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.id, user.id));
      const res = await refresh(t.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.refreshInvalid);
      await app.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.id, user.id));
      expect((await refresh(t.refresh_token)).statusCode).toBe(401);
      expect((await me(t.access_token)).statusCode).toBe(401);
    });

    it.each([
      ['an unknown token', () => 'x'.repeat(43)],
      ['an empty token', () => ''],
    ])('refuses %s as refresh token invalid with 401', async (_what, make) => {
      const res = await refresh(make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: MSG.refreshInvalid });
    });

    it('never takes an access token as a refresh token, nor the other way round', async () => {
      const user = await createUser(app);
      const t = await signIn(user.username);
      const res = await refresh(t.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.refreshInvalid);
      expect((await me(t.refresh_token)).statusCode).toBe(401);
      // neither attempt harmed the session
      expect((await me(t.access_token)).statusCode).toBe(200);
      expect((await refresh(t.refresh_token)).statusCode).toBe(200);
    });

    it('wants the client credentials for a refresh too', async () => {
      const user = await createUser(app);
      const t = await signIn(user.username);
      const res = await refresh(t.refresh_token, { headers: { authorization: '' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.invalidClient);
      expect((await refresh(t.refresh_token)).statusCode).toBe(200);
    });

    it('refuses an expired refresh token', async () => {
      const user = await createUser(app);
      const issuedAt = new Date(Date.now() - (app.config.refreshTokenTtl + 60) * 1000);
      const past = new AuthService(app.database.db, app.config, () => issuedAt);
      const t = signedIn(await past.passwordGrant(user.username, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: UA }));
      const res = await refresh(t.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe(MSG.refreshInvalid);
    });
  });

  describe('access token lifetime', () => {
    it('works until it expires, then answers 401 login expired', async () => {
      const user = await createUser(app);
      let now = new Date('2030-03-01T08:00:00Z');
      const service = new AuthService(app.database.db, app.config, () => now);
      const t = signedIn(await service.passwordGrant(user.username, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: UA }));
      expect(t.expires_in).toBe(app.config.accessTokenTtl);
      now = new Date(now.getTime() + (app.config.accessTokenTtl - 1) * 1000);
      expect((await service.authenticate(t.access_token)).userId).toBe(user.id);
      now = new Date(now.getTime() + 1000);
      await expect(service.authenticate(t.access_token)).rejects.toMatchObject({ status: 401, key: 'tokenExpired' });
      // the refresh token still gives a new pair
      const next = await service.refreshGrant(t.refresh_token, { ip: '127.0.0.1', userAgent: UA });
      expect((await service.authenticate(next.access_token)).userId).toBe(user.id);
    });

    it('answers an expired token over HTTP with the login-expired message', async () => {
      const user = await createUser(app);
      const issuedAt = new Date(Date.now() - (app.config.accessTokenTtl + 5) * 1000);
      const past = new AuthService(app.database.db, app.config, () => issuedAt);
      const t = signedIn(await past.passwordGrant(user.username, DEMO_PASSWORD, { ip: '127.0.0.1', userAgent: UA }));
      const res = await me(t.access_token, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: 'login expired, please log in again' });
    });
  });

  describe('GET /interface/auth/user', () => {
    it("answers the spec's session user, roleName comma-joined", async () => {
      const user = await createUser(app, { roles: ['agent', 'admin'] });
      const t = await signIn(user.username);
      const res = await me(t.access_token);
      expect(res.statusCode).toBe(200);
      const { code, data } = res.json();
      expect(code).toBe(200);
      expect(data).toMatchObject({
        userId: user.id,
        username: user.username,
        name: user.name,
        roleName: '超级管理员,客服坐席',
        userType: '01',
        ipStatus: 1,
        isValidator: '0',
        socketId: null,
        wxHead: null,
        parkName: null,
        enterpriseId: null,
      });
      expect(data.roleCodes).toEqual(['admin', 'agent']);
    });

    it('answers the tax park and chat id of an enterprise user', async () => {
      const ent = await createEnterprise(app);
      const park = await app.database.db.query.taxPark.findFirst({
        where: eq(taxPark.id, ent.taxParkId as number),
      });
      const user = await createUser(app, { userType: '02', enterpriseId: ent.id, socketId: 'B99001' });
      const t = await signIn(user.username);
      const { data } = (await me(t.access_token)).json();
      expect(data).toMatchObject({
        userId: user.id,
        userType: '02',
        roleName: '企业管理员',
        socketId: 'B99001',
        enterpriseId: ent.id,
        enterpriseName: ent.name,
        parkName: park?.parkName,
        ipStatus: 1,
      });
      expect(data.parkName).toBeTruthy();
    });

    it('answers ipStatus 0 when the current address is outside the allow-list', async () => {
      const user = await createUser(app, { ipAllowList: ['10.0.0.0/8'] });
      const t = await signIn(user.username, DEMO_PASSWORD, { remoteAddress: '10.1.1.1' });
      const inside = await as(app, t.access_token, {
        method: 'GET',
        url: '/interface/auth/user',
        remoteAddress: '10.1.1.1',
      });
      expect(inside.json().data.ipStatus).toBe(1);
      expect((await me(t.access_token)).json().data.ipStatus).toBe(0);
    });
  });

  describe('GET /interface/auth/ipStatus', () => {
    const ipStatus = (access: string, username: string, remoteAddress?: string) =>
      as(app, access, {
        method: 'GET',
        url: `/interface/auth/ipStatus?username=${encodeURIComponent(username)}`,
        remoteAddress,
      });

    it('answers 1 for a user without an allow-list', async () => {
      const user = await createUser(app, { userType: '02' });
      const t = await signIn(user.username);
      const res = await ipStatus(t.access_token, user.username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: 1 });
    });

    it("answers 1 or 0 by the caller's address and the allow-list", async () => {
      const user = await createUser(app, { userType: '02', ipAllowList: ['192.168.5.0/24'] });
      const t = await signIn(user.username, DEMO_PASSWORD, { remoteAddress: '192.168.5.20' });
      expect((await ipStatus(t.access_token, user.username, '192.168.5.20')).json().data).toBe(1);
      expect((await ipStatus(t.access_token, user.username, '::ffff:192.168.5.21')).json().data).toBe(1);
      expect((await ipStatus(t.access_token, user.username, '192.168.6.1')).json().data).toBe(0);
      expect((await ipStatus(t.access_token, user.username)).json().data).toBe(0);
    });

    it('lets an enterprise user ask only about themself', async () => {
      const user = await createUser(app, { userType: '02' });
      const colleague = await createUser(app, { userType: '02', enterpriseId: user.enterpriseId });
      const t = await signIn(user.username);
      const res = await ipStatus(t.access_token, colleague.username);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: MSG.forbidden });
      expect((await ipStatus(t.access_token, unique('nobody'))).statusCode).toBe(403);
    });

    it('lets a system user check any account', async () => {
      const staff = await createUser(app);
      const fenced = await createUser(app, { userType: '02', ipAllowList: ['10.0.0.0/8'] });
      const open = await createUser(app, { userType: '02' });
      const t = await signIn(staff.username);
      expect((await ipStatus(t.access_token, fenced.username)).json().data).toBe(0);
      expect((await ipStatus(t.access_token, fenced.username, '10.3.3.3')).json().data).toBe(1);
      expect((await ipStatus(t.access_token, open.username)).json().data).toBe(1);
      expect((await ipStatus(t.access_token, unique('nobody'))).json().data).toBe(0);
    });

    it('wants a username', async () => {
      const user = await createUser(app);
      const t = await signIn(user.username);
      const res = await as(app, t.access_token, { method: 'GET', url: '/interface/auth/ipStatus' });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('username');
      expect(res.json().msg).toBe('用户名：不能为空');
    });
  });

  describe('DELETE /interface/auth/signout', () => {
    it("revokes the session's tokens and is logged", async () => {
      const user = await createUser(app);
      const other = await signIn(user.username);
      const t = await signIn(user.username);
      const res = await as(app, t.access_token, {
        method: 'DELETE',
        url: '/interface/auth/signout',
        headers: { 'user-agent': UA },
        remoteAddress: '10.7.7.7',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, data: null });

      const after = await me(t.access_token);
      expect(after.statusCode).toBe(401);
      expect(after.json().msg).toBe(MSG.revoked);
      const r = await refresh(t.refresh_token);
      expect(r.statusCode).toBe(401);
      expect(r.json().msg).toBe(MSG.refreshInvalid);
      // only this session ends
      expect((await me(other.access_token)).statusCode).toBe(200);

      const log = await logOf(user.username);
      expect(log.map((r) => r.event)).toEqual(['success', 'success', 'signout']);
      expect(log[0]).toMatchObject({ userId: user.id, ip: '127.0.0.1', userAgent: UA });
      expect(log.at(-1)).toMatchObject({ event: 'signout', userId: user.id, ip: '10.7.7.7', userAgent: UA });
    });

    it('wants a token', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/interface/auth/signout' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('signed-in routes without a usable token', () => {
    it('answers 401 without a token', async () => {
      const res = await app.inject({ method: 'GET', url: '/interface/auth/user' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, msg: MSG.unauthorized, data: null });
    });

    it.each([
      ['a garbage bearer token', 'Bearer garbage'],
      ['a token-shaped unknown token', `Bearer ${'A'.repeat(43)}`],
      ['Basic credentials', CLIENT_AUTH],
      ['a bare token', 'abc'],
    ])('answers 401 for %s', async (_what, authorization) => {
      const res = await app.inject({ method: 'GET', url: '/interface/auth/user', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
      expect(res.json().data).toBeNull();
    });

    it('answers in English when asked', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/interface/auth/user',
        headers: { 'accept-language': 'en' },
      });
      expect(res.json().msg).toBe('Please sign in first');
    });
  });
});
