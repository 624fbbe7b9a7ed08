/**
 * Simulated `fractions`: `Fraction` as CPython 3.11's Lib/fractions.py defines it — built from
 * ints, Fractions, floats (exactly), Decimals' text and strings ("3/4", "1.25", "2e-3"), kept in
 * lowest terms with the sign on the numerator; arithmetic with ints and Fractions exact, with
 * floats in float and with complex numbers in complex (its `_operator_fallbacks`); comparisons,
 * `hash` equal to the equal float's or int's, `round`, `floor`/`ceil`/`trunc`,
 * `limit_denominator`, `as_integer_ratio`, `from_float`, `from_decimal`.
 */
import {
  binop,
  builtin,
  type CompareOp,
  defineGetSets,
  descriptorTypes,
  exc,
  floatRatio,
  hash,
  NativeObject,
  NotImplemented,
  objectType,
  PyClass,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  richCompare,
  str,
  typeName,
} from '../../engine/api';

export class FractionV extends NativeObject {
  constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {
    super();
  }
  get cls(): PyClass {
    return fractionType;
  }
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** `Fraction(n, d)` normalized: lowest terms, positive denominator. */
function make(n: bigint, d: bigint): FractionV {
  if (d === 0n) throw pyError(exc.ZeroDivisionError, `Fraction(${n}, 0)`);
  let g = gcd(n, d);
  if (d < 0n) g = -g;
  return new FractionV(n / g, d / g);
}

/** A float's exact ratio (`float.as_integer_ratio`, already in lowest terms). */
function fromFloat(x: number): FractionV {
  const [n, d] = floatRatio(x);
  return new FractionV(n, d);
}

const literal = /^\s*([-+]?)(?=\d|\.\d)(\d*|\d+(?:_\d+)*)(?:(?:\/(\d+(?:_\d+)*))?|(?:\.(\d*|\d+(?:_\d+)*))?(?:[eE]([-+]?\d+(?:_\d+)*))?)\s*$/;

function fromString(s: string): FractionV {
  const m = literal.exec(s);
  if (!m) throw pyError(exc.ValueError, `Invalid literal for Fraction: ${repr(s)}`);
  const [, sign, num, den, dec, expo] = m;
  let n = BigInt((num || '0').replace(/_/g, ''));
  let d = 1n;
  if (den !== undefined) d = BigInt(den.replace(/_/g, ''));
  else {
    if (dec !== undefined && dec !== '') {
      const digits = dec.replace(/_/g, '');
      const scale = 10n ** BigInt(digits.length);
      n = n * scale + BigInt(digits);
      d *= scale;
    }
    if (expo !== undefined) {
      const e = BigInt(expo.replace(/_/g, ''));
      if (e >= 0n) n *= 10n ** e;
      else d *= 10n ** -e;
    }
  }
  return make(sign === '-' ? -n : n, d);
}

/** An operand as a Fraction when it is rational (int, bool, Fraction); undefined otherwise. */
function rational(v: PyValue): FractionV | undefined {
  if (v instanceof FractionV) return v;
  if (typeof v === 'bigint') return new FractionV(v, 1n);
  if (typeof v === 'boolean') return new FractionV(v ? 1n : 0n, 1n);
  return undefined;
}

function toFloat(f: FractionV): number {
  return binop('/', f.n, f.d) as number;
}

function construct(args: PyValue[], kw: Map<string, PyValue> | null): FractionV {
  const num = args.length > 0 ? args[0] : (kw?.get('numerator') ?? 0n);
  const den = args.length > 1 ? args[1] : (kw?.get('denominator') ?? null);
  if (den === null) {
    const r = rational(num);
    if (r) return r;
    if (typeof num === 'number') return fromFloat(num);
    if (typeof num === 'string') return fromString(num);
    if (num instanceof NativeObject && typeName(num) === 'Decimal') return fromString(str(num));
    throw pyError(exc.TypeError, 'argument should be a string or a Rational instance');
  }
  const a = rational(num);
  const b = rational(den);
  if (!a || !b) throw pyError(exc.TypeError, 'both arguments should be Rational instances');
  if (b.n === 0n) throw pyError(exc.ZeroDivisionError, `Fraction(${a.n * b.d}, 0)`);
  return make(a.n * b.d, a.d * b.n);
}

function exactOp(op: string, a: FractionV, b: FractionV): PyValue | undefined {
  switch (op) {
    case '+':
      return make(a.n * b.d + b.n * a.d, a.d * b.d);
    case '-':
      return make(a.n * b.d - b.n * a.d, a.d * b.d);
    case '*':
      return make(a.n * b.n, a.d * b.d);
    case '/':
      // CPython's _div reduces by gcd(a.n, b.n) first: the message's numerator is a.n's sign.
      if (b.n === 0n) throw pyError(exc.ZeroDivisionError, `Fraction(${a.n > 0n ? 1 : a.n < 0n ? -1 : 0}, 0)`);
      return make(a.n * b.d, a.d * b.n);
    case '//':
      if (b.n === 0n) throw pyError(exc.ZeroDivisionError, 'division by zero');
      return floorDiv(a.n * b.d, a.d * b.n);
    case '%': {
      if (b.n === 0n) throw pyError(exc.ZeroDivisionError, 'division by zero');
      const q = floorDiv(a.n * b.d, a.d * b.n);
      return make(a.n * b.d - q * b.n * a.d, a.d * b.d);
    }
    case '**':
      if (b.d === 1n) {
        const p = b.n;
        if (p >= 0n) return new FractionV(a.n ** p, a.d ** p);
        if (a.n === 0n) throw pyError(exc.ZeroDivisionError, `Fraction(${a.d ** -p}, 0)`);
        return a.n > 0n ? new FractionV(a.d ** -p, a.n ** -p) : new FractionV((-a.d) ** -p, (-a.n) ** -p);
      }
      return binop('**', toFloat(a), toFloat(b));
  }
  return undefined;
}

const arithmetic = new Set(['+', '-', '*', '/', '//', '%', '**']);

/** CPython's `_operator_fallbacks`: exact with rationals, float with floats, complex with complex. */
function operate(op: string, self: FractionV, other: PyValue, reflected: boolean): PyValue | undefined {
  const bare = op.endsWith('=') ? op.slice(0, -1) : op;
  if (!arithmetic.has(bare)) return undefined;
  const r = rational(other);
  if (r) {
    if (bare === '**' && reflected) {
      // int ** Fraction: exact for a whole non-negative exponent, else through float.
      if (self.d === 1n && self.n >= 0n) return binop('**', other, self.n);
      return binop('**', other, toFloat(self));
    }
    return reflected ? exactOp(bare, r, self) : exactOp(bare, self, r);
  }
  if (typeof other === 'number' || typeName(other) === 'complex') {
    const x = typeName(other) === 'complex' ? binop('+', toFloat(self), binop('*', 0n, other)) : toFloat(self);
    return reflected ? binop(bare, other, x) : binop(bare, x, other);
  }
  return undefined;
}

function compareTo(a: FractionV, other: PyValue, op: CompareOp): PyValue {
  const r = rational(other);
  if (r) {
    const c = a.n * r.d - r.n * a.d;
    const s = c < 0n ? -1 : c > 0n ? 1 : 0;
    return op === '<' ? s < 0 : op === '<=' ? s <= 0 : op === '>' ? s > 0 : op === '>=' ? s >= 0 : op === '==' ? s === 0 : s !== 0;
  }
  if (typeof other === 'number') {
    if (!Number.isFinite(other)) return richCompare(0.0, other, op);
    return compareTo(a, fromFloat(other), op);
  }
  if (typeName(other) === 'complex' && (op === '==' || op === '!=')) return richCompare(toFloat(a), other, op);
  return NotImplemented;
}

/** `divmod` as CPython's `_divmod` (exact with rationals, through float with floats). */
function divmodOf(f: FractionV, other: PyValue, reflected: boolean): PyValue {
  const q = operate('//', f, other, reflected);
  if (q === undefined) return NotImplemented;
  return new PyTuple([q, operate('%', f, other, reflected) as PyValue]);
}

const MODULUS = (1n << 61n) - 1n;

function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return r;
}

/** CPython's `Fraction.__hash__`: equal to the hash of an equal int or float. */
function fractionHash(f: FractionV): bigint {
  const dinv = modPow(f.d, MODULUS - 2n, MODULUS);
  const h = dinv === 0n ? 314159n : hash(hash(abs(f.n)) * dinv);
  const r = f.n >= 0n ? h : -h;
  return r === -1n ? -2n : r;
}

function roundHalfEven(f: FractionV): bigint {
  const fl = floorDiv(f.n, f.d);
  const rem2 = 2n * (f.n - fl * f.d);
  if (rem2 < f.d) return fl;
  if (rem2 > f.d) return fl + 1n;
  return fl % 2n === 0n ? fl : fl + 1n;
}

/** `limit_denominator(max_denominator)`: the closest Fraction with a denominator at most max. */
function limitDenominator(f: FractionV, max: bigint): FractionV {
  if (max < 1n) throw pyError(exc.ValueError, 'max_denominator should be at least 1');
  if (f.d <= max) return f;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let [n, d] = [f.n, f.d];
  for (;;) {
    const a = floorDiv(n, d);
    const q2 = q0 + a * q1;
    if (q2 > max) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
  }
  const k = floorDiv(max - q0, q1);
  const bound1 = make(p0 + k * p1, q0 + k * q1);
  const bound2 = make(p1, q1);
  const dist = (x: FractionV) => {
    const diff = make(x.n * f.d - f.n * x.d, x.d * f.d);
    return new FractionV(abs(diff.n), diff.d);
  };
  const d2 = dist(bound2);
  const d1 = dist(bound1);
  return d2.n * d1.d <= d1.n * d2.d ? bound2 : bound1;
}

function self(v: PyValue | undefined): FractionV {
  if (!(v instanceof FractionV)) throw pyError(exc.TypeError, `descriptor requires a 'fractions.Fraction' object but received a '${typeName(v ?? null)}'`);
  return v;
}

export const fractionType: PyClass = new PyClass(
  'Fraction',
  [objectType],
  {
    call: (_cls, args, kw) => construct(args, kw),
    binop: (op, s, other, reflected) => operate(op, s as FractionV, other, reflected),
    richcompare: (s, other, op) => compareTo(s as FractionV, other, op),
    hash: (s) => fractionHash(s as FractionV),
    repr: (s) => `Fraction(${(s as FractionV).n}, ${(s as FractionV).d})`,
    str: (s) => ((s as FractionV).d === 1n ? String((s as FractionV).n) : `${(s as FractionV).n}/${(s as FractionV).d}`),
    bool: (s) => (s as FractionV).n !== 0n,
    unary: (s, op) => {
      const f = s as FractionV;
      if (op === '-') return new FractionV(-f.n, f.d);
      if (op === '+') return f;
      if (op === 'abs') return new FractionV(abs(f.n), f.d);
      return undefined;
    },
  },
  'fractions',
);

const methods: Record<string, (args: PyValue[], kw: Map<string, PyValue> | null) => PyValue> = {
  limit_denominator: (args, kw) => limitDenominator(self(args[0]), BigInt((args[1] ?? kw?.get('max_denominator') ?? 1000000n) as bigint)),
  as_integer_ratio: (args) => new PyTuple([self(args[0]).n, self(args[0]).d]),
  __float__: (args) => toFloat(self(args[0])),
  __int__: (args) => {
    const f = self(args[0]);
    return f.n < 0n ? -(-f.n / f.d) : f.n / f.d;
  },
  __trunc__: (args) => {
    const f = self(args[0]);
    return f.n < 0n ? -(-f.n / f.d) : f.n / f.d;
  },
  __floor__: (args) => floorDiv(self(args[0]).n, self(args[0]).d),
  __ceil__: (args) => -floorDiv(-self(args[0]).n, self(args[0]).d),
  __round__: (args) => {
    const f = self(args[0]);
    const nd = args[1] ?? null;
    if (nd === null) return roundHalfEven(f);
    const k = BigInt(nd as bigint);
    const shift = 10n ** abs(k);
    const scaled = k > 0n ? new FractionV(f.n * shift, f.d) : make(f.n, f.d * shift);
    const r = roundHalfEven(scaled);
    return k >= 0n ? make(r, shift) : new FractionV(r * shift, 1n);
  },
  __divmod__: (args) => divmodOf(self(args[0]), args[1] ?? null, false),
  __rdivmod__: (args) => divmodOf(self(args[0]), args[1] ?? null, true),
  __format__: (args) => {
    if (args[1] !== '') throw pyError(exc.TypeError, 'unsupported format string passed to Fraction.__format__');
    return str(self(args[0]));
  },
};
for (const [name, fn] of Object.entries(methods)) fractionType.dict.set(name, builtin(name, fn));
defineGetSets(fractionType, {
  numerator: { get: (f) => self(f).n },
  denominator: { get: (f) => self(f).d },
});
for (const [name, fn] of [
  ['from_float', (x: PyValue) => (typeof x === 'number' ? fromFloat(x) : (rational(x) ?? construct([x], null)))],
  ['from_decimal', (x: PyValue) => construct([x], null)],
] as const)
  fractionType.dict.set(
    name,
    new PyOpaque(
      descriptorTypes.classmethod,
      '<classmethod>',
      builtin(name, (a) => fn(a[1] ?? null)),
    ),
  );

registerModule('fractions', () => ({ Fraction: fractionType }));
