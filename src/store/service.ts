/**
 * The store's service: the engine's work for a walkthrough, as plain functions its actions call
 * — running a scenario against both versions, aligning two runs, checking a source against the
 * fix lab's checks, and exporting a scenario as pytest with what the file does against each
 * version. It never reads or writes the store: an action passes what the work needs and puts
 * what comes back into the state. The work itself runs in the runner's workers (`../runner`),
 * where a newer request under the same key makes an older one's answer moot (null).
 */
import { type Alignment, align, type Granularity } from '../explain/alignment';
import { engineScript, exportPytest, type PytestExport } from '../explain/pytest-export';
import type { RunData } from '../explain/run-data';
import { checkSource, claimTest, type LabReport, runScenario, type TestClaim } from '../runner';
import { type Fix, fixSource, type Lab, type Walkthrough } from '../walkthroughs';

export interface Runs {
  readonly before: RunData;
  readonly after: RunData;
}

/** The before-fix run depends on the walkthrough and the script alone: kept (or awaited) while only the after-fix source changes. */
let beforeRun: { readonly w: Walkthrough; readonly script: string; readonly result: Promise<RunData | null> } | null = null;

/** Runs a script against the code before the fix and against `afterSource`; null when a newer request replaced either run. */
export async function runBoth(w: Walkthrough, script: string, afterSource: string): Promise<Runs | null> {
  if (beforeRun?.w !== w || beforeRun.script !== script) beforeRun = { w, script, result: runScenario('before', w.code.before, script) };
  const [before, after] = await Promise.all([beforeRun.result, runScenario('after', afterSource, script)]);
  return before && after ? { before, after } : null;
}

/** The lockstep alignment of two runs (either may be missing or unable to run) at a granularity. */
export function alignRuns(w: Walkthrough, before: RunData | null, after: RunData | null, afterSource: string, granularity: Granularity): Alignment {
  return align(before?.ok ? before.trace : null, after?.ok ? after.trace : null, w.code.before, afterSource, granularity);
}

/** The fix lab's checks against an after-fix source; null when a newer source's checks replaced these. */
export function checkLab(lab: Lab, source: string): Promise<LabReport | null> {
  return checkSource(
    'checks',
    source,
    lab.checksScript,
    lab.checks.map((c) => c.id),
  );
}

/** The fix lab's checks against a gallery fix, in the background (after the reader's own checks). */
export function checkFix(w: Walkthrough, lab: Lab, fix: Fix): Promise<LabReport | null> {
  return checkSource(
    `gallery:${fix.id}`,
    fixSource(fix, w.code),
    lab.checksScript,
    lab.checks.map((c) => c.id),
    true,
  );
}

/** `verl PR #7491`: what an export says it comes from. */
export function exportedFrom(w: Walkthrough): string {
  const { pr } = w.meta;
  return `${pr.repository.split('/').pop()} PR #${pr.number}`;
}

export interface ScenarioExport {
  readonly exported: PytestExport;
  readonly before: TestClaim;
  readonly after: TestClaim;
}

/**
 * A scenario as a pytest file (`title`: the preset's, or a custom scenario's), with what it does
 * against the code before the fix and against `afterSource`, by the engine: the file's test body
 * runs after the excerpt. Null when it cannot be exported (no finished after-fix run), undefined
 * when a newer export replaced this one.
 */
export async function exportScenario(
  w: Walkthrough,
  script: string,
  after: RunData,
  afterSource: string,
  title: string,
): Promise<ScenarioExport | null | undefined> {
  const exported = exportPytest(script, after, { title, from: exportedFrom(w), imports: w.pytest.imports, preamble: w.pytest.preamble });
  if (!exported) return null;
  const test = engineScript(exported, w.pytest.imports);
  const [before, fixed] = await Promise.all([claimTest('claim:before', w.code.before, test), claimTest('claim:after', afterSource, test)]);
  if (!before || !fixed) return undefined;
  return { exported, before, after: fixed };
}
