/**
 * libstdc++'s `std::nth_element`, `std::sort` and `std::partial_sort`, step for step, because
 * torch's `topk` is built on them and which of several equal values it returns (and in what
 * order) is whatever these algorithms leave where. Each works in place on an array with a
 * strict-weak-order `less`.
 */

type Less<T> = (a: T, b: T) => boolean;

/** floor(log2(n)) for n >= 1. */
function lg(n: number): number {
  return 31 - Math.clz32(n);
}

function swap<T>(a: T[], i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

function moveMedianToFirst<T>(a: T[], result: number, x: number, y: number, z: number, less: Less<T>): void {
  if (less(a[x], a[y])) {
    if (less(a[y], a[z])) swap(a, result, y);
    else if (less(a[x], a[z])) swap(a, result, z);
    else swap(a, result, x);
  } else if (less(a[x], a[z])) swap(a, result, x);
  else if (less(a[y], a[z])) swap(a, result, z);
  else swap(a, result, y);
}

function unguardedPartition<T>(a: T[], first: number, last: number, pivot: number, less: Less<T>): number {
  for (;;) {
    while (less(a[first], a[pivot])) first++;
    last--;
    while (less(a[pivot], a[last])) last--;
    if (!(first < last)) return first;
    swap(a, first, last);
    first++;
  }
}

function unguardedPartitionPivot<T>(a: T[], first: number, last: number, less: Less<T>): number {
  const mid = first + Math.floor((last - first) / 2);
  moveMedianToFirst(a, first, first + 1, mid, last - 1, less);
  return unguardedPartition(a, first + 1, last, first, less);
}

function unguardedLinearInsert<T>(a: T[], last: number, less: Less<T>): void {
  const val = a[last];
  let next = last - 1;
  while (less(val, a[next])) {
    a[last] = a[next];
    last = next;
    next--;
  }
  a[last] = val;
}

function insertionSort<T>(a: T[], first: number, last: number, less: Less<T>): void {
  if (first === last) return;
  for (let i = first + 1; i !== last; i++) {
    if (less(a[i], a[first])) {
      const val = a[i];
      for (let j = i; j > first; j--) a[j] = a[j - 1];
      a[first] = val;
    } else unguardedLinearInsert(a, i, less);
  }
}

function pushHeap<T>(a: T[], first: number, hole: number, top: number, value: T, less: Less<T>): void {
  let parent = Math.floor((hole - 1) / 2);
  while (hole > top && less(a[first + parent], value)) {
    a[first + hole] = a[first + parent];
    hole = parent;
    parent = Math.floor((hole - 1) / 2);
  }
  a[first + hole] = value;
}

function adjustHeap<T>(a: T[], first: number, hole: number, len: number, value: T, less: Less<T>): void {
  const top = hole;
  let second = hole;
  while (second < Math.floor((len - 1) / 2)) {
    second = 2 * (second + 1);
    if (less(a[first + second], a[first + second - 1])) second--;
    a[first + hole] = a[first + second];
    hole = second;
  }
  if ((len & 1) === 0 && second === Math.floor((len - 2) / 2)) {
    second = 2 * (second + 1);
    a[first + hole] = a[first + second - 1];
    hole = second - 1;
  }
  pushHeap(a, first, hole, top, value, less);
}

function makeHeap<T>(a: T[], first: number, last: number, less: Less<T>): void {
  const len = last - first;
  if (len < 2) return;
  for (let parent = Math.floor((len - 2) / 2); ; parent--) {
    adjustHeap(a, first, parent, len, a[first + parent], less);
    if (parent === 0) return;
  }
}

function popHeap<T>(a: T[], first: number, last: number, result: number, less: Less<T>): void {
  const value = a[result];
  a[result] = a[first];
  adjustHeap(a, first, 0, last - first, value, less);
}

function heapSelect<T>(a: T[], first: number, middle: number, last: number, less: Less<T>): void {
  makeHeap(a, first, middle, less);
  for (let i = middle; i < last; i++) if (less(a[i], a[first])) popHeap(a, first, middle, i, less);
}

function sortHeap<T>(a: T[], first: number, last: number, less: Less<T>): void {
  while (last - first > 1) {
    last--;
    popHeap(a, first, last, last, less);
  }
}

/** `std::partial_sort(first, middle, last)`. */
export function partialSort<T>(a: T[], first: number, middle: number, last: number, less: Less<T>): void {
  heapSelect(a, first, middle, last, less);
  sortHeap(a, first, middle, less);
}

/** `std::nth_element(first, nth, last)`. */
export function nthElement<T>(a: T[], first: number, nth: number, last: number, less: Less<T>): void {
  if (first === last || nth === last) return;
  let depth = lg(last - first) * 2;
  while (last - first > 3) {
    if (depth === 0) {
      heapSelect(a, first, nth + 1, last, less);
      swap(a, first, nth);
      return;
    }
    depth--;
    const cut = unguardedPartitionPivot(a, first, last, less);
    if (cut <= nth) first = cut;
    else last = cut;
  }
  insertionSort(a, first, last, less);
}

const THRESHOLD = 16;

function introsortLoop<T>(a: T[], first: number, last: number, depth: number, less: Less<T>): void {
  while (last - first > THRESHOLD) {
    if (depth === 0) {
      partialSort(a, first, last, last, less);
      return;
    }
    depth--;
    const cut = unguardedPartitionPivot(a, first, last, less);
    introsortLoop(a, cut, last, depth, less);
    last = cut;
  }
}

/** `std::sort(first, last)`: introsort, then a final insertion sort. */
export function introsort<T>(a: T[], first: number, last: number, less: Less<T>): void {
  if (first === last) return;
  introsortLoop(a, first, last, lg(last - first) * 2, less);
  if (last - first > THRESHOLD) {
    insertionSort(a, first, first + THRESHOLD, less);
    for (let i = first + THRESHOLD; i !== last; i++) unguardedLinearInsert(a, i, less);
  } else insertionSort(a, first, last, less);
}
