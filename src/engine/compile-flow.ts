/** `try` and `with`: where exceptions are caught, each noted in the frame's traceback first. */

import { closeAbandonedWithTraceback, hold, release } from './abandoned-generators';
import { tracebackOf } from './builtins/traceback-type';
import type { Ctx } from './compile';
import { compileExpr } from './compile-expr';
import { compileBlock } from './compile-stmt';
import { compileStore } from './compile-target';
import { handleStarNow, isTailStarTry } from './compile-try-star';
import { exc, exceptionState, isException, pyError, setContext } from './exceptions';
import { type Exec, type Frame, NORMAL, type Signal } from './frame';
import { at, begin } from './interpreter';
import { clearer, storer } from './names';
import { call, getAttrOrUndefined, typeName } from './objects';
import { truthy } from './ops';
import type { ExceptHandler, Stmt } from './syntax/ast';
import { PyClass, type PyInstance, PyTuple, type PyValue } from './values';

/** Whether `e` matches an `except` clause's class or tuple of classes. */
export function matches(e: PyInstance, spec: PyValue): boolean {
  if (spec instanceof PyClass && spec.isSubclassOf(exc.BaseException)) return e.type.isSubclassOf(spec);
  if (spec instanceof PyTuple) return spec.items.some((x) => matches(e, x));
  throw pyError(exc.TypeError, 'catching classes that do not inherit from BaseException is not allowed');
}

export function compileTry(ctx: Ctx, s: Extract<Stmt, { k: 'Try' }>): Exec {
  const body = compileBlock(ctx, s.body);
  const orelse = compileBlock(ctx, s.orelse);
  const finalbody = s.finalbody.length ? compileBlock(ctx, s.finalbody) : null;
  const handlers = s.handlers.map((h: ExceptHandler) => {
    const ref = h.name ? ctx.scope.ref(ctx.scope.mangle(h.name)) : null;
    return {
      node: h as unknown as Stmt,
      type: h.type ? compileExpr(ctx, h.type) : null,
      store: ref ? storer(ref) : null,
      clear: ref ? clearer(ref) : null,
      body: compileBlock(ctx, h.body),
    };
  });
  const star = s.star === true;
  const tail = star && isTailStarTry(s);
  const lastClause = s.handlers[s.handlers.length - 1] as unknown as Stmt;
  const starHandlers = handlers.map((h) => ({ ...h, type: h.type as (f: Frame) => PyValue }));
  const tryBody = (f: Frame): Signal => {
    try {
      const sig = body(f);
      if (sig !== NORMAL) return sig;
    } catch (e) {
      if (!isException(e) || handlers.length === 0) throw e;
      f.rt.unwinding(e, f);
      if (star) {
        const sig = handleStarNow(f, e, starHandlers, (b, fr) => b(fr));
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
          sig = h.body(f);
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
    return orelse(f);
  };
  return (f) => {
    begin(f, s, false);
    if (!finalbody) return tryBody(f);
    let sig: Signal;
    try {
      sig = tryBody(f);
    } catch (e) {
      if (!isException(e)) throw e;
      f.rt.unwinding(e, f);
      // The finally block runs while `e` unwinds, held by no name.
      const held = f.rt.generatorsMade > 0 ? hold(f, e) : -1;
      let fin: Signal;
      try {
        fin = finalbody(f);
      } finally {
        if (held >= 0) release(f, held);
      }
      if (fin !== NORMAL) return fin;
      throw e;
    }
    const fin = finalbody(f);
    return fin !== NORMAL ? fin : sig;
  };
}

/**
 * A context manager's bound `__enter__` and `__exit__` (`__aenter__`/`__aexit__` for `async with`),
 * or CPython 3.11's TypeError for a value that lacks them.
 */
export function managerMethods(manager: PyValue, isAsync: boolean): [PyValue, PyValue] {
  const [enterName, exitName] = isAsync ? ['__aenter__', '__aexit__'] : ['__enter__', '__exit__'];
  const enter = getAttrOrUndefined(manager, enterName);
  const exit = getAttrOrUndefined(manager, exitName);
  if (enter === undefined || exit === undefined) {
    const missed = enter === undefined ? '' : ` (missed ${exitName} method)`;
    throw pyError(exc.TypeError, `'${typeName(manager)}' object does not support the ${isAsync ? 'asynchronous ' : ''}context manager protocol${missed}`);
  }
  return [enter, exit];
}

export function compileWith(ctx: Ctx, s: Extract<Stmt, { k: 'With' }>): Exec {
  const items = s.items.map((i) => ({
    context: compileExpr(ctx, i.context),
    target: i.target ? compileStore(ctx, i.target) : null,
    targetLine: i.target?.span.line ?? s.line,
  }));
  const body = compileBlock(ctx, s.body);
  const run = (f: Frame, index: number): Signal => {
    if (index >= items.length) return body(f);
    const item = items[index];
    const manager = item.context(f);
    // The manager is held by no name while the block runs (its __exit__ is still to come).
    const held = f.rt.generatorsMade > 0 ? hold(f, manager) : -1;
    try {
      // Entering runs on the statement's own line (CPython 3.11's BEFORE_WITH): a manager written on a later line
      // returns to it, a line event.
      if (f.line !== s.line) at(f, s.line);
      const [enter, exit] = managerMethods(manager, false);
      const innermost = index === items.length - 1;
      const entered = call(enter, [], null);
      if (item.target) {
        // The target is stored on its own line.
        if (f.line !== item.targetLine) at(f, item.targetLine);
        item.target(f, entered);
      }
      let sig: Signal;
      try {
        sig = run(f, index + 1);
      } catch (e) {
        if (!isException(e)) throw e;
        f.rt.unwinding(e, f);
        // `e` unwinds through the exit, held by no name.
        const heldError = f.rt.generatorsMade > 0 ? hold(f, e) : -1;
        let suppress: PyValue;
        try {
          if (innermost) begin(f, s, false);
          suppress = call(exit, [e.type, e, tracebackOf(e)], null);
        } finally {
          if (heldError >= 0) release(f, heldError);
        }
        if (truthy(suppress)) return NORMAL;
        throw e;
      }
      // Leaving the body is a line event at the `with` line; the outer items' exits that
      // follow run on that same line, so CPython reports no new event for them.
      if (innermost) begin(f, s, false);
      call(exit, [null, null, null], null);
      return sig;
    } finally {
      if (held >= 0) release(f, held);
    }
  };
  return (f) => {
    begin(f, s, false);
    return run(f, 0);
  };
}
