/**
 * Comprehensions run in their own scope and frame, as CPython 3.11 does (`<listcomp>`,
 * `<genexpr>`...): the first iterable is evaluated outside, in the enclosing scope; the frame's
 * lines are traced even at a module's top level; each iteration is a `line` event of the
 * statement the comprehension is written in (but an inner `for` clause's first, which no backward
 * jump precedes), and a generator resumed later still reports it.
 */
import { type Ctx, comprehensionCode, comprehensionCtx, unsupported } from './compile';
import { asyncGeneratorExpression } from './compile-async-comprehension';
import { compileExpr } from './compile-expr';
import { captureClosure, closureSlots, qualPrefix } from './compile-function';
import { type Assign, compileStore } from './compile-target';
import { currentRun } from './context';
import { type Eval, Frame } from './frame';
import { type Body, PyGenerator, Suspended } from './generators';
import { dictSet, setAdd } from './hashing';
import { iterate } from './objects';
import { truthy } from './ops';
import type { CompExpr } from './resolve';
import { PyDict, PyList, PySet, type PyValue } from './values';

interface Level {
  readonly target: Assign;
  readonly ifs: readonly Eval[];
  /** The iterable of every clause but the first (which the enclosing scope evaluates). */
  readonly iter: Eval | null;
}

const NO_NAMESPACE: Map<string, PyValue> = new Map();

export function compileComprehension(ctx: Ctx, e: CompExpr): Eval {
  // With an `async for` clause, a generator expression is an async generator; any other
  // comprehension is awaited, which only an `async def` can do (there it is compiled resumable).
  const asyncClause = e.generators.find((g) => g.isAsync);
  if (asyncClause && e.k === 'GenExp') return asyncGeneratorExpression(ctx, e);
  if (asyncClause) unsupported(ctx, "'async for' inside a comprehension outside an async function", asyncClause.iter);
  const firstIter = compileExpr(ctx, e.generators[0].iter);
  const cctx = comprehensionCtx(ctx, e);
  const levels: Level[] = e.generators.map((g, i) => ({
    target: compileStore(cctx, g.target),
    ifs: g.ifs.map((c) => compileExpr(cctx, c)),
    iter: i > 0 ? compileExpr(cctx, g.iter) : null,
  }));
  const code = comprehensionCode(cctx, e);
  const slots = closureSlots(ctx.scope, code);
  const line = e.span.line;

  /** Runs the clauses from `level` on, calling `emit` for every combination that passes the filters. */
  const loop = (frame: Frame, level: number, it: Iterator<PyValue>, emit: (frame: Frame) => void): void => {
    const l = levels[level];
    const last = level + 1 === levels.length;
    // An inner clause's first step follows its `iter()` without a backward jump: no line event (as CPython 3.11).
    for (let first = level > 0; ; first = false) {
      if (!first) frame.rt.tracer.lineEvent(frame);
      const r = it.next();
      if (r.done) return;
      l.target(frame, r.value);
      let pass = true;
      for (const c of l.ifs) {
        if (!truthy(c(frame))) {
          pass = false;
          break;
        }
      }
      if (!pass) continue;
      if (last) emit(frame);
      else loop(frame, level + 1, iterate((levels[level + 1].iter as Eval)(frame)), emit);
    }
  };

  const start = (f: Frame) => {
    const it = iterate(firstIter(f));
    const frame = new Frame(code, f.rt, f.globals, NO_NAMESPACE, f, currentRun().untraced === 0, code.name, captureClosure(f, slots));
    frame.stmt = f.stmt;
    frame.line = line;
    return { frame, it };
  };

  /** Runs `body` in the comprehension's frame (one deeper toward the recursion limit), noting the frame in the traceback of an exception. */
  const guarded = <T>(frame: Frame, body: () => T): T => {
    const rt = frame.rt;
    rt.enterComprehension(frame);
    try {
      return body();
    } catch (err) {
      rt.unwinding(err, frame);
      throw err;
    } finally {
      rt.depth--;
    }
  };

  if (e.k === 'GenExp') {
    const elt = compileExpr(cctx, e.elt);
    /** Advances the clauses from `level` on, one passing combination per resumption. */
    function* walk(frame: Frame, it: Iterator<PyValue>, level: number): Generator<void, void, undefined> {
      const l = levels[level];
      const last = level + 1 === levels.length;
      for (let first = level > 0; ; first = false) {
        if (!first) frame.rt.tracer.lineEvent(frame);
        const r = it.next();
        if (r.done) return;
        l.target(frame, r.value);
        if (!l.ifs.every((c) => truthy(c(frame)))) continue;
        if (last) yield;
        else yield* walk(frame, iterate((levels[level + 1].iter as Eval)(frame)), level + 1);
      }
    }
    function* body(frame: Frame, it: Iterator<PyValue>): Body {
      for (const _ of walk(frame, it, 0)) yield elt(frame);
      return null;
    }
    return (f) => {
      const { frame, it } = start(f);
      const core = new Suspended(frame, () => body(frame, it), code.name, qualPrefix(f) + code.name, 'generator');
      frame.gen = core;
      return new PyGenerator(core);
    };
  }
  if (e.k === 'DictComp') {
    const key = compileExpr(cctx, e.key);
    const value = compileExpr(cctx, e.value);
    return (f) => {
      const { frame, it } = start(f);
      const d = new PyDict();
      guarded(frame, () =>
        loop(frame, 0, it, (fr) => {
          const k = key(fr);
          const v = value(fr);
          dictSet(d, k, v);
        }),
      );
      return d;
    };
  }
  const elt = compileExpr(cctx, e.elt);
  if (e.k === 'SetComp') {
    // Each element is added as it is made (SET_ADD), so its __hash__ runs then.
    return (f) => {
      const { frame, it } = start(f);
      const s = new PySet();
      guarded(frame, () =>
        loop(frame, 0, it, (fr) => {
          setAdd(s, elt(fr));
        }),
      );
      return s;
    };
  }
  return (f) => {
    const { frame, it } = start(f);
    const items: PyValue[] = [];
    guarded(frame, () =>
      loop(frame, 0, it, (fr) => {
        items.push(elt(fr));
      }),
    );
    return new PyList(items);
  };
}
