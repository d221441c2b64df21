/** Spec: a canvas of 390x286 with the text rotated -30 degrees, tiled over every page. */
export const WATERMARK_WIDTH = 390;
export const WATERMARK_HEIGHT = 286;
export const WATERMARK_ANGLE = -30;

/** The 2D context calls both canvases share (a page's canvas, a worker's OffscreenCanvas). */
type Pen = Pick<
  CanvasRenderingContext2D,
  'translate' | 'rotate' | 'fillText' | 'font' | 'fillStyle' | 'textAlign' | 'textBaseline'
>;

/** Draws the lines centred on the canvas, rotated about its centre, one under another. */
export function drawWatermark(pen: Pen, lines: string[]): void {
  pen.translate(WATERMARK_WIDTH / 2, WATERMARK_HEIGHT / 2);
  pen.rotate((WATERMARK_ANGLE * Math.PI) / 180);
  pen.font = '16px "PingFang SC", "Microsoft YaHei", sans-serif';
  pen.fillStyle = 'rgba(0, 0, 0, 0.07)';
  pen.textAlign = 'center';
  pen.textBaseline = 'middle';
  lines.forEach((line, i) => {
    pen.fillText(line, 0, (i - (lines.length - 1) / 2) * 26);
  });
}
