/** What the state panels show at a step: the current frame's variables and the models in reach. */
import type { ObjView, Step, ValueView } from '../engine';
import { type FieldNote, fieldNotes, noteOf } from './model-notes';
import { type Heap, reprOf } from './render';

export interface Variable {
  readonly name: string;
  readonly text: string;
  /** Python type name (`dict`, `AgentLoopOutput`, `Tensor`...). */
  readonly type: string;
  /** Heap id when the value is an object (for identity highlighting). */
  readonly id: number | null;
  /**
   * When the value is an object's own `__dict__` (`vars(x)`): that object, and the variable naming
   * it in the same frame (null when none does). Writing into the dict writes the object.
   */
  readonly dictOf: { readonly id: number; readonly type: string; readonly via: string | null } | null;
}

function typeOf(heap: Heap, v: ValueView): string {
  if (v.kind === 'prim') return v.type;
  return heap.get(v.id)?.type ?? '?';
}

/** Variables of the innermost frame (the script's globals at top level). */
export function variablesAt(step: Step): { frame: string; vars: Variable[] } {
  const frame = step.frames[step.frames.length - 1];
  if (!frame) return { frame: '', vars: [] };
  const dictOf = (v: ValueView): Variable['dictOf'] => {
    const o = v.kind === 'ref' ? step.heap.get(v.id) : undefined;
    const owner = o?.kind === 'dict' && o.owner !== undefined ? step.heap.get(o.owner) : undefined;
    if (!owner) return null;
    const via = frame.locals.find(([, x]) => x.kind === 'ref' && x.id === owner.id)?.[0] ?? null;
    return { id: owner.id, type: owner.type, via };
  };
  return {
    frame: frame.name,
    vars: frame.locals.map(([name, v]) => ({
      name,
      text: reprOf(step.heap, v),
      type: typeOf(step.heap, v),
      id: v.kind === 'ref' ? v.id : null,
      dictOf: dictOf(v),
    })),
  };
}

export interface ModelField {
  readonly name: string;
  readonly text: string;
  readonly id: number | null;
  /** In pydantic's `model_fields_set`: counted as explicitly set. */
  readonly set: boolean;
  /** Its dump key, what came in for it and its validators. */
  readonly note: FieldNote;
}

/** A value the model holds beside its fields: an extra (`extra='allow'`) or a key written into its `__dict__`. */
export interface ModelExtra {
  readonly name: string;
  readonly text: string;
  readonly id: number | null;
}

export interface ModelState {
  readonly id: number;
  readonly type: string;
  /** How the model is reached: the variable name (`output`, `self`). */
  readonly via: string;
  readonly fields: readonly ModelField[];
  /** `@computed_field` names: in every dump, never fields, never in `model_fields_set` (their values are computed only by a dump). */
  readonly computed: readonly string[];
  /** Extra values kept by `extra='allow'` (in dumps, not fields). */
  readonly extra: readonly ModelExtra[];
  /** Keys of the instance's `__dict__` that are no fields (not dumped). */
  readonly notFields: readonly ModelExtra[];
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
  const notes = fieldNotes(heap, o);
  const other = ([name, v]: readonly [string, ValueView]): ModelExtra => ({ name, text: reprOf(heap, v), id: v.kind === 'ref' ? v.id : null });
  return {
    id: o.id,
    type: o.type,
    via,
    fields: o.fields.map(([name, v]) => ({
      name,
      text: reprOf(heap, v),
      id: v.kind === 'ref' ? v.id : null,
      set: set.has(name),
      note: noteOf(notes, name),
    })),
    computed: o.computed ?? [],
    extra: (o.extra ?? []).map(other),
    notFields: (o.notFields ?? []).map(other),
  };
}
