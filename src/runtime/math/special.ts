/**
 * `math.erf`, `math.erfc`, `math.gamma` and `math.lgamma` as CPython 3.11 on Linux computes them,
 * so results agree bit for bit:
 *
 * - erf and erfc are the C library's (CPython 3.11 calls `erf`/`erfc` when libm has them): glibc
 *   2.36's, which is Sun's fdlibm `s_erf.c` (Copyright (C) 1993 by Sun Microsystems, Inc.; freely
 *   distributable with this notice) with its polynomials regrouped for pipelined processors
 *   (Naohiko Shimizu's change, kept by glibc). The grouping is part of the rounding, so it is
 *   followed here exactly; `exp` is the engine's correctly rounded one, as glibc's is.
 * - gamma and lgamma are CPython's own (`m_tgamma`, `m_lgamma` in Modules/mathmodule.c): the
 *   Lanczos approximation (N=13, g=6.024680040776729583740234375) with its correction for the
 *   rounding of x+g-0.5, the reflection formula through `m_sinpi` for negative x, and a table for
 *   the integers up to 23.
 *
 * Domain errors (gamma of 0 or a negative integer, lgamma of a non-positive integer) and
 * overflow (gamma above ~171.6, lgamma of a huge x) raise as CPython's `math_1a` does.
 */
import { floatMath } from '../../engine/api';
import { domainError, rangeError } from './convert';

const { exp, log, sin, cos, powAbs } = floatMath;

const words = new DataView(new ArrayBuffer(8));

/** The high 32 bits of x's representation, sign included (fdlibm's `hx`). */
function highWord(x: number): number {
  words.setFloat64(0, x);
  return words.getInt32(0);
}

/** x with the low 32 bits of its representation cleared (fdlibm's `SET_LOW_WORD(z, 0)`). */
function clearLowWord(x: number): number {
  words.setFloat64(0, x);
  words.setUint32(4, 0);
  return words.getFloat64(0);
}

// ---- erf and erfc (fdlibm, as glibc groups it) ---------------------------------------------

const tiny = 1e-300;
/** erf(1) rounded to single precision: the base of the [0.84375, 1.25) interval. */
const erx = 0.8450629115104675;
const efx = 0.1283791670955126;
// erf on [0, 0.84375): x + x*P(x^2)/Q(x^2).
const pp = [0.12837916709551256, -0.3250421072470015, -0.02848174957559851, -0.005770270296489442, -2.3763016656650163e-5];
const qq = [0, 0.39791722395915535, 0.0650222499887673, 0.005081306281875766, 0.00013249473800432164, -3.960228278775368e-6];
// erf on [0.84375, 1.25): erx + P(s)/Q(s), s = |x| - 1.
const pa = [
  -0.0023621185607526594, 0.41485611868374833, -0.3722078760357013, 0.31834661990116175, -0.11089469428239668, 0.035478304325618236, -0.002166375594868791,
];
const qa = [0, 0.10642088040084423, 0.540397917702171, 0.07182865441419627, 0.12617121980876164, 0.01363708391202905, 0.011984499846799107];
// erfc on [1.25, 1/0.35): exp(-x*x - 0.5625 + R(1/x^2)/S(1/x^2)) / x.
const ra = [
  -0.009864944034847148, -0.6938585727071818, -10.558626225323291, -62.375332450326006, -162.39666946257347, -184.60509290671104, -81.2874355063066,
  -9.814329344169145,
];
const sa = [
  0, 19.651271667439257, 137.65775414351904, 434.56587747522923, 645.3872717332679, 429.00814002756783, 108.63500554177944, 6.570249770319282,
  -0.0604244152148581,
];
// erfc on [1/0.35, 28): the same form with other coefficients.
const rb = [-0.0098649429247001, -0.799283237680523, -17.757954917754752, -160.63638485582192, -637.5664433683896, -1025.0951316110772, -483.5191916086514];
const sb = [0, 30.33806074348246, 325.7925129965739, 1536.729586084437, 3199.8582195085955, 2553.0504064331644, 474.52854120695537, -22.44095244658582];

/** P(z)/Q(z) of the first interval, with glibc's grouping. */
function smallRatio(z: number): number {
  const z2 = z * z;
  const z4 = z2 * z2;
  const r = pp[0] + z * pp[1] + z2 * (pp[2] + z * pp[3]) + z4 * pp[4];
  const s = 1 + z * qq[1] + z2 * (qq[2] + z * qq[3]) + z4 * (qq[4] + z * qq[5]);
  return r / s;
}

/** P(s)/Q(s) of the interval around 1. */
function nearOneRatio(s: number): number {
  const s2 = s * s;
  const s4 = s2 * s2;
  const s6 = s4 * s2;
  const p = pa[0] + s * pa[1] + s2 * (pa[2] + s * pa[3]) + s4 * (pa[4] + s * pa[5]) + s6 * pa[6];
  const q = 1 + s * qa[1] + s2 * (qa[2] + s * qa[3]) + s4 * (qa[4] + s * qa[5]) + s6 * qa[6];
  return p / q;
}

/** erfc(ax) * ax for 1.25 <= ax < 28 (`nearPoint`: ax below 1/0.35, with erf's and erfc's own cut). */
function tail(ax: number, nearPoint: boolean): number {
  const s = 1 / (ax * ax);
  const s2 = s * s;
  const s4 = s2 * s2;
  const s6 = s4 * s2;
  let R: number;
  let S: number;
  if (nearPoint) {
    const s8 = s4 * s4;
    R = ra[0] + s * ra[1] + s2 * (ra[2] + s * ra[3]) + s4 * (ra[4] + s * ra[5]) + s6 * (ra[6] + s * ra[7]);
    S = 1 + s * sa[1] + s2 * (sa[2] + s * sa[3]) + s4 * (sa[4] + s * sa[5]) + s6 * (sa[6] + s * sa[7]) + s8 * sa[8];
  } else {
    R = rb[0] + s * rb[1] + s2 * (rb[2] + s * rb[3]) + s4 * (rb[4] + s * rb[5]) + s6 * rb[6];
    S = 1 + s * sb[1] + s2 * (sb[2] + s * sb[3]) + s4 * (sb[4] + s * sb[5]) + s6 * (sb[6] + s * sb[7]);
  }
  const z = clearLowWord(ax);
  return exp(-z * z - 0.5625) * exp((z - ax) * (z + ax) + R / S);
}

export function erf(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return Number.isNaN(x) ? x : x > 0 ? 1 : -1;
  if (ix < 0x3feb0000) {
    if (ix < 0x3e300000) return ix < 0x00800000 ? 0.0625 * (16.0 * x + 16.0 * efx * x) : x + efx * x;
    return x + x * smallRatio(x * x);
  }
  if (ix < 0x3ff40000) {
    const r = nearOneRatio(Math.abs(x) - 1);
    return hx >= 0 ? erx + r : -erx - r;
  }
  if (ix >= 0x40180000) return hx >= 0 ? 1 - tiny : tiny - 1;
  const ax = Math.abs(x);
  const r = tail(ax, ix < 0x4006db6e);
  return hx >= 0 ? 1 - r / ax : r / ax - 1;
}

export function erfc(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return Number.isNaN(x) ? x : x > 0 ? 0 : 2;
  if (ix < 0x3feb0000) {
    if (ix < 0x3c700000) return 1 - x;
    const y = smallRatio(x * x);
    if (hx < 0x3fd00000) return 1 - (x + x * y);
    let r = x * y;
    r += x - 0.5;
    return 0.5 - r;
  }
  if (ix < 0x3ff40000) {
    const r = nearOneRatio(Math.abs(x) - 1);
    return hx >= 0 ? 1 - erx - r : 1 + (erx + r);
  }
  if (ix < 0x403c0000) {
    if (hx < 0 && ix >= 0x40180000) return 2 - tiny;
    const ax = Math.abs(x);
    const r = tail(ax, ix < 0x4006db6d);
    return hx > 0 ? r / ax : 2 - r / ax;
  }
  return hx > 0 ? 0 : 2 - tiny;
}

// ---- gamma and lgamma (CPython's m_tgamma, m_lgamma) ---------------------------------------

const pi = Math.PI;
const logpi = 1.1447298858494002;
const lanczosG = 6.02468004077673; // exactly 6.024680040776729583740234375
const lanczosGMinusHalf = 5.52468004077673; // exactly 5.524680040776729583740234375
const lanczosNum = [
  23531376880.41076, 42919803642.6491, 35711959237.35567, 17921034426.03721, 6039542586.352028, 1439720407.3117216, 248874557.86205417, 31426415.585400194,
  2876370.6289353725, 186056.26539522348, 8071.672002365816, 210.82427775157936, 2.5066282746310002,
];
/** The denominator x*(x+1)*...*(x+11) expanded. */
const lanczosDen = [0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0];
/** Gamma of 1 through 23: exact factorials. */
const gammaIntegral = [
  1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0, 3628800.0, 39916800.0, 479001600.0, 6227020800.0, 87178291200.0, 1307674368000.0,
  20922789888000.0, 355687428096000.0, 6402373705728000, 1.21645100408832e17, 2.43290200817664e18, 5.109094217170944e19, 1.1240007277776077e21,
];

/** Lanczos' sum L_g(x) for x > 0, as a rational function (in 1/x from 5 on, against overflow). */
function lanczosSum(x: number): number {
  let num = 0;
  let den = 0;
  if (x < 5.0) {
    for (let i = lanczosNum.length - 1; i >= 0; i--) {
      num = num * x + lanczosNum[i];
      den = den * x + lanczosDen[i];
    }
  } else {
    for (let i = 0; i < lanczosNum.length; i++) {
      num = num / x + lanczosNum[i];
      den = den / x + lanczosDen[i];
    }
  }
  return num / den;
}

/** sin(pi*x) for finite x, exact at the integers and half-integers (CPython's `m_sinpi`). */
function sinpi(x: number): number {
  const y = Math.abs(x) % 2.0;
  const n = Math.round(2.0 * y);
  let r: number;
  if (n === 0) r = sin(pi * y);
  else if (n === 1) r = cos(pi * (y - 0.5));
  else if (n === 2) r = sin(pi * (1.0 - y));
  else if (n === 3) r = -cos(pi * (y - 1.5));
  else r = sin(pi * (y - 2.0));
  return (x < 0 || Object.is(x, -0) ? -1 : 1) * r;
}

export function gamma(x: number): number {
  if (!Number.isFinite(x)) {
    if (Number.isNaN(x) || x > 0) return x;
    return domainError();
  }
  if (x === 0) return domainError();
  if (x === Math.floor(x)) {
    if (x < 0) return domainError();
    if (x <= gammaIntegral.length) return gammaIntegral[x - 1];
  }
  const ax = Math.abs(x);
  if (ax < 1e-20) {
    const r = 1.0 / x;
    return Number.isFinite(r) ? r : rangeError();
  }
  if (ax > 200.0) return x < 0 ? 0.0 / sinpi(x) : rangeError();
  const y = ax + lanczosGMinusHalf;
  // The rounding error of y, corrected for below (see CPython's comment on m_tgamma).
  const z = ((ax > lanczosGMinusHalf ? y - ax - lanczosGMinusHalf : y - lanczosGMinusHalf - ax) * lanczosG) / y;
  let r: number;
  if (x < 0.0) {
    r = ((-pi / sinpi(ax) / ax) * exp(y)) / lanczosSum(ax);
    r -= z * r;
    if (ax < 140.0) r /= powAbs(y, ax - 0.5);
    else {
      const half = powAbs(y, ax / 2.0 - 0.25);
      r /= half;
      r /= half;
    }
  } else {
    r = lanczosSum(ax) / exp(y);
    r += z * r;
    if (ax < 140.0) r *= powAbs(y, ax - 0.5);
    else {
      const half = powAbs(y, ax / 2.0 - 0.25);
      r *= half;
      r *= half;
    }
  }
  return Number.isFinite(r) ? r : rangeError();
}

export function lgamma(x: number): number {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? x : Number.POSITIVE_INFINITY;
  if (x === Math.floor(x) && x <= 2.0) return x <= 0 ? domainError() : 0.0;
  const ax = Math.abs(x);
  if (ax < 1e-20) return -log(ax);
  let r = log(lanczosSum(ax)) - lanczosG;
  r += (ax - 0.5) * (log(ax + lanczosG - 0.5) - 1);
  if (x < 0.0) r = logpi - log(Math.abs(sinpi(ax))) - log(ax) - r;
  return Number.isFinite(r) ? r : rangeError();
}
