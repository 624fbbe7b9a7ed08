/**
 * JSON text as pydantic-core writes it (`model_dump_json`, `ValidationError.json`): compact by
 * default, `indent` spaces per level otherwise, UTF-8 kept, floats in ryu's shortest form with a
 * signed exponent. The input is already JSON-shaped: dicts with string keys, lists, scalars.
 */
import { exc, jsonString, PyDict, PyList, PyTuple, type PyValue, pyError, str, typeName } from '../../../engine/api';

export interface JsonWriteOptions {
  readonly indent: number | null;
  /** How non-finite floats are written: `null` (the default config), or `constants` (Infinity, NaN). */
  readonly infNan?: 'null' | 'constants' | 'strings';
  readonly ensureAscii?: boolean;
}

/** A float as pydantic-core prints it in JSON: `1.0`, `0.00001`, `1.5e-7`, `1e+20`. */
export function jsonFloat(x: number, infNan: JsonWriteOptions['infNan'] = 'null'): string {
  if (!Number.isFinite(x)) {
    if (infNan === 'constants') return Number.isNaN(x) ? 'NaN' : x > 0 ? 'Infinity' : '-Infinity';
    if (infNan === 'strings') return Number.isNaN(x) ? '"NaN"' : x > 0 ? '"Infinity"' : '"-Infinity"';
    return 'null';
  }
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mant, expText] = x.toExponential().split('e');
  const exp = Number(expText);
  const neg = mant.startsWith('-');
  const digits = mant.replace('-', '').replace('.', '');
  let out: string;
  if (exp < -5 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    out = `${m}e${exp < 0 ? '-' : '+'}${Math.abs(exp)}`;
  } else if (exp < 0) out = `0.${'0'.repeat(-exp - 1)}${digits}`;
  else if (digits.length <= exp + 1) out = `${digits}${'0'.repeat(exp + 1 - digits.length)}.0`;
  else out = `${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
  return neg ? `-${out}` : out;
}

/** Writes a JSON-shaped Python value as text. */
export function jsonText(v: PyValue, opts: JsonWriteOptions = { indent: null }): string {
  const nl = opts.indent === null ? '' : '\n';
  const pad = (depth: number) => (opts.indent === null ? '' : ' '.repeat(opts.indent * depth));
  const sep = opts.indent === null ? ':' : ': ';
  const write = (x: PyValue, depth: number): string => {
    if (x === null) return 'null';
    if (x === true) return 'true';
    if (x === false) return 'false';
    if (typeof x === 'bigint') return x.toString();
    if (typeof x === 'number') return jsonFloat(x, opts.infNan);
    if (typeof x === 'string') return jsonString(x, opts.ensureAscii === true);
    if (x instanceof PyList || x instanceof PyTuple) {
      if (x.items.length === 0) return '[]';
      return `[${nl}${x.items.map((i) => pad(depth + 1) + write(i, depth + 1)).join(`,${nl}`)}${nl}${pad(depth)}]`;
    }
    if (x instanceof PyDict) {
      if (x.map.size === 0) return '{}';
      const items = [...x.map.values()].map(
        ([k, i]) => `${pad(depth + 1)}${jsonString(typeof k === 'string' ? k : str(k), opts.ensureAscii === true)}${sep}${write(i, depth + 1)}`,
      );
      return `{${nl}${items.join(`,${nl}`)}${nl}${pad(depth)}}`;
    }
    throw pyError(exc.TypeError, `Unable to serialize unknown type: <class '${typeName(x)}'>`);
  };
  return write(v, 0);
}
