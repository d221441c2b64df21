import type { Locale } from './locale.js';

/**
 * Chat time labels: today the clock time, then 昨天, 前天, the weekday within the last 6 days, month and day within
 * the year, else the full date. Calendar days, weekdays and clock times come from the runtime's timezone
 * (the browser's for the web, TZ for the server): a label says what the reader's own clock said.
 */

/** A new time label appears when two messages are further apart than this (spec: 180000 ms). */
export const timeLabelGapMs = 180_000;

const weekdays: Record<Locale, readonly string[]> = {
  zh: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** True for the first message (no previous one) and when the gap to the previous one exceeds 180000 ms. */
export function needsTimeLabel(prevMs: number | null | undefined, currentMs: number): boolean {
  return prevMs == null || currentMs - prevMs > timeLabelGapMs;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Day number of a local calendar date; via UTC so a daylight-saving day still counts as one. */
function dayNumber(d: Date): number {
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
}

/** Which label a time gets; the client translates `key` with `values` (weekday 0 = Sunday, month 1-based). */
export type TimeLabelKey = 'today' | 'yesterday' | 'dayBefore' | 'weekday' | 'monthDay' | 'fullDate';
export interface TimeLabelParts {
  key: TimeLabelKey;
  values: { time: string; weekday: number; year: number; month: number; day: number };
}

/**
 * Today HH:mm; yesterday; the day before; up to 6 days back the weekday; earlier in the same year month and day;
 * otherwise the full date (each with HH:mm). A time after `nowMs` on another day (clock skew) gets a date, never
 * a relative word.
 */
export function timeLabelParts(ms: number, nowMs: number): TimeLabelParts {
  const date = new Date(ms);
  const now = new Date(nowMs);
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const values = {
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
    weekday: date.getDay(),
    year: date.getFullYear(),
    month,
    day,
  };
  const daysAgo = dayNumber(now) - dayNumber(date);
  if (daysAgo === 0) return { key: 'today', values };
  if (daysAgo === 1) return { key: 'yesterday', values };
  if (daysAgo === 2) return { key: 'dayBefore', values };
  // Up to 6 days back a weekday is unambiguous; 7 days back would repeat today's weekday.
  if (daysAgo > 2 && daysAgo <= 6) return { key: 'weekday', values };
  return { key: values.year === now.getFullYear() ? 'monthDay' : 'fullDate', values };
}

/** The label in one language (the server's and the tests' reading of timeLabelParts). */
export function timeLabel(ms: number, nowMs: number, locale: Locale): string {
  const { key, values: v } = timeLabelParts(ms, nowMs);
  const zh = locale === 'zh';
  switch (key) {
    case 'today':
      return v.time;
    case 'yesterday':
      return `${zh ? '昨天' : 'Yesterday'} ${v.time}`;
    case 'dayBefore':
      return `${zh ? '前天' : 'The day before yesterday'} ${v.time}`;
    case 'weekday':
      return `${weekdays[locale][v.weekday]} ${v.time}`;
    case 'monthDay':
      return zh ? `${v.month}月${v.day}日 ${v.time}` : `${v.month}/${v.day} ${v.time}`;
    default:
      return zh ? `${v.year}年${v.month}月${v.day}日 ${v.time}` : `${v.month}/${v.day}/${v.year} ${v.time}`;
  }
}
