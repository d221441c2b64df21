import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** Spec: error messages are debounced 100 ms, shown 3 s and never stacked. */
export const ERROR_DEBOUNCE_MS = 100;
export const ERROR_DURATION_S = 3;
const ERROR_KEY = 'console-error';

let bound: MessageInstance | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The App component binds its context-aware message API (theme and locale) here. */
export function bindMessageApi(api: MessageInstance | null): void {
  bound = api;
}

function api(): MessageInstance {
  return bound ?? message;
}

export function notifyError(text: string): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    api().open({ key: ERROR_KEY, type: 'error', content: text, duration: ERROR_DURATION_S });
  }, ERROR_DEBOUNCE_MS);
}

export function notifySuccess(text: string): void {
  api().open({ type: 'success', content: text, duration: ERROR_DURATION_S });
}

export function notifyWarning(text: string, seconds = ERROR_DURATION_S): void {
  api().open({ key: `warn-${text}`, type: 'warning', content: text, duration: seconds });
}
