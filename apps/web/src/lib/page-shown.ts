import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();

/** Called once the first page a user opened has rendered (its own code loaded, its first render committed). */
export function markPageShown(): void {
  if (shown) return;
  shown = true;
  // In a task of its own: told inside the page's commit, what waits for it drew again in that same long task.
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Waits this long at most for the first page (a route without a page component never marks it). */
const LONGEST_WAIT_MS = 3000;

/**
 * True once the first page has rendered and the browser then had an idle moment (or after LONGEST_WAIT_MS): for
 * parts that can come after it (the chat, the notices, the softphone). Loaded with the page, their code and
 * sockets shared its bandwidth and main thread and made it later.
 */
export function useAfterFirstPage(): boolean {
  const pageShown = useSyncExternalStore(subscribe, () => shown);
  const [waitedLong, setWaitedLong] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedLong(true), LONGEST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (ready || !(pageShown || waitedLong)) return;
    // A transition: what waited for this (the chat, the notices, the softphone, a page's later parts) mounts in one
    // render, which React then does in slices of a few milliseconds instead of one long task.
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 0);
      return () => window.clearTimeout(timer);
    }
    // After the page's next frame: an idle moment can come before the page is painted, and what waited would then
    // share the bandwidth and the main thread with that paint. A hidden tab draws no frames: then a moment later.
    let idle = 0;
    const afterFrame = () => {
      if (!idle) idle = window.requestIdleCallback(show, { timeout: 1000 });
    };
    const frame = window.requestAnimationFrame(afterFrame);
    const hidden = window.setTimeout(afterFrame, 250);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(hidden);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [pageShown, waitedLong, ready]);
  return ready;
}

/** Rendered after a page's content, inside its Suspense boundary: marks the first page as shown. */
export function PageShownMarker(): null {
  useEffect(markPageShown, []);
  return null;
}
