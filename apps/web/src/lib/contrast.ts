/** Colour contrast as WCAG 2.1 measures it, and the shade of a colour that text can be written in or on. */

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`: the forms the palette and the theme use. */
export function parseColour(colour: string): Rgb {
  const value = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unsupported colour: ${colour}`);
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseColour(a)), luminance(parseColour(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] as Rgb;
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as Rgb;
}

const shades = new Map<string, string>();

/**
 * The lightest shade of the colour's own hue (and saturation) that reaches `ratio` against white: white text on
 * it, or it as text on white, passes. 5:1 by default, so it also passes 4.5:1 on the pale tints antd puts under
 * selected items. A colour that already reaches it comes back unchanged.
 */
export function readableShade(colour: string, ratio = 5): string {
  // The theme asks for the same few shades on every render of its provider: each a search of up to a hundred steps.
  const key = `${colour} ${ratio}`;
  let shade = shades.get(key);
  if (shade === undefined) {
    shade = searchShade(colour, ratio);
    shades.set(key, shade);
  }
  return shade;
}

function searchShade(colour: string, ratio: number): string {
  const rgb = parseColour(colour);
  const [h, s, start] = toHsl(rgb);
  let shade = rgb;
  for (let l = start; contrastRatio(toHex(shade), '#ffffff') < ratio && l > 0; l -= 0.005) {
    shade = fromHsl([h, s, Math.max(l, 0)]);
  }
  return toHex(shade);
}
