/**
 * The app's one store: the scenario script and the two runs it produces. Runs happen here
 * (engine + runtime); components only read the resulting traces.
 */
import { create } from 'zustand';
import { type RunResult, run } from '../engine';
import { installRuntime } from '../runtime';
import { walkthrough } from '../walkthroughs/verl-7491';

installRuntime();

export interface ExplainerState {
  readonly script: string;
  readonly before: RunResult;
  readonly after: RunResult;
}

function runBoth(script: string): ExplainerState {
  return { script, before: run({ model: walkthrough.before, script }), after: run({ model: walkthrough.after, script }) };
}

export const useExplainer = create<ExplainerState>(() => runBoth(walkthrough.defaultScript));

/** Replaces the scenario script and re-runs both versions. */
export function setScript(script: string): void {
  useExplainer.setState(runBoth(script));
}
