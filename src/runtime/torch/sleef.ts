/**
 * Single-precision `exp` as torch's vectorised CPU kernels compute it (SLEEF's `expf_u10`
 * with fused multiply-adds), so `softmax`, `log_softmax` and `sigmoid` round exactly as torch's
 * do; `torch.exp` itself goes through MKL, which rounds like a correctly rounded exp almost
 * always, and is computed that way instead (see unary.ts).
 */

const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);

/** The float32 next to `x` towards +inf (dir 1) or -inf (dir -1). */
function nextFloat(x: number, dir: 1 | -1): number {
  f32[0] = x;
  if (x === 0) {
    i32[0] = 1;
    return dir * f32[0];
  }
  i32[0] += x > 0 === dir > 0 ? 1 : -1;
  return f32[0];
}

/** `a * b + c` rounded once to float32, as a fused multiply-add does. */
export function fmaf(a: number, b: number, c: number): number {
  const p = a * b; // exact: two 24-bit significands
  const s = p + c;
  const bb = s - p;
  const err = p - (s - bb) + (c - bb);
  const r = Math.fround(s);
  if (err === 0 || r === s || !Number.isFinite(s)) return r;
  // s was rounded in double: when it sits exactly halfway between two floats, the error decides.
  const other = nextFloat(r, r < s ? 1 : -1);
  if ((r + other) / 2 !== s) return r;
  return err > 0 ? Math.max(r, other) : Math.min(r, other);
}

const SPLIT = 134217729; // 2^27 + 1, Veltkamp's splitter for doubles

/** The rounding error of `a * b` (Dekker's two-product): `a * b === p + error` exactly. */
function productError(a: number, b: number, p: number): number {
  const ca = SPLIT * a;
  const ah = ca - (ca - a);
  const al = a - ah;
  const cb = SPLIT * b;
  const bh = cb - (cb - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/**
 * `a * b + c` in float64 rounded (almost always) once, as a fused multiply-add does: the exact
 * product and sum errors are added back before the last rounding.
 */
export function fma(a: number, b: number, c: number): number {
  const p = a * b;
  if (!Number.isFinite(p)) return p + c;
  const e = productError(a, b, p);
  const s = p + c;
  if (!Number.isFinite(s)) return s;
  const bb = s - p;
  const t = p - (s - bb) + (c - bb);
  const corr = t + e;
  // An exact sum keeps its sign (-0 + -0 is -0).
  return corr === 0 ? s : s + corr;
}

/** A float32 constant from its bit pattern (SLEEF's constants, exactly). */
function bits(u: number): number {
  i32[0] = u | 0;
  return f32[0];
}

const R_LN2F = bits(0x3fb8aa3b); // 1/ln(2)
const L2UF = bits(0x3f317200); // ln(2), upper part
const L2LF = bits(0x35bfbe8e); // ln(2), lower part
const COEFFS = [0x39502bda, 0x3ab696c9, 0x3c0888a6, 0x3d2aaa7a, 0x3e2aaaab, 0x3f000000].map(bits);

/** Round half to even, as the vector conversion `vrint` does. */
function rint(x: number): number {
  const r = Math.round(x);
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** SLEEF `expf_u10` for a float32 input. */
export function expf(d: number): number {
  if (Number.isNaN(d)) return d;
  const q = rint(Math.fround(d * R_LN2F));
  let s = fmaf(q, -L2UF, d);
  s = fmaf(q, -L2LF, s);
  let u = COEFFS[0];
  for (let i = 1; i < COEFFS.length; i++) u = fmaf(u, s, COEFFS[i]);
  u = Math.fround(1 + fmaf(Math.fround(s * s), u, s));
  const h = q >> 1;
  u = Math.fround(Math.fround(u * 2 ** h) * 2 ** (q - h));
  if (d < -104) u = 0;
  if (d > 100) u = Infinity;
  return u;
}

// ---- logf ------------------------------------------------------------------------

/** A double-float: an unevaluated sum hi + lo of two float32 values. */
type DF = [number, number];

const f = Math.fround;
/** Fused `x * y - z` and `z - x * y`, rounded once to float32. */
const fmapn = (x: number, y: number, z: number) => fmaf(x, y, -z);
const fmanp = (x: number, y: number, z: number) => fmaf(-x, y, z);

function dfadd2VfVf(x: number, y: number): DF {
  const s = f(x + y);
  const v = f(s - x);
  return [s, f(f(x - f(s - v)) + f(y - v))];
}

function dfaddDfDf(x: DF, y: DF): DF {
  const s = f(x[0] + y[0]);
  return [s, f(f(f(f(x[0] - s) + y[0]) + x[1]) + y[1])];
}

function dfaddDfVf(x: DF, y: number): DF {
  const s = f(x[0] + y);
  return [s, f(f(f(x[0] - s) + y) + x[1])];
}

function dfmulDfVf(x: DF, y: number): DF {
  const s = f(x[0] * y);
  return [s, fmaf(x[1], y, fmapn(x[0], y, s))];
}

function dfdiv(n: DF, d: DF): DF {
  const t = f(1 / d[0]);
  const s = f(n[0] * t);
  const u = fmapn(t, n[0], s);
  const v = fmanp(d[1], t, fmanp(d[0], t, 1));
  return [s, fmaf(s, v, fmaf(n[1], t, u))];
}

/** AVX-512 `getexp`/`getmant` (mantissa in [0.75, 1.5)) of a positive finite float32. */
function exponentOf(x: number): number {
  f32[0] = x;
  const biased = (i32[0] >>> 23) & 0xff;
  if (biased !== 0) return biased - 127;
  return Math.floor(Math.log2(x));
}

function mantissaOf(x: number): number {
  const e = exponentOf(x);
  const m = x / 2 ** e;
  return m >= 1.5 ? m / 2 : m;
}

const LN2_HI = bits(0x3f317218);
const LN2_LO = bits(0xb102e308);
const LOG_COEFFS = [0x3e9aff5c, 0x3ecc99ca, 0x3f2aaada].map(bits);
const THREE_QUARTERS_INV = f(1 / 0.75);

/** SLEEF `logf_u10` (AVX-512 build) for a float32 input. */
export function logf(d: number): number {
  if (Number.isNaN(d) || d < 0) return Number.NaN;
  if (d === 0) return -Infinity;
  if (d === Infinity) return Infinity;
  const e = exponentOf(f(d * THREE_QUARTERS_INV));
  const m = mantissaOf(d);
  let s = dfmulDfVf([LN2_HI, LN2_LO], e);
  const x = dfdiv(dfadd2VfVf(-1, m), dfadd2VfVf(1, m));
  const x2 = f(x[0] * x[0]);
  let t = LOG_COEFFS[0];
  t = fmaf(t, x2, LOG_COEFFS[1]);
  t = fmaf(t, x2, LOG_COEFFS[2]);
  s = dfaddDfDf(s, [f(x[0] * 2), f(x[1] * 2)]);
  s = dfaddDfVf(s, f(f(x2 * x[0]) * t));
  return f(s[0] + s[1]);
}

// ---- double precision: exp and log ------------------------------------------------

const R_LN2 = Math.LOG2E;
const L2U = 0.693147180559663;
const L2L = 2.8235290563031577e-13;

/** SLEEF's `POLY2`…`POLY8` (Estrin's scheme with fused multiply-adds). */
const poly2 = (x: number, c1: number, c0: number) => fma(x, c1, c0);
const poly4 = (x: number, x2: number, c3: number, c2: number, c1: number, c0: number) => fma(x2, poly2(x, c3, c2), poly2(x, c1, c0));

/**
 * SLEEF `expd8_u10` (the FMA build torch's AVX-512 `Vectorized<double>::exp` calls) for a double
 * input: what double `softmax`/`log_softmax` exponentiate with.
 */
export function expd(d: number): number {
  if (Number.isNaN(d)) return d;
  const q = rint(d * R_LN2);
  let s = fma(q, -L2U, d);
  s = fma(q, -L2L, s);
  const s2 = s * s;
  const s4 = s2 * s2;
  const s8 = s4 * s4;
  const hi = poly2(s, 2.0812763782371645e-9, 2.511210703042288e-8);
  const mid = poly4(s, s2, 2.755762628169491e-7, 2.7557234020253882e-6, 2.4801586874796863e-5, 0.00019841269898558658);
  const lo = poly4(s, s2, 0.0013888888889144978, 0.008333333333314938, 0.041666666666666026, 0.1666666666666669);
  let u = fma(s8, hi, fma(s4, mid, lo));
  u = fma(u, s, 0.5);
  u = fma(u, s, 1);
  u = fma(u, s, 1);
  const h = q >> 1;
  u = u * 2 ** h * 2 ** (q - h);
  if (d > 709.7827111495575) u = Infinity;
  if (d < -1000) u = 0;
  return u;
}

/** A double-double: an unevaluated sum hi + lo of two doubles. */
type DD = [number, number];

function ddadd2(x: number, y: number): DD {
  const s = x + y;
  const v = s - x;
  return [s, x - (s - v) + (y - v)];
}

function dddiv(n: DD, d: DD): DD {
  const t = 1 / d[0];
  const s = n[0] * t;
  const u = fma(t, n[0], -s);
  const v = fma(-d[1], t, fma(-d[0], t, 1));
  return [s, fma(s, v, fma(n[1], t, u))];
}

/** AVX-512 `getexp` of a positive finite double: the unbiased binary exponent. */
function exponentOfDouble(x: number): number {
  if (x === Infinity) return 1024;
  let e = Math.floor(Math.log2(x));
  if (2 ** e > x) e--;
  else if (2 ** (e + 1) <= x) e++;
  return e;
}

/**
 * SLEEF `logd8_u10` (`xlog_u1`, AVX-512 build) for a double input: the log of the sum of
 * exponentials in double `log_softmax`.
 */
export function logd(d: number): number {
  if (Number.isNaN(d) || d < 0) return Number.NaN;
  if (d === 0) return -Infinity;
  if (d === Infinity) return Infinity;
  const e = exponentOfDouble(d * (1 / 0.75));
  const em = exponentOfDouble(d);
  let m = d / 2 ** em;
  if (m >= 1.5) m /= 2;
  const x = dddiv(ddadd2(-1, m), ddadd2(1, m));
  const x2 = x[0] * x[0];
  const x4 = x2 * x2;
  const x8 = x4 * x4;
  const t = fma(
    x8,
    fma(x4, 0.15320769885027014, poly2(x2, 0.15256290510034287, 0.1818605932937786)),
    poly4(x2, x4, 0.222221451983938, 0.28571429327942993, 0.3999999999635252, 0.6666666666667334),
  );
  // ddmul([ln2 hi, ln2 lo], e), then the two additions of `xlog_u1`.
  const lnHi = Math.LN2;
  const lnLo = 2.3190468138462996e-17;
  const sHi = lnHi * e;
  let s: DD = [sHi, fma(lnLo, e, fma(lnHi, e, -sHi))];
  const x2s: DD = [x[0] * 2, x[1] * 2];
  const s0 = s[0] + x2s[0];
  s = [s0, s[0] - s0 + x2s[0] + s[1] + x2s[1]];
  const add = x2 * x[0] * t;
  const s1 = s[0] + add;
  s = [s1, s[0] - s1 + add + s[1]];
  return s[0] + s[1];
}
