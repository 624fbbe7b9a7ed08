/**
 * JSON text → Python values (dict, list, str, int, float, bool, None), as pydantic-core's jiter
 * parser reads it: `NaN` and `±Infinity` accepted, big ints exact, and its error messages with
 * line and column ("expected `,` or `]` at line 1 column 4"; EOF errors at the end's index).
 * jiter reads UTF-8 bytes, so a column counts bytes, and bytes input is read as UTF-8.
 */
import { PyBytes, PyDict, PyList, type PyValue } from '../../../engine/api';
import { valError } from './errors';

/** A malformed document; `message` is jiter's text with its position; `eof` when the text ended too soon. */
export class JsonSyntaxError {
  constructor(
    readonly message: string,
    readonly eof = false,
  ) {}
}

/**
 * jiter's partial mode (`from_json(allow_partial=...)`): a document cut short ends its open arrays
 * and objects where the text stops, dropping the value (or key) it was in the middle of —
 * `trailing-strings` keeps a cut string instead.
 */
export type PartialMode = 'off' | 'on' | 'trailing-strings';

const literals: Record<string, readonly [string, PyValue]> = { t: ['true', true], f: ['false', false], n: ['null', null] };

/**
 * Stands for one byte of a `bytes` document that is not UTF-8: no JSON token starts with it,
 * and a string holding it is jiter's "invalid unicode code point". A lone low surrogate, which
 * decoding valid UTF-8 never yields.
 */
const INVALID_BYTE = '\udfff';

/**
 * The text of a `*_validate_json` input: a str as it is, bytes or a bytearray read as UTF-8; null
 * for anything else. A str with a lone surrogate has no UTF-8 form: pydantic-core's `string_unicode`.
 */
export function jsonInputText(data: PyValue): string | null {
  if (typeof data === 'string') {
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(data)) throw valError('string_unicode', data);
    return data;
  }
  return data instanceof PyBytes ? decodeUtf8(data.data) : null;
}

/** UTF-8 decoding that keeps every byte of a bad sequence as `INVALID_BYTE`, so positions stay byte-exact. */
function decodeUtf8(b: Uint8Array): string {
  let out = '';
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    const n = c < 0x80 ? 0 : c >= 0xc2 && c < 0xe0 ? 1 : c >= 0xe0 && c < 0xf0 ? 2 : c >= 0xf0 && c < 0xf5 ? 3 : -1;
    let cp = n === 0 ? c : n === 1 ? c & 0x1f : n === 2 ? c & 0x0f : c & 0x07;
    let ok = n >= 0 && i + n < b.length;
    for (let k = 1; ok && k <= n; k++) {
      if ((b[i + k] & 0xc0) !== 0x80) ok = false;
      else cp = (cp << 6) | (b[i + k] & 0x3f);
    }
    const shortest = n < 2 || (n === 2 ? cp >= 0x800 && (cp < 0xd800 || cp > 0xdfff) : cp >= 0x10000 && cp <= 0x10ffff);
    if (ok && shortest) {
      out += String.fromCodePoint(cp);
      i += n + 1;
    } else {
      out += INVALID_BYTE;
      i += 1;
    }
  }
  return out;
}

/** How many UTF-8 bytes `text` takes (a stand-in for a bad byte counts one). */
function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    n += ch === INVALID_BYTE || cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

export function parseJson(text: string, partial: PartialMode = 'off'): PyValue {
  let i = 0;
  /** In partial mode, runs a container's item; false when the text ended inside it (the container ends there). */
  const item = (f: () => void): boolean => {
    if (partial === 'off') {
      f();
      return true;
    }
    try {
      f();
      return true;
    } catch (e) {
      if (!(e instanceof JsonSyntaxError && e.eof)) throw e;
      // The text is used up: every open container ends here.
      i = text.length;
      return false;
    }
  };
  /**
   * jiter's position of an error at character `at` (or at the end, `eof`): the line and the
   * column in bytes just past that character, so an error at a newline is column 0 of the next line.
   */
  const fail = (what: string, at: number, eof = false): never => {
    const end = eof || text[at] !== '\n' ? at : at + 1;
    let line = 1;
    let start = 0;
    for (let k = 0; k < end && k < text.length; k++) {
      if (text[k] === '\n') {
        line++;
        start = k + 1;
      }
    }
    const column = utf8Length(text.slice(start, end)) + (eof || end > at ? 0 : 1);
    throw new JsonSyntaxError(`${what} at line ${line} column ${column}`, eof);
  };
  /** jiter's nesting limit: a value more than 200 containers deep. */
  let depth = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const value = (): PyValue => {
    ws();
    if (i >= text.length) fail('EOF while parsing a value', i, true);
    if (depth > 200) fail('recursion limit exceeded', i);
    const c = text[i];
    if (c === '{') return nested(object);
    if (c === '[') return nested(array);
    if (c === '"') return string();
    if (c === '-' || (c >= '0' && c <= '9') || c === 'I' || c === 'N') return number();
    const literal = literals[c];
    if (literal === undefined) return fail('expected value', i);
    const [word, v] = literal;
    for (let k = 1; k < word.length; k++) {
      if (i + k >= text.length) fail('EOF while parsing a value', text.length, true);
      if (text[i + k] !== word[k]) fail('expected ident', i + k);
    }
    i += word.length;
    return v;
  };
  const nested = <T>(f: () => T): T => {
    depth++;
    try {
      return f();
    } finally {
      depth--;
    }
  };
  const object = (): PyDict => {
    const d = new PyDict();
    i++;
    ws();
    if (text[i] === '}') {
      i++;
      return d;
    }
    for (let first = true; ; first = false) {
      const complete = item(() => {
        ws();
        if (i >= text.length) fail(first ? 'EOF while parsing an object' : 'EOF while parsing a value', i, true);
        if (text[i] !== '"') fail(text[i] === '}' ? 'trailing comma' : 'key must be a string', i);
        const k = partial === 'trailing-strings' ? withoutTrailing(string) : string();
        ws();
        if (i >= text.length) fail('EOF while parsing an object', i, true);
        if (text[i] !== ':') fail('expected `:`', i);
        i++;
        const v = value();
        const old = d.map.get(k);
        d.map.set(k, [old ? old[0] : k, v]);
        ws();
        if (i >= text.length) fail('EOF while parsing an object', i, true);
      });
      if (!complete) return d;
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return d;
      }
      fail('expected `,` or `}`', i);
    }
  };
  const array = (): PyList => {
    const items: PyValue[] = [];
    i++;
    ws();
    if (i >= text.length && partial === 'off') fail('EOF while parsing a list', i, true);
    if (text[i] === ']') {
      i++;
      return new PyList(items);
    }
    for (;;) {
      const complete = item(() => {
        ws();
        if (text[i] === ']' && items.length > 0) fail('trailing comma', i);
        items.push(value());
        ws();
        if (i >= text.length) fail('EOF while parsing a list', i, true);
      });
      if (!complete) return new PyList(items);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return new PyList(items);
      }
      fail('expected `,` or `]`', i);
    }
  };
  /** A key is never kept cut short, even with `trailing-strings`. */
  const withoutTrailing = (f: () => string): string => {
    const saved = partial;
    partial = 'on';
    try {
      return f();
    } finally {
      partial = saved;
    }
  };
  const string = (): string => {
    i++;
    const first = i;
    let out = '';
    for (;;) {
      if (i >= text.length) {
        if (partial === 'trailing-strings') return out;
        fail('EOF while parsing a string', i, true);
      }
      const c = text[i];
      if (c === '"') {
        // Checked once the string ends, and placed just past its first bad byte (Rust's `from_utf8`).
        const bad = text.indexOf(INVALID_BYTE, first);
        if (bad !== -1 && bad < i) fail('invalid unicode code point', bad + 1);
        i++;
        return out;
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === undefined) fail('EOF while parsing a string', i + 1, true);
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e in simple) {
          out += simple[e];
          i += 2;
        } else if (e === 'u') {
          out += unicodeEscape();
        } else fail('invalid escape', i + 1);
        continue;
      }
      if (c.charCodeAt(0) < 0x20) fail('control character (\\u0000-\\u001F) found while parsing a string', i);
      out += c;
      i++;
    }
  };
  /** Four hex digits from `at`: too few left is EOF, a non-hex digit an invalid escape there. */
  const hex4 = (at: number): number => {
    if (at + 4 > text.length) fail('EOF while parsing a string', text.length, true);
    for (let k = at; k < at + 4; k++) if (!/[0-9a-fA-F]/.test(text[k])) fail('invalid escape', k);
    return Number.parseInt(text.slice(at, at + 4), 16);
  };
  /** `\uXXXX` at `i`, a UTF-16 surrogate pair as one character; a lone surrogate is an error, as jiter's. */
  const unicodeEscape = (): string => {
    const c = hex4(i + 2);
    i += 6;
    if (c >= 0xdc00 && c <= 0xdfff) fail('lone leading surrogate in hex escape', i - 1);
    if (c < 0xd800 || c > 0xdbff) return String.fromCharCode(c);
    for (const [k, ch] of [
      [i, '\\'],
      [i + 1, 'u'],
    ] as const) {
      if (k >= text.length) fail('EOF while parsing a string', text.length, true);
      if (text[k] !== ch) fail('unexpected end of hex escape', k);
    }
    const low = hex4(i + 2);
    i += 6;
    if (low < 0xdc00 || low > 0xdfff) fail('lone leading surrogate in hex escape', i - 1);
    return String.fromCharCode(c, low);
  };
  const number = (): PyValue => {
    const start = i;
    if (text.startsWith('NaN', i)) {
      i += 3;
      return Number.NaN;
    }
    if (text[i] === '-') i++;
    if (text.startsWith('Infinity', i)) {
      i += 8;
      return text[start] === '-' ? -Infinity : Infinity;
    }
    if (i >= text.length) fail('EOF while parsing a value', i, true);
    if (text[i] === '0' && /[0-9]/.test(text[i + 1] ?? '')) fail('invalid number', i + 1);
    if (!/[0-9]/.test(text[i])) fail('invalid number', i);
    while (/[0-9]/.test(text[i] ?? '')) i++;
    let isFloat = false;
    if (text[i] === '.') {
      isFloat = true;
      i++;
      if (i >= text.length) fail('EOF while parsing a value', i, true);
      if (!/[0-9]/.test(text[i])) fail('invalid number', i);
      while (/[0-9]/.test(text[i] ?? '')) i++;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      isFloat = true;
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (i >= text.length) fail('EOF while parsing a value', i, true);
      if (!/[0-9]/.test(text[i])) fail('invalid number', i);
      while (/[0-9]/.test(text[i] ?? '')) i++;
    }
    const t = text.slice(start, i);
    return isFloat ? Number(t) : BigInt(t);
  };
  const v = value();
  ws();
  if (i < text.length) fail('trailing characters', i);
  return v;
}
