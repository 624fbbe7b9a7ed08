/**
 * `repr()` and `str()` exactly as CPython 3.11 prints them, through each class's `repr`/`str`
 * slots; and `displayRepr`, the text the trace shows for a value, which never runs Python
 * code and never raises (a huge int is abbreviated there, not an error).
 */
import { exc, isException, pyError } from './exceptions';
import { typeOf } from './objects';
import { PyObj, type PyValue } from './values';

/** CPython 3.11 refuses to print ints of more than 4300 digits (sys.int_info.default_max_str_digits). */
export const MAX_STR_DIGITS = 4300;

/** 2**14000: ints below it have fewer digits than the limit (2**14280 has 4299), so only near the limit is the exact count needed. */
const surelyPrintable = 1n << 14000n;

/** Whether an int has more decimal digits than CPython will print (cheap: from its bit length). */
function tooManyDigits(v: bigint): boolean {
  const a = v < 0n ? -v : v;
  if (a < surelyPrintable) return false;
  const bits = a.toString(16).length * 4;
  if (bits > 14400) return true;
  return a.toString().length > MAX_STR_DIGITS;
}

export function intToString(v: bigint): string {
  if (tooManyDigits(v)) {
    if (displaying > 0) return abbreviatedInt(v);
    throw pyError(
      exc.ValueError,
      `Exceeds the limit (${MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit`,
    );
  }
  return v.toString();
}

/** An int too long to print, as the trace shows it: its size in digits, approximately when huge. */
function abbreviatedInt(v: bigint): string {
  const a = v < 0n ? -v : v;
  const hex = a.toString(16);
  const bits = (hex.length - 1) * 4 + Number.parseInt(hex[0], 16).toString(2).length;
  const digits = Math.floor((bits - 1) * Math.LOG10E * Math.LN2) + 1;
  return `<int of ${v < 0n ? '-' : ''}about ${digits.toLocaleString('en-US')} digits>`;
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

/** Whether a code point is printable as CPython's `str.isprintable` decides (approximately, by Unicode category). */
function printable(ch: string): boolean {
  return !/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|[^\P{Zs} ]/u.test(ch);
}

/** CPython's str repr: single quotes unless the text has ' and no "; non-printables escaped. */
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
    else if (c < 0x7f) out += ch;
    else if (printable(ch)) out += ch;
    else if (c <= 0xff) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else if (c <= 0xffff) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += `\\U${c.toString(16).padStart(8, '0')}`;
  }
  return out + quote;
}

/** Guards against infinite recursion through self-containing containers, as `Py_ReprEnter` does. */
const inProgress = new Set<PyObj>();

/** `open + body + close`, or `open...close` when `o` is already being printed further out. */
export function reprContainer(o: PyObj, open: string, close: string, body: () => string): string {
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
  const slot = v.cls.slot('repr');
  if (displaying > 0 && (!slot || v.cls.heap || isException(v))) return displayFallback(v);
  return slot ? slot(v) : defaultRepr(v);
}

/** `object.__repr__`: `<module.Name object at 0x...>`. */
export function defaultRepr(v: PyValue): string {
  const t = typeOf(v);
  const name = t.module === 'builtins' ? t.qualname : `${t.module}.${t.qualname}`;
  return `<${name} object at 0x${hexId(v)}>`;
}

/** A stable stand-in for a memory address, derived from the object id. */
export function hexId(v: PyValue): string {
  const id = v instanceof PyObj ? v.id : 0;
  return (0x7f0000000000 + Math.abs(id) * 0x40).toString(16);
}

export function str(v: PyValue): string {
  if (typeof v === 'string') return v;
  if (!(v instanceof PyObj)) return repr(v);
  if (displaying > 0 && isException(v)) {
    // The message from the arguments, as BaseException.__str__ gives it, without a subclass's __str__.
    const args = (v.native as { args?: readonly PyValue[] } | undefined)?.args ?? [];
    return args.length === 0 ? '' : args.length === 1 ? (v.type.isSubclassOf(exc.KeyError) ? repr(args[0]) : str(args[0])) : `(${args.map(repr).join(', ')})`;
  }
  const slot = v.cls.slot('str');
  if (displaying > 0 && v.cls.heap) return displayFallback(v);
  return slot ? slot(v) : repr(v);
}

/** Nonzero while the trace renders a value: no Python code runs, huge ints are abbreviated. */
let displaying = 0;

/** What the trace shows for an object whose repr would run Python code. */
function displayFallback(v: PyObj): string {
  if (isException(v)) {
    const args = (v.native as { args?: readonly PyValue[] } | undefined)?.args ?? [];
    return `${v.cls.name}(${args.length === 1 ? repr(args[0]) : args.map(repr).join(', ')})`;
  }
  return defaultRepr(v);
}

/** `str()` as the trace shows it: like `displayRepr`, never running Python code. */
export function displayStr(v: PyValue): string {
  displaying++;
  try {
    return str(v);
  } catch {
    return v instanceof PyObj ? defaultRepr(v) : String(v);
  } finally {
    displaying--;
  }
}

/**
 * The repr the trace shows for a value: Python's `repr`, except that it never runs Python code
 * (an instance with its own `__repr__` shows as `<Type object at 0x...>`), never raises, and
 * abbreviates ints too long for CPython to print (CPython can hold `2 ** (10**7)`; only
 * printing it fails, and showing a variable is not printing it).
 */
export function displayRepr(v: PyValue): string {
  displaying++;
  try {
    return repr(v);
  } catch {
    return v instanceof PyObj ? defaultRepr(v) : String(v);
  } finally {
    displaying--;
  }
}
