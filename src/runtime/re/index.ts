/**
 * Simulated `re` (CPython 3.11, str patterns): compile, search, match, fullmatch, findall,
 * finditer, sub, subn, split, escape, the flags, `re.error`, and the Pattern and Match objects.
 * Patterns run on JS RegExp after translation (translate.ts); what cannot be translated
 * faithfully is refused by name. Reward functions and tool-call parsers use it.
 */
import { builtin, exc, hashKey, type Kwargs, PyDict, PyIterator, PyTuple, type PyValue, pyError, registerModule, typeName } from '../../engine/api';
import { checkString, matchType } from './match';
import { findall, PatternV, patternType, split, subn } from './pattern';
import { FLAGS, reError } from './translate';

const cache = new Map<string, PatternV>();

function flagsOf(v: PyValue | undefined): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'bigint' || typeof v === 'boolean') return Number(v);
  throw pyError(exc.TypeError, `unsupported operand type(s) for &: '${typeName(v)}' and 'int'`);
}

function compile(pattern: PyValue, flags: PyValue | undefined): PatternV {
  if (pattern instanceof PatternV) {
    if (flagsOf(flags) !== 0) throw pyError(exc.ValueError, 'cannot process flags argument with a compiled pattern');
    return pattern;
  }
  if (typeof pattern !== 'string') throw pyError(exc.TypeError, 'first argument must be string or compiled pattern');
  const bits = flagsOf(flags);
  const key = `${bits}:${pattern}`;
  let p = cache.get(key);
  if (!p) {
    p = new PatternV(pattern, bits);
    cache.set(key, p);
  }
  return p;
}

/** Positional-or-keyword arguments in order, with defaults. */
function args(name: string, params: string[], given: PyValue[], kw: Kwargs, required: number): PyValue[] {
  const out: PyValue[] = [...given];
  if (given.length > params.length) throw pyError(exc.TypeError, `${name}() takes at most ${params.length} arguments (${given.length} given)`);
  for (const [k, v] of kw ?? []) {
    const i = params.indexOf(k);
    if (i < 0) throw pyError(exc.TypeError, `${name}() got an unexpected keyword argument '${k}'`);
    out[i] = v;
  }
  for (let i = 0; i < required; i++)
    if (out[i] === undefined) throw pyError(exc.TypeError, `${name}() missing required argument '${params[i]}' (pos ${i + 1})`);
  return out;
}

const num = (v: PyValue | undefined, dflt: number | null): number | null => (v === undefined || v === null ? dflt : Number(v as bigint));

function methods(p: PatternV): Record<string, (a: PyValue[], kw: Kwargs) => PyValue> {
  const searchLike = (mode: 'g' | 'y' | 'full', name: string) => (a: PyValue[], kw: Kwargs) => {
    const [s, pos, endpos] = args(name, ['string', 'pos', 'endpos'], a, kw, 1);
    return p.exec(checkString(s), mode, num(pos, 0) as number, num(endpos, null));
  };
  return {
    search: searchLike('g', 'search'),
    match: searchLike('y', 'match'),
    fullmatch: searchLike('full', 'fullmatch'),
    findall: (a, kw) => {
      const [s, pos, endpos] = args('findall', ['string', 'pos', 'endpos'], a, kw, 1);
      return findall(p, checkString(s), num(pos, 0) as number, num(endpos, null));
    },
    finditer: (a, kw) => {
      const [s, pos, endpos] = args('finditer', ['string', 'pos', 'endpos'], a, kw, 1);
      return new PyIterator(p.all(checkString(s), num(pos, 0) as number, num(endpos, null)), 'callable_iterator');
    },
    sub: (a, kw) => {
      const [repl, s, count] = args('sub', ['repl', 'string', 'count'], a, kw, 2);
      return subn(p, repl, checkString(s), num(count, 0) as number)[0];
    },
    subn: (a, kw) => {
      const [repl, s, count] = args('subn', ['repl', 'string', 'count'], a, kw, 2);
      const [text, n] = subn(p, repl, checkString(s), num(count, 0) as number);
      return new PyTuple([text, BigInt(n)]);
    },
    split: (a, kw) => {
      const [s, maxsplit] = args('split', ['string', 'maxsplit'], a, kw, 1);
      return split(p, checkString(s), num(maxsplit, 0) as number);
    },
  };
}

patternType.slots.getattr = (self, name) => {
  const p = self as PatternV;
  if (name === 'pattern') return p.pattern;
  if (name === 'flags') return BigInt(p.flags);
  if (name === 'groups') return BigInt(p.groups);
  if (name === 'groupindex') {
    const d = new PyDict();
    for (const [n, g] of p.names) d.map.set(hashKey(n), [n, BigInt(g)]);
    return d;
  }
  const m = methods(p)[name];
  return m ? builtin(name, m) : undefined;
};

/** A module-level function: the pattern (and flags) first, then the Pattern method's arguments. */
function moduleFn(name: string, params: string[], required: number): PyValue {
  return builtin(name, (a, kw) => {
    const given = args(name, [...params, 'flags'], a, kw, required);
    const p = compile(given[0], given[params.length]);
    const method = methods(p)[name];
    const rest = given.slice(1, params.length);
    while (rest.length > 0 && rest[rest.length - 1] === undefined) rest.pop();
    return method(rest, null);
  });
}

/** `re.escape`: CPython 3.7+'s set of special characters, each behind a backslash. */
function escapePattern(s: string): string {
  return s.replace(/[()[\]{}?*+\-|^$\\.&~# \t\n\r\v\f]/g, (c) => `\\${c}`);
}

registerModule('re', () => ({
  compile: builtin('compile', (a, kw) => {
    const [pattern, flags] = args('compile', ['pattern', 'flags'], a, kw, 1);
    return compile(pattern, flags);
  }),
  search: moduleFn('search', ['pattern', 'string'], 2),
  match: moduleFn('match', ['pattern', 'string'], 2),
  fullmatch: moduleFn('fullmatch', ['pattern', 'string'], 2),
  findall: moduleFn('findall', ['pattern', 'string'], 2),
  finditer: moduleFn('finditer', ['pattern', 'string'], 2),
  sub: moduleFn('sub', ['pattern', 'repl', 'string', 'count'], 3),
  subn: moduleFn('subn', ['pattern', 'repl', 'string', 'count'], 3),
  split: moduleFn('split', ['pattern', 'string', 'maxsplit'], 2),
  escape: builtin('escape', (a) => escapePattern(checkString(a[0]))),
  purge: builtin('purge', () => {
    cache.clear();
    return null;
  }),
  error: reError,
  Pattern: patternType,
  Match: matchType,
  IGNORECASE: BigInt(FLAGS.I),
  I: BigInt(FLAGS.I),
  LOCALE: BigInt(FLAGS.L),
  L: BigInt(FLAGS.L),
  MULTILINE: BigInt(FLAGS.M),
  M: BigInt(FLAGS.M),
  DOTALL: BigInt(FLAGS.S),
  S: BigInt(FLAGS.S),
  UNICODE: BigInt(FLAGS.U),
  U: BigInt(FLAGS.U),
  VERBOSE: BigInt(FLAGS.X),
  X: BigInt(FLAGS.X),
  ASCII: BigInt(FLAGS.A),
  A: BigInt(FLAGS.A),
  NOFLAG: 0n,
}));
