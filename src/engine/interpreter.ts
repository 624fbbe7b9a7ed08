/**
 * Executes statements and calls. Expressions live in `expressions.ts`; both report to a
 * `Tracer` so the recorder can turn the run into steps.
 */

import { bindArguments } from './arguments';
import { defineClass } from './classes';
import { type RunContext, spendStep } from './context';
import { exc, exceptionState, isException, pyError, setCause, setContext } from './exceptions';
import { deleteTarget, evalExpr, evalTarget } from './expressions';
import type { Env, Frame, Tracer } from './frame';
import { getItem, setItem } from './items';
import type { ModuleRegistry } from './modules';
import { lookupName, storeName } from './names';
import { call, getAttr, iterate, type Kwargs, setAttr } from './objects';
import { inplaceOp as inplace, truthy } from './ops';
import type { ExceptHandler, FunctionDef, Lambda, Module, Span, Stmt } from './syntax/ast';
import { PyClass, PyDict, PyFunction, type PyInstance, type PyValue } from './values';

/** Control flow out of a block: normal completion is `undefined`. */
export type Signal = undefined | typeof BREAK | typeof CONTINUE | { readonly ret: PyValue };
export const BREAK = Symbol('break');
export const CONTINUE = Symbol('continue');

/** Deeper Python recursion than this raises RecursionError (CPython's default limit). */
const MAX_DEPTH = 1000;

export class Interpreter {
  /** Exceptions being handled by enclosing `except` blocks (for a bare `raise`). */
  private readonly handling: PyInstance[] = [];
  private depth = 0;
  /** The innermost running frame. */
  current: Frame | null = null;

  constructor(
    ctx: RunContext,
    readonly tracer: Tracer,
    readonly modules: ModuleRegistry,
  ) {
    ctx.callFunction = (fn, args, kwargs) => this.callFunction(fn, args, kwargs);
    ctx.frameGlobals = () => this.current?.globals ?? null;
    ctx.frameLocals = () => (this.current?.kind === 'module' ? { vars: this.current.globals, live: true } : null);
  }

  /** Runs a module's body in `globals`. Python exceptions propagate as thrown `PyInstance`s. */
  runModule(mod: Module, globals: Map<string, PyValue>, traced: boolean): void {
    const frame: Frame = { file: mod.file, name: '<module>', kind: 'module', globals, parent: this.current, traced, stmt: null, line: 0 };
    const env: Env = { frame, vars: globals, kind: 'module', localNames: null, globalNames: null, declared: null, parent: null };
    this.push(frame, env);
    try {
      this.execBlock(mod.body, env);
      if (traced) this.tracer.finished(frame);
    } finally {
      this.pop(frame);
    }
  }

  private push(frame: Frame, env: Env): void {
    this.current = frame;
    this.tracer.enter(frame, env);
  }

  private pop(frame: Frame): void {
    this.tracer.leave(frame);
    this.current = frame.parent;
  }

  execBlock(stmts: readonly Stmt[], env: Env): Signal {
    for (const s of stmts) {
      const sig = this.execStmt(s, env);
      if (sig !== undefined) return sig;
    }
    return undefined;
  }

  /** Marks the start of a statement (or a loop header's revisit) for the trace. */
  private begin(frame: Frame, s: Stmt | ExceptHandler): void {
    if (!frame.traced) spendStep();
    frame.stmt = s as Stmt;
    frame.line = s.line;
    // A decorated definition starts at its first decorator, a line of its own in CPython's count.
    if ('k' in s && (s.k === 'FunctionDef' || s.k === 'ClassDef') && s.decorators.length) {
      frame.line = s.decorators[0].span.line;
      this.tracer.statement(frame, { ...s, line: frame.line });
      frame.stmt = s;
      return;
    }
    this.tracer.statement(frame, s as Stmt);
  }

  execStmt(s: Stmt, env: Env): Signal {
    // `global` and `nonlocal` compile to no instructions: CPython never traces them.
    if (s.k === 'Global' || s.k === 'Nonlocal') return undefined;
    const frame = env.frame;
    this.begin(frame, s);
    try {
      return this.execStmtBody(s, env);
    } catch (e) {
      if (isException(e)) this.noteTraceback(e, frame, s.span);
      throw e;
    }
  }

  /** Adds this frame to the exception's traceback the first time the exception passes through it. */
  noteTraceback(e: PyInstance, frame: Frame, span: Span): void {
    const st = exceptionState(e);
    if (st.frames.includes(frame)) return;
    const first = st.frames.length === 0;
    st.frames.push(frame);
    st.traceback.unshift({ file: frame.file, line: frame.line, func: frame.name });
    if (first) {
      setContext(e, this.handling[this.handling.length - 1]);
      this.tracer.raised(frame, e, span);
    }
  }

  private execStmtBody(s: Stmt, env: Env): Signal {
    switch (s.k) {
      case 'Expr':
        evalExpr(this, s.value, env);
        return undefined;
      case 'Assign': {
        const value = evalExpr(this, s.value, env);
        for (const t of s.targets) evalTarget(this, t, value, env);
        return undefined;
      }
      case 'AugAssign':
        this.augAssign(s, env);
        return undefined;
      case 'AnnAssign':
        this.annAssign(s, env);
        return undefined;
      case 'If': {
        if (truthy(evalExpr(this, s.test, env))) return this.execBlock(s.body, env);
        return this.execBlock(s.orelse, env);
      }
      case 'For':
        return this.forLoop(s, env);
      case 'While': {
        for (;;) {
          if (!truthy(evalExpr(this, s.test, env))) return this.execBlock(s.orelse, env);
          const sig = this.execBlock(s.body, env);
          if (sig === BREAK) return undefined;
          if (sig !== undefined && sig !== CONTINUE) return sig;
          this.begin(env.frame, s);
        }
      }
      case 'Break':
        return BREAK;
      case 'Continue':
        return CONTINUE;
      case 'Pass':
        return undefined;
      case 'Return':
        return { ret: s.value ? evalExpr(this, s.value, env) : null };
      case 'Raise':
        throw this.raise(s, env);
      case 'Assert': {
        if (truthy(evalExpr(this, s.test, env))) return undefined;
        const args = s.msg ? [evalExpr(this, s.msg, env)] : [];
        env.frame.line = s.line;
        throw call(exc.AssertionError, args, null);
      }
      case 'Try':
        return this.tryStmt(s, env);
      case 'With':
        return this.withStmt(s, env, 0);
      case 'FunctionDef':
      case 'ClassDef':
        storeName(
          env,
          s.name,
          this.decorate(s, env, () => (s.k === 'FunctionDef' ? this.makeFunction(s, env) : defineClass(this, s, env))),
        );
        return undefined;
      case 'Import':
        for (const n of s.names) {
          const mod = this.modules.load(n.name);
          storeName(env, n.asname ?? n.name.split('.')[0], n.asname ? mod : this.modules.load(n.name.split('.')[0]));
        }
        return undefined;
      case 'ImportFrom': {
        const mod = this.modules.load(s.module);
        for (const n of s.names) {
          const v = mod.dict.get(n.name);
          if (v === undefined) throw pyError(exc.ImportError, `cannot import name '${n.name}' from '${s.module}' (unknown location)`);
          storeName(env, n.asname ?? n.name, v);
        }
        return undefined;
      }
      case 'Global':
      case 'Nonlocal':
        return undefined;
      case 'Delete':
        for (const t of s.targets) deleteTarget(this, t, env);
        return undefined;
    }
  }

  /**
   * A `def` or `class` with its decorators, in CPython's order of line events: each decorator
   * expression at its own line, the definition at the `def`/`class` line, each decorator call
   * (innermost first) at its line again, and the binding back at the `def`/`class` line.
   */
  private decorate(s: Extract<Stmt, { k: 'FunctionDef' | 'ClassDef' }>, env: Env, define: () => PyValue): PyValue {
    const frame = env.frame;
    const at = (line: number, raw: boolean) => {
      if (frame.line === line) return;
      frame.line = line;
      this.tracer.lineEvent(frame, raw ? line : undefined);
    };
    const decorators = s.decorators.map((d) => {
      at(d.span.line, true);
      return evalExpr(this, d, env);
    });
    at(s.line, false);
    let value = define();
    for (let i = decorators.length - 1; i >= 0; i--) {
      at(s.decorators[i].span.line, true);
      value = call(decorators[i], [value], null);
      frame.line = s.decorators[i].span.line;
    }
    at(s.line, false);
    return value;
  }

  private augAssign(s: Extract<Stmt, { k: 'AugAssign' }>, env: Env): void {
    const t = s.target;
    const apply = (old: PyValue) => {
      const rhs = evalExpr(this, s.value, env);
      env.frame.line = s.line;
      return inplace(s.op, old, rhs);
    };
    if (t.k === 'Name') {
      storeName(env, t.id, apply(lookupName(env, t.id)));
    } else if (t.k === 'Attribute') {
      const obj = evalExpr(this, t.value, env);
      setAttr(obj, t.attr, apply(getAttr(obj, t.attr)));
    } else if (t.k === 'Subscript') {
      const obj = evalExpr(this, t.value, env);
      const key = evalExpr(this, t.index, env);
      setItem(obj, key, apply(getItem(obj, key)));
    } else {
      throw pyError(exc.TypeError, "'tuple' is an illegal expression for augmented assignment");
    }
  }

  private annAssign(s: Extract<Stmt, { k: 'AnnAssign' }>, env: Env): void {
    if (env.kind !== 'function') {
      const ann = evalExpr(this, s.annotation, env);
      if (s.target.k === 'Name') {
        let anns = env.vars.get('__annotations__');
        if (!(anns instanceof PyDict)) {
          anns = new PyDict();
          env.vars.set('__annotations__', anns);
        }
        (anns as PyDict).map.set(s.target.id, [s.target.id, ann]);
      }
    }
    if (s.value) evalTarget(this, s.target, evalExpr(this, s.value, env), env);
  }

  private forLoop(s: Extract<Stmt, { k: 'For' }>, env: Env): Signal {
    const iterable = evalExpr(this, s.iter, env);
    env.frame.line = s.iter.span.line;
    const it = iterate(iterable);
    for (;;) {
      const r = it.next();
      if (r.done) return this.execBlock(s.orelse, env);
      evalTarget(this, s.target, r.value, env);
      const sig = this.execBlock(s.body, env);
      if (sig === BREAK) return undefined;
      if (sig !== undefined && sig !== CONTINUE) return sig;
      this.begin(env.frame, s);
    }
  }

  private raise(s: Extract<Stmt, { k: 'Raise' }>, env: Env): PyInstance {
    if (!s.exc) {
      const active = this.handling[this.handling.length - 1];
      if (!active) return pyError(exc.RuntimeError, 'No active exception to reraise');
      return active;
    }
    let e = evalExpr(this, s.exc, env);
    let cause = s.cause ? evalExpr(this, s.cause, env) : undefined;
    env.frame.line = s.line;
    if (e instanceof PyClass && e.isSubclassOf(exc.BaseException)) e = call(e, [], null);
    if (!isException(e)) return pyError(exc.TypeError, 'exceptions must derive from BaseException');
    if (cause !== undefined) {
      if (cause instanceof PyClass && cause.isSubclassOf(exc.BaseException)) cause = call(cause, [], null);
      setCause(e, cause);
    }
    const st = exceptionState(e);
    if (st.traceback.length > 0) {
      // Re-raising a caught exception object: this frame is added again, the origin stays innermost.
      st.traceback.unshift({ file: env.frame.file, line: s.line, func: env.frame.name });
      st.frames = [...st.frames.filter((f) => f !== env.frame), env.frame];
    }
    return e;
  }

  private tryStmt(s: Extract<Stmt, { k: 'Try' }>, env: Env): Signal {
    let sig: Signal;
    let pending: unknown = null;
    try {
      sig = this.tryBody(s, env);
    } catch (e) {
      if (!s.finalbody.length) throw e;
      pending = e;
    }
    if (s.finalbody.length) {
      const fin = this.execBlock(s.finalbody, env);
      if (fin !== undefined) return fin;
      if (pending !== null) throw pending;
    }
    return sig;
  }

  private tryBody(s: Extract<Stmt, { k: 'Try' }>, env: Env): Signal {
    let caught: PyInstance;
    try {
      const sig = this.execBlock(s.body, env);
      if (sig !== undefined) return sig;
    } catch (e) {
      if (!isException(e) || s.handlers.length === 0) throw e;
      caught = e;
      for (const h of s.handlers) {
        this.begin(env.frame, h);
        if (h.type && !this.matches(caught, evalExpr(this, h.type, env))) continue;
        if (h.name) storeName(env, h.name, caught);
        this.handling.push(caught);
        try {
          return this.execBlock(h.body, env);
        } finally {
          this.handling.pop();
          if (h.name) env.vars.delete(h.name);
        }
      }
      throw caught;
    }
    return this.execBlock(s.orelse, env);
  }

  private matches(e: PyInstance, spec: PyValue): boolean {
    if (spec instanceof PyClass) return e.type.isSubclassOf(spec);
    if (spec !== null && typeof spec === 'object' && 'items' in spec) {
      return (spec.items as PyValue[]).some((x) => this.matches(e, x));
    }
    throw pyError(exc.TypeError, 'catching classes that do not inherit from BaseException is not allowed');
  }

  private withStmt(s: Extract<Stmt, { k: 'With' }>, env: Env, index: number): Signal {
    if (index >= s.items.length) return this.execBlock(s.body, env);
    const item = s.items[index];
    const manager = evalExpr(this, item.context, env);
    env.frame.line = s.line;
    const exit = getAttr(manager, '__exit__');
    const innermost = index === s.items.length - 1;
    const entered = call(getAttr(manager, '__enter__'), [], null);
    if (item.target) evalTarget(this, item.target, entered, env);
    let sig: Signal;
    try {
      sig = this.withStmt(s, env, index + 1);
    } catch (e) {
      if (!isException(e)) throw e;
      if (innermost) this.begin(env.frame, s);
      const suppress = call(exit, [e.type, e, null], null);
      if (truthy(suppress)) return undefined;
      throw e;
    }
    // Leaving the body is a line event at the `with` line; the outer items' exits that
    // follow run on that same line, so CPython reports no new event for them.
    if (innermost) this.begin(env.frame, s);
    call(exit, [null, null, null], null);
    return sig;
  }

  makeFunction(def: FunctionDef | Lambda, env: Env): PyFunction {
    const defaults = def.params.positional.filter((p) => p.default).map((p) => evalExpr(this, p.default as never, env));
    const kwDefaults = new Map<string, PyValue>();
    for (const p of def.params.kwonly) if (p.default) kwDefaults.set(p.name, evalExpr(this, p.default, env));
    const name = def.k === 'FunctionDef' ? def.name : '<lambda>';
    const prefix = env.kind === 'function' ? `${env.frame.name}.<locals>.` : env.kind === 'class' ? `${env.frame.name}.` : '';
    const closure = env.kind === 'function' || env.kind === 'comprehension' ? env : env.kind === 'class' ? env.parent : null;
    const fn = new PyFunction(name, prefix + name, def.params, def, env.frame.file, closure, env.frame.globals, defaults, kwDefaults);
    // A lambda's line events belong to the statement it is written in.
    fn.dict.set('__line__', BigInt(env.frame.stmt?.line ?? def.span.line));
    return fn;
  }

  callFunction(fn: PyFunction, args: PyValue[], kwargs: Kwargs): PyValue {
    const vars = bindArguments(fn, args, kwargs);
    const def = fn.node;
    const frame: Frame = {
      file: fn.file,
      name: fn.qualname,
      kind: 'function',
      globals: fn.globals,
      parent: this.current,
      traced: true,
      stmt: null,
      line: 0,
      func: fn,
    };
    const env: Env = {
      frame,
      vars,
      kind: 'function',
      localNames: def.k === 'FunctionDef' ? def.locals : new Set(vars.keys()),
      globalNames: def.k === 'FunctionDef' ? def.globals : null,
      declared: def.k === 'FunctionDef' ? def.declared : null,
      parent: fn.closure as Env | null,
    };
    if (++this.depth > MAX_DEPTH) {
      this.depth--;
      throw pyError(exc.RecursionError, 'maximum recursion depth exceeded');
    }
    this.push(frame, env);
    try {
      let result: PyValue = null;
      if (def.k === 'Lambda') {
        const line = Number(fn.dict.get('__line__') ?? def.span.line);
        frame.stmt = { k: 'Pass', line, span: def.span };
        frame.line = def.span.line;
        this.tracer.lineEvent(frame);
        result = evalExpr(this, def.body, env);
      } else {
        const sig = this.execBlock(def.body, env);
        if (sig !== undefined && typeof sig === 'object') result = sig.ret;
      }
      this.tracer.returned(frame, result);
      return result;
    } catch (e) {
      // A JS stack overflow in deep Python recursion is CPython's RecursionError.
      if (e instanceof RangeError) throw pyError(exc.RecursionError, 'maximum recursion depth exceeded');
      throw e;
    } finally {
      this.depth--;
      this.pop(frame);
    }
  }
}
