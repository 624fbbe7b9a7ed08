/**
 * printf-style `'%s: %5.2f' % (name, x)`: flags, `*` widths, `%(name)s` mapping keys, every
 * conversion type, with CPython's errors. Numbers are formatted by the format-spec code (the
 * same round-half-even), strings padded to the right by default as `%` does.
 */
import { exc, pyError } from '../exceptions';
import { getItem } from '../items';
import { typeName, typeOf } from '../objects';
import { index } from '../ops';
import { intToString, repr, str } from '../repr';
import { PyTuple, type PyValue } from '../values';
import { formatValue } from './format';
import { toFloat, toInt } from './numbers-type';

/** `ascii(x)`: repr with non-ASCII characters escaped. */
export function asciiRepr(v: PyValue): string {
  return [...repr(v)]
    .map((ch) => {
      const c = ch.codePointAt(0) as number;
      if (c < 128) return ch;
      if (c <= 0xff) return `\\x${c.toString(16).padStart(2, '0')}`;
      if (c <= 0xffff) return `\\u${c.toString(16).padStart(4, '0')}`;
      return `\\U${c.toString(16).padStart(8, '0')}`;
    })
    .join('');
}

/**
 * Whether `%` takes the argument as a mapping (CPython's `PyMapping_Check`, tuples and str
 * excepted): anything subscriptable — a list too, which is why `"abc" % []` is `"abc"`.
 */
function isMapping(v: PyValue): boolean {
  return !(v instanceof PyTuple) && typeof v !== 'string' && v !== null && typeof v === 'object' && typeOf(v).slot('getitem') !== undefined;
}

export function percentFormat(fmt: string, arg: PyValue): string {
  const mapping = isMapping(arg) ? arg : null;
  const args = arg instanceof PyTuple ? [...arg.items] : [arg];
  let used = 0;
  let usedMapping = false;
  const next = (): PyValue => {
    if (used >= args.length) throw pyError(exc.TypeError, 'not enough arguments for format string');
    return args[used++];
  };
  let out = '';
  let i = 0;
  while (i < fmt.length) {
    const ch = fmt[i];
    if (ch !== '%') {
      out += ch;
      i++;
      continue;
    }
    const start = i;
    i++;
    if (i >= fmt.length) throw pyError(exc.ValueError, 'incomplete format');
    let value: PyValue | undefined;
    if (fmt[i] === '(') {
      let depth = 1;
      let j = i + 1;
      while (j < fmt.length && depth > 0) {
        if (fmt[j] === '(') depth++;
        else if (fmt[j] === ')') depth--;
        j++;
      }
      if (depth > 0) throw pyError(exc.ValueError, 'incomplete format key');
      if (mapping === null) throw pyError(exc.TypeError, 'format requires a mapping');
      value = getItem(mapping, fmt.slice(i + 1, j - 1));
      usedMapping = true;
      // As in CPython, a keyed spec uses up the argument: a later unkeyed one finds none.
      used = args.length;
      i = j;
    }
    let flags = '';
    while (i < fmt.length && '-+ #0'.includes(fmt[i])) flags += fmt[i++];
    let width = '';
    if (fmt[i] === '*') {
      const w = next();
      if (typeof w !== 'bigint' && typeof w !== 'boolean') throw pyError(exc.TypeError, '* wants int');
      let n = Number(index(w));
      if (n < 0) {
        flags += '-';
        n = -n;
      }
      width = String(n);
      i++;
    } else while (i < fmt.length && /\d/.test(fmt[i])) width += fmt[i++];
    let precision: string | undefined;
    if (fmt[i] === '.') {
      i++;
      precision = '';
      if (fmt[i] === '*') {
        const p = next();
        if (typeof p !== 'bigint' && typeof p !== 'boolean') throw pyError(exc.TypeError, '* wants int');
        precision = String(Math.max(0, Number(index(p))));
        i++;
      } else while (i < fmt.length && /\d/.test(fmt[i])) precision += fmt[i++];
      if (precision === '') precision = '0';
    }
    while (i < fmt.length && 'hlL'.includes(fmt[i])) i++;
    if (i >= fmt.length) throw pyError(exc.ValueError, 'incomplete format');
    const type = fmt[i++];
    if (type === '%' && start === i - 2) {
      out += '%';
      continue;
    }
    // CPython 3.11 takes the argument before it looks at the type, so `'%5%' % ()` lacks arguments.
    const v = value === undefined ? next() : value;
    out += convert(type, v, flags, width, precision, i - 1);
  }
  if (used < args.length && !usedMapping && mapping === null) throw pyError(exc.TypeError, 'not all arguments converted during string formatting');
  return out;
}

function convert(type: string, v: PyValue, flags: string, width: string, precision: string | undefined, at: number): string {
  const left = flags.includes('-');
  const sign = flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
  const alt = flags.includes('#') ? '#' : '';
  const zero = flags.includes('0') && !left ? '0' : '';
  const text = (s: string) => {
    const body = precision === undefined ? s : [...s].slice(0, Number(precision)).join('');
    return formatValue(body, `${left ? '<' : '>'}${width}`);
  };
  switch (type) {
    case 's':
      return text(str(v));
    case 'r':
      return text(repr(v));
    case 'a':
      return text(asciiRepr(v));
    case 'c': {
      let c: string;
      if (typeof v === 'string' && [...v].length === 1) c = v;
      else if (typeof v === 'bigint' || typeof v === 'boolean') {
        const n = index(v);
        if (n < 0n || n > 0x10ffffn) throw pyError(exc.OverflowError, '%c arg not in range(0x110000)');
        c = String.fromCodePoint(Number(n));
      } else throw pyError(exc.TypeError, '%c requires int or char');
      return formatValue(c, `${left ? '<' : '>'}${width}`);
    }
    case 'd':
    case 'i':
    case 'u': {
      if (!(typeof v === 'bigint' || typeof v === 'boolean' || typeof v === 'number' || typeOf(v).lookup('__int__') || typeOf(v).slot('index')))
        throw pyError(exc.TypeError, `%${type} format: a real number is required, not ${typeName(v)}`);
      return integer(toInt(v), 'd', sign, alt, zero, left, width, precision);
    }
    case 'x':
    case 'X':
    case 'o': {
      if (!(typeof v === 'bigint' || typeof v === 'boolean' || typeOf(v).slot('index')))
        throw pyError(exc.TypeError, `%${type} format: an integer is required, not ${typeName(v)}`);
      return integer(index(v), type, sign, alt, zero, left, width, precision);
    }
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G': {
      if (!(typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean' || typeOf(v).lookup('__float__') || typeOf(v).slot('index')))
        throw pyError(exc.TypeError, `must be real number, not ${typeName(v)}`);
      const x = toFloat(v);
      return formatValue(x, `${left ? '<' : ''}${sign}${alt}${zero}${width}.${precision ?? '6'}${type}`);
    }
  }
  const code = type.codePointAt(0) as number;
  throw pyError(exc.ValueError, `unsupported format character '${type}' (0x${code.toString(16)}) at index ${at}`);
}

/** `%d`, `%x`, `%o` with a precision (the minimum number of digits), flags and width. */
function integer(n: bigint, type: string, sign: string, alt: string, zero: string, left: boolean, width: string, precision: string | undefined): string {
  const neg = n < 0n;
  let digits = type === 'd' ? intToString(neg ? -n : n) : (neg ? -n : n).toString(type === 'o' ? 8 : 16);
  if (type === 'X') digits = digits.toUpperCase();
  if (precision !== undefined) digits = digits.padStart(Number(precision), '0');
  const prefix = (neg ? '-' : sign) + (alt && type !== 'd' ? `0${type}` : '');
  const w = Number(width || 0);
  const len = prefix.length + digits.length;
  if (len >= w) return prefix + digits;
  if (left) return prefix + digits + ' '.repeat(w - len);
  if (zero) return prefix + '0'.repeat(w - len) + digits;
  return ' '.repeat(w - len) + prefix + digits;
}
