/**
 * Which language the client speaks: the one chosen on the selector (remembered in
 * localStorage), else the browser's (navigator.language), else English. The page's
 * <html lang> holds the current one; switching reloads so that every screen is drawn anew.
 */
import { readItem, writeItem } from '../local-store';
import { LANGUAGES, type Language } from './catalog';

const KEY = 'stronghold.lang';

/** The catalog language for a BCP 47 tag: any Chinese but Simplified -> zh-Hant; else en. */
export function languageFor(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  const t = tag.toLowerCase();
  if (t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo' || t.startsWith('zh-hant')) return 'zh-Hant';
  if (t.startsWith('en')) return 'en';
  return null;
}

export function pickLanguage(stored: string | null, browser: readonly string[]): Language {
  return languageFor(stored) ?? browser.map(languageFor).find((l) => l !== null) ?? 'en';
}

/** The language now in use (English outside a browser, e.g. in unit tests). */
export function currentLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return languageFor(document.documentElement.lang) ?? 'en';
}

/** At start-up: the stored or browser language onto <html lang>. */
export function applyLanguage(): Language {
  const lang = pickLanguage(readItem(KEY), [...navigator.languages, navigator.language]);
  document.documentElement.lang = lang;
  return lang;
}

/** The selector's choice: remembered, then the page is drawn again in it. */
export function switchLanguage(lang: Language): void {
  writeItem(KEY, lang);
  if (currentLanguage() !== lang) location.reload();
}
