/**
 * Simulated `math` (CPython 3.11 on glibc): the functions ML and agent code reaches for, with
 * CPython's special cases, argument conversion and errors ("math domain error", "math range
 * error"). Transcendental functions round as glibc does (see elementary.ts and glibc.ts); erf, erfc,
 * gamma and lgamma are glibc's and CPython's own algorithms (special.ts).
 */
import {
  arity,
  binop,
  builtin,
  call,
  checkKwargs,
  exc,
  floatMath,
  iterate,
  type Kwargs,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  typeOf,
} from '../../engine/api';
import { checked, domainError, floatToInt, index, rangeError, real } from './convert';

const E = floatMath;

import * as G from './glibc';
import { comb, factorial, gcd, isqrt, lcm, perm } from './integers';
import * as S from './special';
import { fsum, hypot } from './sums';
import { nextafter, ulp } from './ulp';

type Fn = (args: PyValue[], kw: Kwargs) => PyValue;

/** A one-argument function of a float: CPython's `math_1` over `f`. */
function unary(name: string, f: (x: number) => number, canOverflow = false): Fn {
  return (args, kw) => {
    arity(`math.${name}`, args, kw, 1, 1);
    const x = real(args[0]);
    return checked(x, f(x), canOverflow);
  };
}

const nan = Number.NaN;
const inf = Number.POSITIVE_INFINITY;

/** Guards putting NaN and infinities through before a kernel that expects finite input. */
function finiteOnly(f: (x: number) => number, atInf: (x: number) => number): (x: number) => number {
  return (x) => (Number.isNaN(x) ? x : Number.isFinite(x) ? f(x) : atInf(x));
}

function logOf(kernel: (x: number) => number): (x: number) => number {
  return (x) => (Number.isNaN(x) ? x : x < 0 ? nan : x === 0 ? -inf : x === inf ? inf : kernel(x));
}

/** CPython's `loghelper`: an int too large for a double is taken as m * 2^e. */
function logArg(v: PyValue, kernel: (x: number) => number, scale: number): number {
  if (typeof v === 'bigint' && !Number.isFinite(Number(v))) {
    const bits = v.toString(2).length;
    const shift = BigInt(bits - 60);
    return kernel(Number(v >> shift) / 2 ** 60) + scale * (bits - 60 + 60);
  }
  if ((typeof v === 'bigint' || typeof v === 'boolean') && real(v) <= 0) domainError();
  const x = real(v);
  return checked(x, logOf(kernel)(x), false);
}

const exp = (x: number): number => (Number.isNaN(x) ? x : x > 709.782712893384 ? inf : x < -745.2 ? 0 : E.exp(x));
const exp2 = (x: number): number => (Number.isNaN(x) ? x : x >= 1024 ? inf : x < -1080 ? 0 : E.powAbs(2, x));

function atan2(y: number, x: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return nan;
  const sy = Math.sign(y) || (Object.is(y, -0) ? -1 : 1);
  const positiveX = x > 0 || Object.is(x, 0);
  if (!Number.isFinite(y)) return !Number.isFinite(x) ? sy * (positiveX ? 0.25 : 0.75) * Math.PI : sy * 0.5 * Math.PI;
  if (!Number.isFinite(x) || y === 0) return positiveX ? sy * 0 : sy * Math.PI;
  return E.atan2(y, x);
}

/** `math.pow`: C99's special cases as CPython spells them, then glibc's pow (correctly rounded). */
function pow(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    if (Number.isNaN(x)) return y === 0 ? 1 : x;
    if (Number.isNaN(y)) return x === 1 ? 1 : y;
    if (!Number.isFinite(x)) {
      const oddY = Number.isFinite(y) && Math.abs(y) % 2 === 1;
      if (y > 0) return oddY ? x : Math.abs(x);
      if (y === 0) return 1;
      return oddY ? (x < 0 ? -0 : 0) : 0;
    }
    if (Math.abs(x) === 1) return 1;
    if (y > 0 && Math.abs(x) > 1) return y;
    if (y < 0 && Math.abs(x) < 1) return -y;
    return 0;
  }
  if (y === 0 || x === 1) return 1;
  const integer = Number.isInteger(y);
  const odd = integer && Math.abs(y) % 2 === 1;
  if (x === 0) {
    if (y < 0) domainError();
    return odd ? x : 0;
  }
  if (x < 0 && !integer) domainError();
  const r = E.powAbs(x, y);
  if (r === inf) rangeError();
  return x < 0 && odd ? -r : r;
}

function rounding(name: string, dunder: string, f: (x: number) => number): Fn {
  return (args, kw) => {
    arity(`math.${name}`, args, kw, 1, 1);
    const v = args[0];
    if (typeof v === 'bigint') return v;
    if (typeof v !== 'number' && typeof v !== 'boolean') {
      const method = typeOf(v).lookup(dunder);
      if (method !== undefined) return call(method, [v], null);
      if (name === 'trunc') throw pyError(exc.TypeError, `type ${typeOf(v).name} doesn't define __trunc__ method`);
    }
    return floatToInt(f(real(v)));
  };
}

function remainder(x: number, y: number): number {
  if (Number.isFinite(x) && Number.isFinite(y)) {
    if (y === 0) domainError();
    const ax = Math.abs(x);
    const ay = Math.abs(y);
    const m = ax % ay;
    const c = ay - m;
    const r = m < c ? m : m > c ? -c : m - 2.0 * ((0.5 * (ax - m)) % ay);
    return (x < 0 || Object.is(x, -0) ? -1 : 1) * r;
  }
  if (Number.isNaN(x)) return x;
  if (Number.isNaN(y)) return y;
  if (!Number.isFinite(x)) domainError();
  return x;
}

function frexp(x: number): PyTuple {
  if (x === 0 || !Number.isFinite(x)) return new PyTuple([x, 0n]);
  let e = Math.floor(Math.log2(Math.abs(x))) + 1;
  let m = x / 2 ** e;
  if (!Number.isFinite(m) || m === 0) {
    m = (x * 2 ** 64) / 2 ** (e + 64);
  }
  while (Math.abs(m) >= 1) {
    m /= 2;
    e++;
  }
  while (Math.abs(m) < 0.5) {
    m *= 2;
    e--;
  }
  return new PyTuple([m, BigInt(e)]);
}

function ldexp(x: number, i: bigint): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const n = i > 5000n ? 5000 : i < -5000n ? -5000 : Number(i);
  let r = x;
  let left = n;
  while (left !== 0) {
    const step = Math.max(-1000, Math.min(1000, left));
    r *= 2 ** step;
    left -= step;
  }
  if (!Number.isFinite(r)) rangeError();
  return r;
}

function isclose(args: PyValue[], kw: Kwargs): boolean {
  checkKwargs('isclose', kw, ['a', 'b', 'rel_tol', 'abs_tol']);
  const a = real(args[0] ?? kw?.get('a') ?? null);
  const b = real(args[1] ?? kw?.get('b') ?? null);
  const relTol = real(kw?.get('rel_tol') ?? 1e-9);
  const absTol = real(kw?.get('abs_tol') ?? 0);
  if (relTol < 0 || absTol < 0) throw pyError(exc.ValueError, 'tolerances must be non-negative');
  if (a === b) return true;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  const diff = Math.abs(b - a);
  return diff <= Math.abs(relTol * b) || diff <= Math.abs(relTol * a) || diff <= absTol;
}

function floats(v: PyValue): number[] {
  const out: number[] = [];
  for (const it = iterate(v); ; ) {
    const n = it.next();
    if (n.done) return out;
    out.push(real(n.value));
  }
}

function ints(name: string, args: PyValue[], kw: Kwargs): bigint[] {
  arity(`math.${name}`, args, kw, 0, Number.POSITIVE_INFINITY);
  return args.map(index);
}

/** A function with a fixed range of positional arguments and no keywords. */
function fixed(name: string, min: number, max: number, f: (args: PyValue[]) => PyValue): Fn {
  return (args, kw) => {
    arity(name, args, kw, min, max);
    return f(args);
  };
}

const fns: Record<string, Fn> = {
  sqrt: unary('sqrt', Math.sqrt),
  exp: unary('exp', exp, true),
  exp2: unary('exp2', exp2, true),
  expm1: unary('expm1', G.expm1, true),
  log1p: unary('log1p', G.log1p),
  sin: unary(
    'sin',
    finiteOnly(E.sin, () => nan),
  ),
  cos: unary(
    'cos',
    finiteOnly(E.cos, () => nan),
  ),
  tan: unary(
    'tan',
    finiteOnly(E.tan, () => nan),
  ),
  asin: unary('asin', (x) => (Math.abs(x) > 1 ? nan : Number.isNaN(x) ? x : E.asin(x))),
  acos: unary('acos', (x) => (Math.abs(x) > 1 ? nan : Number.isNaN(x) ? x : E.acos(x))),
  atan: unary('atan', E.atan),
  sinh: unary(
    'sinh',
    finiteOnly(G.sinh, (x) => x),
    true,
  ),
  cosh: unary('cosh', finiteOnly(G.cosh, Math.abs), true),
  tanh: unary('tanh', finiteOnly(G.tanh, Math.sign)),
  asinh: unary(
    'asinh',
    finiteOnly(G.asinh, (x) => x),
  ),
  acosh: unary('acosh', (x) => (Number.isNaN(x) ? x : x < 1 ? nan : x === inf ? inf : G.acosh(x))),
  atanh: unary('atanh', G.atanh),
  cbrt: unary('cbrt', G.cbrt),
  fabs: unary('fabs', Math.abs),
  erf: unary('erf', S.erf),
  erfc: unary('erfc', S.erfc),
  gamma: unary('gamma', S.gamma),
  lgamma: unary('lgamma', S.lgamma),
  log: (args, kw) => {
    arity('log', args, kw, 1, 2);
    const num = logArg(args[0], E.log, Math.LN2);
    if (args.length === 1) return num;
    const den = logArg(args[1], E.log, Math.LN2);
    if (den === 0) throw pyError(exc.ZeroDivisionError, 'float division by zero');
    return num / den;
  },
  log2: (args, kw) => {
    arity('math.log2', args, kw, 1, 1);
    return logArg(args[0], E.log2, 1);
  },
  log10: (args, kw) => {
    arity('math.log10', args, kw, 1, 1);
    return logArg(args[0], G.log10, G.log10(2));
  },
  pow: (args, kw) => {
    arity('pow', args, kw, 2, 2);
    return pow(real(args[0]), real(args[1]));
  },
  atan2: (args, kw) => {
    arity('atan2', args, kw, 2, 2);
    return atan2(real(args[0]), real(args[1]));
  },
  copysign: (args, kw) => {
    arity('copysign', args, kw, 2, 2);
    const [x, y] = [real(args[0]), real(args[1])];
    return y < 0 || Object.is(y, -0) ? -Math.abs(x) : Math.abs(x);
  },
  fmod: (args, kw) => {
    arity('fmod', args, kw, 2, 2);
    const [x, y] = [real(args[0]), real(args[1])];
    if (!Number.isFinite(y) && !Number.isNaN(y) && Number.isFinite(x)) return x;
    return checked(Number.isNaN(y) ? y : x, x % y, false);
  },
  nextafter: (args, kw) => {
    arity('nextafter', args, kw, 2, 2);
    return nextafter(real(args[0]), real(args[1]));
  },
  ulp: (args, kw) => {
    arity('ulp', args, kw, 1, 1);
    return ulp(real(args[0]));
  },
  remainder: (args, kw) => {
    arity('remainder', args, kw, 2, 2);
    return remainder(real(args[0]), real(args[1]));
  },
  modf: (args, kw) => {
    arity('math.modf', args, kw, 1, 1);
    const x = real(args[0]);
    if (!Number.isFinite(x) && !Number.isNaN(x)) return new PyTuple([x < 0 ? -0 : 0, x]);
    return new PyTuple([x % 1, Number.isNaN(x) ? x : Math.trunc(x)]);
  },
  frexp: (args, kw) => {
    arity('math.frexp', args, kw, 1, 1);
    return frexp(real(args[0]));
  },
  ldexp: (args, kw) => {
    arity('ldexp', args, kw, 2, 2);
    if (typeof args[1] !== 'bigint' && typeof args[1] !== 'boolean') throw pyError(exc.TypeError, 'Expected an int as second argument to ldexp.');
    return ldexp(real(args[0]), index(args[1]));
  },
  floor: rounding('floor', '__floor__', Math.floor),
  ceil: rounding('ceil', '__ceil__', Math.ceil),
  trunc: rounding('trunc', '__trunc__', Math.trunc),
  isfinite: fixed('math.isfinite', 1, 1, (args) => Number.isFinite(real(args[0]))),
  isinf: (args, kw) => {
    arity('math.isinf', args, kw, 1, 1);
    const x = real(args[0]);
    return !Number.isFinite(x) && !Number.isNaN(x);
  },
  isnan: fixed('math.isnan', 1, 1, (args) => Number.isNaN(real(args[0]))),
  isclose,
  degrees: unary('degrees', (x) => x * (180.0 / Math.PI)),
  radians: unary('radians', (x) => x * (Math.PI / 180.0)),
  fsum: (args, kw) => {
    arity('math.fsum', args, kw, 1, 1);
    return fsum(floats(args[0]));
  },
  hypot: (args, kw) => {
    arity('hypot', args, kw, 0, Number.POSITIVE_INFINITY);
    return hypot(args.map(real));
  },
  dist: (args, kw) => {
    arity('dist', args, kw, 2, 2);
    const p = floats(args[0]);
    const q = floats(args[1]);
    if (p.length !== q.length) throw pyError(exc.ValueError, 'both points must have the same number of dimensions');
    return hypot(p.map((x, i) => x - q[i]));
  },
  prod: (args, kw) => {
    arity('prod', args, kw, 1, 1, true);
    checkKwargs('prod', kw, ['start']);
    let acc: PyValue = kw?.get('start') ?? 1n;
    for (const it = iterate(args[0]); ; ) {
      const n = it.next();
      if (n.done) return acc;
      acc = binop('*', acc, n.value);
    }
  },
  factorial: fixed('math.factorial', 1, 1, (args) => factorial(index(args[0]))),
  comb: fixed('comb', 2, 2, (args) => comb(index(args[0]), index(args[1]))),
  perm: fixed('perm', 1, 2, (args) => perm(index(args[0]), args.length > 1 && args[1] !== null ? index(args[1]) : null)),
  gcd: (args, kw) => gcd(ints('gcd', args, kw)),
  lcm: (args, kw) => lcm(ints('lcm', args, kw)),
  isqrt: fixed('math.isqrt', 1, 1, (args) => isqrt(index(args[0]))),
};

registerModule('math', () => {
  const ns: Record<string, PyValue> = { pi: Math.PI, e: Math.E, tau: 2 * Math.PI, inf, nan };
  for (const [name, fn] of Object.entries(fns)) ns[name] = builtin(name, fn);
  return ns;
});
