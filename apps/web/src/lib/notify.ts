import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';

/** Spec: error messages are debounced 100 ms, shown 3 s and never stacked. */
export const ERROR_DEBOUNCE_MS = 100;
export const ERROR_DURATION_S = 3;
const ERROR_KEY = 'console-error';

let bound: MessageInstance | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Messages asked for before the message host has loaded; shown when it binds. */
let queued: ArgsProps[] = [];
let needed = false;
const neededListeners = new Set<() => void>();

/** The message host binds its context-aware message API (theme and locale) here. */
export function bindMessageApi(api: MessageInstance | null): void {
  bound = api;
  if (!api) return;
  const waiting = queued;
  queued = [];
  for (const args of waiting) api.open(args);
}

/** Whether a message has been asked for: the host (antd's message code) loads only then. */
export function messageNeeded(): boolean {
  return needed;
}

export function onMessageNeeded(listener: () => void): () => void {
  neededListeners.add(listener);
  return () => neededListeners.delete(listener);
}

/**
 * Loads the message host ahead of the first message. Loaded with that message instead, its code (antd's message)
 * made the first warning of a session appear half a second late. The signed-in console and the public apps ask for
 * it once they are up; the login page does not (its first load stays small, and it shows its errors in place).
 */
export function prepareMessages(): void {
  if (needed) return;
  needed = true;
  for (const listener of neededListeners) listener();
}

function show(args: ArgsProps): void {
  if (bound) {
    bound.open(args);
    return;
  }
  queued = [...queued.filter((q) => args.key === undefined || q.key !== args.key), args];
  prepareMessages();
}

export function notifyError(text: string): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    show({ key: ERROR_KEY, type: 'error', content: text, duration: ERROR_DURATION_S });
  }, ERROR_DEBOUNCE_MS);
}

export function notifySuccess(text: string): void {
  show({ type: 'success', content: text, duration: ERROR_DURATION_S });
}

export function notifyWarning(text: string, seconds = ERROR_DURATION_S): void {
  show({ key: `warn-${text}`, type: 'warning', content: text, duration: seconds });
}
