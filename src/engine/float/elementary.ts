/**
 * Exponentials, logarithms and trigonometric functions evaluated in double-double and rounded
 * once, so that they return the correctly rounded double (what CPython's libm returns for all
 * but about one argument in a thousand, where glibc itself is off by an ulp). Each takes finite, in-domain arguments; the `math` module
 * handles infinities, NaN and domain and range errors before calling in.
 */
import { add, type DD, dd, div, mul, mulNum, neg, round, scale, sqrt, sub, twoProd } from './dd';

const LN2: DD = [Math.LN2, 2.3190468138462996e-17];
const INV_LN2: DD = [Math.LOG2E, 2.0355273740931033e-17];
export const PI: DD = [Math.PI, 1.2246467991473532e-16];
const PIO2 = [1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33];
const EPS = 1e-36;

/** e^r - 1 for |r| < 0.35: the Taylor series of r/256, then eight doublings (s -> 2s + s^2). */
function expm1Small(r: DD): DD {
  const x = scale(r, -8);
  let term = x;
  let s = x;
  for (let n = 2; Math.abs(term[0]) > EPS * Math.abs(s[0]) && n < 30; n++) {
    term = div(mul(term, x), dd(n));
    s = add(s, term);
  }
  for (let i = 0; i < 8; i++) s = add(scale(s, 1), mul(s, s));
  return s;
}

/** e^x as a pair (x finite, e^x within the normal range), reduced by multiples of ln 2. */
export function expDD(x: DD): DD {
  const k = Math.round(x[0] * INV_LN2[0]);
  const r = sub(x, mulNum(LN2, k));
  const s = add(dd(1), expm1Small(r));
  return k > 1000 ? scale(scale(s, k - 1000), 1000) : k < -1000 ? scale(scale(s, k + 1000), -1000) : scale(s, k);
}

/**
 * e^p for an exponent below ln(2^-1022): the result lies on the subnormal grid of 2^-1074, so the
 * value counted in those units, e^(p + 1074 ln 2), is rounded to an integer (ties to even).
 */
function subnormal(p: DD): number {
  const units = expDD(add(p, mulNum(LN2, 1074)));
  const floor = Math.floor(units[0]);
  const frac = units[0] - floor + units[1];
  const n = frac > 0.5 || (frac === 0.5 && floor % 2 === 1) ? floor + 1 : floor;
  return n * 2 ** -1074;
}

/** e^x as glibc computes it (not always correctly rounded; CPython shows glibc's). */
export { exp } from './glibc-exp';

function exponent(x: number): number {
  let e = Math.floor(Math.log2(x));
  while (2 ** e > x) e--;
  while (2 ** (e + 1) <= x) e++;
  return e;
}

/** ln a for a pair a > 0: a = m * 2^e with m near 1, ln m = 2 atanh((m-1)/(m+1)). */
export function logDD(a: DD): DD {
  let v = a;
  let bias = 0;
  if (v[0] < 2 ** -1000) {
    v = scale(v, 600);
    bias = -600;
  }
  let e = exponent(v[0]);
  if (v[0] / 2 ** e > Math.SQRT2) e++;
  const m = scale(v, -e);
  const s = div(sub(m, dd(1)), add(m, dd(1)));
  const s2 = mul(s, s);
  let power = s;
  let sum = s;
  for (let n = 3; n < 200; n += 2) {
    power = mul(power, s2);
    const term = div(power, dd(n));
    sum = add(sum, term);
    if (Math.abs(term[0]) < EPS * Math.abs(sum[0])) break;
  }
  return add(scale(sum, 1), mulNum(LN2, e + bias));
}

export const log = (x: number): number => round(logDD(dd(x)));
export const log2 = (x: number): number => round(mul(logDD(dd(x)), INV_LN2));

/** sin and cos of |r| <= pi/4 by their Taylor series. */
function sinCosSmall(r: DD): [DD, DD] {
  const r2 = mul(r, r);
  let s = r;
  let c = dd(1);
  let ts = r;
  let tc = dd(1);
  for (let n = 1; n < 30; n++) {
    ts = div(mul(ts, neg(r2)), dd(2 * n * (2 * n + 1)));
    tc = div(mul(tc, neg(r2)), dd((2 * n - 1) * (2 * n)));
    s = add(s, ts);
    c = add(c, tc);
    if (Math.abs(tc[0]) < EPS && Math.abs(ts[0]) < EPS * Math.abs(s[0])) break;
  }
  return [s, c];
}

/** sin and cos of a pair small enough for one reduction. */
function sinCosDD(x: DD): [DD, DD] {
  const k = Math.round(x[0] / PIO2[0]);
  let r = sub(x, twoProd(k, PIO2[0]));
  r = sub(r, twoProd(k, PIO2[1]));
  r = sub(r, dd(k * PIO2[2]));
  const [s, c] = sinCosSmall(r);
  switch (((k % 4) + 4) % 4) {
    case 0:
      return [s, c];
    case 1:
      return [c, neg(s)];
    case 2:
      return [neg(s), neg(c)];
    default:
      return [neg(c), s];
  }
}

/** Whether the pair reduction is exact enough; beyond it JS's own functions answer. */
const reducible = (x: number): boolean => Math.abs(x) < 2 ** 50;

export function sin(x: number): number {
  if (!reducible(x)) return Math.sin(x);
  return round(sinCosDD(dd(x))[0]);
}

export function cos(x: number): number {
  if (!reducible(x)) return Math.cos(x);
  return round(sinCosDD(dd(x))[1]);
}

export function tan(x: number): number {
  if (!reducible(x)) return Math.tan(x);
  const [s, c] = sinCosDD(dd(x));
  return round(div(s, c));
}

/** atan of a pair: one Newton-like correction of JS's atan, atan(q) = y0 + atan((q c - s)/(c + q s)). */
export function atanDD(q: DD): DD {
  const y0 = Math.atan(q[0]);
  const [s, c] = sinCosDD(dd(y0));
  const delta = div(sub(mul(q, c), s), add(c, mul(q, s)));
  const d3 = mulNum(mul(delta, mul(delta, delta)), -1 / 3);
  return add(dd(y0), add(delta, d3));
}

export const atan = (x: number): number => (Number.isFinite(x) ? round(atanDD(dd(x))) : Math.atan(x));

/** atan2 for finite, nonzero y and x. */
export function atan2(y: number, x: number): number {
  const q = div(dd(y), dd(x));
  if (!Number.isFinite(q[0])) return y > 0 ? Math.PI / 2 : -Math.PI / 2;
  const base = atanDD(q);
  if (x > 0) return round(base);
  return round(y >= 0 ? add(base, PI) : sub(base, PI));
}

/** sqrt((1-x)(1+x)) for |x| <= 1, in a pair. */
function cosOfAsin(x: number): DD {
  return sqrt(mul(sub(dd(1), dd(x)), add(dd(1), dd(x))));
}

export function asin(x: number): number {
  if (Math.abs(x) === 1) return x * (Math.PI / 2);
  return round(atanDD(div(dd(x), cosOfAsin(x))));
}

export function acos(x: number): number {
  if (x === 0) return Math.PI / 2;
  const t = atanDD(div(cosOfAsin(x), dd(x)));
  return round(x > 0 ? t : add(t, PI));
}

/** |x|^y for finite x != 0 and y: e^(y ln|x|) in pairs; Infinity when it overflows. */
export function powAbs(x: number, y: number): number {
  const l = logDD(dd(Math.abs(x)));
  const p = mul(l, dd(y));
  if (p[0] > 709.8) return Number.POSITIVE_INFINITY;
  if (p[0] < -745.2) return 0;
  return p[0] < -708 ? subnormal(p) : round(expDD(p));
}
