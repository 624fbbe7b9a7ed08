/**
 * The fix lab's actions, loaded with the lab panel. The reader edits the after-fix source (or
 * loads a gallery fix); the current scenario re-runs at once through the main store, and the
 * checks (the PR's three tests plus the lab's properties) re-run when typing pauses. Checks run
 * in the engine's workers: a newer source's checks replace an older one's.
 */
import { create } from 'zustand';
import { checkSource, type LabReport } from '../runner';
import { walkthrough } from '../walkthroughs/verl-7491';
import { checksScript } from '../walkthroughs/verl-7491/checks-script';
import { checkIds, type Fix, fixes, fixSource } from '../walkthroughs/verl-7491/fixes';
import { persist, setAfterSource, useExplainer } from './store';

export type { CheckResult, LabReport } from '../runner';

export interface LabState {
  /** The checks of the latest source checked (null until they first ran). */
  readonly report: LabReport | null;
  /** Checks of a newer source are on their way. */
  readonly checking: boolean;
  /** Each gallery fix's checks, filled in as the engine computes them. */
  readonly gallery: ReadonlyMap<string, LabReport>;
}

export const useLab = create<LabState>(() => ({ report: null, checking: false, gallery: new Map() }));

export { fixes };

/** Runs the checks against the after-fix source now on screen; resolves when they are shown (or replaced). */
export async function refreshChecks(): Promise<void> {
  useLab.setState({ checking: true });
  const report = await checkSource('checks', useExplainer.getState().afterSource, checksScript, checkIds);
  if (report) useLab.setState({ report, checking: false });
}

let galleryRequested = false;

/** Checks every gallery fix once, in the background; resolves when all are in. */
function computeGallery(): Promise<void> {
  if (galleryRequested) return Promise.resolve();
  galleryRequested = true;
  return Promise.all(
    fixes.map(async (f) => {
      const report = await checkSource(`gallery:${f.id}`, fixSource(f, walkthrough), checksScript, checkIds, true);
      if (report) useLab.setState((s) => ({ gallery: new Map(s.gallery).set(f.id, report) }));
    }),
  ).then(() => undefined);
}

/** Opens the lab; resolves when its checks and the gallery's verdicts are in. */
export async function openLab(): Promise<void> {
  useExplainer.setState({ lab: true });
  persist();
  await Promise.all([refreshChecks(), computeGallery()]);
}

export function closeLab(): void {
  useExplainer.setState({ lab: false });
  persist();
}

let pending: ReturnType<typeof setTimeout> | undefined;

/** The reader typed in the lab's editor: the scenario re-runs now, the checks once typing pauses. */
export function editModel(source: string): void {
  void setAfterSource(source, true);
  clearTimeout(pending);
  pending = setTimeout(() => void refreshChecks(), 250);
}

/** Loads a gallery fix into the editor and checks it; resolves when both the runs and the checks are in. */
export async function loadFix(fix: Fix): Promise<void> {
  clearTimeout(pending);
  await Promise.all([setAfterSource(fixSource(fix, walkthrough)), refreshChecks()]);
}

/** The gallery fix whose source is on screen, if any. */
export function fixOnScreen(source: string): Fix | undefined {
  return fixes.find((f) => fixSource(f, walkthrough) === source);
}

/** Back to the PR's after-fix source. */
export async function restoreModel(): Promise<void> {
  clearTimeout(pending);
  await Promise.all([setAfterSource(walkthrough.after), refreshChecks()]);
}
