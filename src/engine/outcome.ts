/**
 * The contract's outcome (`docs/trace-contract.md`) for a finished run: what the `trace`
 * command prints and what the corpus compares with real Python. Kept apart from `run` so the
 * app, which never prints it, does not carry the encoder.
 */
import { type Canon, encodeRoots, isRootValue, pythonJson } from './trace/canonical';
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
