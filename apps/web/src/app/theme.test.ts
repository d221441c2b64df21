import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../lib/contrast';
import { PALETTE } from '../lib/settings';
import { consoleTheme, ERROR, MUTED_TEXT, TAG_TEXT, WARNING_TEXT } from './theme';

/** rgba(0, 0, 0, a) drawn on white, as the browser shows it. */
function onWhite(rgba: string): string {
  const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(rgba)?.[1]);
  const v = Math.round(255 * (1 - alpha));
  return `rgb(${v},${v},${v})`;
}

const AA = 4.5;

describe('console theme', () => {
  it.each(PALETTE)('keeps %s as the theme colour and carries text in a shade that passes 4.5:1', (colour) => {
    const config = consoleTheme(colour);
    expect(config.token?.colorPrimary).toBe(colour);
    const global = theme.getDesignToken(config);
    expect(contrastRatio(global.colorLink, '#fff')).toBeGreaterThanOrEqual(AA);
    const strong = config.components?.Button?.colorPrimary as string;
    // white text on it: primary buttons, the dark menu's selected item, a picked date, a solid radio, a step
    for (const name of ['Button', 'DatePicker', 'Steps', 'Radio', 'Segmented', 'Tabs', 'Pagination'] as const) {
      expect(config.components?.[name]?.colorPrimary, name).toBe(strong);
    }
    expect(config.components?.Menu?.darkItemSelectedBg).toBe(strong);
    expect(contrastRatio('#fff', strong)).toBeGreaterThanOrEqual(AA);
    // a hovered primary button, and a default one's text when hovered
    const hover = config.components?.Button?.colorPrimaryHover as string;
    expect(hover).not.toBe(strong);
    expect(contrastRatio('#fff', hover)).toBeGreaterThanOrEqual(AA);
    // it as text on the pale tint of the theme colour: the light menu's selected item
    expect(config.components?.Menu?.itemSelectedColor).toBe(strong);
    expect(contrastRatio(strong, global.colorPrimaryBg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(PALETTE)(
    "gives the components that carry text on %s the colours antd derives from the readable shade, and the console's greys",
    (colour) => {
      const config = consoleTheme(colour);
      const strong = readableShade(colour);
      // antd's whole design token derived from the shade with the console's own tokens (its greys among them, which
      // `algorithm: true` lost: it derived again from antd's seed)
      const derived = theme.getDesignToken({ token: { ...config.token, colorPrimary: strong } });
      for (const name of ['Tabs', 'Pagination', 'DatePicker', 'Calendar', 'Steps', 'Radio', 'Segmented'] as const) {
        const own = config.components?.[name] as Record<string, unknown>;
        expect({ ...theme.getDesignToken(config), ...own }, name).toEqual(derived);
      }
      const button = config.components?.Button as Record<string, unknown>;
      expect({ ...theme.getDesignToken(config), ...button, colorPrimaryHover: derived.colorPrimaryHover }).toEqual({
        ...derived,
        opacityLoading: 1,
      });
    },
  );

  it('makes grey, error and warning text pass on white and on the page grey', () => {
    const muted = onWhite(MUTED_TEXT);
    expect(contrastRatio(muted, '#fff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(muted, '#f5f5f5')).toBeGreaterThanOrEqual(AA - 0.3); // composited on grey it is darker still
    const global = theme.getDesignToken(consoleTheme(PALETTE[0] as string));
    expect(contrastRatio(global.colorError, '#fff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(global.colorError, global.colorErrorBg)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(WARNING_TEXT, '#fff')).toBeGreaterThanOrEqual(AA);
  });

  it("writes tags' text readably on their pale backgrounds, preset colours and statuses alike", () => {
    const base = theme.getDesignToken();
    for (const [key, text] of Object.entries(TAG_TEXT)) {
      const light = base[key.replace('7', '1') as keyof typeof base] as string;
      expect(contrastRatio(text, light), key).toBeGreaterThanOrEqual(AA);
    }
    const presets = ['blue', 'purple', 'magenta', 'pink', 'red', 'geekblue'] as const;
    for (const c of presets) expect(contrastRatio(base[`${c}7`], base[`${c}1`]), c).toBeGreaterThanOrEqual(AA);
    const tag = consoleTheme(PALETTE[0] as string).components?.Tag ?? {};
    for (const status of ['colorInfo', 'colorSuccess', 'colorWarning'] as const) {
      expect(contrastRatio(tag[status] as string, base[`${status}Bg`]), status).toBeGreaterThanOrEqual(AA);
    }
  });

  it('gives our own CSS the same grey and error text', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../styles.css'), 'utf8');
    expect(css).toContain(`--console-text-muted: ${MUTED_TEXT};`);
    expect(css).toContain(`--console-error-text: ${ERROR};`);
  });
});
