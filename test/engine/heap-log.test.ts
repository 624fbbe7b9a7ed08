/**
 * The heap log's lookup by id once it is finished (and on the page): positions sorted by id,
 * found by binary search, whatever order and sign the ids were recorded in.
 */
import { describe, expect, it } from 'vitest';
import { HeapLog } from '../../src/engine/trace/heap-log';
import type { ObjView } from '../../src/engine/trace/types';

const view = (id: number, repr: string): ObjView => ({ kind: 'opaque', id, type: 'object', repr });

/** One batch of changes, as the recorder makes it: a new object is added, a known one gets a new version. */
function commit(log: HeapLog, views: readonly ObjView[]): void {
  const batch = log.openBatch();
  for (const v of views) {
    const p = log.positionOf(v.id);
    if (p < 0) log.add(v, batch);
    else log.update(p, v, batch);
  }
}

describe('the heap log', () => {
  it('finds every object by id once finished, static (negative) ids and unordered ones included', () => {
    const log = new HeapLog();
    const ids = [7, -3, 2, 1_000_000_007, -2_000_000_000, 5, 2_000_000_000, 3, -1];
    // Four batches; id 5 changes in the last.
    commit(
      log,
      ids.slice(0, 3).map((id) => view(id, 'a')),
    );
    commit(
      log,
      ids.slice(3, 6).map((id) => view(id, 'a')),
    );
    commit(
      log,
      ids.slice(6).map((id) => view(id, 'a')),
    );
    commit(log, [view(5, 'b')]);
    log.finish();
    for (const id of ids) expect(log.viewAt(id, log.batchCount)?.id).toBe(id);
    expect((log.viewAt(5, 2) as { repr: string }).repr).toBe('a');
    expect((log.viewAt(5, 4) as { repr: string }).repr).toBe('b');
    expect(log.viewAt(2_000_000_000, 2)).toBeUndefined();
    expect(log.has(2_000_000_000, 3)).toBe(true);
    for (const absent of [0, 4, 6, -2, 1_000_000_006, 2_000_000_001]) expect(log.knows(absent)).toBe(false);
    // A log made from the finished one's data (the page's copy) finds the same.
    const copy = new HeapLog(log.data());
    for (const id of ids) expect(copy.viewAt(id, copy.batchCount)).toBe(log.viewAt(id, log.batchCount));
    expect(copy.knows(4)).toBe(false);
  });
});
