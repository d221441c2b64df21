/** The sign-in log's events (the server's auth service writes exactly these), zod-free for the dashboard. */
export const LOGIN_EVENTS = [
  'success',
  'failure',
  'locked',
  'frozen',
  'ip_denied',
  'signout',
  'refresh_reuse',
  'mfa_challenge',
  'step_up',
] as const;
export type LoginEvent = (typeof LOGIN_EVENTS)[number];
