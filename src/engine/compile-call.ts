/** Calls compiled to closures: arguments in source order, `*`/`**` spreading, CPython's messages. */

import { iteratesAsDict, mappingItems } from './builtins/dict';
import { builtinScope } from './builtins/scope';
import type { Ctx } from './compile';
import { compileExpr } from './compile-expr';
import { exc, isException, pyError } from './exceptions';
import type { Eval, Exec, Frame, Signal } from './frame';
import { at } from './interpreter';
import { call, descriptorTypes, extendFrom, getAttr, getAttrOrUndefined, iterate, type Kwargs, methodOf, typeName } from './objects';
import type { Arg, Expr } from './syntax/ast';
import { PyBoundMethod, PyBuiltin, PyClass, PyDict, PyFunction, PyOpaque, type PyValue } from './values';

/** The name a call step and a message show for a callee (`dict.setdefault`, `AgentLoopOutput.as_dict`). */
export function calleeName(f: PyValue): string {
  if (f instanceof PyFunction) return f.qualname;
  if (f instanceof PyBuiltin) return f.qualname;
  if (f instanceof PyBoundMethod) return f.func.qualname;
  if (f instanceof PyClass) return f.qualname;
  return typeName(f);
}

/**
 * The callee as CPython's `_PyObject_FunctionStr` names it in argument-spreading errors:
 * `module.qualname()` unless the module is `builtins` (`__walkthrough__.fn()`, `str.split()`).
 */
function functionStr(f: PyValue): string {
  const target = f instanceof PyBoundMethod ? f.func : f;
  if (target instanceof PyFunction || target instanceof PyClass) {
    const module = getAttrOrUndefined(target, '__module__');
    const prefix = typeof module === 'string' && module !== 'builtins' ? `${module}.` : '';
    return `${prefix}${target.qualname}()`;
  }
  return `${calleeName(f)}()`;
}

export type CallExpr = Extract<Expr, { k: 'Call' }>;

export function compileCall(ctx: Ctx, e: CallExpr): Eval {
  if (e.func.k === 'Attribute') return compileMethodCall(ctx, e, e.func);
  const fn = compileExpr(ctx, e.func);
  const { opLine } = e;
  if (e.args.every((a) => a.kind === 'pos')) {
    const argFns = e.args.map((a) => compileExpr(ctx, a.value));
    const n = argFns.length;
    return (f) => {
      const callee = fn(f);
      const args: PyValue[] = new Array(n);
      for (let i = 0; i < n; i++) args[i] = argFns[i](f);
      announce(f, e, opLine, callee);
      // `invoke` and Interpreter.callFunction inline: the callee's body runs right below this frame.
      const frame = f.rt.enterCall(callee, args, null);
      if (frame === null) return callOther(f, callee, args, null, opLine);
      let signal: Signal;
      try {
        signal = (frame.code.body as Exec)(frame);
      } catch (err) {
        throw f.rt.unwound(err, frame);
      }
      const result = f.rt.returnFrom(frame, signal);
      f.line = opLine;
      return result;
    };
  }
  const parts = e.args.map((a) => ({ arg: a, value: compileExpr(ctx, a.value) }));
  return (f) => {
    const callee = fn(f);
    const built = new CallArguments(callee);
    for (const p of parts) built.add(p.arg, p.value(f));
    announce(f, e, opLine, callee);
    const frame = f.rt.enterCall(callee, built.args, built.kwargs);
    if (frame === null) return callOther(f, callee, built.args, built.kwargs, opLine);
    let signal: Signal;
    try {
      signal = (frame.code.body as Exec)(frame);
    } catch (err) {
      throw f.rt.unwound(err, frame);
    }
    const result = f.rt.returnFrom(frame, signal);
    f.line = opLine;
    return result;
  };
}

/**
 * `obj.name(...)`: the attribute evaluated as an `Attribute` node is (its line, then the
 * lookup), then the arguments. A method found on the class is called with `obj` prepended
 * instead of through a bound-method object made for the call and dropped after it (`methodOf`).
 */
function compileMethodCall(ctx: Ctx, e: CallExpr, callee: Extract<Expr, { k: 'Attribute' }>): Eval {
  const obj = compileExpr(ctx, callee.value);
  const name = ctx.scope.mangle(callee.attr);
  const line = callee.span.line;
  const { opLine } = e;
  if (e.args.every((a) => a.kind === 'pos')) {
    const argFns = e.args.map((a) => compileExpr(ctx, a.value));
    const n = argFns.length;
    return (f) => {
      const o = obj(f);
      if (f.line !== line) at(f, line);
      const method = methodOf(o, name);
      let callee: PyValue;
      let args: PyValue[];
      if (method === undefined) {
        callee = getAttr(o, name);
        args = new Array(n);
        for (let i = 0; i < n; i++) args[i] = argFns[i](f);
      } else {
        callee = method;
        args = new Array(n + 1);
        args[0] = o;
        for (let i = 0; i < n; i++) args[i + 1] = argFns[i](f);
      }
      announce(f, e, opLine, callee);
      // As in compileCall: `invoke` inline.
      const frame = f.rt.enterCall(callee, args, null);
      if (frame === null) return callOther(f, callee, args, null, opLine);
      let signal: Signal;
      try {
        signal = (frame.code.body as Exec)(frame);
      } catch (err) {
        throw f.rt.unwound(err, frame);
      }
      const result = f.rt.returnFrom(frame, signal);
      f.line = opLine;
      return result;
    };
  }
  const parts = e.args.map((a) => ({ arg: a, value: compileExpr(ctx, a.value) }));
  return (f) => {
    const o = obj(f);
    if (f.line !== line) at(f, line);
    const method = methodOf(o, name);
    const target = method ?? getAttr(o, name);
    const built = new CallArguments(target);
    if (method !== undefined) built.args.push(o);
    for (const p of parts) built.add(p.arg, p.value(f));
    announce(f, e, opLine, target);
    const frame = f.rt.enterCall(target, built.args, built.kwargs);
    if (frame === null) return callOther(f, target, built.args, built.kwargs, opLine);
    let signal: Signal;
    try {
      signal = (frame.code.body as Exec)(frame);
    } catch (err) {
      throw f.rt.unwound(err, frame);
    }
    const result = f.rt.returnFrom(frame, signal);
    f.line = opLine;
    return result;
  };
}

/**
 * A call's positional and keyword arguments, built one argument expression at a time in
 * source order: `*x` and `**x` spread in place, with CPython's messages as it meets them.
 */
export class CallArguments {
  readonly args: PyValue[] = [];
  kwargs: Kwargs = null;

  constructor(private readonly callee: PyValue) {}

  add(a: Arg, v: PyValue): void {
    const callee = this.callee;
    if (a.kind === 'pos') this.args.push(v);
    else if (a.kind === 'star') {
      let it: Iterator<PyValue>;
      try {
        it = iterate(v);
      } catch (e) {
        if (!isException(e)) throw e;
        throw pyError(exc.TypeError, `${functionStr(callee)} argument after * must be an iterable, not ${typeName(v)}`);
      }
      extendFrom(this.args, v, it);
    } else if (a.kind === 'kw') {
      const name = a.name as string;
      this.kwargs ??= new Map();
      if (this.kwargs.has(name)) throw pyError(exc.TypeError, `${functionStr(callee)} got multiple values for keyword argument '${name}'`);
      this.kwargs.set(name, v);
    } else {
      const items = v instanceof PyDict && iteratesAsDict(v) ? v.map.values() : mappingItems(v);
      if (!items) throw pyError(exc.TypeError, `${functionStr(callee)} argument after ** must be a mapping, not ${typeName(v)}`);
      this.kwargs ??= new Map();
      for (const [k, val] of items) {
        if (typeof k !== 'string') throw pyError(exc.TypeError, 'keywords must be strings');
        if (this.kwargs.has(k)) throw pyError(exc.TypeError, `${functionStr(callee)} got multiple values for keyword argument '${k}'`);
        this.kwargs.set(k, val);
      }
    }
  }
}

let superBuiltin: PyValue | undefined;

/**
 * Makes the call: the line event and trace step of the call, then the callee runs; back in
 * this frame, its current instruction is the call again.
 *
 * The compiled calls (`compileCall`, `compileMethodCall`) do it inline, and run a plain Python function's body themselves, as
 * `Interpreter.callFunction` does, with the interpreter's `enterCall`/`unwound`/`returnFrom`:
 * then a Python call adds no JS frame of its own between the call expression and the callee's
 * body. Each JS frame a Python call keeps on the stack is paid on every level of a recursion, and
 * the JS stack (about 500 KB in a browser's worker) must hold CPython's 993 levels.
 */
export function invoke(f: Frame, node: CallExpr, opLine: number, callee: PyValue, args: PyValue[], kwargs: Kwargs): PyValue {
  announce(f, node, opLine, callee);
  if (!(callee instanceof PyFunction)) return callOther(f, callee, args, kwargs, opLine);
  const result = f.rt.callFunction(callee, args, kwargs);
  f.line = opLine;
  return result;
}

/** A call is about to run `callee`: its line event and trace step. */
function announce(f: Frame, node: CallExpr, opLine: number, callee: PyValue): void {
  if (f.line !== opLine) at(f, opLine);
  f.rt.tracer.call(f, node, callee);
}

/**
 * Calls anything but a plain Python function (a builtin, a class, a bound method, a generator
 * function, zero-argument `super()`), then makes the call the caller's current instruction again.
 */
function callOther(f: Frame, callee: PyValue, args: PyValue[], kwargs: Kwargs, opLine: number): PyValue {
  superBuiltin ??= builtinScope.get('super');
  const result = callee === superBuiltin && args.length === 0 ? zeroArgSuper(f) : call(callee, args, kwargs);
  f.line = opLine;
  return result;
}

/** `super()` inside a method: the defining class and the method's first argument. */
function zeroArgSuper(f: Frame): PyValue {
  const fn = f.func;
  const cls = fn?.ownerClass;
  const slot = f.code.paramSlots[0];
  if (!fn || !cls || slot === undefined) throw pyError(exc.RuntimeError, 'super(): no arguments');
  const self = slot >= 0 ? f.fast[slot] : f.cells[~slot].v;
  if (self === undefined) throw pyError(exc.RuntimeError, 'super(): no arguments');
  return new PyOpaque(descriptorTypes.super, `<super: <class '${cls.name}'>, <${cls.name} object>>`, { cls, self });
}
