import type { Locale } from './locale.js';

/**
 * Chat time labels (spec section 4). Calendar days, weekdays and clock times come from the runtime's timezone
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

/**
 * Today HH:mm; yesterday 昨天 HH:mm; the day before 前天 HH:mm; up to 6 days back the weekday and HH:mm; earlier in
 * the same year M月D日 HH:mm (en MM-DD HH:mm); otherwise YYYY年M月D日 HH:mm (en YYYY-MM-DD HH:mm). A time after
 * `nowMs` on another day (clock skew) gets a date, never a relative word.
 */
export function timeLabel(ms: number, nowMs: number, locale: Locale): string {
  const date = new Date(ms);
  const now = new Date(nowMs);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const daysAgo = dayNumber(now) - dayNumber(date);
  const zh = locale === 'zh';
  if (daysAgo === 0) return time;
  if (daysAgo === 1) return `${zh ? '昨天' : 'Yesterday'} ${time}`;
  if (daysAgo === 2) return `${zh ? '前天' : 'The day before yesterday'} ${time}`;
  // Up to 6 days back a weekday is unambiguous; 7 days back would repeat today's weekday.
  if (daysAgo > 2 && daysAgo <= 6) return `${weekdays[locale][date.getDay()]} ${time}`;
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if (year === now.getFullYear()) return zh ? `${month}月${day}日 ${time}` : `${pad(month)}-${pad(day)} ${time}`;
  return zh ? `${year}年${month}月${day}日 ${time}` : `${year}-${pad(month)}-${pad(day)} ${time}`;
}
