/** Money arrives as strings with 2 decimals ("1234.50"); arithmetic is done in integer cents, never in floats. */
export function toCents(value: string): number {
  const v = value.trim();
  const negative = v.startsWith('-');
  const [whole = '0', frac = ''] = v.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumMoney(values: readonly string[]): string {
  return fromCents(values.reduce((total, v) => total + toCents(v), 0));
}

/** ¥ with thousands separators and 2 decimals; a negative amount keeps its sign in front. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = fromCents(toCents(value));
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  return `${negative ? '-' : ''}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** An amount typed by a user: positive, at most 2 decimals (the server checks the same). */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
