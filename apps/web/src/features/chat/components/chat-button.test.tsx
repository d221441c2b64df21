import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { getItem } from '../../../lib/storage';
import { ChatButton, DRAG_CLICK_MS } from './chat-button';
import '../i18n';

beforeEach(async () => {
  await setLanguage('zh');
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A press from (x0, y0) to (x1, y1) lasting `ms`, then the click the browser sends after it. */
function press(el: HTMLElement, from: [number, number], to: [number, number], ms: number) {
  let now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  fireEvent.pointerDown(el, { button: 0, pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: to[0], clientY: to[1] });
  now += ms;
  fireEvent.pointerUp(el, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.click(el);
}

describe('ChatButton', () => {
  it('is labelled chat and shows the unread total, 99+ above 99', () => {
    const { rerender } = render(<ChatButton unread={0} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: '聊天' })).toBeTruthy();
    rerender(<ChatButton unread={7} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: '聊天 7 条未读' }).textContent).toContain('7');
    rerender(<ChatButton unread={120} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: '聊天 99+ 条未读' }).textContent).toContain('99+');
  });

  it('reads its visible text, label then count, at the start of its name in every state (label in name)', async () => {
    // axe splits on spaces and ASCII punctuation; a full-width comma glued to the count failed it in Chromium
    const words = (s: string) => s.split(/[\s,+]+/).filter(Boolean);
    for (const language of ['zh', 'en'] as const) {
      await setLanguage(language);
      for (const unread of [0, 1, 120]) {
        render(<ChatButton unread={unread} onOpen={() => {}} />);
        const button = screen.getByTestId('chat-button');
        const visible = words(button.textContent ?? '');
        const name = words(button.getAttribute('aria-label') ?? '');
        expect(name.slice(0, visible.length), `${language} ${unread}`).toEqual(visible);
        cleanup();
      }
    }
  });

  it('opens on a press under 200 ms even when it moved, and not after a longer drag', () => {
    const onOpen = vi.fn();
    render(<ChatButton unread={0} onOpen={onOpen} />);
    const button = screen.getByTestId('chat-button');
    press(button, [500, 500], [480, 470], DRAG_CLICK_MS - 1);
    expect(onOpen).toHaveBeenCalledTimes(1);
    press(button, [480, 470], [300, 200], DRAG_CLICK_MS);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // A keyboard activation is a click with no press.
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('keeps where it was dragged to, across a remount', () => {
    const { unmount } = render(<ChatButton unread={0} onOpen={() => {}} />);
    const button = screen.getByTestId('chat-button');
    const start = { left: Number.parseFloat(button.style.left), top: Number.parseFloat(button.style.top) };
    press(button, [start.left + 10, start.top + 10], [210, 160], 500);
    expect(getItem('chatButtonPosition', 'local')).toEqual({ left: 200, top: 150 });
    unmount();
    render(<ChatButton unread={0} onOpen={() => {}} />);
    expect(screen.getByTestId('chat-button').style.left).toBe('200px');
    expect(screen.getByTestId('chat-button').style.top).toBe('150px');
  });
});
