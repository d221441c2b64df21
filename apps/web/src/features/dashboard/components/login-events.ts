import { LOGIN_EVENTS, type LoginEvent } from '@console/domain/login-events';

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
