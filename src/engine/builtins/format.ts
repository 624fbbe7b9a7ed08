/**
 * `format(value, spec)`: the format-spec mini-language of str, int and float —
 * `[[fill]align][sign][z][#][0][width][grouping][.precision][type]` — with round-half-even on
 * the exact binary value (as CPython's dtoa rounds) and CPython's error messages. Other
 * objects go through their class's `format` slot (`__format__`).
 */
import { exc, pyError } from '../exceptions';
import { fixedDigits, significantDigits } from '../numbers';
import { typeName, typeOf } from '../objects';
import { floatRepr, intToString, str } from '../repr';
import type { PyValue } from '../values';

interface Spec {
  fill: string;
  align: string;
  /** Whether the spec writes its alignment (the '0' flag alone implies '=' for numbers only). */
  alignGiven: boolean;
  sign: string;
  z: boolean;
  alt: boolean;
  zero: boolean;
  width: number;
  grouping: string;
  precision: number | undefined;
  type: string;
}

const specPattern = /^(?:([\s\S])?([<>=^]))?([+\- ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([\s\S])?$/u;

function parse(spec: string, v: PyValue): Spec {
  const m = specPattern.exec(spec);
  if (!m) {
    const tail = /(?:\.\d+)?([\s\S])$/.exec(spec);
    if (/^[^.]*\.$/.test(spec) || (/\.\D/.test(spec) && !tail)) throw pyError(exc.ValueError, 'Format specifier missing precision');
    throw pyError(exc.ValueError, `Invalid format specifier '${spec}' for object of type '${typeName(v)}'`);
  }
  const [, fill, align, sign, z, alt, zero, width, grouping, precision, type] = m;
  // CPython checks the separator against the type while parsing, before any type's own rules.
  if (grouping && type && !'deEfFgG%'.includes(type) && !(grouping === '_' && 'boxX'.includes(type))) {
    throw pyError(exc.ValueError, `Cannot specify '${grouping}' with '${type}'.`);
  }
  return {
    // The '0' flag sets the fill whenever no fill is written, an explicit alignment or not (`<06`).
    fill: fill ?? (zero ? '0' : ' '),
    align: align ?? (zero && !align ? '=' : ''),
    alignGiven: align !== undefined,
    sign: sign ?? '',
    z: !!z,
    alt: !!alt,
    zero: !!zero,
    width: width ? Number(width) : 0,
    grouping: grouping ?? '',
    precision: precision === undefined ? undefined : Number(precision),
    type: type ?? '',
  };
}

/** Inserts `sep` every `every` digits from the right of the integer part. */
function group(digits: string, sep: string, every: number): string {
  if (!sep) return digits;
  let out = '';
  for (let i = digits.length; i > 0; i -= every) out = digits.slice(Math.max(0, i - every), i) + (out ? sep + out : '');
  return out;
}

/** Pads `prefix + body` (sign and `0x` first) to the spec's width. */
function pad(prefix: string, body: string, s: Spec, defaultAlign: string, groupEvery = 3, intDigits?: string, rest = ''): string {
  const align = s.align || defaultAlign;
  // Zero padding with grouping puts separators in the padding too (`format(1234, '08,')` is `0,001,234`).
  if (align === '=' && s.fill === '0' && s.grouping && intDigits !== undefined) {
    let digits = intDigits;
    let grouped = group(digits, s.grouping, groupEvery);
    while (prefix.length + grouped.length + rest.length < s.width) {
      digits = `0${digits}`;
      grouped = group(digits, s.grouping, groupEvery);
    }
    return prefix + grouped + rest;
  }
  const len = [...prefix].length + [...body].length;
  if (len >= s.width) return prefix + body;
  const n = s.width - len;
  switch (align) {
    case '<':
      return prefix + body + s.fill.repeat(n);
    case '^':
      return s.fill.repeat(Math.floor(n / 2)) + prefix + body + s.fill.repeat(Math.ceil(n / 2));
    case '=':
      return prefix + s.fill.repeat(n) + body;
    default:
      return s.fill.repeat(n) + prefix + body;
  }
}

function signOf(neg: boolean, s: Spec): string {
  return neg ? '-' : s.sign === '+' ? '+' : s.sign === ' ' ? ' ' : '';
}

function formatStr(v: string, s: Spec): string {
  if (s.type && s.type !== 's') throw pyError(exc.ValueError, `Unknown format code '${s.type}' for object of type 'str'`);
  if (s.sign) throw pyError(exc.ValueError, 'Sign not allowed in string format specifier');
  if (s.alt) throw pyError(exc.ValueError, 'Alternate form (#) not allowed in string format specifier');
  if (s.z) throw pyError(exc.ValueError, 'Negative zero coercion (z) not allowed in format specifier');
  if (s.grouping) throw pyError(exc.ValueError, `Cannot specify '${s.grouping}' with 's'.`);
  if (s.align === '=' && s.alignGiven) throw pyError(exc.ValueError, "'=' alignment not allowed in string format specifier");
  const body = s.precision === undefined ? v : [...v].slice(0, s.precision).join('');
  return pad('', body, s.alignGiven ? s : { ...s, align: '' }, '<');
}

function formatInt(i: bigint, s: Spec, v: PyValue): string {
  const type = s.type;
  if ('eEfFgG%'.includes(type) && type) {
    const x = Number(i);
    if (!Number.isFinite(x)) throw pyError(exc.OverflowError, 'int too large to convert to float');
    return formatFloat(x, s);
  }
  if (type && !'bcdoxXn'.includes(type)) throw pyError(exc.ValueError, `Unknown format code '${type}' for object of type '${typeName(v)}'`);
  if (s.precision !== undefined) throw pyError(exc.ValueError, 'Precision not allowed in integer format specifier');
  if (s.z) throw pyError(exc.ValueError, 'Negative zero coercion (z) not allowed in integer format specifier');
  if (type === 'c') {
    if (s.sign) throw pyError(exc.ValueError, "Sign not allowed with integer format specifier 'c'");
    if (s.alt) throw pyError(exc.ValueError, "Alternate form (#) not allowed with integer format specifier 'c'");
    if (i < -(2n ** 63n) || i >= 2n ** 63n) throw pyError(exc.OverflowError, 'Python int too large to convert to C long');
    if (i < 0n || i > 0x10ffffn) throw pyError(exc.OverflowError, '%c arg not in range(0x110000)');
    return pad('', String.fromCodePoint(Number(i)), s, '<');
  }
  if (s.grouping === ',' && type && type !== 'd') throw pyError(exc.ValueError, `Cannot specify ',' with '${type}'.`);
  if (s.grouping === '_' && type === 'n') throw pyError(exc.ValueError, "Cannot specify '_' with 'n'.");
  const neg = i < 0n;
  const abs = neg ? -i : i;
  const base = type === 'b' ? 2 : type === 'o' ? 8 : type === 'x' || type === 'X' ? 16 : 10;
  let digits = base === 10 ? intToString(abs) : abs.toString(base);
  if (type === 'X') digits = digits.toUpperCase();
  const prefix = signOf(neg, s) + (s.alt && base !== 10 ? `0${type === 'X' ? 'X' : type}` : '');
  const every = base === 10 ? 3 : 4;
  return pad(prefix, group(digits, s.grouping, every), s, '>', every, digits);
}

/** Python's `g` formatting: fixed or scientific by the exponent, trailing zeros dropped unless `#`. */
function general(x: number, precision: number, alt: boolean, addDot: boolean): string {
  const p = precision === 0 ? 1 : precision;
  // With no type (`addDot`), CPython switches to exponent notation one digit earlier, so that
  // fixed notation always has room for its '.0': format(1.5, '.1') is '2e+00', format(0.0, '.1') '0e+00'.
  const expAt = addDot ? p - 1 : p;
  if (x === 0 && addDot && expAt < 1) return alt ? '0.e+00' : '0e+00';
  if (x === 0) return alt ? `0.${'0'.repeat(p - 1)}` : addDot ? '0.0' : '0';
  const { digits, exp } = significantDigits(x, p);
  let out: string;
  if (exp < -4 || exp >= expAt) {
    let mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    if (!alt && mant.includes('.')) mant = mant.replace(/\.?0+$/, '');
    if (alt && !mant.includes('.')) mant += '.';
    out = `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  } else {
    out = exp >= 0 ? `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}` : `0.${'0'.repeat(-exp - 1)}${digits}`;
    if (!alt) out = out.replace(/\.?0+$/, '');
    if (out.endsWith('.') && !alt) out = out.slice(0, -1);
    if (addDot && !out.includes('.')) out += '.0';
  }
  return out;
}

function exponential(x: number, precision: number, alt: boolean): string {
  const { digits, exp } = significantDigits(x, precision + 1);
  const mant = digits.length > 1 || alt ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
}

function formatFloat(x: number, s: Spec): string {
  const type = s.type;
  if (type && !'eEfFgGn%'.includes(type)) throw pyError(exc.ValueError, `Unknown format code '${type}' for object of type 'float'`);
  if (s.grouping === ',' && type === 'n') throw pyError(exc.ValueError, "Cannot specify ',' with 'n'.");
  let neg = x < 0 || Object.is(x, -0);
  const ax = Math.abs(x);
  let body: string;
  const prec = s.precision;
  if (!Number.isFinite(ax)) body = (Number.isNaN(ax) ? 'nan' : 'inf') + (type === '%' ? '%' : '');
  else if (type === 'f' || type === 'F') body = fixedDigits(ax, prec ?? 6);
  else if (type === 'e' || type === 'E') body = exponential(ax, prec ?? 6, s.alt);
  else if (type === '%') body = `${fixedDigits(ax * 100, prec ?? 6)}%`;
  else if (type === 'g' || type === 'G' || type === 'n') body = general(ax, prec ?? 6, s.alt, false);
  else if (prec !== undefined) body = general(ax, prec, s.alt, true);
  else body = s.alt ? floatRepr(ax).replace(/^(\d)e/, '$1.e') : floatRepr(ax);
  if (Number.isNaN(x)) neg = false;
  if (s.alt && (type === 'f' || type === 'F' || type === '%') && !body.includes('.')) body = body.replace(/(\d)(%?)$/, '$1.$2');
  if (type === 'E' || type === 'G' || type === 'F') body = body.toUpperCase();
  if (s.z && neg && !/[1-9]/.test(body.replace(/e.*$/i, ''))) neg = false;
  const dot = body.search(/[.eE%]/);
  const intDigits = dot < 0 ? body : body.slice(0, dot);
  const rest = dot < 0 ? '' : body.slice(dot);
  const grouped = /^\d+$/.test(intDigits) ? group(intDigits, s.grouping, 3) + rest : body;
  return pad(signOf(neg, s), grouped, s, '>', 3, /^\d+$/.test(intDigits) ? intDigits : undefined, rest);
}

/** `format(v, spec)` for str, int (and bool) and float; other types through their `__format__`. */
export function formatValue(v: PyValue, spec: string): string {
  const t = typeOf(v);
  if (!(typeof v === 'string' || typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean')) {
    const slot = t.slot('format');
    if (slot) return slot(v, spec);
    return str(v);
  }
  if (spec === '') return str(v);
  const s = parse(spec, v);
  if (typeof v === 'string') return formatStr(v, s);
  if (typeof v === 'number') return formatFloat(v, s);
  return formatInt(typeof v === 'boolean' ? (v ? 1n : 0n) : v, s, v);
}
