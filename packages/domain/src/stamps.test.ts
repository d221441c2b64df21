import { describe, expect, it } from 'vitest';
import { dayStamp, displayTime, isoDay, monthStamp, secondStamp } from './stamps.js';

describe('stamps (local time)', () => {
  const d = new Date(2026, 0, 5, 7, 8, 9);
  it('writes each stamp with zero padding', () => {
    expect(monthStamp(d)).toBe('202601');
    expect(dayStamp(d)).toBe('20260105');
    expect(secondStamp(d)).toBe('20260105070809');
    expect(secondStamp(d, '_')).toBe('20260105_070809');
    expect(isoDay(d)).toBe('2026-01-05');
    expect(displayTime(d)).toBe('2026-01-05 07:08:09');
  });

  it('uses the local day, also just after midnight', () => {
    expect(dayStamp(new Date(2026, 10, 24, 0, 5))).toBe('20261124');
  });
});
