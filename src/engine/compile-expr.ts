/**
 * Expressions compiled to closures. Line changes follow CPython 3.11's instruction lines:
 * a name, an attribute, a subscript, an operator, a display or a call reports its line when
 * evaluated, so a statement spread over lines shows up again after a traced callee returns.
 */

import { iteratesAsDict, mappingItems } from './builtins/dict';
import { formatValue } from './builtins/format';
import { asciiRepr } from './builtins/percent';
import { compare } from './compare';
import type { Ctx } from './compile';
import { unsupported } from './compile';
import { compileCall } from './compile-call';
import { compileComprehension } from './compile-comprehension';
import { compileMakeFunction } from './compile-function';
import { compileError, compileStore } from './compile-target';
import { PyComplex } from './complex';
import { exc, pyError } from './exceptions';
import type { Eval, Frame } from './frame';
import { dictMerge, dictSet, setDisplay } from './hashing';
import { at } from './interpreter';
import { getItem } from './items';
import { loaderAt } from './names';
import { extendFrom, getAttr, iterate, typeName } from './objects';
import { binop, truthy, unaryop } from './ops';
import { repr, str } from './repr';
import type { Expr, FStringPart } from './syntax/ast';
import { Ellipsis, PyBytes, PyDict, PyList, PySlice, PyTuple, type PyValue } from './values';

export function compileExpr(ctx: Ctx, e: Expr): Eval {
  switch (e.k) {
    case 'Name':
      return loaderAt(ctx.scope.ref(ctx.scope.mangle(e.id)), e.span.line);
    case 'Const': {
      const v = e.value;
      if (v !== null && typeof v === 'object') {
        if ('ellipsis' in v) return () => Ellipsis;
        if ('bytes' in v) {
          const data = v.bytes;
          return () => new PyBytes(Uint8Array.from(data));
        }
        const imag = v.complex;
        return () => new PyComplex(0, imag);
      }
      // A constant on a later line than its statement starts is a line of its own in CPython
      // (LOAD_CONST there): after a call returns, reaching it is a line event.
      const line = e.span.line;
      if (ctx.stmt && line !== ctx.stmt.line)
        return (f) => {
          if (f.line !== line) at(f, line);
          return v;
        };
      return () => v;
    }
    case 'FString':
      return compileFString(ctx, e.parts);
    case 'Attribute': {
      const obj = compileExpr(ctx, e.value);
      const attr = ctx.scope.mangle(e.attr);
      const line = e.span.line;
      return (f) => {
        const o = obj(f);
        if (f.line !== line) at(f, line);
        return getAttr(o, attr);
      };
    }
    case 'Subscript': {
      const obj = compileExpr(ctx, e.value);
      const key = compileExpr(ctx, e.index);
      const line = e.span.line;
      return (f) => {
        const o = obj(f);
        const k = key(f);
        if (f.line !== line) at(f, line);
        return getItem(o, k);
      };
    }
    case 'Slice': {
      const none = () => null;
      const lower = e.lower ? compileExpr(ctx, e.lower) : none;
      const upper = e.upper ? compileExpr(ctx, e.upper) : none;
      const step = e.step ? compileExpr(ctx, e.step) : none;
      return (f) => new PySlice(lower(f), upper(f), step(f));
    }
    case 'Call':
      return compileCall(ctx, e);
    case 'BinOp': {
      const left = compileExpr(ctx, e.left);
      const right = compileExpr(ctx, e.right);
      const { op } = e;
      const line = e.span.line;
      return (f) => {
        const a = left(f);
        const b = right(f);
        if (f.line !== line) at(f, line);
        return binop(op, a, b);
      };
    }
    case 'UnaryOp': {
      const operand = compileExpr(ctx, e.operand);
      const { op } = e;
      const line = e.span.line;
      return (f) => {
        const v = operand(f);
        if (f.line !== line) at(f, line);
        return unaryop(op, v);
      };
    }
    case 'BoolOp': {
      const left = compileExpr(ctx, e.left);
      const right = compileExpr(ctx, e.right);
      if (e.op === 'and')
        return (f) => {
          const a = left(f);
          return truthy(a) ? right(f) : a;
        };
      return (f) => {
        const a = left(f);
        return truthy(a) ? a : right(f);
      };
    }
    case 'Compare':
      return compileCompare(ctx, e);
    case 'IfExp': {
      const test = compileExpr(ctx, e.test);
      const body = compileExpr(ctx, e.body);
      const orelse = compileExpr(ctx, e.orelse);
      return (f) => (truthy(test(f)) ? body(f) : orelse(f));
    }
    case 'Lambda':
      return compileMakeFunction(ctx, e);
    // Displays build at their own first line (BUILD_LIST and friends), after their items.
    case 'List':
    case 'Tuple':
    case 'Set': {
      const items = compileItems(ctx, e.elts, e.k === 'Set', e.span.line);
      const line = e.span.line;
      const k = e.k;
      // CPython builds a display of more than two constants through a frozenset constant.
      const constant = k === 'Set' && e.elts.length > 2 && e.elts.every(isConstant);
      return (f) => {
        const vs = items(f);
        if (f.line !== line) at(f, line);
        if (k === 'List') return new PyList(vs);
        if (k === 'Tuple') return new PyTuple(vs);
        return setDisplay(vs, constant);
      };
    }
    case 'Dict':
      return compileDict(ctx, e);
    case 'ListComp':
    case 'SetComp':
    case 'DictComp':
    case 'GenExp':
      return compileComprehension(ctx, e);
    case 'Starred':
      return compileError(ctx, e, "can't use starred expression here");
    case 'NamedExpr': {
      const value = compileExpr(ctx, e.value);
      const store = compileStore(ctx, e.target);
      return (f) => {
        const v = value(f);
        store(f, v);
        return v;
      };
    }
    // A generator or coroutine body compiles these in their resumable form; here they sit
    // where nothing can suspend (a comprehension inside an async def).
    case 'Yield':
    case 'YieldFrom':
      return unsupported(ctx, 'yield inside a comprehension', e);
    case 'Await':
      return unsupported(ctx, 'await inside a comprehension', e);
  }
}

function compileCompare(ctx: Ctx, e: Extract<Expr, { k: 'Compare' }>): Eval {
  const left = compileExpr(ctx, e.left);
  const rights = e.comparators.map((c) => compileExpr(ctx, c));
  const ops = e.ops;
  const line = e.span.line;
  if (ops.length === 1) {
    const op = ops[0];
    const right = rights[0];
    return (f) => {
      const a = left(f);
      const b = right(f);
      if (f.line !== line) at(f, line);
      return compare(op, a, b);
    };
  }
  return (f) => {
    let a = left(f);
    let result: PyValue = true;
    for (let i = 0; i < ops.length; i++) {
      const b = rights[i](f);
      if (f.line !== line) at(f, line);
      result = compare(ops[i], a, b);
      // Only a chain (a < b < c) asks for truthiness between links; a lone result is returned as is.
      if (i < ops.length - 1 && !truthy(result)) return result;
      a = b;
    }
    return result;
  };
}

/**
 * The items of a display, `*x` spread in place: a list's or tuple's as `list.extend` spreads it
 * (asking a Python-defined `x` its length first), a set's by iterating alone (`set.update`).
 *
 * CPython builds a display with a `*x`, or of more than 30 items, one item at a time: the list
 * is made (at the first `*x`, or first of all when big), then each item added by an instruction on
 * the display's own first line `line` (LIST_APPEND, LIST_EXTEND). Coming back to that line is a
 * line event, which shows the statement again after a traced call in an item on a later line.
 */
export function compileItems(ctx: Ctx, elts: readonly Expr[], asSet = false, line = 0): (f: Frame) => PyValue[] {
  const parts = elts.map((x) => ({ star: x.k === 'Starred', value: compileExpr(ctx, x.k === 'Starred' ? x.value : x) }));
  const big = elts.length > 30;
  if (!parts.some((p) => p.star) && !big) {
    const fns = parts.map((p) => p.value);
    const n = fns.length;
    return (f) => {
      const out: PyValue[] = new Array(n);
      for (let i = 0; i < n; i++) out[i] = fns[i](f);
      return out;
    };
  }
  const back = (f: Frame) => {
    if (line && f.line !== line) at(f, line);
  };
  return (f) => {
    const out: PyValue[] = [];
    let built = big;
    if (big) back(f);
    for (const p of parts) {
      if (!p.star) {
        out.push(p.value(f));
        if (built) back(f);
        continue;
      }
      if (!built) back(f);
      built = true;
      const v = p.value(f);
      const it = iterate(v);
      if (asSet) for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
      else extendFrom(out, v, it);
      back(f);
    }
    return out;
  };
}

/**
 * A dict display as CPython compiles it: a run of up to 15 `key: value` pairs is evaluated in
 * full before any is inserted (BUILD_MAP); a longer run inserts as it goes (MAP_ADD); `**m`
 * merges in its place.
 */
function compileDict(ctx: Ctx, e: Extract<Expr, { k: 'Dict' }>): Eval {
  type Run = { spread: Eval } | { pairs: [Eval, Eval][]; big: boolean };
  const runs: Run[] = [];
  for (const item of e.items) {
    if ('spread' in item) runs.push({ spread: compileExpr(ctx, item.spread) });
    else {
      const last = runs[runs.length - 1];
      const pair: [Eval, Eval] = [compileExpr(ctx, item.key), compileExpr(ctx, item.value)];
      if (last && 'pairs' in last) last.pairs.push(pair);
      else runs.push({ pairs: [pair], big: false });
    }
  }
  for (const r of runs) if ('pairs' in r) r.big = r.pairs.length * 2 > 30;
  const line = e.span.line;
  const only = runs[0];
  if (runs.length === 1 && 'pairs' in only) return pairsDict(only.pairs, only.big || e.items.every((i) => 'key' in i && plainKey(i.key)), line);
  return (f) => {
    const d = new PyDict();
    for (const r of runs) {
      if ('spread' in r) {
        const src = r.spread(f);
        // A dict subclass that overrides __iter__ is read as any mapping is (keys(), then m[key]), as PyDict_Merge does.
        if (src instanceof PyDict && iteratesAsDict(src)) dictMerge(d, src);
        else {
          const items = mappingItems(src);
          if (!items) throw pyError(exc.TypeError, `'${typeName(src)}' object is not a mapping`);
          for (const [k, v] of items) dictSet(d, k, v);
        }
      } else if (r.big) {
        for (const [k, v] of r.pairs) dictSet(d, k(f), v(f));
      } else {
        const pending: PyValue[] = [];
        for (const [k, v] of r.pairs) pending.push(k(f), v(f));
        for (let i = 0; i < pending.length; i += 2) dictSet(d, pending[i], pending[i + 1]);
      }
    }
    if (f.line !== line) at(f, line);
    return d;
  };
}

/**
 * A dict display of `key: value` pairs only (the common one), without the general form's
 * iterators. `eager`: each pair is inserted as soon as it is evaluated, which a long display
 * does in CPython too (MAP_ADD), and which no program can tell from BUILD_MAP's order when the
 * keys are plain constants: hashing them runs no code and cannot raise.
 */
function pairsDict(pairs: readonly (readonly [Eval, Eval])[], eager: boolean, line: number): Eval {
  const keys = pairs.map((p) => p[0]);
  const values = pairs.map((p) => p[1]);
  const n = pairs.length;
  if (eager)
    return (f) => {
      const d = new PyDict();
      for (let i = 0; i < n; i++) dictSet(d, keys[i](f), values[i](f));
      if (f.line !== line) at(f, line);
      return d;
    };
  return (f) => {
    const d = new PyDict();
    const pending: PyValue[] = new Array(2 * n);
    for (let i = 0; i < n; i++) {
      pending[2 * i] = keys[i](f);
      pending[2 * i + 1] = values[i](f);
    }
    for (let i = 0; i < n; i++) dictSet(d, pending[2 * i], pending[2 * i + 1]);
    if (f.line !== line) at(f, line);
    return d;
  };
}

/** A constant key whose hashing runs no code: None, a bool, an int, a float or a str. */
function plainKey(e: Expr): boolean {
  if (e.k !== 'Const') return false;
  const v = e.value;
  return v === null || typeof v === 'string' || typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean';
}

/** Whether CPython's compiler folds an expression to a constant (literals, signed numbers, tuples of those). */
function isConstant(e: Expr): boolean {
  if (e.k === 'Const') return !(e.value !== null && typeof e.value === 'object' && 'bytes' in e.value);
  if (e.k === 'UnaryOp') return (e.op === '-' || e.op === '+') && e.operand.k === 'Const' && typeof e.operand.value !== 'string';
  if (e.k === 'Tuple') return e.elts.every(isConstant);
  return false;
}

function compileFString(ctx: Ctx, parts: readonly FStringPart[]): (f: Frame) => string {
  const compiled = parts.map((p) =>
    typeof p === 'string' ? p : { value: compileExpr(ctx, p.expr), conversion: p.conversion, spec: p.spec ? compileFString(ctx, p.spec) : null },
  );
  return (f) => {
    let out = '';
    for (const p of compiled) {
      if (typeof p === 'string') {
        out += p;
        continue;
      }
      let v = p.value(f);
      if (p.conversion === 'r') v = repr(v);
      else if (p.conversion === 'a') v = asciiRepr(v);
      else if (p.conversion === 's') v = str(v);
      out += formatValue(v, p.spec ? p.spec(f) : '');
    }
    return out;
  };
}
