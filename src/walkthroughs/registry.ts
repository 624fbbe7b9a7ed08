/**
 * The registry: every walkthrough folder with a `meta.ts` and an `index.ts` (see `types.ts`),
 * found by the bundler at build time — a new folder needs no change here. The metadata of all
 * of them is at hand (the index lists it); a walkthrough itself, and its translations, load only
 * when asked for.
 */
import type { Catalog, Language } from './i18n';
import type { Walkthrough, WalkthroughMeta } from './types';

const metas = import.meta.glob<WalkthroughMeta>('./*/meta.ts', { eager: true, import: 'default' });
const entries = import.meta.glob<Walkthrough>('./*/index.ts', { import: 'default' });
/** Each walkthrough's catalog per language but English (one glob a language: the bundler needs literal patterns). */
const catalogs: Readonly<Record<Exclude<Language, 'en'>, Record<string, () => Promise<Catalog>>>> = {
  'zh-CN': import.meta.glob<Catalog>('./*/zh-CN.ts', { import: 'default' }),
};

const folderOf = (path: string) => path.split('/')[1];
const loaders = new Map(Object.entries(entries).map(([path, load]) => [folderOf(path), load]));

/** Every walkthrough, by PR number. */
export const walkthroughs: readonly WalkthroughMeta[] = Object.entries(metas)
  .filter(([path, meta]) => loaders.has(folderOf(path)) && meta.id === folderOf(path))
  .map(([, meta]) => meta)
  .sort((a, b) => a.pr.number - b.pr.number);

/** Loads a walkthrough by id; null when there is none by that id. */
export function loadWalkthrough(id: string): Promise<Walkthrough> | null {
  const load = walkthroughs.some((w) => w.id === id) ? loaders.get(id) : undefined;
  return load ? load() : null;
}

/** A walkthrough's texts in a language (its catalog; empty when it has none). */
export function loadCatalog(id: string, language: Exclude<Language, 'en'>): Promise<Catalog> {
  const load = catalogs[language][`./${id}/${language}.ts`];
  return load ? load() : Promise.resolve({});
}

/** The walkthrough old links without an id (`#s=…` at the site's root, saved before ids existed) belong to. */
export const FIRST_WALKTHROUGH = 'verl-7491';
