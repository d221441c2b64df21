/** Money arrives as strings with 2 decimals ("1234.50"); it is summed in integer cents, never in floats. */
export function toCents(value: string): number {
  const negative = value.trim().startsWith('-');
  const [whole = '0', frac = ''] = value.trim().replace('-', '').split('.');
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

/** ¥ with thousands separators and 2 decimals. */
export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const [whole = '0', frac = ''] = fromCents(toCents(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${grouped}.${frac}`;
}
