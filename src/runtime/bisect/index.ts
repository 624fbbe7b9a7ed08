/**
 * Simulated `bisect`: `bisect_left`, `bisect_right` (`bisect`), `insort_left`, `insort_right`
 * (`insort`), with `lo`, `hi` and `key` as in CPython 3.11 (items compared with `<` only).
 */
import {
  builtin,
  call,
  checkKwargs,
  exc,
  getAttr,
  getItem,
  index,
  type Kwargs,
  len,
  PyList,
  type PyValue,
  pyError,
  registerModule,
  richCompare,
  truthy,
} from '../../engine/api';

function lt(a: PyValue, b: PyValue): boolean {
  return truthy(richCompare(a, b, '<'));
}

interface Bounds {
  seq: PyValue;
  x: PyValue;
  lo: number;
  hi: number;
  key: PyValue;
}

function bounds(name: string, args: PyValue[], kw: Kwargs): Bounds {
  checkKwargs(name, kw, ['a', 'x', 'lo', 'hi', 'key']);
  const at = (i: number, n: string): PyValue | undefined => (i < args.length ? args[i] : kw?.get(n));
  const seq = at(0, 'a');
  const x = at(1, 'x');
  if (seq === undefined || x === undefined)
    throw pyError(exc.TypeError, `${name}() missing required argument '${seq === undefined ? 'a' : 'x'}' (pos ${seq === undefined ? 1 : 2})`);
  const lo = Number(index(at(2, 'lo') ?? 0n));
  if (lo < 0) throw pyError(exc.ValueError, 'lo must be non-negative');
  const hiArg = at(3, 'hi') ?? null;
  const hi = hiArg === null ? len(seq) : Number(index(hiArg));
  return { seq, x, lo, hi, key: kw?.get('key') ?? null };
}

/** CPython's loop: `bisect_right` moves right past equal items, `bisect_left` stops before them. */
function search(b: Bounds, right: boolean, x: PyValue): number {
  let { lo, hi } = b;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    let v = getItem(b.seq, BigInt(mid));
    if (b.key !== null) v = call(b.key, [v], null);
    if (right ? !lt(x, v) : lt(v, x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function bisect(name: string, right: boolean) {
  return builtin(name, (args, kw) => {
    const b = bounds(name, args, kw);
    return BigInt(search(b, right, b.x));
  });
}

function insort(name: string, right: boolean) {
  return builtin(name, (args, kw) => {
    const b = bounds(name, args, kw);
    const i = search(b, right, b.key === null ? b.x : call(b.key, [b.x], null));
    if (b.seq instanceof PyList && !b.seq.type) b.seq.items.splice(i, 0, b.x);
    else call(getAttr(b.seq, 'insert'), [BigInt(i), b.x], null);
    return null;
  });
}

registerModule('bisect', () => ({
  bisect_left: bisect('bisect_left', false),
  bisect_right: bisect('bisect_right', true),
  bisect: bisect('bisect_right', true),
  insort_left: insort('insort_left', false),
  insort_right: insort('insort_right', true),
  insort: insort('insort_right', true),
}));
