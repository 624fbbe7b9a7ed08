/**
 * JSON text → Python values (dict, list, str, int, float, bool, None), as pydantic-core's jiter
 * parser reads it: `NaN` and `±Infinity` accepted, big ints exact, and its error messages with
 * line and column ("expected `,` or `]` at line 1 column 4"; EOF errors at the end's index).
 */
import { PyDict, PyList, type PyValue } from '../../../engine/api';

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
   * jiter's position of an error at character `at` (or at the end, `eof`): the line and column
   * just past that character, so an error at a newline is at column 0 of the next line.
   */
  const fail = (what: string, at: number, eof = false): never => {
    const end = eof ? at : at + 1;
    let line = 1;
    let start = 0;
    for (let k = 0; k < end && k < text.length; k++) {
      if (text[k] === '\n') {
        line++;
        start = k + 1;
      }
    }
    throw new JsonSyntaxError(`${what} at line ${line} column ${end - start}`, eof);
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
    let out = '';
    for (;;) {
      if (i >= text.length) {
        if (partial === 'trailing-strings') return out;
        fail('EOF while parsing a string', i, true);
      }
      const c = text[i];
      if (c === '"') {
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
