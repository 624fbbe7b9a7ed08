import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { loadLink } from './store/lazy';
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

// A link to a view opens that view before the first render.
if (location.hash)
  void loadLink()
    .then((m) => m.openLink(location.hash))
    .finally(start);
else start();
