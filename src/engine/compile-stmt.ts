/**
 * Statements compiled to closures. Each starts with `begin` (a trace step, a CPython `line`
 * event when the line changed, a unit of the step budget); loops report their jump back.
 */
import { cascadeSince, hold, release } from './abandoned-generators';
import { type Ctx, compileAnnotation, unsupported } from './compile';
import { compileClassDef } from './compile-class';
import { compileExpr } from './compile-expr';
import { compileTry, compileWith } from './compile-flow';
import { compileDefinition, compileMakeFunction } from './compile-function';
import { compileMatch } from './compile-match';
import { compileDelete, compileStore } from './compile-target';
import { currentRun } from './context';
import { exc, exceptionState, importErrorFor, isException, pyError, setCause } from './exceptions';
import { BREAK, CONTINUE, type Exec, type Frame, NORMAL, RETURN, type Signal } from './frame';
import { finalize, temporaryGenerator } from './generators';
import { begin } from './interpreter';
import { getItem, setItem } from './items';
import { loader, storer } from './names';
import { call, getAttr, getAttrOrUndefined, iterate, setAttr, typeOf } from './objects';
import { inplaceOp, truthy } from './ops';
import { refuseMissingAttribute } from './stdlib-gaps';
import type { Stmt } from './syntax/ast';
import { PySyntaxError } from './syntax/errors';
import { PyClass, PyDict, type PyInstance, type PyValue } from './values';

export function compileBlock(ctx: Ctx, stmts: readonly Stmt[]): Exec {
  const fns: Exec[] = [];
  for (const s of stmts) {
    const fn = compileStmt(ctx, s);
    if (fn) fns.push(fn);
  }
  const n = fns.length;
  if (n === 0) return () => NORMAL;
  if (n === 1) return fns[0];
  return (f) => {
    for (let i = 0; i < n; i++) {
      const sig = fns[i](f);
      if (sig !== NORMAL) return sig;
    }
    return NORMAL;
  };
}

function syntaxError(ctx: Ctx, s: Stmt, message: string): never {
  throw new PySyntaxError('SyntaxError', message, ctx.file, s.span.line, s.span.col);
}

/** The closure of one statement; null for `global`/`nonlocal`, which compile to no instructions. */
function compileStmt(ctx: Ctx, s: Stmt): Exec | null {
  const saved = ctx.stmt;
  ctx.stmt = s;
  try {
    return statement(ctx, s);
  } finally {
    ctx.stmt = saved;
  }
}

function statement(ctx: Ctx, s: Stmt): Exec | null {
  switch (s.k) {
    case 'Expr': {
      const value = compileExpr(ctx, s.value);
      return (f) => {
        begin(f, s, false);
        value(f);
        return NORMAL;
      };
    }
    case 'Assign': {
      const value = compileExpr(ctx, s.value);
      const targets = s.targets.map((t) => compileStore(ctx, t));
      if (targets.length === 1) {
        const target = targets[0];
        return (f) => {
          begin(f, s, false);
          target(f, value(f));
          return NORMAL;
        };
      }
      return (f) => {
        begin(f, s, false);
        const v = value(f);
        for (const t of targets) t(f, v);
        return NORMAL;
      };
    }
    case 'AugAssign':
      return compileAugAssign(ctx, s);
    case 'AnnAssign':
      return compileAnnAssign(ctx, s);
    case 'If': {
      const test = compileExpr(ctx, s.test);
      const body = compileBlock(ctx, s.body);
      const orelse = compileBlock(ctx, s.orelse);
      return (f) => {
        begin(f, s, false);
        return truthy(test(f)) ? body(f) : orelse(f);
      };
    }
    case 'While':
      return compileWhile(ctx, s);
    case 'For':
      return compileFor(ctx, s);
    case 'Break':
    case 'Continue': {
      if (ctx.loops === 0) syntaxError(ctx, s, s.k === 'Break' ? "'break' outside loop" : "'continue' not properly in loop");
      const sig = s.k === 'Break' ? BREAK : CONTINUE;
      return (f) => {
        begin(f, s, false);
        return sig;
      };
    }
    case 'Pass':
      return (f) => {
        begin(f, s, false);
        return NORMAL;
      };
    case 'Return': {
      if (ctx.scope.kind !== 'function') syntaxError(ctx, s, "'return' outside function");
      const value = s.value ? compileExpr(ctx, s.value) : null;
      return (f) => {
        begin(f, s, false);
        f.ret = value ? value(f) : null;
        return RETURN;
      };
    }
    case 'Raise':
      return compileRaise(ctx, s);
    case 'Assert': {
      const test = compileExpr(ctx, s.test);
      const msg = s.msg ? compileExpr(ctx, s.msg) : null;
      return (f) => {
        begin(f, s, false);
        if (truthy(test(f))) return NORMAL;
        const args = msg ? [msg(f)] : [];
        f.line = s.line;
        throw call(exc.AssertionError, args, null);
      };
    }
    case 'Try':
      return compileTry(ctx, s);
    case 'With':
      if (s.isAsync) unsupported(ctx, 'async with', s);
      return compileWith(ctx, s);
    case 'FunctionDef': {
      const make = compileMakeFunction(ctx, s);
      return compileDefinition(ctx, s, make);
    }
    case 'ClassDef':
      return compileDefinition(ctx, s, compileClassDef(ctx, s));
    case 'Import':
      return compileImport(ctx, s);
    case 'ImportFrom': {
      const names = s.names.map((n) => ({ name: n.name, store: storer(ctx.scope.ref(ctx.scope.mangle(n.asname ?? n.name))) }));
      return (f) => {
        begin(f, s, false);
        const mod = f.rt.modules.load(s.module);
        for (const n of names) {
          // As CPython: the module's attribute (its `__getattr__` included), else its submodule of that name.
          const v = mod.dict.get(n.name) ?? getAttrOrUndefined(mod, n.name) ?? submodule(f, s.module, n.name);
          if (v === undefined) refuseMissingAttribute(mod, n.name, typeOf);
          if (v === undefined) throw importErrorFor(exc.ImportError, `cannot import name '${n.name}' from '${s.module}' (unknown location)`, s.module);
          n.store(f, v);
        }
        return NORMAL;
      };
    }
    case 'Global':
    case 'Nonlocal':
      return null;
    case 'Match':
      return compileMatch(ctx, s);
    case 'Delete': {
      const targets = s.targets.map((t) => compileDelete(ctx, t));
      return (f) => {
        begin(f, s, false);
        for (const t of targets) t(f);
        return NORMAL;
      };
    }
  }
}

/** A loop body: `break` and `continue` are allowed inside. */
function loopBody(ctx: Ctx, stmts: readonly Stmt[]): Exec {
  ctx.loops++;
  try {
    return compileBlock(ctx, stmts);
  } finally {
    ctx.loops--;
  }
}

/**
 * CPython 3.11 tests a `while` condition at the top and again after the body, jumping back to
 * the body's start: that jump is a `line` event of the body's first statement, while the test
 * itself is one only when its line differs. A `continue` jumps back to the top test; a constant
 * true condition (`while True:`) has no test, the loop jumps back to the `while` line.
 */
function compileWhile(ctx: Ctx, s: Extract<Stmt, { k: 'While' }>): Exec {
  const body = loopBody(ctx, s.body);
  const orelse = compileBlock(ctx, s.orelse);
  if (s.test.k === 'Const' && s.test.value !== null && typeof s.test.value !== 'object' && s.test.value) {
    return (f) => {
      begin(f, s, false);
      for (;;) {
        const sig = body(f);
        if (sig === BREAK) return NORMAL;
        if (sig === RETURN) return RETURN;
        begin(f, s, true);
      }
    };
  }
  const test = compileExpr(ctx, s.test);
  return (f) => {
    begin(f, s, false);
    let jumped = false;
    for (;;) {
      if (!truthy(test(f))) return orelse(f);
      f.jump = jumped;
      const sig = body(f);
      if (sig === BREAK) return NORMAL;
      if (sig === RETURN) return RETURN;
      jumped = sig !== CONTINUE;
      begin(f, s, !jumped);
    }
  };
}

function compileFor(ctx: Ctx, s: Extract<Stmt, { k: 'For' }>): Exec {
  if (s.isAsync) unsupported(ctx, 'async for', s);
  const iter = compileExpr(ctx, s.iter);
  const target = compileStore(ctx, s.target);
  const body = loopBody(ctx, s.body);
  const orelse = compileBlock(ctx, s.orelse);
  const iterLine = s.iter.span.line;
  const loop = (f: Frame, it: Iterator<PyValue>): Signal => {
    for (;;) {
      const r = it.next();
      if (r.done) return orelse(f);
      target(f, r.value);
      const sig = body(f);
      if (sig === BREAK) return NORMAL;
      if (sig === RETURN) return RETURN;
      begin(f, s, true);
    }
  };
  return (f) => {
    begin(f, s, false);
    const mark = currentRun().heap.nextId;
    const iterable = iter(f);
    f.line = iterLine;
    const it = iterate(iterable);
    const temporary = temporaryGenerator(iterable, mark);
    const held = f.rt.generatorsMade > 0 ? hold(f, iterable) : -1;
    if (!temporary && held < 0) return loop(f, it);
    let sig: Signal;
    try {
      sig = loop(f, it);
    } catch (e) {
      if (held >= 0) release(f, held);
      if (!temporary) throw e;
      f.rt.unwinding(e, f);
      finalize(temporary, cascadeSince(f));
      throw e;
    }
    if (held >= 0) release(f, held);
    if (temporary) finalize(temporary, cascadeSince(f));
    return sig;
  };
}

function compileAugAssign(ctx: Ctx, s: Extract<Stmt, { k: 'AugAssign' }>): Exec {
  const t = s.target;
  const value = compileExpr(ctx, s.value);
  const { op, line } = s;
  const apply = (f: Frame, old: PyValue) => {
    const rhs = value(f);
    f.line = line;
    return inplaceOp(op, old, rhs);
  };
  if (t.k === 'Name') {
    const ref = ctx.scope.ref(ctx.scope.mangle(t.id));
    const load = loader(ref);
    const store = storer(ref);
    return (f) => {
      begin(f, s, false);
      store(f, apply(f, load(f)));
      return NORMAL;
    };
  }
  if (t.k === 'Attribute') {
    const obj = compileExpr(ctx, t.value);
    const attr = ctx.scope.mangle(t.attr);
    return (f) => {
      begin(f, s, false);
      const o = obj(f);
      setAttr(o, attr, apply(f, getAttr(o, attr)));
      return NORMAL;
    };
  }
  if (t.k === 'Subscript') {
    const obj = compileExpr(ctx, t.value);
    const key = compileExpr(ctx, t.index);
    return (f) => {
      begin(f, s, false);
      const o = obj(f);
      const k = key(f);
      setItem(o, k, apply(f, getItem(o, k)));
      return NORMAL;
    };
  }
  return (f) => {
    begin(f, s, false);
    throw pyError(exc.TypeError, "'tuple' is an illegal expression for augmented assignment");
  };
}

function compileAnnAssign(ctx: Ctx, s: Extract<Stmt, { k: 'AnnAssign' }>): Exec {
  const inFunction = ctx.scope.kind === 'function';
  const annotation = inFunction ? null : compileAnnotation(ctx, s.annotation);
  const key = s.target.k === 'Name' ? ctx.scope.mangle(s.target.id) : null;
  const value = s.value ? compileExpr(ctx, s.value) : null;
  const store = s.value ? compileStore(ctx, s.target) : null;
  return (f) => {
    begin(f, s, false);
    if (annotation) {
      const ann = annotation(f);
      if (key !== null) {
        let anns = f.ns.get('__annotations__');
        if (!(anns instanceof PyDict)) {
          anns = new PyDict();
          f.ns.set('__annotations__', anns);
        }
        (anns as PyDict).map.set(key, [key, ann]);
      }
    }
    if (value && store) store(f, value(f));
    return NORMAL;
  };
}

function compileImport(ctx: Ctx, s: Extract<Stmt, { k: 'Import' }>): Exec {
  const names = s.names.map((n) => ({
    name: n.name,
    top: n.name.split('.')[0],
    alias: n.asname !== undefined,
    store: storer(ctx.scope.ref(ctx.scope.mangle(n.asname ?? n.name.split('.')[0]))),
  }));
  return (f) => {
    begin(f, s, false);
    for (const n of names) {
      const mod = f.rt.modules.load(n.name);
      n.store(f, n.alias ? mod : f.rt.modules.load(n.top));
    }
    return NORMAL;
  };
}

function compileRaise(ctx: Ctx, s: Extract<Stmt, { k: 'Raise' }>): Exec {
  const excExpr = s.exc ? compileExpr(ctx, s.exc) : null;
  const cause = s.cause ? compileExpr(ctx, s.cause) : null;
  return (f) => {
    begin(f, s, false);
    if (!excExpr) {
      const active = f.rt.handling[f.rt.handling.length - 1];
      throw active ?? pyError(exc.RuntimeError, 'No active exception to reraise');
    }
    let e = excExpr(f);
    let c = cause ? cause(f) : undefined;
    f.line = s.line;
    e = instantiate(e);
    if (!isException(e)) throw pyError(exc.TypeError, 'exceptions must derive from BaseException');
    if (c !== undefined) {
      c = c === null ? null : instantiate(c);
      setCause(e as PyInstance, c);
    }
    const st = exceptionState(e as PyInstance);
    if (st.traceback.length > 0) {
      // Re-raising a caught exception object: this frame is added again, the origin stays innermost.
      st.traceback.unshift({ file: f.file, line: s.line, func: f.name });
      st.frames = [...st.frames.filter((x) => x !== f), f];
    }
    throw e;
  };
}

/** `raise C` raises `C()`. */
function instantiate(v: PyValue): PyValue {
  if (v instanceof PyClass && v.isSubclassOf(exc.BaseException)) return call(v, [], null);
  return v;
}

/** `from package import name` where `name` is a submodule the runtime provides; undefined when there is none. */
function submodule(f: Frame, pkg: string, name: string): PyValue | undefined {
  try {
    return f.rt.modules.load(`${pkg}.${name}`);
  } catch (e) {
    if (isException(e) && e.type.isSubclassOf(exc.ModuleNotFoundError)) return undefined;
    throw e;
  }
}
