/**
 * The site's index: every walkthrough (title, PR, one line, a link to its page) and the language
 * switch, in the reader's language. No React: it is a list. The build prerendered it in English
 * (`indexView` through `toHtml`), so it reads without JavaScript; here it is redrawn only in
 * another language, and whenever the reader switches. A link from before walkthroughs had pages
 * (`<base>/#s=…`) is sent on to the page of the walkthrough it belongs to.
 */
import { browserLanguage, chooseLanguage, chosenLanguage } from '../store/language';
import { decodeLink } from '../store/permalink';
import { type Catalog, FIRST_WALKTHROUGH, type Language, languages, loadCatalog, translator, walkthroughs } from '../walkthroughs';
import { indexView, LANGUAGE_SELECT_ID, toDom } from './index-view';
import './styles.css';

/** A language's catalogs: the app's and every walkthrough's (English needs none). */
async function catalogs(language: Language): Promise<Catalog[]> {
  if (language === 'en') return [];
  const app = (await import('./i18n/zh-CN')).zhCN;
  return [app, ...(await Promise.all(walkthroughs.map((w) => loadCatalog(w.id, language))))];
}

async function render(root: HTMLElement, language: Language): Promise<void> {
  const t = translator(await catalogs(language));
  document.documentElement.lang = language;
  document.title = t('PR explainer');
  const focused = document.activeElement?.id === LANGUAGE_SELECT_ID;
  root.replaceChildren(...toDom(indexView(walkthroughs, t, language)));
  // The switch was redrawn under the reader's hand: keep it where they were.
  if (focused) document.getElementById(LANGUAGE_SELECT_ID)?.focus();
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
  root.addEventListener('change', (e) => {
    const select = e.target as HTMLSelectElement;
    if (select.id !== LANGUAGE_SELECT_ID) return;
    const language = languages.find((l) => l === select.value);
    if (!language) return;
    chooseLanguage(language);
    void render(root, language);
  });
  const language = chosenLanguage() ?? browserLanguage();
  // The prerendered list is English; another language, or a page built without it, is drawn here.
  if (language !== 'en' || !root.querySelector('.walkthrough-list')) await render(root, language);
}

void main();
