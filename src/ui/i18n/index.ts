/**
 * The app's languages, gettext-style: a message is written in English where it is used,
 * `t('Step {n} of {total}', { n, total })`, and that English text is its key. English needs no
 * catalog (so the first download carries none); the Simplified Chinese catalog loads on demand.
 * `test/ui/i18n.test.ts` finds every translated message in the UI and holds the catalog to exactly those keys.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useExplainer } from '../../store/store';
import type { Language } from '../../walkthroughs/localized';

export type Params = Readonly<Record<string, string | number>>;
export type Catalog = Readonly<Record<string, string>>;
export type Translate = (message: string, params?: Params) => string;

const catalogs = new Map<Language, Catalog>();
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function loadChinese(): Promise<void> {
  loading ??= import('./zh-CN').then((m) => {
    catalogs.set('zh-CN', m.zhCN);
    for (const l of listeners) l();
  });
  return loading;
}

/** Fills `{name}` placeholders. */
export function format(message: string, params?: Params): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator for a language with a given catalog (English when the catalog lacks a message). */
export function translator(catalog: Catalog | undefined): Translate {
  return (message, params) => format(catalog?.[message] ?? message, params);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The translator for the reader's language; re-renders once a catalog arrives. */
export function useT(): Translate {
  const language = useExplainer((s) => s.language);
  const catalog = useSyncExternalStore(
    subscribe,
    () => catalogs.get(language),
    () => undefined,
  );
  useEffect(() => {
    if (language === 'zh-CN' && !catalogs.has('zh-CN')) void loadChinese();
  }, [language]);
  return translator(language === 'en' ? undefined : catalog);
}

/** The reader's language, for text a walkthrough writes in every language (`Localized`). */
export function useLanguage(): Language {
  return useExplainer((s) => s.language);
}
