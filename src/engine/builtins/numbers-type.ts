/**
 * `int`, `bool` and `float` as types: constructors (string parsing with CPython's rules and
 * messages, `__int__`/`__index__`/`__float__` on other objects), native slots (arithmetic,
 * comparison, hash, repr, format) and the methods users call (`bit_length`, `to_bytes`,
 * `as_integer_ratio`, `is_integer`, `hex`...).
 */
import { compareNumbers } from '../compare';
import { exc, pyError } from '../exceptions';
import { floatHash, intHash } from '../hashing';
import { asFloat, floatOp, floatRatio, intOp, intToFloat, roundFloat, roundFloatToInt, roundInt } from '../numbers';
import { call, descriptorTypes, iterate, typeName, typeOf } from '../objects';
import { index, truthy } from '../ops';
import { floatRepr, intToString, MAX_STR_DIGITS, repr } from '../repr';
import { PyScalarInstance, unbox } from '../scalar-instance';
import { callSpecial } from '../slots';
import { builtinTypes, NotImplemented, PyBuiltin, PyBytes, PyClass, PyOpaque, PyTuple, type PyValue } from '../values';
import { arity, checkBuiltinKwargs, defineGetSets, defineMethods, nativeSlots, takes } from './args';
import { formatValue } from './format';

const t = builtinTypes;

/** The int `v` is: an int, a bool, or an object standing for an int (an `IntEnum` member). */
function intOf(v: PyValue): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (v === null || typeof v !== 'object' || !('cls' in v)) return undefined;
  const scalar = v.cls.slot('valueKind')?.scalar?.(v);
  return typeof scalar === 'bigint' ? scalar : undefined;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * `int(text, base)` as CPython parses it: whitespace, one sign, underscores between digits, a
 * prefix for its base. `given` is what the error message shows (the bytes a text was read from).
 */
export function parseIntText(text: string, base: number, given: PyValue = text): bigint {
  // CPython formats what it was given with %.200R: its repr, cut after 200 characters.
  const bad = () => pyError(exc.ValueError, `invalid literal for int() with base ${base}: ${Array.from(repr(given)).slice(0, 200).join('')}`);
  let s = asciiDigits(text.trim());
  let neg = false;
  if (s[0] === '+' || s[0] === '-') {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  let b = base;
  const prefix = /^0([xob])/i.exec(s);
  if (prefix) {
    const pb = { x: 16, o: 8, b: 2 }[prefix[1].toLowerCase() as 'x' | 'o' | 'b'];
    if (b === 0 || b === pb) {
      b = pb;
      s = s.slice(2);
      if (s.startsWith('_')) s = s.slice(1);
    }
  }
  if (b === 0) {
    if (/^0+(_?0)*$/.test(s)) return 0n;
    if (s.startsWith('0')) throw bad();
    b = 10;
  }
  if (s === '' || s.startsWith('_') || s.endsWith('_') || s.includes('__')) throw bad();
  const digits = s.replace(/_/g, '').toLowerCase();
  let out = 0n;
  const bb = BigInt(b);
  for (const ch of digits) {
    const d = DIGITS.indexOf(ch);
    if (d < 0 || d >= b) throw bad();
    out = out * bb + BigInt(d);
  }
  if (b === 10 && digits.length > MAX_STR_DIGITS)
    throw pyError(
      exc.ValueError,
      `Exceeds the limit (${MAX_STR_DIGITS} digits) for integer string conversion: value has ${digits.length} digits; use sys.set_int_max_str_digits() to increase the limit`,
    );
  return neg ? -out : out;
}

/** Unicode decimal digits (Arabic-Indic, fullwidth...) as ASCII digits, as int() and float() read them. */
export function asciiDigits(s: string): string {
  return s.replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : String(decimalValue(d))));
}

function decimalValue(d: string): number {
  const cp = d.codePointAt(0) as number;
  // Unicode decimal digits come in runs of ten (some runs back to back): the offset from the run's start.
  for (let z = cp; z > cp - 1000; z--) if (!/\p{Nd}/u.test(String.fromCodePoint(z - 1))) return (cp - z) % 10;
  return 0;
}

/** `int(x)` and `int(x, base)`. */
export function toInt(value: PyValue, base?: PyValue): bigint {
  // A str subclass's instance is parsed as its text.
  const v = value instanceof PyScalarInstance && typeof value.value === 'string' ? value.value : value;
  if (base !== undefined) {
    const b = Number(index(base));
    if (b !== 0 && (b < 2 || b > 36)) throw pyError(exc.ValueError, 'int() base must be >= 2 and <= 36, or 0');
    if (typeof v === 'string') return parseIntText(v, b);
    if (v instanceof PyBytes) return parseIntText(v.latin1(), b, v);
    throw pyError(exc.TypeError, "int() can't convert non-string with explicit base");
  }
  const i = intOf(v);
  if (i !== undefined) return i;
  if (typeof v === 'number') return roundTowardZero(v);
  if (typeof v === 'string') return parseIntText(v, 10);
  if (v instanceof PyBytes) return parseIntText(v.latin1(), 10, v);
  for (const name of ['__int__', '__index__', '__trunc__']) {
    if (typeOf(v).lookup(name) === undefined) continue;
    const r = callSpecial(v, name, []) ?? null;
    const ri = intOf(r);
    if (ri === undefined) throw pyError(exc.TypeError, `${name} returned non-int (type ${typeName(r)})`);
    return ri;
  }
  throw pyError(exc.TypeError, `int() argument must be a string, a bytes-like object or a real number, not '${typeName(v)}'`);
}

function roundTowardZero(x: number): bigint {
  if (Number.isNaN(x)) throw pyError(exc.ValueError, 'cannot convert float NaN to integer');
  if (!Number.isFinite(x)) throw pyError(exc.OverflowError, 'cannot convert float infinity to integer');
  return BigInt(Math.trunc(x));
}

/** `float(x)`. */
export function toFloat(value: PyValue): number {
  const v = value instanceof PyScalarInstance && typeof value.value === 'string' ? value.value : value;
  if (typeof v === 'number') return v;
  const i = intOf(v);
  if (i !== undefined) return intToFloat(i);
  if (typeof v === 'string') return parseFloatText(v);
  if (typeOf(v).lookup('__float__') !== undefined) {
    const r = callSpecial(v, '__float__', []) ?? null;
    if (typeof r !== 'number') throw pyError(exc.TypeError, `${typeName(v)}.__float__ returned non-float (type ${typeName(r)})`);
    return r;
  }
  if (typeOf(v).lookup('__index__') !== undefined) return intToFloat(index(v));
  throw pyError(exc.TypeError, `float() argument must be a string or a real number, not '${typeName(v)}'`);
}

function parseFloatText(text: string): number {
  const s = asciiDigits(text.trim()).toLowerCase();
  const m = /^([+-]?)(inf|infinity|nan)$/.exec(s);
  if (m) return m[2] === 'nan' ? Number.NaN : m[1] === '-' ? -Infinity : Infinity;
  if (/^[+-]?((\d(_?\d)*)(\.(\d(_?\d)*)?)?|\.\d(_?\d)*)(e[+-]?\d(_?\d)*)?$/.test(s)) return Number(s.replace(/_/g, ''));
  throw pyError(exc.ValueError, `could not convert string to float: ${repr(text)}`);
}

nativeSlots(t.int, {
  call: (_cls, args, kw) => {
    takes('int', args, kw, 0, 2, true);
    checkBuiltinKwargs('int', kw, ['base']);
    if (args.length === 0) {
      if (kw?.has('base')) throw pyError(exc.TypeError, 'int() missing string argument');
      return 0n;
    }
    return toInt(args[0], args[1] ?? kw?.get('base'));
  },
  binop: (op, self, other, reflected) => {
    const a = intOf(self as PyValue);
    if (a === undefined) return undefined;
    // Only ints: with a float, int answers NotImplemented and float's reflected method decides.
    const b = intOf(other);
    if (b !== undefined) return reflected ? intOp(op, b, a) : intOp(op, a, b);
    return undefined;
  },
  richcompare: (self, other, op) => (typeof other === 'number' ? NotImplemented : compareNumbers(self, other, op)),
  hash: (self) => intHash(intOf(self) as bigint),
  repr: (self) => intToString(intOf(self as PyValue) as bigint),
  format: (self, spec) => formatValue(self, spec),
  index: (self) => intOf(self) as bigint,
  bool: (self) => intOf(self as PyValue) !== 0n,
  unary: (self, op) => {
    const i = intOf(self) as bigint;
    return op === '-' ? -i : op === '+' ? i : op === '~' ? ~i : i < 0n ? -i : i;
  },
});

nativeSlots(t.bool, {
  call: (_cls, args, kw) => {
    arity('bool', args, kw, 0, 1);
    return args.length ? truthy(args[0]) : false;
  },
  binop: (op, self, other, reflected) => {
    if ((op === '&' || op === '|' || op === '^') && typeof other === 'boolean') {
      const a = self as unknown as boolean;
      return op === '&' ? a && other : op === '|' ? a || other : a !== other;
    }
    return t.int.slots.binop?.(op, self, other, reflected);
  },
  repr: (self) => ((self as unknown as boolean) ? 'True' : 'False'),
});

nativeSlots(t.float, {
  call: (_cls, args, kw) => {
    arity('float', args, kw, 0, 1);
    return args.length ? toFloat(args[0]) : 0;
  },
  binop: (op, self, other, reflected) => {
    const a = self as unknown as number;
    const b = typeof other === 'number' ? other : intOf(other) !== undefined ? asFloat(other) : undefined;
    if (b === undefined) return undefined;
    return reflected ? floatOp(op, b, a) : floatOp(op, a, b);
  },
  richcompare: (self, other, op) => compareNumbers(self, other, op),
  hash: (self) => floatHash(self as unknown as number),
  repr: (self) => floatRepr(self as unknown as number),
  format: (self, spec) => formatValue(self, spec),
  bool: (self) => (self as unknown as number) !== 0,
  unary: (self, op) => {
    const x = self as number;
    return op === '-' ? -x : op === '+' ? x : op === 'abs' ? Math.abs(x) : undefined;
  },
});

function self0(args: PyValue[], name: string): bigint {
  if (args.length === 0) throw pyError(exc.TypeError, `descriptor '${name}' of 'int' object needs an argument`);
  const i = intOf(args[0]);
  if (i === undefined) throw pyError(exc.TypeError, `descriptor '${name}' requires a 'int' object but received a '${typeName(args[0])}'`);
  return i;
}

function float0(args: PyValue[], name: string): number {
  if (args.length === 0) throw pyError(exc.TypeError, `descriptor '${name}' of 'float' object needs an argument`);
  const x = unbox(args[0]);
  if (typeof x !== 'number') throw pyError(exc.TypeError, `descriptor '${name}' requires a 'float' object but received a '${typeName(args[0])}'`);
  return x;
}

function bitLength(i: bigint): number {
  return i === 0n ? 0 : (i < 0n ? -i : i).toString(2).length;
}

defineMethods(t.int, {
  bit_length: (args, kw) => {
    arity('int.bit_length', args.slice(1), kw, 0, 0);
    return BigInt(bitLength(self0(args, 'bit_length')));
  },
  bit_count: (args, kw) => {
    arity('int.bit_count', args.slice(1), kw, 0, 0);
    const i = self0(args, 'bit_count');
    return BigInt([...(i < 0n ? -i : i).toString(2)].filter((c) => c === '1').length);
  },
  conjugate: (args, kw) => {
    arity('int.conjugate', args.slice(1), kw, 0, 0);
    return self0(args, 'conjugate');
  },
  as_integer_ratio: (args, kw) => {
    arity('int.as_integer_ratio', args.slice(1), kw, 0, 0);
    return new PyTuple([self0(args, 'as_integer_ratio'), 1n]);
  },
  __int__: (args) => self0(args, '__int__'),
  __float__: (args) => intToFloat(self0(args, '__float__')),
  __trunc__: (args) => self0(args, '__trunc__'),
  __floor__: (args) => self0(args, '__floor__'),
  __ceil__: (args) => self0(args, '__ceil__'),
  __round__: (args) => (args.length > 1 && args[1] !== null ? roundInt(self0(args, '__round__'), index(args[1])) : self0(args, '__round__')),
  __abs__: (args) => {
    const i = self0(args, '__abs__');
    return i < 0n ? -i : i;
  },
  __getnewargs__: (args) => new PyTuple([self0(args, '__getnewargs__')]),
});

defineGetSets(t.int, {
  real: { get: (v) => intOf(v) as bigint },
  imag: { get: () => 0n },
  numerator: { get: (v) => intOf(v) as bigint },
  denominator: { get: () => 1n },
});

defineMethods(t.float, {
  is_integer: (args, kw) => {
    arity('float.is_integer', args.slice(1), kw, 0, 0);
    const x = float0(args, 'is_integer');
    return Number.isFinite(x) && Number.isInteger(x);
  },
  as_integer_ratio: (args, kw) => {
    arity('float.as_integer_ratio', args.slice(1), kw, 0, 0);
    return new PyTuple(floatRatio(float0(args, 'as_integer_ratio')));
  },
  conjugate: (args, kw) => {
    arity('float.conjugate', args.slice(1), kw, 0, 0);
    return float0(args, 'conjugate');
  },
  hex: (args, kw) => {
    arity('float.hex', args.slice(1), kw, 0, 0);
    return floatHex(float0(args, 'hex'));
  },
  __int__: (args) => roundTowardZero(float0(args, '__int__')),
  __float__: (args) => float0(args, '__float__'),
  __trunc__: (args) => roundTowardZero(float0(args, '__trunc__')),
  __floor__: (args) => roundTowardZero(Math.floor(float0(args, '__floor__'))),
  __ceil__: (args) => roundTowardZero(Math.ceil(float0(args, '__ceil__'))),
  __round__: (args) => {
    const x = float0(args, '__round__');
    return args.length > 1 && args[1] !== null ? roundFloat(x, index(args[1])) : roundFloatToInt(x);
  },
  __abs__: (args) => Math.abs(float0(args, '__abs__')),
});

defineGetSets(t.float, {
  real: { get: (v) => v },
  imag: { get: () => 0 },
});

/** `float.hex()`: `0x1.8000000000000p+0`. */
function floatHex(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0x0.0p+0' : '0x0.0p+0';
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? '-' : '';
  const expBits = Number((bits >> 52n) & 0x7ffn);
  const mant = bits & ((1n << 52n) - 1n);
  const lead = expBits === 0 ? 0 : 1;
  const exp = expBits === 0 ? -1022 : expBits - 1023;
  return `${sign}0x${lead}.${mant.toString(16).padStart(13, '0')}p${exp < 0 ? '-' : '+'}${Math.abs(exp)}`;
}

/**
 * `float.fromhex(s)` and `int.from_bytes(b, order)` are classmethods; called on a subclass,
 * they call it with the value made (as CPython does: `Port.from_bytes(...)` is a Port).
 */
function classMethod(cls: typeof t.int, name: string, fn: (args: PyValue[], kw: Map<string, PyValue> | null) => PyValue): void {
  const made = (args: PyValue[], kw: Map<string, PyValue> | null) => {
    const v = fn(args, kw);
    return args[0] instanceof PyClass && args[0] !== cls ? call(args[0], [v], null) : v;
  };
  cls.dict.set(name, new PyOpaque(descriptorTypes.classmethod, `<classmethod object>`, new PyBuiltin(name, made, `${cls.name}.${name}`)));
}

classMethod(t.float, 'fromhex', (args) => {
  const s = String(args[1]).trim().toLowerCase();
  const m = /^([+-]?)(?:0x)?([0-9a-f]*)(?:\.([0-9a-f]*))?(?:p([+-]?\d+))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw pyError(exc.ValueError, 'invalid hexadecimal floating-point string');
  const intPart = m[2] ? Number.parseInt(m[2], 16) : 0;
  const frac = [...(m[3] ?? '')].reduce((acc, c, i) => acc + Number.parseInt(c, 16) / 16 ** (i + 1), 0);
  const v = (intPart + frac) * 2 ** Number(m[4] ?? 0);
  return m[1] === '-' ? -v : v;
});

classMethod(t.int, 'from_bytes', (args, kw) => {
  checkBuiltinKwargs('from_bytes', kw, ['bytes', 'byteorder', 'signed']);
  const data = args[1] ?? kw?.get('bytes');
  const order = args[2] ?? kw?.get('byteorder') ?? 'big';
  if (typeof order !== 'string') throw pyError(exc.TypeError, `from_bytes() argument 'byteorder' must be str, not ${typeName(order)}`);
  if (order !== 'big' && order !== 'little') throw pyError(exc.ValueError, "byteorder must be either 'little' or 'big'");
  const bytes = bytesOf(data ?? null);
  if (order === 'little') bytes.reverse();
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  if (kw?.get('signed') === true && bytes.length && bytes[0] & 0x80) v -= 1n << BigInt(8 * bytes.length);
  return v;
});

/** `int.from_bytes`'s first argument as byte values: bytes, or any iterable of ints in range(0, 256) (CPython calls `bytes(data)`); not a str or an int. */
function bytesOf(data: PyValue): number[] {
  if (data instanceof PyBytes) return [...data.data];
  if (typeof data === 'string' || typeof data === 'bigint' || typeof data === 'boolean' || typeof data === 'number' || data === null)
    throw pyError(exc.TypeError, `cannot convert '${typeName(data)}' object to bytes`);
  const out: number[] = [];
  const it = iterate(data);
  for (let r = it.next(); !r.done; r = it.next()) {
    const b = index(r.value);
    if (b < 0n || b > 255n) throw pyError(exc.ValueError, 'bytes must be in range(0, 256)');
    out.push(Number(b));
  }
  return out;
}

/** Used by `int.to_bytes`, which needs the bytes type (defined with it). */
export function intToBytes(i: bigint, length: number, order: PyValue, signed: boolean): number[] {
  if (order !== 'big' && order !== 'little') throw pyError(exc.ValueError, "byteorder must be either 'little' or 'big'");
  if (i < 0n && !signed) throw pyError(exc.OverflowError, "can't convert negative int to unsigned");
  const limit = 1n << BigInt(8 * length - (signed ? 1 : 0));
  if (i >= limit || i < -limit) throw pyError(exc.OverflowError, 'int too big to convert');
  let v = i < 0n ? (1n << BigInt(8 * length)) + i : i;
  const out: number[] = [];
  for (let k = 0; k < length; k++) {
    out.unshift(Number(v & 0xffn));
    v >>= 8n;
  }
  return order === 'little' ? out.reverse() : out;
}
