/**
 * Simulated `itertools`: the iterator building blocks, each a lazy iterator as in CPython
 * (`count`, `cycle`, `repeat`, `accumulate`, `chain`, `compress`, `dropwhile`, `takewhile`,
 * `filterfalse`, `groupby`, `islice`, `starmap`, `tee`, `zip_longest`, `pairwise`, `product`,
 * `permutations`, `combinations`, `combinations_with_replacement`).
 */
import {
  argAt,
  binop,
  builtin,
  call,
  checkKwargs,
  compare,
  exc,
  index,
  isNumber,
  iterate,
  type Kwargs,
  NativeObject,
  objectType,
  PyClass,
  PyIterator,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  toArray,
  truthy,
  typeOf,
} from '../../engine/api';

type Fn = (args: PyValue[], kw: Kwargs) => PyValue;

/**
 * `count()` and `repeat()` objects: iterators whose repr shows where they are
 * (`count(5)`, `count(1, 2)`, `repeat('x', 2)`), as CPython's do.
 */
class Counting extends NativeObject {
  constructor(
    readonly kind: 'count' | 'repeat',
    public value: PyValue,
    readonly step: PyValue,
    /** For `repeat`: how many times are left, or null for forever. */
    public left: bigint | null,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.kind === 'count' ? countType : repeatType;
  }
  advance(): PyValue | undefined {
    if (this.kind === 'repeat') {
      if (this.left !== null) {
        if (this.left <= 0n) return undefined;
        this.left--;
      }
      return this.value;
    }
    const v = this.value;
    this.value = binop('+', v, this.step);
    return v;
  }
  describe(): string {
    if (this.kind === 'repeat') return this.left === null ? `repeat(${repr(this.value)})` : `repeat(${repr(this.value)}, ${this.left})`;
    const unit = this.step === 1n;
    return unit ? `count(${repr(this.value)})` : `count(${repr(this.value)}, ${repr(this.step)})`;
  }
}

/** CPython's PyNumber_Check: a number, or an object with `__index__`, `__int__` or `__float__`. */
function numberLike(v: PyValue): boolean {
  if (isNumber(v)) return true;
  const t = typeOf(v);
  return ['__index__', '__int__', '__float__', '__complex__'].some((n) => t.lookup(n) !== undefined);
}

function countingType(name: string): PyClass {
  return new PyClass(
    name,
    [objectType],
    {
      iter: (self) => ({
        [Symbol.iterator]: () => ({
          next: () => {
            const v = (self as Counting).advance();
            return v === undefined ? { done: true, value: undefined } : { done: false, value: v };
          },
        }),
      }),
      next: (self) => (self as Counting).advance(),
      repr: (self) => (self as Counting).describe(),
    },
    'itertools',
  );
}

const countType = countingType('count');
const repeatType = countingType('repeat');

function lazy(name: string, gen: Generator<PyValue>): PyIterator {
  return new PyIterator(gen, name);
}

function nonNegative(v: PyValue | undefined, what: string): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'bigint' && typeof v !== 'boolean') throw pyError(exc.ValueError, `${what} for islice() must be None or an integer: 0 <= x <= sys.maxsize.`);
  const n = index(v);
  if (n < 0n) throw pyError(exc.ValueError, `${what} for islice() must be None or an integer: 0 <= x <= sys.maxsize.`);
  return Number(n);
}

/** `r`-length tuples of indices in lexicographic order, as the itertools recipes produce them. */
function* combinationIndices(n: number, r: number, replace: boolean): Generator<number[]> {
  if (r > n && !replace) return;
  if (n === 0 && r > 0) return;
  const idx = replace ? new Array(r).fill(0) : Array.from({ length: r }, (_, i) => i);
  yield [...idx];
  for (;;) {
    let i = r - 1;
    while (i >= 0 && idx[i] === (replace ? n - 1 : i + n - r)) i--;
    if (i < 0) return;
    idx[i]++;
    for (let j = i + 1; j < r; j++) idx[j] = replace ? idx[i] : idx[j - 1] + 1;
    yield [...idx];
  }
}

const functions: Record<string, Fn> = {
  count(args, kw) {
    checkKwargs('count', kw, ['start', 'step']);
    const start = argAt(args, 0, kw, 'start') ?? 0n;
    const step = argAt(args, 1, kw, 'step') ?? 1n;
    for (const v of [start, step]) if (!numberLike(v)) throw pyError(exc.TypeError, 'a number is required');
    return new Counting('count', start, step, null);
  },
  cycle(args) {
    const it = iterate(args[0]);
    function* gen(): Generator<PyValue> {
      const saved: PyValue[] = [];
      for (let r = it.next(); !r.done; r = it.next()) {
        saved.push(r.value);
        yield r.value;
      }
      if (saved.length === 0) return;
      for (;;) yield* saved;
    }
    return lazy('cycle', gen());
  },
  repeat(args, kw) {
    checkKwargs('repeat', kw, ['object', 'times']);
    const v = argAt(args, 0, kw, 'object') as PyValue;
    const times = args[1] ?? kw?.get('times');
    if (times === undefined) return new Counting('repeat', v, null, null);
    const n = index(times);
    return new Counting('repeat', v, null, n < 0n ? 0n : n);
  },
  accumulate(args, kw) {
    checkKwargs('accumulate', kw, ['func', 'initial']);
    const it = iterate(args[0]);
    const f = args[1] ?? kw?.get('func') ?? null;
    const initial = kw?.get('initial');
    function* gen(): Generator<PyValue> {
      let acc: PyValue | undefined = initial === null ? undefined : initial;
      if (acc !== undefined) yield acc;
      for (let r = it.next(); !r.done; r = it.next()) {
        acc = acc === undefined ? r.value : f === null ? binop('+', acc, r.value) : call(f, [acc, r.value], null);
        yield acc;
      }
    }
    return lazy('accumulate', gen());
  },
  chain(args) {
    function* gen(): Generator<PyValue> {
      for (const a of args) {
        const it = iterate(a);
        for (let r = it.next(); !r.done; r = it.next()) yield r.value;
      }
    }
    return lazy('chain', gen());
  },
  compress(args) {
    const data = iterate(args[0]);
    const sel = iterate(args[1]);
    function* gen(): Generator<PyValue> {
      for (;;) {
        const d = data.next();
        const s = sel.next();
        if (d.done || s.done) return;
        if (truthy(s.value)) yield d.value;
      }
    }
    return lazy('compress', gen());
  },
  dropwhile(args) {
    const [pred, src] = args;
    const it = iterate(src);
    function* gen(): Generator<PyValue> {
      let dropping = true;
      for (let r = it.next(); !r.done; r = it.next()) {
        if (dropping && truthy(call(pred, [r.value], null))) continue;
        dropping = false;
        yield r.value;
      }
    }
    return lazy('dropwhile', gen());
  },
  takewhile(args) {
    const [pred, src] = args;
    const it = iterate(src);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) {
        if (!truthy(call(pred, [r.value], null))) return;
        yield r.value;
      }
    }
    return lazy('takewhile', gen());
  },
  filterfalse(args) {
    const [pred, src] = args;
    const it = iterate(src);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) if (!truthy(pred === null ? r.value : call(pred, [r.value], null))) yield r.value;
    }
    return lazy('filterfalse', gen());
  },
  groupby(args, kw) {
    checkKwargs('groupby', kw, ['iterable', 'key']);
    const it = iterate(args[0] ?? (kw?.get('iterable') as PyValue));
    const key = args[1] ?? kw?.get('key') ?? null;
    const keyOf = (v: PyValue) => (key === null ? v : call(key, [v], null));
    let pending = it.next();
    function* gen(): Generator<PyValue> {
      while (!pending.done) {
        const k = keyOf(pending.value);
        const first = pending.value;
        let open = true;
        function* group(): Generator<PyValue> {
          yield first;
          for (;;) {
            pending = it.next();
            if (pending.done || !sameKey(keyOf(pending.value), k)) {
              open = false;
              return;
            }
            yield pending.value;
          }
        }
        const g = group();
        yield new PyTuple([k, new PyIterator(g, '_grouper')]);
        // The outer iterator skips what the caller did not consume of the group.
        if (open) for (let r = g.next(); !r.done; r = g.next());
      }
    }
    return lazy('groupby', gen());
  },
  islice(args) {
    const it = iterate(args[0]);
    let start = 0;
    let stop: number | null;
    let step = 1;
    if (args.length <= 2) stop = nonNegative(args[1], 'Stop argument');
    else {
      start = nonNegative(args[1], 'Indices') ?? 0;
      stop = nonNegative(args[2], 'Stop argument');
      const s = nonNegative(args[3], 'Step argument');
      if (s === 0) throw pyError(exc.ValueError, 'Step for islice() must be a positive integer or None.');
      step = s ?? 1;
    }
    function* gen(): Generator<PyValue> {
      let i = 0;
      let next = start;
      if (stop !== null && next >= stop) return;
      for (let r = it.next(); !r.done; r = it.next(), i++) {
        if (i === next) {
          yield r.value;
          next += step;
          if (stop !== null && next >= stop) return;
        }
      }
    }
    return lazy('islice', gen());
  },
  starmap(args) {
    const [f, src] = args;
    const it = iterate(src);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) yield call(f, toArray(r.value), null);
    }
    return lazy('starmap', gen());
  },
  tee(args) {
    const it = iterate(args[0]);
    const n = args.length > 1 ? Number(index(args[1])) : 2;
    const buffers: PyValue[][] = Array.from({ length: n }, () => []);
    function* one(i: number): Generator<PyValue> {
      for (;;) {
        if (buffers[i].length === 0) {
          const r = it.next();
          if (r.done) return;
          for (const b of buffers) b.push(r.value);
        }
        yield buffers[i].shift() as PyValue;
      }
    }
    return new PyTuple(Array.from({ length: n }, (_, i) => lazy('_tee', one(i))));
  },
  zip_longest(args, kw) {
    checkKwargs('zip_longest', kw, ['fillvalue']);
    const fill = kw?.get('fillvalue') ?? null;
    const its = args.map(iterate);
    function* gen(): Generator<PyValue> {
      if (its.length === 0) return;
      const done = its.map(() => false);
      for (;;) {
        const row: PyValue[] = [];
        for (let i = 0; i < its.length; i++) {
          if (done[i]) {
            row.push(fill);
            continue;
          }
          const r = its[i].next();
          if (r.done) {
            done[i] = true;
            row.push(fill);
          } else row.push(r.value);
        }
        if (done.every((d) => d)) return;
        yield new PyTuple(row);
      }
    }
    return lazy('zip_longest', gen());
  },
  pairwise(args) {
    const it = iterate(args[0]);
    function* gen(): Generator<PyValue> {
      let prev = it.next();
      if (prev.done) return;
      for (let r = it.next(); !r.done; r = it.next()) {
        yield new PyTuple([prev.value, r.value]);
        prev = r;
      }
    }
    return lazy('pairwise', gen());
  },
  product(args, kw) {
    checkKwargs('product', kw, ['repeat']);
    const repeat = Number(index(kw?.get('repeat') ?? 1n));
    const pools = Array.from({ length: repeat }, () => args.map(toArray)).flat();
    function* gen(): Generator<PyValue> {
      if (pools.some((p) => p.length === 0)) return;
      const idx = pools.map(() => 0);
      for (;;) {
        yield new PyTuple(idx.map((j, i) => pools[i][j]));
        let i = pools.length - 1;
        while (i >= 0 && idx[i] === pools[i].length - 1) idx[i--] = 0;
        if (i < 0) return;
        idx[i]++;
      }
    }
    return lazy('product', gen());
  },
  permutations(args) {
    const pool = toArray(args[0]);
    const n = pool.length;
    const r = args[1] === undefined || args[1] === null ? n : Number(index(args[1]));
    function* gen(): Generator<PyValue> {
      if (r > n) return;
      const indices = Array.from({ length: n }, (_, i) => i);
      const cycles = Array.from({ length: r }, (_, i) => n - i);
      yield new PyTuple(indices.slice(0, r).map((i) => pool[i]));
      while (n) {
        let i = r - 1;
        for (; i >= 0; i--) {
          cycles[i]--;
          if (cycles[i] === 0) {
            indices.push(...indices.splice(i, 1));
            cycles[i] = n - i;
          } else {
            const j = cycles[i];
            [indices[i], indices[n - j]] = [indices[n - j], indices[i]];
            yield new PyTuple(indices.slice(0, r).map((x) => pool[x]));
            break;
          }
        }
        if (i < 0) return;
      }
    }
    return lazy('permutations', gen());
  },
  combinations(args) {
    const pool = toArray(args[0]);
    const r = Number(index(args[1]));
    if (r < 0) throw pyError(exc.ValueError, 'r must be non-negative');
    function* gen(): Generator<PyValue> {
      for (const idx of combinationIndices(pool.length, r, false)) yield new PyTuple(idx.map((i) => pool[i]));
    }
    return lazy('combinations', gen());
  },
  combinations_with_replacement(args) {
    const pool = toArray(args[0]);
    const r = Number(index(args[1]));
    if (r < 0) throw pyError(exc.ValueError, 'r must be non-negative');
    function* gen(): Generator<PyValue> {
      for (const idx of combinationIndices(pool.length, r, true)) yield new PyTuple(idx.map((i) => pool[i]));
    }
    return lazy('combinations_with_replacement', gen());
  },
};

function sameKey(a: PyValue, b: PyValue): boolean {
  return a === b || truthy(compare('==', a, b));
}

/** `chain.from_iterable(iterables)`: the outer iterable read lazily too. */
function chainFromIterable(args: PyValue[]): PyValue {
  const outer = iterate(args[0]);
  function* gen(): Generator<PyValue> {
    for (let o = outer.next(); !o.done; o = outer.next()) {
      const it = iterate(o.value);
      for (let r = it.next(); !r.done; r = it.next()) yield r.value;
    }
  }
  return lazy('chain', gen());
}

/** `itertools.chain` is a class: called it chains, and it has `from_iterable`. */
const chainType = new PyClass('chain', [objectType], { call: (_cls, args, kw) => functions.chain(args, kw) }, 'itertools');
chainType.dict.set('from_iterable', builtin('from_iterable', chainFromIterable));

registerModule('itertools', () => {
  const out: Record<string, PyValue> = {};
  for (const [name, fn] of Object.entries(functions)) out[name] = builtin(name, fn);
  out.chain = chainType;
  return out;
});
