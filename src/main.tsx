/**
 * A walkthrough's page: the walkthrough its HTML names (`<html data-walkthrough="ID">`, written
 * by the build for `<base>/ID/`) opens. The build prerendered the page's first screen and the
 * runs it shows: on a first visit (no link, no saved session, English, not embedded) the app
 * takes that screen over as it is — hydration, no engine run, nothing redrawn. Otherwise it draws
 * its own view in its place and the runs arrive from the engine's worker; a link in the address
 * bar opens its view instead of the saved session (once decoded), or sends the reader to the
 * walkthrough it belongs to.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { decodeFirstRuns, FIRST_RUNS_ID } from './runner/first-runs';
import { begin, openLink, openWalkthrough, showFirstRuns } from './store';
import { App, isEmbed } from './ui/App';
import { loadWalkthrough } from './walkthroughs';
import './ui/styles.css';

/** The runs the build wrote into the page, when the page opens on the screen it prerendered. */
function prerenderedRuns() {
  if (location.hash || isEmbed()) return null;
  const text = document.getElementById(FIRST_RUNS_ID)?.textContent;
  return text ? decodeFirstRuns(text) : null;
}

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
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const first = prerenderedRuns();
  if (first && showFirstRuns(first.before, first.after)) {
    hydrateRoot(root, app);
    return;
  }
  createRoot(root).render(app);
  if (!location.hash) {
    void begin();
    return;
  }
  const opened = await openLink(location.hash);
  if (opened.kind === 'elsewhere') location.replace(`../${opened.walkthrough}/${location.hash}`);
}

void main();
