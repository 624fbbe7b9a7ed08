/**
 * What the site's index shows, as a small element tree: the title, a line on what a walkthrough
 * is, the language switch, and every walkthrough (title linking to its page, one line, its PR).
 * One tree, two ways out: `toHtml` for the page the build prerenders (read with or without
 * JavaScript), `toDom` for the page itself when the reader's language is not English.
 */
import { type Language, languageNames, languages, type Translate, type WalkthroughMeta } from '../walkthroughs';

export interface El {
  readonly tag: string;
  readonly attrs?: Readonly<Record<string, string | true>>;
  readonly children?: readonly (El | string)[];
}

const el = (tag: string, attrs: El['attrs'], ...children: (El | string)[]): El => ({ tag, attrs, children });

/** The id of the language switch's `<select>` (the page listens to it). */
export const LANGUAGE_SELECT_ID = 'language';

export function indexView(list: readonly WalkthroughMeta[], t: Translate, language: Language): El[] {
  const options = languages.map((l) => el('option', { value: l, lang: l, ...(l === language && { selected: true }) }, languageNames[l]));
  return [
    el(
      'header',
      { class: 'index-top' },
      el('h1', undefined, t('PR explainer')),
      el(
        'label',
        { class: 'language' },
        el('span', { class: 'sr-only' }, t('Language')),
        el('select', { id: LANGUAGE_SELECT_ID, 'aria-label': t('Language') }, ...options),
      ),
    ),
    el('p', { class: 'intro' }, t('Each walkthrough runs a pull request’s real Python code before and after the fix, side by side and step by step.')),
    el(
      'ul',
      { class: 'walkthrough-list' },
      ...list.map((w) =>
        el(
          'li',
          undefined,
          el('h2', undefined, el('a', { href: `./${w.id}/` }, t(w.title))),
          el('p', undefined, t(w.oneLine)),
          el('a', { class: 'pr', href: w.pr.url }, t('{repository} pull request #{number}', { repository: w.pr.repository, number: w.pr.number })),
        ),
      ),
    ),
  ];
}

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

/** The tree as HTML, every text and attribute value escaped. */
export function toHtml(nodes: readonly (El | string)[]): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escaped(n);
      const attrs = Object.entries(n.attrs ?? {})
        .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escaped(v)}"`))
        .join('');
      return `<${n.tag}${attrs}>${toHtml(n.children ?? [])}</${n.tag}>`;
    })
    .join('');
}

/** The tree as DOM nodes (texts as text, never as markup). */
export function toDom(nodes: readonly (El | string)[]): Node[] {
  return nodes.map((n) => {
    if (typeof n === 'string') return document.createTextNode(n);
    const node = document.createElement(n.tag);
    for (const [k, v] of Object.entries(n.attrs ?? {})) node.setAttribute(k, v === true ? '' : v);
    node.append(...toDom(n.children ?? []));
    return node;
  });
}
