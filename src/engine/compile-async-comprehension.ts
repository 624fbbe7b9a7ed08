/**
 * Asynchronous comprehensions (PEP 530): a list, set or dict comprehension with an `async for`
 * clause or an `await` inside runs, in an `async def`, as CPython 3.11 runs it — a coroutine
 * (`<listcomp>`...) with its own traced frame, called where it stands and awaited; an
 * `async for` clause awaits `__anext__()` until StopAsyncIteration. A generator expression
 * with an `async for` clause is an asynchronous generator. As for the plain comprehensions,
 * the first iterable is evaluated (and `__aiter__` called) in the enclosing scope, and each
 * iteration is a line event of the statement the comprehension is in.
 */
import { type Ctx, comprehensionCode, comprehensionCtx } from './compile';
import { compileExpr } from './compile-expr';
import { captureClosure, closureSlots, qualPrefix } from './compile-function';
import { type ResumableEval, resumableExpr } from './compile-resumable-expr';
import { type Assign, compileStore } from './compile-target';
import { currentRun } from './context';
import { awaitTarget, delegateTo } from './delegate';
import { exc, isException, pyError } from './exceptions';
import { type Eval, Frame } from './frame';
import { AsyncGenItem, type Body, PyAsyncGenerator, PyCoroutine, Suspended } from './generators';
import { dictSet, setAdd } from './hashing';
import { call, getAttrOrUndefined, iterate, typeName } from './objects';
import { truthy } from './ops';
import type { CompExpr } from './resolve';
import { PyDict, PyList, PySet, type PyValue } from './values';

interface Level {
  readonly isAsync: boolean;
  readonly target: Assign;
  readonly ifs: readonly ResumableEval[];
  /** The iterable of every clause but the first (which the enclosing scope evaluates). */
  readonly iter: ResumableEval | null;
}

/** A clause's source of items: a plain iterator, or an async iterator's `__anext__`. */
type Source = { readonly it: Iterator<PyValue> } | { readonly anext: PyValue };

const NO_NAMESPACE: Map<string, PyValue> = new Map();

/** `iter(v)`, or for an `async for` clause `v.__aiter__()`'s `__anext__`, with CPython's errors. */
function sourceOf(v: PyValue, isAsync: boolean): Source {
  if (!isAsync) return { it: iterate(v) };
  const aiter = getAttrOrUndefined(v, '__aiter__');
  if (aiter === undefined) throw pyError(exc.TypeError, `'async for' requires an object with __aiter__ method, got ${typeName(v)}`);
  const it = call(aiter, [], null);
  const anext = getAttrOrUndefined(it, '__anext__');
  if (anext === undefined) throw pyError(exc.TypeError, `'async for' received an object from __aiter__ that does not implement __anext__: ${typeName(it)}`);
  return { anext };
}

/** The next item of a clause, or undefined when exhausted; awaits for an `async for` clause. */
function* nextOf(frame: Frame, src: Source): Generator<PyValue, PyValue | undefined, PyValue> {
  if ('it' in src) {
    const r = src.it.next();
    return r.done ? undefined : r.value;
  }
  try {
    return yield* delegateTo(awaitTarget(call(src.anext, [], null)), frame.gen);
  } catch (e) {
    if (isException(e) && e.type.isSubclassOf(exc.StopAsyncIteration)) return undefined;
    throw e;
  }
}

/** The parts of a comprehension that run in its own frame, compiled once. */
function compileParts(ctx: Ctx, e: CompExpr) {
  const first = e.generators[0];
  const cctx = comprehensionCtx(ctx, e);
  const levels: Level[] = e.generators.map((g, i) => ({
    isAsync: g.isAsync,
    target: compileStore(cctx, g.target),
    ifs: g.ifs.map((c) => resumableExpr(cctx, c)),
    iter: i > 0 ? resumableExpr(cctx, g.iter) : null,
  }));
  const code = comprehensionCode(cctx, e);
  const slots = closureSlots(ctx.scope, code);
  const line = e.span.line;

  /** Runs the clauses from `level` on, calling `emit` for every combination that passes the filters. */
  function* walk(frame: Frame, level: number, src: Source, emit: (frame: Frame) => Body): Body {
    const l = levels[level];
    const last = level + 1 === levels.length;
    for (;;) {
      frame.rt.tracer.lineEvent(frame);
      const v = yield* nextOf(frame, src);
      if (v === undefined) return null;
      l.target(frame, v);
      let pass = true;
      for (const c of l.ifs) {
        if (!truthy(yield* c(frame))) {
          pass = false;
          break;
        }
      }
      if (!pass) continue;
      if (last) yield* emit(frame);
      else {
        const next = levels[level + 1];
        yield* walk(frame, level + 1, sourceOf(yield* (next.iter as ResumableEval)(frame), next.isAsync), emit);
      }
    }
  }

  /** The comprehension's frame and suspended body, from the first clause's source. */
  const start = (f: Frame, kind: 'coroutine' | 'async_generator', body: (frame: Frame) => Body): Suspended => {
    const frame = new Frame(code, f.rt, f.globals, NO_NAMESPACE, f, currentRun().untraced === 0, code.name, captureClosure(f, slots));
    frame.stmt = f.stmt;
    frame.line = line;
    const core = new Suspended(frame, () => body(frame), code.name, qualPrefix(f) + code.name, kind);
    frame.gen = core;
    return core;
  };
  return { first, walk, start, cctx };
}

/** A list, set or dict comprehension in an `async def` that awaits: called as a coroutine and awaited. */
export function resumableComprehension(ctx: Ctx, e: CompExpr): ResumableEval {
  const { first, walk, start, cctx } = compileParts(ctx, e);
  const firstIter = resumableExpr(ctx, first.iter);
  let make: () => { result: PyValue; emit: (frame: Frame) => Body };
  if (e.k === 'DictComp') {
    const key = resumableExpr(cctx, e.key);
    const value = resumableExpr(cctx, e.value);
    make = () => {
      const d = new PyDict();
      return {
        result: d,
        emit: function* (fr) {
          const k = yield* key(fr);
          dictSet(d, k, yield* value(fr));
          return null;
        },
      };
    };
  } else {
    const elt = resumableExpr(cctx, e.elt);
    make = () => {
      if (e.k === 'SetComp') {
        const s = new PySet();
        return {
          result: s,
          emit: function* (fr) {
            setAdd(s, yield* elt(fr));
            return null;
          },
        };
      }
      const items: PyValue[] = [];
      const list = new PyList(items);
      return {
        result: list,
        emit: function* (fr) {
          items.push(yield* elt(fr));
          list.touch();
          return null;
        },
      };
    };
  }
  return function* (f) {
    const src = sourceOf(yield* firstIter(f), first.isAsync);
    const { result, emit } = make();
    const core = start(f, 'coroutine', function* (frame) {
      yield* walk(frame, 0, src, emit);
      return result;
    });
    return yield* delegateTo({ core, obj: new PyCoroutine(core) }, f.gen);
  };
}

/** `(x async for x in source)`: an asynchronous generator whose items are the comprehension's. */
export function asyncGeneratorExpression(ctx: Ctx, e: Extract<CompExpr, { k: 'GenExp' | 'ListComp' | 'SetComp' }>): Eval {
  const { first, walk, start, cctx } = compileParts(ctx, e);
  const firstIter = compileExpr(ctx, first.iter);
  const elt = resumableExpr(cctx, e.elt);
  return (f) => {
    const src = sourceOf(firstIter(f), first.isAsync);
    const core = start(f, 'async_generator', function* (frame) {
      yield* walk(frame, 0, src, function* (fr) {
        yield new AsyncGenItem(yield* elt(fr)) as unknown as PyValue;
        return null;
      });
      return null;
    });
    return new PyAsyncGenerator(core);
  };
}
