import type { AxiosRequestConfig } from 'axios';
import { deleteData, getData, HttpError, postData, putData } from '../../../lib/http/client';
import { navigateTo } from '../../../lib/navigation';
import { clearApplicantSession, useApplicantSession } from '../session';

export const ONBOARDING_START_PATH = '/companyEnter';

/**
 * The console's http client (timeout, envelope, error catalogue) with the applicant's own token instead of the
 * console session's: no console refresh, and a 401 ends the applicant's session, not the console's.
 */
export function applicantConfig(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  const token = useApplicantSession.getState().token;
  return {
    ...config,
    skipAuth: true,
    skipAuthRedirect: true,
    headers: { ...config.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  };
}

/** Runs a call made with applicantConfig: a 401 sends the applicant back to verify the phone again. */
export async function guarded<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && useApplicantSession.getState().token) {
      clearApplicantSession();
      navigateTo(ONBOARDING_START_PATH, { replace: true });
    }
    throw error;
  }
}

export const applicantGet = <T>(url: string, config?: AxiosRequestConfig) =>
  guarded(() => getData<T>(url, undefined, applicantConfig(config)));
export const applicantPost = <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
  guarded(() => postData<T>(url, body, applicantConfig(config)));
export const applicantPut = <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
  guarded(() => putData<T>(url, body, applicantConfig(config)));
export const applicantDelete = <T>(url: string, config?: AxiosRequestConfig) =>
  guarded(() => deleteData<T>(url, applicantConfig(config)));
