/**
 * The heap as a step sees it, shared structurally between steps: a full map taken now and
 * then (a checkpoint) plus the objects changed since. A lookup is two map reads; memory
 * grows with the changes, not with steps × heap size.
 */
import type { ObjView } from './types';

/** Changes kept beside a checkpoint before a new checkpoint is cut. */
const MAX_SINCE = 256;

export class HeapSnapshot implements ReadonlyMap<number, ObjView> {
  constructor(
    private readonly checkpoint: ReadonlyMap<number, ObjView>,
    private readonly since: ReadonlyMap<number, ObjView>,
  ) {}

  static empty(): HeapSnapshot {
    return new HeapSnapshot(new Map(), new Map());
  }

  /** A new snapshot with `changes` applied; this one is left as it was. */
  with(changes: ReadonlyMap<number, ObjView>): HeapSnapshot {
    if (changes.size === 0) return this;
    const since = new Map(this.since);
    for (const [id, v] of changes) since.set(id, v);
    if (since.size <= MAX_SINCE) return new HeapSnapshot(this.checkpoint, since);
    const full = new Map(this.checkpoint);
    for (const [id, v] of since) full.set(id, v);
    return new HeapSnapshot(full, new Map());
  }

  get(id: number): ObjView | undefined {
    return this.since.get(id) ?? this.checkpoint.get(id);
  }

  has(id: number): boolean {
    return this.since.has(id) || this.checkpoint.has(id);
  }

  get size(): number {
    let n = this.checkpoint.size;
    for (const id of this.since.keys()) if (!this.checkpoint.has(id)) n++;
    return n;
  }

  *entries(): MapIterator<[number, ObjView]> {
    for (const [id, v] of this.checkpoint) yield [id, this.since.get(id) ?? v];
    for (const [id, v] of this.since) if (!this.checkpoint.has(id)) yield [id, v];
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
