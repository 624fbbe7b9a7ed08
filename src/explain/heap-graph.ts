/**
 * The objects view: containers as boxes, references as arrows, laid out in columns by
 * distance from the variables. Marks objects reached from more than one variable (what
 * the serialized output shares with the model, say).
 */
import type { Step, ValueView } from '../engine';
import { type FieldNote, fieldNotes, noteOf } from './model-notes';
import { type Heap, reprOf, tensorText } from './render';
import { type StorageBox, storageBoxes, type TensorPlace } from './tensor-storage';

export interface Slot {
  readonly label: string;
  /** The value's text when it is a scalar (or an object shown inline). */
  readonly text: string;
  /** The referenced box, when the value is a container drawn as its own box. */
  readonly ref: number | null;
  /** A model field's dump key, what came in for it and its validators (fields with something to say). */
  readonly note?: FieldNote;
  /**
   * What the slot is when it is no field or item: a computed field (in dumps, no value until one
   * computes it), an extra value (`extra='allow'`), or a tensor's storage (its `ref` the storage box).
   */
  readonly role?: 'computed' | 'extra' | 'storage';
}

export interface Box {
  readonly id: number;
  readonly type: string;
  readonly slots: readonly Slot[];
  /** 0 for the boxes variables point at directly, 1 for their children... */
  readonly depth: number;
  /** Variables (frame-qualified) from which this object can be reached. */
  readonly reachedFrom: readonly string[];
  /** Pydantic's fields-set, for model boxes. */
  readonly fieldsSet?: readonly string[];
  /** Keys of a model's `__dict__` that are no fields (written through `vars(model)`), drawn after its fields. */
  readonly notFields?: readonly string[];
  /** For a tensor: where it sits in its storage and the tensor it is a view of. */
  readonly tensor?: TensorPlace;
  /** For a storage box (`type` is `storage`): the memory two or more drawn tensors share. */
  readonly storage?: StorageBox;
}

export interface Variables {
  readonly frame: string;
  readonly slots: readonly Slot[];
}

export interface HeapGraph {
  readonly frames: readonly Variables[];
  readonly boxes: readonly Box[];
  /** Ids of objects referenced from two or more places (variables or slots). */
  readonly aliased: ReadonlySet<number>;
}

const MAX_BOXES = 60;

/**
 * The box a value is drawn as, or null when it is written inline (strings, numbers and the
 * like). An instance's own `__dict__` (what `vars(x)` hands out) is drawn as the instance
 * itself: it is where the instance's attributes live, so a variable holding it points at the
 * instance's box.
 */
function boxOf(heap: Heap, v: ValueView): number | null {
  if (v.kind !== 'ref') return null;
  const o = heap.get(v.id);
  if (!o || o.kind === 'opaque') return null;
  if (o.kind === 'dict' && o.owner !== undefined && heap.get(o.owner)) return o.owner;
  return v.id;
}

function slot(heap: Heap, label: string, v: ValueView): Slot {
  const ref = boxOf(heap, v);
  if (ref !== null) return { label: v.kind === 'ref' && ref !== v.id ? `${label} (__dict__)` : label, text: '', ref };
  return { label, text: reprOf(heap, v), ref: null };
}

export function heapGraph(step: Step): HeapGraph {
  const heap = step.heap;
  const frames: Variables[] = step.frames.map((f) => ({ frame: f.name, slots: f.locals.map(([k, v]) => slot(heap, k, v)) }));
  const depth = new Map<number, number>();
  const reached = new Map<number, Set<string>>();
  const incoming = new Map<number, number>();
  const order: number[] = [];
  const queue: [number, number, string][] = [];
  step.frames.forEach((f) => {
    for (const [k, v] of f.locals) {
      const id = boxOf(heap, v);
      if (id === null) continue;
      incoming.set(id, (incoming.get(id) ?? 0) + 1);
      queue.push([id, 0, `${f.name === '<module>' ? '' : `${f.name}: `}${k}`]);
    }
  });
  const boxes = new Map<number, Box>();
  const children = (id: number): [string, ValueView][] => {
    const o = heap.get(id);
    if (!o) return [];
    switch (o.kind) {
      case 'list':
      case 'tuple':
      case 'set':
        return o.items.map((x, i) => [String(i), x]);
      case 'dict':
        return o.entries.map(([k, x]) => [reprOf(heap, k), x]);
      case 'model':
        return [...o.fields, ...(o.notFields ?? []), ...(o.extra ?? [])].map(([k, x]) => [k, x]);
      case 'instance':
        return o.attrs.map(([k, x]) => [k, x]);
      default:
        return [];
    }
  };
  // Breadth-first, so each object sits at its shortest distance from a variable.
  while (queue.length) {
    const [id, d, root] = queue.shift() as [number, number, string];
    const roots = reached.get(id) ?? new Set<string>();
    const firstVisitFromRoot = !roots.has(root);
    roots.add(root);
    reached.set(id, roots);
    if (!depth.has(id)) {
      if (depth.size >= MAX_BOXES) continue;
      depth.set(id, d);
      order.push(id);
      for (const [, v] of children(id)) {
        const child = boxOf(heap, v);
        if (child !== null) incoming.set(child, (incoming.get(child) ?? 0) + 1);
      }
    } else if (!firstVisitFromRoot) continue;
    for (const [, v] of children(id)) {
      const child = boxOf(heap, v);
      if (child !== null) queue.push([child, d + 1, root]);
    }
  }
  const shared = storageBoxes(heap, order, depth, reached);
  for (const id of order) {
    const o = heap.get(id);
    if (!o) continue;
    const common = { id, type: o.type, depth: depth.get(id) ?? 0, reachedFrom: [...(reached.get(id) ?? [])] };
    if (o.kind === 'tensor') {
      const storage = shared.byTensor.get(id);
      const slots: Slot[] = [{ label: '', text: tensorText(o), ref: null }];
      if (o.base !== null) slots.push({ label: '_base', text: `#${o.base}`, ref: null });
      if (storage !== undefined) slots.push({ label: 'storage', text: '', ref: storage, role: 'storage' });
      boxes.set(id, { ...common, slots, tensor: { base: o.base, offset: o.storage.offset, strides: o.storage.strides } });
    } else if (o.kind === 'model') {
      const notes = fieldNotes(heap, o);
      const slots: Slot[] = [
        ...o.fields.map(([k, v]) => ({ ...slot(heap, k, v), ...(notes.has(k) ? { note: noteOf(notes, k) } : {}) })),
        ...(o.computed ?? []).map((k): Slot => ({ label: k, text: '', ref: null, role: 'computed' })),
        ...(o.extra ?? []).map(([k, v]): Slot => ({ ...slot(heap, k, v), role: 'extra' })),
        ...(o.notFields ?? []).map(([k, v]) => slot(heap, k, v)),
      ];
      boxes.set(id, { ...common, slots, fieldsSet: o.fieldsSet, ...(o.notFields?.length ? { notFields: o.notFields.map(([k]) => k) } : {}) });
    } else boxes.set(id, { ...common, slots: children(id).map(([k, v]) => slot(heap, k, v)) });
  }
  // A storage box is drawn only for two or more tensors: it is always shared.
  for (const b of shared.boxes) {
    boxes.set(b.id, b);
    order.push(b.id);
    incoming.set(b.id, b.storage?.tensors.length ?? 0);
  }
  const aliased = new Set([...incoming].filter(([id, n]) => n > 1 && boxes.has(id)).map(([id]) => id));
  return { frames, boxes: order.map((id) => boxes.get(id) as Box).filter(Boolean), aliased };
}
