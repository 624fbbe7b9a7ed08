/** The pretty, one-item-per-line form of a value, for the diff panels (loaded with them). */
import type { ValueView } from '../engine';
import { type Heap, reprOf } from './render';

/** Multi-line repr for diffs: containers open one item per line, short ones stay inline. */
export function prettyOf(heap: Heap, v: ValueView, indent = 0, seen: Set<number> = new Set()): string {
  const flat = reprOf(heap, v);
  if (v.kind === 'prim' || flat.length + indent <= 60) return flat;
  const o = heap.get(v.id);
  if (!o || seen.has(o.id)) return flat;
  seen.add(o.id);
  const pad = ' '.repeat(indent + 4);
  const close = ' '.repeat(indent);
  const lines = (items: string[], open: string, end: string) => `${open}\n${items.map((x) => `${pad}${x},`).join('\n')}\n${close}${end}`;
  try {
    switch (o.kind) {
      case 'list':
        return lines(
          o.items.map((x) => prettyOf(heap, x, indent + 4, seen)),
          '[',
          ']',
        );
      case 'tuple':
        return lines(
          o.items.map((x) => prettyOf(heap, x, indent + 4, seen)),
          '(',
          ')',
        );
      case 'dict':
        return lines(
          o.entries.map(([k, x]) => `${reprOf(heap, k)}: ${prettyOf(heap, x, indent + 4, seen)}`),
          '{',
          '}',
        );
      case 'model':
        return lines(
          o.fields.map(([k, x]) => `${k}=${prettyOf(heap, x, indent + 4, seen)}`),
          `${o.type}(`,
          ')',
        );
      default:
        return flat;
    }
  } finally {
    seen.delete(o.id);
  }
}
