import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WATERMARK_HEIGHT, WATERMARK_WIDTH, Watermark, watermarkImage } from './watermark';

/** Records what is drawn on the canvas (happy-dom has no 2D context of its own). */
function recordCanvas() {
  const calls: [string, ...unknown[]][] = [];
  const canvases: HTMLCanvasElement[] = [];
  const pen = {
    translate: (...a: unknown[]) => calls.push(['translate', ...a]),
    rotate: (...a: unknown[]) => calls.push(['rotate', ...a]),
    fillText: (...a: unknown[]) => calls.push(['fillText', ...a]),
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return pen as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,WM');
  return { calls, canvases, pen };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('watermark drawing', () => {
  it('draws on a 390x286 canvas, rotated -30 degrees about its centre, one line under another', () => {
    const { calls, canvases } = recordCanvas();
    expect(watermarkImage(['Admin / Auditor', 'Alice'])).toBe('data:image/png;base64,WM');
    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([390, 286]);
    expect(calls[0]).toEqual(['translate', 195, 143]);
    expect(calls[1]?.[0]).toBe('rotate');
    expect(calls[1]?.[1]).toBeCloseTo((-30 * Math.PI) / 180, 10);
    const texts = calls.filter((c) => c[0] === 'fillText');
    expect(texts.map((c) => c[1])).toEqual(['Admin / Auditor', 'Alice']);
    // centred on the rotation point: the two lines sit symmetrically above and below it
    const [first, second] = texts.map((c) => c[3] as number);
    expect(first).toBeLessThan(0);
    expect(first).toBe(-(second as number));
  });

  it('answers nothing when the browser gives no 2D context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(watermarkImage(['x'])).toBeNull();
  });
});

describe('<Watermark>', () => {
  it('tiles the image at 390x286 over the page once the browser is idle, letting clicks through', async () => {
    const { calls } = recordCanvas();
    render(<Watermark lines={['Admin', 'Alice']} />);
    const layer = screen.getByTestId('watermark');
    expect(layer.dataset.text).toBe('Admin\nAlice');
    // not drawn in the render's own task
    expect(calls).toEqual([]);
    await waitFor(() => expect(layer.style.backgroundImage).toContain('data:image/png;base64,WM'));
    expect(layer.style.backgroundSize).toBe(`${WATERMARK_WIDTH}px ${WATERMARK_HEIGHT}px`);
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer.style.position).toBe('fixed');
  });

  it('draws nothing without a text', () => {
    const { calls } = recordCanvas();
    render(<Watermark lines={['', '']} />);
    expect(calls).toEqual([]);
    expect(screen.getByTestId('watermark').style.backgroundImage).toBe('');
  });
});
