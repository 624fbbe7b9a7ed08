/** What the state panels show at a step: the current frame's variables and the models in reach. */
import type { ObjView, Step, ValueView } from '../engine';
import { type Heap, reprOf } from './render';

export interface Variable {
  readonly name: string;
  readonly text: string;
  /** Python type name (`dict`, `AgentLoopOutput`, `Tensor`...). */
  readonly type: string;
  /** Heap id when the value is an object (for identity highlighting). */
  readonly id: number | null;
}

function typeOf(heap: Heap, v: ValueView): string {
  if (v.kind === 'prim') return v.type;
  return heap.get(v.id)?.type ?? '?';
}

/** Variables of the innermost frame (the script's globals at top level). */
export function variablesAt(step: Step): { frame: string; vars: Variable[] } {
  const frame = step.frames[step.frames.length - 1];
  if (!frame) return { frame: '', vars: [] };
  return {
    frame: frame.name,
    vars: frame.locals.map(([name, v]) => ({ name, text: reprOf(step.heap, v), type: typeOf(step.heap, v), id: v.kind === 'ref' ? v.id : null })),
  };
}

export interface ModelField {
  readonly name: string;
  readonly text: string;
  readonly id: number | null;
  /** In pydantic's `model_fields_set`: counted as explicitly set. */
  readonly set: boolean;
}

export interface ModelState {
  readonly id: number;
  readonly type: string;
  /** How the model is reached: the variable name (`output`, `self`). */
  readonly via: string;
  readonly fields: readonly ModelField[];
}

/** Top-level models named by a variable in any frame, innermost frame first, each once. */
export function modelsAt(step: Step): ModelState[] {
  const out: ModelState[] = [];
  const seen = new Set<number>();
  for (const frame of [...step.frames].reverse()) {
    for (const [name, v] of frame.locals) {
      if (v.kind !== 'ref' || seen.has(v.id)) continue;
      const o = step.heap.get(v.id);
      if (o?.kind !== 'model') continue;
      seen.add(v.id);
      out.push(modelState(step.heap, o, name));
    }
  }
  return out;
}

export function modelState(heap: Heap, o: Extract<ObjView, { kind: 'model' }>, via: string): ModelState {
  const set = new Set(o.fieldsSet);
  return {
    id: o.id,
    type: o.type,
    via,
    fields: o.fields.map(([name, v]) => ({ name, text: reprOf(heap, v), id: v.kind === 'ref' ? v.id : null, set: set.has(name) })),
  };
}
