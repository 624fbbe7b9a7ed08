/**
 * The fix lab's runner: a model source the reader is trying, checked by the PR's three tests
 * and the lab's property checks (`checks.py`), run by our engine in the browser. Loaded on
 * demand with the lab.
 */
import { run } from '../engine';
import { PyDict } from '../engine/values';
import { failureText } from '../explain/outcome';
import checks from '../walkthroughs/verl-7491/checks.py?raw';
import { type CheckId, checkIds } from '../walkthroughs/verl-7491/fixes';
import prTests from '../walkthroughs/verl-7491/pr_tests.py?raw';

/** What runs after the model source: the PR's factory and tests, then the checks, which leave `verdicts`. */
export const checksScript = `${prTests}\n\n${checks}`;

export interface CheckResult {
  readonly id: CheckId;
  readonly passed: boolean;
  /** Why it failed (the assertion's text or the exception), empty when it passed. */
  readonly detail: string;
}

export interface LabReport {
  /** One result per check, in `checkIds` order; empty when the checks could not run. */
  readonly results: readonly CheckResult[];
  /** Why the checks could not run at all (a syntax error, an exception while defining the model, a runaway loop). */
  readonly problem: string | null;
}

/** Runs the checks against a model source. */
export function runChecks(model: string): LabReport {
  const r = run({ model, script: checksScript });
  if (!r.ok) return { results: [], problem: `${r.problem.file} line ${r.problem.line}: ${r.problem.message}` };
  const end = r.trace.end;
  if (end.status === 'limit') return { results: [], problem: end.message };
  if (end.status === 'error') return { results: [], problem: failureText(end) };
  const verdicts = r.trace.finalGlobals.get('verdicts');
  if (!(verdicts instanceof PyDict)) return { results: [], problem: 'the checks did not report' };
  const byId = new Map<string, string>();
  for (const [k, v] of verdicts.map.values()) if (typeof k === 'string' && typeof v === 'string') byId.set(k, v);
  const results = checkIds.map((id) => {
    const text = byId.get(id) ?? 'fail: did not run';
    return { id, passed: text === 'pass', detail: text === 'pass' ? '' : text.replace(/^fail: /, '') };
  });
  return { results, problem: null };
}
