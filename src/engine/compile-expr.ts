/**
 * Expressions compiled to closures. Line changes follow CPython 3.11's instruction lines:
 * a name, an attribute, a subscript, an operator, a display or a call reports its line when
 * evaluated, so a statement spread over lines shows up again after a traced callee returns.
 */
import { formatValue } from './builtins/format';
import type { Ctx } from './compile';
import { unsupported } from './compile';
import { compileCall } from './compile-call';
import { compileComprehension } from './compile-comprehension';
import { compileMakeFunction } from './compile-function';
import { compileStore } from './compile-target';
import { exc, pyError } from './exceptions';
import type { Eval, Frame } from './frame';
import { at } from './interpreter';
import { getItem } from './items';
import { loader } from './names';
import { getAttr, iterate, typeName } from './objects';
import { binop, compare, hashKey, truthy, unaryop } from './ops';
import { repr, str } from './repr';
import type { Expr, FStringPart } from './syntax/ast';
import { Ellipsis, PyDict, PyList, PySet, PySlice, PyTuple, type PyValue } from './values';

export function compileExpr(ctx: Ctx, e: Expr): Eval {
  switch (e.k) {
    case 'Name': {
      const load = loader(ctx.scope.ref(ctx.scope.mangle(e.id)));
      const line = e.span.line;
      return (f) => {
        at(f, line);
        return load(f);
      };
    }
    case 'Const': {
      const v = e.value;
      if (v !== null && typeof v === 'object') {
        if ('ellipsis' in v) return () => Ellipsis;
        return () => {
          throw pyError(exc.TypeError, 'complex numbers are not supported by this interpreter');
        };
      }
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
        at(f, line);
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
        at(f, line);
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
        at(f, line);
        return binop(op, a, b);
      };
    }
    case 'UnaryOp': {
      const operand = compileExpr(ctx, e.operand);
      const { op } = e;
      const line = e.span.line;
      return (f) => {
        const v = operand(f);
        at(f, line);
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
      const items = compileItems(ctx, e.elts);
      const line = e.span.line;
      const k = e.k;
      return (f) => {
        const vs = items(f);
        at(f, line);
        if (k === 'List') return new PyList(vs);
        if (k === 'Tuple') return new PyTuple(vs);
        const s = new PySet();
        for (const v of vs) s.map.set(hashKey(v), v);
        return s;
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
      return () => {
        throw pyError(exc.TypeError, "can't use starred expression here");
      };
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
      at(f, line);
      return compare(op, a, b);
    };
  }
  return (f) => {
    let a = left(f);
    let result: PyValue = true;
    for (let i = 0; i < ops.length; i++) {
      const b = rights[i](f);
      at(f, line);
      result = compare(ops[i], a, b);
      // Only a chain (a < b < c) asks for truthiness between links; a lone result is returned as is.
      if (i < ops.length - 1 && !truthy(result)) return result;
      a = b;
    }
    return result;
  };
}

/** The items of a display or a call's positional arguments, `*x` spread in place. */
export function compileItems(ctx: Ctx, elts: readonly Expr[]): (f: Frame) => PyValue[] {
  const parts = elts.map((x) => ({ star: x.k === 'Starred', value: compileExpr(ctx, x.k === 'Starred' ? x.value : x) }));
  if (!parts.some((p) => p.star)) {
    const fns = parts.map((p) => p.value);
    const n = fns.length;
    return (f) => {
      const out: PyValue[] = new Array(n);
      for (let i = 0; i < n; i++) out[i] = fns[i](f);
      return out;
    };
  }
  return (f) => {
    const out: PyValue[] = [];
    for (const p of parts) {
      if (!p.star) {
        out.push(p.value(f));
        continue;
      }
      const it = iterate(p.value(f));
      for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
    }
    return out;
  };
}

function compileDict(ctx: Ctx, e: Extract<Expr, { k: 'Dict' }>): Eval {
  const items = e.items.map((item) =>
    'spread' in item
      ? { spread: compileExpr(ctx, item.spread), key: null, value: null }
      : { spread: null, key: compileExpr(ctx, item.key), value: compileExpr(ctx, item.value) },
  );
  const line = e.span.line;
  return (f) => {
    const d = new PyDict();
    for (const item of items) {
      if (item.spread) {
        const src = item.spread(f);
        if (!(src instanceof PyDict)) throw pyError(exc.TypeError, `'${typeName(src)}' object is not a mapping`);
        for (const [k, entry] of src.map) d.map.set(k, [d.map.get(k)?.[0] ?? entry[0], entry[1]]);
      } else {
        const k = (item.key as Eval)(f);
        const v = (item.value as Eval)(f);
        const hk = hashKey(k);
        d.map.set(hk, [d.map.get(hk)?.[0] ?? k, v]);
      }
    }
    at(f, line);
    return d;
  };
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
      if (p.conversion === 'r' || p.conversion === 'a') v = repr(v);
      else if (p.conversion === 's') v = str(v);
      out += formatValue(v, p.spec ? p.spec(f) : '');
    }
    return out;
  };
}
