/**
 * Container views whose items are stored in parts shared with the object's earlier views
 * while their items are the same: appending to a long list costs a chunk, not a copy. `items` / `entries` are the plain arrays the `ObjView` type promises, built
 * when read (a view is read only where a step is shown).
 */
import type { ObjView, ValueView } from './types';

/** Items per chunk. */
export const CHUNK = 32;

type Entry = readonly [ValueView, ValueView];

/**
 * A container's items: one array while they fit in a chunk (most containers), else chunks
 * of `CHUNK` items, each shared with the object's earlier views while its items are the same.
 */
export type Parts<T> = { readonly flat: readonly T[]; readonly chunks: null } | { readonly flat: null; readonly chunks: readonly (readonly T[])[] };

function flatten<T>(parts: Parts<T>): T[] {
  if (parts.flat) return [...parts.flat];
  const out: T[] = [];
  for (const c of parts.chunks) for (const x of c) out.push(x);
  return out;
}

/** A list, tuple or set. */
export class SequenceView {
  constructor(
    readonly kind: 'list' | 'tuple' | 'set',
    readonly id: number,
    readonly type: string,
    readonly parts: Parts<ValueView>,
    readonly more: number | undefined,
  ) {}

  get items(): ValueView[] {
    return flatten(this.parts);
  }
}

/** A dict. */
export class DictView {
  readonly kind = 'dict';
  constructor(
    readonly id: number,
    readonly type: string,
    readonly parts: Parts<Entry>,
    readonly more: number | undefined,
  ) {}

  get entries(): Entry[] {
    return flatten(this.parts);
  }
}

function sameRun<T>(a: readonly T[] | undefined, items: readonly T[], start: number, end: number, same: (a: T, b: T) => boolean): a is readonly T[] {
  if (a?.length !== end - start) return false;
  for (let i = start; i < end; i++) if (!same(a[i - start], items[i])) return false;
  return true;
}

/**
 * `items` in parts, reusing the parts of `previous` (the same object's last view) whose items
 * are identical (value views are interned, so identity is equality).
 */
export function partsOf<T>(items: readonly T[], previous: Parts<T> | null, same: (a: T, b: T) => boolean): Parts<T> {
  if (items.length <= CHUNK) {
    const old = previous?.flat ?? undefined;
    return { flat: sameRun(old, items, 0, items.length, same) ? old : items.slice(), chunks: null };
  }
  const chunks: (readonly T[])[] = new Array(Math.ceil(items.length / CHUNK));
  for (let start = 0, c = 0; start < items.length; start += CHUNK, c++) {
    const end = Math.min(items.length, start + CHUNK);
    const old = previous?.chunks?.[c];
    chunks[c] = sameRun(old, items, start, end, same) ? old : items.slice(start, end);
  }
  return { flat: null, chunks };
}

/** Restores the views of a heap log that crossed a structured clone (which keeps data, not classes). */
export function reviveView(view: ObjView): ObjView {
  if ('parts' in (view as object) && Object.getPrototypeOf(view) === Object.prototype) {
    Object.setPrototypeOf(view, view.kind === 'dict' ? DictView.prototype : SequenceView.prototype);
  }
  return view;
}
