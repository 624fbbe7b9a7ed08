/** `repr()` and `str()` exactly as CPython 3.11 prints them. */
import { exc, exceptionArgs, isException, pyError } from './exceptions';
import { callMethodIfDefined, typeName } from './objects';
import {
  builtinTypes,
  Ellipsis,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyInstance,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PyRange,
  PySet,
  PySlice,
  PyTuple,
  type PyValue,
} from './values';

/** CPython 3.11 refuses to print ints of more than 4300 digits (sys.int_info.default_max_str_digits). */
export function intToString(v: bigint): string {
  const text = v.toString();
  const digits = text.length - (v < 0n ? 1 : 0);
  if (digits > 4300)
    throw pyError(exc.ValueError, 'Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit');
  return text;
}

/** CPython's float repr: shortest round-trip digits, scientific outside 1e-4 <= |x| < 1e16. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Number.POSITIVE_INFINITY) return 'inf';
  if (x === Number.NEGATIVE_INFINITY) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mant, expText] = x.toExponential().split('e');
  const exp = Number(expText);
  const neg = mant.startsWith('-');
  const digits = mant.replace('-', '').replace('.', '');
  let out: string;
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    out = `${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  } else if (exp < 0) {
    out = `0.${'0'.repeat(-exp - 1)}${digits}`;
  } else if (digits.length <= exp + 1) {
    out = `${digits}${'0'.repeat(exp + 1 - digits.length)}.0`;
  } else {
    out = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  }
  return neg ? `-${out}` : out;
}

/** CPython's str repr: single quotes unless the text has ' and no ". */
export function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else if (c >= 0x80 && c < 0xa0) out += `\\x${c.toString(16)}`;
    else if (c === 0xad) out += '\\xad';
    else if ((c >= 0xd800 && c <= 0xdfff) || c === 0x2028 || c === 0x2029) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out + quote;
}

/** Guards against infinite recursion through self-containing containers, as reprlib does. */
const inProgress = new Set<PyObj>();

function container(o: PyObj, open: string, close: string, body: () => string): string {
  if (inProgress.has(o)) return `${open}...${close}`;
  inProgress.add(o);
  try {
    return `${open}${body()}${close}`;
  } finally {
    inProgress.delete(o);
  }
}

export function repr(v: PyValue): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  switch (typeof v) {
    case 'bigint':
      return intToString(v);
    case 'number':
      return floatRepr(v);
    case 'string':
      return strRepr(v);
  }
  return objectRepr(v);
}

function objectRepr(v: PyObj): string {
  // A runtime-defined tuple subclass (torch.Size, torch.return_types.max) prints its own way.
  if (v instanceof PyTuple && v.cls !== builtinTypes.tuple) {
    const own = v.cls.slot('repr');
    if (own) return own(v);
  }
  if (v instanceof PyList) return container(v, '[', ']', () => v.items.map(repr).join(', '));
  if (v instanceof PyTuple) {
    if (v.items.length === 1) return container(v, '(', ',)', () => repr(v.items[0]));
    return container(v, '(', ')', () => v.items.map(repr).join(', '));
  }
  if (v instanceof PyDict) {
    return container(v, '{', '}', () => [...v.map.values()].map(([k, x]) => `${repr(k)}: ${repr(x)}`).join(', '));
  }
  if (v instanceof PySet) {
    const name = v.frozen ? 'frozenset' : 'set';
    if (v.map.size === 0) return `${name}()`;
    const body = container(v, '{', '}', () => [...v.map.values()].map(repr).join(', '));
    return v.frozen ? `frozenset(${body})` : body;
  }
  if (v instanceof PyInstance) {
    const custom = callMethodIfDefined(v, '__repr__', []);
    if (typeof custom === 'string') return custom;
    if (isException(v)) {
      const args = exceptionArgs(v);
      const inner = args.length === 1 ? repr(args[0]) : args.map(repr).join(', ');
      return `${v.type.name}(${inner})`;
    }
  }
  const slot = v.cls.slot('repr');
  if (slot) return slot(v);
  if (v instanceof PyClass) return v.module === 'builtins' ? `<class '${v.qualname}'>` : `<class '${v.module}.${v.qualname}'>`;
  if (v instanceof PyFunction) return `<function ${v.qualname} at 0x${hexId(v)}>`;
  if (v instanceof PyBuiltin) return `<built-in function ${v.name}>`;
  if (v instanceof PyBoundMethod) {
    if (v.func instanceof PyBuiltin) return `<built-in method ${v.func.name} of ${typeName(v.self)} object at 0x${hexId(v.self)}>`;
    return `<bound method ${v.func.qualname} of ${repr(v.self)}>`;
  }
  if (v instanceof PyModule) return `<module '${v.name}'>`;
  if (v instanceof PySlice) return `slice(${repr(v.start)}, ${repr(v.stop)}, ${repr(v.step)})`;
  if (v instanceof PyRange) return v.step === 1n ? `range(${v.start}, ${v.stop})` : `range(${v.start}, ${v.stop}, ${v.step})`;
  if (v instanceof PyGenericAlias) return v.display;
  if (v === Ellipsis) return 'Ellipsis';
  if (v instanceof PyOpaque) return v.reprText;
  return `<${typeName(v)} object at 0x${hexId(v)}>`;
}

/** A stable stand-in for a memory address, derived from the object id. */
function hexId(v: PyValue): string {
  const id = v instanceof PyObj ? v.id : 0;
  return (0x7f0000000000 + Math.abs(id) * 0x40).toString(16);
}

export function str(v: PyValue): string {
  if (typeof v === 'string') return v;
  if (v instanceof PyObj && !(v instanceof PyInstance)) {
    const slot = v.cls.slot('str');
    if (slot) return slot(v);
  }
  if (v instanceof PyInstance) {
    const custom = callMethodIfDefined(v, '__str__', []);
    if (typeof custom === 'string') return custom;
    const slot = v.type.slot('str');
    if (slot) return slot(v);
    if (isException(v)) {
      const args = exceptionArgs(v);
      if (args.length === 0) return '';
      if (args.length === 1) return v.type.isSubclassOf(exc.KeyError) ? repr(args[0]) : str(args[0]);
      return repr(new PyTuple(args));
    }
  } else if (v instanceof PyObj) {
    const slot = v.cls.slot('str');
    if (slot) return slot(v);
  }
  return repr(v);
}
