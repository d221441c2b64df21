import { drawWatermark, WATERMARK_HEIGHT, WATERMARK_WIDTH } from './watermark-draw';

/**
 * Draws the watermark off the page's thread: the glyphs of a CJK font's first use took 40 ms of the main thread on
 * every signed-in page's load. Answers each request (by its id) with the PNG as a data URL, or null when this
 * browser's worker cannot draw.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; lines: string[] }>) => void) | null;
  postMessage: (answer: { id: number; image: string | null }) => void;
};

async function image(lines: string[]): Promise<string | null> {
  const canvas = new OffscreenCanvas(WATERMARK_WIDTH, WATERMARK_HEIGHT);
  const pen = canvas.getContext('2d');
  if (!pen) return null;
  drawWatermark(pen, lines);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

scope.onmessage = ({ data: { id, lines } }) => {
  image(lines).then(
    (drawn) => scope.postMessage({ id, image: drawn }),
    () => scope.postMessage({ id, image: null }),
  );
};
