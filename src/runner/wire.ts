/**
 * A run's trace as it crosses the worker boundary. The engine keeps every object's successive
 * views once, in a heap log, and each step's heap is a position in it; the log crosses once and
 * each step carries only its position, so the message grows with what changed, not with steps
 * times heap size. The page rebuilds the steps' heaps over the same log. Structured clone keeps
 * the rest as it is, including what steps share (frames, their locals, spans).
 */
import type { Step } from '../engine';
import { reviveView } from '../engine/trace/chunked';
import { HeapAt, HeapLog, type Versions } from '../engine/trace/heap-log';
import type { RunData, TraceData } from '../explain/run-data';

export interface WireTrace {
  /** Each step with its heap as a batch number of the log. */
  readonly steps: readonly (Omit<Step, 'heap'> & { readonly heap: number })[];
  readonly heap: { readonly versions: Map<number, Versions>; readonly batches: number };
  readonly end: TraceData['end'];
  readonly statements: readonly string[];
}

export type WireRun =
  | { readonly ok: true; readonly trace: WireTrace; readonly stdout: string }
  | { readonly ok: false; readonly problem: Extract<RunData, { ok: false }>['problem'] };

/** The trace of a run as it is posted (worker side). */
export function encodeRun(run: RunData): WireRun {
  if (!run.ok) return { ok: false, problem: run.problem };
  let log: HeapLog | null = null;
  const steps = run.trace.steps.map((step) => {
    if (!(step.heap instanceof HeapAt)) throw new Error('wire: a step heap that is not a position in the heap log');
    log ??= step.heap.log;
    if (step.heap.log !== log) throw new Error('wire: steps of one run over two heap logs');
    return { ...step, heap: step.heap.batch };
  });
  const heap = log ? { versions: (log as HeapLog).versions, batches: (log as HeapLog).batchCount } : { versions: new Map(), batches: 0 };
  return { ok: true, stdout: run.stdout, trace: { steps, heap, end: run.trace.end, statements: run.trace.statements } };
}

/** The run as the page holds it (page side). */
export function decodeRun(wire: WireRun): RunData {
  if (!wire.ok) return wire;
  for (const v of wire.trace.heap.versions.values()) {
    if ('view' in v) reviveView(v.view);
    else for (const x of v.history) if (typeof x === 'object') reviveView(x);
  }
  const log = new HeapLog(wire.trace.heap.versions, wire.trace.heap.batches);
  let last: HeapAt | null = null;
  const steps: Step[] = wire.trace.steps.map((s) => {
    if (last?.batch !== s.heap) last = log.at(s.heap);
    return { ...s, heap: last };
  });
  return { ok: true, stdout: wire.stdout, trace: { steps, end: wire.trace.end, statements: wire.trace.statements } };
}
