import { describe, expect, it } from 'vitest';
import { formatMoney, sumMoney, toCents } from './money';

describe('invoice money', () => {
  it('sums in cents and formats with ¥, separators and 2 decimals', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['100.10', '200.25', '1'])).toBe('301.35');
    expect(toCents('12.5')).toBe(1250);
    expect(formatMoney('1234567.5')).toBe('¥1,234,567.50');
    expect(formatMoney('0')).toBe('¥0.00');
    expect(formatMoney(null)).toBe('-');
  });
});
