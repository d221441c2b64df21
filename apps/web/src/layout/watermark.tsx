import { useEffect, useState } from 'react';

/** Spec: a canvas of 390x286 with the text rotated -30 degrees, tiled over every page. */
export const WATERMARK_WIDTH = 390;
export const WATERMARK_HEIGHT = 286;
export const WATERMARK_ANGLE = -30;

export function watermarkImage(lines: string[]): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_WIDTH;
  canvas.height = WATERMARK_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.translate(WATERMARK_WIDTH / 2, WATERMARK_HEIGHT / 2);
  ctx.rotate((WATERMARK_ANGLE * Math.PI) / 180);
  ctx.font = '16px "PingFang SC", "Microsoft YaHei", sans-serif';
  ctx.fillStyle = 'rgba(0, 0, 0, 0.07)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * 26);
  });
  return canvas.toDataURL('image/png');
}

/** The user's role names and display name, tiled over the page; clicks go through. */
export function Watermark({ lines }: { lines: string[] }) {
  const [image, setImage] = useState<string | null>(null);
  const text = lines.filter(Boolean).join('\n');
  // Drawn when the browser is idle, in a task of its own: drawn in the effect, the text's glyphs (a CJK font's
  // first use) made a third of the console's first commit, the longest task of a page's load.
  useEffect(() => {
    if (!text) {
      setImage(null);
      return;
    }
    const draw = () => setImage(watermarkImage(text.split('\n')));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(draw, 0);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(draw, { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
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
