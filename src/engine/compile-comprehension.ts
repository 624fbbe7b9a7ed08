/**
 * Comprehensions run in their own scope and frame, as CPython 3.11 does (`<listcomp>`,
 * `<genexpr>`...): the first iterable is evaluated outside, in the enclosing scope; the frame's
 * lines are traced even at a module's top level; each iteration is a `line` event of the
 * statement the comprehension is written in, and a generator resumed later still reports it.
 */
import { type Ctx, comprehensionCode, comprehensionCtx } from './compile';
import { compileExpr } from './compile-expr';
import { captureClosure, closureSlots } from './compile-function';
import { type Assign, compileStore } from './compile-target';
import { type Eval, Frame } from './frame';
import { dictSet, setAdd } from './hashing';
import { iterate } from './objects';
import { truthy } from './ops';
import type { CompExpr } from './resolve';
import { PyDict, PyIterator, PyList, PySet, type PyValue } from './values';

interface Level {
  readonly target: Assign;
  readonly ifs: readonly Eval[];
  /** The iterable of every clause but the first (which the enclosing scope evaluates). */
  readonly iter: Eval | null;
}

const NO_NAMESPACE: Map<string, PyValue> = new Map();

export function compileComprehension(ctx: Ctx, e: CompExpr): Eval {
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
    for (;;) {
      frame.rt.tracer.lineEvent(frame);
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
    const frame = new Frame(code, f.rt, f.globals, NO_NAMESPACE, f, true, code.name, captureClosure(f, slots));
    frame.stmt = f.stmt;
    frame.line = line;
    return { frame, it };
  };

  /** Runs `body` in the comprehension's frame, noting the frame in the traceback of an exception. */
  const guarded = <T>(frame: Frame, body: () => T): T => {
    try {
      return body();
    } catch (err) {
      frame.rt.unwinding(err, frame);
      throw err;
    }
  };

  if (e.k === 'GenExp') {
    const elt = compileExpr(cctx, e.elt);
    return (f) => {
      const { frame, it } = start(f);
      function* gen(): Generator<PyValue> {
        const out: PyValue[] = [];
        // Each value is produced when asked for: the loop advances one combination per request.
        const levelsIt = walk(frame, it);
        for (;;) {
          const r = guarded(frame, () => levelsIt.next());
          if (r.done) return;
          out.length = 0;
          yield guarded(frame, () => elt(frame));
        }
      }
      function* walk(fr: Frame, first: Iterator<PyValue>, level = 0): Generator<void> {
        const l = levels[level];
        const last = level + 1 === levels.length;
        for (;;) {
          fr.rt.tracer.lineEvent(fr);
          const r = first.next();
          if (r.done) return;
          l.target(fr, r.value);
          if (!l.ifs.every((c) => truthy(c(fr)))) continue;
          if (last) yield;
          else yield* walk(fr, iterate((levels[level + 1].iter as Eval)(fr)), level + 1);
        }
      }
      return new PyIterator(gen(), 'generator');
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
