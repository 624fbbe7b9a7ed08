/**
 * The Model state diff: the model a subject received (its `self`, or its first argument that is
 * a model) as it was when the subject was first called versus after the run, so a reader sees
 * whether the call mutated it (fields-set included).
 */
import type { ObjView } from '../engine';
import { isSubject } from './outcome';
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

/** The model the first subject call received, at the call and at the end of the run; null when no subject received a model. */
export function modelSnapshots(trace: TraceData, subjects: readonly string[]): ModelSnapshots | null {
  const enter = trace.steps.findIndex((s) => {
    const frame = s.frames[s.frames.length - 1];
    return frame !== undefined && isSubject(frame.name, subjects);
  });
  if (enter < 0) return null;
  const entered = trace.steps[enter];
  const locals = entered.frames[entered.frames.length - 1].locals;
  const model = locals.map(([, v]) => v).find((v) => v.kind === 'ref' && entered.heap.get(v.id)?.kind === 'model');
  if (model?.kind !== 'ref') return null;
  const atCall = trace.steps[Math.max(0, enter - 1)];
  const last = trace.steps[trace.steps.length - 1];
  const before = text(atCall.heap.has(model.id) ? atCall.heap : entered.heap, model.id);
  const after = text(last.heap, model.id);
  return { before, after, changed: before !== after };
}
