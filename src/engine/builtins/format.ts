/** `format(value, spec)`: the format-spec mini-language for str, int and float. */
import { exc, pyError } from '../exceptions';
import { call, callMethodIfDefined, typeName, typeOf } from '../objects';
import { asInt } from '../ops';
import { floatRepr, str } from '../repr';
import { PyInstance, PyObj, type PyValue } from '../values';

const specPattern = /^(?:(.)?([<>=^]))?([+\- ])?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([bcdeEfFgGnosxX%])?$/;

function pad(body: string, sign: string, fill: string, align: string, width: number): string {
  const full = sign + body;
  if (full.length >= width) return full;
  const n = width - full.length;
  switch (align) {
    case '<':
      return full + fill.repeat(n);
    case '^':
      return fill.repeat(Math.floor(n / 2)) + full + fill.repeat(Math.ceil(n / 2));
    case '=':
      return sign + fill.repeat(n) + body;
    default:
      return fill.repeat(n) + full;
  }
}

function group(digits: string, sep: string): string {
  if (!sep) return digits;
  const [int, frac] = digits.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** Python's `%g`-style general format with `precision` significant digits. */
function general(x: number, precision: number, alt: boolean): string {
  const p = precision === 0 ? 1 : precision;
  if (x === 0) return alt ? `0.${'0'.repeat(p - 1)}` : '0';
  const exp = Math.floor(Math.log10(Math.abs(Number(x.toPrecision(p)))));
  let out: string;
  if (exp < -4 || exp >= p) {
    const [m, e] = x.toExponential(p - 1).split('e');
    const mant = alt ? m : m.includes('.') ? m.replace(/\.?0+$/, '') : m;
    out = `${mant}e${e[0] === '-' ? '-' : '+'}${e.replace(/^[+-]/, '').padStart(2, '0')}`;
  } else {
    out = x.toFixed(Math.max(0, p - 1 - exp));
    if (!alt && out.includes('.')) out = out.replace(/\.?0+$/, '');
  }
  return out;
}

export function formatValue(v: PyValue, spec: string): string {
  if (v instanceof PyInstance) {
    const custom = callMethodIfDefined(v, '__format__', [spec]);
    if (typeof custom === 'string') return custom;
  } else if (v instanceof PyObj) {
    // A runtime type's own __format__ (a 0-d tensor formats its number).
    const own = typeOf(v).lookup('__format__');
    if (own !== undefined && own !== null) return str(call(own, [v, spec], null));
  }
  if (spec === '') return str(v);
  const m = specPattern.exec(spec);
  if (!m) throw pyError(exc.ValueError, 'Invalid format specifier');
  const [, fillChar, alignChar, signChar, alt, zero, widthText, sep, precText, typeChar] = m;
  const width = widthText ? Number(widthText) : 0;
  const precision = precText === undefined ? undefined : Number(precText);
  const fill = fillChar ?? (zero && !alignChar ? '0' : ' ');
  if (typeof v === 'string') {
    if (typeChar && typeChar !== 's') throw pyError(exc.ValueError, `Unknown format code '${typeChar}' for object of type 'str'`);
    const body = precision === undefined ? v : v.slice(0, precision);
    return pad(body, '', fill, alignChar ?? '<', width);
  }
  const i = asInt(v);
  const isFloat = typeof v === 'number';
  if (i === undefined && !isFloat) {
    if (spec) throw pyError(exc.TypeError, `unsupported format string passed to ${typeName(v)}.__format__`);
    return str(v);
  }
  const align = alignChar ?? (zero ? '=' : '>');
  let type = typeChar ?? '';
  if (i !== undefined && !isFloat) {
    if ('eEfFgG%'.includes(type) && type) return formatValue(Number(i), spec);
    if (type === 'c') return pad(String.fromCodePoint(Number(i)), '', fill, alignChar ?? '<', width);
    if (type && !'bdoxXn'.includes(type)) throw pyError(exc.ValueError, `Unknown format code '${type}' for object of type '${typeName(v)}'`);
    if (precision !== undefined) throw pyError(exc.ValueError, 'Precision not allowed in integer format specifier');
    const neg = i < 0n;
    const abs = neg ? -i : i;
    const base = type === 'b' ? 2 : type === 'o' ? 8 : type === 'x' || type === 'X' ? 16 : 10;
    let body = abs.toString(base);
    if (type === 'X') body = body.toUpperCase();
    if (alt && base !== 10) body = `0${type === 'X' ? 'X' : type || 'd'}${body}`.replace('0d', '');
    body = group(body, sep ?? '');
    const sign = neg ? '-' : signChar === '+' ? '+' : signChar === ' ' ? ' ' : '';
    return pad(body, sign, fill, align, width);
  }
  const x = isFloat ? (v as number) : Number(i);
  const neg = x < 0 || Object.is(x, -0);
  const ax = Math.abs(x);
  let body: string;
  if (!Number.isFinite(ax)) body = Number.isNaN(ax) ? 'nan' : 'inf';
  else if (type === 'f' || type === 'F') body = ax.toFixed(precision ?? 6);
  else if (type === 'e' || type === 'E') {
    const [mant, e] = ax.toExponential(precision ?? 6).split('e');
    body = `${mant}e${e[0] === '-' ? '-' : '+'}${e.replace(/^[+-]/, '').padStart(2, '0')}`;
  } else if (type === '%') body = `${(ax * 100).toFixed(precision ?? 6)}%`;
  else if (type === 'g' || type === 'G') body = general(ax, precision ?? 6, !!alt);
  else if (type === '') body = precision === undefined ? floatRepr(ax) : general(ax, precision, !!alt);
  else throw pyError(exc.ValueError, `Unknown format code '${type}' for object of type 'float'`);
  if (type === 'E' || type === 'G' || type === 'F') body = body.toUpperCase();
  type = '';
  body = group(body, sep ?? '');
  const sign = neg && !Number.isNaN(x) ? '-' : signChar === '+' ? '+' : signChar === ' ' ? ' ' : '';
  return pad(body, sign, fill, align, width);
}
