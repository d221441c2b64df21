import { z } from 'zod';

/**
 * The days the platform accepts. PostgreSQL holds far more, but a year outside these is a typo, and the day
 * after the last one (an inclusive end day becomes "before the next midnight") must still be a valid date.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day between FIRST_DAY and LAST_DAY. */
export function isDayInRange(value: string): boolean {
  return value >= FIRST_DAY && value <= LAST_DAY;
}

/**
 * A list's time bound: a day (YYYY-MM-DD, a real calendar day) or an ISO date-time, within the accepted years.
 * Anything JavaScript's Date cannot read, or reads outside those years, is refused.
 */
export function isTimeBound(value: string): boolean {
  if (DAY.test(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && isDayInRange(value);
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return false;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return false;
  const year = d.getUTCFullYear();
  return year >= Number(FIRST_DAY.slice(0, 4)) && year <= Number(LAST_DAY.slice(0, 4));
}

/** A day of a body (task dates, invoice issue date): YYYY-MM-DD within the accepted years. */
export const Day = z.iso.date().refine(isDayInRange, { message: 'dayOutOfRange' });

/** beginTime / endTime of a list or an export. */
export const TimeBound = z.string().trim().max(30).refine(isTimeBound, { message: 'timeBoundInvalid' });
