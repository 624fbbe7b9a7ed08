/**
 * `list.sort` and `sorted`: CPython's listsort. A run is counted and the rest of each minimum
 * run binary-inserted exactly as `Objects/listobject.c` does, so `__lt__` is called on the
 * same pairs, in the same order (what the trace shows, and which types a TypeError names);
 * runs are merged stably. Keys are computed first, in order; `reverse` reverses before and
 * after, keeping the sort stable.
 */
import { richCompare } from '../compare';
import { call } from '../objects';
import { truthy } from '../ops';
import type { PyValue } from '../values';

function lt(a: PyValue, b: PyValue): boolean {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b;
  if (typeof a === 'string' && typeof b === 'string') return a < b;
  const r = richCompare(a, b, '<');
  return r === true || (r !== false && truthy(r));
}

/** CPython's merge_compute_minrun. */
function minRun(n: number): number {
  let r = 0;
  while (n >= 64) {
    r |= n & 1;
    n >>= 1;
  }
  return n + r;
}

interface Item {
  readonly key: PyValue;
  readonly value: PyValue;
}

/** count_run: the length of the run at `lo`, reversed in place when strictly descending. */
function countRun(a: Item[], lo: number, hi: number): number {
  if (lo + 1 === hi) return 1;
  let n = 2;
  if (lt(a[lo + 1].key, a[lo].key)) {
    for (let i = lo + 2; i < hi && lt(a[i].key, a[i - 1].key); i++) n++;
    reverse(a, lo, lo + n);
  } else {
    for (let i = lo + 2; i < hi && !lt(a[i].key, a[i - 1].key); i++) n++;
  }
  return n;
}

function reverse(a: Item[], lo: number, hi: number): void {
  for (let i = lo, j = hi - 1; i < j; i++, j--) [a[i], a[j]] = [a[j], a[i]];
}

/** binarysort: insert a[start..hi) into the sorted a[lo..start). */
function binarySort(a: Item[], lo: number, hi: number, start: number): void {
  for (let s = start; s < hi; s++) {
    const pivot = a[s];
    let l = lo;
    let r = s;
    do {
      const p = l + ((r - l) >> 1);
      if (lt(pivot.key, a[p].key)) r = p;
      else l = p + 1;
    } while (l < r);
    for (let p = s; p > l; p--) a[p] = a[p - 1];
    a[l] = pivot;
  }
}

/** Merges the adjacent sorted runs a[lo..mid) and a[mid..hi), stably. */
function merge(a: Item[], lo: number, mid: number, hi: number): void {
  const left = a.slice(lo, mid);
  let i = 0;
  let j = mid;
  let k = lo;
  while (i < left.length && j < hi) {
    if (lt(a[j].key, left[i].key)) a[k++] = a[j++];
    else a[k++] = left[i++];
  }
  while (i < left.length) a[k++] = left[i++];
}

/** Sorts `items` with Python's rules: stable, `key` and `reverse`, TypeError on unorderable items. */
export function sortValues(items: PyValue[], key: PyValue, reverse_: boolean): PyValue[] {
  const a: Item[] = items.map((v) => ({ key: key === null ? v : call(key, [v], null), value: v }));
  if (reverse_) reverse(a, 0, a.length);
  const n = a.length;
  if (n > 1) {
    const min = minRun(n);
    const runs: [number, number][] = [];
    for (let lo = 0; lo < n; ) {
      let len = countRun(a, lo, n);
      if (len < min) {
        const force = Math.min(min, n - lo);
        binarySort(a, lo, lo + force, lo + len);
        len = force;
      }
      runs.push([lo, lo + len]);
      lo += len;
    }
    while (runs.length > 1) {
      const next: [number, number][] = [];
      for (let i = 0; i < runs.length; i += 2) {
        if (i + 1 === runs.length) next.push(runs[i]);
        else {
          merge(a, runs[i][0], runs[i][1], runs[i + 1][1]);
          next.push([runs[i][0], runs[i + 1][1]]);
        }
      }
      runs.splice(0, runs.length, ...next);
    }
  }
  if (reverse_) reverse(a, 0, a.length);
  return a.map((x) => x.value);
}
