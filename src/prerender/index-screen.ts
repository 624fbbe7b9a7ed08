/** The site's index as the build writes it into `index.html` (English; the page redraws it in another language). */
import { indexView, toHtml } from '../ui/index-view';
import { translator, walkthroughs } from '../walkthroughs';

export function indexScreen(): string {
  return toHtml(indexView(walkthroughs, translator([]), 'en'));
}
