/**
 * The runs of a walkthrough's default scenario, computed by the build and written into its page
 * (`<script type="application/json" id="first-runs">`), so the first screen needs no engine: the
 * page shows them at once and its worker starts only when the reader changes something.
 */
import type { RunData } from '../explain/run-data';
import { decodeRun, type WireRun } from './wire';
import { fromWireText, toWireText } from './wire-text';

/** The id of the element that holds the runs in the page. */
export const FIRST_RUNS_ID = 'first-runs';

export interface FirstRuns {
  readonly before: WireRun;
  readonly after: WireRun;
}

/** The runs as the text of a `<script type="application/json">` element (`<` escaped, so no text inside can end it). */
export function encodeFirstRuns(runs: FirstRuns): string {
  return toWireText(runs).replace(/</g, '\\u003c');
}

/** The runs a page holds, ready to show; null when the text is not a pair of runs. */
export function decodeFirstRuns(text: string): { before: RunData; after: RunData } | null {
  try {
    const runs = fromWireText(text) as FirstRuns;
    return { before: decodeRun(runs.before), after: decodeRun(runs.after) };
  } catch {
    return null;
  }
}
