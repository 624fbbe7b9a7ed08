/**
 * `str` as a type: the constructor, native slots (`+`, `*`, `%`, comparison, indexing) and the
 * searching, splitting and joining methods, indexed by code point as Python's strings are.
 * Case, predicates and padding live in `str-methods.ts`.
 */
import { exc, pyError } from '../exceptions';
import { stringItem } from '../items';
import { type Kwargs, sequenceFast, typeName } from '../objects';
import { index } from '../ops';
import { str, strRepr } from '../repr';
import { unbox } from '../scalar-instance';
import { builtinTypes, NotImplemented, PyBytes, PyDict, PyList, PyTuple, type PyValue } from '../values';
import { argAt, arity, checkBuiltinKwargs, defineMethods, nativeSlots, takes } from './args';
import { decode, encode } from './codecs';
import { formatValue } from './format';
import { percentFormat } from './percent';
import { repeatCount, repeatCountOf } from './sequences';
import { strFormat } from './str-format';

const t = builtinTypes;

/** Python's whitespace (`str.isspace`, `split()`, `strip()`). */
export const WHITESPACE =
  ' \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

export function s0(args: PyValue[], qualname: string): string {
  const name = qualname.replace(/^str\./, '');
  if (args.length === 0) throw pyError(exc.TypeError, `unbound method str.${name}() needs an argument`);
  const s = unbox(args[0]);
  if (typeof s !== 'string') throw pyError(exc.TypeError, `descriptor '${name}' for 'str' objects doesn't apply to a '${typeName(s)}' object`);
  return s;
}

export function strArg(value: PyValue): string {
  const v = unbox(value);
  if (typeof v !== 'string') throw pyError(exc.TypeError, `must be str, not ${typeName(v)}`);
  return v;
}

/** The code points of a string, or null when each UTF-16 unit is one (then plain indexing is exact). */
export function codePoints(s: string): string[] | null {
  return /[\ud800-\udfff]/.test(s) ? [...s] : null;
}

export function pyLen(s: string): number {
  const cps = codePoints(s);
  return cps ? cps.length : s.length;
}

/** `s[start:end]` bounds from optional `start`/`end` arguments, as the find family clamps them. */
function bounds(len: number, start: PyValue | undefined, end: PyValue | undefined): [number, number] {
  // As CPython's ADJUST_INDICES: negative ones count from the end, `end` stops at the length, `start` may pass it.
  const adjust = (v: PyValue | undefined, dflt: number, isEnd: boolean) => {
    if (v === undefined || v === null) return dflt;
    let n = Number(index(v));
    if (n < 0) n = Math.max(0, n + len);
    return isEnd ? Math.min(n, len) : n;
  };
  return [adjust(start, 0, false), adjust(end, len, true)];
}

/** Searches `sub` in `s[start:end]`; the code point index or -1. */
function search(s: string, sub: string, start: PyValue | undefined, end: PyValue | undefined, fromRight: boolean): number {
  const cps = (codePoints(s) ?? codePoints(sub)) ? [...s] : null;
  const len = cps ? cps.length : s.length;
  const [a, b] = bounds(len, start, end);
  if (a > b) return -1;
  if (cps) {
    const hay = cps.slice(a, b).join('');
    const i = fromRight ? hay.lastIndexOf(sub) : hay.indexOf(sub);
    return i < 0 ? -1 : a + [...hay.slice(0, i)].length;
  }
  const hay = s.slice(a, b);
  const i = fromRight ? hay.lastIndexOf(sub) : hay.indexOf(sub);
  return i < 0 ? -1 : a + i;
}

function countIn(s: string, sub: string, start: PyValue | undefined, end: PyValue | undefined): number {
  const cps = codePoints(s);
  const [a, b] = bounds(cps ? cps.length : s.length, start, end);
  if (a > b) return 0;
  const hay = cps ? cps.slice(a, b).join('') : s.slice(a, b);
  if (sub === '') return pyLen(hay) + 1;
  return hay.split(sub).length - 1;
}

export function split(s: string, sep: string | null, maxsplit: number): string[] {
  if (sep === null) {
    const out: string[] = [];
    let i = 0;
    const n = s.length;
    while (i < n) {
      while (i < n && WHITESPACE.includes(s[i])) i++;
      if (i >= n) break;
      if (maxsplit >= 0 && out.length === maxsplit) {
        // The remainder keeps its trailing whitespace (CPython strips only what it splits on).
        out.push(s.slice(i));
        return out;
      }
      let j = i;
      while (j < n && !WHITESPACE.includes(s[j])) j++;
      out.push(s.slice(i, j));
      i = j;
    }
    return out;
  }
  if (sep === '') throw pyError(exc.ValueError, 'empty separator');
  const parts = s.split(sep);
  if (maxsplit < 0 || parts.length - 1 <= maxsplit) return parts;
  return [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)];
}

function rsplit(s: string, sep: string | null, maxsplit: number): string[] {
  if (maxsplit < 0) return split(s, sep, -1);
  if (sep === null) {
    const out: string[] = [];
    let end = s.length;
    while (end > 0) {
      while (end > 0 && WHITESPACE.includes(s[end - 1])) end--;
      if (end <= 0) break;
      if (out.length === maxsplit) {
        out.unshift(s.slice(0, end));
        return out;
      }
      let j = end;
      while (j > 0 && !WHITESPACE.includes(s[j - 1])) j--;
      out.unshift(s.slice(j, end));
      end = j;
    }
    return out;
  }
  if (sep === '') throw pyError(exc.ValueError, 'empty separator');
  const parts = s.split(sep);
  if (parts.length - 1 <= maxsplit) return parts;
  return [parts.slice(0, parts.length - maxsplit).join(sep), ...parts.slice(parts.length - maxsplit)];
}

export function strip(s: string, chars: PyValue | undefined, left: boolean, right: boolean): string {
  if (chars !== undefined && chars !== null && typeof chars !== 'string') throw pyError(exc.TypeError, `strip arg must be None or str`);
  const set = typeof chars === 'string' ? chars : WHITESPACE;
  const cps = [...s];
  let a = 0;
  let b = cps.length;
  if (left) while (a < b && set.includes(cps[a])) a++;
  if (right) while (b > a && set.includes(cps[b - 1])) b--;
  return cps.slice(a, b).join('');
}

function replace(s: string, old: string, rep: string, count: number): string {
  if (old === '') {
    const cps = [...s];
    const n = count < 0 ? cps.length + 1 : Math.min(count, cps.length + 1);
    let out = '';
    for (let i = 0; i < cps.length; i++) out += (i < n ? rep : '') + cps[i];
    return out + (n > cps.length ? rep : '');
  }
  if (count < 0) return s.split(old).join(rep);
  const parts = s.split(old);
  if (parts.length - 1 <= count) return parts.join(rep);
  return parts.slice(0, count + 1).join(rep) + old + parts.slice(count + 1).join(old);
}

function affix(args: PyValue[], name: string, test: (s: string, x: string) => boolean): boolean {
  const s = s0(args, `str.${name}`);
  const cps = codePoints(s);
  const [a, b] = bounds(cps ? cps.length : s.length, args[2], args[3]);
  const part = cps ? cps.slice(a, b).join('') : s.slice(a, b);
  if (a > (cps ? cps.length : s.length)) return false;
  const x = args[1];
  if (x instanceof PyTuple) {
    return x.items.some((p) => {
      if (typeof p !== 'string') throw pyError(exc.TypeError, `tuple for ${name} must only contain str, not ${typeName(p)}`);
      return test(part, p);
    });
  }
  if (typeof x !== 'string') throw pyError(exc.TypeError, `${name} first arg must be str or a tuple of str, not ${typeName(x)}`);
  return test(part, x);
}

function maxsplitOf(args: PyValue[], kw: Kwargs, name: string): [string | null, number] {
  checkBuiltinKwargs(name, kw, ['sep', 'maxsplit']);
  takes(name, args.slice(1), null, 0, 2);
  const sep = kw?.get('sep') ?? (args.length > 1 ? args[1] : null);
  if (sep !== null && typeof sep !== 'string') throw pyError(exc.TypeError, `must be str or None, not ${typeName(sep)}`);
  const max = Number(index(kw?.get('maxsplit') ?? (args.length > 2 ? args[2] : -1n)));
  return [sep, max];
}

nativeSlots(t.str, {
  call: (_cls, args, kw) => {
    takes('str', args, kw, 0, 3, true);
    checkBuiltinKwargs('str', kw, ['object', 'encoding', 'errors']);
    const obj = argAt(args, 0, kw, 'object');
    const encoding = args[1] ?? kw?.get('encoding');
    if (encoding !== undefined || args[2] !== undefined || kw?.has('errors')) {
      if (!(obj instanceof PyBytes)) throw pyError(exc.TypeError, `decoding to str: need a bytes-like object, ${typeName(obj ?? '')} found`);
      return decode(obj, encoding ?? 'utf-8', args[2] ?? kw?.get('errors') ?? 'strict');
    }
    return obj === undefined ? '' : str(obj);
  },
  repr: (s) => strRepr(s as unknown as string),
  richcompare: (a, b, op) => {
    if (typeof b !== 'string') return NotImplemented;
    const x = a as string;
    const c = x < b ? -1 : x > b ? 1 : 0;
    return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : op === '>=' ? c >= 0 : op === '==' ? c === 0 : c !== 0;
  },
  len: (s) => pyLen(s as unknown as string),
  iter: (s) => s as unknown as string,
  contains: (s, x) => {
    if (typeof x !== 'string') throw pyError(exc.TypeError, `'in <string>' requires string as left operand, not ${typeName(x)}`);
    return (s as unknown as string).includes(x);
  },
  getitem: (s, key) => stringItem(s as unknown as string, key),
  format: (s, spec) => formatValue(s, spec),
  binop: (op, s, other, reflected) => {
    const x = s as unknown as string;
    if (op === '+' && typeof other === 'string') return reflected ? other + x : x + other;
    if (op === '*') {
      const n = repeatCountOf(other);
      if (n === undefined) return undefined;
      repeatCount(n);
      if (n <= 0n || x === '') return '';
      if (BigInt(x.length) * n > 100_000_000n) throw pyError(exc.MemoryError);
      return x.repeat(Number(n));
    }
    if (op === '%' && !reflected) return percentFormat(x, other);
    return undefined;
  },
});

/** The items `str.join` joins (`PySequence_Fast`): a failing `iter()` reads "can only join an iterable". */
function joinItems(v: PyValue): PyValue[] {
  return sequenceFast(v, 'can only join an iterable');
}

defineMethods(t.str, {
  join(args, kw) {
    arity('str.join', args.slice(1), kw, 1, 1);
    const sep = s0(args, 'join');
    const items = joinItems(args[1]).map(unbox);
    items.forEach((v, i) => {
      if (typeof v !== 'string') throw pyError(exc.TypeError, `sequence item ${i}: expected str instance, ${typeName(v)} found`);
    });
    return items.join(sep);
  },
  split(args, kw) {
    const [sep, max] = maxsplitOf(args, kw, 'split');
    return new PyList(split(s0(args, 'split'), sep, max));
  },
  rsplit(args, kw) {
    const [sep, max] = maxsplitOf(args, kw, 'rsplit');
    return new PyList(rsplit(s0(args, 'rsplit'), sep, max));
  },
  strip: (args, kw) => {
    arity('strip', args.slice(1), kw, 0, 1);
    return strip(s0(args, 'strip'), args[1], true, true);
  },
  lstrip: (args, kw) => {
    arity('lstrip', args.slice(1), kw, 0, 1);
    return strip(s0(args, 'lstrip'), args[1], true, false);
  },
  rstrip: (args, kw) => {
    arity('rstrip', args.slice(1), kw, 0, 1);
    return strip(s0(args, 'rstrip'), args[1], false, true);
  },
  startswith: (args, kw) => {
    takes('startswith', args.slice(1), kw, 1, 3);
    return affix(args, 'startswith', (s, x) => s.startsWith(x));
  },
  endswith: (args, kw) => {
    takes('endswith', args.slice(1), kw, 1, 3);
    return affix(args, 'endswith', (s, x) => s.endsWith(x));
  },
  replace(args, kw) {
    arity('replace', args.slice(1), kw, 2, 3);
    const s = s0(args, 'replace');
    if (typeof args[1] !== 'string') throw pyError(exc.TypeError, `replace() argument 1 must be str, not ${typeName(args[1])}`);
    if (typeof args[2] !== 'string') throw pyError(exc.TypeError, `replace() argument 2 must be str, not ${typeName(args[2])}`);
    return replace(s, args[1], args[2], args.length > 3 ? Number(index(args[3])) : -1);
  },
  find: (args, kw) => {
    takes('find', args.slice(1), kw, 1, 3);
    return BigInt(search(s0(args, 'find'), strArg(args[1]), args[2], args[3], false));
  },
  rfind: (args, kw) => {
    takes('rfind', args.slice(1), kw, 1, 3);
    return BigInt(search(s0(args, 'rfind'), strArg(args[1]), args[2], args[3], true));
  },
  index(args, kw) {
    takes('index', args.slice(1), kw, 1, 3);
    const i = search(s0(args, 'index'), strArg(args[1]), args[2], args[3], false);
    if (i < 0) throw pyError(exc.ValueError, 'substring not found');
    return BigInt(i);
  },
  rindex(args, kw) {
    takes('rindex', args.slice(1), kw, 1, 3);
    const i = search(s0(args, 'rindex'), strArg(args[1]), args[2], args[3], true);
    if (i < 0) throw pyError(exc.ValueError, 'substring not found');
    return BigInt(i);
  },
  count: (args, kw) => {
    takes('count', args.slice(1), kw, 1, 3);
    return BigInt(countIn(s0(args, 'count'), strArg(args[1]), args[2], args[3]));
  },
  partition(args, kw) {
    arity('str.partition', args.slice(1), kw, 1, 1);
    const s = s0(args, 'partition');
    const sep = strArg(args[1]);
    if (sep === '') throw pyError(exc.ValueError, 'empty separator');
    const i = s.indexOf(sep);
    return i < 0 ? new PyTuple([s, '', '']) : new PyTuple([s.slice(0, i), sep, s.slice(i + sep.length)]);
  },
  rpartition(args, kw) {
    arity('str.rpartition', args.slice(1), kw, 1, 1);
    const s = s0(args, 'rpartition');
    const sep = strArg(args[1]);
    if (sep === '') throw pyError(exc.ValueError, 'empty separator');
    const i = s.lastIndexOf(sep);
    return i < 0 ? new PyTuple(['', '', s]) : new PyTuple([s.slice(0, i), sep, s.slice(i + sep.length)]);
  },
  format: (args, kw) => strFormat(s0(args, 'format'), args.slice(1), kw),
  format_map(args, kw) {
    arity('str.format_map', args.slice(1), kw, 1, 1);
    return strFormat(s0(args, 'format_map'), [], null, args[1]);
  },
  encode(args, kw) {
    takes('encode', args.slice(1), null, 0, 2);
    checkBuiltinKwargs('encode', kw, ['encoding', 'errors']);
    return encode(s0(args, 'encode'), args[1] ?? kw?.get('encoding') ?? 'utf-8', args[2] ?? kw?.get('errors') ?? 'strict');
  },
  __getnewargs__: (args) => new PyTuple([s0(args, '__getnewargs__')]),
});

/** `str.maketrans(x, y=None, z=None)`: a static method. */
export function makeTrans(args: PyValue[]): PyDict {
  const d = new PyDict();
  const put = (k: PyValue, v: PyValue) => d.map.set(k as bigint, [k, v]);
  if (args.length === 1) {
    const src = args[0];
    if (!(src instanceof PyDict)) throw pyError(exc.TypeError, 'if you give only one argument to maketrans it must be a dict');
    for (const [k, v] of src.map.values()) {
      if (typeof k === 'string') {
        if ([...k].length !== 1) throw pyError(exc.ValueError, 'string keys in translate table must be of length 1');
        put(BigInt(k.codePointAt(0) as number), v);
      } else put(k, v);
    }
    return d;
  }
  const [x, y, z] = args;
  if (typeof x !== 'string' || typeof y !== 'string') throw pyError(exc.TypeError, 'maketrans() argument must be str');
  const xs = [...x];
  const ys = [...y];
  if (xs.length !== ys.length) throw pyError(exc.ValueError, 'the first two maketrans arguments must have equal length');
  xs.forEach((c, i) => {
    put(BigInt(c.codePointAt(0) as number), BigInt(ys[i].codePointAt(0) as number));
  });
  if (typeof z === 'string') for (const c of z) put(BigInt(c.codePointAt(0) as number), null);
  return d;
}
