/**
 * Simulated `decimal`: the `Decimal` type (from str, int and float exactly; `+ - * / // %` and
 * integer powers under the context's 28 digits and ROUND_HALF_EVEN; comparisons with ints and
 * floats; `quantize`, `normalize`, `round`, `int`, `float`) and `getcontext()`.
 */
import {
  builtin,
  exc,
  hash,
  NativeObject,
  newException,
  objectType,
  PyClass,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  typeName,
} from '../../engine/api';
import {
  add,
  cmp,
  context,
  type Dec,
  dec,
  div,
  divmodTrunc,
  fix,
  fromFloat,
  fromInt,
  fromString,
  mul,
  negate,
  normalize,
  type Rounding,
  rescale,
  toBigInt,
  toText,
} from './number';
import './pydantic';

export const decimalType = new PyClass('Decimal', [objectType], {}, 'decimal');
decimalType.tpName = 'decimal.Decimal';
export const invalidOperation = new PyClass('InvalidOperation', [exc.ArithmeticError], {}, 'decimal');
export const divisionByZero = new PyClass('DivisionByZero', [invalidOperation, exc.ZeroDivisionError], {}, 'decimal');

export class DecimalV extends NativeObject {
  constructor(readonly d: Dec) {
    super();
  }
  get cls(): PyClass {
    return decimalType;
  }
}

/** A Python value as a Decimal operand (ints exactly; floats only where CPython allows them). */
export function toDec(v: PyValue, allowFloat: boolean): Dec | undefined {
  if (v instanceof DecimalV) return v.d;
  if (typeof v === 'bigint') return fromInt(v);
  if (typeof v === 'boolean') return fromInt(v ? 1n : 0n);
  if (allowFloat && typeof v === 'number') return fromFloat(v);
  return undefined;
}

/** `Decimal(value)`. */
export function makeDecimal(v: PyValue): DecimalV {
  if (v instanceof DecimalV) return v;
  if (typeof v === 'string') {
    const d = fromString(v);
    if (!d) throw newException(invalidOperation, ["[<class 'decimal.ConversionSyntax'>]"]);
    return new DecimalV(d);
  }
  if (typeof v === 'bigint' || typeof v === 'boolean') return new DecimalV(fromInt(typeof v === 'bigint' ? v : v ? 1n : 0n));
  if (typeof v === 'number') return new DecimalV(fromFloat(v));
  throw pyError(exc.TypeError, `conversion from ${typeName(v)} to Decimal is not supported`);
}

function finite(d: Dec): void {
  if (d.special) throw newException(invalidOperation, ["[<class 'decimal.InvalidOperation'>]"]);
}

decimalType.slots.call = (_c, args) => makeDecimal(args[0] ?? '0');
decimalType.slots.repr = (self) => `Decimal('${toText((self as DecimalV).d)}')`;
decimalType.slots.str = (self) => toText((self as DecimalV).d);
decimalType.slots.bool = (self) => (self as DecimalV).d.special !== null || (self as DecimalV).d.coeff !== 0n;
decimalType.slots.hash = (self) => {
  const d = (self as DecimalV).d;
  if (d.special) return hash(`dec:${toText(d)}`);
  const n = normalize(d);
  return n.exp >= 0 ? hash(toBigInt(n)) : hash(`dec:${toText(n)}`);
};

function arith(op: string, a: Dec, b: Dec): Dec | undefined {
  if (op !== '==' && op !== '!=' && (a.special || b.special)) finite(a.special ? a : b);
  switch (op) {
    case '+':
      return add(a, b);
    case '-':
      return add(a, negate(b));
    case '*':
      return mul(a, b);
    case '/':
      if (b.coeff === 0n)
        throw newException(b.coeff === 0n && a.coeff === 0n ? invalidOperation : divisionByZero, [
          `[<class 'decimal.${a.coeff === 0n ? 'DivisionUndefined' : 'DivisionByZero'}'>]`,
        ]);
      return div(a, b);
    case '//':
    case '%':
      if (b.coeff === 0n) throw newException(divisionByZero, ["[<class 'decimal.DivisionByZero'>]"]);
      return divmodTrunc(a, b)[op === '//' ? 0 : 1];
    case '**': {
      if (b.exp < 0 && toBigInt(b) * 10n ** BigInt(-b.exp) !== b.coeff * (b.sign ? -1n : 1n))
        throw newException(exc.NotImplementedError, ['non-integer powers of Decimal are not supported by this explainer']);
      let n = toBigInt(b);
      let r = dec(0, 1n, 0);
      const neg = n < 0n;
      if (neg) n = -n;
      for (let i = 0n; i < n; i++) r = mul(r, a);
      return neg ? div(dec(0, 1n, 0), r) : r;
    }
  }
  return undefined;
}

decimalType.slots.binop = (op, self, other, reflected) => {
  const a = (self as DecimalV).d;
  if (op === 'unary-') return new DecimalV(fix(negate(a)));
  if (op === 'unary+') return new DecimalV(fix(a));
  const comparison = ['<', '<=', '>', '>=', '==', '!='].includes(op);
  const b = toDec(other, comparison);
  if (!b) return op === '==' ? false : op === '!=' ? true : undefined;
  if (comparison) {
    if (a.special === 'nan' || b.special === 'nan') {
      if (op === '==' || op === '!=') return op === '!=';
      throw newException(invalidOperation, ["[<class 'decimal.InvalidOperation'>]"]);
    }
    const c = a.special || b.special ? (a.special ? (a.sign ? -1 : 1) : 0) - (b.special ? (b.sign ? -1 : 1) : 0) : cmp(a, b);
    const s = reflected ? -c : c;
    return op === '<' ? s < 0 : op === '<=' ? s <= 0 : op === '>' ? s > 0 : op === '>=' ? s >= 0 : op === '==' ? s === 0 : s !== 0;
  }
  const r = reflected ? arith(op, b, a) : arith(op, a, b);
  return r ? new DecimalV(r) : undefined;
};
decimalType.slots.eq = (self, other) => {
  const b = toDec(other, true);
  return b !== undefined && !b.special && !(self as DecimalV).d.special && cmp((self as DecimalV).d, b) === 0;
};

function self(args: PyValue[]): Dec {
  const s = args[0];
  if (!(s instanceof DecimalV)) throw pyError(exc.TypeError, "descriptor requires a 'decimal.Decimal' object");
  return s.d;
}

function roundingArg(v: PyValue | undefined): Rounding {
  return typeof v === 'string' ? (v as Rounding) : context.rounding;
}

const methods: Record<string, (args: PyValue[], kw: Map<string, PyValue> | null) => PyValue> = {
  quantize: (args, kw) => {
    const target = toDec(args[1] ?? null, false);
    if (!target) throw pyError(exc.TypeError, 'quantize() argument must be a Decimal');
    return new DecimalV(rescale(self(args), target.exp, roundingArg(args[2] ?? kw?.get('rounding'))));
  },
  normalize: (args) => new DecimalV(normalize(self(args))),
  is_nan: (args) => self(args).special === 'nan',
  is_infinite: (args) => self(args).special === 'inf',
  is_finite: (args) => self(args).special === null,
  is_zero: (args) => self(args).special === null && self(args).coeff === 0n,
  is_signed: (args) => self(args).sign === 1,
  copy_abs: (args) => new DecimalV({ ...self(args), sign: 0 }),
  to_integral_value: (args) => new DecimalV(rescale(self(args), 0)),
  as_tuple: (args) => {
    const d = self(args);
    return new PyTuple([BigInt(d.sign), new PyTuple([...d.coeff.toString()].map((c) => BigInt(c))), BigInt(d.exp)]);
  },
  __round__: (args) => {
    const d = self(args);
    finite(d);
    const n = args[1];
    if (n === undefined || n === null) return toBigInt(rescale(d, 0, 'ROUND_HALF_EVEN'));
    return new DecimalV(rescale(d, -Number(n), 'ROUND_HALF_EVEN'));
  },
  __int__: (args) => toBigInt(self(args)),
  __float__: (args) => Number(toText(self(args)).replace('Infinity', 'Infinity')),
};
for (const [name, fn] of Object.entries(methods)) decimalType.dict.set(name, builtin(name, fn));

/** `getcontext()`: the precision and rounding the arithmetic uses. */
const contextType = new PyClass('Context', [objectType], {}, 'decimal');
contextType.slots.getattr = (_self, name) => (name === 'prec' ? BigInt(context.prec) : name === 'rounding' ? context.rounding : undefined);
contextType.slots.setattr = (_self, name, value) => {
  if (name === 'prec') context.prec = Number(value);
  else if (name === 'rounding') context.rounding = String(value) as Rounding;
  else throw pyError(exc.AttributeError, `'decimal.Context' object has no attribute '${name}'`);
};

registerModule('decimal', () => {
  context.prec = 28;
  context.rounding = 'ROUND_HALF_EVEN';
  const modes = ['ROUND_HALF_EVEN', 'ROUND_HALF_UP', 'ROUND_HALF_DOWN', 'ROUND_UP', 'ROUND_DOWN', 'ROUND_CEILING', 'ROUND_FLOOR', 'ROUND_05UP'];
  return {
    Decimal: decimalType,
    InvalidOperation: invalidOperation,
    DivisionByZero: divisionByZero,
    getcontext: builtin('getcontext', () => new PyOpaque(contextType, 'Context(...)')),
    ...Object.fromEntries(modes.map((m) => [m, m])),
  };
});
