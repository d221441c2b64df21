/**
 * A signed-in console page's first GETs (the user's menu, the page's first data), started by the console's preload
 * script while the app's code is still on its way, and handed to the app's own request for the same address.
 * Without them the menu was asked for only once the entry, the console's chunk and the http client had arrived
 * and run, the page's data after that, and the dashboard's first banner image after the banners: three waits in
 * a row before the page's largest paint.
 *
 * An early answer is used once, only while fresh, only for the same access token and language the app's request
 * would carry, and only when it is a success: anything else is asked again the ordinary way, so errors, sign-outs
 * and step-ups keep the one path they have (client.ts).
 */

import { listViewUrl } from '../list/list-view-key';

/**
 * The enterprise user type (USER_TYPE.enterprise; the build's config reads this file and cannot load the domain
 * package: a unit test holds the two equal).
 */
export const ENTERPRISE_USER_TYPE = '02';

/** What a page asks for first, with an empty URL search (the unit test holds this to the pages' real prefetch). */
export interface EarlyRequest {
  url: string;
  params?: Record<string, string | number>;
  /** Asked only for users of this type (the enterprise's own balance). */
  userType?: string;
  /** The answer is a list whose first item with `kind` equal to the value draws the page's largest image. */
  firstImageOf?: { field: string; value: string };
}

/**
 * A list page's first page of rows and its saved view (stored under the page's path, listKeyOf): the view arriving
 * after the list had drawn drew the whole list again.
 */
function listFirstScreen(pageKey: string, url: string): EarlyRequest[] {
  return [{ url, params: { pageNum: 1, pageSize: 20 } }, { url: listViewUrl(`/${pageKey}`) }];
}

/** By the menu's component key, as the page registry names the pages. */
export const EARLY_PAGE_REQUESTS: Record<string, EarlyRequest[]> = {
  'dashboard/index': [
    { url: 'dashboard/summary' },
    // the carousel's first slide ('L'), the dashboard's largest paint
    { url: 'client/banner/active', firstImageOf: { field: 'displayKind', value: 'L' } },
  ],
  'client/order/orderList/index': [
    ...listFirstScreen('client/order/orderList/index', 'client/order/list'),
    { url: 'client/ledger/balance', userType: ENTERPRISE_USER_TYPE },
  ],
  'client/task/taskList/index': listFirstScreen('client/task/taskList/index', 'client/task/list'),
};

/** The menu's address for a user (get-menu.ts asks for the same). */
export const menuUrl = (username: string) => `system/menu/${encodeURIComponent(username)}`;

/** One address per request: the path and its parameters in name order. */
export function earlyKey(url: string, params?: Record<string, unknown>): string {
  const entries = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? `${url}?${new URLSearchParams(entries).toString()}` : url;
}

/** What the preload script leaves on `window` for the app. */
export interface EarlyAnswers {
  accessToken: string;
  language: 'zh' | 'en';
  startedAt: number;
  /** By earlyKey: the answer's envelope when it was a success (HTTP 200, code 200), else null. */
  answers: Record<string, Promise<{ code: number | string; data: unknown } | null>>;
}

declare global {
  interface Window {
    __consoleEarly?: EarlyAnswers;
  }
}

/** What the build passes the preload script (vite.config.ts): the page's requests, already as keys. */
export interface EarlyPlan {
  apiBase: string;
  /** Local storage keys, with the app's `console-` prefix. */
  sessionKey: string;
  languageKey: string;
  /** Tokens this close to expiry are refreshed by the app first: nothing is asked early with them. */
  refreshThresholdMs: number;
  pages: Record<string, { key: string; userType?: string; firstImageOf?: EarlyRequest['firstImageOf'] }[]>;
}

/**
 * Runs in the preload script (its source is copied there at build time, so it refers to nothing outside itself):
 * for a saved, fresh session, asks for the menu and the page's first data, and preloads the page's largest image.
 */
export function startEarlyRequests(plan: EarlyPlan, pageKey: string, search: string): void {
  try {
    const read = (area: Storage, key: string): unknown => {
      const raw = area.getItem(key);
      return raw ? (JSON.parse(raw) as { content?: unknown }).content : undefined;
    };
    const saved = read(window.localStorage, plan.sessionKey) as
      | {
          token?: { accessToken: string; expiresAt: number };
          user?: { username: string; userType?: string; mustChangePassword?: boolean; mfaEnrolmentRequired?: boolean };
        }
      | undefined;
    const token = saved?.token;
    const user = saved?.user;
    if (!token || !user || token.expiresAt - Date.now() <= plan.refreshThresholdMs) return;
    // These users change their password or enrol first; their menu loads after that.
    if (user.mustChangePassword || user.mfaEnrolmentRequired) return;
    const stored = read(window.localStorage, plan.languageKey) ?? read(window.sessionStorage, plan.languageKey);
    const language = stored === 'en' ? 'en' : 'zh';
    const early: EarlyAnswers = { accessToken: token.accessToken, language, startedAt: Date.now(), answers: {} };
    const ask = (key: string) => {
      const answer = fetch(plan.apiBase + key, {
        headers: { Authorization: `Bearer ${token.accessToken}`, 'Accept-Language': language },
      })
        .then((res) => (res.status === 200 ? res.json() : null))
        .then((body: { code?: unknown; data?: unknown } | null) =>
          body && typeof body === 'object' && String(body.code) === '200'
            ? { code: body.code as number | string, data: body.data }
            : null,
        )
        .catch(() => null);
      early.answers[key] = answer;
      return answer;
    };
    ask(`system/menu/${encodeURIComponent(user.username)}`);
    // A search (a filter, another page of a list) asks for something else: only the plain page is guessed.
    for (const request of search ? [] : (plan.pages[pageKey] ?? [])) {
      if (request.userType && request.userType !== user.userType) continue;
      const answer = ask(request.key);
      const image = request.firstImageOf;
      if (!image) continue;
      void answer.then((body) => {
        const items = body && Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
        const first = items.find((item) => item && item[image.field] === image.value);
        const src = first && typeof first.imageUrl === 'string' ? first.imageUrl : null;
        if (!src) return;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = src;
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      });
    }
    window.__consoleEarly = early;
  } catch {
    // Storage unreadable or a malformed session: the app asks for everything itself.
  }
}

/**
 * The boot script's first step on every page: the client config (GET config, public) asked for before the app's
 * code is even requested, left on `window` for loadClientConfig (config.ts). Asked by the app once its code had
 * run, its answer came a round trip after that, and the pages' largest paint waited for it.
 */
export const earlyConfigScript = (apiBase: string, timeoutMs: number) =>
  // Given up after the app's own time limit; a failure is the app's to meet (it asks again), not an unhandled one.
  'try{var o={headers:{Accept:"application/json"}};' +
  `if(window.AbortSignal&&AbortSignal.timeout)o.signal=AbortSignal.timeout(${timeoutMs});` +
  `var p=fetch(${JSON.stringify(`${apiBase}config`)},o);p.catch(function(){});window.__consoleConfig=p}catch(e){}`;

/** Early answers older than this are not used: the app asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

/**
 * The early answer's data for this GET, used once; null when there is none to use (then the app asks itself).
 * `accessToken` and `language` are what the app's own request would carry now.
 */
export async function takeEarlyAnswer(
  url: string,
  params: Record<string, unknown> | undefined,
  accessToken: string | undefined,
  language: string,
): Promise<{ data: unknown } | null> {
  const early = typeof window === 'undefined' ? undefined : window.__consoleEarly;
  if (!early || !accessToken) return null;
  const key = earlyKey(url, params);
  const answer = early.answers[key];
  if (!answer) return null;
  delete early.answers[key];
  if (Date.now() - early.startedAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  if (early.accessToken !== accessToken || early.language !== language) return null;
  const body = await answer;
  return body ? { data: body.data } : null;
}

/** The plan for the build's preload script: every page's requests as keys. */
export function earlyPlan(base: Omit<EarlyPlan, 'pages'>): EarlyPlan {
  const pages: EarlyPlan['pages'] = {};
  for (const [page, requests] of Object.entries(EARLY_PAGE_REQUESTS)) {
    // The preload script names pages without the registry's trailing '/index'.
    pages[page.replace(/\/index$/, '')] = requests.map((r) => ({
      key: earlyKey(r.url, r.params),
      ...(r.userType ? { userType: r.userType } : {}),
      ...(r.firstImageOf ? { firstImageOf: r.firstImageOf } : {}),
    }));
  }
  return { ...base, pages };
}
