/**
 * The app's one store. It holds the scenario (form and script), runs both versions of the
 * model when the script changes, and keeps the lockstep cursor. Actions are module-level
 * functions; components select the smallest slice they need.
 */
import { create } from 'zustand';
import { type RunResult, run } from '../engine';
import { type Alignment, align, type Granularity } from '../explain';
import { installRuntime, loadOptionalModules } from '../runtime';
import { walkthrough } from '../walkthroughs/verl-7491';
import { presetExplanation, presetScript, presets } from '../walkthroughs/verl-7491/presets';
import { defaultForm, type ScenarioForm, scriptFor } from '../walkthroughs/verl-7491/scenario';
import { loadSaved, save } from './persist';

installRuntime();

export type Side = 'before' | 'after';

export interface ExplainerState {
  /** The scenario script: what runs. */
  readonly script: string;
  /** The builder form; `formInSync` says whether `script` is still what the form writes. */
  readonly form: ScenarioForm;
  readonly formInSync: boolean;
  /** The preset the script came from, if it is unchanged. */
  readonly presetId: string | null;
  readonly before: RunResult;
  readonly after: RunResult;
  readonly granularity: Granularity;
  readonly alignment: Alignment;
  /** The cursor: a row of `alignment.rows`. */
  readonly row: number;
  /** The object a reader points at in the objects view (per run). */
  readonly hovered: { readonly side: Side; readonly id: number } | null;
  /** Which run the Objects view and the Model state diff show. */
  readonly focusSide: Side;
  /** A message shown once, e.g. when a saved state could not be restored. */
  readonly notice: string | null;
  /** Bumped whenever the script is replaced from outside the editor (preset, form, reset). */
  readonly scriptRevision: number;
}

/** A script that imports an optional library (pytest) runs again once the library has loaded. */
function rerunWhenModulesLoad(script: string): void {
  void loadOptionalModules(script).then((loaded) => {
    const s = useExplainer.getState();
    if (!loaded || s.script !== script) return;
    const runs = compute(script, s.granularity);
    useExplainer.setState({ ...runs, row: Math.max(0, runs.alignment.rows.length - 1) });
  });
}

function compute(script: string, granularity: Granularity) {
  rerunWhenModulesLoad(script);
  const before = run({ model: walkthrough.before, script });
  const after = run({ model: walkthrough.after, script });
  const alignment = align(before.ok ? before.trace : null, after.ok ? after.trace : null, walkthrough.before, walkthrough.after, granularity);
  return { before, after, alignment };
}

function initialState(): ExplainerState {
  const saved = loadSaved();
  const form: ScenarioForm = { ...defaultForm, ...(saved.value?.form ?? {}) };
  const script = saved.value?.script ?? scriptFor(form);
  const granularity = saved.value?.granularity ?? 'calls';
  const runs = compute(script, granularity);
  const row = Math.min(saved.value?.row ?? runs.alignment.rows.length - 1, Math.max(0, runs.alignment.rows.length - 1));
  return {
    script,
    form,
    formInSync: script === scriptFor(form),
    presetId: saved.value?.presetId ?? null,
    granularity,
    ...runs,
    row,
    hovered: null,
    focusSide: 'after',
    notice: saved.notice,
    scriptRevision: 0,
  };
}

export const useExplainer = create<ExplainerState>(initialState);

function persist(): void {
  const s = useExplainer.getState();
  save({ script: s.script, form: s.form, granularity: s.granularity, row: s.row, presetId: s.presetId });
}

/** Runs a new script; `fromEditor` is true when the reader typed it (the editor already shows it). */
function setScriptState(script: string, extra: Partial<ExplainerState>, fromEditor = false): void {
  const { granularity } = useExplainer.getState();
  const runs = compute(script, granularity);
  // A new scenario opens at its end, where the outcome banners are.
  const revision = useExplainer.getState().scriptRevision;
  useExplainer.setState({
    script,
    ...runs,
    row: Math.max(0, runs.alignment.rows.length - 1),
    hovered: null,
    scriptRevision: fromEditor ? revision : revision + 1,
    ...extra,
  });
  persist();
}

/** The reader edited the script directly. */
export function editScript(script: string): void {
  const { form, script: current } = useExplainer.getState();
  if (script === current) return;
  setScriptState(script, { formInSync: script === scriptFor(form), presetId: null }, true);
}

/** The reader changed the form: it rewrites the script. */
export function updateForm(patch: Partial<ScenarioForm>): void {
  const form = { ...useExplainer.getState().form, ...patch };
  setScriptState(scriptFor(form), { form, formInSync: true, presetId: null });
}

/** Rewrites the script from the form, discarding direct edits (after the reader chose so). */
export function resyncForm(): void {
  const { form } = useExplainer.getState();
  setScriptState(scriptFor(form), { formInSync: true, presetId: null });
}

/** Loads a preset's script (fetched on first use) and runs it. */
export async function loadPreset(id: string): Promise<void> {
  const script = await presetScript(id);
  if (script === undefined) return;
  const { form } = useExplainer.getState();
  setScriptState(script, { presetId: id, formInSync: script === scriptFor(form) });
}

/** Back to the default scenario and form; forgets saved edits. */
export function resetScenario(): void {
  setScriptState(scriptFor(defaultForm), { form: defaultForm, formInSync: true, presetId: null, notice: null });
}

export function setGranularity(granularity: Granularity): void {
  const s = useExplainer.getState();
  const alignment = align(s.before.ok ? s.before.trace : null, s.after.ok ? s.after.trace : null, walkthrough.before, walkthrough.after, granularity);
  // Keep the cursor on the same step of the after-fix run where possible.
  const current = s.alignment.rows[s.row]?.after;
  let row = alignment.rows.findIndex((r) => r.after !== null && current !== null && current !== undefined && r.after >= current);
  if (row < 0) row = alignment.rows.length - 1;
  useExplainer.setState({ granularity, alignment, row: Math.max(0, row) });
  persist();
}

export function goTo(row: number): void {
  const n = useExplainer.getState().alignment.rows.length;
  const clamped = Math.max(0, Math.min(n - 1, row));
  if (clamped !== useExplainer.getState().row) {
    useExplainer.setState({ row: clamped });
    persist();
  }
}

export function step(delta: number): void {
  goTo(useExplainer.getState().row + delta);
}

export function goFirst(): void {
  goTo(0);
}

export function goLast(): void {
  goTo(useExplainer.getState().alignment.rows.length - 1);
}

export function jumpToDivergence(): void {
  const d = useExplainer.getState().alignment.firstDivergence;
  if (d !== null) goTo(d);
}

export function hover(side: Side, id: number | null): void {
  useExplainer.setState({ hovered: id === null ? null : { side, id } });
}

export function setFocusSide(side: Side): void {
  useExplainer.setState({ focusSide: side });
}

export function dismissNotice(): void {
  useExplainer.setState({ notice: null });
}

export { presetExplanation, presets, walkthrough };
