import { USER_TYPE } from '@console/domain/enums';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchPage } from '../../app/page-registry';
import { setLanguage } from '../i18n/i18n';
import { queryClient } from '../query-client';
import { useSession } from '../session';
import { getData, REFRESH_THRESHOLD_MS, resetHttpState } from './client';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  EARLY_PAGE_REQUESTS,
  type EarlyAnswers,
  ENTERPRISE_USER_TYPE,
  earlyKey,
  earlyPlan,
  startEarlyRequests,
} from './early-requests';
import { fakeTransport, ok } from './fake-transport';

const transport = fakeTransport();

const plan = earlyPlan({
  apiBase: '/interface/',
  sessionKey: 'console-session',
  languageKey: 'console-language',
  refreshThresholdMs: REFRESH_THRESHOLD_MS,
});

/** The session as the app saves it in local storage (storage.ts's envelope). */
function saveSession(expiresInMs: number, user: Record<string, unknown> = {}) {
  const content = {
    token: { accessToken: 'early-access', refreshToken: 'r', expiresAt: Date.now() + expiresInMs },
    user: { username: 'ent user', ...user },
    ipStatus: 1,
  };
  localStorage.setItem(
    'console-session',
    JSON.stringify({ dataType: 'object', content, type: 'local', datetime: Date.now() }),
  );
}

const envelope = (data: unknown) => ({ code: 200, msg: 'ok', data });

/** A fetch that answers each address from `answers` (404 otherwise) and records what was asked. */
function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      const answer = answers[url.replace('/interface/', '')] ?? { status: 404, body: null };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return asked;
}

const answersSettled = async () => {
  await Promise.all(Object.values(window.__consoleEarly?.answers ?? {}));
  await new Promise((r) => setTimeout(r, 0));
};

beforeEach(async () => {
  await setLanguage('zh');
  localStorage.removeItem('console-session');
  window.__consoleEarly = undefined;
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  transport.calls.length = 0;
  transport.handler = () => ok('from the app');
  resetHttpState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null, ipStatus: null, permissions: [], menu: null });
  queryClient.clear();
});

describe('the preload script asks first', () => {
  it("asks for the menu and the page's first data with the saved token and language, and preloads the first slide", async () => {
    saveSession(3_600_000);
    await setLanguage('en');
    const asked = fakeFetch({
      'client/banner/active': {
        status: 200,
        body: envelope([
          { id: 1, displayKind: 'S', imageUrl: '/strip.png' },
          { id: 2, displayKind: 'L', imageUrl: '/slide.png' },
        ]),
      },
    });
    startEarlyRequests(plan, 'dashboard', '');
    await answersSettled();
    expect(asked.map((a) => a.url)).toEqual([
      '/interface/system/menu/ent%20user',
      '/interface/dashboard/summary',
      '/interface/client/banner/active',
    ]);
    expect(asked[0]?.headers).toEqual({ Authorization: 'Bearer early-access', 'Accept-Language': 'en' });
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/slide.png');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  });

  it('a list page with a search asks only for the menu (the list asks for its own filters)', () => {
    saveSession(3_600_000);
    const asked = fakeFetch({});
    startEarlyRequests(plan, 'client/order/orderList', '?q=abc');
    expect(asked.map((a) => a.url)).toEqual(['/interface/system/menu/ent%20user']);
    startEarlyRequests(plan, 'client/order/orderList', '');
    expect(asked.map((a) => a.url).slice(1)).toEqual([
      '/interface/system/menu/ent%20user',
      '/interface/client/order/list?pageNum=1&pageSize=20',
      '/interface/list-view?key=%2Fclient%2Forder%2ForderList%2Findex',
    ]);
  });

  it("asks for the enterprise's own balance only for an enterprise user", () => {
    expect(ENTERPRISE_USER_TYPE).toBe(USER_TYPE.enterprise);
    const asked = fakeFetch({});
    saveSession(3_600_000, { userType: USER_TYPE.enterprise });
    startEarlyRequests(plan, 'client/order/orderList', '');
    saveSession(3_600_000, { userType: USER_TYPE.system });
    startEarlyRequests(plan, 'client/order/orderList', '');
    const balances = asked.filter((a) => a.url === '/interface/client/ledger/balance');
    expect(asked).toHaveLength(7);
    expect(balances).toHaveLength(1);
    expect(asked.indexOf(balances[0] as (typeof asked)[number])).toBeLessThan(4);
  });

  it('asks nothing for a token about to be refreshed, a user who must change the password first, or no session', () => {
    const asked = fakeFetch({});
    startEarlyRequests(plan, 'dashboard', '');
    saveSession(REFRESH_THRESHOLD_MS - 1000);
    startEarlyRequests(plan, 'dashboard', '');
    saveSession(3_600_000, { mustChangePassword: true });
    startEarlyRequests(plan, 'dashboard', '');
    localStorage.setItem('console-session', '{not json');
    startEarlyRequests(plan, 'dashboard', '');
    expect(asked).toEqual([]);
    expect(window.__consoleEarly).toBeUndefined();
  });
});

describe("the app's request takes the early answer", () => {
  function signedIn(accessToken = 'early-access') {
    useSession.setState({
      token: { accessToken, refreshToken: 'r', expiresAt: Date.now() + 3_600_000 },
      user: { username: 'ent user' } as never,
      ipStatus: 1,
    });
  }

  function early(answers: EarlyAnswers['answers'], over: Partial<EarlyAnswers> = {}) {
    window.__consoleEarly = { accessToken: 'early-access', language: 'zh', startedAt: Date.now(), answers, ...over };
  }

  it('once: the same address again is asked of the server', async () => {
    signedIn();
    early({ 'client/order/list?pageNum=1&pageSize=20': Promise.resolve({ code: 200, data: 'early rows' }) });
    expect(await getData('client/order/list', { pageSize: 20, pageNum: 1 })).toBe('early rows');
    expect(transport.calls).toHaveLength(0);
    expect(await getData('client/order/list', { pageSize: 20, pageNum: 1 })).toBe('from the app');
    expect(transport.calls).toHaveLength(1);
  });

  it('not for another token, another language, an old answer or a failed one', async () => {
    const answer = () => ({ 'dashboard/summary': Promise.resolve({ code: 200, data: 'early' }) });
    signedIn('another-token');
    early(answer());
    expect(await getData('dashboard/summary')).toBe('from the app');
    signedIn();
    early(answer(), { language: 'en' });
    expect(await getData('dashboard/summary')).toBe('from the app');
    early(answer(), { startedAt: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1 });
    expect(await getData('dashboard/summary')).toBe('from the app');
    early({ 'dashboard/summary': Promise.resolve(null) });
    expect(await getData('dashboard/summary')).toBe('from the app');
    expect(transport.calls).toHaveLength(4);
  });

  it("a failure the early request met is the app's own request's to report (the 401 signs out as always)", async () => {
    saveSession(3_600_000);
    fakeFetch({ 'dashboard/summary': { status: 401, body: { code: 401, msg: 'expired', data: null } } });
    startEarlyRequests(plan, 'dashboard', '');
    signedIn();
    transport.handler = () => ({ status: 401, data: { code: 401, msg: 'expired', data: null } });
    await expect(getData('dashboard/summary', undefined, { silent: true })).rejects.toThrow('expired');
    expect(transport.calls).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
  });
});

describe("the plan is what the pages' own first requests are", () => {
  const pathOf = (key: string) => `/${key.replace(/\/index$/, '')}`;
  const cases = Object.keys(EARLY_PAGE_REQUESTS).flatMap((pageKey) =>
    Object.values(USER_TYPE).map((userType) => [pageKey, userType] as const),
  );

  it.each(cases)('%s, user type %s', async (pageKey, userType) => {
    useSession.setState({
      token: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 },
      user: { username: 'u', userType } as never,
      ipStatus: 1,
    });
    const expected = (EARLY_PAGE_REQUESTS[pageKey] ?? [])
      .filter((r) => !r.userType || r.userType === userType)
      .map((r) => earlyKey(r.url, r.params))
      .sort();
    const keyOf = (c: InternalAxiosRequestConfig) => earlyKey(String(c.url), c.params as Record<string, unknown>);
    prefetchPage(pathOf(pageKey), '');
    await vi.waitFor(() => expect(transport.calls.length).toBeGreaterThanOrEqual(expected.length), { timeout: 10_000 });
    // nothing more than planned comes after the last planned one
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(transport.calls.map(keyOf).sort()).toEqual(expected);
  });
});
