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
 * A container's item views, flat (`width` views an item: a dict's key and value side by side):
 * one array while they fit in a chunk (most containers), else chunks of `CHUNK` items, each
 * shared with the object's earlier views while its items are the same.
 */
export type Parts = readonly ValueView[] | { readonly chunks: readonly (readonly ValueView[])[] };

function isFlat(parts: Parts): parts is readonly ValueView[] {
  return Array.isArray(parts);
}

function flatten(parts: Parts): ValueView[] {
  if (isFlat(parts)) return [...parts];
  const out: ValueView[] = [];
  for (const c of parts.chunks) for (const x of c) out.push(x);
  return out;
}

/** A list, tuple or set. */
export class SequenceView {
  constructor(
    readonly kind: 'list' | 'tuple' | 'set',
    readonly id: number,
    readonly type: string,
    readonly parts: Parts,
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
    /** Keys and values, side by side. */
    readonly parts: Parts,
    /** Items left out (0 for none: always a number, so the field keeps one representation). */
    readonly more: number,
    /** The instance whose `__dict__` this dict is (see `ObjView`). */
    readonly owner?: number,
  ) {}

  get entries(): Entry[] {
    const flat = flatten(this.parts);
    const out: Entry[] = new Array(flat.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = [flat[2 * i], flat[2 * i + 1]];
    return out;
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
 * The parts of a container's view of `count` items, `width` views an item. A container that fits
 * in one chunk is made afresh and keeps `previous`'s array when the views are the same. A longer
 * one is made from its raw values `raw` (`width` an item, flat as the views are): a chunk whose
 * raw values are those `previousRaw` holds for it keeps `previous`'s chunk (views are interned,
 * so the same values make the same views), and only the others are made, view by view, with
 * `make` (given the chunk's raw values); a chunk wholly below `unchangedBelow` is not compared at
 * all. Returns the parts, and the raw chunks of a chunked container (null for one that fits in a chunk).
 */
export function partsOf<T>(
  count: number,
  raw: readonly T[],
  width: number,
  previous: Parts | null,
  previousRaw: RawChunks | null,
  /** The views of a chunk's raw values. */
  make: (raw: readonly T[]) => ValueView[],
  /** Items known to be the same values as when `previous` was made (not compared again). */
  unchangedBelow = 0,
): { parts: Parts; raw: RawChunks | null } {
  if (count <= CHUNK) return { parts: keptIfSame(previous, make(raw.slice(0, count * width))), raw: null };
  const chunks: (readonly ValueView[])[] = new Array(Math.ceil(count / CHUNK));
  const raws: (readonly unknown[])[] = new Array(chunks.length);
  for (let c = 0; c < chunks.length; c++) {
    const start = c * CHUNK * width;
    const end = Math.min(count, (c + 1) * CHUNK) * width;
    const old = previous && !isFlat(previous) ? previous.chunks[c] : undefined;
    const oldRaw = previousRaw?.[c];
    if (old && oldRaw && old.length === end - start && (end <= unchangedBelow * width || sameRaw(oldRaw, raw, start, end))) {
      chunks[c] = old;
      raws[c] = oldRaw;
      continue;
    }
    const values = raw.slice(start, end);
    chunks[c] = make(values);
    raws[c] = values;
  }
  return { parts: { chunks }, raw: raws };
}

/** The parts of a container that fits in one chunk: `previous`'s array when it holds the same views (views are interned), else `views`. */
export function keptIfSame(previous: Parts | null, views: ValueView[]): Parts {
  return previous && isFlat(previous) && sameViews(previous, views) ? previous : views;
}

function sameViews(a: readonly ValueView[], b: readonly ValueView[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Restores the views of a heap log that crossed a structured clone (which keeps data, not classes). */
export function reviveView(view: ObjView): ObjView {
  if ('parts' in (view as object) && Object.getPrototypeOf(view) === Object.prototype) {
    Object.setPrototypeOf(view, view.kind === 'dict' ? DictView.prototype : SequenceView.prototype);
  }
  return view;
}
