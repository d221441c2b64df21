/** Text that may be missing, as rows from the server often are. */
type MaybeText = string | null | undefined;

/** Characters as the user sees them, so a name with a character outside the BMP is not cut in half. */
function charsOf(value: MaybeText): string[] {
  return Array.from(value?.trim() ?? '');
}

/**
 * Keeps `start` leading and `end` trailing characters and stars the rest. When the text is too short for that,
 * the kept parts shrink (the longer first) until at most half the text shows, so something is always hidden.
 */
function maskKeeping(chars: string[], start: number, end: number): string {
  const length = chars.length;
  if (length === 0) return '';
  let keepStart = start;
  let keepEnd = end;
  if (keepStart + keepEnd >= length) {
    while (keepStart + keepEnd > Math.floor(length / 2)) {
      if (keepEnd >= keepStart) keepEnd--;
      else keepStart--;
    }
  }
  const head = chars.slice(0, keepStart).join('');
  const tail = keepEnd > 0 ? chars.slice(length - keepEnd).join('') : '';
  return head + '*'.repeat(length - keepStart - keepEnd) + tail;
}

/** 13812341234 → 138****1234. */
export function maskPhone(value: MaybeText): string {
  return maskKeeping(charsOf(value), 3, 4);
}

/**
 * A mainland mobile number inside free text (1, then 3–9, then 9 digits), written whole or in 3-4-4 groups split by
 * a space or a hyphen, with or without a +86 / 0086 / 86 prefix, and not part of a longer run of digits.
 */
const MOBILE_IN_TEXT = /(?<!\d)((?:\+|00)?86[ -]?)?(1[3-9]\d)[ -]?\d{4}[ -]?(\d{4})(?!\d)/g;

/**
 * Every mobile number in a text masked as maskPhone masks one (`13812345678` → `138****5678`, a grouped one
 * written the same way), the prefix kept; the rest of the text as it was.
 */
export function maskPhonesInText(text: string): string {
  return text.replace(
    MOBILE_IN_TEXT,
    (_match, prefix: string | undefined, head: string, tail: string) => `${prefix ?? ''}${head}****${tail}`,
  );
}

/** 张三 → 张*, 张三明 → 张*明, 欧阳娜娜 → 欧**娜. */
export function maskName(value: MaybeText): string {
  return maskKeeping(charsOf(value), 1, 1);
}

/** 深圳市某某科技有限公司 → 深圳*******公司; short names keep one character at each end. */
export function maskCompanyName(value: MaybeText): string {
  const chars = charsOf(value);
  return chars.length > 4 ? maskKeeping(chars, 2, 2) : maskKeeping(chars, 1, 1);
}

/** 11010519491231002X → 110***********002X. */
export function maskIdCard(value: MaybeText): string {
  return maskKeeping(charsOf(value), 3, 4);
}

/** 6222021234567890123 → *** **** **** **** 0123: last 4 kept, grouped in fours from the end. */
export function maskBankCard(value: MaybeText): string {
  const masked = maskKeeping(charsOf(value?.replace(/\s+/g, '')), 0, 4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}

/** 招商银行深圳分行 7550 1234 5678 → 招商银行深圳分行 **** **** 5678: every digit but the last four starred. */
export function maskBankAccount(value: MaybeText): string {
  const text = value?.trim() ?? '';
  const digits = text.replace(/\D/g, '').length;
  let seen = 0;
  return text.replace(/\d/g, (d) => (++seen > digits - 4 ? d : '*'));
}
