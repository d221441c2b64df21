import dayjs from 'dayjs';

/** ¥ with thousands separators and 2 decimals, from the server's "1234.50" (no float arithmetic). */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const [whole = '0', frac = ''] = value.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${grouped}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-';
}
