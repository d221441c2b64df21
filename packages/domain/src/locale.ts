export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';

/** A text in both languages. */
export interface Label {
  zh: string;
  en: string;
}

/** Picks the locale from an Accept-Language header or a stored preference; zh when unsure. */
export function pickLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

/** Fills {name} placeholders. */
export function format(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
