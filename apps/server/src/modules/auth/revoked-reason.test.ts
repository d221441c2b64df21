import { type MessageKey, messages } from '@console/domain/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.js';
import { as, createUser, stepUp, tokensFor } from '../../testing/factories.js';

/** What the console's login page tells a user whose session the server ended: the real reason, in both languages. */
describe('the 401 of a revoked session names why it ended', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    app = await testApp({ LOGIN_RATE_LIMIT: '100000' });
    admin = (await tokensFor(app, (await createUser(app, { roles: ['admin'] })).username)).access_token;
    // Freezing an enterprise and resetting a password need a fresh proof (step-up).
    await stepUp(app, admin);
  });
  afterAll(() => app.close());

  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    as(app, token, { method, url: `/interface${url}`, payload });
  const says = (key: MessageKey) => ({ zh: messages[key].zh, en: messages[key].en });
  /** The message GET /auth/user answers with for this token, in Chinese and in English. */
  const why = async (token: string) => {
    const [zh, en] = await Promise.all(
      ['zh', 'en'].map((lang) =>
        as(app, token, { method: 'GET', url: '/interface/auth/user', headers: { 'accept-language': lang } }),
      ),
    );
    expect(zh?.statusCode).toBe(401);
    expect(en?.statusCode).toBe(401);
    return { zh: zh?.json().msg, en: en?.json().msg };
  };

  it('an administrator forced the session out', async () => {
    const user = await createUser(app);
    const { access_token } = await tokensFor(app, user.username);
    const list = await call(admin, 'GET', `/system/online/list?keyword=${user.username}`);
    const [session] = list.json().data.rows as { id: number }[];
    expect((await call(admin, 'DELETE', `/system/online/${session?.id}`)).statusCode).toBe(200);
    expect(await why(access_token)).toEqual(says('sessionForcedOut'));
  });

  it('the account was frozen', async () => {
    const user = await createUser(app);
    const { access_token } = await tokensFor(app, user.username);
    expect((await call(admin, 'PUT', `/system/user/${user.id}/status`, { status: '0' })).statusCode).toBe(200);
    expect(await why(access_token)).toEqual(says('accountFrozen'));
  });

  it("the user's enterprise was frozen", async () => {
    const user = await createUser(app, { userType: '02' });
    const { access_token } = await tokensFor(app, user.username);
    const frozen = await call(admin, 'PUT', `/system/enterprise/${user.enterpriseId}/standing`, {
      status: '0',
      reason: '逾期未结算',
    });
    expect(frozen.statusCode).toBe(200);
    expect(await why(access_token)).toEqual(says('enterpriseFrozen'));
  });

  it('an administrator reset the password', async () => {
    const user = await createUser(app);
    const { access_token } = await tokensFor(app, user.username);
    expect((await call(admin, 'POST', `/system/user/${user.id}/password/reset`)).statusCode).toBe(200);
    expect(await why(access_token)).toEqual(says('sessionPasswordReset'));
  });

  it('the password was changed in another session, which stays signed in', async () => {
    const user = await createUser(app);
    const elsewhere = (await tokensFor(app, user.username)).access_token;
    const here = (await tokensFor(app, user.username)).access_token;
    const change = await call(here, 'PUT', '/system/user/profile/password', {
      oldPassword: 'demo1234',
      newPassword: 'Changed2026pw',
    });
    expect(change.statusCode).toBe(200);
    expect(await why(elsewhere)).toEqual(says('sessionPasswordChanged'));
    expect((await call(here, 'GET', '/auth/user')).statusCode).toBe(200);
  });

  it('a sign-out, or a token the server never issued, is a session that has ended', async () => {
    const user = await createUser(app);
    const { access_token } = await tokensFor(app, user.username);
    expect((await call(access_token, 'DELETE', '/auth/signout')).statusCode).toBe(200);
    expect(await why(access_token)).toEqual(says('tokenRevoked'));
    expect(await why('A'.repeat(43))).toEqual(says('tokenRevoked'));
  });
});
