/** Mobile number: 1, then 3–9, then 9 digits. */
export const mobilePhonePattern = /^1[3-9]\d{9}$/;

/** Landline: optional area code of 3–4 digits plus hyphen, then 5–10 digits. */
export const landlinePattern = /^(\d{3,4}-)?\d{5,10}$/;

/** Positive integer written in decimal without sign or leading zeros. */
export const positiveIntegerPattern = /^[1-9]\d*$/;

export function isMobilePhone(value: unknown): boolean {
  return typeof value === 'string' && mobilePhonePattern.test(value);
}

export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && landlinePattern.test(value);
}

/** Accepts numbers (safe integers above 0) and their decimal strings, as form fields hold strings. */
export function isPositiveInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return typeof value === 'string' && positiveIntegerPattern.test(value) && Number.isSafeInteger(Number(value));
}

/** Weights of the first 17 digits of an 18-digit ID card (GB 11643-1999). */
const idCardWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCardCheckChars = '10X98765432';

/** The check character of the first 17 digits of an 18-digit ID card. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (idCardWeights[i] ?? 0);
  return idCardCheckChars[sum % 11] ?? '';
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

/** Birth date of a well-formed ID card; 15-digit cards carry a two-digit year of the 1900s. */
function birthOf(id: string): Ymd | null {
  let match: RegExpExecArray | null;
  if (id.length === 18) {
    match = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/i.exec(id);
  } else if (id.length === 15) {
    match = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(id);
  } else {
    return null;
  }
  if (!match) return null;
  const year = Number(match[1]) + (id.length === 15 ? 1900 : 0);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Date.UTC rolls 02-30 over to 03-02, so a round trip catches impossible days.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1800) return null;
  return { year, month, day };
}

/** The local calendar date of a timestamp, for comparing with a birth date. */
function localYmd(ms: number): Ymd {
  const d = new Date(ms);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

function compareYmd(a: Ymd, b: Ymd): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Chinese resident ID card: 15 or 18 characters only, a real calendar birth date not after `nowMs`, and for 18
 * characters the GB 11643 check character (x accepted as X).
 */
export function isIdCard(value: unknown, nowMs: number = Date.now()): boolean {
  if (typeof value !== 'string') return false;
  const birth = birthOf(value);
  if (!birth || compareYmd(birth, localYmd(nowMs)) > 0) return false;
  if (value.length === 18) return idCardCheckChar(value).toUpperCase() === value.slice(17).toUpperCase();
  return true;
}

export interface IdCardInfo {
  gender: 'male' | 'female';
  /** Full years at `nowMs`, in the runtime's timezone. */
  age: number;
  /** YYYY-MM-DD. */
  birthDate: string;
}

/**
 * Gender, age and birth date of a valid ID card, or null. The sequence digit (17th of 18, 15th of 15) is odd for
 * men and even for women.
 */
export function idCardInfo(id: string, nowMs: number = Date.now()): IdCardInfo | null {
  if (!isIdCard(id, nowMs)) return null;
  const birth = birthOf(id);
  if (!birth) return null;
  const genderDigit = Number(id[id.length === 18 ? 16 : 14]);
  const now = localYmd(nowMs);
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    gender: genderDigit % 2 === 1 ? 'male' : 'female',
    age: now.year - birth.year - (hadBirthday ? 0 : 1),
    birthDate: `${birth.year}-${pad(birth.month)}-${pad(birth.day)}`,
  };
}

/** Characters of a unified social credit code: digits and capitals without I, O, Z, S, V (GB 32100-2015). */
const creditCodeChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += creditCodeChars.indexOf(first17[i] ?? '') * (creditCodeWeights[i] ?? 0);
  }
  return creditCodeChars[(31 - (sum % 31)) % 31] ?? '';
}

/**
 * Unified social credit code (统一社会信用代码): 18 characters from the code's alphabet, the 6-digit region code
 * in places 3–8 and the GB 32100-2015 check character last. Lower case is accepted as people type it.
 */
export function isCreditCode(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const code = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckChar(code) === code[17];
}
