/**
 * The site's index: every walkthrough (title, PR, one line, a link to its page), in the reader's
 * language. No React: it is a list. A link from before walkthroughs had pages (`<base>/#s=…`)
 * is sent on to the page of the walkthrough it belongs to.
 */
import { decodeLink } from '../store/permalink';
import { type Catalog, FIRST_WALKTHROUGH, loadCatalog, type Translate, translator, walkthroughs } from '../walkthroughs';
import './styles.css';

/** The reader's language catalogs: the app's and every walkthrough's (English needs none). */
async function catalogs(): Promise<Catalog[]> {
  if (!navigator.language.toLowerCase().startsWith('zh')) return [];
  const app = (await import('./i18n/zh-CN')).zhCN;
  return [app, ...(await Promise.all(walkthroughs.map((w) => loadCatalog(w.id, 'zh-CN'))))];
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  if (className) el.className = className;
  return el;
}

function render(root: HTMLElement, t: Translate, lang: string): void {
  document.documentElement.lang = lang;
  document.title = t('PR explainer');
  const list = element('ul', undefined, 'walkthrough-list');
  for (const w of walkthroughs) {
    const item = element('li');
    const title = element('a', t(w.title));
    title.href = `./${w.id}/`;
    const pr = element('a', t('{repository} pull request #{number}', { repository: w.pr.repository, number: w.pr.number }), 'pr');
    pr.href = w.pr.url;
    const heading = element('h2');
    heading.append(title);
    item.append(heading, element('p', t(w.oneLine)), pr);
    list.append(item);
  }
  root.replaceChildren(
    element('h1', t('PR explainer')),
    element('p', t('Each walkthrough runs a pull request’s real Python code before and after the fix, side by side and step by step.'), 'intro'),
    list,
  );
}

async function main(): Promise<void> {
  if (location.hash.startsWith('#s=')) {
    const link = await decodeLink(location.hash);
    const id = link.kind === 'ok' ? (link.state.w ?? FIRST_WALKTHROUGH) : FIRST_WALKTHROUGH;
    location.replace(`./${id}/${location.hash}`);
    return;
  }
  const root = document.getElementById('index');
  if (!root) return;
  const loaded = await catalogs();
  render(root, translator(loaded), loaded.length ? 'zh-CN' : 'en');
}

void main();
