/**
 * Complex numbers, computed as CPython's `complexobject.c` computes them: products and
 * quotients by its formulas (Smith's method for division), integral powers up to 100 by
 * repeated squaring (`c_powi`), other powers through polar form with the correctly rounded
 * `pow`, `atan2`, `exp`, `log`, `cos` and `sin` (glibc's are, in practice).
 */
import { exc, pyError } from './exceptions';
import { atan2, cos, exp, log, powAbs, sin } from './float/elementary';
import { builtinTypes, type PyClass, PyObj } from './values';

export class PyComplex extends PyObj {
  constructor(
    readonly re: number,
    readonly im: number,
  ) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.complex;
  }
}

export type C = { re: number; im: number };

export const cAdd = (a: C, b: C): C => ({ re: a.re + b.re, im: a.im + b.im });
export const cSub = (a: C, b: C): C => ({ re: a.re - b.re, im: a.im - b.im });
export const cMul = (a: C, b: C): C => ({ re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re });

/** `_Py_c_quot`: null where it sets EDOM (a zero divisor). */
function quot(a: C, b: C): C | null {
  const absRe = Math.abs(b.re);
  const absIm = Math.abs(b.im);
  if (absRe >= absIm) {
    if (absRe === 0) return null;
    const ratio = b.im / b.re;
    const denom = b.re + b.im * ratio;
    return { re: (a.re + a.im * ratio) / denom, im: (a.im - a.re * ratio) / denom };
  }
  if (absIm >= absRe) {
    const ratio = b.re / b.im;
    const denom = b.re * ratio + b.im;
    return { re: (a.re * ratio + a.im) / denom, im: (a.im * ratio - a.re) / denom };
  }
  return { re: Number.NaN, im: Number.NaN };
}

/** `a / b`. */
export function cQuot(a: C, b: C): C {
  const r = quot(a, b);
  if (r === null) throw pyError(exc.ZeroDivisionError, 'complex division by zero');
  return r;
}

const zeroPower = () => pyError(exc.ZeroDivisionError, '0.0 to a negative or complex power');

function powu(x: C, n: number): C {
  let r: C = { re: 1, im: 0 };
  let p = x;
  for (let mask = 1; mask > 0 && n >= mask; mask *= 2) {
    if (Math.floor(n / mask) % 2 === 1) r = cMul(r, p);
    p = cMul(p, p);
  }
  return r;
}

function realPow(x: number, y: number): number {
  if (x === 0 || !Number.isFinite(x) || !Number.isFinite(y)) return x ** y;
  return powAbs(x, y);
}

/** `_Py_c_pow`. */
function cPowPolar(a: C, b: C): C {
  if (b.re === 0 && b.im === 0) return { re: 1, im: 0 };
  if (a.re === 0 && a.im === 0) {
    if (b.im !== 0 || b.re < 0) throw zeroPower();
    return { re: 0, im: 0 };
  }
  const vabs = Math.hypot(a.re, a.im);
  let len = realPow(vabs, b.re);
  const at = atan2(a.im, a.re);
  let phase = at * b.re;
  if (b.im !== 0) {
    len /= exp(at * b.im);
    phase += b.im * log(vabs);
  }
  return { re: len * cos(phase), im: len * sin(phase) };
}

/** `complex_pow`: an integral real exponent up to 100 by squaring, any other through polar form. */
export function cPow(a: C, b: C): C {
  let r: C;
  if (b.im === 0 && b.re === Math.floor(b.re) && Math.abs(b.re) <= 100) {
    const n = b.re;
    const q = n >= 0 ? powu(a, n) : quot({ re: 1, im: 0 }, powu(a, -n));
    if (q === null) throw zeroPower();
    r = q;
  } else r = cPowPolar(a, b);
  // `_Py_ADJUST_ERANGE2`: an infinite part is an overflow.
  if (Math.abs(r.re) === Number.POSITIVE_INFINITY || Math.abs(r.im) === Number.POSITIVE_INFINITY) throw pyError(exc.OverflowError, 'complex exponentiation');
  return r;
}

export function complexOf(c: C): PyComplex {
  return new PyComplex(c.re, c.im);
}
