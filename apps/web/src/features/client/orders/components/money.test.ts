import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, toCents } from './money';

describe('order money', () => {
  it('keeps cents exact and formats with ¥ and 2 decimals', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(30);
    expect(fromCents(toCents('1234.5'))).toBe('1234.50');
    expect(formatMoney('1234567.8')).toBe('¥1,234,567.80');
    expect(formatMoney('-301.00')).toBe('-¥301.00');
    expect(formatMoney(null)).toBe('-');
  });
});
