import type { AxiosRequestConfig } from 'axios';
import { deleteData, getData, HttpError, postData, putData } from '../../lib/http/client';
import { navigateTo } from '../../lib/navigation';
import { clearFreelancerSession, useFreelancerSession } from '../session';

export const FREELANCER_LOGIN_PATH = '/m/login';

/**
 * The console's http client (its timeout, envelope and error catalogue) with the freelancer's own token instead
 * of the console session's: no console refresh, and a 401 is the freelancer's, not the console's.
 */
export function freelancerConfig(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  const token = useFreelancerSession.getState().token;
  return {
    ...config,
    skipAuth: true,
    skipAuthRedirect: true,
    headers: { ...config.headers, ...(token ? { Authorization: `Bearer ${token.accessToken}` } : {}) },
  };
}

/** Where a signed-out freelancer goes: the sign-in page, coming back to `from` afterwards. */
export function loginPathFor(from: string): string {
  return from.startsWith('/m/') && !from.startsWith(FREELANCER_LOGIN_PATH)
    ? `${FREELANCER_LOGIN_PATH}?redirect=${encodeURIComponent(from)}`
    : FREELANCER_LOGIN_PATH;
}

/** A 401 (expired, revoked, frozen): the session ends and the freelancer signs in again. */
export function signedOutByServer(): void {
  if (!useFreelancerSession.getState().token) return;
  clearFreelancerSession();
  navigateTo(loginPathFor(window.location.pathname + window.location.search), { replace: true });
}

/** Runs a call made with freelancerConfig: a 401 ends the freelancer's session. */
export async function guarded<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) signedOutByServer();
    throw error;
  }
}

export function freelancerGet<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig) {
  return guarded(() => getData<T>(url, params, freelancerConfig(config)));
}

export function freelancerPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig) {
  return guarded(() => postData<T>(url, body, freelancerConfig(config)));
}

export function freelancerPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig) {
  return guarded(() => putData<T>(url, body, freelancerConfig(config)));
}

export function freelancerDelete<T>(url: string, config?: AxiosRequestConfig) {
  return guarded(() => deleteData<T>(url, freelancerConfig(config)));
}
