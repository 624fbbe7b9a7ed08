/**
 * A run's trace as it crosses the worker boundary. Steps share heap snapshots (a step that
 * changes no object shows the same heap as the one before), so each distinct snapshot is sent
 * once, as the objects that changed since the previous one; the page rebuilds the snapshots
 * with the engine's structurally shared `HeapSnapshot`. Structured clone keeps the rest
 * (frames, spans shared between steps) as it is.
 */
import type { ObjView, Step } from '../engine';
import { HeapSnapshot } from '../engine/trace/heap-snapshot';
import type { RunData, TraceData } from '../explain/run-data';

type Heap = ReadonlyMap<number, ObjView>;

/** One distinct heap: the objects changed since the previous distinct heap, or the whole heap (`full`) when objects went away. */
interface HeapDelta {
  readonly full: boolean;
  readonly changes: Map<number, ObjView>;
}

export interface WireTrace {
  readonly steps: readonly (Omit<Step, 'heap'> & { readonly heap: number })[];
  readonly heaps: readonly HeapDelta[];
  readonly end: TraceData['end'];
  readonly statements: readonly string[];
}

export type WireRun =
  | { readonly ok: true; readonly trace: WireTrace; readonly stdout: string }
  | { readonly ok: false; readonly problem: Extract<RunData, { ok: false }>['problem'] };

function delta(previous: Heap | null, heap: Heap): HeapDelta {
  const changes = new Map<number, ObjView>();
  let kept = 0;
  for (const [id, view] of heap) {
    const old = previous?.get(id);
    if (old !== undefined) kept++;
    if (old !== view) changes.set(id, view);
  }
  // Every object of the previous heap must still be here, or the delta cannot describe the new one.
  if (previous && kept !== previous.size) return { full: true, changes: new Map(heap) };
  return { full: previous === null, changes };
}

/** The trace of a run as it is posted (worker side). */
export function encodeRun(run: RunData): WireRun {
  if (!run.ok) return { ok: false, problem: run.problem };
  const heaps: HeapDelta[] = [];
  let last: Heap | null = null;
  const steps = run.trace.steps.map((step) => {
    if (step.heap !== last) {
      heaps.push(delta(last, step.heap));
      last = step.heap;
    }
    return { ...step, heap: heaps.length - 1 };
  });
  return { ok: true, stdout: run.stdout, trace: { steps, heaps, end: run.trace.end, statements: run.trace.statements } };
}

/** The run as the page holds it (page side). */
export function decodeRun(wire: WireRun): RunData {
  if (!wire.ok) return wire;
  const snapshots: HeapSnapshot[] = [];
  let current = HeapSnapshot.empty();
  for (const d of wire.trace.heaps) {
    current = (d.full ? HeapSnapshot.empty() : current).with(d.changes);
    snapshots.push(current);
  }
  const steps: Step[] = wire.trace.steps.map((s) => ({ ...s, heap: snapshots[s.heap] }));
  return { ok: true, stdout: wire.stdout, trace: { steps, end: wire.trace.end, statements: wire.trace.statements } };
}
