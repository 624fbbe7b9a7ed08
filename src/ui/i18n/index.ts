/**
 * The app's languages (see src/walkthroughs/i18n.ts for the one way of localising): a message
 * is written in English where it is used, `t('Step {n} of {total}', { n, total })`, and that
 * English text is its key. A translator looks a text up in the app's catalog and then in the
 * walkthrough's; both load when a reader first chooses the language (English needs none), into
 * the store's state, so the page re-renders in the language once they are there.
 */
import { useEffect, useMemo } from 'react';
import { addCatalogs, useExplainer, walkthrough } from '../../store';
import { type Catalog, type Language, loadCatalog, type Translate, translator } from '../../walkthroughs';

export type { Catalog, Translate } from '../../walkthroughs';
export { format, translator } from '../../walkthroughs';

/** The app's catalogs, by language (English has none). */
const appCatalogs: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalog>>> = {
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
};

/** Catalogs on their way, by walkthrough and language (each is asked for once at a time). */
const loading = new Set<string>();

function load(language: Exclude<Language, 'en'>): void {
  const id = walkthrough().meta.id;
  const key = `${id} ${language}`;
  if (loading.has(key) || useExplainer.getState().catalogs[language]) return;
  loading.add(key);
  void Promise.all([appCatalogs[language](), loadCatalog(id, language)])
    .then((catalogs) => addCatalogs(language, catalogs))
    .finally(() => loading.delete(key));
}

const english = translator([]);

/** The translator for the reader's language (English until its catalogs have loaded). */
export function useT(): Translate {
  const language = useExplainer((s) => s.language);
  const catalogs = useExplainer((s) => s.catalogs[language]);
  useEffect(() => {
    if (language !== 'en') load(language);
  }, [language]);
  return useMemo(() => (language === 'en' || !catalogs ? english : translator(catalogs)), [language, catalogs]);
}

/** The reader's language. */
export function useLanguage(): Language {
  return useExplainer((s) => s.language);
}
