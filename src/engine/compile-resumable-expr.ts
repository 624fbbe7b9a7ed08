/**
 * The resumable form of expressions that contain `yield`, `yield from` or `await`: JS
 * generator closures that suspend where the Python expression suspends. Only the paths that
 * can suspend take this form; every sub-expression that cannot stays a plain closure.
 * Evaluation order and line changes are the plain compiler's.
 */
import { formatValue } from './builtins/format';
import { asciiRepr } from './builtins/percent';
import { compare } from './compare';
import { type Ctx, unsupported } from './compile';
import { resumableComprehension } from './compile-async-comprehension';
import { CallArguments, invoke } from './compile-call';
import { compileExpr } from './compile-expr';
import { compileStore } from './compile-target';
import { awaitTarget, delegateTo, yieldFromTarget } from './delegate';
import type { Eval, Frame } from './frame';
import { AsyncGenItem, type Body } from './generators';
import { dictSet, setDisplay } from './hashing';
import { at } from './interpreter';
import { getItem } from './items';
import { getAttr, iterate } from './objects';
import { binop, truthy, unaryop } from './ops';
import { repr, str } from './repr';
import type { Expr, FStringPart, Stmt } from './syntax/ast';
import { PyDict, PyList, PySlice, PyTuple, type PyValue } from './values';

export type ResumableEval = (f: Frame) => Body;

const suspendCache = new WeakMap<object, boolean>();

/** Nodes that open a scope of their own: only what they evaluate where they stand counts (defaults, decorators, bases). */
const ownBody = new Set(['Lambda', 'FunctionDef', 'ClassDef']);

/**
 * Whether evaluating `node` can suspend: a `yield`, `yield from` or `await` in it, outside the
 * bodies of nested functions and classes (a comprehension's `await` counts: it is refused by name).
 */
export function suspends(node: Expr | Stmt | null | undefined): boolean {
  if (!node) return false;
  const cached = suspendCache.get(node);
  if (cached !== undefined) return cached;
  const k = node.k;
  // A list, set or dict comprehension with an `async for` clause is awaited where it stands.
  const asyncComp = (k === 'ListComp' || k === 'SetComp' || k === 'DictComp') && node.generators.some((g) => g.isAsync);
  const found = k === 'Yield' || k === 'YieldFrom' || k === 'Await' || asyncComp || childSuspends(node, ownBody.has(k));
  suspendCache.set(node, found);
  return found;
}

/** Walks the children of any AST value (nodes, arrays, parameter lists, handlers...). */
function childSuspends(value: object, skipBody: boolean): boolean {
  for (const [key, v] of Object.entries(value)) {
    if (key === 'span' || (skipBody && key === 'body') || v === null || typeof v !== 'object') continue;
    if (Array.isArray(v)) {
      for (const x of v) if (x !== null && typeof x === 'object' && ('k' in x ? suspends(x) : childSuspends(x, false))) return true;
    } else if ('k' in v ? suspends(v as Expr) : childSuspends(v, false)) return true;
  }
  return false;
}

/** A plain closure run as a resumable one (it never suspends). */
function plain(ev: Eval): ResumableEval {
  // biome-ignore lint/correctness/useYield: the resumable form of code that never suspends
  return function* (f) {
    return ev(f);
  };
}

export function resumableExpr(ctx: Ctx, e: Expr): ResumableEval {
  if (!suspends(e)) return plain(compileExpr(ctx, e));
  const sub = (x: Expr) => resumableExpr(ctx, x);
  switch (e.k) {
    case 'Yield': {
      const value = e.value ? sub(e.value) : null;
      const line = e.span.line;
      // An async generator's items are told apart from what its awaits pass out to the loop.
      const asyncGen = (ctx.scope.node as { isAsync?: boolean }).isAsync === true;
      return function* (f) {
        const v = value ? yield* value(f) : null;
        at(f, line);
        return yield asyncGen ? (new AsyncGenItem(v) as unknown as PyValue) : v;
      };
    }
    case 'YieldFrom': {
      const value = sub(e.value);
      const line = e.span.line;
      const inCoroutine = ctx.scope.hasAwait || (ctx.scope.node as { isAsync?: boolean }).isAsync === true;
      return function* (f) {
        const v = yield* value(f);
        at(f, line);
        return yield* delegateTo(yieldFromTarget(v, inCoroutine), f.gen);
      };
    }
    case 'Await': {
      const value = sub(e.value);
      const line = e.span.line;
      return function* (f) {
        const v = yield* value(f);
        at(f, line);
        return yield* delegateTo(awaitTarget(v), f.gen);
      };
    }
    case 'Attribute': {
      const obj = sub(e.value);
      const attr = ctx.scope.mangle(e.attr);
      const line = e.span.line;
      return function* (f) {
        const o = yield* obj(f);
        at(f, line);
        return getAttr(o, attr);
      };
    }
    case 'Subscript': {
      const obj = sub(e.value);
      const key = sub(e.index);
      const line = e.span.line;
      return function* (f) {
        const o = yield* obj(f);
        const k = yield* key(f);
        at(f, line);
        return getItem(o, k);
      };
    }
    case 'Slice': {
      const parts = [e.lower, e.upper, e.step].map((x) => (x ? sub(x) : null));
      return function* (f) {
        const v: PyValue[] = [];
        for (const p of parts) v.push(p ? yield* p(f) : null);
        return new PySlice(v[0], v[1], v[2]);
      };
    }
    case 'BinOp': {
      const left = sub(e.left);
      const right = sub(e.right);
      const { op } = e;
      const line = e.span.line;
      return function* (f) {
        const a = yield* left(f);
        const b = yield* right(f);
        at(f, line);
        return binop(op, a, b);
      };
    }
    case 'UnaryOp': {
      const operand = sub(e.operand);
      const { op } = e;
      const line = e.span.line;
      return function* (f) {
        const v = yield* operand(f);
        at(f, line);
        return unaryop(op, v);
      };
    }
    case 'BoolOp': {
      const left = sub(e.left);
      const right = sub(e.right);
      const isAnd = e.op === 'and';
      return function* (f) {
        const a = yield* left(f);
        return truthy(a) === isAnd ? yield* right(f) : a;
      };
    }
    case 'Compare': {
      const left = sub(e.left);
      const rights = e.comparators.map(sub);
      const { ops } = e;
      const line = e.span.line;
      return function* (f) {
        let a = yield* left(f);
        let result: PyValue = true;
        for (let i = 0; i < ops.length; i++) {
          const b = yield* rights[i](f);
          at(f, line);
          result = compare(ops[i], a, b);
          if (i < ops.length - 1 && !truthy(result)) return result;
          a = b;
        }
        return result;
      };
    }
    case 'IfExp': {
      const test = sub(e.test);
      const body = sub(e.body);
      const orelse = sub(e.orelse);
      return function* (f) {
        return truthy(yield* test(f)) ? yield* body(f) : yield* orelse(f);
      };
    }
    case 'Call':
      return resumableCall(ctx, e);
    case 'List':
    case 'Tuple':
    case 'Set': {
      const items = resumableItems(ctx, e.elts);
      const { k } = e;
      const line = e.span.line;
      return function* (f) {
        const vs = yield* items(f);
        at(f, line);
        if (k === 'List') return new PyList(vs);
        if (k === 'Tuple') return new PyTuple(vs);
        return setDisplay(vs, false);
      };
    }
    case 'Dict':
      return resumableDict(ctx, e);
    case 'FString': {
      const parts = resumableFString(ctx, e.parts);
      return function* (f) {
        return yield* parts(f);
      };
    }
    case 'NamedExpr': {
      const value = sub(e.value);
      const store = compileStore(ctx, e.target);
      return function* (f) {
        const v = yield* value(f);
        store(f, v);
        return v;
      };
    }
    case 'ListComp':
    case 'SetComp':
    case 'DictComp':
      return resumableComprehension(ctx, e);
    case 'GenExp':
      return unsupported(ctx, 'await inside a generator expression', e);
    default:
      return unsupported(ctx, `${e.k === 'Starred' ? 'a starred expression' : e.k} with yield or await inside`, e);
  }
}

function resumableCall(ctx: Ctx, e: Extract<Expr, { k: 'Call' }>): ResumableEval {
  const fn = resumableExpr(ctx, e.func);
  const parts = e.args.map((a) => ({ arg: a, value: resumableExpr(ctx, a.value) }));
  const { opLine } = e;
  return function* (f) {
    const callee = yield* fn(f);
    const built = new CallArguments(callee);
    for (const p of parts) built.add(p.arg, yield* p.value(f));
    return invoke(f, e, opLine, callee, built.args, built.kwargs);
  };
}

function resumableItems(ctx: Ctx, elts: readonly Expr[]): (f: Frame) => Generator<PyValue, PyValue[], PyValue> {
  const parts = elts.map((x) => ({ star: x.k === 'Starred', value: resumableExpr(ctx, x.k === 'Starred' ? x.value : x) }));
  return function* (f) {
    const out: PyValue[] = [];
    for (const p of parts) {
      const v = yield* p.value(f);
      if (!p.star) {
        out.push(v);
        continue;
      }
      const it = iterate(v);
      for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
    }
    return out;
  };
}

function resumableDict(ctx: Ctx, e: Extract<Expr, { k: 'Dict' }>): ResumableEval {
  if (e.items.some((item) => 'spread' in item)) return unsupported(ctx, '** in a dict display with yield or await inside', e);
  const items = e.items.map((item) => {
    const kv = item as { key: Expr; value: Expr };
    return { key: resumableExpr(ctx, kv.key), value: resumableExpr(ctx, kv.value) };
  });
  const line = e.span.line;
  // As the plain compiler: up to 15 pairs are evaluated before any is inserted (BUILD_MAP).
  const big = items.length * 2 > 30;
  return function* (f) {
    const d = new PyDict();
    const pending: PyValue[] = [];
    for (const item of items) {
      const k = yield* item.key(f);
      const v = yield* item.value(f);
      if (big) dictSet(d, k, v);
      else pending.push(k, v);
    }
    for (let i = 0; i < pending.length; i += 2) dictSet(d, pending[i], pending[i + 1]);
    at(f, line);
    return d;
  };
}

function resumableFString(ctx: Ctx, parts: readonly FStringPart[]): (f: Frame) => Generator<PyValue, string, PyValue> {
  const compiled = parts.map((p) =>
    typeof p === 'string' ? p : { value: resumableExpr(ctx, p.expr), conversion: p.conversion, spec: p.spec ? resumableFString(ctx, p.spec) : null },
  );
  return function* (f) {
    let out = '';
    for (const p of compiled) {
      if (typeof p === 'string') {
        out += p;
        continue;
      }
      let v = yield* p.value(f);
      if (p.conversion === 'r') v = repr(v);
      else if (p.conversion === 'a') v = asciiRepr(v);
      else if (p.conversion === 's') v = str(v);
      out += formatValue(v, p.spec ? yield* p.spec(f) : '');
    }
    return out;
  };
}
