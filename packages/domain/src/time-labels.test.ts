import { describe, expect, it } from 'vitest';
import { needsTimeLabel, timeLabel, timeLabelGapMs, timeLabelParts } from './time-labels.js';

/** Local time in the runtime's timezone, month 1-based for readability. */
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

/** Now: Wednesday 15 May 2024, 10:30. */
const now = at(2024, 5, 15, 10, 30);

describe('needsTimeLabel', () => {
  it('labels the first message', () => {
    expect(needsTimeLabel(null, now)).toBe(true);
    expect(needsTimeLabel(undefined, now)).toBe(true);
  });

  it('labels only when the gap exceeds 180000 ms', () => {
    expect(timeLabelGapMs).toBe(180_000);
    expect(needsTimeLabel(now, now + 180_000)).toBe(false);
    expect(needsTimeLabel(now, now + 180_001)).toBe(true);
    expect(needsTimeLabel(now, now + 1000)).toBe(false);
  });
});

describe('timeLabel', () => {
  it('shows hour and minute for today', () => {
    expect(timeLabel(at(2024, 5, 15, 0, 0), now, 'zh')).toBe('00:00');
    expect(timeLabel(at(2024, 5, 15, 9, 5), now, 'en')).toBe('09:05');
    expect(timeLabel(at(2024, 5, 15, 23, 59), now, 'zh')).toBe('23:59');
  });

  it('says yesterday and the day before', () => {
    expect(timeLabel(at(2024, 5, 14, 23, 59), now, 'zh')).toBe('昨天 23:59');
    expect(timeLabel(at(2024, 5, 14, 0, 0), now, 'en')).toBe('Yesterday 00:00');
    expect(timeLabel(at(2024, 5, 13, 8, 0), now, 'zh')).toBe('前天 08:00');
    expect(timeLabel(at(2024, 5, 13, 8, 0), now, 'en')).toBe('The day before yesterday 08:00');
  });

  it('shows the weekday within the last 6 days', () => {
    expect(timeLabel(at(2024, 5, 12, 18, 20), now, 'zh')).toBe('星期日 18:20');
    expect(timeLabel(at(2024, 5, 9, 7, 0), now, 'zh')).toBe('星期四 07:00');
    expect(timeLabel(at(2024, 5, 9, 7, 0), now, 'en')).toBe('Thursday 07:00');
  });

  it('shows month and day earlier in the same year', () => {
    expect(timeLabel(at(2024, 5, 8, 23, 59), now, 'zh')).toBe('5月8日 23:59');
    expect(timeLabel(at(2024, 1, 1, 0, 0), now, 'zh')).toBe('1月1日 00:00');
    expect(timeLabel(at(2024, 1, 1, 0, 0), now, 'en')).toBe('1/1 00:00');
  });

  it('shows the full date in another year', () => {
    expect(timeLabel(at(2023, 12, 31, 16, 45), now, 'zh')).toBe('2023年12月31日 16:45');
    expect(timeLabel(at(2023, 12, 31, 16, 45), now, 'en')).toBe('12/31/2023 16:45');
  });

  it('counts calendar days, not 24-hour spans, across a year boundary', () => {
    const newYear = at(2024, 1, 1, 0, 10);
    expect(timeLabel(at(2023, 12, 31, 23, 50), newYear, 'zh')).toBe('昨天 23:50');
    expect(timeLabel(at(2023, 12, 30, 0, 0), newYear, 'zh')).toBe('前天 00:00');
    expect(timeLabel(at(2023, 12, 26, 12, 0), newYear, 'en')).toBe('Tuesday 12:00');
    expect(timeLabel(at(2023, 12, 25, 12, 0), newYear, 'en')).toBe('12/25/2023 12:00');
  });

  it('keeps whole days across a daylight-saving change (in zones that have one)', () => {
    expect(timeLabel(at(2024, 3, 10, 23, 0), at(2024, 3, 11, 0, 30), 'en')).toBe('Yesterday 23:00');
    expect(timeLabel(at(2024, 10, 27, 1, 0), at(2024, 10, 29, 23, 0), 'en')).toBe('The day before yesterday 01:00');
  });

  it('dates a message from a later day instead of calling it today', () => {
    expect(timeLabel(at(2024, 5, 16, 0, 1), now, 'zh')).toBe('5月16日 00:01');
    expect(timeLabel(at(2024, 5, 15, 11, 0), now, 'zh')).toBe('11:00');
  });
});

describe('timeLabelParts', () => {
  it('names the label and gives its values for the client to translate', () => {
    expect(timeLabelParts(at(2024, 5, 15, 9, 5), now)).toMatchObject({ key: 'today', values: { time: '09:05' } });
    expect(timeLabelParts(at(2024, 5, 14, 9, 5), now).key).toBe('yesterday');
    expect(timeLabelParts(at(2024, 5, 13, 9, 5), now).key).toBe('dayBefore');
    expect(timeLabelParts(at(2024, 5, 9, 7, 0), now)).toMatchObject({ key: 'weekday', values: { weekday: 4 } });
    expect(timeLabelParts(at(2024, 5, 8, 7, 0), now)).toMatchObject({
      key: 'monthDay',
      values: { month: 5, day: 8, time: '07:00' },
    });
    expect(timeLabelParts(at(2023, 1, 2, 7, 0), now)).toMatchObject({
      key: 'fullDate',
      values: { year: 2023, month: 1, day: 2 },
    });
  });
});
