/**
 * The builtins that consume or make iterators: `iter`, `next`, `enumerate`, `zip` (with
 * `strict`), `map`, `filter`, `reversed`, `sorted`, `min`, `max`, `sum`, `any`, `all`.
 */
import { richCompare } from '../compare';
import { exc, newException, pyError } from '../exceptions';
import { getItem } from '../items';
import { call, cLevel, iterate, iterObject, type Kwargs, len as pyLen, rangeIter, toArray, typeName, typeOf, WHILE_CALLING } from '../objects';
import { binop, index, truthy } from '../ops';
import { callSpecial } from '../slots';
import { PyBoundMethod, PyBuiltin, PyBytes, PyClass, PyFunction, PyIterator, PyList, PyRange, PyTuple, type PyValue } from '../values';
import { argAt, arity, checkBuiltinKwargs, takes } from './args';
import { sortValues } from './sort';

function iterator(gen: Iterator<PyValue>, name: string): PyIterator {
  return new PyIterator(gen, name);
}

/** `next(it[, default])`. */
export function iterNext(it: PyValue, dflt?: PyValue): PyValue {
  const next = it instanceof PyIterator ? undefined : typeOf(it).slot('next');
  if (!(it instanceof PyIterator) && !next) throw pyError(exc.TypeError, `'${typeName(it)}' object is not an iterator`);
  const v = it instanceof PyIterator ? it.it.next() : undefined;
  const value = it instanceof PyIterator ? (v?.done ? undefined : v?.value) : next?.(it);
  if (value === undefined) {
    if (dflt !== undefined) return dflt;
    // A generator's return value rides on its end (`next(g)` raises StopIteration(value)).
    const returned = v?.done ? (v.value as PyValue | undefined) : undefined;
    throw returned === undefined || returned === null ? pyError(exc.StopIteration) : newException(exc.StopIteration, [returned]);
  }
  return value;
}

function minmax(name: 'min' | 'max', args: PyValue[], kw: Kwargs): PyValue {
  checkBuiltinKwargs(name, kw, ['key', 'default']);
  if (args.length === 0) throw pyError(exc.TypeError, `${name} expected at least 1 argument, got 0`);
  const dflt = kw?.get('default');
  if (args.length > 1 && dflt !== undefined) throw pyError(exc.TypeError, `Cannot specify a default for ${name}() with multiple positional arguments`);
  const key = kw?.get('key') ?? null;
  const it = args.length === 1 ? iterate(args[0]) : args[Symbol.iterator]();
  let best: PyValue | undefined;
  let bestKey: PyValue = null;
  const op = name === 'min' ? '<' : '>';
  for (let r = it.next(); !r.done; r = it.next()) {
    const k = key === null ? r.value : call(key, [r.value], null);
    if (best === undefined) {
      best = r.value;
      bestKey = k;
    } else if (truthy(richCompare(k, bestKey, op))) {
      best = r.value;
      bestKey = k;
    }
  }
  if (best === undefined) {
    if (dflt !== undefined) return dflt;
    throw pyError(exc.ValueError, `${name}() arg is an empty sequence`);
  }
  return best;
}

function zip(args: PyValue[], kw: Kwargs): PyValue {
  checkBuiltinKwargs('zip', kw, ['strict']);
  const strict = truthy(kw?.get('strict') ?? false);
  const its = args.map(iterate);
  function* gen(): Generator<PyValue> {
    if (its.length === 0) return;
    for (;;) {
      const row: PyValue[] = [];
      for (let i = 0; i < its.length; i++) {
        const r = its[i].next();
        if (r.done) {
          if (!strict) return;
          if (i > 0) throw pyError(exc.ValueError, `zip() argument ${i + 1} is shorter than argument${i > 1 ? `s 1-${i}` : ' 1'}`);
          for (let j = 1; j < its.length; j++) {
            if (!its[j].next().done) throw pyError(exc.ValueError, `zip() argument ${j + 1} is longer than argument${j > 1 ? `s 1-${j}` : ' 1'}`);
          }
          return;
        }
        row.push(r.value);
      }
      yield new PyTuple(row);
    }
  }
  return iterator(gen(), 'zip');
}

/** `reversed(seq)`: `__reversed__`, or the sequence protocol (`len` and indexing from the end). */
function reversed(v: PyValue): PyValue {
  const own = typeOf(v).lookup('__reversed__');
  if (own === null) throw pyError(exc.TypeError, `'${typeName(v)}' object is not reversible`);
  if (own !== undefined) return callSpecial(v, '__reversed__', []) ?? null;
  if (v instanceof PyRange) {
    // range's __reversed__ is a range iterator over the reversed range.
    const r = v;
    const last = r.start + BigInt(Math.max(r.length - 1, 0)) * r.step;
    return iterator(rangeIter(new PyRange(last, r.length ? r.start - r.step : last, -r.step)), 'range_iterator');
  }
  if (typeof v === 'string' || (typeOf(v).slot('getitem') && typeOf(v).slot('len'))) {
    const n = pyLen(v);
    function* gen(): Generator<PyValue> {
      for (let i = n - 1; i >= 0; i--) yield getItem(v, BigInt(i));
    }
    return iterator(gen(), 'reversed');
  }
  throw pyError(exc.TypeError, `'${typeName(v)}' object is not reversible`);
}

export const iterationFunctions: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  iter(args, kw) {
    arity('iter', args, kw, 1, 2);
    if (args.length === 1) return iterObject(args[0]);
    const [f, sentinel] = args;
    if (!callable(f)) throw pyError(exc.TypeError, 'iter(v, w): v must be callable');
    function* gen(): Generator<PyValue> {
      for (;;) {
        const v = call(f, [], null);
        if (v === sentinel || truthy(richCompare(v, sentinel, '=='))) return;
        yield v;
      }
    }
    return iterator(gen(), 'callable_iterator');
  },
  next(args, kw) {
    arity('next', args, kw, 1, 2);
    return iterNext(args[0], args[1]);
  },
  enumerate(args, kw) {
    takes('enumerate', args, kw, 0, 2, true);
    checkBuiltinKwargs('enumerate', kw, ['iterable', 'start']);
    const src = argAt(args, 0, kw, 'iterable');
    if (src === undefined) throw pyError(exc.TypeError, "enumerate() missing required argument 'iterable'");
    const it = iterate(src);
    let i = index(args[1] ?? kw?.get('start') ?? 0n);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) yield new PyTuple([i++, r.value]);
    }
    return iterator(gen(), 'enumerate');
  },
  zip,
  map(args, kw) {
    if (kw && kw.size > 0) throw pyError(exc.TypeError, 'map() takes no keyword arguments');
    if (args.length < 2) throw pyError(exc.TypeError, 'map() must have at least two arguments.');
    const f = args[0];
    const its = args.slice(1).map(iterate);
    function* gen(): Generator<PyValue> {
      for (;;) {
        const row: PyValue[] = [];
        for (const it of its) {
          const r = it.next();
          if (r.done) return;
          row.push(r.value);
        }
        yield call(f, row, null);
      }
    }
    return iterator(gen(), 'map');
  },
  filter(args, kw) {
    if (kw && kw.size > 0) throw pyError(exc.TypeError, 'filter() takes no keyword arguments');
    if (args.length !== 2) throw pyError(exc.TypeError, `filter expected 2 arguments, got ${args.length}`);
    const [f, src] = args;
    const it = iterate(src);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) if (truthy(f === null ? r.value : call(f, [r.value], null))) yield r.value;
    }
    return iterator(gen(), 'filter');
  },
  reversed(args, kw) {
    if (kw?.size) throw pyError(exc.TypeError, 'reversed() takes no keyword arguments');
    if (args.length !== 1) throw pyError(exc.TypeError, `reversed expected 1 argument, got ${args.length}`);
    return reversed(args[0]);
  },
  sorted(args, kw) {
    if (args.length !== 1) throw pyError(exc.TypeError, `sorted expected 1 argument, got ${args.length}`);
    checkBuiltinKwargs('sort', kw, ['key', 'reverse']);
    const items = toArray(args[0]);
    // CPython's sorted calls the new list's sort method: one more C call toward the recursion limit.
    return cLevel(WHILE_CALLING, () => new PyList(sortValues(items, kw?.get('key') ?? null, truthy(kw?.get('reverse') ?? false))));
  },
  min: (args, kw) => minmax('min', args, kw),
  max: (args, kw) => minmax('max', args, kw),
  sum(args, kw) {
    takes('sum', args, kw, 0, 2, true);
    if (args.length === 0) throw pyError(exc.TypeError, 'sum() takes at least 1 positional argument (0 given)');
    checkBuiltinKwargs('sum', kw, ['start']);
    let acc: PyValue = args.length > 1 ? args[1] : (kw?.get('start') ?? 0n);
    if (typeof acc === 'string') throw pyError(exc.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    if (acc instanceof PyBytes) throw pyError(exc.TypeError, `sum() can't sum ${acc.mutable ? 'bytearray' : 'bytes'} [use b''.join(seq) instead]`);
    const it = iterate(args[0]);
    for (let r = it.next(); !r.done; r = it.next()) acc = binop('+', acc, r.value);
    return acc;
  },
  any(args, kw) {
    arity('any', args, kw, 1, 1);
    const it = iterate(args[0]);
    for (let r = it.next(); !r.done; r = it.next()) if (truthy(r.value)) return true;
    return false;
  },
  callable: (args, kw) => {
    arity('callable', args, kw, 1, 1);
    return callable(args[0]);
  },
  all(args, kw) {
    arity('all', args, kw, 1, 1);
    const it = iterate(args[0]);
    for (let r = it.next(); !r.done; r = it.next()) if (!truthy(r.value)) return false;
    return true;
  },
};

/** `callable(x)`. */
export function callable(v: PyValue): boolean {
  if (v instanceof PyFunction || v instanceof PyBuiltin || v instanceof PyBoundMethod || v instanceof PyClass) return true;
  return typeOf(v).slot('callSelf') !== undefined;
}
