/** The sign-in log's events (the server's auth service writes exactly these). */
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
type LoginEvent = (typeof LOGIN_EVENTS)[number];
export const isLoginEvent = (v: string): v is LoginEvent => (LOGIN_EVENTS as readonly string[]).includes(v);
export const EVENT_COLOURS: Record<LoginEvent, string> = {
  success: 'green',
  signout: 'default',
  failure: 'orange',
  locked: 'red',
  frozen: 'red',
  ip_denied: 'red',
  refresh_reuse: 'red',
  mfa_challenge: 'blue',
  step_up: 'blue',
};
