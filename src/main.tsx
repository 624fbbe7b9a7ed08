import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { begin } from './store/store';
import { App } from './ui/App';
import './ui/styles.css';

function start(): void {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}

/** What a link to a tour stop or to the fix lab needs, loaded only then. */
async function openers() {
  const [tour, lab] = await Promise.all([import('./store/tour'), import('./store/lab')]);
  return { openStopById: tour.openStopById, refreshChecks: lab.refreshChecks };
}

// The page paints at once; the runs arrive from the engine's worker. A link opens its view
// instead of the saved session (a moment after the first paint, once it is decoded).
start();
if (location.hash) void import('./store/link').then((m) => m.openLink(location.hash, openers));
else void begin();
