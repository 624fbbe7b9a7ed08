/**
 * How pydantic validates and dumps `decimal.Decimal`: a Decimal passes; in lax mode a str, int
 * or float (through its repr) converts; NaN and infinities are refused; `max_digits` and
 * `decimal_places` count the normalized value's digits; JSON dumps the decimal's text.
 */
import { floatRepr, PyList, type PyValue } from '../../engine/api';
import { valError } from '../pydantic/core/errors';
import { strDict } from '../pydantic/core/instance';
import { registerNativeKind } from '../pydantic/core/native-kinds';
import type { NativeContext, NativeTypeSchema } from '../pydantic/core/schema';
import { setScalarHooks } from '../pydantic/core/validate';
import { registerTypeHandler } from '../pydantic/generate';
import { DecimalV, decimalType, makeDecimal } from './index';
import { digits, fromString, normalize, toBigInt, toText } from './number';

interface Limits {
  readonly maxDigits?: number;
  readonly decimalPlaces?: number;
  readonly allowInfNan: boolean;
}

function parse(input: PyValue, ctx: NativeContext): DecimalV {
  if (input instanceof DecimalV) return input;
  if (ctx.strict && !ctx.json) throw valError('is_instance_of', input, [['class', 'Decimal']]);
  ctx.floor('lax');
  if (typeof input === 'string') {
    const d = fromString(input);
    if (!d) throw valError('decimal_parsing', input);
    return new DecimalV(d);
  }
  if (typeof input === 'bigint') return makeDecimal(input);
  if (typeof input === 'number') return makeDecimal(floatRepr(input).replace('inf', 'Infinity'));
  throw valError('decimal_type', input);
}

function check(v: DecimalV, input: PyValue, limits: Limits): DecimalV {
  const d = v.d;
  if (d.special && !limits.allowInfNan) throw valError('finite_number', input);
  if (d.special) return v;
  const n = normalize(d);
  const decimals = n.exp >= 0 ? 0 : -n.exp;
  const count = n.exp >= 0 ? digits(n.coeff) + n.exp : Math.max(digits(n.coeff), decimals);
  const { maxDigits, decimalPlaces } = limits;
  if (maxDigits !== undefined && count > maxDigits) throw valError('decimal_max_digits', input, [['max_digits', BigInt(maxDigits)]]);
  if (decimalPlaces !== undefined && decimals > decimalPlaces) throw valError('decimal_max_places', input, [['decimal_places', BigInt(decimalPlaces)]]);
  if (maxDigits !== undefined && decimalPlaces !== undefined && count - decimals > maxDigits - decimalPlaces)
    throw valError('decimal_whole_digits', input, [['whole_digits', BigInt(maxDigits - decimalPlaces)]]);
  return v;
}

/** pydantic's `get_decimal_pattern`: the string form a JSON schema allows under the digit limits. */
function decimalPattern(limits: Limits): string {
  const { maxDigits, decimalPlaces } = limits;
  let p = '^(?!^[-+.]*$)[+-]?0*';
  if (maxDigits !== undefined && decimalPlaces !== undefined) {
    const integer = Math.max(0, maxDigits - decimalPlaces);
    p += `(?:\\d{0,${integer}}|(?=[\\d.]{1,${maxDigits + 1}}0*$)\\d{0,${integer}}\\.\\d{0,${decimalPlaces}}0*$)`;
  } else if (maxDigits !== undefined) p += `(?:\\d{0,${maxDigits}}|(?=[\\d.]{1,${maxDigits + 1}}0*$)\\d*\\.\\d*0*$)`;
  else if (decimalPlaces !== undefined) p += `\\d*\\.?\\d{0,${decimalPlaces}}0*$`;
  else p += '\\d*\\.?\\d*$';
  return p;
}

/** pydantic's `decimal_schema`: a number or a decimal string when validating, the string when serializing. */
function decimalJsonSchema(limits: Limits): NonNullable<NativeTypeSchema['jsonSchema']> {
  return {
    build: ({ mode }) => {
      const str = strDict([
        ['type', 'string'],
        ['pattern', decimalPattern(limits)],
      ]);
      if (mode === 'serialization') return str;
      return strDict([['anyOf', new PyList([strDict([['type', 'number']]), str])]]);
    },
  };
}

function schema(limits: Limits): NativeTypeSchema {
  return {
    jsonSchema: decimalJsonSchema(limits),
    name: 'decimal',
    validate: (input, ctx) => check(parse(input, ctx), input, limits),
    toJson: (v) => (v instanceof DecimalV ? toText(v.d) : v),
    isInstance: (v) => v instanceof DecimalV,
    constrain: (name, value) => {
      if (name === 'max_digits') return schema({ ...limits, maxDigits: Number(value) });
      if (name === 'decimal_places') return schema({ ...limits, decimalPlaces: Number(value) });
      if (name === 'allow_inf_nan') return schema({ ...limits, allowInfNan: value === true });
      return null;
    },
  };
}

registerTypeHandler({
  matches: (cls) => cls === decimalType,
  build: (_c, ctx) => ({
    type: 'native',
    native: schema({ allowInfNan: false }),
    ...(ctx.config.core.strict !== undefined ? { strict: ctx.config.core.strict } : {}),
  }),
});

registerNativeKind({ name: 'decimal', matches: (v) => v instanceof DecimalV, toJson: (v) => toText((v as DecimalV).d) });

setScalarHooks({
  laxIntOf: (v) => {
    if (!(v instanceof DecimalV) || v.d.special) return undefined;
    const n = normalize(v.d);
    if (n.exp < 0)
      return () => {
        throw valError('int_from_float', v);
      };
    return () => toBigInt(v.d);
  },
  laxFloatOf: (v) => (v instanceof DecimalV ? () => Number(toText(v.d)) : undefined),
});
