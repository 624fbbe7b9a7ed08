/**
 * The first screen of a walkthrough's page, computed at build time in Node: the walkthrough's
 * first scenario run by the engine against both sources (as the page's worker would), shown by
 * the app at the first divergence, and rendered to HTML with every part the first paint shows.
 * The page hydrates over this HTML with the same runs (`main.tsx`); without JavaScript it still
 * reads: both outcomes, and the lines the fix changes, marked.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { decodeFirstRuns, encodeFirstRuns } from '../runner/first-runs';
import { perform } from '../runner/work';
import { openWalkthrough, showFirstRuns, useExplainer, walkthrough } from '../store';
import { App } from '../ui/App';
import { loadWalkthrough } from '../walkthroughs';

export interface FirstScreen {
  /** The app's markup, for the page's root element. */
  readonly html: string;
  /** The runs it shows, for the page's `first-runs` element (see `runner/first-runs.ts`). */
  readonly runs: string;
}

async function wireRun(model: string, script: string) {
  const reply = await perform({ kind: 'run', model, script });
  if (reply.kind !== 'run') throw new Error('prerender: the engine answered a run with something else');
  return reply.run;
}

/** The first screen of the walkthrough `id`'s page. */
export async function firstScreen(id: string): Promise<FirstScreen> {
  const loading = loadWalkthrough(id);
  if (!loading) throw new Error(`prerender: no walkthrough ${id}`);
  openWalkthrough(await loading);
  const { script, afterSource } = useExplainer.getState().ran;
  const before = await wireRun(walkthrough().code.before, script);
  const after = await wireRun(afterSource, script);
  // Shown from the text the page is given, so the prerender shows exactly what the page will.
  const runs = encodeFirstRuns({ before, after });
  const first = decodeFirstRuns(runs);
  if (!first || !showFirstRuns(first.before, first.after)) throw new Error(`prerender: ${id} did not open on its first screen`);
  return { html: await renderLoaded(), runs };
}

/** A Suspense boundary React left for the page to render (its lazy part had not loaded yet). */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The app as HTML with its lazy parts in it. A render starts loading the lazy parts it meets and
 * leaves their boundaries to the client; once they have loaded, the next render has them all.
 * Rendering to a string (not a stream) keeps the page free of React's inline scripts, which
 * the page's policy forbids.
 */
async function renderLoaded(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = renderToString(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    if (!html.includes(CLIENT_RENDERED)) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('prerender: a lazy part of the first screen never loaded');
}
