import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('task money format', () => {
  it('groups thousands and keeps 2 decimals', () => {
    expect(formatMoney('1234567.5')).toBe('¥1,234,567.50');
    expect(formatMoney('0.01')).toBe('¥0.01');
    expect(formatMoney('300')).toBe('¥300.00');
    expect(formatMoney(null)).toBe('-');
  });
});
