/**
 * Simulated `heapq`, following CPython's Lib/heapq.py step for step (the same sift order, so a
 * heap list holds its items in the same places): `heappush`, `heappop`, `heapify`,
 * `heapreplace`, `heappushpop`, `nsmallest`, `nlargest` (with `key`), `merge` (with `key` and
 * `reverse`). Items are ordered with `<` only, as CPython does.
 */
import {
  builtin,
  call,
  checkKwargs,
  exc,
  index,
  iterate,
  type Kwargs,
  PyIterator,
  PyList,
  type PyValue,
  pyError,
  registerModule,
  richCompare,
  sortValues,
  toArray,
  truthy,
  typeName,
} from '../../engine/api';

function lt(a: PyValue, b: PyValue): boolean {
  return truthy(richCompare(a, b, '<'));
}

function heapOf(v: PyValue, fname: string): PyValue[] {
  if (!(v instanceof PyList)) throw pyError(exc.TypeError, `${fname}() argument 1 must be list, not ${typeName(v)}`);
  return v.items;
}

/** `_siftdown(heap, startpos, pos)`: moves the item at `pos` up towards the root. */
function siftDown(heap: PyValue[], start: number, pos: number): void {
  const item = heap[pos];
  while (pos > start) {
    const parentPos = (pos - 1) >> 1;
    const parent = heap[parentPos];
    if (lt(item, parent)) {
      heap[pos] = parent;
      pos = parentPos;
      continue;
    }
    break;
  }
  heap[pos] = item;
}

/** `_siftup(heap, pos)`: bubbles the smaller child up until a leaf, then sifts the item down. */
function siftUp(heap: PyValue[], pos: number): void {
  const end = heap.length;
  const start = pos;
  const item = heap[pos];
  let child = 2 * pos + 1;
  while (child < end) {
    const right = child + 1;
    if (right < end && !lt(heap[child], heap[right])) child = right;
    heap[pos] = heap[child];
    pos = child;
    child = 2 * pos + 1;
  }
  heap[pos] = item;
  siftDown(heap, start, pos);
}

function heapify(heap: PyValue[]): void {
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftUp(heap, i);
}

function pop(heap: PyValue[]): PyValue {
  if (heap.length === 0) throw pyError(exc.IndexError, 'index out of range');
  const last = heap.pop() as PyValue;
  if (heap.length === 0) return last;
  const top = heap[0];
  heap[0] = last;
  siftUp(heap, 0);
  return top;
}

function two(name: string, args: PyValue[]): void {
  if (args.length !== 2) throw pyError(exc.TypeError, `${name} expected 2 arguments, got ${args.length}`);
}

/** `nsmallest`/`nlargest`: the same result CPython's algorithms give (stable among equal keys). */
function nBest(name: string, largest: boolean, args: PyValue[], kw: Kwargs): PyValue {
  checkKwargs(name, kw, ['key']);
  if (args.length !== 2) throw pyError(exc.TypeError, `${name}() missing required argument`);
  const n = Number(index(args[0]));
  const key = kw?.get('key') ?? null;
  const items = toArray(args[1]);
  if (n <= 0) return new PyList([]);
  return new PyList(sortValues(items, key, largest).slice(0, n));
}

function merge(args: PyValue[], kw: Kwargs): PyValue {
  checkKwargs('merge', kw, ['key', 'reverse']);
  const key = kw?.get('key') ?? null;
  const reverse = truthy(kw?.get('reverse') ?? false);
  const its = args.map((a) => iterate(a));
  function* gen(): Generator<PyValue> {
    const heads: { value: PyValue; k: PyValue; order: number }[] = [];
    its.forEach((it, order) => {
      const r = it.next();
      if (!r.done) heads.push({ value: r.value, k: key === null ? r.value : call(key, [r.value], null), order });
    });
    const before = (a: (typeof heads)[0], b: (typeof heads)[0]): boolean =>
      reverse ? lt(b.k, a.k) || (!lt(a.k, b.k) && a.order < b.order) : lt(a.k, b.k) || (!lt(b.k, a.k) && a.order < b.order);
    while (heads.length) {
      let best = 0;
      for (let i = 1; i < heads.length; i++) if (before(heads[i], heads[best])) best = i;
      const h = heads[best];
      yield h.value;
      const r = its[h.order].next();
      if (r.done) heads.splice(best, 1);
      else {
        h.value = r.value;
        h.k = key === null ? r.value : call(key, [r.value], null);
      }
    }
  }
  return new PyIterator(gen(), 'generator');
}

registerModule('heapq', () => ({
  heappush: builtin('heappush', (args) => {
    two('heappush', args);
    const heap = heapOf(args[0], 'heappush');
    heap.push(args[1]);
    siftDown(heap, 0, heap.length - 1);
    return null;
  }),
  heappop: builtin('heappop', (args) => pop(heapOf(args[0], 'heappop'))),
  heapify: builtin('heapify', (args) => {
    heapify(heapOf(args[0], 'heapify'));
    return null;
  }),
  heapreplace: builtin('heapreplace', (args) => {
    two('heapreplace', args);
    const heap = heapOf(args[0], 'heapreplace');
    if (heap.length === 0) throw pyError(exc.IndexError, 'index out of range');
    const top = heap[0];
    heap[0] = args[1];
    siftUp(heap, 0);
    return top;
  }),
  heappushpop: builtin('heappushpop', (args) => {
    two('heappushpop', args);
    const heap = heapOf(args[0], 'heappushpop');
    let item = args[1];
    if (heap.length && lt(heap[0], item)) {
      [item, heap[0]] = [heap[0], item];
      siftUp(heap, 0);
    }
    return item;
  }),
  nsmallest: builtin('nsmallest', (args, kw) => nBest('nsmallest', false, args, kw)),
  nlargest: builtin('nlargest', (args, kw) => nBest('nlargest', true, args, kw)),
  merge: builtin('merge', merge),
}));
