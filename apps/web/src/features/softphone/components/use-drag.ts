import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { getItem, setItem } from '../../../lib/storage';

/** A press shorter than this is a click, even when the control moved a little. */
export const DRAG_CLICK_MS = 200;
export const POSITION_KEY = 'softphonePosition';
const MARGIN = 8;

export interface Position {
  left: number;
  top: number;
}

export function clampPosition(p: Position, width: number, height: number): Position {
  const maxLeft = Math.max(MARGIN, window.innerWidth - width - MARGIN);
  const maxTop = Math.max(MARGIN, window.innerHeight - height - MARGIN);
  return { left: Math.min(Math.max(MARGIN, p.left), maxLeft), top: Math.min(Math.max(MARGIN, p.top), maxTop) };
}

/**
 * The control's place: dragged by a handle, kept in local storage, kept inside the window. `size` is what is
 * shown now (the small button or the open panel); a press under 200 ms is a click (`wasDrag()` says false).
 */
export function useDrag(initial: () => Position, size: { width: number; height: number }) {
  const [position, setPosition] = useState<Position>(() => {
    const saved = getItem<Position>(POSITION_KEY, 'local');
    return saved && Number.isFinite(saved.left) && Number.isFinite(saved.top) ? saved : initial();
  });
  const press = useRef<{ at: number; dx: number; dy: number; id: number } | null>(null);
  const dragged = useRef(false);
  const { width, height } = size;

  useEffect(() => {
    const onResize = () => setPosition((p) => clampPosition(p, width, height));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [width, height]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    const shown = clampPosition(position, width, height);
    press.current = { at: Date.now(), dx: e.clientX - shown.left, dy: e.clientY - shown.top, id: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    setPosition(clampPosition({ left: e.clientX - p.dx, top: e.clientY - p.dy }, width, height));
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const p = press.current;
    if (!p || p.id !== e.pointerId) return;
    press.current = null;
    const next = clampPosition({ left: e.clientX - p.dx, top: e.clientY - p.dy }, width, height);
    setPosition(next);
    setItem(POSITION_KEY, next, 'local');
    // A longer press was a drag: the click that follows it does nothing.
    dragged.current = Date.now() - p.at >= DRAG_CLICK_MS;
  };
  const onPointerCancel = () => {
    press.current = null;
  };

  /** Whether the click that just came ended a drag (asked once per click). */
  const wasDrag = useCallback(() => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  }, []);

  return {
    position: clampPosition(position, width, height),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    wasDrag,
  };
}
