/**
 * The functions glibc does not round correctly, with glibc's own algorithms (fdlibm's, and
 * glibc's cbrt) over the correctly rounded `exp`/`log` kernels, so that they agree with CPython
 * on Linux bit for bit as often as those kernels do. `expm1`, `log1p` and `atanh` are fdlibm's
 * in both glibc and V8, so JS's `Math` versions are used for them.
 */
import { floatMath } from '../../engine/api';

const { exp, log } = floatMath;

const LN2 = Math.LN2;

/** The high 32 bits of a double's |x| (fdlibm's `ix`). */
function highWord(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  return view.getUint32(0) & 0x7fffffff;
}

export const expm1 = Math.expm1;
export const log1p = Math.log1p;
export const atanh = Math.atanh;

export function sinh(x: number): number {
  const ix = highWord(x);
  const h = x < 0 ? -0.5 : 0.5;
  const a = Math.abs(x);
  if (ix < 0x40360000) {
    if (ix < 0x3e300000) return x;
    const t = Math.expm1(a);
    if (ix < 0x3ff00000) return h * (2.0 * t - (t * t) / (t + 1));
    return h * (t + t / (t + 1));
  }
  if (ix < 0x40862e42) return h * exp(a);
  const w = exp(0.5 * a);
  return h * w * w;
}

export function cosh(x: number): number {
  const ix = highWord(x);
  const a = Math.abs(x);
  if (ix < 0x3fd62e43) {
    if (ix < 0x3c800000) return 1;
    const t = Math.expm1(a);
    const w = 1 + t;
    return 1 + (t * t) / (w + w);
  }
  if (ix < 0x40360000) {
    const t = exp(a);
    return 0.5 * t + 0.5 / t;
  }
  if (ix < 0x40862e42) return 0.5 * exp(a);
  const w = exp(0.5 * a);
  return 0.5 * w * w;
}

export function tanh(x: number): number {
  const ix = highWord(x);
  let z: number;
  if (ix < 0x40360000) {
    if (ix < 0x3c800000) return x * (1 + x);
    if (ix >= 0x3ff00000) {
      const t = Math.expm1(2 * Math.abs(x));
      z = 1 - 2 / (t + 2);
    } else {
      const t = Math.expm1(-2 * Math.abs(x));
      z = -t / (t + 2);
    }
  } else z = 1;
  return x >= 0 ? z : -z;
}

export function asinh(x: number): number {
  const ix = highWord(x);
  if (ix < 0x3e300000) return x;
  let w: number;
  if (ix > 0x41b00000) w = log(Math.abs(x)) + LN2;
  else if (ix > 0x40000000) {
    const t = Math.abs(x);
    w = log(2.0 * t + 1 / (Math.sqrt(x * x + 1) + t));
  } else {
    const t = x * x;
    w = Math.log1p(Math.abs(x) + t / (1 + Math.sqrt(1 + t)));
  }
  return x > 0 ? w : -w;
}

/** acosh for x >= 1. */
export function acosh(x: number): number {
  if (x >= 2 ** 28) return log(x) + LN2;
  if (x === 1) return 0;
  if (x > 2) return log(2.0 * x - 1 / (x + Math.sqrt(x * x - 1)));
  const t = x - 1;
  return Math.log1p(t + Math.sqrt(2.0 * t + t * t));
}

/** log10 for finite x > 0: fdlibm's split into k*log10(2) and log(m)/ln 10. */
export function log10(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  let v = x;
  let k = 0;
  if (v < 2 ** -1022) {
    v *= 2 ** 54;
    k -= 54;
  }
  view.setFloat64(0, v);
  const hx = view.getInt32(0);
  k += (hx >> 20) - 1023;
  const i = k < 0 ? 1 : 0;
  view.setInt32(0, (hx & 0x000fffff) | ((0x3ff - i) << 20));
  const y = k + i;
  const z = y * 3.694239077158931e-13 + Math.LOG10E * log(view.getFloat64(0));
  return z + y * 0.30102999566361177;
}

const CBRT2 = 1.2599210498948732;
const SQR_CBRT2 = 1.5874010519681996;
const FACTOR = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];

/** glibc's cbrt: a polynomial guess refined once, rescaled by the exponent's cube root. */
export function cbrt(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x + x;
  let xe = Math.floor(Math.log2(Math.abs(x))) + 1;
  let xm = Math.abs(x) / 2 ** xe;
  while (xm >= 1) {
    xm /= 2;
    xe++;
  }
  while (xm < 0.5) {
    xm *= 2;
    xe--;
  }
  // glibc's coefficients (as the nearest doubles)
  const u =
    0.35489576504391984 +
    (1.508191937815849 +
      (-2.114994941673713 + (2.4469312256353444 + (-1.8346927748361308 + (0.7849323449766392 - 0.14526389938548637 * xm) * xm) * xm) * xm) * xm) *
      xm;
  const t2 = u * u * u;
  const ym = ((u * (t2 + 2.0 * xm)) / (2.0 * t2 + xm)) * FACTOR[2 + (xe % 3)];
  return Math.sign(x) * ym * 2 ** Math.trunc(xe / 3);
}
