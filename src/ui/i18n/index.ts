/**
 * The app's languages (see src/walkthroughs/i18n.ts for the one way of localising): a message
 * is written in English where it is used, `t('Step {n} of {total}', { n, total })`, and that
 * English text is its key. A translator looks a text up in the app's catalog and then in the
 * walkthrough's; both load when a reader first chooses the language (English needs none).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useExplainer, walkthrough } from '../../store';
import { type Catalog, type Language, loadCatalog, type Translate, translator } from '../../walkthroughs';

export type { Catalog, Translate } from '../../walkthroughs';
export { format, translator } from '../../walkthroughs';

/** The translator of each language whose catalogs (the app's and the walkthrough's) have loaded. */
const loaded = new Map<Language, Translate>();
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/** The app's catalogs, by language (English has none). */
const appCatalogs: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalog>>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
};

function load(language: Exclude<Language, 'en'>): Promise<void> {
  let p = loading.get(language);
  if (!p) {
    p = Promise.all([appCatalogs[language](), loadCatalog(walkthrough().meta.id, language)]).then((catalogs) => {
      loaded.set(language, translator(catalogs));
      for (const l of listeners) l();
    });
    loading.set(language, p);
  }
  return p;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

const english = translator([]);

/** The translator for the reader's language; re-renders once its catalogs arrive. */
export function useT(): Translate {
  const language = useExplainer((s) => s.language);
  const translate = useSyncExternalStore(
    subscribe,
    () => loaded.get(language),
    () => undefined,
  );
  useEffect(() => {
    if (language !== 'en' && !loaded.has(language)) void load(language);
  }, [language]);
  return language === 'en' || !translate ? english : translate;
}

/** The reader's language. */
export function useLanguage(): Language {
  return useExplainer((s) => s.language);
}
