/**
 * `bytes` and `bytearray`: constructors, `b'...'` repr, indexing (an int per byte), `+`, `*`,
 * comparison, hashing, and the common methods (`decode`, `hex`, `fromhex`, find/count/split/
 * join/strip/replace, case and `is...` tests; `append`/`extend`/`pop` on bytearray); and the
 * str codecs they share (`codecs.ts`).
 */
import { compareSequences } from '../compare';
import { checkSize, exc, pyError, unsupported } from '../exceptions';
import { hash as pyHash } from '../hashing';
import { seqIndex, sliceRange } from '../items';
import { descriptorTypes, iterate, typeName } from '../objects';
import { index } from '../ops';
import { builtinTypes, NotImplemented, PyBuiltin, PyBytes, PyList, type PyObj, PyOpaque, PySlice, PyTuple, type PyValue } from '../values';
import { argAt, arity, defineMethods, nativeSlots, withArity } from './args';
import { decode, encode } from './codecs';
import { intToBytes } from './numbers-type';
import { repeatCount, repeatCountOf } from './sequences';

const t = builtinTypes;

/** CPython's bytes repr: `b'...'`, printable ASCII as is, the rest escaped. */
export function bytesRepr(b: PyBytes): string {
  const s = b.latin1();
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = `b${quote}`;
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c >= 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  out += quote;
  return b.mutable ? `bytearray(${out})` : out;
}

function byteValue(v: PyValue): number {
  const i = index(v);
  if (i < 0n || i > 255n) throw pyError(exc.ValueError, 'byte must be in range(0, 256)');
  return Number(i);
}

/** The bytes of a bytes-like argument. */
function bytesOf(v: PyValue, what = 'a bytes-like object is required'): Uint8Array {
  if (v instanceof PyBytes) return v.data;
  throw pyError(exc.TypeError, `${what}, not '${typeName(v)}'`);
}

/** `bytes(x)` / `bytearray(x)` contents. */
function construct(args: PyValue[], kw: Map<string, PyValue> | null, name: string): Uint8Array {
  arity(name, args, null, 0, 3);
  const src = argAt(args, 0, kw, 'source');
  const encoding = args[1] ?? kw?.get('encoding');
  if (src === undefined) return new Uint8Array();
  if (typeof src === 'string') {
    if (encoding === undefined) throw pyError(exc.TypeError, 'string argument without an encoding');
    return encode(src, encoding, args[2] ?? kw?.get('errors') ?? 'strict').data;
  }
  if (encoding !== undefined) throw pyError(exc.TypeError, 'encoding without a string argument');
  if (typeof src === 'bigint' || typeof src === 'boolean') {
    const n = index(src);
    if (n < 0n) throw pyError(exc.ValueError, 'negative count');
    if (n > 100_000_000n) throw pyError(exc.MemoryError);
    return new Uint8Array(Number(n));
  }
  if (src instanceof PyBytes) return Uint8Array.from(src.data);
  const out: number[] = [];
  let it: Iterator<PyValue>;
  try {
    it = iterate(src);
  } catch {
    throw pyError(exc.TypeError, `cannot convert '${typeName(src)}' object to ${name}`);
  }
  for (let r = it.next(); !r.done; r = it.next()) {
    const i = typeof r.value === 'bigint' || typeof r.value === 'boolean' ? index(r.value) : undefined;
    if (i === undefined) throw pyError(exc.TypeError, `'${typeName(r.value)}' object cannot be interpreted as an integer`);
    if (i < 0n || i > 255n) throw pyError(exc.ValueError, 'bytes must be in range(0, 256)');
    out.push(Number(i));
  }
  return Uint8Array.from(out);
}

function slots(mutable: boolean) {
  return {
    call: (_cls: unknown, args: PyValue[], kw: Map<string, PyValue> | null) => new PyBytes(construct(args, kw, mutable ? 'bytearray' : 'bytes'), mutable),
    repr: (s: PyObj) => bytesRepr(s as PyBytes),
    str: (s: PyObj) => bytesRepr(s as PyBytes),
    richcompare: (s: PyValue, o: PyValue, op: '<' | '<=' | '==' | '!=' | '>' | '>=') =>
      o instanceof PyBytes ? compareSequences([...(s as PyBytes).data].map(BigInt), [...o.data].map(BigInt), op) : NotImplemented,
    len: (s: PyObj) => (s as PyBytes).data.length,
    iter: (s: PyObj) => [...(s as PyBytes).data].map((x) => BigInt(x)),
    contains: (s: PyValue, x: PyValue) => {
      const data = (s as PyBytes).data;
      if (typeof x === 'bigint' || typeof x === 'boolean') return data.includes(byteValue(x));
      return (s as PyBytes).latin1().includes(new PyBytes(bytesOf(x)).latin1());
    },
    getitem: (s: PyObj, key: PyValue) => {
      const b = s as PyBytes;
      if (key instanceof PySlice) return new PyBytes(Uint8Array.from(sliceRange(key, b.data.length).map((i) => b.data[i])), b.mutable);
      return BigInt(b.data[seqIndex(key, b.data.length, mutable ? 'bytearray' : 'index')]);
    },
    binop: (op: string, s: PyObj, other: PyValue, reflected: boolean): PyValue | undefined => {
      const b = s as PyBytes;
      if (op === '+' && other instanceof PyBytes)
        return new PyBytes(Uint8Array.from(reflected ? [...other.data, ...b.data] : [...b.data, ...other.data]), reflected ? other.mutable : b.mutable);
      const times = op === '*' ? repeatCountOf(other) : undefined;
      if (times !== undefined) {
        const count = repeatCount(times);
        const n = count > 0n ? Number(count) : 0;
        if (b.data.length > 0) checkSize(BigInt(b.data.length) * BigInt(n));
        const out = new Uint8Array(n * b.data.length);
        for (let i = 0; i < n; i++) out.set(b.data, i * b.data.length);
        return new PyBytes(out, b.mutable);
      }
      if (op === '%' && !reflected) unsupported('printf-style formatting of bytes (bytes % values)');
      if (op === '+=' && mutable && other instanceof PyBytes) {
        b.data = Uint8Array.from([...b.data, ...other.data]);
        return b;
      }
      return undefined;
    },
  };
}

nativeSlots(t.bytes, { ...slots(false), hash: (s) => pyHash((s as PyBytes).latin1()) });
nativeSlots(t.bytearray, {
  ...slots(true),
  hash: null,
  setitem: (s, key, v) => {
    const b = s as PyBytes;
    if (key instanceof PySlice) unsupported('assigning to a bytearray slice');
    b.data[seqIndex(key, b.data.length, 'bytearray', 'assignment index')] = byteValue(v);
  },
});

function self(args: PyValue[], name: string): PyBytes {
  const s = args[0];
  if (!(s instanceof PyBytes)) throw pyError(exc.TypeError, `descriptor '${name}' requires a 'bytes' object but received a '${typeName(s)}'`);
  return s;
}

/** A method computed on the latin-1 text of the bytes, returning bytes of the same kind. */
const viaText = (name: string, f: (s: string, args: PyValue[]) => string) => (args: PyValue[]) => {
  const b = self(args, name);
  const s = f(
    b.latin1(),
    args.slice(1).map((a) => (a instanceof PyBytes ? a.latin1() : a)),
  );
  return new PyBytes(Uint8Array.from([...s].map((c) => c.charCodeAt(0))), b.mutable);
};

const WS = ' \t\n\r\x0b\x0c';
function stripSet(s: string, chars: PyValue | undefined, left: boolean, right: boolean): string {
  const set = typeof chars === 'string' ? chars : WS;
  let a = 0;
  let e = s.length;
  if (left) while (a < e && set.includes(s[a])) a++;
  if (right) while (e > a && set.includes(s[e - 1])) e--;
  return s.slice(a, e);
}

function toBytes(s: string, mutable: boolean): PyBytes {
  return new PyBytes(Uint8Array.from([...s].map((c) => c.charCodeAt(0))), mutable);
}

const common = {
  decode(args: PyValue[], kw: Map<string, PyValue> | null) {
    arity('decode', args.slice(1), null, 0, 2);
    return decode(self(args, 'decode'), args[1] ?? kw?.get('encoding') ?? 'utf-8', args[2] ?? kw?.get('errors') ?? 'strict');
  },
  hex(args: PyValue[]) {
    const b = self(args, 'hex');
    const sep = args[1];
    const parts = [...b.data].map((x) => x.toString(16).padStart(2, '0'));
    return typeof sep === 'string' ? parts.join(sep) : parts.join('');
  },
  count: (args: PyValue[]) => BigInt(self(args, 'count').latin1().split(argText(args[1])).length - 1),
  find: (args: PyValue[]) => BigInt(self(args, 'find').latin1().indexOf(argText(args[1]))),
  rfind: (args: PyValue[]) => BigInt(self(args, 'rfind').latin1().lastIndexOf(argText(args[1]))),
  index(args: PyValue[]) {
    const i = self(args, 'index').latin1().indexOf(argText(args[1]));
    if (i < 0) throw pyError(exc.ValueError, 'subsection not found');
    return BigInt(i);
  },
  startswith: (args: PyValue[]) => self(args, 'startswith').latin1().startsWith(argText(args[1])),
  endswith: (args: PyValue[]) => self(args, 'endswith').latin1().endsWith(argText(args[1])),
  join(args: PyValue[]) {
    const b = self(args, 'join');
    const parts: string[] = [];
    const it = iterate(args[1]);
    for (let r = it.next(); !r.done; r = it.next()) {
      if (!(r.value instanceof PyBytes))
        throw pyError(exc.TypeError, `sequence item ${parts.length}: expected a bytes-like object, ${typeName(r.value)} found`);
      parts.push(r.value.latin1());
    }
    return toBytes(parts.join(b.latin1()), b.mutable);
  },
  split(args: PyValue[]) {
    const b = self(args, 'split');
    const s = b.latin1();
    const sep = args[1] === undefined || args[1] === null ? null : argText(args[1]);
    const parts = sep === null ? splitWhitespace(s) : s.split(sep);
    return new PyList(parts.map((p) => toBytes(p, b.mutable)));
  },
  strip: viaText('strip', (s, a) => stripSet(s, a[0], true, true)),
  lstrip: viaText('lstrip', (s, a) => stripSet(s, a[0], true, false)),
  rstrip: viaText('rstrip', (s, a) => stripSet(s, a[0], false, true)),
  replace: viaText('replace', (s, a) => s.split(String(a[0])).join(String(a[1]))),
  upper: viaText('upper', (s) => s.replace(/[a-z]/g, (c) => c.toUpperCase())),
  lower: viaText('lower', (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase())),
  isdigit: (args: PyValue[]) => /^[0-9]+$/.test(self(args, 'isdigit').latin1()),
  isalpha: (args: PyValue[]) => /^[a-zA-Z]+$/.test(self(args, 'isalpha').latin1()),
  isalnum: (args: PyValue[]) => /^[a-zA-Z0-9]+$/.test(self(args, 'isalnum').latin1()),
  isspace: (args: PyValue[]) => {
    const s = self(args, 'isspace').latin1();
    return s.length > 0 && [...s].every((c) => WS.includes(c));
  },
  isupper: (args: PyValue[]) => /[A-Z]/.test(self(args, 'isupper').latin1()) && !/[a-z]/.test(self(args, 'isupper').latin1()),
  islower: (args: PyValue[]) => /[a-z]/.test(self(args, 'islower').latin1()) && !/[A-Z]/.test(self(args, 'islower').latin1()),
};

/** Splits on runs of ASCII whitespace, dropping empty pieces (`bytes.split()`). */
function splitWhitespace(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (const c of s) {
    if (WS.includes(c)) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += c;
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * Bytes as a str the str methods treat with bytes semantics: bytes that str would see as
 * letters, digits, spaces or line breaks but bytes do not (0x1c-0x1f, 0x80-0xff) move to the
 * private-use area and back.
 */
function asText(data: Uint8Array): string {
  let out = '';
  for (const b of data) out += String.fromCharCode((b >= 0x1c && b <= 0x1f) || b >= 0x80 ? 0xe000 + b : b);
  return out;
}

function fromText(s: string, mutable: boolean): PyBytes {
  return new PyBytes(Uint8Array.from([...s].map((c) => (c.charCodeAt(0) >= 0xe000 ? c.charCodeAt(0) - 0xe000 : c.charCodeAt(0)))), mutable);
}

/** A bytes method computed by the str method of the same name on `asText`, arguments and results converted. */
function viaStr(name: string) {
  return (args: PyValue[], kw: Map<string, PyValue> | null): PyValue => {
    const b = self(args, name);
    const method = builtinTypes.str.dict.get(name) as PyBuiltin;
    const conv = args.slice(1).map((a) => {
      if (a instanceof PyBytes) return asText(a.data);
      if (typeof a === 'string' && (name === 'center' || name === 'ljust' || name === 'rjust'))
        throw pyError(exc.TypeError, `${name}() argument 2 must be a byte string of length 1, not str`);
      return a;
    });
    const back = (v: PyValue): PyValue => {
      if (typeof v === 'string') return fromText(v, b.mutable);
      if (v instanceof PyList) return new PyList(v.items.map(back));
      if (v instanceof PyTuple) return new PyTuple(v.items.map(back));
      return v;
    };
    return back(method.fn([asText(b.data), ...conv], kw));
  };
}

const strLike = [
  'capitalize',
  'center',
  'expandtabs',
  'istitle',
  'ljust',
  'partition',
  'removeprefix',
  'removesuffix',
  'rindex',
  'rjust',
  'rpartition',
  'rsplit',
  'splitlines',
  'swapcase',
  'title',
  'zfill',
];

function argText(v: PyValue): string {
  if (typeof v === 'bigint') return String.fromCharCode(byteValue(v));
  return new PyBytes(bytesOf(v)).latin1();
}

const fromStr = Object.fromEntries(strLike.map((n) => [n, viaStr(n)]));
Object.assign(common, fromStr, {
  isascii: (args: PyValue[]) => self(args, 'isascii').data.every((x) => x < 0x80),
  translate(args: PyValue[]) {
    const b = self(args, 'translate');
    const table = args[1];
    const drop = args[2] instanceof PyBytes ? args[2].data : new Uint8Array();
    if (table !== null && !(table instanceof PyBytes && table.data.length === 256))
      throw pyError(exc.ValueError, 'translation table must be 256 characters long');
    const out: number[] = [];
    for (const x of b.data) if (!drop.includes(x)) out.push(table instanceof PyBytes ? table.data[x] : x);
    return new PyBytes(Uint8Array.from(out), b.mutable);
  },
});

const counts: Record<string, [number, number]> = {
  decode: [0, 2],
  hex: [0, 2],
  count: [1, 3],
  find: [1, 3],
  rfind: [1, 3],
  index: [1, 3],
  startswith: [1, 3],
  endswith: [1, 3],
  join: [1, 1],
  split: [0, 2],
  strip: [0, 1],
  lstrip: [0, 1],
  rstrip: [0, 1],
  replace: [2, 3],
  upper: [0, 0],
  lower: [0, 0],
  isdigit: [0, 0],
  isalpha: [0, 0],
  isalnum: [0, 0],
  isspace: [0, 0],
  isupper: [0, 0],
  islower: [0, 0],
  isascii: [0, 0],
  translate: [1, 2],
  append: [1, 1],
  extend: [1, 1],
  pop: [0, 1],
  clear: [0, 0],
  copy: [0, 0],
  reverse: [0, 0],
  insert: [2, 2],
  remove: [1, 1],
};

defineMethods(t.bytes, withArity('bytes', common, counts));
defineMethods(
  t.bytearray,
  withArity(
    'bytearray',
    {
      ...common,
      append(args) {
        const b = self(args, 'append');
        b.data = Uint8Array.from([...b.data, byteValue(args[1])]);
        b.touch();
        return null;
      },
      extend(args) {
        const b = self(args, 'extend');
        b.data = Uint8Array.from([...b.data, ...construct([args[1]], null, 'bytearray')]);
        b.touch();
        return null;
      },
      pop(args) {
        const b = self(args, 'pop');
        if (b.data.length === 0) throw pyError(exc.IndexError, 'pop from empty bytearray');
        const i = args.length > 1 ? seqIndex(args[1], b.data.length, 'pop', 'index') : b.data.length - 1;
        const v = b.data[i];
        b.data = Uint8Array.from([...b.data.slice(0, i), ...b.data.slice(i + 1)]);
        b.touch();
        return BigInt(v);
      },
      clear(args) {
        const b = self(args, 'clear');
        b.data = new Uint8Array();
        b.touch();
        return null;
      },
      copy: (args) => new PyBytes(Uint8Array.from(self(args, 'copy').data), true),
      insert(args) {
        const b = self(args, 'insert');
        let i = Number(index(args[1]));
        if (i < 0) i = Math.max(0, i + b.data.length);
        i = Math.min(i, b.data.length);
        b.data = Uint8Array.from([...b.data.slice(0, i), byteValue(args[2]), ...b.data.slice(i)]);
        b.touch();
        return null;
      },
      remove(args) {
        const b = self(args, 'remove');
        const i = b.data.indexOf(byteValue(args[1]));
        if (i < 0) throw pyError(exc.ValueError, 'value not found in bytearray');
        b.data = Uint8Array.from([...b.data.slice(0, i), ...b.data.slice(i + 1)]);
        b.touch();
        return null;
      },
      reverse(args) {
        const b = self(args, 'reverse');
        b.data.reverse();
        b.touch();
        return null;
      },
    },
    counts,
  ),
);

for (const cls of [t.bytes, t.bytearray]) {
  cls.dict.set(
    'maketrans',
    new PyOpaque(
      descriptorTypes.staticmethod,
      '<staticmethod object>',
      new PyBuiltin(
        'maketrans',
        (args) => {
          const [from, to] = args;
          if (!(from instanceof PyBytes) || !(to instanceof PyBytes)) throw pyError(exc.TypeError, 'a bytes-like object is required');
          if (from.data.length !== to.data.length) throw pyError(exc.ValueError, 'maketrans arguments must have same length');
          const table = Uint8Array.from({ length: 256 }, (_, i) => i);
          from.data.forEach((x, i) => {
            table[x] = to.data[i];
          });
          return new PyBytes(table);
        },
        `${cls.name}.maketrans`,
      ),
    ),
  );
  cls.dict.set(
    'fromhex',
    new PyOpaque(
      descriptorTypes.classmethod,
      '<classmethod object>',
      new PyBuiltin(
        'fromhex',
        (args) => {
          const s = String(args[1]).replace(/\s+/g, '');
          if (!/^([0-9a-fA-F]{2})*$/.test(s)) throw pyError(exc.ValueError, 'non-hexadecimal number found in fromhex() arg');
          const out = new Uint8Array(s.length / 2);
          for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(s.slice(2 * i, 2 * i + 2), 16);
          return new PyBytes(out, cls === t.bytearray);
        },
        `${cls.name}.fromhex`,
      ),
    ),
  );
}

defineMethods(t.int, {
  to_bytes(args, kw) {
    arity('to_bytes', args.slice(1), null, 0, 2);
    const i = index(args[0]);
    const length = Number(index(args[1] ?? kw?.get('length') ?? 1n));
    const order = args[2] ?? kw?.get('byteorder') ?? 'big';
    return new PyBytes(Uint8Array.from(intToBytes(i, length, order, kw?.get('signed') === true)));
  },
});
