import { useEffect, useState } from 'react';
import { drawWatermark, WATERMARK_HEIGHT, WATERMARK_WIDTH } from './watermark-draw';

export { WATERMARK_ANGLE, WATERMARK_HEIGHT, WATERMARK_WIDTH } from './watermark-draw';

export function watermarkImage(lines: string[]): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_WIDTH;
  canvas.height = WATERMARK_HEIGHT;
  const pen = canvas.getContext('2d');
  if (!pen) return null;
  drawWatermark(pen, lines);
  return canvas.toDataURL('image/png');
}

let worker: Worker | null | undefined;
let lastRequest = 0;

/** The drawing worker, started once; null where workers cannot draw (no OffscreenCanvas). */
function drawingWorker(): Worker | null {
  if (worker === undefined) {
    worker =
      typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
        ? new Worker(new URL('./watermark-worker.ts', import.meta.url), { type: 'module' })
        : null;
  }
  return worker;
}

/**
 * The watermark's image, drawn in a worker where the browser can (off the page's thread), else on a canvas of the
 * page when the browser is idle, in a task of its own. Answers a function that cancels it.
 */
function drawWatermarkImage(lines: string[], done: (image: string | null) => void): () => void {
  let cancelled = false;
  const answer = (image: string | null) => {
    if (!cancelled) done(image);
  };
  const onPage = () => answer(watermarkImage(lines));
  const drawer = drawingWorker();
  if (drawer) {
    lastRequest += 1;
    const id = lastRequest;
    const onMessage = (event: MessageEvent<{ id: number; image: string | null }>) => {
      if (event.data.id !== id) return;
      drawer.removeEventListener('message', onMessage);
      // a worker that could not draw: the page's canvas
      if (event.data.image) answer(event.data.image);
      else onPage();
    };
    drawer.addEventListener('message', onMessage);
    drawer.postMessage({ id, lines });
    return () => {
      cancelled = true;
      drawer.removeEventListener('message', onMessage);
    };
  }
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(onPage, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(onPage, { timeout: 1000 });
  return () => window.cancelIdleCallback(idle);
}

/** The user's role names and display name, tiled over the page; clicks go through. */
export function Watermark({ lines }: { lines: string[] }) {
  const [image, setImage] = useState<string | null>(null);
  const text = lines.filter(Boolean).join('\n');
  useEffect(() => {
    if (!text) {
      setImage(null);
      return;
    }
    return drawWatermarkImage(text.split('\n'), setImage);
  }, [text]);
  return (
    <div
      className="watermark"
      data-testid="watermark"
      data-text={text}
      aria-hidden
      style={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        zIndex: 2000,
        backgroundImage: image ? `url(${image})` : undefined,
        backgroundRepeat: 'repeat',
        backgroundSize: `${WATERMARK_WIDTH}px ${WATERMARK_HEIGHT}px`,
      }}
    />
  );
}
