/**
 * `bytes` in pydantic-core: validation (`input_python.rs` / `input_json.rs`: strict takes bytes
 * only; lax also takes a str, encoded as UTF-8, and a bytearray; JSON input is a string), the
 * length constraints counted in bytes, and `ser_json_bytes` (`utf8`, `base64`, `hex`) for JSON
 * mode. A `str` field takes bytes in lax mode by decoding them as UTF-8.
 */
import { PyBytes, type PyValue } from '../../../engine/api';
import { valError } from './errors';
import type { SchemaOf } from './schema';
import { serializationError } from './ser-state';
import { Exactness, floorExactness, strictFor, type ValState } from './state';

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A bytes field's value from `input`. */
export function validateBytes(input: PyValue, schema: SchemaOf<'bytes'>, state: ValState): PyBytes {
  const strict = strictFor(state, schema.strict);
  let out: PyBytes;
  if (input instanceof PyBytes && !input.mutable) out = input;
  else if (typeof input === 'string' && (state.mode !== 'python' || !strict)) {
    if (state.mode === 'python') floorExactness(state, Exactness.Lax);
    out = new PyBytes(utf8.encode(input));
  } else if (input instanceof PyBytes && !strict) {
    floorExactness(state, Exactness.Lax);
    out = new PyBytes(input.data.slice());
  } else throw valError('bytes_type', input);
  const n = out.data.length;
  if (schema.minLength !== undefined && n < schema.minLength) throw valError('bytes_too_short', input, [['min_length', BigInt(schema.minLength)]]);
  if (schema.maxLength !== undefined && n > schema.maxLength) throw valError('bytes_too_long', input, [['max_length', BigInt(schema.maxLength)]]);
  return out;
}

/** A str field's text from bytes or a bytearray (lax mode), or undefined when the input is neither. */
export function strFromBytes(input: PyValue): string | undefined {
  if (!(input instanceof PyBytes)) return undefined;
  try {
    return strictUtf8.decode(input.data);
  } catch {
    throw valError('string_unicode', input);
  }
}

/** URL-safe base64 with padding, as Python's `base64.urlsafe_b64encode`. */
function base64Url(data: Uint8Array): string {
  let bin = '';
  for (const b of data) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Bytes in JSON mode, as `ser_json_bytes` says. */
export function bytesToJson(v: PyBytes, how: 'utf8' | 'base64' | 'hex' = 'utf8'): string {
  if (how === 'base64') return base64Url(v.data);
  if (how === 'hex') return [...v.data].map((b) => b.toString(16).padStart(2, '0')).join('');
  try {
    return strictUtf8.decode(v.data);
  } catch {
    throw serializationError('Error serializing to JSON: invalid utf-8 sequence');
  }
}
