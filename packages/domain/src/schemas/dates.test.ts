import { describe, expect, it } from 'vitest';
import { Day, isTimeBound, TimeBound } from './dates.js';

describe('day and time bounds', () => {
  it('accepts days and date-times within the years the platform holds', () => {
    for (const v of ['1900-01-01', '2026-11-24', '2999-12-31', '2026-11-24T08:30:00', '2026-11-24T08:30:00.000Z'])
      expect(isTimeBound(v), v).toBe(true);
    expect(Day.safeParse('2026-02-28').success).toBe(true);
  });

  it('refuses what PostgreSQL cannot hold or no calendar has', () => {
    for (const v of [
      '0000-01-01',
      '9999-12-31',
      '+100000-01-01',
      '1899-12-31',
      '2026-02-30',
      '2026-13-01',
      'abc',
      '20261124',
    ])
      expect(isTimeBound(v), v).toBe(false);
    expect(Day.safeParse('0000-01-01').success).toBe(false);
    expect(Day.safeParse('3000-01-01').success).toBe(false);
    const issue = TimeBound.safeParse('9999-12-31').error?.issues[0];
    expect(issue?.message).toBe('timeBoundInvalid');
  });
});
