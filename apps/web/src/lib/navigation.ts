/** Lets code outside React (the http client) navigate through the router once it is mounted. */
interface NavigateOptions {
  replace?: boolean;
  /** router state for the page navigated to */
  state?: unknown;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

/** The router state of /login after the server ended the session: the reason, which the login page shows. */
export interface SignedOutState {
  signedOutBecause: string;
}

let navigateFn: Navigate | null = null;

export function bindNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigateFn) navigateFn(to, options);
  else window.location.assign(to);
}
