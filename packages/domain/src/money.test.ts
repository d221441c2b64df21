import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, MONEY_PATTERN, sumMoney, toCents } from './money.js';

describe('money', () => {
  it('keeps cents exact: parsed, summed and written back without floats', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('-3.05')).toBe(-305);
    expect(fromCents(toCents('1234.5'))).toBe('1234.50');
    expect(fromCents(-5)).toBe('-0.05');
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['100.10', '200.25', '1'])).toBe('301.35');
  });

  it('formats with ¥, thousands separators and 2 decimals, the sign in front', () => {
    expect(formatMoney('1234567.5')).toBe('¥1,234,567.50');
    expect(formatMoney('0.01')).toBe('¥0.01');
    expect(formatMoney('300')).toBe('¥300.00');
    expect(formatMoney('0')).toBe('¥0.00');
    expect(formatMoney('-301.00')).toBe('-¥301.00');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney('')).toBe('-');
  });

  it('accepts typed amounts above zero with at most 2 decimals', () => {
    expect(MONEY_PATTERN.test('12.34')).toBe(true);
    expect(MONEY_PATTERN.test('12.345')).toBe(false);
    expect(MONEY_PATTERN.test('-1')).toBe(false);
  });

  it('refuses what is not an amount instead of guessing', () => {
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
    expect(() => fromCents(0.5)).toThrow();
  });
});
