/**
 * int and float arithmetic with CPython's results and messages: floor division and modulo
 * with the divisor's sign, correctly rounded true division of big ints, exact int/float
 * comparison, three-argument `pow`, and round-half-even `round()` at any `ndigits`.
 */

import { complexOf, cPow, type PyComplex } from './complex';
import { checkSize, exc, pyError } from './exceptions';
import { powAbs } from './float/elementary';
import type { PyValue } from './values';

/** Python ints and bools as bigint; undefined for anything else. */
export function asInt(v: PyValue): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  return undefined;
}

/** An int as a float, with CPython's OverflowError when it is too large. */
export function intToFloat(i: bigint): number {
  const x = Number(i);
  if (!Number.isFinite(x)) throw pyError(exc.OverflowError, 'int too large to convert to float');
  return x;
}

/** A real number as a JS number (ints converted); undefined for non-numbers. */
export function asFloat(v: PyValue): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return intToFloat(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return undefined;
}

export function isNumber(v: PyValue): boolean {
  return typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean';
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function floorMod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
}

/** Ints below this magnitude multiply without a size check (`checkSize(0)` would count nothing). */
const SMALL = 1n << 31n;

function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(2).length;
}

/** `a / b` for ints, correctly rounded as CPython's long_true_divide. */
export function intTrueDiv(a: bigint, b: bigint): number {
  if (b === 0n) throw pyError(exc.ZeroDivisionError, 'division by zero');
  const limit = 1n << 53n;
  if (-limit <= a && a <= limit && -limit <= b && b <= limit) return Number(a) / Number(b);
  const neg = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  // Scale so the quotient has more than 55 bits: 53 kept, a guard bit and a sticky bit.
  const shift = bitLength(y) - bitLength(x) + 57;
  const num = shift > 0 ? x << BigInt(shift) : x;
  const den = shift < 0 ? y << BigInt(-shift) : y;
  let q = num / den;
  const exact = num % den === 0n;
  // Keep 55 bits, the last one sticky; Number() of a bigint then rounds half-even to 53.
  const extra = bitLength(q) - 55;
  if (extra > 0) {
    const dropped = q & ((1n << BigInt(extra)) - 1n);
    q >>= BigInt(extra);
    if (dropped !== 0n || !exact) q |= 1n;
  } else if (!exact) q |= 1n;
  const result = Number(q) * 2 ** (extra > 0 ? extra - shift : -shift);
  if (!Number.isFinite(result)) throw pyError(exc.OverflowError, 'integer division result too large for a float');
  return neg ? -result : result;
}

/** `a ** b` for ints (a float for a negative exponent). */
export function intPow(a: bigint, b: bigint): PyValue {
  if (b < 0n) {
    if (a === 0n) throw pyError(exc.ZeroDivisionError, '0.0 cannot be raised to a negative power');
    return floatPow(intToFloat(a), intToFloat(b));
  }
  // The result's size in bits: refuse the absurd before computing it.
  if (a > 1n || a < -1n) checkSize((b * BigInt(bitLength(a))) / 64n);
  return a ** b;
}

/** `pow(a, b, m)` for ints, including a negative exponent (a modular inverse). */
export function intPowMod(a: bigint, b: bigint, m: bigint): bigint {
  if (m === 0n) throw pyError(exc.ValueError, 'pow() 3rd argument cannot be 0');
  const mod = m < 0n ? -m : m;
  let base = floorMod(a, mod);
  let e = b;
  if (e < 0n) {
    base = modInverse(base, mod);
    e = -e;
  }
  let result = 1n % mod;
  while (e > 0n) {
    if (e & 1n) result = (result * base) % mod;
    base = (base * base) % mod;
    e >>= 1n;
  }
  return m < 0n && result !== 0n ? result + m : result;
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw pyError(exc.ValueError, 'base is not invertible for the given modulus');
  return floorMod(oldS, m);
}

/** `a ** b` for floats, with CPython's errors. */
export function floatPow(a: number, b: number): number | PyComplex {
  if (a === 0 && b < 0) throw pyError(exc.ZeroDivisionError, '0.0 cannot be raised to a negative power');
  // As float_pow: a negative base to a non-integral power is complex_pow's.
  if (a < 0 && Number.isFinite(b) && !Number.isInteger(b)) return complexOf(cPow({ re: a, im: 0 }, { re: b, im: 0 }));
  if (a === 1 || b === 0) return 1;
  if (a === -1 && !Number.isFinite(b)) return 1;
  const r = Number.isInteger(b) && Math.abs(b) <= 64 && Number.isFinite(a) && a !== 0 ? exactIntegerPower(a, b) : finitePow(a, b);
  if (!Number.isFinite(r) && Number.isFinite(a) && Number.isFinite(b)) throw pyError(exc.OverflowError, "(34, 'Numerical result out of range')");
  return r;
}

/**
 * `a ** b` correctly rounded for finite nonzero operands (glibc's pow is; the JS engine's `**`
 * is about one result in ten an ulp off), the IEEE special cases as JS has them otherwise.
 */
function finitePow(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === 0 || Number.isNaN(b)) return a ** b;
  const r = powAbs(a, b);
  return a < 0 && Number.isInteger(b) && Math.abs(b % 2) === 1 ? -r : r;
}

/**
 * `a ** n` for a small integer n, correctly rounded from the exact value (C's pow is; the JS
 * engine's `**` can be an ulp off, which `%` or `//` afterwards turns into a wrong digit).
 */
function exactIntegerPower(a: number, n: number): number {
  const [m, d] = exactRatio(Math.abs(a));
  const k = BigInt(Math.abs(n));
  const num = m ** k;
  const den = d ** k;
  let r = n > 0 ? ratioToFloat(num, den) : ratioToFloat(den, num);
  if (a < 0 && k % 2n === 1n) r = -r;
  return r;
}

/** p / q (positive bigints) as the nearest float; infinity when too large. */
function ratioToFloat(p: bigint, q: bigint): number {
  try {
    return intTrueDiv(p, q);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** CPython's float_divmod: the quotient floored, the remainder with the divisor's sign. */
export function floatDivmod(a: number, b: number, what: string): [number, number] {
  if (b === 0) throw pyError(exc.ZeroDivisionError, what);
  let mod = a % b;
  let div = (a - mod) / b;
  if (mod) {
    if (b < 0 !== mod < 0) {
      mod += b;
      div -= 1;
    }
  } else {
    mod = b < 0 ? -0 : 0;
  }
  let floordiv: number;
  if (div) {
    floordiv = Math.floor(div);
    if (div - floordiv > 0.5) floordiv += 1;
  } else {
    // copysign(0, a / b): the zero keeps the quotient's sign (-0.0 // 5 is -0.0).
    const q = a / b;
    floordiv = q < 0 || Object.is(q, -0) ? -0 : 0;
  }
  return [floordiv, mod];
}

/** Binary arithmetic on two ints; undefined for an operator ints do not have. */
export function intOp(op: string, a: bigint, b: bigint): PyValue | undefined {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      // Operands under 2**31 make a product under 62 bits: nothing to check, no work to count.
      if ((a >= SMALL || a <= -SMALL || b >= SMALL || b <= -SMALL) && a !== 0n && b !== 0n) checkSize(BigInt(bitLength(a) + bitLength(b)) / 64n);
      return a * b;
    case '/':
      return intTrueDiv(a, b);
    case '//':
      if (b === 0n) throw pyError(exc.ZeroDivisionError, 'integer division or modulo by zero');
      return floorDiv(a, b);
    case '%':
      if (b === 0n) throw pyError(exc.ZeroDivisionError, 'integer modulo by zero');
      return floorMod(a, b);
    case '**':
      return intPow(a, b);
    case '&':
      return a & b;
    case '|':
      return a | b;
    case '^':
      return a ^ b;
    case '<<':
      if (b < 0n) throw pyError(exc.ValueError, 'negative shift count');
      if (a !== 0n) checkSize(b / 64n);
      return a << b;
    case '>>':
      if (b < 0n) throw pyError(exc.ValueError, 'negative shift count');
      return a >> b;
  }
  return undefined;
}

/** Binary arithmetic on two floats; undefined for an operator floats do not have. */
export function floatOp(op: string, a: number, b: number): PyValue | undefined {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      if (b === 0) throw pyError(exc.ZeroDivisionError, 'float division by zero');
      return a / b;
    case '//':
      return floatDivmod(a, b, 'float floor division by zero')[0];
    case '%':
      return floatDivmod(a, b, 'float modulo')[1];
    case '**':
      return floatPow(a, b);
  }
  return undefined;
}

/** -1, 0 or 1 comparing an int with a float exactly (NaN: undefined). */
export function compareIntFloat(i: bigint, x: number): number | undefined {
  if (Number.isNaN(x)) return undefined;
  if (x === Number.POSITIVE_INFINITY) return -1;
  if (x === Number.NEGATIVE_INFINITY) return 1;
  const fl = Math.floor(x);
  const fi = BigInt(fl);
  if (i < fi) return -1;
  if (i > fi) return 1;
  return fl === x ? 0 : -1;
}

/** Round half to even of an exact rational n/d (d > 0), as a bigint. */
function roundHalfEven(n: bigint, d: bigint): bigint {
  const q = floorDiv(n, d);
  const r = n - q * d;
  const twice = 2n * r;
  if (twice > d || (twice === d && q % 2n !== 0n)) return q + 1n;
  return q;
}

/** `round(i, ndigits)` for an int: exact, half to even. */
export function roundInt(i: bigint, ndigits: bigint): bigint {
  if (ndigits >= 0n) return i;
  if (-ndigits > 5000n) return 0n;
  const p = 10n ** -ndigits;
  return roundHalfEven(i, p) * p;
}

/** The exact value of a finite float as n / d with d a power of two. */
function exactRatio(x: number): [bigint, bigint] {
  let k = 0n;
  let m = x;
  while (!Number.isInteger(m)) {
    m *= 2;
    k++;
  }
  return [BigInt(m), 1n << k];
}

/** `round(x)` for a float: the nearest int, half to even. */
export function roundFloatToInt(x: number): bigint {
  if (Number.isNaN(x)) throw pyError(exc.ValueError, 'cannot convert float NaN to integer');
  if (!Number.isFinite(x)) throw pyError(exc.OverflowError, 'cannot convert float infinity to integer');
  const [n, d] = exactRatio(x);
  return roundHalfEven(n, d);
}

/**
 * `round(x, ndigits)` for a float, as CPython's double_round: the exact binary value rounded
 * half to even at the decimal place, then read back as the nearest float (so
 * `round(2.675, 2)` is 2.67: 2.675 is really 2.67499999...).
 */
export function roundFloat(x: number, ndigits: bigint): number {
  if (!Number.isFinite(x) || x === 0) return x;
  if (ndigits > 330n) return x;
  if (ndigits < -330n) return x < 0 ? -0 : 0;
  const [n, d] = exactRatio(x);
  let r: number;
  if (ndigits >= 0n) {
    const p = 10n ** ndigits;
    const q = roundHalfEven(n * p, d);
    r = decimalToFloat(q, Number(ndigits));
  } else {
    const p = 10n ** -ndigits;
    const q = roundHalfEven(n, d * p) * p;
    r = Number(q);
  }
  if (!Number.isFinite(r)) throw pyError(exc.OverflowError, 'rounded value too large to represent');
  return r === 0 && x < 0 ? -0 : r;
}

/** q / 10**digits as the nearest float (JS parses decimal text correctly rounded). */
function decimalToFloat(q: bigint, digits: number): number {
  const neg = q < 0n;
  const text = (neg ? -q : q).toString().padStart(digits + 1, '0');
  const v = Number(`${text.slice(0, text.length - digits)}.${text.slice(text.length - digits) || '0'}`);
  return neg ? -v : v;
}

/** The exact decimal expansion of a float rounded half-even to `digits` places (what `%.Nf` prints). */
export function fixedDigits(x: number, digits: number): string {
  const ax = Math.abs(x);
  const [n, d] = exactRatio(ax);
  const q = roundHalfEven(n * 10n ** BigInt(digits), d);
  const text = q.toString().padStart(digits + 1, '0');
  return digits > 0 ? `${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}` : text;
}

/**
 * The exact decimal digits of a float rounded half-even to `sig` significant digits, with
 * the decimal exponent of the first digit (what `%.Ne` and `%g` print).
 */
export function significantDigits(x: number, sig: number): { digits: string; exp: number } {
  const ax = Math.abs(x);
  if (ax === 0) return { digits: '0'.repeat(sig), exp: 0 };
  const [n, d] = exactRatio(ax);
  let exp = Math.floor(Math.log10(ax));
  // Correct the estimate so 10**exp <= x < 10**(exp+1) exactly.
  const pow10 = (e: number): [bigint, bigint] => (e >= 0 ? [10n ** BigInt(e), 1n] : [1n, 10n ** BigInt(-e)]);
  const ge = (e: number) => {
    const [a, b] = pow10(e);
    return n * b >= a * d;
  };
  while (!ge(exp)) exp--;
  while (ge(exp + 1)) exp++;
  const shift = sig - 1 - exp;
  const [a, b] = pow10(shift);
  let q = roundHalfEven(n * a, d * b);
  if (q.toString().length > sig) {
    exp++;
    q = roundHalfEven(n * (shift - 1 >= 0 ? 10n ** BigInt(shift - 1) : 1n), d * (shift - 1 < 0 ? 10n ** BigInt(1 - shift) : 1n));
  }
  return { digits: q.toString(), exp };
}

/** The exact ratio of a float, in lowest terms (`float.as_integer_ratio`). */
export function floatRatio(x: number): [bigint, bigint] {
  if (Number.isNaN(x)) throw pyError(exc.ValueError, 'cannot convert NaN to integer ratio');
  if (!Number.isFinite(x)) throw pyError(exc.OverflowError, 'cannot convert Infinity to integer ratio');
  let d = 1n;
  let m = x;
  while (!Number.isInteger(m)) {
    m *= 2;
    d *= 2n;
  }
  let n = BigInt(m);
  while (d > 1n && n % 2n === 0n) {
    n /= 2n;
    d /= 2n;
  }
  return [n, d];
}
