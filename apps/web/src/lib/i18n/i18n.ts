import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getItem, setItem } from '../storage';
import { en } from './en';
import { zh } from './zh';

export type Language = 'zh' | 'en';
export const languages: Language[] = ['zh', 'en'];

function savedLanguage(): string | undefined {
  return getItem<string>('language', 'local') ?? getItem<string>('language', 'session');
}

export function storedLanguage(): Language {
  return savedLanguage() === 'en' ? 'en' : 'zh';
}

/** The server's default language, used only while the user has not chosen one. */
export function applyDefaultLanguage(lang: Language): void {
  if (savedLanguage() || i18n.language === lang) return;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  void i18n.changeLanguage(lang);
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** Saves the language in session storage (with the other settings) and in local storage. */
export function setLanguage(lang: Language): void {
  setItem('language', lang, 'local');
  setItem('language', lang, 'session');
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  void i18n.changeLanguage(lang);
}

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options);

/** Picks the menu title in the current language. */
export function localTitle(meta: { title: string; titleEn?: string | null }): string {
  return currentLanguage() === 'en' && meta.titleEn ? meta.titleEn : meta.title;
}

/** Texts shaped like the zh texts: TypeScript then requires every zh key in en too. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * Adds a feature's texts under its namespace (`t('orders.title')`). Features keep their zh and en texts in
 * their own i18n.ts and register them when their page loads.
 */
export function registerTranslations<T extends object>(namespace: string, zhTexts: T, enTexts: Translation<T>): void {
  i18n.addResourceBundle('zh', 'translation', { [namespace]: zhTexts }, true, true);
  i18n.addResourceBundle('en', 'translation', { [namespace]: enTexts }, true, true);
}
