import { messages } from '@console/domain/messages';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authMfa,
  authRecoveryCode,
  authSession,
  loginGuard,
  loginLog,
  operLog,
  sysRole,
} from '../../db/schema/index.js';
import { base32Decode, totp, totpStep } from '../../lib/totp.js';
import { testApp } from '../../testing/app.js';
import {
  as,
  CLIENT_AUTH,
  createEnterprise,
  createUser,
  DEMO_PASSWORD,
  passwordLogin,
  roleWith,
  stepUp,
  tokensFor,
} from '../../testing/factories.js';

const zh = (key: keyof typeof messages, n?: number) => messages[key].zh.replace('{n}', String(n));

/**
 * Waits, when the 30-second step is about to end, for the next one: a test then uses the codes of the steps
 * around "now" (the one before, now, the one after) knowing the server still accepts all three.
 */
async function steadyStep(): Promise<number> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 20_000) await new Promise((r) => setTimeout(r, 30_000 - intoStep + 200));
  return totpStep(Date.now());
}

const codeAt = (secret: string, step: number) => totp(base32Decode(secret) as Buffer, step * 30_000);
/** A six-digit code that is none of the window's right ones. */
const wrongCode = (secret: string, step: number) => {
  const right = new Set([step - 1, step, step + 1].map((s) => codeAt(secret, s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!right.has(code)) return code;
  }
};

describe('two-factor sign-in (TOTP) and step-up', () => {
  let app: FastifyInstance;

  const token = (body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/interface/auth/oauth/token',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  const mfaGrant = (mfaToken: string, otp: string) => token({ grant_type: 'mfa_otp', mfa_token: mfaToken, otp });
  /** The password step of an account with TOTP on: its mfa_token. */
  const challenge = async (username: string) => {
    const res = await passwordLogin(app, username);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, mfa_required: true, expires_in: 300 });
    expect(body.access_token).toBeUndefined();
    expect(body.refresh_token).toBeUndefined();
    return body.mfa_token as string;
  };
  const post = (access: string, url: string, payload?: object) =>
    as(app, access, { method: 'POST', url: `/interface${url}`, ...(payload ? { payload } : {}) });
  const mfaStatus = async (access: string) =>
    (await as(app, access, { method: 'GET', url: '/interface/auth/mfa' })).json().data;

  /** A user with TOTP on (turned on with the code of the step before now): its secret and recovery codes. */
  async function enrolled(spec: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app, spec);
    const { access_token: access } = await tokensFor(app, user.username);
    const step = await steadyStep();
    const setup = await post(access, '/auth/mfa/totp/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = setup.json().data.secret as string;
    const enable = await post(access, '/auth/mfa/totp/enable', { code: codeAt(secret, step - 1) });
    expect(enable.statusCode, enable.body).toBe(200);
    return { user, access, secret, step, recoveryCodes: enable.json().data.recoveryCodes as string[] };
  }

  beforeAll(async () => {
    // No lock in the way of counting: the lock itself is the login guard's own tests'.
    app = await testApp({ LOGIN_RATE_LIMIT: '100000', LOGIN_MAX_FAILURES: '50' });
  });
  afterAll(() => app.close());

  describe('enrolment', () => {
    it('sets up a secret with its otpauth URL, turns on with a right code only, and answers ten recovery codes once', async () => {
      const user = await createUser(app);
      const { access_token: access } = await tokensFor(app, user.username);
      expect(await mfaStatus(access)).toEqual({
        enabled: false,
        required: false,
        recoveryCodesLeft: 0,
        enabledAt: null,
      });

      const setup = await post(access, '/auth/mfa/totp/setup');
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl } = setup.json().data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(url.searchParams.get('issuer')).toBe(app.config.brandName);
      expect(decodeURIComponent(otpauthUrl)).toContain(`:${user.username}?`);

      // Sealed at rest: neither the base32 text nor the bytes are in the row.
      const [row] = await app.database.db.select().from(authMfa).where(eq(authMfa.userId, user.id));
      expect(row?.secret.startsWith('enc1.')).toBe(true);
      expect(row?.secret).not.toContain(secret);
      expect(row?.secret).not.toContain((base32Decode(secret) as Buffer).toString('hex'));
      expect(row?.enabledAt).toBeNull();

      const step = await steadyStep();
      const wrong = await post(access, '/auth/mfa/totp/enable', { code: wrongCode(secret, step) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(messages.otpInvalid.zh);
      expect((await mfaStatus(access)).enabled).toBe(false);

      const enable = await post(access, '/auth/mfa/totp/enable', { code: codeAt(secret, step) });
      expect(enable.statusCode, enable.body).toBe(200);
      const codes = enable.json().data.recoveryCodes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const stored = await app.database.db.select().from(authRecoveryCode).where(eq(authRecoveryCode.userId, user.id));
      expect(stored).toHaveLength(10);
      for (const s of stored) expect(codes.map((c) => c.replace('-', ''))).not.toContain(s.codeHash);
      expect(await mfaStatus(access)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      expect((await as(app, access, { method: 'GET', url: '/interface/auth/user' })).json().data.mfaEnabled).toBe(true);

      // On: no new secret behind its owner's back, no second enabling.
      expect((await post(access, '/auth/mfa/totp/setup')).statusCode).toBe(409);
      const again = await post(access, '/auth/mfa/totp/enable', { code: codeAt(secret, step + 1) });
      expect(again.statusCode).toBe(409);
    });

    it('refuses to turn on before a setup', async () => {
      const user = await createUser(app);
      const { access_token: access } = await tokensFor(app, user.username);
      const res = await post(access, '/auth/mfa/totp/enable', { code: '123456' });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(messages.mfaNotSetUp.zh);
    });
  });

  describe('sign-in with TOTP on', () => {
    it('answers an mfa_token and no tokens to the password, the tokens to a right code, and takes each code once', async () => {
      const { user, secret, step } = await enrolled();
      const first = await challenge(user.username);
      const signedIn = await mfaGrant(first, codeAt(secret, step));
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const tokens = signedIn.json();
      expect(tokens).toMatchObject({ code: 200, token_type: 'bearer' });
      const me = await as(app, tokens.access_token, { method: 'GET', url: '/interface/auth/user' });
      expect(me.json().data.username).toBe(user.username);
      // The token is spent by its sign-in.
      expect((await mfaGrant(first, codeAt(secret, step + 1))).json().msg).toBe(messages.mfaTokenInvalid.zh);

      // The same code again (a replay within its window) is refused; the next step's code is not.
      const second = await challenge(user.username);
      const replay = await mfaGrant(second, codeAt(secret, step));
      expect(replay.statusCode).toBe(400);
      expect(replay.json().msg).toBe(messages.otpReused.zh);
      // The code the enrolment used is older still: refused as well.
      expect((await mfaGrant(second, codeAt(secret, step - 1))).json().msg).toBe(messages.otpReused.zh);
      const next = await mfaGrant(second, codeAt(secret, step + 1));
      expect(next.statusCode, next.body).toBe(200);

      const log = await app.database.db
        .select({ event: loginLog.event, detail: loginLog.detail })
        .from(loginLog)
        .where(eq(loginLog.username, user.username))
        .orderBy(asc(loginLog.id));
      expect(log.filter((l) => l.event === 'mfa_challenge')).toHaveLength(2);
      expect(log.filter((l) => l.event === 'success').map((l) => l.detail)).toEqual([null, 'totp', 'totp']);
      expect(log.filter((l) => l.event === 'failure').map((l) => l.detail)).toEqual([
        'second factor reused, failure 1',
        'second factor reused, failure 2',
      ]);
    });

    it('voids the mfa_token at the fifth wrong code; each goes to the login log and the login guard', async () => {
      const { user, secret } = await enrolled();
      const mfaToken = await challenge(user.username);
      const step = await steadyStep();
      const wrong = wrongCode(secret, step);
      for (const left of [4, 3, 2, 1]) {
        const res = await mfaGrant(mfaToken, wrong);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe(zh('otpInvalidLeft', left));
      }
      const fifth = await mfaGrant(mfaToken, wrong);
      expect(fifth.statusCode).toBe(401);
      expect(fifth.json().msg).toBe(messages.mfaTokenInvalid.zh);
      // Voided: not even the right code opens it now.
      const late = await mfaGrant(mfaToken, codeAt(secret, step + 1));
      expect(late.statusCode).toBe(401);
      expect(late.json().msg).toBe(messages.mfaTokenInvalid.zh);

      const failures = await app.database.db
        .select({ detail: loginLog.detail })
        .from(loginLog)
        .where(and(eq(loginLog.username, user.username), eq(loginLog.event, 'failure')))
        .orderBy(asc(loginLog.id));
      expect(failures.map((f) => f.detail)).toEqual([1, 2, 3, 4, 5].map((n) => `second factor invalid, failure ${n}`));
      const guard = await app.database.db.select().from(loginGuard).where(eq(loginGuard.username, user.username));
      expect(guard.find((g) => g.address !== '')?.failures).toBe(5);

      // The password opens a new second step, and a right code ends the count.
      const again = await challenge(user.username);
      expect((await mfaGrant(again, codeAt(secret, step + 1))).statusCode).toBe(200);
      expect(await app.database.db.select().from(loginGuard).where(eq(loginGuard.username, user.username))).toEqual([]);
    });

    it('locks the account for the address like wrong passwords do, once the guard says so', async () => {
      const locking = await testApp({ LOGIN_RATE_LIMIT: '100000', LOGIN_MAX_FAILURES: '3' });
      try {
        const user = await createUser(locking);
        const { access_token: access } = await tokensFor(locking, user.username);
        const step = await steadyStep();
        const setup = await as(locking, access, { method: 'POST', url: '/interface/auth/mfa/totp/setup' });
        const secret = setup.json().data.secret as string;
        await as(locking, access, {
          method: 'POST',
          url: '/interface/auth/mfa/totp/enable',
          payload: { code: codeAt(secret, step - 1) },
        });
        const res = await passwordLogin(locking, user.username);
        const mfaToken = res.json().mfa_token as string;
        const grant = (otp: string) =>
          locking.inject({
            method: 'POST',
            url: '/interface/auth/oauth/token',
            headers: { authorization: CLIENT_AUTH },
            payload: { grant_type: 'mfa_otp', mfa_token: mfaToken, otp },
          });
        await grant(wrongCode(secret, step));
        await grant(wrongCode(secret, step));
        const third = await grant(wrongCode(secret, step));
        expect(third.json().msg).toBe(zh('accountLocked', 15));
        // Locked: even the right code waits for the lock to end.
        const right = await grant(codeAt(secret, step));
        expect(right.statusCode).toBe(400);
        expect(right.json().msg).toMatch(/账号已锁定/);
      } finally {
        await locking.close();
      }
    });

    it('signs in once with each recovery code', async () => {
      const { user, access, recoveryCodes } = await enrolled();
      const code = recoveryCodes[3] as string;
      // As people type it: capitals and spaces instead of the dash.
      const typed = code.toUpperCase().replace('-', ' ');
      const res = await mfaGrant(await challenge(user.username), typed);
      expect(res.statusCode, res.body).toBe(200);
      const log = await app.database.db
        .select({ detail: loginLog.detail })
        .from(loginLog)
        .where(and(eq(loginLog.username, user.username), eq(loginLog.event, 'success')))
        .orderBy(asc(loginLog.id));
      expect(log.at(-1)?.detail).toBe('recovery code');
      const reused = await mfaGrant(await challenge(user.username), code);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().msg).toBe(zh('otpInvalidLeft', 4));
      expect((await mfaStatus(access)).recoveryCodesLeft).toBe(9);
    });

    it('turns off with a current code only; the password alone signs in again', async () => {
      const { user, access, secret, step } = await enrolled();
      const wrong = await post(access, '/auth/mfa/totp/disable', { code: wrongCode(secret, step) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(messages.otpInvalid.zh);
      expect((await post(access, '/auth/mfa/totp/disable', {})).statusCode).toBe(400);
      const off = await post(access, '/auth/mfa/totp/disable', { code: codeAt(secret, step) });
      expect(off.statusCode, off.body).toBe(200);
      expect(await mfaStatus(access)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
      expect(await app.database.db.select().from(authMfa).where(eq(authMfa.userId, user.id))).toEqual([]);
      expect(await app.database.db.select().from(authRecoveryCode).where(eq(authRecoveryCode.userId, user.id))).toEqual(
        [],
      );
      const res = await passwordLogin(app, user.username);
      expect(res.json().access_token).toEqual(expect.any(String));
      expect((await post(access, '/auth/mfa/totp/disable', { code: codeAt(secret, step + 1) })).statusCode).toBe(409);
    });

    it('keeps the codes out of the operation log', async () => {
      const { user, access, secret, step } = await enrolled();
      await post(access, '/auth/mfa/totp/disable', { code: codeAt(secret, step) });
      const rows = await app.database.db
        .select({ route: operLog.route, summary: operLog.summary })
        .from(operLog)
        .where(and(eq(operLog.username, user.username), like(operLog.route, '/interface/auth/mfa/%')));
      expect(rows.map((r) => r.route).sort()).toEqual([
        '/interface/auth/mfa/totp/disable',
        '/interface/auth/mfa/totp/enable',
        '/interface/auth/mfa/totp/setup',
      ]);
      for (const r of rows) expect(r.summary ?? '').not.toMatch(/\d{6}/);
    });
  });

  describe('a role that requires two factors', () => {
    it('is set in the role editor; its holders without TOTP may only enrol, then the console opens; they cannot turn it off', async () => {
      const admin = await tokensFor(app, 'admin');
      const code = await roleWith(app, ['system:user:list']);
      const [role] = await app.database.db.select().from(sysRole).where(eq(sysRole.code, code));
      const roleId = role?.id as number;
      const detail = await as(app, admin.access_token, { method: 'GET', url: `/interface/system/role/${roleId}` });
      expect(detail.json().data.requireMfa).toBe(false);
      const edit = await as(app, admin.access_token, {
        method: 'PUT',
        url: `/interface/system/role/${roleId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: role?.name as string,
          code,
          sort: '0',
          status: '1',
          menuIds: detail.json().data.menuIds.join(','),
          requireMfa: 'true',
        }).toString(),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const after = await as(app, admin.access_token, { method: 'GET', url: `/interface/system/role/${roleId}` });
      expect(after.json().data).toMatchObject({ requireMfa: true });
      expect(after.json().data.menuIds).toEqual(detail.json().data.menuIds);

      const user = await createUser(app, { roles: [code] });
      const { access_token: access } = await tokensFor(app, user.username);
      const me = await as(app, access, { method: 'GET', url: '/interface/auth/user' });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ mfaEnabled: false, mfaEnrolmentRequired: true });
      const list = await as(app, access, { method: 'GET', url: '/interface/system/user/list' });
      expect(list.statusCode).toBe(403);
      expect(list.json().msg).toBe(messages.mfaEnrolmentRequired.zh);
      const menu = await as(app, access, { method: 'GET', url: `/interface/system/menu/${user.username}` });
      expect(menu.statusCode).toBe(403);
      expect((await mfaStatus(access)).required).toBe(true);

      const step = await steadyStep();
      const secret = (await post(access, '/auth/mfa/totp/setup')).json().data.secret as string;
      expect((await post(access, '/auth/mfa/totp/enable', { code: codeAt(secret, step) })).statusCode).toBe(200);
      // The very next request of the same session sees the change.
      expect((await as(app, access, { method: 'GET', url: '/interface/system/user/list' })).statusCode).toBe(200);
      const meAfter = await as(app, access, { method: 'GET', url: '/interface/auth/user' });
      expect(meAfter.json().data).toMatchObject({ mfaEnabled: true, mfaEnrolmentRequired: false });
      const off = await post(access, '/auth/mfa/totp/disable', { code: codeAt(secret, step + 1) });
      expect(off.statusCode).toBe(409);
      expect(off.json().msg).toBe(messages.mfaRequiredByRole.zh);
    });
  });

  describe('step-up', () => {
    const resetOf = (access: string, id: number) => post(access, `/system/user/${id}/password/reset`);

    it('refuses a password reset with 403 stepUp until the session proves itself, then runs it; per session, for minutes', async () => {
      const actor = await createUser(app, { roles: ['admin'] });
      const target = await createUser(app);
      const { access_token: access } = await tokensFor(app, actor.username);

      const refused = await resetOf(access, target.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 403,
        msg: messages.stepUpRequired.zh,
        data: { stepUp: true, methods: ['password'] },
      });
      // Nothing changed: the target still signs in with the old password.
      expect((await passwordLogin(app, target.username)).statusCode).toBe(200);

      const bad = await post(access, '/auth/step-up', { password: 'not-it-1234' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe(messages.passwordIncorrect.zh);
      expect((await post(access, '/auth/step-up', {})).json().msg).toBe(messages.stepUpOneProof.zh);
      const proved = await post(access, '/auth/step-up', { password: DEMO_PASSWORD });
      expect(proved.statusCode, proved.body).toBe(200);
      expect(proved.json().data).toEqual({ expiresIn: 300 });

      const reset = await resetOf(access, target.id);
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().data.password).toEqual(expect.any(String));
      const roles = await as(app, access, {
        method: 'PUT',
        url: `/interface/system/user/${target.id}/roles`,
        payload: { roleIds: [] },
      });
      expect(roles.statusCode, roles.body).toBe(200);

      // Another session of the same user has proved nothing.
      const other = await tokensFor(app, actor.username);
      expect((await resetOf(other.access_token, target.id)).statusCode).toBe(403);

      // Older than STEP_UP_MINUTES: asked again.
      const [session] = await app.database.db
        .select({ id: authSession.id })
        .from(authSession)
        .where(eq(authSession.userId, actor.id))
        .orderBy(asc(authSession.id))
        .limit(1);
      await app.database.db
        .update(authSession)
        .set({ steppedUpAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(authSession.id, session?.id as number));
      expect((await resetOf(access, target.id)).json().data).toMatchObject({ stepUp: true });
      const log = await app.database.db
        .select({ event: loginLog.event, detail: loginLog.detail })
        .from(loginLog)
        .where(eq(loginLog.username, actor.username));
      expect(log).toContainEqual({ event: 'step_up', detail: 'password' });
      expect(log).toContainEqual({ event: 'failure', detail: 'step-up password, failure 1' });
    });

    it('guards changing roles, freezing an enterprise (not its credit grade) and terminating an agreement', async () => {
      const actor = await createUser(app, { roles: ['admin'] });
      const target = await createUser(app);
      const company = await createEnterprise(app);
      const { access_token: access } = await tokensFor(app, actor.username);
      const demands = async (res: Awaited<ReturnType<typeof post>>) => {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().data).toMatchObject({ stepUp: true });
      };
      await demands(
        await as(app, access, {
          method: 'PUT',
          url: `/interface/system/user/${target.id}/roles`,
          payload: { roleIds: [] },
        }),
      );
      const standing = (payload: object) =>
        as(app, access, { method: 'PUT', url: `/interface/system/enterprise/${company.id}/standing`, payload });
      await demands(await standing({ status: '0', reason: '合规检查冻结' }));
      expect((await standing({ creditGrade: 'B', reason: '信用复核调整' })).statusCode).toBe(200);
      await demands(await post(access, '/client/contract/999999999/terminate', { reason: '合作终止，双方同意' }));
      // Bad input is answered as such, without asking for a proof first.
      expect((await standing({ status: '0' })).statusCode).toBe(400);

      await stepUp(app, access);
      expect((await standing({ status: '0', reason: '合规检查冻结' })).statusCode).toBe(200);
      expect(
        (await post(access, '/client/contract/999999999/terminate', { reason: '合作终止，双方同意' })).statusCode,
      ).toBe(404);
    });

    it('takes a TOTP code from a user who has one, once', async () => {
      const { user, access: enrolAccess, secret, step } = await enrolled({ roles: ['admin'] });
      const target = await createUser(app);
      const signedIn = await mfaGrant(await challenge(user.username), codeAt(secret, step));
      const access = signedIn.json().access_token as string;
      const refused = await resetOf(access, target.id);
      expect(refused.json().data).toEqual({ stepUp: true, methods: ['password', 'otp'] });
      const replay = await post(access, '/auth/step-up', { otp: codeAt(secret, step) });
      expect(replay.json().msg).toBe(messages.otpReused.zh);
      expect((await post(access, '/auth/step-up', { otp: codeAt(secret, step + 1) })).statusCode).toBe(200);
      expect((await resetOf(access, target.id)).statusCode).toBe(200);
      // The enrolling session proved nothing by enrolling.
      expect((await resetOf(enrolAccess, target.id)).statusCode).toBe(403);
    });
  });
});
