import dayjs from 'dayjs';

/** A server time (ISO string or ms) as the freelancer reads it: 2026-11-24 09:30. */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '';
}
