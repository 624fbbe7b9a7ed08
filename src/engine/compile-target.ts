/**
 * Assignment and `del` targets compiled to closures: names, attributes, subscripts, unpacking.
 * The parser has refused every other target (`syntax/target-check.ts`); the star rules that
 * CPython's compiler checks are checked here, as compile-time SyntaxErrors.
 */

import type { Ctx } from './compile';
import { compileExpr } from './compile-expr';
import { exc, pyError } from './exceptions';
import type { Frame } from './frame';
import { at } from './interpreter';
import { delItem, setItem } from './items';
import { deleter, storer } from './names';
import { delAttr, iterate, setAttr, typeName } from './objects';
import type { Expr } from './syntax/ast';
import { PySyntaxError } from './syntax/errors';
import { PyList, type PyValue } from './values';

export type Assign = (f: Frame, v: PyValue) => void;

/** Stores a value into a target (name, attribute, subscript, or a tuple/list of targets). */
export function compileStore(ctx: Ctx, t: Expr): Assign {
  switch (t.k) {
    case 'Name':
      forbidden(ctx, t, t.id, 'assign to');
      return storer(ctx.scope.ref(ctx.scope.mangle(t.id)));
    case 'Attribute': {
      forbidden(ctx, t, t.attr, 'assign to');
      const obj = compileExpr(ctx, t.value);
      const attr = ctx.scope.mangle(t.attr);
      const line = t.span.line;
      return (f, v) => {
        const o = obj(f);
        if (f.line !== line) at(f, line);
        setAttr(o, attr, v);
      };
    }
    case 'Subscript': {
      const obj = compileExpr(ctx, t.value);
      const key = compileExpr(ctx, t.index);
      const line = t.span.line;
      return (f, v) => {
        const o = obj(f);
        const k = key(f);
        if (f.line !== line) at(f, line);
        setItem(o, k, v);
      };
    }
    case 'Tuple':
    case 'List':
      return compileUnpack(ctx, t, t.elts);
    case 'Starred':
      return compileError(ctx, t, 'starred assignment target must be in a list or tuple');
    default:
      throw new Error(`the parser let through an assignment to ${t.k}`);
  }
}

/** `__debug__` is a constant: CPython's compiler refuses to bind it (as a name or an attribute) or delete the name. */
function forbidden(ctx: Ctx, at: Expr, name: string, action: 'assign to' | 'delete'): void {
  if (name === '__debug__') compileError(ctx, at, `cannot ${action} __debug__`);
}

/** CPython's compile-time SyntaxError at an expression (a misplaced star, a forbidden name). */
export function compileError(ctx: Ctx, at: Expr, message: string): never {
  throw new PySyntaxError('SyntaxError', message, ctx.file, at.span.line, at.span.col);
}

function compileUnpack(ctx: Ctx, t: Expr, targets: readonly Expr[]): Assign {
  const line = t.span.line;
  const star = targets.findIndex((x) => x.k === 'Starred');
  if (star >= 0 && targets.some((x, i) => i > star && x.k === 'Starred')) compileError(ctx, t, 'multiple starred expressions in assignment');
  const stores = targets.map((x, i) => compileStore(ctx, i === star ? (x as Extract<Expr, { k: 'Starred' }>).value : x));
  const n = targets.length;
  const after = n - star - 1;
  return (f, value) => {
    if (f.line !== line) at(f, line);
    let it: Iterator<PyValue>;
    try {
      it = iterate(value);
    } catch {
      throw pyError(exc.TypeError, `cannot unpack non-iterable ${typeName(value)} object`);
    }
    const items: PyValue[] = [];
    for (let r = it.next(); !r.done; r = it.next()) items.push(r.value);
    if (star < 0) {
      if (items.length > n) throw pyError(exc.ValueError, `too many values to unpack (expected ${n})`);
      if (items.length < n) throw pyError(exc.ValueError, `not enough values to unpack (expected ${n}, got ${items.length})`);
      for (let i = 0; i < n; i++) stores[i](f, items[i]);
      return;
    }
    if (items.length < n - 1) throw pyError(exc.ValueError, `not enough values to unpack (expected at least ${n - 1}, got ${items.length})`);
    for (let i = 0; i < n; i++) {
      if (i < star) stores[i](f, items[i]);
      else if (i === star) stores[i](f, new PyList(items.slice(star, items.length - after)));
      else stores[i](f, items[items.length - (n - i)]);
    }
  };
}

/** `del target`. */
export function compileDelete(ctx: Ctx, t: Expr): (f: Frame) => void {
  switch (t.k) {
    case 'Name':
      forbidden(ctx, t, t.id, 'delete');
      return deleter(ctx.scope.ref(ctx.scope.mangle(t.id)));
    case 'Subscript': {
      const obj = compileExpr(ctx, t.value);
      const key = compileExpr(ctx, t.index);
      const line = t.span.line;
      return (f) => {
        const o = obj(f);
        const k = key(f);
        if (f.line !== line) at(f, line);
        delItem(o, k);
      };
    }
    case 'Attribute': {
      const obj = compileExpr(ctx, t.value);
      const attr = ctx.scope.mangle(t.attr);
      return (f) => delAttr(obj(f), attr);
    }
    case 'Tuple':
    case 'List': {
      const parts = t.elts.map((x) => compileDelete(ctx, x));
      return (f) => {
        for (const p of parts) p(f);
      };
    }
    default:
      throw new Error(`the parser let through a deletion of ${t.k}`);
  }
}
