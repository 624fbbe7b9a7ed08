/**
 * The contract's outcome (`docs/trace-contract.md`) for a finished run: what the `trace`
 * command prints and what the corpus compares with real Python. Kept apart from `run` so the
 * app, which never prints it, does not carry the encoder.
 */

import { type RunInput, runRecorded, type SourceProblem } from './run';
import { type Canon, encodeRoots, isRootValue, pythonJson } from './trace/canonical';
import { StatementRecorder } from './trace/recorder';
import type { Trace } from './trace/types';
import type { PyValue } from './values';

/** The contract's outcome object for a finished run. */
export interface Outcome {
  readonly outcome: Canon;
  readonly statements: readonly string[];
  readonly roots: Record<string, Canon>;
}

/** The contract's outcome for a trace (what `reference/runner.py` prints for the same pair). */
export function outcomeOf(trace: Trace): Outcome {
  const end = trace.end;
  let outcome: Canon;
  if (end.status === 'ok') outcome = { status: 'ok' };
  else if (end.status === 'limit') outcome = { status: 'limit', message: end.message };
  else {
    const inner = end.traceback[end.traceback.length - 1];
    outcome = { status: 'error', type: end.type, message: end.message, where: inner ? { file: inner.file, line: BigInt(inner.line) } : null };
  }
  const globals = trace.finalGlobals as ReadonlyMap<string, PyValue>;
  const roots = [...globals.entries()].filter(([k, v]) => !k.startsWith('__') && isRootValue(v)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { outcome, statements: trace.statements, roots: encodeRoots(roots) };
}

/** The outcome as the exact JSON text the reference runner prints. */
export function outcomeJson(trace: Trace): string {
  const o = outcomeOf(trace);
  return pythonJson({ outcome: o.outcome, statements: [...o.statements], roots: o.roots });
}

/**
 * The steps an outcome's run may take (unless the input says otherwise): a hundred times the
 * app's, since no step is kept (a million take seconds, where CPython's take a second or so),
 * and still a stop for a program that never ends.
 */
export const OUTCOME_STEP_LIMIT = 1_000_000;

/**
 * What the reference runner prints for a model and a script, or the problem when the engine cannot
 * run the source. A syntax error is an outcome in Python too: the runner runs the model before it
 * compiles the script, so a script that does not compile leaves the model's statements and globals
 * and ends in the SyntaxError `compile` raised, which lies in neither file (`where` is null). A
 * construct the engine does not support stays a problem: no outcome is claimed for it.
 */
export function runOutcomeJson(input: RunInput): { readonly ok: true; readonly json: string } | { readonly ok: false; readonly problem: SourceProblem } {
  const run = (i: RunInput) => runRecorded({ stepLimit: OUTCOME_STEP_LIMIT, ...i }, (ctx) => new StatementRecorder(ctx));
  const r = run(input);
  if (r.ok) return { ok: true, json: outcomeJson(r.trace) };
  const p = r.problem;
  if (p.kind !== 'SyntaxError' && p.kind !== 'IndentationError') return r;
  const error: Canon = { status: 'error', type: p.kind, message: `${p.detail} (${p.file}, line ${p.line})`, where: null };
  if (p.file !== 'script') return { ok: true, json: pythonJson({ outcome: error, statements: [], roots: {} }) };
  const modelOnly = run({ ...input, script: '' });
  if (!modelOnly.ok) return modelOnly;
  if (modelOnly.trace.end.status !== 'ok') return { ok: true, json: outcomeJson(modelOnly.trace) };
  const o = outcomeOf(modelOnly.trace);
  return { ok: true, json: pythonJson({ outcome: error, statements: [...o.statements], roots: o.roots }) };
}
