/** Evaluation of expressions and assignment targets. */
import { formatValue } from './builtins/format';
import { asciiRepr } from './builtins/percent';
import { builtinScope } from './builtins/scope';
import { compare } from './compare';
import { exc, pyError, unsupported } from './exceptions';
import type { Env, Frame } from './frame';
import { dictMerge, dictSet, setAdd, setDisplay } from './hashing';
import type { Interpreter } from './interpreter';
import { delItem, getItem, setItem } from './items';
import { deleteName, lookupName, storeName } from './names';
import { call, delAttr, descriptorTypes, getAttr, iterate, type Kwargs, setAttr, typeName } from './objects';
import { binop, truthy, unaryop } from './ops';
import { repr, str } from './repr';
import type { Comprehension, Expr } from './syntax/ast';
import {
  Ellipsis,
  PyBoundMethod,
  PyBuiltin,
  PyBytes,
  PyClass,
  PyDict,
  PyFunction,
  PyIterator,
  PyList,
  PyOpaque,
  PySet,
  PySlice,
  PyTuple,
  type PyValue,
} from './values';

/**
 * Moves the frame's current instruction to `line`. A change of line is a CPython `line`
 * event; it matters when a traced callee ran in between (the statement shows up again).
 */
function at(interp: Interpreter, frame: Frame, line: number): void {
  if (frame.line !== line) {
    frame.line = line;
    interp.tracer.lineEvent(frame);
  }
}

export function evalExpr(interp: Interpreter, e: Expr, env: Env): PyValue {
  switch (e.k) {
    case 'Name':
      at(interp, env.frame, e.span.line);
      return lookupName(env, e.id);
    case 'Const': {
      const v = e.value;
      if (v !== null && typeof v === 'object') {
        if ('ellipsis' in v) return Ellipsis;
        if ('bytes' in v) return new PyBytes(Uint8Array.from(v.bytes));
        return unsupported('complex numbers');
      }
      return v;
    }
    case 'FString':
      return fstring(interp, e.parts, env);
    case 'Attribute': {
      const obj = evalExpr(interp, e.value, env);
      at(interp, env.frame, e.span.line);
      return getAttr(obj, e.attr);
    }
    case 'Subscript': {
      const obj = evalExpr(interp, e.value, env);
      const key = evalExpr(interp, e.index, env);
      at(interp, env.frame, e.span.line);
      return getItem(obj, key);
    }
    case 'Slice':
      return new PySlice(
        e.lower ? evalExpr(interp, e.lower, env) : null,
        e.upper ? evalExpr(interp, e.upper, env) : null,
        e.step ? evalExpr(interp, e.step, env) : null,
      );
    case 'Call':
      return evalCall(interp, e, env);
    case 'BinOp': {
      const a = evalExpr(interp, e.left, env);
      const b = evalExpr(interp, e.right, env);
      at(interp, env.frame, e.span.line);
      return binop(e.op, a, b);
    }
    case 'UnaryOp': {
      const v = evalExpr(interp, e.operand, env);
      at(interp, env.frame, e.span.line);
      return unaryop(e.op, v);
    }
    case 'BoolOp': {
      const a = evalExpr(interp, e.left, env);
      if (e.op === 'and' ? !truthy(a) : truthy(a)) return a;
      return evalExpr(interp, e.right, env);
    }
    case 'Compare': {
      let left = evalExpr(interp, e.left, env);
      let result: PyValue = true;
      for (let i = 0; i < e.ops.length; i++) {
        const right = evalExpr(interp, e.comparators[i], env);
        at(interp, env.frame, e.span.line);
        result = compare(e.ops[i], left, right);
        // Only a chain (a < b < c) asks for truthiness between links; a lone result is returned as is.
        if (i < e.ops.length - 1 && !truthy(result)) return result;
        left = right;
      }
      return result;
    }
    case 'IfExp':
      return truthy(evalExpr(interp, e.test, env)) ? evalExpr(interp, e.body, env) : evalExpr(interp, e.orelse, env);
    case 'Lambda':
      return interp.makeFunction(e, env);
    // Displays build at their own first line (BUILD_LIST and friends), after their items.
    case 'List': {
      const items = evalItems(interp, e.elts, env);
      at(interp, env.frame, e.span.line);
      return new PyList(items);
    }
    case 'Tuple': {
      const items = evalItems(interp, e.elts, env);
      at(interp, env.frame, e.span.line);
      return new PyTuple(items);
    }
    case 'Set': {
      const items = evalItems(interp, e.elts, env);
      at(interp, env.frame, e.span.line);
      return setDisplay(items, e.elts.length > 2 && e.elts.every(isConstant));
    }
    case 'Dict': {
      // As CPython compiles a display: a run of up to 15 `key: value` pairs is evaluated in
      // full before any is inserted (BUILD_MAP); a longer run inserts as it goes (MAP_ADD).
      const d = new PyDict();
      for (let i = 0; i < e.items.length; ) {
        const item = e.items[i];
        if ('spread' in item) {
          const src = evalExpr(interp, item.spread, env);
          if (!(src instanceof PyDict)) throw pyError(exc.TypeError, `'${typeName(src)}' object is not a mapping`);
          dictMerge(d, src);
          i++;
          continue;
        }
        let end = i;
        while (end < e.items.length && !('spread' in e.items[end])) end++;
        const big = (end - i) * 2 > 30;
        const pending: [PyValue, PyValue][] = [];
        for (; i < end; i++) {
          const pair = e.items[i] as { key: Expr; value: Expr };
          const k = evalExpr(interp, pair.key, env);
          const v = evalExpr(interp, pair.value, env);
          if (big) dictSet(d, k, v);
          else pending.push([k, v]);
        }
        for (const [k, v] of pending) dictSet(d, k, v);
      }
      at(interp, env.frame, e.span.line);
      return d;
    }
    case 'ListComp':
    case 'SetComp':
    case 'DictComp':
    case 'GenExp':
      return comprehension(interp, e, env);
    case 'Starred':
      throw pyError(exc.TypeError, "can't use starred expression here");
  }
}

/** Whether CPython's compiler folds an expression to a constant (literals, negated numbers, tuples of those). */
function isConstant(e: Expr): boolean {
  if (e.k === 'Const') return !(e.value !== null && typeof e.value === 'object' && 'bytes' in e.value);
  if (e.k === 'UnaryOp') return (e.op === '-' || e.op === '+') && e.operand.k === 'Const' && typeof e.operand.value !== 'string';
  if (e.k === 'Tuple') return e.elts.every(isConstant);
  return false;
}

function evalItems(interp: Interpreter, elts: readonly Expr[], env: Env): PyValue[] {
  const out: PyValue[] = [];
  for (const x of elts) {
    if (x.k === 'Starred') {
      const it = iterate(evalExpr(interp, x.value, env));
      for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
    } else out.push(evalExpr(interp, x, env));
  }
  return out;
}

/** The name a call step shows for its callee (`dict.setdefault`, `AgentLoopOutput.as_dict`). */
export function calleeName(f: PyValue): string {
  if (f instanceof PyFunction) return f.qualname;
  if (f instanceof PyBuiltin) return f.qualname;
  if (f instanceof PyBoundMethod) return f.func.qualname;
  if (f instanceof PyClass) return f.qualname;
  return typeName(f);
}

function evalCall(interp: Interpreter, e: Extract<Expr, { k: 'Call' }>, env: Env): PyValue {
  const fn = evalExpr(interp, e.func, env);
  const args: PyValue[] = [];
  let kwargs: Kwargs = null;
  for (const a of e.args) {
    if (a.kind === 'pos') args.push(evalExpr(interp, a.value, env));
    else if (a.kind === 'star') {
      const v = evalExpr(interp, a.value, env);
      let it: Iterator<PyValue>;
      try {
        it = iterate(v);
      } catch {
        throw pyError(exc.TypeError, `${calleeName(fn)}() argument after * must be an iterable, not ${typeName(v)}`);
      }
      for (let r = it.next(); !r.done; r = it.next()) args.push(r.value);
    } else if (a.kind === 'kw') {
      kwargs ??= new Map();
      if (kwargs.has(a.name as string)) throw pyError(exc.TypeError, `${calleeName(fn)}() got multiple values for keyword argument '${a.name}'`);
      kwargs.set(a.name as string, evalExpr(interp, a.value, env));
    } else {
      const v = evalExpr(interp, a.value, env);
      if (!(v instanceof PyDict)) throw pyError(exc.TypeError, `${calleeName(fn)}() argument after ** must be a mapping, not ${typeName(v)}`);
      kwargs ??= new Map();
      for (const [k, val] of v.map.values()) {
        if (typeof k !== 'string') throw pyError(exc.TypeError, 'keywords must be strings');
        if (kwargs.has(k)) throw pyError(exc.TypeError, `${calleeName(fn)}() got multiple values for keyword argument '${k}'`);
        kwargs.set(k, val);
      }
    }
  }
  at(interp, env.frame, e.opLine);
  interp.tracer.call(env.frame, e, calleeName(fn));
  const result = fn === builtinScope.get('super') && args.length === 0 ? zeroArgSuper(env) : call(fn, args, kwargs);
  // Back in this frame: its current instruction is the call.
  env.frame.line = e.opLine;
  return result;
}

/** `super()` inside a method: the defining class and the method's first argument. */
function zeroArgSuper(env: Env): PyValue {
  const fn = env.frame.func;
  const cls = fn?.ownerClass;
  const first = fn?.params.positional[0]?.name;
  if (!fn || !cls || !first) throw pyError(exc.RuntimeError, 'super(): no arguments');
  const self = env.frame.kind === 'function' ? lookupName(env, first) : undefined;
  if (self === undefined) throw pyError(exc.RuntimeError, 'super(): no arguments');
  return new PyOpaque(descriptorTypes.super, `<super: <class '${cls.name}'>, <${cls.name} object>>`, { cls, self });
}

function fstring(
  interp: Interpreter,
  parts: readonly (string | { expr: Expr; conversion: string | null; spec: readonly unknown[] | null })[],
  env: Env,
): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    let v = evalExpr(interp, p.expr, env);
    if (p.conversion === 'r') v = repr(v);
    else if (p.conversion === 'a') v = asciiRepr(v);
    else if (p.conversion === 's') v = str(v);
    const spec = p.spec ? fstring(interp, p.spec as never, env) : '';
    out += formatValue(v, spec);
  }
  return out;
}

type CompExpr = Extract<Expr, { k: 'ListComp' | 'SetComp' | 'DictComp' | 'GenExp' }>;

/**
 * Runs a comprehension in its own scope and frame, as CPython 3.11 does (`<listcomp>`,
 * `<genexpr>`...): its lines are traced even at a module's top level, each iteration is a
 * `line` event of the statement it is written in, and a generator resumed later still
 * reports that statement.
 */
function comprehension(interp: Interpreter, e: CompExpr, env: Env): PyValue {
  const outer = env.frame;
  const stmt = outer.stmt ?? null;
  // The first iterable is evaluated in the enclosing scope, before the comprehension starts.
  const firstIter = iterate(evalExpr(interp, e.generators[0].iter, env));
  const frame: Frame = {
    file: outer.file,
    name: `<${e.k.toLowerCase()}>`,
    kind: 'function',
    globals: outer.globals,
    parent: outer,
    traced: true,
    stmt,
    line: e.span.line,
  };
  const scope: Env = { frame, vars: new Map(), kind: 'comprehension', localNames: null, globalNames: null, declared: null, parent: env };
  const tick = () => interp.tracer.lineEvent(frame);
  function* produce(level: number, it: Iterator<PyValue>): Generator<void> {
    const g: Comprehension = e.generators[level];
    for (;;) {
      tick();
      const r = it.next();
      if (r.done) return;
      assignTarget(interp, g.target, r.value, scope);
      if (!g.ifs.every((c) => truthy(evalExpr(interp, c, scope)))) continue;
      if (level + 1 < e.generators.length) yield* produce(level + 1, iterate(evalExpr(interp, e.generators[level + 1].iter, scope)));
      else yield;
    }
  }
  if (e.k === 'GenExp') {
    const elt = e.elt;
    function* gen(): Generator<PyValue> {
      for (const _ of produce(0, firstIter)) yield evalExpr(interp, elt, scope);
    }
    return new PyIterator(gen(), 'generator');
  }
  if (e.k === 'DictComp') {
    const d = new PyDict();
    for (const _ of produce(0, firstIter)) {
      const k = evalExpr(interp, e.key, scope);
      const v = evalExpr(interp, e.value, scope);
      dictSet(d, k, v);
    }
    return d;
  }
  const items: PyValue[] = [];
  for (const _ of produce(0, firstIter)) items.push(evalExpr(interp, e.elt, scope));
  if (e.k === 'ListComp') return new PyList(items);
  const s = new PySet();
  for (const v of items) setAdd(s, v);
  return s;
}

/** Assigns `value` to a target (name, attribute, subscript, or a tuple/list of targets). */
export function evalTarget(interp: Interpreter, t: Expr, value: PyValue, env: Env): void {
  assignTarget(interp, t, value, env);
}

function assignTarget(interp: Interpreter, t: Expr, value: PyValue, env: Env): void {
  switch (t.k) {
    case 'Name':
      storeName(env, t.id, value);
      return;
    case 'Attribute': {
      const obj = evalExpr(interp, t.value, env);
      at(interp, env.frame, t.span.line);
      setAttr(obj, t.attr, value);
      return;
    }
    case 'Subscript': {
      const obj = evalExpr(interp, t.value, env);
      const key = evalExpr(interp, t.index, env);
      at(interp, env.frame, t.span.line);
      setItem(obj, key, value);
      return;
    }
    case 'Tuple':
    case 'List':
      unpack(interp, t.elts, value, env, t.span.line);
      return;
    case 'Starred':
      throw pyError(exc.TypeError, 'starred assignment target must be in a list or tuple');
    default:
      throw pyError(exc.TypeError, `cannot assign to ${t.k}`);
  }
}

function unpack(interp: Interpreter, targets: readonly Expr[], value: PyValue, env: Env, line: number): void {
  at(interp, env.frame, line);
  let it: Iterator<PyValue>;
  try {
    it = iterate(value);
  } catch {
    throw pyError(exc.TypeError, `cannot unpack non-iterable ${typeName(value)} object`);
  }
  const items: PyValue[] = [];
  for (let r = it.next(); !r.done; r = it.next()) items.push(r.value);
  const star = targets.findIndex((x) => x.k === 'Starred');
  if (star < 0) {
    if (items.length > targets.length) throw pyError(exc.ValueError, `too many values to unpack (expected ${targets.length})`);
    if (items.length < targets.length) throw pyError(exc.ValueError, `not enough values to unpack (expected ${targets.length}, got ${items.length})`);
    targets.forEach((x, i) => {
      assignTarget(interp, x, items[i], env);
    });
    return;
  }
  const after = targets.length - star - 1;
  if (items.length < targets.length - 1)
    throw pyError(exc.ValueError, `not enough values to unpack (expected at least ${targets.length - 1}, got ${items.length})`);
  targets.forEach((x, i) => {
    if (i < star) assignTarget(interp, x, items[i], env);
    else if (i === star) assignTarget(interp, (x as Extract<Expr, { k: 'Starred' }>).value, new PyList(items.slice(star, items.length - after)), env);
    else assignTarget(interp, x, items[items.length - (targets.length - i)], env);
  });
}

/** `del target`. */
export function deleteTarget(interp: Interpreter, t: Expr, env: Env): void {
  if (t.k === 'Name') deleteName(env, t.id);
  else if (t.k === 'Subscript') {
    const obj = evalExpr(interp, t.value, env);
    const key = evalExpr(interp, t.index, env);
    at(interp, env.frame, t.span.line);
    delItem(obj, key);
  } else if (t.k === 'Attribute') delAttr(evalExpr(interp, t.value, env), t.attr);
  else if (t.k === 'Tuple' || t.k === 'List') for (const x of t.elts) deleteTarget(interp, x, env);
  else throw pyError(exc.TypeError, `cannot delete ${t.k}`);
}
