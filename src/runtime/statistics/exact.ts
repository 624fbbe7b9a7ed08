/**
 * Exact rational arithmetic for `statistics`: every int and float is a fraction (floats are
 * dyadic), so sums and squared deviations are exact, and results round once to the nearest
 * double as CPython's `Fraction`-based code rounds them.
 */
export interface Frac {
  readonly n: bigint;
  readonly d: bigint;
}

const view = new DataView(new ArrayBuffer(8));

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function frac(n: bigint, d: bigint = 1n): Frac {
  const g = gcd(n, d) || 1n;
  const s = d < 0n ? -1n : 1n;
  return { n: (s * n) / g, d: (s * d) / g };
}

/** A finite double as an exact fraction. */
export function ofFloat(x: number): Frac {
  if (x === 0) return { n: 0n, d: 1n };
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const exp = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (exp !== 0) mant |= 1n << 52n;
  const e = (exp === 0 ? 1 : exp) - 1075;
  const sign = x < 0 ? -1n : 1n;
  return e >= 0 ? frac(sign * (mant << BigInt(e))) : frac(sign * mant, 1n << BigInt(-e));
}

export const add = (a: Frac, b: Frac): Frac => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Frac, b: Frac): Frac => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Frac, b: Frac): Frac => frac(a.n * b.n, a.d * b.d);
export const div = (a: Frac, b: Frac): Frac => frac(a.n * b.d, a.d * b.n);

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/** p/q (q > 0) as the nearest double, ties to even. */
export function toFloat(f: Frac): number {
  if (f.n === 0n) return 0;
  const neg = f.n < 0n;
  const p = neg ? -f.n : f.n;
  const q = f.d;
  // Scale so the quotient has 55 bits (53 + guard + one more), keeping the remainder as sticky.
  let shift = 55 - (bitLength(p) - bitLength(q));
  let quotient: bigint;
  let rem: bigint;
  for (;;) {
    const num = shift >= 0 ? p << BigInt(shift) : p;
    const den = shift >= 0 ? q : q << BigInt(-shift);
    quotient = num / den;
    rem = num % den;
    if (bitLength(quotient) >= 55) break;
    shift++;
  }
  let exponent = -shift;
  // Subnormal results keep fewer bits.
  const top = bitLength(quotient) + exponent;
  let keep = 53;
  if (top - 1 < -1022) keep = Math.max(0, 53 - (-1022 - (top - 1)));
  const drop = bitLength(quotient) - keep;
  let kept = quotient >> BigInt(drop);
  const dropped = quotient - (kept << BigInt(drop));
  const half = 1n << BigInt(drop - 1);
  if (dropped > half || (dropped === half && (rem !== 0n || (kept & 1n) === 1n))) kept += 1n;
  exponent += drop;
  const value = Number(kept) * 2 ** exponent;
  return neg ? -value : value;
}

/** The correctly rounded square root of a non-negative fraction (CPython's `_float_sqrt_of_frac`). */
export function sqrtToFloat(f: Frac): number {
  if (f.n === 0n) return 0;
  // sqrt(n/d) = sqrt(n*d)/d; take isqrt of n*d*4^k with enough bits, then round with a sticky bit.
  const nd = f.n * f.d;
  let k = Math.max(0, 60 - Math.floor(bitLength(nd) / 2) + bitLength(f.d));
  let root: bigint;
  let exact: boolean;
  for (;;) {
    const scaled = nd << BigInt(2 * k);
    root = isqrt(scaled);
    exact = root * root === scaled;
    if (bitLength(root) - bitLength(f.d) >= 57) break;
    k += 8;
  }
  // value = root / (d * 2^k); nudge the sticky bit so rounding sees an inexact root.
  const num = exact ? root * 2n : root * 2n + 1n;
  return toFloat(frac(num, f.d << BigInt(k + 1)));
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}
