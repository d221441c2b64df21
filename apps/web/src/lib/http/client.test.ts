import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { setLanguage } from '../i18n/i18n';
import { zh } from '../i18n/zh';
import { bindNavigate } from '../navigation';
import { bindMessageApi } from '../notify';
import { useSession } from '../session';
import { deleteData, endSession, getData, postData, REFRESH_THRESHOLD_MS, resetHttpState } from './client';
import { fakeTransport, ok, type Reply } from './fake-transport';
import { formEncode } from './form-encode';
import { setStepUpPrompt } from './step-up';

const transport = fakeTransport();
const calls = transport.calls;

const shown: { content: string; key?: string; duration?: number }[] = [];
const navigate = vi.fn();

function signedIn(expiresInMs: number) {
  useSession.setState({
    token: { accessToken: 'old-access', refreshToken: 'old-refresh', expiresAt: Date.now() + expiresInMs },
    user: { username: 'admin' } as never,
    ipStatus: 1,
  });
}

const isTokenCall = (c: InternalAxiosRequestConfig) => String(c.url).includes('auth/oauth/token');

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls.length = 0;
  shown.length = 0;
  navigate.mockReset();
  resetHttpState();
  await setLanguage('en');
  bindNavigate(navigate);
  bindMessageApi({
    open: (args: { content: string; key?: string; duration?: number }) => {
      shown.push(args);
    },
  } as never);
});

afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ token: null, user: null, ipStatus: null, permissions: [], menu: null });
});

/** The navigation of a 401: to /login, which shows why. */
const toLogin = (signedOutBecause: string) => ({ replace: true, state: { signedOutBecause } });

async function settleMessages() {
  await vi.advanceTimersByTimeAsync(150);
}

describe('request shape', () => {
  it('uses /interface/, a 30 s timeout, the bearer header and the language', async () => {
    signedIn(3_600_000);
    transport.handler = () => ok(1);
    await getData('auth/user');
    const c = calls[0];
    expect(c?.baseURL).toBe('/interface/');
    expect(c?.timeout).toBe(30_000);
    expect(c?.headers.Authorization).toBe('Bearer old-access');
    expect(c?.headers['Accept-Language']).toBe('en');
  });

  it('form-encodes bodies and drops null and undefined fields', async () => {
    signedIn(3_600_000);
    transport.handler = () => ok();
    await postData('x', { a: 1, b: null, c: undefined, d: 'text', e: ['u1', 'u2'] });
    expect(calls[0]?.data).toBe('a=1&d=text&e=u1%2Cu2');
    expect(String(calls[0]?.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(formEncode({ x: undefined, y: null })).toBe('');
  });

  it('counts only HTTP 200 as success', async () => {
    signedIn(3_600_000);
    transport.handler = () => ({ status: 201, data: { code: 200, msg: 'created', data: 1 } });
    await expect(getData('x')).rejects.toThrow('created');
  });
});

describe('token refresh', () => {
  it('refreshes once for 20 concurrent requests, which then replay with the new token', async () => {
    signedIn(REFRESH_THRESHOLD_MS - 1000);
    let refreshes = 0;
    transport.handler = async (config) => {
      if (isTokenCall(config)) {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 50));
        return { status: 200, data: { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 7200 } };
      }
      return ok(config.url);
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => getData<string>(`item/${i}`)));
    expect(refreshes).toBe(1);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => `item/${i}`));
    const api = calls.filter((c) => !isTokenCall(c));
    expect(api).toHaveLength(20);
    expect(api.every((c) => c.headers.Authorization === 'Bearer new-access')).toBe(true);
    const refresh = calls.find(isTokenCall);
    expect(refresh?.data).toBe('grant_type=refresh_token&refresh_token=old-refresh');
    expect(String(refresh?.headers.Authorization)).toMatch(/^Basic /);
    expect(useSession.getState().token?.refreshToken).toBe('new-refresh');
  });

  it('does not refresh a token with more than 300 s left', async () => {
    signedIn(REFRESH_THRESHOLD_MS + 60_000);
    transport.handler = () => ok();
    await getData('x');
    expect(calls.some(isTokenCall)).toBe(false);
  });

  it('a rejected refresh ("refresh token invalid") signs out once and every waiting request fails', async () => {
    signedIn(1000);
    transport.handler = (config) =>
      isTokenCall(config) ? { status: 401, data: { code: 401, msg: 'refresh token invalid', data: null } } : ok();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getData('x')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls.filter(isTokenCall)).toHaveLength(1);
    expect(calls.filter((c) => !isTokenCall(c))).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', toLogin(en.http.loginExpired));
    await settleMessages();
    expect(shown).toHaveLength(0);
  });
});

describe('error catalogue', () => {
  const cases: [string, Reply, string][] = [
    ['403', { status: 403, data: { code: 403, msg: 'no', data: null } }, en.http.forbidden],
    ['404', { status: 404, data: { code: 404, msg: 'gone', data: null } }, en.http.notFound],
    ['500 with a message', { status: 500, data: { code: 500, msg: 'boom (ref 1)', data: null } }, 'boom (ref 1)'],
    ['400 with a message', { status: 400, data: { code: 400, msg: 'bad field', data: null } }, 'bad field'],
    ['other without a message', { status: 502, data: { code: 502 } }, en.http.systemError],
    ['a null body', { status: 200, data: null }, en.http.nullBody],
    ['a null body on failure', { status: 500, data: null }, en.http.nullBody],
    ['a timeout', { timeout: true }, en.http.timeout],
    ['no answer at all (network down)', { network: true }, en.http.systemError],
  ];
  for (const [name, reply, message] of cases) {
    it(`${name} → ${message}`, async () => {
      signedIn(3_600_000);
      transport.handler = () => reply;
      await expect(getData('x')).rejects.toThrow(message);
      await settleMessages();
      expect(shown.map((m) => m.content)).toEqual([message]);
      expect(shown[0]?.duration).toBe(3);
      expect(useSession.getState().token).not.toBeNull();
    });
  }

  it('401 cancels pending requests, clears the session and goes to /login with the message — once', async () => {
    signedIn(3_600_000);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    transport.handler = async (config) => {
      if (config.url === 'slow') {
        await gate;
        if (config.signal?.aborted) throw new AxiosError('canceled', 'ERR_CANCELED', config);
        return ok('late');
      }
      return { status: 401, data: { code: 401, msg: 'login expired, please log in again', data: null } };
    };
    const slow = getData('slow');
    await vi.advanceTimersByTimeAsync(0);
    const failures = await Promise.allSettled([getData('a'), getData('b'), getData('c')]);
    release();
    await expect(slow).rejects.toBeTruthy();
    expect(failures.every((f) => f.status === 'rejected')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', toLogin('login expired, please log in again'));
    expect(useSession.getState().user).toBeNull();
    await settleMessages();
    expect(shown).toHaveLength(0);
  });

  it('no answer at all shows the catalogue text in Chinese too (系统错误)', async () => {
    await setLanguage('zh');
    signedIn(3_600_000);
    transport.handler = () => ({ network: true });
    await expect(getData('x')).rejects.toThrow(zh.http.systemError);
    await settleMessages();
    expect(shown.map((m) => m.content)).toEqual(['系统错误']);
  });

  it("a 401 carrying the server's reason signs out and gives the login page that reason, not the fallback", async () => {
    signedIn(3_600_000);
    const own = 'An administrator reset your password, please log in with the new one';
    expect(own).not.toBe(en.http.loginExpired);
    transport.handler = () => ({ status: 401, data: { code: 401, msg: own, data: null } });
    await expect(getData('x')).rejects.toThrow(own);
    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', toLogin(own));
  });

  it('a 401 without a message gives the login page "login expired, please log in again"', async () => {
    signedIn(3_600_000);
    transport.handler = () => ({ status: 401, data: { code: 401, data: null } });
    await expect(getData('x')).rejects.toThrow(en.http.loginExpired);
    expect(navigate).toHaveBeenCalledWith('/login', toLogin(en.http.loginExpired));
  });

  it('a silent request shows nothing', async () => {
    signedIn(3_600_000);
    transport.handler = () => ({ status: 500, data: { code: 500, msg: 'quiet', data: null } });
    await expect(getData('x', undefined, { silent: true })).rejects.toThrow('quiet');
    await settleMessages();
    expect(shown).toHaveLength(0);
  });
});

describe('a deliberate sign-out', () => {
  it('stops the session: what is on its way fails quietly, nothing more goes out, and no 401 reports an expired login', async () => {
    signedIn(3_600_000);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // The server revokes the tokens: from then on every call of this session answers 401.
    let revoked = false;
    transport.handler = async (config) => {
      if (config.url === 'auth/signout') {
        revoked = true;
        return ok(null);
      }
      if (config.url === 'slow') await gate;
      return revoked ? { status: 401, data: { code: 401, msg: 'Your session has ended', data: null } } : ok(1);
    };
    const slow = getData('slow');
    await vi.advanceTimersByTimeAsync(0);
    endSession();
    await deleteData('auth/signout', { silent: true, skipAuthRedirect: true, endsSession: true });
    // a socket dropped by the sign-out asks who we are
    await expect(getData('auth/user', undefined, { silent: true })).rejects.toBeTruthy();
    release();
    await expect(slow).rejects.toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['slow', 'auth/signout']);
    await settleMessages();
    expect(shown).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lasts until the next sign-in', async () => {
    signedIn(3_600_000);
    transport.handler = () => ok(1);
    endSession();
    await expect(getData('x')).rejects.toBeTruthy();
    resetHttpState();
    await expect(getData('x')).resolves.toBe(1);
  });
});

describe('step-up', () => {
  const demand = (methods: string[]): Reply => ({
    status: 403,
    data: { code: 403, msg: 'Please confirm it is you', data: { stepUp: true, methods } },
  });

  it('asks for a fresh proof once for requests refused together, then sends each again', async () => {
    signedIn(3_600_000);
    const proved = new Set<string>();
    transport.handler = (c) => (proved.has('yes') ? ok(c.url) : demand(['password', 'otp']));
    const asked: string[][] = [];
    const unregister = setStepUpPrompt(async (methods) => {
      asked.push(methods);
      proved.add('yes');
      return true;
    });
    try {
      const answers = await Promise.all([
        postData('system/user/1/password/reset'),
        postData('client/contract/2/terminate'),
      ]);
      expect(answers).toEqual(['system/user/1/password/reset', 'client/contract/2/terminate']);
      expect(asked).toEqual([['password', 'otp']]);
      expect(calls.filter((c) => c.stepUpRetry)).toHaveLength(2);
      await settleMessages();
      expect(shown).toEqual([]);
    } finally {
      unregister();
    }
  });

  it('drops the action quietly when the proof is declined, and does not ask twice for one request', async () => {
    signedIn(3_600_000);
    transport.handler = () => demand(['password']);
    const unregister = setStepUpPrompt(async () => false);
    try {
      await expect(postData('system/user/1/roles')).rejects.toMatchObject({ status: 403 });
      expect(calls).toHaveLength(1);
      await settleMessages();
      expect(shown).toEqual([]);
    } finally {
      unregister();
    }
    // Proved, yet refused again: reported as a refusal, not asked again.
    const again = setStepUpPrompt(async () => true);
    try {
      calls.length = 0;
      await expect(postData('system/user/1/roles')).rejects.toMatchObject({ status: 403 });
      expect(calls).toHaveLength(2);
    } finally {
      again();
    }
  });

  it('leaves other 403s alone', async () => {
    signedIn(3_600_000);
    transport.handler = () => ({ status: 403, data: { code: 403, msg: 'no', data: null } });
    const prompt = vi.fn(async () => true);
    const unregister = setStepUpPrompt(prompt);
    try {
      await expect(getData('x')).rejects.toMatchObject({ status: 403 });
      expect(prompt).not.toHaveBeenCalled();
    } finally {
      unregister();
    }
  });
});
