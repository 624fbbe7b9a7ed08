/** Truthiness, equality, hashing, ordering and arithmetic, with CPython's rules and messages. */
import { checkSize, exc, pyError } from './exceptions';
import { typeDisplay } from './items';
import { call, callMethodIfDefined, hooks, iterate, typeName, typeOf } from './objects';
import { str as pyStr, repr } from './repr';
import {
  builtinTypes,
  type HashKey,
  NativeObject,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyInstance,
  PyList,
  PyObj,
  PyOpaque,
  PyRange,
  PySet,
  PyTuple,
  type PyValue,
  unionOrigin,
} from './values';

export function truthy(v: PyValue): boolean {
  if (v === null || v === false) return false;
  if (v === true) return true;
  switch (typeof v) {
    case 'bigint':
      return v !== 0n;
    case 'number':
      return v !== 0;
    case 'string':
      return v.length > 0;
  }
  if (v instanceof PyList || v instanceof PyTuple) return v.items.length > 0;
  if (v instanceof PyDict || v instanceof PySet) return v.map.size > 0;
  if (v instanceof PyRange) return v.length > 0;
  const slot = v.cls.slot('bool');
  if (slot) return slot(v);
  if (v instanceof PyInstance) {
    const b = callMethodIfDefined(v, '__bool__', []);
    if (b !== undefined) return b === true;
    const l = callMethodIfDefined(v, '__len__', []);
    if (l !== undefined) return l !== 0n;
  }
  return true;
}

/** Python ints and bools as bigint; undefined for anything else. */
export function asInt(v: PyValue): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  return undefined;
}

/** A real number as a JS number (ints converted); undefined for non-numbers. */
export function asFloat(v: PyValue): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return undefined;
}

export function isNumber(v: PyValue): boolean {
  return typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean';
}

/** The key a dict or set files a value under; raises TypeError for unhashable values. */
export function hashKey(v: PyValue): HashKey {
  if (v === null || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (v instanceof PyTuple) return `\u0000(${v.items.map((x) => keyText(hashKey(x))).join('\u0001')})`;
  if (v instanceof PySet && v.frozen) return `\u0000{${[...v.map.keys()].map(keyText).sort().join('\u0001')}}`;
  if (v instanceof PyList || v instanceof PyDict || v instanceof PySet) throw unhashable(v);
  if (v instanceof PyObj) {
    const native = v.cls.slot('hash');
    if (native) return native(v);
  }
  if (v instanceof PyInstance) {
    const h = v.type.lookup('__hash__');
    if (h === null || (v.type.lookup('__eq__') !== undefined && h === undefined) || v.type.slot('eq')) {
      if (!(h instanceof PyFunction)) throw unhashable(v);
    }
  }
  return v;
}

function keyText(k: HashKey): string {
  if (k instanceof PyObj) return `\u0002${k.id}`;
  return `${typeof k}:${String(k)}`;
}

function unhashable(v: PyValue) {
  return pyError(exc.TypeError, `unhashable type: '${typeName(v)}'`);
}

/** `a == b` as a boolean (identity first, as CPython's containers do). */
export function eq(a: PyValue, b: PyValue): boolean {
  if (a === b) return !(typeof a === 'number' && Number.isNaN(a));
  if (isNumber(a) && isNumber(b)) return numEq(a, b);
  // A str compares equal only to a str, or to an object that says so (a `str`-mixin enum member).
  if (typeof a === 'string' || typeof b === 'string') {
    const other = typeof a === 'string' ? b : a;
    if (!(other instanceof PyObj) || !other.cls.slot('eq')) return false;
  }
  if (a === null || b === null) return false;
  if (a instanceof PyList && b instanceof PyList) return seqEq(a.items, b.items);
  if (a instanceof PyTuple && b instanceof PyTuple) return seqEq(a.items, b.items);
  if (a instanceof PyDict && b instanceof PyDict) {
    if (a.map.size !== b.map.size) return false;
    for (const [k, [, v]] of a.map) {
      const other = b.map.get(k);
      if (!other || !(other[1] === v || eq(v, other[1]))) return false;
    }
    return true;
  }
  if (a instanceof PySet && b instanceof PySet) return a.map.size === b.map.size && [...a.map.keys()].every((k) => b.map.has(k));
  // Only instances and native objects can define equality; anything else (functions, classes,
  // modules) is equal only to itself, which the identity test above settled.
  if (!(a instanceof PyInstance || b instanceof PyInstance || a instanceof NativeObject || b instanceof NativeObject)) return false;
  return truthy(compare('==', a, b));
}

function numEq(a: PyValue, b: PyValue): boolean {
  const ia = asInt(a);
  const ib = asInt(b);
  if (ia !== undefined && ib !== undefined) return ia === ib;
  return (asFloat(a) as number) === (asFloat(b) as number);
}

function seqEq(a: readonly PyValue[], b: readonly PyValue[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!(a[i] === b[i] || eq(a[i], b[i]))) return false;
  return true;
}

const reflectedCompare: Record<string, string> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=', '==': '==', '!=': '!=' };
const dunderCompare: Record<string, string> = { '<': '__lt__', '>': '__gt__', '<=': '__le__', '>=': '__ge__', '==': '__eq__', '!=': '__ne__' };

/** A rich comparison (`<`, `==`, `in`, `is`...) as Python evaluates it. */
export function compare(op: string, a: PyValue, b: PyValue): PyValue {
  switch (op) {
    case 'is':
      return identical(a, b);
    case 'is not':
      return !identical(a, b);
    case 'in':
      return contains(b, a);
    case 'not in':
      return !contains(b, a);
  }
  if (a instanceof NativeObject || b instanceof NativeObject) {
    const self = (a instanceof NativeObject ? a : b) as NativeObject;
    const r = self.cls.slot('binop')?.(op, self, self === a ? b : a, self !== a);
    if (r !== undefined) return r;
  }
  for (const [self, other, o] of [
    [a, b, op],
    [b, a, reflectedCompare[op]],
  ] as const) {
    if (self instanceof PyInstance) {
      const m = self.type.lookup(dunderCompare[o]);
      if (m instanceof PyFunction) {
        const r = hooks.callFunction(m, [self, other], null);
        if (!(r instanceof PyObj && r.cls.name === 'NotImplementedType')) return r;
      }
      const slot = self.type.slot('eq');
      if (slot && (o === '==' || o === '!=')) {
        const r = slot(self, other);
        if (r !== undefined) return o === '==' ? r : !r;
      }
      // A runtime-defined ordering (a dataclass with `order=True`).
      const ordering = o !== '==' && o !== '!=' ? self.type.slot('binop') : undefined;
      if (ordering) {
        const r = ordering(o, self, other, false);
        if (r !== undefined) return r;
      }
    }
  }
  if (op === '==') return eq(a, b);
  if (op === '!=') return !eq(a, b);
  const c = order(a, b, op);
  switch (op) {
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    default:
      return c >= 0;
  }
}

function identical(a: PyValue, b: PyValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b) || a === b;
  return a === b;
}

/** -1, 0 or 1 for an ordered pair; raises TypeError when the types do not order. */
function order(a: PyValue, b: PyValue, op: string): number {
  if (isNumber(a) && isNumber(b)) {
    const ia = asInt(a);
    const ib = asInt(b);
    if (ia !== undefined && ib !== undefined) return ia < ib ? -1 : ia > ib ? 1 : 0;
    const fa = asFloat(a) as number;
    const fb = asFloat(b) as number;
    if (Number.isNaN(fa) || Number.isNaN(fb)) return Number.NaN;
    return fa < fb ? -1 : fa > fb ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if ((a instanceof PyList && b instanceof PyList) || (a instanceof PyTuple && b instanceof PyTuple)) {
    const x = a.items;
    const y = b.items;
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      if (!eq(x[i], y[i])) return truthy(compare('<', x[i], y[i])) ? -1 : 1;
    }
    return x.length - y.length;
  }
  if (a instanceof PySet && b instanceof PySet) {
    const sub = [...a.map.keys()].every((k) => b.map.has(k));
    const sup = [...b.map.keys()].every((k) => a.map.has(k));
    if (op === '<') return sub && a.map.size < b.map.size ? -1 : 1;
    if (op === '<=') return sub ? -1 : 1;
    if (op === '>') return sup && a.map.size > b.map.size ? 1 : -1;
    return sup ? 1 : -1;
  }
  throw pyError(exc.TypeError, `'${op}' not supported between instances of '${tpName(a)}' and '${tpName(b)}'`);
}

/** `item in container`. */
export function contains(container: PyValue, item: PyValue): boolean {
  if (typeof container === 'string') {
    if (typeof item !== 'string') throw pyError(exc.TypeError, `'in <string>' requires string as left operand, not ${typeName(item)}`);
    return container.includes(item);
  }
  if (container instanceof PyDict) return container.map.has(hashKey(item));
  if (container instanceof PySet) return container.map.has(hashKey(item));
  if (container instanceof PyList || container instanceof PyTuple) return container.items.some((x) => x === item || eq(x, item));
  if (container instanceof PyRange) {
    const i = asInt(item);
    if (i === undefined) return false;
    const { start, stop, step } = container;
    return (step > 0n ? i >= start && i < stop : i <= start && i > stop) && (i - start) % step === 0n;
  }
  if (container instanceof PyInstance) {
    const r = callMethodIfDefined(container, '__contains__', [item]);
    if (r !== undefined) return truthy(r);
  }
  // A runtime's native type (a tensor) answers `in` by its own __contains__ when it has one.
  const nativeContains = container instanceof NativeObject ? container.cls.lookup('__contains__') : undefined;
  if (nativeContains !== undefined) return truthy(call(nativeContains, [container, item], null));
  if (container instanceof PyObj && (container.cls.slot('iter') || container instanceof PyInstance)) {
    const it = iterate(container);
    for (let r = it.next(); !r.done; r = it.next()) if (eq(r.value, item)) return true;
    return false;
  }
  throw pyError(exc.TypeError, `argument of type '${typeName(container)}' is not iterable`);
}

// ---- arithmetic -------------------------------------------------------------

const dunderBinop: Record<string, string> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'truediv',
  '//': 'floordiv',
  '%': 'mod',
  '**': 'pow',
  '@': 'matmul',
  '&': 'and',
  '|': 'or',
  '^': 'xor',
  '<<': 'lshift',
  '>>': 'rshift',
};

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n) === true && a < 0n !== b < 0n ? q - 1n : q;
}

function floorMod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
}

function intOp(op: string, a: bigint, b: bigint): PyValue | undefined {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      if (b === 0n) throw pyError(exc.ZeroDivisionError, 'division by zero');
      return Number(a) / Number(b);
    case '//':
      if (b === 0n) throw pyError(exc.ZeroDivisionError, 'integer division or modulo by zero');
      return floorDiv(a, b);
    case '%':
      if (b === 0n) throw pyError(exc.ZeroDivisionError, 'integer modulo by zero');
      return floorMod(a, b);
    case '**':
      if (b < 0n) {
        if (a === 0n) throw pyError(exc.ZeroDivisionError, '0.0 cannot be raised to a negative power');
        return Number(a) ** Number(b);
      }
      // The result's size in bits: refuse the absurd before computing it.
      if (a > 1n || a < -1n) checkSize((b * BigInt((a < 0n ? -a : a).toString(2).length)) / 64n);
      return a ** b;
    case '&':
      return a & b;
    case '|':
      return a | b;
    case '^':
      return a ^ b;
    case '<<':
      if (b < 0n) throw pyError(exc.ValueError, 'negative shift count');
      checkSize(b / 64n);
      return a << b;
    case '>>':
      if (b < 0n) throw pyError(exc.ValueError, 'negative shift count');
      return a >> b;
  }
  return undefined;
}

function floatOp(op: string, a: number, b: number): PyValue | undefined {
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
      if (b === 0) throw pyError(exc.ZeroDivisionError, 'float floor division by zero');
      return Math.floor(a / b);
    case '%': {
      if (b === 0) throw pyError(exc.ZeroDivisionError, 'float modulo');
      const r = a % b;
      return r !== 0 && r < 0 !== b < 0 ? r + b : r === 0 ? (b < 0 ? -0 : 0) : r;
    }
    case '**':
      if (a === 0 && b < 0) throw pyError(exc.ZeroDivisionError, '0.0 cannot be raised to a negative power');
      if (a < 0 && !Number.isInteger(b)) return undefined;
      return a ** b;
  }
  return undefined;
}

function repeat<T>(items: readonly T[], n: bigint): T[] {
  if (n > 0n) checkSize(BigInt(items.length) * n);
  const out: T[] = [];
  for (let i = 0n; i < n; i++) out.push(...items);
  return out;
}

function sequenceOp(op: string, a: PyValue, b: PyValue): PyValue | undefined {
  if (op === '+') {
    if (typeof a === 'string') {
      if (typeof b === 'string') return a + b;
      throw pyError(exc.TypeError, `can only concatenate str (not "${typeName(b)}") to str`);
    }
    if (a instanceof PyList) {
      if (b instanceof PyList) return new PyList([...a.items, ...b.items]);
      throw pyError(exc.TypeError, `can only concatenate list (not "${typeName(b)}") to list`);
    }
    if (a instanceof PyTuple) {
      if (b instanceof PyTuple) return new PyTuple([...a.items, ...b.items]);
      throw pyError(exc.TypeError, `can only concatenate tuple (not "${typeName(b)}") to tuple`);
    }
  }
  if (op === '*') {
    const [seq, n] = asInt(b) !== undefined ? [a, asInt(b) as bigint] : [b, asInt(a)];
    if (typeof seq === 'string' || seq instanceof PyList || seq instanceof PyTuple) {
      if (n === undefined) throw pyError(exc.TypeError, `can't multiply sequence by non-int of type '${typeName(seq === a ? b : a)}'`);
      if (typeof seq === 'string') {
        if (n <= 0n) return '';
        checkSize(BigInt(seq.length) * n);
        return seq.repeat(Number(n));
      }
      if (seq instanceof PyList) return new PyList(repeat(seq.items, n));
      return new PyTuple(repeat(seq.items, n));
    }
  }
  if (a instanceof PySet && b instanceof PySet && '&|-^'.includes(op)) {
    const out = new PySet(a.frozen);
    const inA = (k: HashKey) => a.map.has(k);
    const inB = (k: HashKey) => b.map.has(k);
    for (const [k, v] of a.map) if ((op === '&' && inB(k)) || op === '|' || (op === '-' && !inB(k)) || (op === '^' && !inB(k))) out.map.set(k, v);
    for (const [k, v] of b.map) if ((op === '|' && !inA(k)) || (op === '^' && !inA(k))) out.map.set(k, v);
    return out;
  }
  if (a instanceof PyDict && b instanceof PyDict && op === '|') {
    const out = new PyDict();
    for (const [k, e] of a.map) out.map.set(k, [e[0], e[1]]);
    for (const [k, e] of b.map) out.map.set(k, [out.map.get(k)?.[0] ?? e[0], e[1]]);
    return out;
  }
  return undefined;
}

function isTypeLike(v: PyValue): boolean {
  return v === null || v instanceof PyClass || v instanceof PyGenericAlias || (v instanceof PyOpaque && v.type.name.startsWith('typing.'));
}

/** `X | Y` on types: a union alias, as `types.UnionType` prints it. */
function typeUnion(a: PyValue, b: PyValue): PyValue {
  const parts = (v: PyValue): PyValue[] => (v instanceof PyGenericAlias && v.origin === unionOrigin ? [...v.args] : [v === null ? builtinTypes.NoneType : v]);
  const args: PyValue[] = [];
  for (const p of [...parts(a), ...parts(b)]) if (!args.includes(p)) args.push(p);
  return new PyGenericAlias(unionOrigin, args, args.map(typeDisplay).join(' | '));
}

/** The type's name as CPython's operator errors print it (`tp_name`). */
function tpName(v: PyValue): string {
  return typeOf(v).tpName ?? typeName(v);
}

/** `a op b` for a binary operator (`+`, `//`, `@`...). */
export function binop(op: string, a: PyValue, b: PyValue): PyValue {
  if (op === '|' && isTypeLike(a) && isTypeLike(b) && (a !== null || b !== null)) return typeUnion(a, b);
  const ia = asInt(a);
  const ib = asInt(b);
  if (ia !== undefined && ib !== undefined) {
    const r = intOp(op, ia, ib);
    if (r !== undefined) return r;
  } else if (isNumber(a) && isNumber(b)) {
    const r = floatOp(op, asFloat(a) as number, asFloat(b) as number);
    if (r !== undefined) return r;
  } else if (!(a instanceof NativeObject) && !(b instanceof NativeObject) && !(a instanceof PyInstance) && !(b instanceof PyInstance)) {
    const r = sequenceOp(op, a, b);
    if (r !== undefined) return r;
    if (op === '%' && typeof a === 'string') return percentFormat(a, b);
  }
  const name = dunderBinop[op];
  if (a instanceof PyInstance) {
    const r = callMethodIfDefined(a, `__${name}__`, [b]);
    if (r !== undefined) return r;
  }
  if (b instanceof PyInstance) {
    const r = callMethodIfDefined(b, `__r${name}__`, [a]);
    if (r !== undefined) return r;
  }
  if (a instanceof NativeObject) {
    const r = a.cls.slot('binop')?.(op, a, b, false);
    if (r !== undefined) return r;
  }
  if (b instanceof NativeObject) {
    const r = b.cls.slot('binop')?.(op, b, a, true);
    if (r !== undefined) return r;
  }
  const shown = op === '**' ? '** or pow()' : op;
  throw pyError(exc.TypeError, `unsupported operand type(s) for ${shown}: '${tpName(a)}' and '${tpName(b)}'`);
}

/** In-place operators: lists extend in place, everything else rebinds. */
export function inplaceOp(op: string, a: PyValue, b: PyValue): PyValue {
  if (a instanceof PyList && op === '+') {
    a.items.push(...toItems(b));
    a.touch();
    return a;
  }
  if (a instanceof PyList && op === '*') {
    const n = asInt(b);
    if (n === undefined) throw pyError(exc.TypeError, `can't multiply sequence by non-int of type '${typeName(b)}'`);
    a.items = repeat(a.items, n);
    a.touch();
    return a;
  }
  if (a instanceof PyDict && op === '|') {
    for (const [k, e] of (b as PyDict).map) a.map.set(k, [a.map.get(k)?.[0] ?? e[0], e[1]]);
    a.touch();
    return a;
  }
  if (a instanceof NativeObject) {
    const r = a.cls.slot('binop')?.(`${op}=`, a, b, false);
    if (r !== undefined) return r;
  }
  return binop(op, a, b);
}

function toItems(v: PyValue): PyValue[] {
  const out: PyValue[] = [];
  const it = iterate(v);
  for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
  return out;
}

export function unaryop(op: string, v: PyValue): PyValue {
  if (op === 'not') return !truthy(v);
  const i = asInt(v);
  if (i !== undefined) {
    if (op === '-') return -i;
    if (op === '+') return i;
    return ~i;
  }
  if (typeof v === 'number' && op !== '~') return op === '-' ? -v : v;
  if (v instanceof NativeObject) {
    const r = v.cls.slot('binop')?.(`unary${op}`, v, null, false);
    if (r !== undefined) return r;
  }
  if (v instanceof PyInstance) {
    const r = callMethodIfDefined(v, op === '-' ? '__neg__' : op === '+' ? '__pos__' : '__invert__', []);
    if (r !== undefined) return r;
  }
  throw pyError(exc.TypeError, `bad operand type for unary ${op}: '${typeName(v)}'`);
}

/** printf-style `'%s' % x`, for the conversions people use in messages. */
function percentFormat(fmt: string, arg: PyValue): string {
  const args = arg instanceof PyTuple ? [...arg.items] : [arg];
  let used = 0;
  const out = fmt.replace(/%([-+ 0#]*)(\d*)(?:\.(\d+))?([sdrifx%])/g, (_m, flags: string, width: string, prec: string, conv: string) => {
    if (conv === '%') return '%';
    if (used >= args.length) throw pyError(exc.TypeError, 'not enough arguments for format string');
    const v = args[used++];
    let s: string;
    if (conv === 's') s = pyStr(v);
    else if (conv === 'r') s = repr(v);
    else {
      if (!isNumber(v)) throw pyError(exc.TypeError, `%${conv} format: a real number is required, not ${typeName(v)}`);
      if (conv === 'f') s = (asFloat(v) as number).toFixed(prec === undefined ? 6 : Number(prec));
      else if (conv === 'x') s = (asInt(v) ?? BigInt(Math.trunc(asFloat(v) as number))).toString(16);
      else s = (asInt(v) ?? BigInt(Math.trunc(asFloat(v) as number))).toString();
    }
    const w = Number(width || 0);
    if (s.length < w) s = flags.includes('-') ? s.padEnd(w) : s.padStart(w, flags.includes('0') ? '0' : ' ');
    return s;
  });
  if (used < args.length && !(arg instanceof PyDict)) throw pyError(exc.TypeError, 'not all arguments converted during string formatting');
  return out;
}
