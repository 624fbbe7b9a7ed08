/**
 * A walkthrough's page: the walkthrough its HTML names (`<html data-walkthrough="ID">`, written
 * by the build for `<base>/ID/`) opens, the page paints at once, and the runs arrive from the
 * engine's worker. A link in the address bar opens its view instead of the saved session (a
 * moment after the first paint, once decoded), or sends the reader to the walkthrough it belongs to.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { begin, openLink, openWalkthrough } from './store';
import { App } from './ui/App';
import { loadWalkthrough } from './walkthroughs';
import './ui/styles.css';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  const id = document.documentElement.dataset.walkthrough ?? '';
  const loading = loadWalkthrough(id);
  if (!root) return;
  if (!loading) {
    root.textContent = `There is no walkthrough "${id}" here.`;
    return;
  }
  openWalkthrough(await loading);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (!location.hash) {
    void begin();
    return;
  }
  const opened = await openLink(location.hash);
  if (opened.kind === 'elsewhere') location.replace(`../${opened.walkthrough}/${location.hash}`);
}

void main();
