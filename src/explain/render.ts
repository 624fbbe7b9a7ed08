/**
 * Python-style text for values in a step's heap snapshot: a one-line repr for panels and a
 * pretty, one-item-per-line form for diffs. Tensors always name their dtype.
 */
import type { ObjView, ValueView } from '../engine';

export type Heap = ReadonlyMap<number, ObjView>;

/** `tensor([101, 102], dtype=torch.int64)`: torch's repr with the dtype always spelled out. */
export function tensorText(o: Extract<ObjView, { kind: 'tensor' }>): string {
  if (o.repr.includes('dtype=')) return o.repr;
  return `${o.repr.slice(0, -1)}, dtype=torch.${o.dtype})`;
}

/** One-line repr of a value, as Python would print it (cycles shown as `[...]`). */
export function reprOf(heap: Heap, v: ValueView, seen: Set<number> = new Set()): string {
  if (v.kind === 'prim') return v.repr;
  const o = heap.get(v.id);
  if (!o) return '<?>';
  if (seen.has(o.id)) return o.kind === 'dict' || o.kind === 'model' ? '{...}' : '[...]';
  seen.add(o.id);
  try {
    switch (o.kind) {
      case 'list':
        return `[${o.items.map((x) => reprOf(heap, x, seen)).join(', ')}${o.more ? `, ... (${o.more} more)` : ''}]`;
      case 'tuple':
        return o.items.length === 1 ? `(${reprOf(heap, o.items[0], seen)},)` : `(${o.items.map((x) => reprOf(heap, x, seen)).join(', ')})`;
      case 'set':
        return o.items.length ? `{${o.items.map((x) => reprOf(heap, x, seen)).join(', ')}}` : 'set()';
      case 'dict':
        return `{${o.entries.map(([k, x]) => `${reprOf(heap, k, seen)}: ${reprOf(heap, x, seen)}`).join(', ')}${o.more ? `, ... (${o.more} more)` : ''}}`;
      case 'model':
        return `${o.type}(${o.fields.map(([k, x]) => `${k}=${reprOf(heap, x, seen)}`).join(', ')})`;
      case 'instance':
        return `${o.type}(${o.attrs.map(([k, x]) => `${k}=${reprOf(heap, x, seen)}`).join(', ')})`;
      case 'tensor':
        return tensorText(o);
      default:
        return o.repr;
    }
  } finally {
    seen.delete(o.id);
  }
}
