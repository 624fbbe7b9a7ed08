/**
 * A run's trace as it crosses the worker boundary: the steps' own data (`StepData`: columns of
 * numbers, frame stack nodes, the frames' binding logs) and the heap log's columns, so the
 * message grows with what changed, not with steps times what a step shows. The page builds the
 * same step list over them (`StepList`), which makes each step when it is read.
 */
import { reviveView } from '../engine/trace/chunked';
import { type HeapData, HeapLog } from '../engine/trace/heap-log';
import type { StepData } from '../engine/trace/step-data';
import { StepList } from '../engine/trace/step-list';
import type { RunData, TraceData } from '../explain/run-data';

export interface WireTrace {
  readonly steps: StepData;
  readonly heap: HeapData;
  readonly end: TraceData['end'];
  readonly statements: readonly string[];
}

export type WireRun =
  | { readonly ok: true; readonly trace: WireTrace; readonly stdout: string }
  | { readonly ok: false; readonly problem: Extract<RunData, { ok: false }>['problem'] };

/** The trace of a run as it is posted (worker side). */
export function encodeRun(run: RunData): WireRun {
  if (!run.ok) return { ok: false, problem: run.problem };
  const steps = run.trace.steps;
  if (!(steps instanceof StepList)) throw new Error('wire: steps that are not an engine step list');
  return { ok: true, stdout: run.stdout, trace: { steps: steps.data, heap: steps.heap.data(), end: run.trace.end, statements: run.trace.statements } };
}

/** The run as the page holds it (page side). */
export function decodeRun(wire: WireRun): RunData {
  if (!wire.ok) return wire;
  for (const v of wire.trace.heap.versions) {
    if (!Array.isArray(v)) reviveView(v);
    else for (const x of v) if (typeof x === 'object') reviveView(x);
  }
  const steps = new StepList(wire.trace.steps, new HeapLog(wire.trace.heap));
  return { ok: true, stdout: wire.stdout, trace: { steps, end: wire.trace.end, statements: wire.trace.statements } };
}
