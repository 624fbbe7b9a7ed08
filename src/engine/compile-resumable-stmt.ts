/**
 * The resumable form of statements in generator and coroutine bodies: only statements that
 * can suspend (a `yield`/`await` inside, `async for`, `async with`) become JS generator
 * closures; runs of statements that cannot are compiled plainly and run as one block.
 * Line events, tracebacks and exception handling follow the plain compiler exactly.
 */

import { closeAbandonedWithTraceback, hold, release } from './abandoned-generators';
import { finalizeAsyncGenerator } from './async-generators';
import { tracebackOf } from './builtins/traceback-type';
import { type Ctx, unsupported } from './compile';
import { compileExpr } from './compile-expr';
import { managerMethods, matches } from './compile-flow';
import { resumableMatch } from './compile-match';
import { type ResumableEval, resumableExpr, suspends } from './compile-resumable-expr';
import { compileBlock } from './compile-stmt';
import { compileStore } from './compile-target';
import { handleStar, isTailStarTry } from './compile-try-star';
import { currentRun } from './context';
import { awaitTarget, delegateTo } from './delegate';
import { exc, exceptionState, isException, pyError, setContext } from './exceptions';
import { BREAK, CONTINUE, type Frame, NORMAL, RETURN, type Signal } from './frame';
import { type Body, finalize, PyAsyncGenerator, temporaryGenerator } from './generators';
import { at, begin } from './interpreter';
import { getItem, setItem } from './items';
import { clearer, loader, storer } from './names';
import { call, getAttr, getAttrOrUndefined, iterate, setAttr, typeName } from './objects';
import { inplaceOp, truthy } from './ops';
import type { ExceptHandler, Stmt } from './syntax/ast';
import type { PyValue } from './values';

export type ResumableExec = (f: Frame) => Generator<PyValue, Signal, PyValue>;

/** Whether a statement can suspend: an explicit `yield`/`await`, or an `async for` / `async with`. */
export function stmtSuspends(s: Stmt): boolean {
  return ((s.k === 'For' || s.k === 'With') && s.isAsync) || suspends(s) || childStmts(s).some(stmtSuspends);
}

function childStmts(s: Stmt): Stmt[] {
  switch (s.k) {
    case 'If':
    case 'While':
    case 'For':
      return [...s.body, ...s.orelse];
    case 'With':
      return [...s.body];
    case 'Match':
      return s.cases.flatMap((c) => c.body);
    case 'Try':
      return [...s.body, ...s.handlers.flatMap((h) => h.body), ...s.orelse, ...s.finalbody];
    default:
      return [];
  }
}

export function resumableBlock(ctx: Ctx, stmts: readonly Stmt[]): ResumableExec {
  const parts: ResumableExec[] = [];
  let plainRun: Stmt[] = [];
  const flush = () => {
    if (!plainRun.length) return;
    const ex = compileBlock(ctx, plainRun);
    // biome-ignore lint/correctness/useYield: statements that never suspend, run as one plain block
    parts.push(function* (f) {
      return ex(f);
    });
    plainRun = [];
  };
  for (const s of stmts) {
    if (!stmtSuspends(s)) {
      plainRun.push(s);
      continue;
    }
    flush();
    const saved = ctx.stmt;
    ctx.stmt = s;
    try {
      parts.push(resumableStmt(ctx, s));
    } finally {
      ctx.stmt = saved;
    }
  }
  flush();
  if (parts.length === 1) return parts[0];
  return function* (f) {
    for (const p of parts) {
      const sig = yield* p(f);
      if (sig !== NORMAL) return sig;
    }
    return NORMAL;
  };
}

function loopBlock(ctx: Ctx, stmts: readonly Stmt[]): ResumableExec {
  ctx.loops++;
  try {
    return resumableBlock(ctx, stmts);
  } finally {
    ctx.loops--;
  }
}

/** `await` of a value already computed (an `async for`'s `__anext__()`, an `async with`'s `__aenter__()`). */
function* awaitValue(f: Frame, v: PyValue): Body {
  return yield* delegateTo(awaitTarget(v), f.gen);
}

function resumableStmt(ctx: Ctx, s: Stmt): ResumableExec {
  switch (s.k) {
    case 'Expr': {
      const value = resumableExpr(ctx, s.value);
      return function* (f) {
        begin(f, s, false);
        yield* value(f);
        return NORMAL;
      };
    }
    case 'Assign': {
      if (s.targets.some((t) => suspends(t))) return unsupported(ctx, 'yield or await inside an assignment target', s);
      const value = resumableExpr(ctx, s.value);
      const targets = s.targets.map((t) => compileStore(ctx, t));
      return function* (f) {
        begin(f, s, false);
        const v = yield* value(f);
        for (const t of targets) t(f, v);
        return NORMAL;
      };
    }
    case 'AugAssign':
      return resumableAugAssign(ctx, s);
    case 'AnnAssign': {
      if (suspends(s.target) || suspends(s.annotation) || !s.value) return unsupported(ctx, 'yield or await inside an annotation', s);
      const value = resumableExpr(ctx, s.value);
      const store = compileStore(ctx, s.target);
      const annotation = ctx.scope.kind === 'function' ? null : compileExpr(ctx, s.annotation);
      return function* (f) {
        begin(f, s, false);
        annotation?.(f);
        store(f, yield* value(f));
        return NORMAL;
      };
    }
    case 'Return': {
      const value = s.value ? resumableExpr(ctx, s.value) : null;
      return function* (f) {
        begin(f, s, false);
        f.ret = value ? yield* value(f) : null;
        return RETURN;
      };
    }
    case 'If': {
      const test = resumableExpr(ctx, s.test);
      const body = resumableBlock(ctx, s.body);
      const orelse = resumableBlock(ctx, s.orelse);
      return function* (f) {
        begin(f, s, false);
        return truthy(yield* test(f)) ? yield* body(f) : yield* orelse(f);
      };
    }
    case 'While':
      return resumableWhile(ctx, s);
    case 'For':
      return resumableFor(ctx, s);
    case 'Try':
      return resumableTry(ctx, s);
    case 'With':
      return resumableWith(ctx, s);
    case 'Match':
      return resumableMatch(ctx, s);
    default:
      return unsupported(
        ctx,
        `yield or await inside ${s.k === 'FunctionDef' || s.k === 'ClassDef' ? 'a definition header' : `a ${s.k.toLowerCase()} statement`}`,
        s,
      );
  }
}

function resumableAugAssign(ctx: Ctx, s: Extract<Stmt, { k: 'AugAssign' }>): ResumableExec {
  const t = s.target;
  if (suspends(t) || t.k === 'Tuple' || t.k === 'List') return unsupported(ctx, 'yield or await inside an assignment target', s);
  const value = resumableExpr(ctx, s.value);
  const { op, line } = s;
  function* apply(f: Frame, old: PyValue): Body {
    const rhs = yield* value(f);
    f.line = line;
    return inplaceOp(op, old, rhs);
  }
  if (t.k === 'Name') {
    const ref = ctx.scope.ref(ctx.scope.mangle(t.id));
    const load = loader(ref);
    const store = storer(ref);
    return function* (f) {
      begin(f, s, false);
      store(f, yield* apply(f, load(f)));
      return NORMAL;
    };
  }
  if (t.k !== 'Attribute' && t.k !== 'Subscript') return unsupported(ctx, 'this augmented assignment target', s);
  const obj = compileExpr(ctx, t.value);
  if (t.k === 'Attribute') {
    const attr = ctx.scope.mangle(t.attr);
    return function* (f) {
      begin(f, s, false);
      const o = obj(f);
      setAttr(o, attr, yield* apply(f, getAttr(o, attr)));
      return NORMAL;
    };
  }
  const key = compileExpr(ctx, t.index);
  return function* (f) {
    begin(f, s, false);
    const o = obj(f);
    const k = key(f);
    setItem(o, k, yield* apply(f, getItem(o, k)));
    return NORMAL;
  };
}

/** As `compileWhile`: the jump back is a line event of the body's first statement. */
function resumableWhile(ctx: Ctx, s: Extract<Stmt, { k: 'While' }>): ResumableExec {
  const always = s.test.k === 'Const' && s.test.value !== null && typeof s.test.value !== 'object' && Boolean(s.test.value);
  const test = resumableExpr(ctx, s.test);
  const body = loopBlock(ctx, s.body);
  const orelse = resumableBlock(ctx, s.orelse);
  return function* (f) {
    begin(f, s, false);
    let jumped = false;
    for (;;) {
      if (!always && !truthy(yield* test(f))) return yield* orelse(f);
      f.jump = jumped && !always;
      const sig = yield* body(f);
      if (sig === BREAK) return NORMAL;
      if (sig === RETURN) return RETURN;
      jumped = sig !== CONTINUE;
      begin(f, s, always || !jumped);
    }
  };
}

function resumableFor(ctx: Ctx, s: Extract<Stmt, { k: 'For' }>): ResumableExec {
  const iter = resumableExpr(ctx, s.iter);
  if (suspends(s.target)) return unsupported(ctx, 'yield or await inside an assignment target', s);
  const target = compileStore(ctx, s.target);
  const body = loopBlock(ctx, s.body);
  const orelse = resumableBlock(ctx, s.orelse);
  const iterLine = s.iter.span.line;
  function* loop(f: Frame, it: Iterator<PyValue>): Generator<PyValue, Signal, PyValue> {
    for (;;) {
      const r = it.next();
      if (r.done) return yield* orelse(f);
      target(f, r.value);
      const sig = yield* body(f);
      if (sig === BREAK) return NORMAL;
      if (sig === RETURN) return RETURN;
      begin(f, s, true);
    }
  }
  if (!s.isAsync)
    return function* (f) {
      begin(f, s, false);
      const mark = currentRun().heap.nextId;
      const iterable = yield* iter(f);
      f.line = iterLine;
      const it = iterate(iterable);
      const temporary = temporaryGenerator(iterable, mark);
      const held = f.rt.generatorsMade > 0 ? hold(f, iterable) : -1;
      if (!temporary && held < 0) return yield* loop(f, it);
      let sig: Signal;
      try {
        sig = yield* loop(f, it);
      } catch (e) {
        if (held >= 0) release(f, held);
        if (!temporary) throw e;
        f.rt.unwinding(e, f);
        finalize(temporary);
        throw e;
      }
      if (held >= 0) release(f, held);
      if (temporary) finalize(temporary);
      return sig;
    };
  function* asyncLoop(f: Frame, anext: PyValue): Generator<PyValue, Signal, PyValue> {
    for (;;) {
      let value: PyValue;
      try {
        value = yield* awaitValue(f, call(anext, [], null));
      } catch (e) {
        if (isException(e) && e.type.isSubclassOf(exc.StopAsyncIteration)) return yield* orelse(f);
        throw e;
      }
      target(f, value);
      const sig = yield* body(f);
      if (sig === BREAK) return NORMAL;
      if (sig === RETURN) return RETURN;
      begin(f, s, true);
    }
  }
  return function* (f) {
    begin(f, s, false);
    const mark = currentRun().heap.nextId;
    const iterable = yield* iter(f);
    f.line = iterLine;
    const aiter = getAttrOrUndefined(iterable, '__aiter__');
    if (aiter === undefined) throw pyError(exc.TypeError, `'async for' requires an object with __aiter__ method, got ${typeName(iterable)}`);
    const it = call(aiter, [], null);
    const anext = getAttrOrUndefined(it, '__anext__');
    if (anext === undefined) throw pyError(exc.TypeError, `'async for' received an object from __aiter__ that does not implement __anext__: ${typeName(it)}`);
    // An async generator made for this loop alone is freed when the loop ends: left early, it is finalized then.
    if (!(iterable instanceof PyAsyncGenerator && iterable.id >= mark)) return yield* asyncLoop(f, anext);
    try {
      return yield* asyncLoop(f, anext);
    } finally {
      finalizeAsyncGenerator(iterable);
    }
  };
}

/** As `compileTry`, with every part that can suspend in its resumable form. */
function resumableTry(ctx: Ctx, s: Extract<Stmt, { k: 'Try' }>): ResumableExec {
  const body = resumableBlock(ctx, s.body);
  const orelse = resumableBlock(ctx, s.orelse);
  const finalbody = s.finalbody.length ? resumableBlock(ctx, s.finalbody) : null;
  const handlers = s.handlers.map((h: ExceptHandler) => {
    if (suspends(h.type)) return unsupported(ctx, 'yield or await inside an except clause', h);
    const ref = h.name ? ctx.scope.ref(ctx.scope.mangle(h.name)) : null;
    return {
      node: h as unknown as Stmt,
      type: h.type ? compileExpr(ctx, h.type) : null,
      store: ref ? storer(ref) : null,
      clear: ref ? clearer(ref) : null,
      body: resumableBlock(ctx, h.body),
    };
  });
  const starHandlers = handlers.map((h) => ({ ...h, type: h.type as (f: Frame) => PyValue }));
  const tail = isTailStarTry(s);
  const lastClause = s.handlers[s.handlers.length - 1] as unknown as Stmt;
  function* tryBody(f: Frame): Generator<PyValue, Signal, PyValue> {
    try {
      const sig = yield* body(f);
      if (sig !== NORMAL) return sig;
    } catch (e) {
      if (!isException(e) || handlers.length === 0) throw e;
      f.rt.unwinding(e, f);
      if (s.star) {
        const sig = yield* handleStar(f, e, starHandlers, (b, fr) => b(fr));
        if (tail && sig === NORMAL) begin(f, lastClause, false);
        return sig;
      }
      // While the handlers' types are matched, `e` is held by no name (nor handled yet).
      const held = f.rt.generatorsMade > 0 ? hold(f, e) : -1;
      let handler: (typeof handlers)[number] | null = null;
      try {
        for (const h of handlers) {
          begin(f, h.node, false);
          if (h.type && !matches(e, h.type(f))) continue;
          handler = h;
          break;
        }
      } finally {
        if (held >= 0) release(f, held);
      }
      if (handler !== null) {
        const h = handler;
        h.store?.(f, e);
        f.rt.handling.push(e);
        let sig: Signal;
        try {
          sig = yield* h.body(f);
        } catch (err) {
          // Raised while handling `e`: `e` is its context, as CPython sets it at the raise.
          if (isException(err) && exceptionState(err).context === null) setContext(err, e);
          throw err;
        } finally {
          f.rt.handling.pop();
          h.clear?.(f);
        }
        // Handled: the frames `e`'s traceback kept alive go with it, and the generators they hold.
        if (f.rt.generatorsMade > 0) closeAbandonedWithTraceback(f.rt, e);
        return sig;
      }
      throw e;
    }
    return yield* orelse(f);
  }
  return function* (f) {
    begin(f, s, false);
    if (!finalbody) return yield* tryBody(f);
    let sig: Signal;
    try {
      sig = yield* tryBody(f);
    } catch (e) {
      if (!isException(e)) throw e;
      f.rt.unwinding(e, f);
      // The finally block runs while `e` unwinds, held by no name.
      const held = f.rt.generatorsMade > 0 ? hold(f, e) : -1;
      let fin: Signal;
      try {
        fin = yield* finalbody(f);
      } finally {
        if (held >= 0) release(f, held);
      }
      if (fin !== NORMAL) return fin;
      throw e;
    }
    const fin = yield* finalbody(f);
    return fin !== NORMAL ? fin : sig;
  };
}

/** As `compileWith`; `async with` awaits `__aenter__()` and `__aexit__(...)`. */
function resumableWith(ctx: Ctx, s: Extract<Stmt, { k: 'With' }>): ResumableExec {
  const items = s.items.map((i) => {
    if (i.target && suspends(i.target)) return unsupported(ctx, 'yield or await inside an assignment target', s);
    return { context: resumableExpr(ctx, i.context), target: i.target ? compileStore(ctx, i.target) : null, targetLine: i.target?.span.line ?? s.line };
  });
  const body = resumableBlock(ctx, s.body);
  function* finish(f: Frame, v: PyValue): Body {
    return s.isAsync ? yield* awaitValue(f, v) : v;
  }
  function* run(f: Frame, index: number): Generator<PyValue, Signal, PyValue> {
    if (index >= items.length) return yield* body(f);
    const item = items[index] as { context: ResumableEval; target: ((f: Frame, v: PyValue) => void) | null; targetLine: number };
    const manager = yield* item.context(f);
    // The manager is held by no name while the block runs (its __exit__ is still to come).
    const held = f.rt.generatorsMade > 0 ? hold(f, manager) : -1;
    try {
      // Entering runs on the statement's own line (CPython 3.11's BEFORE_WITH): a manager written on a later line
      // returns to it, a line event.
      if (f.line !== s.line) at(f, s.line);
      const [enter, exit] = managerMethods(manager, s.isAsync);
      const innermost = index === items.length - 1;
      const entered = yield* finish(f, call(enter, [], null));
      if (item.target) {
        // The target is stored on its own line.
        if (f.line !== item.targetLine) at(f, item.targetLine);
        item.target(f, entered);
      }
      let sig: Signal;
      try {
        sig = yield* run(f, index + 1);
      } catch (e) {
        if (!isException(e)) throw e;
        f.rt.unwinding(e, f);
        // `e` unwinds through the exit, held by no name.
        const heldError = f.rt.generatorsMade > 0 ? hold(f, e) : -1;
        let suppress: PyValue;
        try {
          if (innermost) begin(f, s, false);
          suppress = yield* finish(f, call(exit, [e.type, e, tracebackOf(e)], null));
        } finally {
          if (heldError >= 0) release(f, heldError);
        }
        if (truthy(suppress)) return NORMAL;
        throw e;
      }
      if (innermost) begin(f, s, false);
      yield* finish(f, call(exit, [null, null, null], null));
      return sig;
    } finally {
      if (held >= 0) release(f, held);
    }
  }
  return function* (f) {
    begin(f, s, false);
    return yield* run(f, 0);
  };
}
