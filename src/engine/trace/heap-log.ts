/**
 * The heap as every step sees it, stored once: each object's successive views, tagged with the
 * change batch that made each current. A step holds a batch number (its `heap` a `HeapAt`);
 * looking an object up is a binary search in its own versions. Memory follows the changes —
 * a step that changes nothing shares its predecessor's snapshot, one that changes an object
 * adds one view — and any step's heap is there at once, wherever the cursor moves.
 *
 * The objects are kept in the order they were first recorded, as columns (`HeapData`): their
 * ids, the batch each first appeared in, and their versions. While the run records, an id is
 * found by its position, which a run's object keeps itself (`PyObj.logPosition`: the recorder
 * passes it), or, for a static object (shared by every run, a negative id), through a map; a
 * finished log (and the page's copy) finds any id by a binary search in the positions sorted by
 * id, four bytes an object where a map took forty.
 */
import type { ObjView } from './types';

/**
 * One object's versions: its only view (most objects never change once shown), or
 * `[batch, view, batch, view, ...]` with batches ascending: each view current from its batch on.
 */
export type Versions = ObjView | (number | ObjView)[];

/** A heap log as data (what crosses the worker boundary). */
export interface HeapData {
  /** Change batches committed; a snapshot at batch `n` sees the changes of batches 1..n. */
  readonly batches: number;
  /** Objects recorded, in the order they first appeared. */
  readonly count: number;
  /** Per object: its id, and the batch it first appeared in (ascending). */
  readonly ids: Int32Array;
  readonly first: Int32Array;
  /** Per object: its versions. */
  readonly versions: readonly Versions[];
}

/** Positions below this pack with an id (an Int32) into an exact double: 2**22 * 2**31 = 2**53. */
const POSITION_RANGE = 2 ** 22;

export class HeapLog {
  private batches: number;
  private count: number;
  private ids: Int32Array;
  private first: Int32Array;
  private versions: Versions[];
  /** Position of each static object (negative id) by id, while the run records. */
  private position: Map<number, number> | null = null;
  /** Positions sorted by id, once the log is finished. */
  private byId: Int32Array | null = null;

  constructor(data?: HeapData) {
    this.batches = data?.batches ?? 0;
    this.count = data?.count ?? 0;
    this.ids = data?.ids ?? new Int32Array(64);
    this.first = data?.first ?? new Int32Array(64);
    // A log made from data is only read: its versions are never written to.
    this.versions = (data?.versions as Versions[] | undefined) ?? [];
    if (data) this.sortIds();
    else this.position = new Map();
  }

  /**
   * Sorts the positions by id. Each is packed with its id into one exact double (id times 2**22
   * plus position) and the doubles sorted natively: a comparator function called some 50,000
   * times for a 4,000-object log cost up to 17 ms in a fresh process, before the JIT compiled it.
   */
  private sortIds(): void {
    const ids = this.ids;
    const n = this.count;
    if (n >= POSITION_RANGE) {
      this.byId = new Int32Array(n).map((_, p) => p).sort((a, b) => ids[a] - ids[b]);
      return;
    }
    const keys = new Float64Array(n);
    for (let p = 0; p < n; p++) keys[p] = ids[p] * POSITION_RANGE + p;
    keys.sort();
    const byId = new Int32Array(n);
    for (let i = 0; i < n; i++) byId[i] = keys[i] - Math.floor(keys[i] / POSITION_RANGE) * POSITION_RANGE;
    this.byId = byId;
  }

  /** The position of object `id` (-1: not recorded). */
  private find(id: number): number {
    if (this.position) {
      if (id < 0) return this.position.get(id) ?? -1;
      // A run's object read by id while the run records (only tests read steps then): a scan.
      for (let p = this.count - 1; p >= 0; p--) if (this.ids[p] === id) return p;
      return -1;
    }
    const byId = this.byId as Int32Array;
    let lo = 0;
    let hi = byId.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.ids[byId[mid]];
      if (at === id) return byId[mid];
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  get batchCount(): number {
    return this.batches;
  }

  /** The log as data. */
  data(): HeapData {
    return { batches: this.batches, count: this.count, ids: this.ids, first: this.first, versions: this.versions };
  }

  /** Ends recording: lets go of the columns' spare room and of the map from id to position. */
  finish(): void {
    this.ids = this.ids.slice(0, this.count);
    this.first = this.first.slice(0, this.count);
    this.versions = this.versions.slice();
    this.sortIds();
    this.position = null;
  }

  /** Starts a batch of changes (recorded with `add` and `update`); returns its number. */
  openBatch(): number {
    return ++this.batches;
  }

  /** Records a new version of the object at position `p`, current from batch `at`. */
  update(p: number, view: ObjView, at: number): void {
    const v = this.versions[p];
    if (Array.isArray(v)) v.push(at, view);
    else this.versions[p] = [this.first[p], v, at, view];
  }

  /** Records an object not seen before, first appearing in batch `at`; returns its position. */
  add(view: ObjView, at: number): number {
    const p = this.count++;
    if (p === this.ids.length) {
      const ids = new Int32Array(2 * p);
      ids.set(this.ids);
      this.ids = ids;
      const first = new Int32Array(2 * p);
      first.set(this.first);
      this.first = first;
    }
    this.ids[p] = view.id;
    this.first[p] = at;
    this.versions[p] = view;
    if (!this.position) throw new Error('heap log: an object added to a finished log');
    if (view.id < 0) this.position.set(view.id, p);
    return p;
  }

  /** The position of object `id` (-1: not recorded). */
  positionOf(id: number): number {
    return this.find(id);
  }

  /** The batch the last view of the object at position `p` was recorded in. */
  lastBatchAt(p: number): number {
    const v = this.versions[p];
    return Array.isArray(v) ? (v[v.length - 2] as number) : this.first[p];
  }

  /** The last view recorded of the object at position `p`. */
  latestAt(p: number): ObjView {
    const v = this.versions[p];
    return Array.isArray(v) ? (v[v.length - 1] as ObjView) : v;
  }

  /** Whether `id` has been recorded at all (by the latest batch). */
  knows(id: number): boolean {
    return this.find(id) >= 0;
  }

  /** The view of `id` current at batch `at`, if the object existed then. */
  viewAt(id: number, at: number): ObjView | undefined {
    const p = this.find(id);
    return p < 0 ? undefined : this.viewOf(p, at);
  }

  /** The object at position `p` as it was at batch `at`. */
  private viewOf(p: number, at: number): ObjView | undefined {
    if (this.first[p] > at) return undefined;
    const h = this.versions[p];
    if (!Array.isArray(h)) return h;
    let lo = 0;
    let hi = h.length / 2 - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((h[2 * mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    return h[2 * lo + 1] as ObjView;
  }

  /** Whether `id` existed at batch `at`. */
  has(id: number, at: number): boolean {
    const p = this.find(id);
    return p >= 0 && this.first[p] <= at;
  }

  /** The objects that existed at batch `at`, in the order they appeared, with their views then. */
  *entriesAt(at: number): MapIterator<[number, ObjView]> {
    // Objects appear in batch order: the first one past `at` ends the walk.
    for (let p = 0; p < this.count && this.first[p] <= at; p++) yield [this.ids[p], this.viewOf(p, at) as ObjView];
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
    return this.log.has(id, this.batch);
  }

  get size(): number {
    let n = 0;
    for (const _ of this.log.entriesAt(this.batch)) n++;
    return n;
  }

  entries(): MapIterator<[number, ObjView]> {
    return this.log.entriesAt(this.batch);
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
