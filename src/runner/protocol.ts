/**
 * What the page asks the engine's worker to do, and what comes back: plain data only (it
 * crosses `postMessage`). A job names everything it needs as text (sources, scripts), so the
 * worker holds no state between jobs beyond the engine's parse cache.
 */
import type { SourceProblem } from '../engine';
import type { WireRun } from './wire';

export type Job =
  /** Runs `model` then `script` and records the trace. */
  | { readonly kind: 'run'; readonly model: string; readonly script: string }
  /** Runs a checks script after `model`; the script leaves a dict `verdicts` of check id → `'pass'` or `'fail: why'`. */
  | { readonly kind: 'checks'; readonly model: string; readonly script: string; readonly checkIds: readonly string[] }
  /** Runs an exported test's body after `model`: does it pass? */
  | { readonly kind: 'claim'; readonly model: string; readonly script: string };

export interface CheckResult {
  readonly id: string;
  readonly passed: boolean;
  /** Why it failed (the assertion's text or the exception), empty when it passed. */
  readonly detail: string;
}

export interface LabReport {
  /** One result per check, in the order asked; empty when the checks could not run. */
  readonly results: readonly CheckResult[];
  /** Why the checks could not run at all (a syntax error, an exception while defining the model, a runaway loop). */
  readonly problem: string | null;
}

export interface TestClaim {
  readonly passes: boolean;
  /** Why it fails (`KeyError: 'extra_fields' (model line 76)`), empty when it passes. */
  readonly detail: string;
}

export type Reply =
  | { readonly kind: 'run'; readonly run: WireRun }
  | { readonly kind: 'checks'; readonly report: LabReport }
  | { readonly kind: 'claim'; readonly claim: TestClaim };

/** Page → worker. */
export interface ToWorker {
  readonly id: number;
  readonly job: Job;
}

/** Worker → page: `ready` once the engine has loaded; then one `done` or `failed` per job. */
export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly id: number; readonly reply: Reply }
  | { readonly type: 'failed'; readonly id: number; readonly message: string };

export type { SourceProblem };
