import type { MfaChallengeResponse, TokenResponse } from '@console/domain/schemas/auth';
import type { Envelope as DomainEnvelope } from '@console/domain/schemas/envelope';
import axios, {
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { appConfig } from '../config';
import { currentLanguage, t } from '../i18n/i18n';
import { navigateTo, type SignedOutState } from '../navigation';
import { notifyError } from '../notify';
import { clearSession, type TokenSet, tokenFromResponse, useSession } from '../session';
import { takeEarlyAnswer } from './early-requests';
import { formEncode, isPlainObject } from './form-encode';
import { HttpError } from './http-error';
import { askStepUp, stepUpMethods } from './step-up';
import { broadcast, startTokenSync, waitForRemoteRefresh, withRefreshLock } from './token-sync';
import { REFRESH_THRESHOLD_MS } from './token-timing';

export { HttpError, REFRESH_THRESHOLD_MS };

export const REQUEST_TIMEOUT_MS = 30_000;
export const REFRESH_TOKEN_INVALID = 'refresh token invalid';

/** The server's answer envelope (the domain's; the seat calls answer code "200" as a string). */
export type Envelope<T = unknown> = DomainEnvelope<T, number | string>;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No bearer header and no token refresh (sign-in and the refresh itself). */
    skipAuth?: boolean;
    /** Do not show the error message; the caller handles it. A 401 still signs out unless skipAuthRedirect. */
    silent?: boolean;
    /** A 401 is an ordinary failure here (sign-in with a wrong client), not an expired session. */
    skipAuthRedirect?: boolean;
    /** The sign-out's own request: it still goes out once the session is ending. */
    endsSession?: boolean;
    /** Already sent again after a step-up: a second refusal is reported, not asked again. */
    stepUpRetry?: boolean;
  }
}

export const http = axios.create({
  baseURL: appConfig.apiBase,
  timeout: REQUEST_TIMEOUT_MS,
  // Spec: only HTTP 200 is success.
  validateStatus: (status) => status === 200,
  transformRequest: [
    (data, headers) => {
      if (isPlainObject(data)) {
        headers.setContentType('application/x-www-form-urlencoded;charset=UTF-8');
        return formEncode(data);
      }
      return data;
    },
  ],
});

/** Every request carries this signal so a 401 can cancel all pending ones at once. */
let pending = new AbortController();
let refreshing: Promise<string | null> | null = null;
let signingOut = false;
/**
 * From a deliberate sign-out (here or in another tab) until the next sign-in: nothing more goes out in the ended
 * session's name, and what was already on its way fails quietly. Its 401 (the server has revoked the tokens, or a
 * socket's probe asks why it was dropped) is the sign-out itself, not an expired session to report.
 */
let sessionEnded = false;

function basicAuth(): string {
  return `Basic ${btoa(`${appConfig.clientId}:${appConfig.clientSecret}`)}`;
}

/**
 * POST /auth/oauth/token with the client's basic authorisation: the token set, or, for a password whose account
 * has two-factor sign-in on, the second step's challenge.
 */
export async function requestGrant(
  form: Record<string, string>,
  config: AxiosRequestConfig = {},
): Promise<TokenResponse | MfaChallengeResponse> {
  const res = await http.post<TokenResponse | MfaChallengeResponse>('auth/oauth/token', form, {
    ...config,
    skipAuth: true,
    headers: { Authorization: basicAuth() },
  });
  return res.data;
}

/** A grant that answers tokens (refresh, the second step). */
export async function requestToken(form: Record<string, string>, config: AxiosRequestConfig = {}): Promise<TokenSet> {
  const body = await requestGrant(form, config);
  if ('mfa_required' in body) throw new HttpError(t('http.systemError'), 200, body);
  return tokenFromResponse(body);
}

const isFresh = (token: TokenSet) => token.expiresAt - Date.now() > REFRESH_THRESHOLD_MS;

/**
 * Answers a usable access token. Within 300 s of expiry the token is refreshed first, once: every request
 * arriving meanwhile waits on the same promise and then goes on with the new token.
 */
export async function ensureFreshToken(): Promise<string | null> {
  await waitForRemoteRefresh();
  const token = useSession.getState().token;
  if (!token) return null;
  if (isFresh(token)) return token.accessToken;
  if (!refreshing) {
    refreshing = withRefreshLock(isFresh, () =>
      requestToken({ grant_type: 'refresh_token', refresh_token: token.refreshToken }),
    )
      .then((next) => {
        useSession.setState({ token: next });
        return next.accessToken;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  if (sessionEnded && !config.skipAuth && !config.endsSession) throw new axios.CanceledError('signed out');
  config.headers.set('Accept-Language', currentLanguage());
  if (!config.signal) config.signal = pending.signal;
  if (!config.skipAuth) {
    const token = await ensureFreshToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body;
}

http.interceptors.response.use(
  (res: AxiosResponse) => {
    if (res.config.responseType === 'blob' || res.config.responseType === 'arraybuffer') return res;
    const body = res.data as unknown;
    if (body === null || body === undefined || body === '') {
      return Promise.reject(fail(new HttpError(t('http.nullBody'), res.status), res.config));
    }
    // A 200 whose envelope says otherwise is still a failure.
    if (isEnvelope(body) && String(body.code) !== '200') {
      const status = Number(body.code) || null;
      return Promise.reject(handleFailure(status, body.msg, body, res.config));
    }
    return res;
  },
  (error: AxiosError) => {
    // A sensitive action refused for want of a fresh proof: ask for it, then send the same request again, once.
    const config = error.config;
    const methods = error.response?.status === 403 ? stepUpMethods(error.response.data) : null;
    if (methods && config && !config.stepUpRetry) {
      return askStepUp(methods).then((proved) => {
        if (proved) return http.request({ ...config, stepUpRetry: true });
        // Declined: the action simply does not happen; nothing to report.
        return Promise.reject(new HttpError(t('stepUp.declined'), 403, error.response?.data));
      });
    }
    return Promise.reject(handleAxiosError(error));
  },
);

function handleAxiosError(error: AxiosError | HttpError): unknown {
  // Already handled: a failed token refresh rejects every request that waited for it.
  if (error instanceof HttpError) return error;
  const config = error.config;
  if (axios.isCancel(error) || error.code === 'ERR_CANCELED') return error;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return fail(new HttpError(t('http.timeout'), null), config);
  }
  const res = error.response;
  // Anything else is the server's message or "system error"; without an answer there is none.
  if (!res) return fail(new HttpError(t('http.systemError'), null), config);
  const body = res.data as unknown;
  const msg = isEnvelope(body) ? body.msg : undefined;
  return handleFailure(res.status, msg, body, config);
}

/** The error catalogue (401, 403, 404, null body, server message or system error), in one place. */
function handleFailure(
  status: number | null,
  msg: string | undefined,
  body: unknown,
  config: AxiosRequestConfig | undefined,
): HttpError {
  if (sessionEnded && !config?.skipAuth) return new HttpError(msg || t('http.loginExpired'), status, body);
  if ((status === 401 || msg === REFRESH_TOKEN_INVALID) && !config?.skipAuthRedirect) {
    const text = msg && msg !== REFRESH_TOKEN_INVALID ? msg : t('http.loginExpired');
    signOutOnUnauthorized(text);
    return new HttpError(text, 401, body);
  }
  let text: string;
  if (status === 403) text = t('http.forbidden');
  else if (status === 404) text = t('http.notFound');
  else if (body === null || body === undefined || body === '') text = t('http.nullBody');
  else text = msg || t('http.systemError');
  return fail(new HttpError(text, status, body), config);
}

function fail(error: HttpError, config: AxiosRequestConfig | undefined): HttpError {
  if (!config?.silent) notifyError(error.message);
  return error;
}

/**
 * A 401: cancel what is pending, clear the session and go to /login, which says why (the server's reason: frozen,
 * password reset, forced out… or that the login expired) — once.
 */
export function signOutOnUnauthorized(text: string): void {
  if (signingOut) return;
  signingOut = true;
  pending.abort();
  pending = new AbortController();
  broadcast({ type: 'signout' });
  clearSession();
  navigateTo('/login', { replace: true, state: { signedOutBecause: text } satisfies SignedOutState });
  setTimeout(() => {
    signingOut = false;
  }, 1000);
}

/**
 * The session ends on purpose (a sign-out): every request of it, pending or to come, stops until the next sign-in;
 * only a request marked `endsSession` (the revocation itself) still goes out.
 */
export function endSession(): void {
  sessionEnded = true;
  pending.abort();
  pending = new AbortController();
}

/** Resets the 401 latch and the ended session (before a fresh sign-in, and in tests). */
export function resetHttpState(): void {
  signingOut = false;
  sessionEnded = false;
  refreshing = null;
  pending = new AbortController();
}

// Signed out in another tab: the same session ends here, as quietly.
startTokenSync(() => {
  if (!useSession.getState().token) return;
  endSession();
  clearSession();
  navigateTo('/login', { replace: true });
});

export async function getData<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) {
  // The preload script may have asked for this already (early-requests.ts): its success is this answer.
  if (!sessionEnded && !config?.skipAuth) {
    const early = await takeEarlyAnswer(url, params, useSession.getState().token?.accessToken, currentLanguage());
    if (early) return early.data as T;
  }
  const res = await http.get<Envelope<T>>(url, { ...config, params });
  return res.data.data;
}

export async function postData<T>(url: string, body?: unknown, config?: AxiosRequestConfig) {
  const res = await http.post<Envelope<T>>(url, body, config);
  return res.data.data;
}

export async function putData<T>(url: string, body?: unknown, config?: AxiosRequestConfig) {
  const res = await http.put<Envelope<T>>(url, body, config);
  return res.data.data;
}

export async function deleteData<T>(url: string, config?: AxiosRequestConfig) {
  const res = await http.delete<Envelope<T>>(url, config);
  return res.data.data;
}
