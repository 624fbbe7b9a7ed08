/**
 * `yield from` and `await`: the delegating body passes every value sent or thrown in on to a
 * sub-iterator and yields what it yields, until it returns (PEP 380). `await x` delegates to
 * `x` itself for a coroutine, else to what `x.__await__()` returns (PEP 492).
 */
import { builtinScope } from './builtins/scope';
import { exc, exceptionArgs, isException, pyError } from './exceptions';
import { type Body, coreOf, PyCoroutine, PyGenerator, type Step, type Suspended } from './generators';
import { call, getAttrOrUndefined, iterate, typeName } from './objects';
import type { PyValue } from './values';

/** What a body delegates to: one of our generators/coroutines, or any other Python iterator. */
export type Delegate = { readonly core: Suspended; readonly obj: PyValue } | { readonly it: Iterator<PyValue>; readonly obj: PyValue };

/** The iterator `yield from v` delegates to (CPython's GET_YIELD_FROM_ITER). */
export function yieldFromTarget(v: PyValue, inCoroutine: boolean): Delegate {
  if (v instanceof PyCoroutine) {
    if (!inCoroutine) throw pyError(exc.TypeError, "cannot 'yield from' a coroutine object in a non-coroutine generator");
    return { core: v.core, obj: v };
  }
  if (v instanceof PyGenerator) return { core: v.core, obj: v };
  // The iterator object itself (`range_iterator`, a class's own iterator): sends and throws go to it.
  const obj = call(builtinScope.get('iter') as PyValue, [v], null);
  const core = coreOf(obj);
  return core ? { core, obj } : { it: iterate(obj), obj };
}

/** The iterator `await v` delegates to (CPython's GET_AWAITABLE). */
export function awaitTarget(v: PyValue): Delegate {
  if (v instanceof PyCoroutine) {
    if (v.core.delegate !== null) throw pyError(exc.RuntimeError, 'coroutine is being awaited already');
    return { core: v.core, obj: v };
  }
  const method = getAttrOrUndefined(v, '__await__');
  if (method === undefined) throw pyError(exc.TypeError, `object ${typeName(v)} can't be used in 'await' expression`);
  const it = call(method, [], null);
  if (it instanceof PyCoroutine) throw pyError(exc.TypeError, '__await__() returned a coroutine');
  const core = coreOf(it);
  if (core) return { core, obj: it };
  if (getAttrOrUndefined(it, '__next__') === undefined) throw pyError(exc.TypeError, `__await__() returned non-iterator of type '${typeName(it)}'`);
  return { it: iterate(it), obj: it };
}

function stopValue(e: PyValue): PyValue {
  if (!isException(e)) return null;
  const args = exceptionArgs(e);
  return args.length ? args[0] : null;
}

/** One resumption of the delegate. */
function resumeDelegate(d: Delegate, how: 'send' | 'throw', value: PyValue): Step {
  if ('core' in d) return d.core.resume(how, value);
  if (how === 'send' && value === null) {
    const r = d.it.next();
    return r.done ? { done: true, value: null } : { done: false, value: r.value };
  }
  const method = getAttrOrUndefined(d.obj, how);
  if (method === undefined) {
    if (how === 'throw') throw value;
    throw pyError(exc.AttributeError, `'${typeName(d.obj)}' object has no attribute 'send'`);
  }
  try {
    return { done: false, value: call(method, [value], null) };
  } catch (e) {
    if (isException(e) && e.type.isSubclassOf(exc.StopIteration)) return { done: true, value: stopValue(e) };
    throw e;
  }
}

function closeDelegate(d: Delegate): void {
  if ('core' in d) {
    d.core.close();
    return;
  }
  const close = getAttrOrUndefined(d.obj, 'close');
  if (close !== undefined) call(close, [], null);
}

/**
 * Runs the delegation: yields what the delegate yields, passes on what is sent or thrown in,
 * returns the delegate's return value. `owner` records the delegate (`gi_yieldfrom`, `cr_await`).
 */
export function* delegateTo(d: Delegate, owner: Suspended | null): Body {
  let how: 'send' | 'throw' = 'send';
  let value: PyValue = null;
  if (owner) owner.delegate = d.obj;
  try {
    for (;;) {
      const r = resumeDelegate(d, how, value);
      if (r.done) return r.value;
      try {
        value = yield r.value;
        how = 'send';
      } catch (e) {
        if (!isException(e)) throw e;
        if (e.type.isSubclassOf(exc.GeneratorExit)) {
          closeDelegate(d);
          throw e;
        }
        how = 'throw';
        value = e;
      }
    }
  } finally {
    if (owner) owner.delegate = null;
  }
}

/** `await v` from a native body: runs until `v`'s awaitable returns, suspending as it does. */
export function* awaitValue(v: PyValue): Body {
  return yield* delegateTo(awaitTarget(v), null);
}
