import { appConfig } from '../../../lib/config';

/**
 * POST /callCenter/agent/offline (public, form token) by navigator.sendBeacon: the page is going away, the seat's
 * phone disconnects and the seat is unlocked even though no script runs after this.
 */
export function sendOfflineBeacon(token: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(`${appConfig.apiBase}callCenter/agent/offline`, new URLSearchParams({ token }));
}
