/**
 * Tensors that share memory, for the objects view: torch's views (`view`, `t[0]`, `.T`,
 * `reshape` of a contiguous tensor...) keep their base's storage. When two or more drawn tensors
 * sit in one storage, that storage is drawn as a box of its own and each of them points at it, so
 * a reader sees why writing through one changes the other.
 */
import type { Box } from './heap-graph';
import type { Heap } from './render';

/** Where a tensor's elements are: its offset and strides in its storage, and the tensor it is a view of. */
export interface TensorPlace {
  /** Object id of the tensor this one is a view of (torch's `._base`); null when it owns its memory. */
  readonly base: number | null;
  readonly offset: number;
  readonly strides: readonly number[];
}

/** A storage box's facts. */
export interface StorageBox {
  /** Elements in the storage, and their dtype. */
  readonly size: number;
  readonly dtype: string;
  /** Ids of the drawn tensors in it, in drawing order. */
  readonly tensors: readonly number[];
}

/**
 * The id a storage box is drawn under: negative, so it never meets a heap object's id (a storage's
 * own id is the id of the tensor that allocated it).
 */
export function storageBoxId(storage: number): number {
  return -1 - storage;
}

/**
 * Storage boxes for the drawn tensors (`order`, with their depths and the variables they are
 * reached from) that share storage, and for each such tensor the storage box it points at.
 */
export function storageBoxes(
  heap: Heap,
  order: readonly number[],
  depth: ReadonlyMap<number, number>,
  reached: ReadonlyMap<number, ReadonlySet<string>>,
): { readonly boxes: readonly Box[]; readonly byTensor: ReadonlyMap<number, number> } {
  const groups = new Map<number, number[]>();
  for (const id of order) {
    const o = heap.get(id);
    if (o?.kind !== 'tensor') continue;
    const group = groups.get(o.storage.id) ?? [];
    group.push(id);
    groups.set(o.storage.id, group);
  }
  const boxes: Box[] = [];
  const byTensor = new Map<number, number>();
  for (const [storage, tensors] of groups) {
    if (tensors.length < 2) continue;
    const first = heap.get(tensors[0]);
    if (first?.kind !== 'tensor') continue;
    const id = storageBoxId(storage);
    for (const t of tensors) byTensor.set(t, id);
    boxes.push({
      id,
      type: 'storage',
      // One row a tensor in it, in torch's own terms (`storage_offset()`, `stride()`).
      slots: tensors.map((t) => {
        const o = heap.get(t);
        const place =
          o?.kind === 'tensor' ? `offset=${o.storage.offset} stride=(${o.storage.strides.join(', ')}${o.storage.strides.length === 1 ? ',' : ''})` : '';
        return { label: `#${t}`, text: place, ref: null };
      }),
      depth: Math.max(...tensors.map((t) => depth.get(t) ?? 0)) + 1,
      reachedFrom: [...new Set(tensors.flatMap((t) => [...(reached.get(t) ?? [])]))],
      storage: { size: first.storage.size, dtype: first.dtype, tensors },
    });
  }
  return { boxes, byTensor };
}
