/** Within this long of its expiry an access token is refreshed before it is sent (client.ts, early-requests.ts). */
export const REFRESH_THRESHOLD_MS = 300_000;
