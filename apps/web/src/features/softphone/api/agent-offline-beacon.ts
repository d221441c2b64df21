import { appConfig } from '../../../lib/config';

/**
 * POST /callCenter/agent/offline (public, form token) by navigator.sendBeacon: the page is going away, the seat's
 * phone goes offline even though no script runs after this; the server keeps the seat for its grace period, so a
 * reload comes back online on it (docs/softphone.md).
 */
export function sendOfflineBeacon(token: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(`${appConfig.apiBase}callCenter/agent/offline`, new URLSearchParams({ token }));
}
