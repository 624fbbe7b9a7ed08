/**
 * Simulated `statistics` (CPython 3.11): mean, fmean, median (and _low/_high), mode, variance,
 * pvariance, stdev, pstdev, harmonic_mean, geometric_mean over ints and floats, computed exactly in fractions and rounded once,
 * with CPython's result types (`mean([1, 2, 3])` is the int 2) and `StatisticsError`s. Decimal and
 * Fraction data are refused by name; `quantiles` and `multimode` follow CPython too.
 */
import {
  arity,
  binop,
  builtin,
  call,
  checkKwargs,
  compare,
  exc,
  getAttr,
  hashKey,
  index,
  isException,
  iterate,
  type Kwargs,
  PyClass,
  PyList,
  type PyValue,
  pyError,
  registerModule,
  truthy,
  typeName,
} from '../../engine/api';
import { fsum } from '../math/sums';
import { add, div, type Frac, frac, mul, ofFloat, sqrtToFloat, sub, toFloat } from './exact';

const statisticsError = new PyClass('StatisticsError', [exc.ValueError], {}, 'statistics');

function data(v: PyValue): PyValue[] {
  const out: PyValue[] = [];
  for (const it = iterate(v); ; ) {
    const r = it.next();
    if (r.done) return out;
    out.push(r.value);
  }
}

/** Each value as a fraction, and the result type CPython's `_coerce` settles on ('int' or 'float'). */
function exact(values: PyValue[]): { fracs: Frac[]; type: 'int' | 'float' } {
  let type: 'int' | 'float' = 'int';
  const fracs = values.map((v) => {
    if (typeof v === 'bigint') return frac(v);
    if (typeof v === 'boolean') return frac(v ? 1n : 0n);
    if (typeof v === 'number') {
      type = 'float';
      if (!Number.isFinite(v)) throw pyError(exc.NotImplementedError, 'statistics over inf or nan is not supported by this explainer');
      return ofFloat(v);
    }
    throw pyError(exc.TypeError, `can't convert type '${typeName(v)}' to numerator/denominator`);
  });
  return { fracs, type };
}

/** CPython's `_convert`: an int when the type is int and the value integral, else a float. */
function convert(f: Frac, type: 'int' | 'float'): PyValue {
  return type === 'int' && f.d === 1n ? f.n : toFloat(f);
}

function sumOf(fracs: Frac[]): Frac {
  return fracs.reduce(add, frac(0n));
}

/** The exact sum of squared deviations from the exact mean (CPython's `_ss`). */
function squares(fracs: Frac[]): Frac {
  const c = div(sumOf(fracs), frac(BigInt(fracs.length)));
  return fracs.reduce((s, x) => {
    const d = sub(x, c);
    return add(s, mul(d, d));
  }, frac(0n));
}

function one(name: string, args: PyValue[], kw: Kwargs): PyValue[] {
  arity(name, args, kw, 1, 2);
  if (args.length > 1 && args[1] !== null) throw pyError(exc.NotImplementedError, `statistics.${name}(data, mu) is not supported by this explainer`);
  return data(args[0]);
}

function spread(name: string, population: boolean, root: boolean) {
  return builtin(name, (args, kw) => {
    const values = one(name, args, kw);
    const min = population ? 1 : 2;
    if (values.length < min) throw pyError(statisticsError, `${name} requires at least ${population ? 'one data point' : 'two data points'}`);
    const { fracs, type } = exact(values);
    const ms = div(squares(fracs), frac(BigInt(values.length - (population ? 0 : 1))));
    return root ? sqrtToFloat(ms) : convert(ms, type);
  });
}

function sorted(values: PyValue[]): PyValue[] {
  return [...values].sort((a, b) => (truthy(compare('<', a, b)) ? -1 : truthy(compare('<', b, a)) ? 1 : 0));
}

function medianKind(name: string, pick: (s: PyValue[]) => PyValue) {
  return builtin(name, (args, kw) => {
    arity(name, args, kw, 1, 1);
    const values = data(args[0]);
    if (values.length === 0) throw pyError(statisticsError, 'no median for empty data');
    return pick(sorted(values));
  });
}

/** `quantiles(data, *, n=4, method='exclusive')`, interpolating as CPython's does, in the data's own arithmetic. */
function quantiles(args: PyValue[], kw: Kwargs): PyList {
  arity('quantiles', args, null, 1, 1);
  checkKwargs('quantiles', kw, ['n', 'method']);
  const n = index(kw?.get('n') ?? 4n);
  const method = kw?.get('method') ?? 'exclusive';
  if (n < 1n) throw pyError(statisticsError, 'n must be at least 1');
  const s = sorted(data(args[0]));
  const ld = BigInt(s.length);
  if (ld < 2n) throw pyError(statisticsError, 'must have at least two data points');
  const at = (i: bigint): PyValue => s[Number(i)];
  const mix = (lo: PyValue, hi: PyValue, delta: bigint): PyValue => binop('/', binop('+', binop('*', lo, n - delta), binop('*', hi, delta)), n);
  const out: PyValue[] = [];
  for (let i = 1n; i < n; i++) {
    if (method === 'inclusive') {
      const m = ld - 1n;
      const j = (i * m) / n;
      out.push(mix(at(j), at(j + 1n), (i * m) % n));
    } else if (method === 'exclusive') {
      const m = ld + 1n;
      let j = (i * m) / n;
      j = j < 1n ? 1n : j > ld - 1n ? ld - 1n : j;
      out.push(mix(at(j - 1n), at(j), i * m - j * n));
    } else throw pyError(exc.ValueError, `Unknown method: ${typeof method === 'string' ? `'${method}'` : String(method)}`);
  }
  return new PyList(out);
}

/**
 * `harmonic_mean(data)` as CPython 3.11: one value is returned as it is; otherwise each value,
 * checked not negative in order, becomes `1 / x` (a zero makes the mean 0), and the count over
 * the exact sum of those is the float result.
 */
function harmonicMean(args: PyValue[], kw: Kwargs): PyValue {
  arity('harmonic_mean', args, kw, 1, 2);
  if (args.length > 1 && args[1] !== null) throw pyError(exc.NotImplementedError, 'statistics.harmonic_mean(data, weights) is not supported by this explainer');
  const values = data(args[0]);
  const negative = 'harmonic mean does not support negative values';
  if (values.length < 1) throw pyError(statisticsError, 'harmonic_mean requires at least one data point');
  if (values.length === 1) {
    const x = values[0];
    if (typeof x !== 'bigint' && typeof x !== 'number' && typeof x !== 'boolean') throw pyError(exc.TypeError, 'unsupported type');
    if (truthy(compare('<', x, 0n))) throw pyError(statisticsError, negative);
    return x;
  }
  const reciprocals: PyValue[] = [];
  for (const x of values) {
    if (truthy(compare('<', x, 0n))) throw pyError(statisticsError, negative);
    if (!truthy(x)) return 0n;
    reciprocals.push(binop('/', 1n, x));
  }
  const total = sumOf(exact(reciprocals).fracs);
  if (total.n <= 0n) throw pyError(statisticsError, 'Weighted sum must be positive');
  return toFloat(div(frac(BigInt(values.length)), total));
}

registerModule('statistics', (registry) => ({
  StatisticsError: statisticsError,
  harmonic_mean: builtin('harmonic_mean', harmonicMean),
  // `exp(fmean(map(log, data)))`, with math's log and exp; a ValueError on the way (a value not positive, no data) is the StatisticsError.
  geometric_mean: builtin('geometric_mean', (args, kw) => {
    arity('geometric_mean', args, kw, 1, 1);
    const math = registry.load('math');
    try {
      const logs = data(args[0]).map((x) => call(getAttr(math, 'log'), [x], null));
      if (logs.length === 0) throw pyError(statisticsError, 'fmean requires at least one data point');
      return call(getAttr(math, 'exp'), [fsum(logs.map((v) => v as number)) / logs.length], null);
    } catch (e) {
      if (isException(e) && e.type.isSubclassOf(exc.ValueError))
        throw pyError(statisticsError, 'geometric mean requires a non-empty dataset containing positive numbers');
      throw e;
    }
  }),
  mean: builtin('mean', (args, kw) => {
    arity('mean', args, kw, 1, 1);
    const values = data(args[0]);
    if (values.length === 0) throw pyError(statisticsError, 'mean requires at least one data point');
    const { fracs, type } = exact(values);
    return convert(div(sumOf(fracs), frac(BigInt(values.length))), type);
  }),
  fmean: builtin('fmean', (args, kw) => {
    arity('fmean', args, kw, 1, 2);
    if (args.length > 1) throw pyError(exc.NotImplementedError, 'statistics.fmean(weights=...) is not supported by this explainer');
    const values = data(args[0]);
    if (values.length === 0) throw pyError(statisticsError, 'fmean requires at least one data point');
    return fsum(values.map((v) => (typeof v === 'number' ? v : Number(v as bigint)))) / values.length;
  }),
  median: medianKind('median', (s) => {
    const n = s.length;
    return n % 2 === 1 ? s[(n - 1) / 2] : binop('/', binop('+', s[n / 2 - 1], s[n / 2]), 2n);
  }),
  median_low: medianKind('median_low', (s) => s[s.length % 2 === 1 ? (s.length - 1) / 2 : s.length / 2 - 1]),
  median_high: medianKind('median_high', (s) => s[Math.floor(s.length / 2)]),
  mode: builtin('mode', (args, kw) => {
    arity('mode', args, kw, 1, 1);
    const values = data(args[0]);
    if (values.length === 0) throw pyError(statisticsError, 'no mode for empty data');
    const counts = new Map<unknown, [PyValue, number]>();
    for (const v of values) {
      const key = hashKey(v);
      const entry = counts.get(key);
      if (entry) entry[1]++;
      else counts.set(key, [v, 1]);
    }
    let best: [PyValue, number] | null = null;
    for (const entry of counts.values()) if (best === null || entry[1] > best[1]) best = entry;
    return (best as [PyValue, number])[0];
  }),
  multimode: builtin('multimode', (args, kw) => {
    arity('multimode', args, kw, 1, 1);
    const counts = new Map<unknown, [PyValue, number]>();
    for (const v of data(args[0])) {
      const entry = counts.get(hashKey(v));
      if (entry) entry[1]++;
      else counts.set(hashKey(v), [v, 1]);
    }
    const most = Math.max(0, ...[...counts.values()].map((e) => e[1]));
    return new PyList([...counts.values()].filter((e) => e[1] === most).map((e) => e[0]));
  }),
  quantiles: builtin('quantiles', quantiles),
  variance: spread('variance', false, false),
  pvariance: spread('pvariance', true, false),
  stdev: spread('stdev', false, true),
  pstdev: spread('pstdev', true, true),
  __getattr__: builtin('__getattr__', (args) => {
    throw pyError(exc.NotImplementedError, `statistics.${String(args[0])} is not supported by this explainer`);
  }),
}));
