/**
 * The reader's language, one choice for the whole site: chosen on the index or on any
 * walkthrough's page, it holds on every page (in localStorage, beside the walkthroughs'
 * sessions) until the reader chooses again or resets everything. With no choice made, the
 * browser's language. No store here: the index page reads it too, without the app.
 */
import { type Language, languages } from '../walkthroughs';

const KEY = 'pr-explainer:language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The language the reader chose last, on any page; null when they never chose (or reset). */
export function chosenLanguage(): Language | null {
  const v = storage()?.getItem(KEY);
  return languages.find((l) => l === v) ?? null;
}

export function chooseLanguage(language: Language | null): void {
  try {
    if (language === null) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, language);
  } catch {
    // Storage full or disabled: the choice holds on this page only.
  }
}

/** The browser's language, as far as the site speaks it. */
export function browserLanguage(): Language {
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  return nav.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}
