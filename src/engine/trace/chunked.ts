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
export type Parts<T> = readonly T[] | { readonly chunks: readonly (readonly T[])[] };

function flatten<T>(parts: Parts<T>): T[] {
  if (isFlat(parts)) return [...parts];
  const out: T[] = [];
  for (const c of parts.chunks) for (const x of c) out.push(x);
  return out;
}

function isFlat<T>(parts: Parts<T>): parts is readonly T[] {
  return Array.isArray(parts);
}

/** A list, tuple or set. */
export class SequenceView {
  constructor(
    readonly kind: 'list' | 'tuple' | 'set',
    readonly id: number,
    readonly type: string,
    readonly parts: Parts<ValueView>,
    /** Items left out (0 for none: always a number, so the field keeps one representation). */
    readonly more: number,
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
    /** Items left out (0 for none: always a number, so the field keeps one representation). */
    readonly more: number,
    /** The instance whose `__dict__` this dict is (see `ObjView`). */
    readonly owner?: number,
  ) {}

  get entries(): Entry[] {
    return flatten(this.parts);
  }
}

/**
 * The raw values (Python values: this layer knows them only as such) a container's view was made from, in the view's chunks (`width` values an item:
 * 1 for a sequence, 2 for a dict's key and value). Kept by the recorder beside the object's latest
 * view, never in the trace: a chunk whose values are the same ones (`Object.is`) keeps its views.
 */
export type RawChunks = readonly (readonly unknown[])[];

function sameRaw(old: readonly unknown[] | undefined, raw: readonly unknown[], start: number, end: number): old is readonly unknown[] {
  if (old?.length !== end - start) return false;
  for (let i = start; i < end; i++) if (!Object.is(old[i - start], raw[i])) return false;
  return true;
}

/**
 * The parts of a container's view of `count` items. A container that fits in one chunk is made
 * afresh and keeps `previous`'s array when the views are the same. A longer one is made from its
 * raw values `raw` (`width` a item): a chunk whose raw values are those `previousRaw` holds for
 * it keeps `previous`'s chunk (views are interned, so the same values make the same views), and
 * only the others are made, item by item, with `make`; a chunk wholly below `unchangedBelow`
 * is not compared at all. Returns the parts, and the raw chunks of a chunked container (null for
 * one that fits in a chunk).
 */
export function partsOf<T>(
  count: number,
  raw: readonly unknown[],
  width: number,
  previous: Parts<T> | null,
  previousRaw: RawChunks | null,
  make: (item: number) => T,
  same: (a: T, b: T) => boolean,
  /** Items known to be the same values as when `previous` was made (not compared again). */
  unchangedBelow = 0,
): { parts: Parts<T>; raw: RawChunks | null } {
  if (count <= CHUNK) {
    const items: T[] = new Array(count);
    for (let i = 0; i < count; i++) items[i] = make(i);
    const old = previous && isFlat(previous) ? previous : null;
    return { parts: old && sameItems(old, items, same) ? old : items, raw: null };
  }
  const chunks: (readonly T[])[] = new Array(Math.ceil(count / CHUNK));
  const raws: (readonly unknown[])[] = new Array(chunks.length);
  for (let c = 0; c < chunks.length; c++) {
    const start = c * CHUNK;
    const end = Math.min(count, start + CHUNK);
    const old = previous && !isFlat(previous) ? previous.chunks[c] : undefined;
    const oldRaw = previousRaw?.[c];
    if (old && oldRaw && old.length === end - start && (end <= unchangedBelow || sameRaw(oldRaw, raw, start * width, end * width))) {
      chunks[c] = old;
      raws[c] = oldRaw;
      continue;
    }
    const items: T[] = new Array(end - start);
    for (let i = start; i < end; i++) items[i - start] = make(i);
    chunks[c] = items;
    raws[c] = raw.slice(start * width, end * width);
  }
  return { parts: { chunks }, raw: raws };
}

function sameItems<T>(a: readonly T[], b: readonly T[], same: (a: T, b: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
  return true;
}

/** Restores the views of a heap log that crossed a structured clone (which keeps data, not classes). */
export function reviveView(view: ObjView): ObjView {
  if ('parts' in (view as object) && Object.getPrototypeOf(view) === Object.prototype) {
    Object.setPrototypeOf(view, view.kind === 'dict' ? DictView.prototype : SequenceView.prototype);
  }
  return view;
}
