/**
 * The fix lab's actions. The reader edits the after-fix source (or loads a gallery fix); the
 * scenario re-runs at once, and the checks (the PR's tests plus the walkthrough's properties)
 * re-run when typing pauses. The service runs the checks in the engine's workers: a newer
 * source's checks replace an older one's. The lab's part of the walkthrough loads when the lab first opens.
 */
import { type Fix, fixSource, type Lab } from '../walkthroughs';
import { checkFix, checkLab } from './service';
import { persist, setAfterSource, useExplainer, walkthrough } from './store';

/** The lab's checks and gallery, loaded on first use. */
export async function loadLab(): Promise<Lab> {
  const loaded = useExplainer.getState().labSpec;
  if (loaded) return loaded;
  const lab = await walkthrough().lab();
  useExplainer.setState({ labSpec: lab });
  return lab;
}

/** Runs the checks against the after-fix source now on screen; resolves when they are shown (or replaced). */
export async function refreshChecks(): Promise<void> {
  useExplainer.setState({ checking: true });
  const lab = await loadLab();
  const report = await checkLab(lab, useExplainer.getState().afterSource);
  if (report) useExplainer.setState({ labReport: report, checking: false });
}

let galleryRequested = false;

/** Checks every gallery fix once, in the background; resolves when all are in. */
async function computeGallery(): Promise<void> {
  if (galleryRequested) return;
  galleryRequested = true;
  const lab = await loadLab();
  await Promise.all(
    lab.fixes.map(async (f) => {
      const report = await checkFix(walkthrough(), lab, f);
      if (report) useExplainer.setState((s) => ({ gallery: new Map(s.gallery).set(f.id, report) }));
    }),
  );
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
  await Promise.all([setAfterSource(fixSource(fix, walkthrough().code)), refreshChecks()]);
}

/** The gallery fix whose source is on screen, if any. */
export function fixOnScreen(source: string): Fix | undefined {
  return useExplainer.getState().labSpec?.fixes.find((f) => fixSource(f, walkthrough().code) === source);
}

/** Back to the PR's after-fix source. */
export async function restoreModel(): Promise<void> {
  clearTimeout(pending);
  await Promise.all([setAfterSource(walkthrough().code.after), refreshChecks()]);
}
