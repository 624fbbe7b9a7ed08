/**
 * Python's `'{:.Nf}'` and `'{:.Ne}'` for a double, exactly: the binary value is expanded as a
 * rational and rounded half-to-even, as CPython does (JS `toFixed` rounds exact ties up, so
 * `0.125` would print `0.13` where Python prints `0.12`).
 */

/** A finite double as `num / den` with BigInt parts (den a power of two). */
function rational(x: number): { num: bigint; den: bigint } {
  if (Number.isInteger(x)) return { num: BigInt(x), den: 1n };
  let den = 1n;
  let v = x;
  while (!Number.isInteger(v)) {
    v *= 2;
    den *= 2n;
  }
  return { num: BigInt(v), den };
}

/** `num / den` rounded half-to-even to an integer (num >= 0). */
function roundDiv(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r2 = (num % den) * 2n;
  if (r2 > den || (r2 === den && q % 2n === 1n)) return q + 1n;
  return q;
}

function special(x: number): string | null {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  return null;
}

/** Whether `x * 10^digits` may lie exactly halfway between integers (JS rounds such ties up, Python to even). */
function nearTie(x: number, digits: number): boolean {
  const scaled = Math.abs(x) * 10 ** digits;
  const frac = scaled - Math.floor(scaled);
  return Math.abs(frac - 0.5) <= 1e-9 * Math.max(1, scaled);
}

/** `format(x, '.{digits}f')`. */
export function fixed(x: number, digits: number): string {
  const s = special(x);
  if (s) return s;
  if (digits <= 20 && Math.abs(x) < 1e21 && !nearTie(x, digits)) {
    const text = x.toFixed(digits);
    return Object.is(x, -0) || (x < 0 && !text.startsWith('-')) ? `-${text}` : text;
  }
  const neg = x < 0 || Object.is(x, -0);
  const { num, den } = rational(Math.abs(x));
  const n = roundDiv(num * 10n ** BigInt(digits), den);
  let text = n.toString();
  if (digits > 0) {
    text = text.padStart(digits + 1, '0');
    text = `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  }
  return neg ? `-${text}` : text;
}

/** `format(x, '.{digits}e')`. */
export function scientific(x: number, digits: number): string {
  const s = special(x);
  if (s) return s;
  if (x !== 0 && digits <= 20) {
    const e = Math.floor(Math.log10(Math.abs(x)));
    if (!nearTie(x / 10 ** e, digits) && !nearTie(x / 10 ** (e + 1), digits) && !nearTie(x / 10 ** (e - 1), digits)) {
      const [mant, exp] = x.toExponential(digits).split('e');
      return `${mant}e${exp[0] === '-' ? '-' : '+'}${exp.replace(/^[+-]/, '').padStart(2, '0')}`;
    }
  }
  const neg = x < 0 || Object.is(x, -0);
  const ax = Math.abs(x);
  let mant: bigint;
  let exp: number;
  if (ax === 0) {
    mant = 0n;
    exp = 0;
  } else {
    const { num, den } = rational(ax);
    exp = Math.floor(Math.log10(ax));
    const scaled = (e: number) => {
      const shift = e - digits;
      return shift >= 0 ? roundDiv(num, den * 10n ** BigInt(shift)) : roundDiv(num * 10n ** BigInt(-shift), den);
    };
    mant = scaled(exp);
    const limit = 10n ** BigInt(digits + 1);
    if (mant >= limit) {
      exp += 1;
      mant = scaled(exp);
    } else if (mant < limit / 10n) {
      exp -= 1;
      mant = scaled(exp);
    }
  }
  const ds = mant.toString().padStart(digits + 1, '0');
  const body = digits > 0 ? `${ds[0]}.${ds.slice(1)}` : ds;
  const e = `e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return `${neg ? '-' : ''}${body}${e}`;
}
