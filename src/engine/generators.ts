/**
 * Generators and coroutines: a suspended body resumed by `next`, `send`, `throw` and `close`,
 * with CPython's rules (PEP 342, 380, 479, 492). The body is a JS generator — the resumable
 * form `compile-resumable.ts` makes of a Python body, or a native one (asyncio's `sleep`).
 * A Python body runs in its frame, pushed on the interpreter's stack while it runs, so its
 * lines are traced like any function's and a resumed frame's are too.
 */
import { closeAbandonedByBody, track } from './abandoned-generators';
import { asStatic } from './context';
import { exc, isException, pyError, setCause, setContext } from './exceptions';
import type { Frame } from './frame';
import { NativeObject, objectType, PyClass, PyFunction, PyIterator, type PyValue } from './values';

/** A resumable body: yields the values it suspends with, returns its result, receives what is sent. */
export type Body = Generator<PyValue, PyValue, PyValue>;

/** What resuming produced: a value yielded (`done` false), or the body's return value. */
export type Step = { readonly done: boolean; readonly value: PyValue };

type State = 'created' | 'suspended' | 'running' | 'closed';

export type SuspendedKind = 'generator' | 'coroutine' | 'async_generator';

/** How messages name each kind. */
const kindText: Record<SuspendedKind, string> = { generator: 'generator', coroutine: 'coroutine', async_generator: 'async generator' };

/** The machinery shared by generators and coroutines. */
export class Suspended {
  private body: Body | null = null;
  state: State = 'created';
  /** The iterator a `yield from` / `await` in the body is delegating to (CPython's `gi_yieldfrom`). */
  delegate: PyValue = null;
  /** Its place among the run's generators made by calls (`Interpreter.generatorsMade` then; 0 for others). */
  ordinal = 0;

  constructor(
    /** The Python frame the body runs in; null for a native body. */
    readonly frame: Frame | null,
    private readonly start: () => Body,
    readonly name: string,
    readonly qualname: string,
    readonly kind: SuspendedKind,
  ) {}

  /**
   * Resumes the body: `send` a value (None for `next`) or `throw` an exception into it.
   * Raises what the body raises; a StopIteration escaping a body becomes RuntimeError (PEP 479).
   */
  resume(how: 'send' | 'throw', value: PyValue): Step {
    if (this.state === 'running') throw pyError(exc.ValueError, `${kindText[this.kind]} already executing`);
    if (this.state === 'closed') {
      if (how === 'throw') throw value;
      if (this.kind === 'coroutine') throw pyError(exc.RuntimeError, 'cannot reuse already awaited coroutine');
      return { done: true, value: null };
    }
    if (this.state === 'created' && how === 'send' && value !== null)
      throw pyError(exc.TypeError, `can't send non-None value to a just-started ${kindText[this.kind]}`);
    const frame = this.frame;
    const rt = frame?.rt;
    if (frame && rt) rt.enter(frame);
    this.state = 'running';
    try {
      if (!this.body) this.body = this.start();
      const r = how === 'throw' ? this.body.throw(value) : this.body.next(value);
      this.state = r.done ? 'closed' : 'suspended';
      if (r.done && frame && rt) rt.tracer.returned(frame, r.value);
      return { done: r.done === true, value: r.value };
    } catch (e) {
      this.state = 'closed';
      if (frame && rt) rt.unwinding(e, frame);
      // PEP 479 and PEP 525: a StopIteration (or, from an async generator, StopAsyncIteration) escaping the body.
      const stop =
        isException(e) && (e.type.isSubclassOf(exc.StopIteration) || (this.kind === 'async_generator' && e.type.isSubclassOf(exc.StopAsyncIteration)));
      if (stop) {
        const err = pyError(exc.RuntimeError, `${kindText[this.kind]} raised ${e.type.name}`);
        setCause(err, e);
        setContext(err, e);
        throw err;
      }
      throw e;
    } finally {
      if (frame && rt) rt.leave(frame);
    }
  }

  /** `close()`: GeneratorExit thrown in; the body must not yield again. */
  close(): void {
    if (this.state === 'created') {
      this.state = 'closed';
      return;
    }
    if (this.state === 'closed') return;
    let r: Step;
    try {
      r = this.resume('throw', pyError(exc.GeneratorExit));
    } catch (e) {
      if (isException(e) && (e.type.isSubclassOf(exc.GeneratorExit) || e.type.isSubclassOf(exc.StopIteration))) return;
      throw e;
    }
    if (!r.done) throw pyError(exc.RuntimeError, `${kindText[this.kind]} ignored GeneratorExit`);
  }
}

/** The `generator` and `coroutine` types; their methods and attributes are installed by `generator-methods.ts`. */
export const generatorType = asStatic(() => new PyClass('generator', [objectType]));
export const coroutineType = asStatic(() => new PyClass('coroutine', [objectType]));
export const asyncGeneratorType = asStatic(() => new PyClass('async_generator', [objectType]));

/** A generator object: an iterator over what its body yields. */
export class PyGenerator extends PyIterator {
  constructor(readonly core: Suspended) {
    super(
      {
        next: () => {
          const r = core.resume('send', null);
          // Done, the result carries the body's return value (StopIteration.value for `next()`).
          return r.done ? { done: true, value: r.value } : { done: false, value: r.value };
        },
      },
      'generator',
    );
  }
  get cls(): PyClass {
    return generatorType;
  }
}

/** A coroutine object (from calling an `async def`): awaitable, not iterable. */
export class PyCoroutine extends NativeObject {
  constructor(readonly core: Suspended) {
    super();
  }
  get cls(): PyClass {
    return coroutineType;
  }
}

/**
 * An asynchronous generator (PEP 525): its body yields both what it `await`s (passed out to
 * the event loop) and its own items, which it wraps in `AsyncGenItem`; the awaitables its
 * methods return (`async-generators.ts`) tell them apart.
 */
export class PyAsyncGenerator extends NativeObject {
  /** Whether its first `__anext__`/`asend`/`athrow`/`aclose` call has run the firstiter hook. */
  hooksInited = false;
  /** The finalizer hook in force then (asyncio's: schedules `aclose()`), called if it is freed unfinished. */
  finalizer: ((agen: PyValue) => void) | null = null;
  constructor(readonly core: Suspended) {
    super();
  }
  get cls(): PyClass {
    return asyncGeneratorType;
  }
}

/**
 * An item an async generator's body yields (CPython's `_PyAsyncGenWrappedValue`). Not a Python
 * object: it never leaves the async generator's awaitables.
 */
export class AsyncGenItem {
  constructor(readonly value: PyValue) {}
}

/** Makes the generator, coroutine or async generator a call of such a function returns. */
export function makeGenerator(frame: Frame): PyValue {
  const code = frame.code;
  const resumable = code.resumable;
  if (!resumable) throw new Error('makeGenerator: code has no resumable body');
  const kind: SuspendedKind = code.flavor === 'plain' ? 'generator' : code.flavor;
  const core = new Suspended(frame, () => resumable(frame), code.name, frame.name, kind);
  core.ordinal = ++frame.rt.generatorsMade;
  if (kind === 'async_generator') return new PyAsyncGenerator(core);
  if (kind === 'coroutine') return new PyCoroutine(core);
  const g = new PyGenerator(core);
  track(frame.rt, g);
  return g;
}

/** The suspendable core of a generator or coroutine, or null for anything else (an async generator is not awaitable). */
export function coreOf(v: PyValue): Suspended | null {
  if (v instanceof PyGenerator || v instanceof PyCoroutine) return v.core;
  return null;
}

/**
 * A generator made while a `for` statement evaluated its iterable (`for v in counter():`) is a
 * temporary nothing else refers to: CPython frees it, and so closes it (running its `finally`
 * blocks, traced), as soon as the loop ends early. `mark` is the first object id of that evaluation.
 */
export function temporaryGenerator(iterable: PyValue, mark: number): Suspended | null {
  return iterable instanceof PyGenerator && iterable.id >= mark ? iterable.core : null;
}

/**
 * Closes a generator that is being freed; like CPython's finalizer, ignores what close() raises.
 * With `since` (the running frame's `generatorsAtStart`, where no expression of the frames below
 * can hold a generator made since), the suspended generators made since that only its locals held
 * are closed as well (`closeAbandonedByBody`).
 */
export function finalize(core: Suspended, since?: number): void {
  try {
    core.close();
  } catch (e) {
    if (!isException(e)) throw e;
  }
  // Freed, its frame is cleared: what only its locals held goes with it.
  if (since !== undefined && core.frame !== null && core.state === 'closed') closeAbandonedByBody(core.frame.rt, core.frame, since);
}

/** A coroutine object whose body is native (asyncio's `sleep`, `wait_for`): awaitable like any other. */
export function nativeCoroutine(name: string, body: () => Body): PyCoroutine {
  return new PyCoroutine(new Suspended(null, body, name, name, 'coroutine'));
}

/** Whether `v` is a function defined with `async def`. */
export function isCoroutineFunction(v: PyValue): boolean {
  return v instanceof PyFunction && v.code.flavor === 'coroutine';
}
