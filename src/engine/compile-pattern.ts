/**
 * Patterns of `match` statements compiled to matchers, as CPython 3.11's compiler
 * (`compiler_pattern_*`) and its MATCH_* instructions run them: a matcher tries one value
 * and writes what it captures into the case's slots; the names are stored only once the
 * whole pattern matched (before the guard). The compile-time errors CPython's compiler
 * reports — unreachable patterns, a name bound twice, alternatives binding different names,
 * repeated keys and attributes — are thrown here as it words and places them.
 */

import { compare } from './compare';
import type { Ctx } from './compile';
import { compileExpr } from './compile-expr';
import { exc, isException, pyError } from './exceptions';
import type { Eval, Frame } from './frame';
import { setAdd, setHas } from './hashing';
import { delItem } from './items';
import { call, getAttr, instanceCheck, isInstance, iterate, len, typeName, typeOf } from './objects';
import { truthy } from './ops';
import { repr } from './repr';
import type { Expr, Pattern } from './syntax/ast';
import { PySyntaxError } from './syntax/errors';
import { builtinTypes, PyClass, type PyDict, PyList, PyOpaque, PySet, PyTuple, type PyValue } from './values';

/** Tries a value; on success its captures are in `slots` (by the case's slot numbers). */
export type Matcher = (f: Frame, v: PyValue, slots: PyValue[]) => boolean;

/** What compiling one case's pattern tracks (CPython's `pattern_context`). */
export interface PatternCtx {
  /** Names bound so far, in the order CPython stores them. */
  stores: string[];
  /** Each captured name's slot, shared by the whole case (alternatives bind the same slots). */
  readonly slots: Map<string, number>;
  /** Whether an irrefutable pattern may stand here (last case or guarded, last alternative). */
  allowIrrefutable: boolean;
  /**
   * The pattern compiled last: CPython's compiler reports its errors there (its location is
   * set as each pattern starts and not restored), e.g. `[a] as a` at the inner `a`.
   */
  loc: Pattern;
  /** Moves the frame to a line of the case header (a `line` event when it changes; see compile-match). */
  readonly at: (f: Frame, line: number) => void;
}

function compileError(ctx: Ctx, at: { span: { line: number; col: number } }, message: string): never {
  throw new PySyntaxError('SyntaxError', message, ctx.file, at.span.line, at.span.col);
}

function slotOf(pc: PatternCtx, name: string): number {
  let s = pc.slots.get(name);
  if (s === undefined) {
    s = pc.slots.size;
    pc.slots.set(name, s);
  }
  return s;
}

function store(ctx: Ctx, pc: PatternCtx, name: string): number {
  if (pc.stores.includes(name)) compileError(ctx, pc.loc, `multiple assignments to name '${name}' in pattern`);
  pc.stores.push(name);
  return slotOf(pc, name);
}

/** The matcher of `p`; `line` is the line the enclosing pattern's instructions are on. */
export function compilePattern(ctx: Ctx, p: Pattern, pc: PatternCtx, line: number): Matcher {
  pc.loc = p;
  const m = patternMatcher(ctx, p, pc);
  const own = p.span.line;
  if (own === line) return m;
  return (f, v, slots) => {
    pc.at(f, own);
    return m(f, v, slots);
  };
}

/** A sub-pattern: irrefutable patterns are always allowed inside another pattern. */
function subpattern(ctx: Ctx, p: Pattern, pc: PatternCtx, line: number): Matcher {
  const saved = pc.allowIrrefutable;
  pc.allowIrrefutable = true;
  try {
    return compilePattern(ctx, p, pc, line);
  } finally {
    pc.allowIrrefutable = saved;
  }
}

function patternMatcher(ctx: Ctx, p: Pattern, pc: PatternCtx): Matcher {
  switch (p.k) {
    case 'MatchAs':
      return matchAs(ctx, p, pc);
    case 'MatchValue': {
      if (!isValueExpr(p.value)) compileError(ctx, p, 'patterns may only match literals and attribute lookups');
      const value = compileExpr(ctx, p.value);
      return (f, v) => truthy(compare('==', v, value(f)));
    }
    case 'MatchSingleton': {
      const value = p.value;
      return (_f, v) => v === value;
    }
    case 'MatchSequence':
      return matchSequence(ctx, p, pc);
    case 'MatchStar':
      return compileError(ctx, p, "can't use starred name here");
    case 'MatchMapping':
      return matchMapping(ctx, p, pc);
    case 'MatchClass':
      return matchClass(ctx, p, pc);
    case 'MatchOr':
      return matchOr(ctx, p, pc);
  }
}

function matchAs(ctx: Ctx, p: Extract<Pattern, { k: 'MatchAs' }>, pc: PatternCtx): Matcher {
  if (p.pattern === null) {
    if (!pc.allowIrrefutable) {
      if (p.name !== null) compileError(ctx, p, `name capture '${p.name}' makes remaining patterns unreachable`);
      compileError(ctx, p, 'wildcard makes remaining patterns unreachable');
    }
    if (p.name === null) return () => true;
    const slot = store(ctx, pc, p.name);
    return (_f, v, slots) => {
      slots[slot] = v;
      return true;
    };
  }
  const inner = compilePattern(ctx, p.pattern, pc, p.span.line);
  const slot = store(ctx, pc, p.name as string);
  return (f, v, slots) => {
    if (!inner(f, v, slots)) return false;
    slots[slot] = v;
    return true;
  };
}

/** A literal (numbers folded from `-1` and `1+2j` included) or a dotted name. */
function isValueExpr(e: Expr): boolean {
  if (e.k === 'Const' || e.k === 'Attribute') return true;
  if (e.k === 'UnaryOp') return e.operand.k === 'Const';
  return e.k === 'BinOp' && isValueExpr(e.left) && e.right.k === 'Const';
}

/** A `collections.abc` class (or `collections.deque`) in a class's MRO, by name. */
function abstractBase(c: PyClass, module: string, names: readonly string[]): boolean {
  return c.module === module && names.includes(c.name);
}

/** What a sequence pattern matches (CPython's Py_TPFLAGS_SEQUENCE): not str, bytes or dict. */
function isSequence(v: PyValue): boolean {
  return typeOf(v).mro.some(
    (c) =>
      c === builtinTypes.list ||
      c === builtinTypes.tuple ||
      c === builtinTypes.range ||
      abstractBase(c, 'collections.abc', ['Sequence', 'MutableSequence']) ||
      abstractBase(c, 'collections', ['deque']),
  );
}

/** What a mapping pattern matches (Py_TPFLAGS_MAPPING). */
function isMapping(v: PyValue): boolean {
  return typeOf(v).mro.some((c) => c === builtinTypes.dict || abstractBase(c, 'collections.abc', ['Mapping', 'MutableMapping']));
}

function matchSequence(ctx: Ctx, p: Extract<Pattern, { k: 'MatchSequence' }>, pc: PatternCtx): Matcher {
  const items = p.patterns;
  const star = items.findIndex((x) => x.k === 'MatchStar');
  if (star >= 0 && items.findIndex((x, i) => i > star && x.k === 'MatchStar') >= 0) compileError(ctx, p, 'multiple starred names in sequence pattern');
  const size = items.length;
  const line = p.span.line;
  const subs: (Matcher | null)[] = items.map((x) => {
    if (x.k === 'MatchStar') {
      if (x.name === null) return null;
      const slot = store(ctx, pc, x.name);
      return (_f, v, slots) => {
        slots[slot] = v;
        return true;
      };
    }
    if (x.k === 'MatchAs' && x.pattern === null && x.name === null) return null;
    return subpattern(ctx, x, pc, line);
  });
  return (f, v, slots) => {
    if (!isSequence(v)) return false;
    const n = len(v);
    if (star < 0 ? n !== size : n < size - 1) return false;
    if (subs.every((s) => s === null)) return true;
    // Unpacked by iterating (UNPACK_SEQUENCE / UNPACK_EX): no second `__len__` call.
    const values: PyValue[] = [];
    const it = iterate(v);
    for (let r = it.next(); !r.done; r = it.next()) values.push(r.value);
    for (let i = 0; i < size; i++) {
      const sub = subs[i];
      if (sub === null) continue;
      let item: PyValue;
      if (star < 0 || i < star) item = values[i];
      else if (i === star) item = new PyList(values.slice(star, values.length - (size - 1 - star)));
      else item = values[values.length - (size - i)];
      if (!sub(f, item, slots)) return false;
    }
    return true;
  };
}

/** A constant key's value and identity for the compile-time duplicate check (1, 1.0 and True are one key). */
function constantKey(e: Expr): { key: string; value: PyValue } | null {
  const negate = e.k === 'UnaryOp' && e.op === '-';
  const c = e.k === 'UnaryOp' ? e.operand : e;
  if (c.k !== 'Const') return null;
  const v = c.value;
  if (v === null) return { key: 'None', value: null };
  if (typeof v === 'string') return { key: `s${v}`, value: v };
  if (typeof v === 'boolean') return { key: `n${v ? 1 : 0}`, value: v };
  if (typeof v === 'bigint') return { key: `n${negate ? -v : v}`, value: negate ? -v : v };
  if (typeof v === 'number') {
    const x = negate ? -v : v;
    return { key: `n${Number.isInteger(x) ? BigInt(x) : x}`, value: x };
  }
  return null;
}

/** The `missing` marker passed to `subject.get(key, missing)`. */
const missing = new PyOpaque(builtinTypes.object, '<missing>');

function matchMapping(ctx: Ctx, p: Extract<Pattern, { k: 'MatchMapping' }>, pc: PatternCtx): Matcher {
  const seen = new Set<string>();
  const keys: Eval[] = p.keys.map((k) => {
    const c = constantKey(k);
    if (c) {
      if (seen.has(c.key)) compileError(ctx, p, `mapping pattern checks duplicate key (${repr(c.value)})`);
      seen.add(c.key);
    } else if (k.k !== 'Attribute') compileError(ctx, p, 'mapping pattern keys may only match literals and attribute lookups');
    return compileExpr(ctx, k);
  });
  const line = p.span.line;
  const subs = p.patterns.map((x) => subpattern(ctx, x, pc, line));
  const restSlot = p.rest === null ? -1 : store(ctx, pc, p.rest);
  const size = keys.length;
  return (f, v, slots) => {
    if (!isMapping(v)) return false;
    if (size === 0 && restSlot < 0) return true;
    if (size > 0 && len(v) < size) return false;
    const keyValues = keys.map((k) => k(f));
    pc.at(f, line);
    const values: PyValue[] = [];
    if (size > 0) {
      const get = getAttr(v, 'get');
      const dupes = new PySet();
      for (const key of keyValues) {
        if (setHas(dupes, key)) throw pyError(exc.ValueError, `mapping pattern checks duplicate key (${repr(key)})`);
        setAdd(dupes, key);
        const value = call(get, [key, missing], null);
        if (value === missing) return false;
        values.push(value);
      }
    }
    for (let i = 0; i < size; i++) if (!subs[i](f, values[i], slots)) return false;
    if (restSlot >= 0) {
      const rest = call(builtinTypes.dict, [v], null) as PyDict;
      for (const key of keyValues) delItem(rest, key);
      slots[restSlot] = rest;
    }
    return true;
  };
}

/** Builtin types whose one positional sub-pattern matches the subject itself (`int(x)`). */
const selfMatching = ['bool', 'bytearray', 'bytes', 'dict', 'float', 'frozenset', 'int', 'list', 'set', 'str', 'tuple']
  .map((n) => (builtinTypes as Record<string, PyClass | undefined>)[n])
  .filter((c): c is PyClass => c !== undefined);

/** `getattr(v, name)`, or undefined when that raises AttributeError. */
function attributeOrMissing(v: PyValue, name: string): PyValue | undefined {
  try {
    return getAttr(v, name);
  } catch (e) {
    if (isException(e) && isInstance(e, exc.AttributeError)) return undefined;
    throw e;
  }
}

function matchClass(ctx: Ctx, p: Extract<Pattern, { k: 'MatchClass' }>, pc: PatternCtx): Matcher {
  const attrs = p.kwdAttrs;
  attrs.forEach((a, i) => {
    if (attrs.indexOf(a) !== i) compileError(ctx, p.kwdPatterns[i], `attribute name repeated in class pattern: ${a}`);
  });
  const cls = compileExpr(ctx, p.cls);
  const line = p.span.line;
  const positional = p.patterns.map((x) => subpattern(ctx, x, pc, line));
  const keyword = p.kwdPatterns.map((x) => subpattern(ctx, x, pc, line));
  const nargs = positional.length;
  return (f, v, slots) => {
    const type = cls(f);
    pc.at(f, line);
    if (!(type instanceof PyClass)) throw pyError(exc.TypeError, 'called match pattern must be a type');
    if (!instanceCheck(v, type)) return false;
    const seen = new Set<string>();
    const values: PyValue[] = [];
    const fetch = (name: string): boolean => {
      if (seen.has(name)) throw pyError(exc.TypeError, `${type.name}() got multiple sub-patterns for attribute ${repr(name)}`);
      seen.add(name);
      const a = attributeOrMissing(v, name);
      if (a === undefined) return false;
      values.push(a);
      return true;
    };
    if (nargs > 0) {
      const matchArgs = attributeOrMissing(type, '__match_args__');
      let names: readonly PyValue[] = [];
      let matchSelf = false;
      if (matchArgs === undefined) matchSelf = selfMatching.some((t) => type.isSubclassOf(t));
      else if (!(matchArgs instanceof PyTuple) || matchArgs.cls !== builtinTypes.tuple)
        throw pyError(exc.TypeError, `${type.name}.__match_args__ must be a tuple (got ${typeName(matchArgs)})`);
      else names = matchArgs.items;
      const allowed = matchSelf ? 1 : names.length;
      if (allowed < nargs) throw pyError(exc.TypeError, `${type.name}() accepts ${allowed} positional sub-pattern${allowed === 1 ? '' : 's'} (${nargs} given)`);
      if (matchSelf) values.push(v);
      else
        for (let i = 0; i < nargs; i++) {
          const name = names[i];
          if (typeof name !== 'string') throw pyError(exc.TypeError, `__match_args__ elements must be strings (got ${typeName(name)})`);
          if (!fetch(name)) return false;
        }
    }
    for (const a of attrs) if (!fetch(a)) return false;
    for (let i = 0; i < nargs; i++) if (!positional[i](f, values[i], slots)) return false;
    for (let i = 0; i < keyword.length; i++) if (!keyword[i](f, values[nargs + i], slots)) return false;
    return true;
  };
}

function matchOr(ctx: Ctx, p: Extract<Pattern, { k: 'MatchOr' }>, pc: PatternCtx): Matcher {
  const outer = pc.stores;
  const allow = pc.allowIrrefutable;
  let control: string[] | null = null;
  const alts = p.patterns.map((alt, i) => {
    pc.stores = [];
    pc.allowIrrefutable = i === p.patterns.length - 1 && allow;
    const m = compilePattern(ctx, alt, pc, p.span.line);
    if (control === null) control = pc.stores;
    else if (pc.stores.length !== control.length || pc.stores.some((n) => !(control as string[]).includes(n)))
      compileError(ctx, pc.loc, 'alternative patterns bind different names');
    return m;
  });
  pc.stores = outer;
  pc.allowIrrefutable = allow;
  for (const name of control ?? []) store(ctx, pc, name);
  return (f, v, slots) => {
    for (const alt of alts) if (alt(f, v, slots)) return true;
    return false;
  };
}
