/**
 * Money, one home for both sides: amounts travel as strings with 2 decimals ("1234.50", what numeric(14,2)
 * answers); arithmetic is done in integer cents, never in floats. Amounts stay below 10^12 yuan, so cents fit a
 * JavaScript number exactly (< 2^53).
 */

/** An amount a user types: positive, up to 12 digits and at most 2 decimals. */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

const AMOUNT = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Integer cents of an amount string; throws on anything that is not one (a bug upstream, never user input). */
export function toCents(value: string): number {
  const m = AMOUNT.exec(value.trim());
  if (!m) throw new Error(`not an amount: ${value}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** "1234.50" from cents. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The sum of amounts, exact. */
export function sumMoney(values: readonly string[]): string {
  return fromCents(values.reduce((total, v) => total + toCents(v), 0));
}

/** ¥ with thousands separators and 2 decimals; a negative amount keeps its sign in front; '-' for none. */
/** "1234567" → "1,234,567": zh and en group digits alike, and without an ICU number format (building one is slow). */
export function groupDigits(whole: string | number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatMoney(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = fromCents(toCents(value));
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  return `${negative ? '-' : ''}¥${groupDigits(whole)}.${frac}`;
}
