/** Lets code outside React (the http client) navigate through the router once it is mounted. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate | null = null;

export function bindNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) navigateFn(to, options);
  else window.location.assign(to);
}
