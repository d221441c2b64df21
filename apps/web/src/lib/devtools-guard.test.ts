import { afterEach, describe, expect, it } from 'vitest';
import { devtoolsBlocked } from './config';
import { blockDevtools } from './devtools-guard';

let unblock: (() => void) | null = null;
afterEach(() => {
  unblock?.();
  unblock = null;
});

/** Whether the page cancelled the key, as the browser would then not open its tools. */
function press(key: string, mods: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>> = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

function rightClick(): boolean {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('devtools guard', () => {
  it('blocks F12, the inspector/console shortcuts, view-source and the context menu', () => {
    unblock = blockDevtools();
    expect(press('F12')).toBe(true);
    for (const key of ['I', 'J', 'C', 'K', 'i']) expect(press(key, { ctrlKey: true, shiftKey: true }), key).toBe(true);
    for (const key of ['I', 'J', 'C']) expect(press(key, { metaKey: true, altKey: true }), `cmd+opt+${key}`).toBe(true);
    expect(press('u', { ctrlKey: true })).toBe(true);
    expect(rightClick()).toBe(true);
  });

  it('leaves ordinary keys alone (copy, typing, other shortcuts)', () => {
    unblock = blockDevtools();
    expect(press('c', { ctrlKey: true })).toBe(false);
    expect(press('v', { metaKey: true })).toBe(false);
    expect(press('I')).toBe(false);
    expect(press('A', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press('F5')).toBe(false);
  });

  it('blocks nothing when not installed, or once lifted', () => {
    expect(press('F12')).toBe(false);
    expect(rightClick()).toBe(false);
    blockDevtools()();
    expect(press('F12')).toBe(false);
    expect(press('I', { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(rightClick()).toBe(false);
  });

  it('is on in a production build unless VITE_BLOCK_DEVTOOLS=false, never in development', () => {
    expect(devtoolsBlocked({ PROD: true })).toBe(true);
    expect(devtoolsBlocked({ PROD: true, VITE_BLOCK_DEVTOOLS: 'true' })).toBe(true);
    expect(devtoolsBlocked({ PROD: true, VITE_BLOCK_DEVTOOLS: 'false' })).toBe(false);
    expect(devtoolsBlocked({ PROD: false })).toBe(false);
  });
});
