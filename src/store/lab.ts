/**
 * The fix lab's actions, loaded with the lab panel. The reader edits the after-fix source (or
 * loads a gallery fix); the current scenario re-runs at once through the main store, and the
 * checks (the PR's three tests plus the lab's properties) re-run a moment later.
 */
import { create } from 'zustand';
import { walkthrough } from '../walkthroughs/verl-7491';
import { type Fix, fixes, fixSource } from '../walkthroughs/verl-7491/fixes';
import { type LabReport, runChecks } from './fix-lab';
import { persist, setAfterSource, useExplainer } from './store';

export interface LabState {
  /** The checks for the source on screen (null until they first ran). */
  readonly report: LabReport | null;
  /** Each gallery fix's checks, computed by the engine when the lab opens. */
  readonly gallery: ReadonlyMap<string, LabReport>;
}

export const useLab = create<LabState>(() => ({ report: null, gallery: new Map() }));

export { fixes };

/** Runs the checks against the after-fix source now on screen. */
export function refreshChecks(): void {
  useLab.setState({ report: runChecks(useExplainer.getState().afterSource) });
}

function computeGallery(): void {
  if (useLab.getState().gallery.size > 0) return;
  useLab.setState({ gallery: new Map(fixes.map((f) => [f.id, runChecks(fixSource(f, walkthrough))])) });
}

export function openLab(): void {
  useExplainer.setState({ lab: true });
  persist();
  refreshChecks();
  computeGallery();
}

export function closeLab(): void {
  useExplainer.setState({ lab: false });
  persist();
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** The reader typed in the lab's editor: the scenario re-runs now, the checks once typing pauses. */
export function editModel(source: string): void {
  setAfterSource(source, true);
  clearTimeout(pending);
  pending = setTimeout(refreshChecks, 250);
}

/** Loads a gallery fix into the editor and checks it. */
export function loadFix(fix: Fix): void {
  setAfterSource(fixSource(fix, walkthrough));
  refreshChecks();
}

/** The gallery fix whose source is on screen, if any. */
export function fixOnScreen(source: string): Fix | undefined {
  return fixes.find((f) => fixSource(f, walkthrough) === source);
}

/** Back to the PR's after-fix source. */
export function restoreModel(): void {
  setAfterSource(walkthrough.after);
  refreshChecks();
}
