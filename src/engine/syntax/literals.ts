/** Decoding of Python string and number literals, as CPython's tokenizer reads them. */
import { codePointOfName, UNICODE_NAME_COUNT } from './unicode-names';

const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** Splits a string token into its prefix, quote and body; null when the closing quote is missing. */
export function splitStringToken(token: string): { prefix: string; quote: string; body: string } | null {
  let p = 0;
  while (p < token.length && isAsciiLetter(token.charCodeAt(p))) p++;
  const q = token.charCodeAt(p);
  if (q !== 34 && q !== 39) return null;
  const quote = token.charCodeAt(p + 1) === q && token.charCodeAt(p + 2) === q ? token.slice(p, p + 3) : token[p];
  const start = p + quote.length;
  if (token.length - start < quote.length || !token.endsWith(quote)) return null;
  const prefix = p === 0 ? '' : token.slice(0, p).toLowerCase();
  const body = token.slice(start, token.length - quote.length);
  // A single-quoted string whose body ends in an odd run of backslashes did not close.
  if (quote.length === 1) {
    let k = body.length;
    while (k > 0 && body.charCodeAt(k - 1) === 92) k--;
    if ((body.length - k) % 2 === 1) return null;
  }
  return { prefix, quote, body };
}

const simpleEscapes: Record<string, string> = {
  '\n': '',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** A malformed escape in a string literal: CPython's "(unicode error)" SyntaxError text. */
export class EscapeError extends Error {}

/** A `\N{...}` escape whose name is not in the explainer's table (`unicode-names.ts`). */
export class NamedEscapeUnsupported extends Error {}

/**
 * Where CPython's decoder reports an escape: it first rewrites every non-ASCII character of
 * the body as a ten-byte `\UXXXXXXXX`, then counts bytes.
 */
function decoderOffset(body: string, index: number): number {
  let at = 0;
  for (const ch of body.slice(0, index)) at += (ch.codePointAt(0) as number) < 0x80 ? 1 : 10;
  return at;
}

/** Applies backslash escapes of a non-raw string body; throws EscapeError as CPython's compiler would. */
export function decodeEscapes(body: string): string {
  if (!body.includes('\\')) return body;
  let out = '';
  const fail = (start: number, end: number, reason: string): never => {
    const a = decoderOffset(body, start);
    throw new EscapeError(`(unicode error) 'unicodeescape' codec can't decode bytes in position ${a}-${a + end - start}: ${reason}`);
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\' || i === body.length - 1) {
      out += c;
      continue;
    }
    const n = body[++i];
    if (n in simpleEscapes) {
      out += simpleEscapes[n];
    } else if (n === 'x' || n === 'u' || n === 'U') {
      const len = n === 'x' ? 2 : n === 'u' ? 4 : 8;
      const digits = /^[0-9a-fA-F]*/.exec(body.slice(i + 1, i + 1 + len))?.[0] ?? '';
      if (digits.length < len) fail(i - 1, i + digits.length, `truncated \\${n}${'X'.repeat(len)} escape`);
      const code = Number.parseInt(digits, 16);
      if (code > 0x10ffff) fail(i - 1, i + len, 'illegal Unicode character');
      out += String.fromCodePoint(code);
      i += len;
    } else if (n === 'N') {
      if (body[i + 1] !== '{') fail(i - 1, i, 'malformed \\N character escape');
      const close = body.indexOf('}', i + 2);
      if (close < 0 || close === i + 2) fail(i - 1, i + 1, 'malformed \\N character escape');
      const name = body.slice(i + 2, close);
      const code = codePointOfName(name);
      if (code === undefined)
        throw new NamedEscapeUnsupported(`\\N{${name}} (this explainer knows ${UNICODE_NAME_COUNT} Unicode character names; '${name}' is not one of them)`);
      out += String.fromCodePoint(code);
      i = close;
    } else if (n >= '0' && n <= '7') {
      let digits = n;
      while (digits.length < 3 && body[i + 1] >= '0' && body[i + 1] <= '7') digits += body[++i];
      out += String.fromCodePoint(Number.parseInt(digits, 8));
    } else if (n === '\r' && body[i + 1] === '\n') {
      i++;
    } else {
      out += `\\${n}`;
    }
  }
  return out;
}

/**
 * Applies backslash escapes of a non-raw bytes literal body (ASCII only): `\xhh` and octal
 * give a byte each; `\u`, `\U` and `\N` are not escapes in bytes and stay as written.
 * The result is a string of code points 0-255, one a byte.
 */
export function decodeBytesEscapes(body: string): string {
  if (!body.includes('\\')) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\' || i === body.length - 1) {
      out += c;
      continue;
    }
    const n = body[++i];
    if (n in simpleEscapes) out += simpleEscapes[n];
    else if (n === 'x') {
      const digits = /^[0-9a-fA-F]{0,2}/.exec(body.slice(i + 1, i + 3))?.[0] ?? '';
      if (digits.length < 2) throw new EscapeError(`(value error) invalid \\x escape at position ${i - 1}`);
      out += String.fromCharCode(Number.parseInt(digits, 16));
      i += 2;
    } else if (n >= '0' && n <= '7') {
      let digits = n;
      while (digits.length < 3 && body[i + 1] >= '0' && body[i + 1] <= '7') digits += body[++i];
      out += String.fromCharCode(Number.parseInt(digits, 8) & 0xff);
    } else if (n === '\r' && body[i + 1] === '\n') {
      i++;
    } else out += `\\${n}`;
  }
  return out;
}

/** A number token's value: bigint for ints, number for floats, or a complex marker. */
export function parseNumber(token: string): bigint | number | { complex: number } {
  const t = token.replace(/_/g, '');
  if (/[jJ]$/.test(t)) return { complex: Number(t.slice(0, -1)) };
  if (/^0[xX]/.test(t) || /^0[oO]/.test(t) || /^0[bB]/.test(t)) return BigInt(t.toLowerCase());
  if (/^[0-9]+$/.test(t)) return BigInt(t);
  return Number(t);
}
