import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './ui/App';
import './ui/styles.css';

// The page is alive: CSS shows what a page without JavaScript leaves out (see the code view).
document.documentElement.classList.add('js');

function start(): void {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}

// A link to a view opens that view before the first render.
/** What a link to a tour stop or to the fix lab needs, loaded only then. */
async function openers() {
  const [tour, lab] = await Promise.all([import('./store/tour'), import('./store/lab')]);
  return { openStopById: tour.openStopById, refreshChecks: lab.refreshChecks };
}

if (location.hash) void import('./store/link').then((m) => m.openLink(location.hash, openers)).finally(start);
else start();
