/**
 * The contract's canonical outcome (`docs/trace-contract.md`): the final globals
 * encoded in one walk with one numbering, and JSON text byte-identical to the reference
 * runner's `json.dumps(..., sort_keys=True)`.
 */
import { floatRepr } from '../repr';
import { NativeObject, PyDict, PyInstance, PyList, PyObj, PyTuple, type PyValue } from '../values';

/** A JSON value whose ints stay exact (bigint) and whose floats keep Python's repr. */
export type Canon = null | boolean | string | bigint | { readonly pyfloat: number } | readonly Canon[] | { readonly [k: string]: Canon };

function canonFloat(x: number): Canon {
  if (Number.isNaN(x)) return { float: 'nan' };
  if (!Number.isFinite(x)) return { float: x > 0 ? 'inf' : '-inf' };
  return { float: { pyfloat: x } };
}

/** Whether the contract lists a global of this value among the roots. */
export function isRootValue(v: PyValue): boolean {
  if (!(v instanceof PyObj)) return true;
  if (v instanceof PyList || v instanceof PyDict || v instanceof PyTuple) return true;
  return valueKindOf(v) !== undefined;
}

/** The runtime-registered kind of an object, if its type has one. */
function valueKindOf(v: PyObj) {
  return v instanceof PyInstance || v instanceof NativeObject ? v.cls.slot('valueKind') : undefined;
}

/** Encodes the roots (already filtered and sorted by name) sharing one id numbering. */
export function encodeRoots(roots: [string, PyValue][]): Record<string, Canon> {
  const ids = new Map<PyObj, number>();
  const enc = (v: PyValue): Canon => {
    if (v === null || typeof v === 'boolean' || typeof v === 'string' || typeof v === 'bigint') return v;
    if (typeof v === 'number') return canonFloat(v);
    if (v instanceof PyTuple) return { tuple: v.items.map(enc) };
    const scalar = valueKindOf(v)?.scalar;
    if (scalar) return enc(scalar(v));
    const seen = ids.get(v);
    if (seen !== undefined) return { ref: BigInt(seen) };
    const kind = valueKindOf(v);
    if (!(v instanceof PyList || v instanceof PyDict || kind)) return { opaque: v instanceof PyInstance ? v.type.name : v.cls.name };
    const n = ids.size + 1;
    ids.set(v, n);
    const id = BigInt(n);
    if (v instanceof PyList) return { id, list: v.items.map(enc) };
    if (v instanceof PyDict) return { id, dict: [...v.map.values()].map(([k, x]) => [enc(k), enc(x)]) };
    if (kind) return { id, ...kind.canon(v, enc) };
    return { opaque: v.cls.name };
  };
  const out: Record<string, Canon> = {};
  for (const [name, v] of roots) out[name] = enc(v);
  return out;
}

/** Text `json.dumps` writes as it is: printable ASCII but the quote and the backslash. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * A JSON string literal as Python's `json.dumps` writes it: quotes, backslashes and control
 * characters escaped; with `ensureAscii` (the default, and the contract's form) everything
 * outside printable ASCII as `\uXXXX` (a surrogate pair above U+FFFF).
 */
export function jsonString(s: string, ensureAscii = true): string {
  // Most strings (names, statements, keys) need no escape: one native test spares the loop.
  if (PLAIN_JSON.test(s)) return `"${s}"`;
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (c >= 0x20 && (c <= 0x7e || !ensureAscii)) out += ch;
    else if (c > 0xffff) {
      const v = c - 0x10000;
      out += `\\u${(0xd800 + (v >> 10)).toString(16).padStart(4, '0')}\\u${(0xdc00 + (v & 0x3ff)).toString(16).padStart(4, '0')}`;
    } else out += `\\u${c.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/** JSON text as Python's `json.dumps(value, sort_keys=True)` writes it. */
export function pythonJson(v: Canon | undefined): string {
  if (v === null || v === undefined) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return floatRepr(v);
  if (typeof v === 'string') return jsonString(v);
  if (Array.isArray(v)) return `[${v.map(pythonJson).join(', ')}]`;
  const o = v as Record<string, Canon>;
  if ('pyfloat' in o && Object.keys(o).length === 1) {
    const x = o.pyfloat as unknown as number;
    // json.dumps writes non-finite floats (inside tensor data) as bare NaN / Infinity.
    if (Number.isNaN(x)) return 'NaN';
    if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
    return floatRepr(x);
  }
  const keys = Object.keys(o).sort();
  return `{${keys.map((k) => `${jsonString(k)}: ${pythonJson(o[k])}`).join(', ')}}`;
}
