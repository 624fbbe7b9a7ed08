/**
 * Decimal numbers as CPython's `decimal` module keeps them: a sign, an integer coefficient and a
 * power-of-ten exponent (or a NaN/infinity), with the General Decimal Arithmetic rules for
 * rounding to the context precision, division's ideal exponent and `str()`.
 */
import { unsupported } from '../../engine/api';

export type Rounding = 'ROUND_HALF_EVEN' | 'ROUND_HALF_UP' | 'ROUND_HALF_DOWN' | 'ROUND_UP' | 'ROUND_DOWN' | 'ROUND_CEILING' | 'ROUND_FLOOR' | 'ROUND_05UP';

export interface Dec {
  /** 1 for negative. */
  readonly sign: 0 | 1;
  readonly coeff: bigint;
  readonly exp: number;
  readonly special: null | 'nan' | 'inf';
}

/** The arithmetic context: `getcontext().prec` and `.rounding`. */
export const context = { prec: 28, rounding: 'ROUND_HALF_EVEN' as Rounding };

export function dec(sign: 0 | 1, coeff: bigint, exp: number): Dec {
  return { sign, coeff, exp, special: null };
}

export function digits(c: bigint): number {
  return c === 0n ? 1 : c.toString().length;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Whether to round a dropped part up, given the kept coefficient's last digit and the dropped digits. */
function roundsUp(mode: Rounding, sign: 0 | 1, kept: bigint, dropped: bigint, unit: bigint): boolean {
  if (dropped === 0n) return false;
  const half = dropped * 2n;
  switch (mode) {
    case 'ROUND_DOWN':
      return false;
    case 'ROUND_UP':
      return true;
    case 'ROUND_CEILING':
      return sign === 0;
    case 'ROUND_FLOOR':
      return sign === 1;
    case 'ROUND_HALF_UP':
      return half >= unit;
    case 'ROUND_HALF_DOWN':
      return half > unit;
    case 'ROUND_05UP':
      return kept % 10n === 0n || kept % 10n === 5n;
    default:
      return half > unit || (half === unit && kept % 2n === 1n);
  }
}

/** The value with its exponent changed to `exp`, rounding the dropped digits. */
export function rescale(d: Dec, exp: number, mode: Rounding = context.rounding): Dec {
  if (d.special) return d;
  if (exp <= d.exp) return dec(d.sign, d.coeff * pow10(d.exp - exp), exp);
  const shift = exp - d.exp;
  const unit = pow10(shift);
  let kept = d.coeff / unit;
  const dropped = d.coeff % unit;
  if (roundsUp(mode, d.sign, kept, dropped, unit)) kept += 1n;
  return dec(d.sign, kept, exp);
}

/** Rounds to the context precision (`_fix`). */
export function fix(d: Dec): Dec {
  if (d.special) return d;
  const n = digits(d.coeff);
  if (n <= context.prec) return d;
  let r = rescale(d, d.exp + n - context.prec);
  if (digits(r.coeff) > context.prec) r = rescale(r, r.exp + 1);
  return r;
}

/** Both coefficients on the smaller exponent. */
function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const exp = Math.min(a.exp, b.exp);
  return [a.coeff * pow10(a.exp - exp), b.coeff * pow10(b.exp - exp), exp];
}

function signed(d: Dec): bigint {
  return d.sign ? -d.coeff : d.coeff;
}

export function add(a: Dec, b: Dec): Dec {
  const [x, y, exp] = align(a, b);
  const total = (a.sign ? -x : x) + (b.sign ? -y : y);
  const sign: 0 | 1 = total < 0n ? 1 : total === 0n && a.sign && b.sign ? 1 : 0;
  return fix(dec(sign, total < 0n ? -total : total, exp));
}

export function negate(a: Dec): Dec {
  return a.special ? { ...a, sign: a.sign ? 0 : 1 } : dec(a.coeff === 0n ? 0 : a.sign ? 0 : 1, a.coeff, a.exp);
}

export function mul(a: Dec, b: Dec): Dec {
  return fix(dec((a.sign ^ b.sign) as 0 | 1, a.coeff * b.coeff, a.exp + b.exp));
}

/** True division (`_divide` in CPython's decimal.py); the caller checks for a zero divisor. */
export function div(a: Dec, b: Dec): Dec {
  const sign = (a.sign ^ b.sign) as 0 | 1;
  const ideal = a.exp - b.exp;
  if (a.coeff === 0n) return dec(sign, 0n, ideal);
  const shift = digits(b.coeff) - digits(a.coeff) + context.prec + 1;
  let exp = a.exp - b.exp - shift;
  let coeff: bigint;
  let rem: bigint;
  if (shift >= 0) {
    coeff = (a.coeff * pow10(shift)) / b.coeff;
    rem = (a.coeff * pow10(shift)) % b.coeff;
  } else {
    coeff = a.coeff / (b.coeff * pow10(-shift));
    rem = a.coeff % (b.coeff * pow10(-shift));
  }
  if (rem !== 0n) {
    if (coeff % 5n === 0n) coeff += 1n;
  } else {
    while (exp < ideal && coeff % 10n === 0n) {
      coeff /= 10n;
      exp += 1;
    }
  }
  return fix(dec(sign, coeff, exp));
}

/** Integer division toward zero and its remainder (the sign of the dividend), as Decimal's `//` and `%`. */
export function divmodTrunc(a: Dec, b: Dec): [Dec, Dec] {
  const [x, y, exp] = align(a, b);
  const q = x / y;
  const r = x % y;
  return [dec((a.sign ^ b.sign) as 0 | 1, q, 0), fix(dec(a.sign, r, exp))];
}

/** Compares two finite values: -1, 0 or 1. */
export function cmp(a: Dec, b: Dec): number {
  const [x, y] = align(a, b);
  const sx = a.sign ? -x : x;
  const sy = b.sign ? -y : y;
  return sx < sy ? -1 : sx > sy ? 1 : 0;
}

export function fromInt(v: bigint): Dec {
  return dec(v < 0n ? 1 : 0, v < 0n ? -v : v, 0);
}

/** The exact value of a float (`Decimal(0.1)` shows every binary digit). */
export function fromFloat(x: number): Dec {
  if (Number.isNaN(x)) return { sign: 0, coeff: 0n, exp: 0, special: 'nan' };
  if (!Number.isFinite(x)) return { sign: x < 0 ? 1 : 0, coeff: 0n, exp: 0, special: 'inf' };
  const sign: 0 | 1 = x < 0 || Object.is(x, -0) ? 1 : 0;
  let m = Math.abs(x);
  let e = 0;
  while (m !== Math.floor(m)) {
    m *= 2;
    e--;
  }
  let n = BigInt(m);
  while (e < 0 && n % 2n === 0n) {
    n /= 2n;
    e++;
  }
  return e < 0 ? dec(sign, n * 5n ** BigInt(-e), e) : dec(sign, n, 0);
}

/** Parses Decimal's string syntax; null when malformed. */
export function fromString(text: string): Dec | null {
  const t = text.trim().replace(/_/g, '');
  const special = /^([+-])?(inf|infinity|nan|snan)(\d*)$/i.exec(t);
  if (special) {
    const kind = special[2].toLowerCase();
    if (special[3] && !kind.endsWith('nan')) return null;
    // A signaling NaN, or a NaN carrying a diagnostic payload, behaves unlike a quiet NaN in arithmetic and repr.
    if (kind === 'snan' || special[3]) unsupported(`the Decimal ${kind === 'snan' ? 'signaling NaN (sNaN)' : 'NaN with a payload'}`);
    return { sign: special[1] === '-' ? 1 : 0, coeff: 0n, exp: 0, special: kind === 'nan' ? 'nan' : 'inf' };
  }
  const m = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/.exec(t);
  if (!m) return null;
  const int = m[2] ?? '';
  const frac = m[3] ?? m[4] ?? '';
  return dec(m[1] === '-' ? 1 : 0, BigInt(`${int}${frac}` || '0'), Number(m[5] ?? 0) - frac.length);
}

/** `str(Decimal)`: plain notation unless the exponent is positive or the value is very small. */
export function toText(d: Dec): string {
  const sign = d.sign ? '-' : '';
  if (d.special === 'nan') return `${sign}NaN`;
  if (d.special === 'inf') return `${sign}Infinity`;
  const c = d.coeff.toString();
  const left = d.exp + c.length;
  const dot = d.exp <= 0 && left > -6 ? left : 1;
  let intPart: string;
  let fracPart: string;
  if (dot <= 0) {
    intPart = '0';
    fracPart = `.${'0'.repeat(-dot)}${c}`;
  } else if (dot >= c.length) {
    intPart = c + '0'.repeat(dot - c.length);
    fracPart = '';
  } else {
    intPart = c.slice(0, dot);
    fracPart = `.${c.slice(dot)}`;
  }
  const e = left === dot ? '' : `E${left - dot >= 0 ? '+' : ''}${left - dot}`;
  return sign + intPart + fracPart + e;
}

/** Trailing zeros removed (`normalize()`). */
export function normalize(d: Dec): Dec {
  if (d.special) return d;
  const f = fix(d);
  if (f.coeff === 0n) return dec(f.sign, 0n, 0);
  let { coeff, exp } = f;
  while (coeff % 10n === 0n) {
    coeff /= 10n;
    exp++;
  }
  return dec(f.sign, coeff, exp);
}

/** Truncation toward zero to an integer. */
export function toBigInt(d: Dec): bigint {
  const v = d.exp >= 0 ? d.coeff * pow10(d.exp) : d.coeff / pow10(-d.exp);
  return d.sign ? -v : v;
}

export { signed };
