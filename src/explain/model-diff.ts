/**
 * The Model state diff: the model as it was when `as_dict()` was called versus after the
 * run, so a reader sees whether serialization mutated it (fields-set included).
 */
import type { ObjView } from '../engine';
import { prettyOf } from './pretty';
import type { TraceData } from './run-data';

export interface ModelSnapshots {
  readonly before: string;
  readonly after: string;
  /** Whether the two differ at all. */
  readonly changed: boolean;
}

function text(heap: ReadonlyMap<number, ObjView>, id: number): string {
  const o = heap.get(id);
  if (o?.kind !== 'model') return '# (not a model)\n';
  return `${prettyOf(heap, { kind: 'ref', id })}\n# model_fields_set = {${o.fieldsSet.map((f) => `'${f}'`).join(', ')}}\n`;
}

/** The model `self` of the first `as_dict` call, at the call and at the end of the run. */
export function modelSnapshots(trace: TraceData): ModelSnapshots | null {
  const enter = trace.steps.findIndex((s) => s.frames[s.frames.length - 1]?.name.endsWith('.as_dict'));
  if (enter < 0) return null;
  const self = trace.steps[enter].frames[trace.steps[enter].frames.length - 1].locals.find(([k]) => k === 'self')?.[1];
  if (self?.kind !== 'ref') return null;
  const atCall = trace.steps[Math.max(0, enter - 1)];
  const last = trace.steps[trace.steps.length - 1];
  const before = text(atCall.heap.has(self.id) ? atCall.heap : trace.steps[enter].heap, self.id);
  const after = text(last.heap, self.id);
  return { before, after, changed: before !== after };
}
