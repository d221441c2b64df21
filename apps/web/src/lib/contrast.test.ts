import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, readableShade } from './contrast';

describe('contrast', () => {
  it('parses the forms the palette and the theme use', () => {
    expect(parseColour('rgb(24,144,255)')).toEqual([24, 144, 255]);
    expect(parseColour('#1890ff')).toEqual([24, 144, 255]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(() => parseColour('blue')).toThrow('unsupported colour');
  });

  it('measures as WCAG 2.1 does (the figures axe reported)', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#1890ff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#999', '#fff')).toBeCloseTo(2.85, 2);
  });

  it('darkens a colour within its hue until white reaches 5:1 on it, and keeps one that already does', () => {
    const shade = readableShade('rgb(24,144,255)');
    expect(shade).toBe('#006ed5');
    expect(contrastRatio(shade, '#fff')).toBeGreaterThanOrEqual(5);
    expect(readableShade('rgb(114,46,209)')).toBe('#722ed1');
    expect(contrastRatio(readableShade('#faad14'), '#fff')).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(readableShade('#faad14', 4.5), '#fff')).toBeLessThan(5);
  });
});
