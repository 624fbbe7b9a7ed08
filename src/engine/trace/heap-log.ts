/**
 * The heap as every step sees it, stored once: each object's successive views, tagged with the
 * change batch that made each current. A step holds a batch number (its `heap` a `HeapAt`);
 * looking an object up is a binary search in its own versions. Memory follows the changes —
 * a step that changes nothing shares its predecessor's snapshot, one that changes an object
 * adds one view — and any step's heap is there at once, wherever the cursor moves.
 */
import type { ObjView } from './types';

/**
 * One object's versions: its only view (most objects never change once shown), or
 * `[batch, view, batch, view, ...]` with batches ascending: each view current from its batch on.
 */
export type Versions = { readonly first: number; readonly view: ObjView } | { readonly first: number; readonly history: (number | ObjView)[] };

export class HeapLog {
  /** Change batches committed so far; a snapshot at batch `n` sees the changes of batches 1..n. */
  private batches = 0;

  constructor(
    /** By object id, in the order objects first appeared. */
    readonly versions: Map<number, Versions> = new Map(),
    batches = 0,
  ) {
    this.batches = batches;
  }

  get batchCount(): number {
    return this.batches;
  }

  /** Records the views of the objects that changed since the last commit; returns the batch number now. */
  commit(changes: readonly ObjView[]): number {
    if (changes.length === 0) return this.batches;
    const at = ++this.batches;
    for (const view of changes) {
      const v = this.versions.get(view.id);
      if (!v) this.versions.set(view.id, { first: at, view });
      else if ('view' in v) this.versions.set(view.id, { first: v.first, history: [v.first, v.view, at, view] });
      else v.history.push(at, view);
    }
    return at;
  }

  /** The last view recorded of `id`. */
  latestView(id: number): ObjView | undefined {
    const v = this.versions.get(id);
    if (!v) return undefined;
    return 'view' in v ? v.view : (v.history[v.history.length - 1] as ObjView);
  }

  /** Whether `id` has been recorded at all (by the latest batch). */
  knows(id: number): boolean {
    return this.versions.has(id);
  }

  /** The view of `id` current at batch `at`, if the object existed then. */
  viewAt(id: number, at: number): ObjView | undefined {
    const v = this.versions.get(id);
    if (!v || v.first > at) return undefined;
    if ('view' in v) return v.view;
    const h = v.history;
    let lo = 0;
    let hi = h.length / 2 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((h[2 * mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    return h[2 * lo + 1] as ObjView;
  }

  /** The heap as it was after batch `at`. */
  at(at: number): HeapAt {
    return new HeapAt(this, at);
  }
}

/** The heap at one batch of a log: a read-only map from object id to its view then. */
export class HeapAt implements ReadonlyMap<number, ObjView> {
  constructor(
    readonly log: HeapLog,
    readonly batch: number,
  ) {}

  get(id: number): ObjView | undefined {
    return this.log.viewAt(id, this.batch);
  }

  has(id: number): boolean {
    const v = this.log.versions.get(id);
    return v !== undefined && v.first <= this.batch;
  }

  get size(): number {
    let n = 0;
    for (const v of this.log.versions.values()) if (v.first <= this.batch) n++;
    return n;
  }

  *entries(): MapIterator<[number, ObjView]> {
    for (const id of this.log.versions.keys()) {
      const view = this.get(id);
      if (view) yield [id, view];
    }
  }

  *keys(): MapIterator<number> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<ObjView> {
    for (const [, v] of this.entries()) yield v;
  }

  [Symbol.iterator](): MapIterator<[number, ObjView]> {
    return this.entries();
  }

  forEach(fn: (value: ObjView, key: number, map: ReadonlyMap<number, ObjView>) => void): void {
    for (const [id, v] of this.entries()) fn(v, id, this);
  }
}
