/**
 * Simulated `base64` (CPython 3.11): `b64encode`/`b64decode` (with `altchars` and `validate`, the
 * standard and URL-safe variants), `b16encode`/`b16decode`, `encodebytes`/`decodebytes`, decoding
 * as `binascii.a2b_base64` does (characters outside the alphabet skipped, or refused in strict
 * mode; padding read as CPython reads it) and raising `binascii.Error` with its messages. The
 * other encodings (base32, base85, ascii85) are refused by name.
 */
import {
  argAt,
  builtin,
  checkKwargs,
  exc,
  newException,
  PyBytes,
  PyClass,
  type PyValue,
  pyError,
  registerModule,
  repr,
  truthy,
  typeName,
} from '../../engine/api';

/** `binascii.Error`, a ValueError. */
export const binasciiError = new PyClass('Error', [exc.ValueError], {}, 'binascii');
binasciiError.tpName = 'binascii.Error';

const fail = (message: string) => newException(binasciiError, [message]);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const decodeTable = new Int8Array(256).fill(-1);
for (let i = 0; i < 64; i++) decodeTable[ALPHABET.charCodeAt(i)] = i;

/** `binascii.b2a_base64`'s bytes-like argument (a str is refused). */
function bytesLike(v: PyValue | undefined): Uint8Array {
  if (v instanceof PyBytes) return v.data;
  throw pyError(exc.TypeError, `a bytes-like object is required, not '${typeName(v ?? null)}'`);
}

/** `_bytes_from_decode_data`: an ASCII str or a bytes-like object. */
function decodeData(v: PyValue | undefined): Uint8Array {
  if (typeof v === 'string') {
    const out = new Uint8Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      if (c > 127) throw pyError(exc.ValueError, 'string argument should contain only ASCII characters');
      out[i] = c;
    }
    return out;
  }
  if (v instanceof PyBytes) return v.data;
  throw pyError(exc.TypeError, `argument should be a bytes-like object or ASCII string, not '${typeName(v ?? null)}'`);
}

function b2a(data: Uint8Array, newline: boolean): Uint8Array {
  let s = '';
  for (let i = 0; i < data.length; i += 3) {
    const n = (data[i] << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
    s += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63];
    s += i + 1 < data.length ? ALPHABET[(n >> 6) & 63] : '=';
    s += i + 2 < data.length ? ALPHABET[n & 63] : '=';
  }
  if (newline) s += '\n';
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** `binascii.a2b_base64(data, strict_mode=...)`, as CPython 3.11's binascii.c reads it. */
function a2b(data: Uint8Array, strict: boolean): Uint8Array {
  if (strict && data.length > 0 && data[0] === 0x3d) throw fail('Leading padding not allowed');
  const out: number[] = [];
  let quad = 0;
  let left = 0;
  let pads = 0;
  let padding = false;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0x3d) {
      padding = true;
      if (quad >= 2 && quad + ++pads >= 4) {
        if (strict && i + 1 < data.length) throw fail('Excess data after padding');
        return Uint8Array.from(out);
      }
      continue;
    }
    const v = decodeTable[data[i]];
    if (v < 0) {
      if (strict) throw fail('Only base64 data is allowed');
      continue;
    }
    if (strict && padding) throw fail('Discontinuous padding not allowed');
    pads = 0;
    if (quad === 0) left = v;
    else if (quad === 1) {
      out.push(((left << 2) | (v >> 4)) & 0xff);
      left = v & 0x0f;
    } else if (quad === 2) {
      out.push(((left << 4) | (v >> 2)) & 0xff);
      left = v & 0x03;
    } else out.push(((left << 6) | v) & 0xff);
    quad = (quad + 1) % 4;
  }
  if (quad === 1)
    throw fail(`Invalid base64-encoded string: number of data characters (${Math.floor(out.length / 3) * 4 + 1}) cannot be 1 more than a multiple of 4`);
  if (quad !== 0) throw fail('Incorrect padding');
  return Uint8Array.from(out);
}

/** `bytes.translate` of the two characters `from` into `to`. */
function swap(data: Uint8Array, from: string, to: Uint8Array): Uint8Array {
  return data.map((b) => (b === from.charCodeAt(0) ? to[0] : b === from.charCodeAt(1) ? to[1] : b));
}

function altChars(v: PyValue): Uint8Array {
  const a = decodeData(v);
  if (a.length !== 2) throw pyError(exc.AssertionError, repr(v));
  return a;
}

function b64encode(args: PyValue[], kw: Map<string, PyValue> | null): PyBytes {
  checkKwargs('b64encode', kw, ['s', 'altchars']);
  const out = b2a(bytesLike(argAt(args, 0, kw, 's')), false);
  const alt = argAt(args, 1, kw, 'altchars') ?? null;
  return new PyBytes(alt === null ? out : swap(out, '+/', altChars(alt)));
}

function b64decode(args: PyValue[], kw: Map<string, PyValue> | null): PyBytes {
  checkKwargs('b64decode', kw, ['s', 'altchars', 'validate']);
  let data = decodeData(argAt(args, 0, kw, 's'));
  const alt = argAt(args, 1, kw, 'altchars') ?? null;
  if (alt !== null) data = swap(data, new PyBytes(altChars(alt)).latin1(), Uint8Array.of(0x2b, 0x2f));
  return new PyBytes(a2b(data, truthy(argAt(args, 2, kw, 'validate') ?? false)));
}

const urlsafe = Uint8Array.of(0x2d, 0x5f);

registerModule('base64', () => ({
  b64encode: builtin('b64encode', b64encode),
  b64decode: builtin('b64decode', b64decode),
  standard_b64encode: builtin('standard_b64encode', (args) => new PyBytes(b2a(bytesLike(args[0]), false))),
  standard_b64decode: builtin('standard_b64decode', (args) => new PyBytes(a2b(decodeData(args[0]), false))),
  urlsafe_b64encode: builtin('urlsafe_b64encode', (args) => new PyBytes(swap(b2a(bytesLike(args[0]), false), '+/', urlsafe))),
  urlsafe_b64decode: builtin('urlsafe_b64decode', (args) => new PyBytes(a2b(swap(decodeData(args[0]), '-_', Uint8Array.of(0x2b, 0x2f)), false))),
  b16encode: builtin(
    'b16encode',
    (args) =>
      new PyBytes(Uint8Array.from([...bytesLike(args[0])].flatMap((b) => [...b.toString(16).toUpperCase().padStart(2, '0')].map((c) => c.charCodeAt(0))))),
  ),
  b16decode: builtin('b16decode', (args, kw) => {
    checkKwargs('b16decode', kw, ['s', 'casefold']);
    let text = new PyBytes(decodeData(argAt(args, 0, kw, 's'))).latin1();
    if (truthy(argAt(args, 1, kw, 'casefold') ?? false)) text = text.toUpperCase();
    if (/[^0-9A-F]/.test(text)) throw fail('Non-base16 digit found');
    if (text.length % 2) throw fail('Odd-length string');
    return new PyBytes(Uint8Array.from({ length: text.length / 2 }, (_, i) => Number.parseInt(text.slice(2 * i, 2 * i + 2), 16)));
  }),
  encodebytes: builtin('encodebytes', (args) => {
    const data = args[0];
    if (!(data instanceof PyBytes)) throw pyError(exc.TypeError, `expected bytes-like object, not ${typeName(data ?? null)}`);
    const parts: number[] = [];
    for (let i = 0; i < data.data.length; i += 57) parts.push(...b2a(data.data.subarray(i, i + 57), true));
    return new PyBytes(Uint8Array.from(parts));
  }),
  decodebytes: builtin('decodebytes', (args) => {
    const data = args[0];
    if (!(data instanceof PyBytes)) throw pyError(exc.TypeError, `expected bytes-like object, not ${typeName(data ?? null)}`);
    return new PyBytes(a2b(data.data, false));
  }),
}));
