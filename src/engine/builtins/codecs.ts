/**
 * The str/bytes codecs the explainer has — `utf-8`, `ascii`, `latin-1` under CPython's names and
 * aliases — with CPython's error handlers (`strict`, `ignore`, `replace`, `backslashreplace`, and
 * `xmlcharrefreplace` for encoding) and its exact Unicode error messages. Another codec CPython
 * knows is refused by name; a name CPython does not know raises its LookupError.
 */
import { exc, newException, pyError, unsupported } from '../exceptions';
import { typeName } from '../objects';
import { PyBytes, type PyValue } from '../values';

type Codec = 'utf-8' | 'ascii' | 'latin-1';

const aliases: Record<string, Codec> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  u8: 'utf-8',
  utf: 'utf-8',
  cp65001: 'utf-8',
  ascii: 'ascii',
  'us-ascii': 'ascii',
  '646': 'ascii',
  'latin-1': 'latin-1',
  latin1: 'latin-1',
  latin: 'latin-1',
  l1: 'latin-1',
  'iso-8859-1': 'latin-1',
  'iso8859-1': 'latin-1',
  '8859': 'latin-1',
  cp819: 'latin-1',
};

/** Codecs CPython has that the explainer does not (refused by name rather than called unknown). */
const otherCodecs =
  /^(utf-?(16|32|7)(-?(le|be))?|utf-8-sig|cp\d+|windows-\d+|iso-?8859-\d+|latin-?\d+|big5(hkscs)?|gbk|gb2312|gb18030|hz|shift-?jis(x0213|-2004)?|sjis|euc-\w+|iso-?2022-\w+|koi8-\w+|mac-?\w+|idna|punycode|rot-?13|(raw-)?unicode-escape|hex|base64|bz2|zlib|quopri|uu|charmap|mbcs|oem|palmos|ptcp154|tis-620|johab|cp-?\w+)$/;

function codec(encoding: PyValue, method: 'encode' | 'decode'): Codec {
  if (typeof encoding !== 'string') throw pyError(exc.TypeError, `${method}() argument 'encoding' must be str, not ${typeName(encoding)}`);
  const name = encoding.toLowerCase().replace(/[_ ]/g, '-');
  const c = aliases[name];
  if (c) return c;
  if (otherCodecs.test(name)) unsupported(`the '${encoding}' codec`);
  throw pyError(exc.LookupError, `unknown encoding: ${encoding}`);
}

function handler(errors: PyValue, allowed: readonly string[]): string {
  if (typeof errors !== 'string') throw pyError(exc.TypeError, `argument 'errors' must be str, not ${typeName(errors)}`);
  if (allowed.includes(errors)) return errors;
  if (errors === 'surrogateescape' || errors === 'surrogatepass' || errors === 'namereplace' || errors === 'xmlcharrefreplace')
    unsupported(`the '${errors}' error handler here`);
  throw pyError(exc.LookupError, `unknown error handler name '${errors}'`);
}

/** How CPython shows a character in an encode error: `\xe9`, `\u20ac`, `\U0001f600`. */
export function escaped(cp: number): string {
  if (cp < 0x100) return `\\x${cp.toString(16).padStart(2, '0')}`;
  if (cp < 0x10000) return `\\u${cp.toString(16).padStart(4, '0')}`;
  return `\\U${cp.toString(16).padStart(8, '0')}`;
}

export function positions(start: number, end: number, one: string, many: string): string {
  return end - start === 1 ? `${one} in position ${start}` : `${many} in position ${start}-${end - 1}`;
}

/** `s.encode(encoding, errors)`. */
export function encode(s: string, encoding: PyValue, errors: PyValue): PyBytes {
  const c = codec(encoding, 'encode');
  if (c === 'utf-8') return new PyBytes(new TextEncoder().encode(s));
  const limit = c === 'ascii' ? 0x80 : 0x100;
  const cps = [...s].map((ch) => ch.codePointAt(0) as number);
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] < limit) {
      out.push(cps[i]);
      continue;
    }
    let end = i + 1;
    while (end < cps.length && cps[end] >= limit) end++;
    const how = handler(errors, ['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace']);
    if (how === 'strict') {
      throw newException(exc.UnicodeEncodeError, [c, s, BigInt(i), BigInt(end), `ordinal not in range(${limit})`]);
    }
    for (const cp of cps.slice(i, end)) {
      const text = how === 'replace' ? '?' : how === 'backslashreplace' ? escaped(cp) : how === 'xmlcharrefreplace' ? `&#${cp};` : '';
      for (const ch of text) out.push(ch.charCodeAt(0));
    }
    i = end - 1;
  }
  return new PyBytes(Uint8Array.from(out));
}

/** The valid length of the UTF-8 sequence at `i` and, if it is broken, why (CPython's decoder). */
function utf8Sequence(d: Uint8Array, i: number): { len: number; error?: string } {
  const b = d[i];
  if (b < 0x80) return { len: 1 };
  let need: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) need = 1;
  else if (b >= 0xe0 && b <= 0xef) {
    need = 2;
    if (b === 0xe0) lo = 0xa0;
    if (b === 0xed) hi = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    need = 3;
    if (b === 0xf0) lo = 0x90;
    if (b === 0xf4) hi = 0x8f;
  } else return { len: 1, error: 'invalid start byte' };
  for (let k = 1; k <= need; k++) {
    if (i + k >= d.length) return { len: k, error: 'unexpected end of data' };
    const x = d[i + k];
    if (x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return { len: k, error: 'invalid continuation byte' };
  }
  return { len: need + 1 };
}

/** `b.decode(encoding, errors)`. */
export function decode(b: PyBytes, encoding: PyValue, errors: PyValue): string {
  const c = codec(encoding, 'decode');
  const d = b.data;
  let out = '';
  for (let i = 0; i < d.length; ) {
    let len = 1;
    let error: string | undefined;
    if (c === 'utf-8') ({ len, error } = utf8Sequence(d, i));
    else if (c === 'ascii' && d[i] >= 0x80) error = 'ordinal not in range(128)';
    if (!error) {
      out += c === 'utf-8' && len > 1 ? new TextDecoder().decode(d.subarray(i, i + len)) : String.fromCharCode(d[i]);
      i += len;
      continue;
    }
    const how = handler(errors, ['strict', 'ignore', 'replace', 'backslashreplace']);
    if (how === 'strict') {
      throw newException(exc.UnicodeDecodeError, [c, b, BigInt(i), BigInt(i + len), error]);
    }
    if (how === 'replace') out += '\ufffd';
    else if (how === 'backslashreplace') for (const x of d.subarray(i, i + len)) out += `\\x${x.toString(16).padStart(2, '0')}`;
    i += len;
  }
  return out;
}
