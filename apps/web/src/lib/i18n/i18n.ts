import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadChunk } from '../lazy-page';
import { notifyError } from '../notify';
import { getItem, setItem } from '../storage';
import { zh } from './zh';

export type Language = 'zh' | 'en';
export const languages: Language[] = ['zh', 'en'];

function savedLanguage(): string | undefined {
  return getItem<string>('language', 'local') ?? getItem<string>('language', 'session');
}

export function storedLanguage(): Language {
  return savedLanguage() === 'en' ? 'en' : 'zh';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // A copy: i18next merges every feature's namespace into the object it holds, and zh stays the shell's texts.
  resources: { zh: { translation: structuredClone(zh) } },
  lng: 'zh',
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
});

// The shell's en texts load when first needed: zh (the default) users never download them.
let enLoaded: Promise<boolean> | undefined;
function loadLanguage(lang: Language): Promise<boolean> {
  if (lang === 'zh') return Promise.resolve(true);
  enLoaded ??= loadChunk(() => import('./en')).then(
    ({ en }) => {
      // Deep merge without overwriting: features may have registered their en namespaces already.
      i18n.addResourceBundle('en', 'translation', en, true, false);
      return true;
    },
    () => {
      // The page stays in the language it has; choosing en again tries again.
      enLoaded = undefined;
      notifyError(i18n.t('app.chunkFailed'));
      return false;
    },
  );
  return enLoaded;
}

/** Switches to a language once its texts are in (the document's lang follows); stays put if they fail. */
async function applyLanguage(lang: Language): Promise<void> {
  if (!(await loadLanguage(lang))) return;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(lang);
}

/** Resolves when the saved language's texts are ready: the first render waits for it (only en users wait). */
export const i18nReady: Promise<void> = storedLanguage() === 'en' ? applyLanguage('en') : Promise.resolve();

/** The server's default language, used only while the user has not chosen one. */
export function applyDefaultLanguage(lang: Language): void {
  if (savedLanguage() || i18n.language === lang) return;
  void applyLanguage(lang);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'zh';
}

/**
 * Saves the language in session storage (with the other settings) and in local storage, and switches to it once
 * its texts are loaded.
 */
export function setLanguage(lang: Language): Promise<void> {
  setItem('language', lang, 'local');
  setItem('language', lang, 'session');
  return applyLanguage(lang);
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
