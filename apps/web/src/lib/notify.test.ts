import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bindMessageApi,
  ERROR_DEBOUNCE_MS,
  messageNeeded,
  notifyError,
  onMessageNeeded,
  prepareMessages,
} from './notify';

const open = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  open.mockReset();
  bindMessageApi({ open } as never);
});

afterEach(() => {
  vi.useRealTimers();
  bindMessageApi(null);
});

describe('error messages', () => {
  it('are debounced 100 ms: a burst shows one message, the last one', () => {
    notifyError('first');
    vi.advanceTimersByTime(50);
    notifyError('second');
    vi.advanceTimersByTime(50);
    notifyError('third');
    vi.advanceTimersByTime(ERROR_DEBOUNCE_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toMatchObject({ content: 'third', type: 'error', duration: 3 });
  });

  it('are never stacked: later errors reuse the same message slot', () => {
    notifyError('one');
    vi.advanceTimersByTime(200);
    notifyError('two');
    vi.advanceTimersByTime(200);
    expect(open).toHaveBeenCalledTimes(2);
    const [a, b] = open.mock.calls.map((c) => c[0] as { key: string });
    expect(a?.key).toBeTruthy();
    expect(a?.key).toBe(b?.key);
  });
});

describe('the message host', () => {
  it('can be asked for before any message, once, so the first message is not held up by loading it', () => {
    const asked = vi.fn();
    const stop = onMessageNeeded(asked);
    prepareMessages();
    prepareMessages();
    expect(messageNeeded()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    stop();
  });
});
