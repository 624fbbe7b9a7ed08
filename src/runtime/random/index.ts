/**
 * Simulated `random`: CPython's `random.Random` over the same Mersenne Twister, so a seeded
 * script draws the very numbers CPython draws (`seed` of an int, float, str or bytes, `random`,
 * `getrandbits`, `randrange`, `randint`, `choice`, `choices`, `shuffle`, `sample`, `uniform`,
 * `triangular`, `gauss`, `normalvariate`, `expovariate`, `getstate`/`setstate`), each following
 * Lib/random.py step for step. The module functions share one hidden `Random`, as in CPython.
 */
import {
  binop,
  builtin,
  builtinTypes,
  call,
  floatMath as E,
  exc,
  getItem,
  hash,
  index,
  isInstance,
  type Kwargs,
  len,
  objectType,
  PyBytes,
  PyClass,
  PyDict,
  PyInstance,
  PyList,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  setItem,
  toArray,
  toFloat,
  unsupported,
} from '../../engine/api';
import { sha512 } from '../hashlib/digests';
import { MersenneTwister } from './mt19937';

interface State {
  mt: MersenneTwister;
  gaussNext: number | null;
}

const states = new WeakMap<PyInstance, State>();

function stateOf(self: PyValue): State {
  const s = self instanceof PyInstance ? states.get(self) : undefined;
  if (!s) throw pyError(exc.TypeError, "descriptor requires a 'random.Random' object");
  return s;
}

function bytesToInt(b: Uint8Array): bigint {
  let v = 0n;
  for (const x of b) v = (v << 8n) | BigInt(x);
  return v;
}

/** `Random.seed(a)` (version 2): the integer the C generator is seeded with. */
function seedValue(a: PyValue): bigint {
  if (a === null) return BigInt(Math.floor(Math.random() * 2 ** 32)) | (BigInt(Date.now()) << 32n);
  if (typeof a === 'bigint') return a < 0n ? -a : a;
  if (typeof a === 'boolean') return a ? 1n : 0n;
  if (typeof a === 'string' || a instanceof PyBytes) {
    const bytes = typeof a === 'string' ? new TextEncoder().encode(a) : a.data;
    const joined = new Uint8Array(bytes.length + 64);
    joined.set(bytes);
    joined.set(sha512(bytes), bytes.length);
    return bytesToInt(joined);
  }
  if (typeof a === 'number') {
    const h = hash(a);
    return h < 0n ? h + 2n ** 64n : h;
  }
  throw pyError(exc.TypeError, 'The only supported seed types are: None,\nint, float, str, bytes, and bytearray.');
}

function seed(s: State, a: PyValue): void {
  s.mt.seed(seedValue(a));
  s.gaussNext = null;
}

/** An integer argument of randrange: an int, or (deprecated) an integral float. */
function intArg(v: PyValue, which: string): bigint {
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) throw pyError(exc.ValueError, `non-integer ${which} for randrange()`);
    return BigInt(v);
  }
  return index(v);
}

function randrange(s: State, start: PyValue, stop: PyValue | undefined, step: PyValue | undefined): bigint {
  const istart = intArg(start, 'arg 1');
  if (stop === undefined || stop === null) {
    if (step !== undefined) throw pyError(exc.TypeError, 'Missing a non-None stop argument');
    if (istart > 0n) return s.mt.below(istart);
    throw pyError(exc.ValueError, 'empty range for randrange()');
  }
  const istop = intArg(stop, 'stop');
  const width = istop - istart;
  const istep = step === undefined ? 1n : intArg(step, 'step');
  if (istep === 1n) {
    if (width > 0n) return istart + s.mt.below(width);
    throw pyError(exc.ValueError, `empty range for randrange() (${istart}, ${istop}, ${width})`);
  }
  let n: bigint;
  if (istep > 0n) n = floorDiv(width + istep - 1n, istep);
  else if (istep < 0n) n = floorDiv(width + istep + 1n, istep);
  else throw pyError(exc.ValueError, 'zero step for randrange()');
  if (n <= 0n) throw pyError(exc.ValueError, 'empty range for randrange()');
  return istart + istep * s.mt.below(n);
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function isSequence(v: PyValue): boolean {
  if (typeof v === 'string' || v instanceof PyList || v instanceof PyTuple || v instanceof PyBytes) return true;
  if (v instanceof PySet || v instanceof PyDict) return false;
  return isInstance(v, builtinTypes.range);
}

function sample(s: State, population: PyValue, k: bigint): PyList {
  const n = BigInt(len(population));
  if (!isSequence(population)) throw pyError(exc.TypeError, 'Population must be a sequence.  For dicts or sets, use sorted(d).');
  if (k < 0n || k > n) throw pyError(exc.ValueError, 'Sample larger than population or is negative');
  const kn = Number(k);
  const result: PyValue[] = new Array(kn).fill(null);
  let setsize = 21;
  if (kn > 5) setsize += 4 ** Math.ceil(E.log(kn * 3) / E.log(4));
  if (Number(n) <= setsize) {
    const pool = toArray(population);
    for (let i = 0; i < kn; i++) {
      const j = Number(s.mt.below(n - BigInt(i)));
      result[i] = pool[j];
      pool[j] = pool[Number(n) - i - 1];
    }
  } else {
    const selected = new Set<bigint>();
    for (let i = 0; i < kn; i++) {
      let j = s.mt.below(n);
      while (selected.has(j)) j = s.mt.below(n);
      selected.add(j);
      result[i] = getItem(population, j);
    }
  }
  return new PyList(result);
}

function choices(s: State, population: PyValue, weights: PyValue, cumWeights: PyValue, k: bigint): PyList {
  const n = len(population);
  const out: PyValue[] = [];
  if (cumWeights === null) {
    if (weights === null) {
      for (let i = 0n; i < k; i++) out.push(getItem(population, BigInt(Math.floor(s.mt.random() * n))));
      return new PyList(out);
    }
    let acc: PyValue | undefined;
    const cum: PyValue[] = [];
    for (const w of toArray(weights)) {
      acc = acc === undefined ? w : binop('+', acc, w);
      cum.push(acc);
    }
    cumWeights = new PyList(cum);
  } else if (weights !== null) throw pyError(exc.TypeError, 'Cannot specify both weights and cumulative weights');
  const cum = toArray(cumWeights).map((v) => toFloat(v));
  if (cum.length !== n) throw pyError(exc.ValueError, 'The number of weights does not match the population');
  const total = cum[cum.length - 1] + 0.0;
  if (total <= 0) throw pyError(exc.ValueError, 'Total of weights must be greater than zero');
  if (!Number.isFinite(total)) throw pyError(exc.ValueError, 'Total of weights must be finite');
  const hi = n - 1;
  for (let i = 0n; i < k; i++) {
    const x = s.mt.random() * total;
    let lo = 0;
    let h = hi;
    while (lo < h) {
      const mid = (lo + h) >> 1;
      if (x < cum[mid]) h = mid;
      else lo = mid + 1;
    }
    out.push(getItem(population, BigInt(lo)));
  }
  return new PyList(out);
}

function shuffle(s: State, x: PyValue): void {
  for (let i = len(x) - 1; i >= 1; i--) {
    const j = s.mt.below(BigInt(i + 1));
    if (x instanceof PyList) {
      const a = x.items;
      [a[i], a[Number(j)]] = [a[Number(j)], a[i]];
    } else {
      const xi = getItem(x, BigInt(i));
      const xj = getItem(x, j);
      setItem(x, BigInt(i), xj);
      setItem(x, j, xi);
    }
  }
}

function gauss(s: State, mu: PyValue, sigma: PyValue): number {
  let z = s.gaussNext;
  s.gaussNext = null;
  if (z === null) {
    const x2pi = s.mt.random() * (2 * Math.PI);
    const g2rad = Math.sqrt(-2.0 * E.log(1.0 - s.mt.random()));
    z = E.cos(x2pi) * g2rad;
    s.gaussNext = E.sin(x2pi) * g2rad;
  }
  return toFloat(mu) + z * toFloat(sigma);
}

const NV_MAGICCONST = (4 * E.exp(-0.5)) / Math.sqrt(2.0);

function normalvariate(s: State, mu: PyValue, sigma: PyValue): number {
  let z: number;
  for (;;) {
    const u1 = s.mt.random();
    const u2 = 1.0 - s.mt.random();
    z = (NV_MAGICCONST * (u1 - 0.5)) / u2;
    const zz = (z * z) / 4.0;
    if (zz <= -E.log(u2)) break;
  }
  return toFloat(mu) + z * toFloat(sigma);
}

function triangular(s: State, lowV: PyValue, highV: PyValue, mode: PyValue): number {
  let low = toFloat(lowV);
  let high = toFloat(highV);
  let u = s.mt.random();
  if (mode !== null && high === low) return low;
  let c = mode === null ? 0.5 : (toFloat(mode) - low) / (high - low);
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    [low, high] = [high, low];
  }
  return low + (high - low) * Math.sqrt(u * c);
}

type Method = (s: State, args: PyValue[], kw: Kwargs) => PyValue;

function opt(args: PyValue[], kw: Kwargs, i: number, name: string, dflt: PyValue): PyValue {
  return i < args.length ? args[i] : kw?.has(name) ? (kw.get(name) as PyValue) : dflt;
}

const methods: Record<string, Method> = {
  seed: (s, args, kw) => {
    seed(s, opt(args, kw, 0, 'a', null));
    return null;
  },
  random: (s) => s.mt.random(),
  getrandbits: (s, args) => {
    const k = index(args[0] ?? null);
    if (k < 0n) throw pyError(exc.ValueError, 'number of bits must be non-negative');
    return s.mt.getrandbits(Number(k));
  },
  randrange: (s, args, kw) => randrange(s, opt(args, kw, 0, 'start', null), args[1] ?? kw?.get('stop'), args[2] ?? kw?.get('step')),
  randint: (s, args) => {
    if (args.length !== 2) throw pyError(exc.TypeError, `Random.randint() takes 3 positional arguments but ${args.length + 1} were given`);
    return randrange(s, args[0], binop('+', args[1], 1n), undefined);
  },
  choice: (s, args) => {
    const seq = args[0] ?? null;
    const n = len(seq);
    if (n === 0) throw pyError(exc.IndexError, 'Cannot choose from an empty sequence');
    return getItem(seq, s.mt.below(BigInt(n)));
  },
  choices: (s, args, kw) =>
    choices(s, opt(args, kw, 0, 'population', null), opt(args, kw, 1, 'weights', null), kw?.get('cum_weights') ?? null, index(kw?.get('k') ?? 1n)),
  shuffle: (s, args) => {
    shuffle(s, args[0] ?? null);
    return null;
  },
  sample: (s, args, kw) => {
    if (kw?.has('counts')) unsupported("random.sample with 'counts'");
    return sample(s, opt(args, kw, 0, 'population', null), index(opt(args, kw, 1, 'k', null)));
  },
  uniform: (s, args) => {
    const [a, b] = args;
    return binop('+', a, binop('*', binop('-', b, a), s.mt.random()));
  },
  triangular: (s, args, kw) => triangular(s, opt(args, kw, 0, 'low', 0.0), opt(args, kw, 1, 'high', 1.0), opt(args, kw, 2, 'mode', null)),
  gauss: (s, args, kw) => gauss(s, opt(args, kw, 0, 'mu', 0.0), opt(args, kw, 1, 'sigma', 1.0)),
  normalvariate: (s, args, kw) => normalvariate(s, opt(args, kw, 0, 'mu', 0.0), opt(args, kw, 1, 'sigma', 1.0)),
  expovariate: (s, args) => -E.log(1.0 - s.mt.random()) / toFloat(args[0] ?? null),
  getstate: (s) => new PyTuple([3n, new PyTuple(s.mt.getState().map((v) => BigInt(v))), s.gaussNext]),
  setstate: (s, args) => {
    const st = toArray(args[0] ?? null);
    s.mt.setState(toArray(st[1]).map((v) => Number(index(v))));
    s.gaussNext = st[2] === null ? null : toFloat(st[2]);
    return null;
  },
};

const refused = ['betavariate', 'gammavariate', 'lognormvariate', 'vonmisesvariate', 'paretovariate', 'weibullvariate', 'randbytes', 'binomialvariate'];

const randomType = new PyClass(
  'Random',
  [objectType],
  {
    call: (cls, args) => {
      const self = new PyInstance(cls);
      const s: State = { mt: new MersenneTwister(), gaussNext: null };
      states.set(self, s);
      seed(s, args[0] ?? null);
      return self;
    },
  },
  'random',
);
for (const [name, m] of Object.entries(methods))
  randomType.dict.set(
    name,
    builtin(name, (args, kw) => m(stateOf(args[0] ?? null), args.slice(1), kw)),
  );
for (const name of refused)
  randomType.dict.set(
    name,
    builtin(name, () => unsupported(`random.${name}`)),
  );

registerModule('random', () => {
  const inst = call(randomType, [], null);
  const s = stateOf(inst);
  const ns: Record<string, PyValue> = { Random: randomType };
  for (const [name, m] of Object.entries(methods)) ns[name] = builtin(name, (args, kw) => m(s, args, kw));
  for (const name of refused) ns[name] = builtin(name, () => unsupported(`random.${name}`));
  ns.SystemRandom = builtin('SystemRandom', () => unsupported('random.SystemRandom'));
  return ns;
});
