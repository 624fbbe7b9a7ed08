/**
 * `bytes` in pydantic-core: validation (`input_python.rs` / `input_json.rs`: strict takes bytes
 * only; lax also takes a str, encoded as UTF-8, and a bytearray; JSON input is a string), the
 * length constraints counted in bytes, and `ser_json_bytes` (`utf8`, `base64`, `hex`) for JSON
 * mode. A `str` field takes bytes in lax mode by decoding them as UTF-8.
 */
import { exc, newException, PyBytes, type PyValue } from '../../../engine/api';
import { valError } from './errors';
import type { SchemaOf } from './schema';
import { finalSerializationError, type SerState } from './ser-state';
import { Exactness, floorExactness, strictFor, type ValState } from './state';

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A bytes field's value from `input`. */
export function validateBytes(input: PyValue, schema: SchemaOf<'bytes'>, state: ValState): PyBytes {
  const strict = strictFor(state, schema.strict);
  let out: PyBytes;
  if (input instanceof PyBytes && !input.mutable) out = input;
  // `val_json_bytes` decodes every str input, Python mode's lax ones too (pydantic-core's `BytesMode`).
  else if (typeof input === 'string' && schema.jsonEncoding && (state.mode !== 'python' || !strict))
    out = new PyBytes(decodeJsonBytes(input, schema.jsonEncoding));
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

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `val_json_bytes='base64'` (the URL-safe alphabet, or the standard one when the text uses `+` or
 * `/`, as pydantic-core) and `'hex'`; failures worded as Rust's `base64` and `hex` crates word them.
 */
function decodeJsonBytes(s: string, encoding: 'base64' | 'hex'): Uint8Array {
  const fail = (why: string) =>
    valError('bytes_invalid_encoding', s, [
      ['encoding', encoding],
      ['encoding_error', why],
    ]);
  if (encoding === 'hex') {
    if (s.length % 2) throw fail('Odd number of digits');
    for (let i = 0; i < s.length; i++) if (!/[0-9a-fA-F]/.test(s[i])) throw fail(`Invalid character '${s[i]}' at position ${i}`);
    const out = new Uint8Array(s.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(s.slice(2 * i, 2 * i + 2), 16);
    return out;
  }
  const alphabet = B64 + (/[+/]/.test(s) ? '+/' : '-_');
  const body = s.replace(/=+$/, '');
  for (let i = 0; i < body.length; i++) if (!alphabet.includes(body[i])) throw fail(`Invalid symbol ${body.charCodeAt(i)}, offset ${i}.`);
  if (body.length % 4 === 1) throw fail('Invalid input length.');
  if (s.length % 4 !== 0) throw fail('Invalid padding');
  const out: number[] = [];
  let acc = 0;
  let n = 0;
  for (const ch of body) {
    acc = ((acc << 6) | alphabet.indexOf(ch)) & 0xffffff;
    n += 6;
    if (n >= 8) {
      n -= 8;
      out.push((acc >> n) & 0xff);
    }
  }
  return Uint8Array.from(out);
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

/**
 * Bytes in JSON mode, as `ser_json_bytes` says. Bytes that are not UTF-8 fail as pydantic-core
 * fails them: serde's error text when dumping to JSON text, else (`model_dump(mode='json')`)
 * PyO3's `UnicodeDecodeError::new_utf8`, which marks the one byte where the valid prefix ends.
 */
export function bytesToJson(v: PyBytes, st: Pick<SerState, 'bytes' | 'toJson'>): string {
  if (st.bytes === 'base64') return base64Url(v.data);
  if (st.bytes === 'hex') return [...v.data].map((b) => b.toString(16).padStart(2, '0')).join('');
  try {
    return strictUtf8.decode(v.data);
  } catch {
    const bad = utf8Error(v.data);
    if (st.toJson) throw finalSerializationError(`Error serializing to JSON: ${bad.text}`);
    throw newException(exc.UnicodeDecodeError, ['utf-8', v, BigInt(bad.at), BigInt(bad.at + 1), 'invalid utf-8']);
  }
}

/** The second byte a UTF-8 lead byte allows, and how many bytes its sequence takes (0: never a lead byte). */
function utf8Lead(b: number): { len: number; lo: number; hi: number } {
  if (b < 0x80) return { len: 1, lo: 0, hi: 0 };
  if (b >= 0xc2 && b <= 0xdf) return { len: 2, lo: 0x80, hi: 0xbf };
  if (b === 0xe0) return { len: 3, lo: 0xa0, hi: 0xbf };
  if (b === 0xed) return { len: 3, lo: 0x80, hi: 0x9f };
  if (b >= 0xe1 && b <= 0xef) return { len: 3, lo: 0x80, hi: 0xbf };
  if (b === 0xf0) return { len: 4, lo: 0x90, hi: 0xbf };
  if (b === 0xf4) return { len: 4, lo: 0x80, hi: 0x8f };
  if (b >= 0xf1 && b <= 0xf3) return { len: 4, lo: 0x80, hi: 0xbf };
  return { len: 0, lo: 0, hi: 0 };
}

/** Rust's `Utf8Error` for bytes that are not UTF-8: where the first bad sequence starts (`valid_up_to`), and its text. */
function utf8Error(data: Uint8Array): { at: number; text: string } {
  for (let i = 0; i < data.length; ) {
    const { len, lo, hi } = utf8Lead(data[i]);
    if (len === 0) return { at: i, text: `invalid utf-8 sequence of 1 bytes from index ${i}` };
    for (let k = 1; k < len; k++) {
      if (i + k >= data.length) return { at: i, text: `incomplete utf-8 byte sequence from index ${i}` };
      const b = data[i + k];
      if (k === 1 ? b < lo || b > hi : b < 0x80 || b > 0xbf) return { at: i, text: `invalid utf-8 sequence of ${k} bytes from index ${i}` };
    }
    i += len;
  }
  return { at: data.length, text: 'invalid utf-8 sequence' };
}
