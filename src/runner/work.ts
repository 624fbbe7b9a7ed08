/**
 * The jobs themselves, run by the engine: in the worker (`run.worker.ts`), or on the page
 * itself where no `Worker` exists (the component tests under jsdom). Loading this module
 * loads the engine and the simulated libraries.
 */
import { run } from '../engine';
import { PyDict } from '../engine/api';
import { failureText } from '../explain/outcome';
import { installRuntime, loadOptionalModules } from '../runtime';
import type { Job, LabReport, Reply, TestClaim } from './protocol';
import { encodeRun } from './wire';

installRuntime();

/** Runs the checks script after a model source and reads the `verdicts` it leaves. */
export function labReport(model: string, script: string, checkIds: readonly string[]): LabReport {
  const r = run({ model, script });
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

/** Whether a test body passes after a model source. */
export function testClaim(model: string, script: string): TestClaim {
  const r = run({ model, script });
  if (!r.ok) return { passes: false, detail: r.problem.message };
  const end = r.trace.end;
  if (end.status === 'ok') return { passes: true, detail: '' };
  if (end.status === 'limit') return { passes: false, detail: end.message };
  return { passes: false, detail: failureText(end) };
}

/** Does one job. A model or script importing an optional library (pytest, datetime, enum...) waits for it to load first. */
export async function perform(job: Job): Promise<Reply> {
  await loadOptionalModules(`${job.model}\n${job.script}`);
  switch (job.kind) {
    case 'run':
      return { kind: 'run', run: encodeRun(run({ model: job.model, script: job.script })) };
    case 'checks':
      return { kind: 'checks', report: labReport(job.model, job.script, job.checkIds) };
    case 'claim':
      return { kind: 'claim', claim: testClaim(job.model, job.script) };
  }
}
