/**
 * What Python code sees of asynchronous generators (PEP 525): `__aiter__`, `__anext__`,
 * `asend`, `athrow`, `aclose`, the `ag_*` attributes, and the builtins `aiter`/`anext`. Each of
 * `__anext__`, `asend`, `athrow` and `aclose` returns an awaitable that resumes the generator's
 * body: what the body yields from an `await` is passed out to whoever awaits (the event loop),
 * an item it yields (`AsyncGenItem`) completes the awaitable with that item, and the body's end
 * raises StopAsyncIteration, as CPython's `async_generator_asend`/`_athrow` objects do.
 */
import { defineMethods } from './builtins/args';
import { builtinScope } from './builtins/scope';
import { currentRun } from './context';
import { awaitValue } from './delegate';
import { exc, isException, newException, pyError } from './exceptions';
import { AsyncGenItem, asyncGeneratorType, type Body, PyAsyncGenerator, PyCoroutine, type Step, Suspended } from './generators';
import { call, getAttrOrUndefined, type Kwargs, typeName, typeOf } from './objects';
import { objectType, PyBuiltin, PyClass, type PyObj, PyOpaque, PyTuple, type PyValue } from './values';

const asendType = new PyClass('async_generator_asend', [objectType]);
const athrowType = new PyClass('async_generator_athrow', [objectType]);
const anextAwaitableType = new PyClass('anext_awaitable', [objectType]);

/** The awaitable an async generator's method returns: a coroutine-like object of its own type. */
class AsyncGenAwaitable extends PyCoroutine {
  constructor(
    core: Suspended,
    private readonly type: PyClass,
  ) {
    super(core);
  }
  get cls(): PyClass {
    return this.type;
  }
}

function agenOf(self: PyValue, method: string): Suspended {
  if (self instanceof PyAsyncGenerator) {
    initHooks(self);
    return self.core;
  }
  throw pyError(exc.TypeError, `descriptor '${method}' requires a 'async_generator' object but received a '${typeName(self)}'`);
}

/** CPython's `async_gen_init_hooks`: the first method call runs the firstiter hook and keeps the finalizer. */
function initHooks(agen: PyAsyncGenerator): void {
  if (agen.hooksInited) return;
  agen.hooksInited = true;
  const hooks = currentRun().asyncGenHooks;
  if (!hooks) return;
  agen.finalizer = hooks.finalizer;
  hooks.firstiter(agen);
}

/**
 * An async generator freed while suspended (the temporary an `async for` left early): its
 * finalizer runs, as CPython's does when the last reference goes (asyncio's schedules `aclose()`).
 */
export function finalizeAsyncGenerator(agen: PyAsyncGenerator): void {
  if (agen.core.state === 'suspended') agen.finalizer?.(agen);
}

/** `agen.aclose()`: the awaitable that closes it (asyncio's finalizer and `shutdown_asyncgens` use it). */
export function acloseOf(agen: PyAsyncGenerator): PyCoroutine {
  const core = agenOf(agen, 'aclose');
  return awaitable(core, 'aclose', athrowType, (how, value) => closing(core, how === 'throw' ? value : null));
}

/**
 * Resumes the generator with `how`/`value` until it yields an item (returned), passing out
 * what its awaits yield and passing back what the awaiter sends or throws in.
 */
function* untilItem(agen: Suspended, how: 'send' | 'throw', value: PyValue): Body {
  let h = how;
  let v = value;
  for (;;) {
    const r: Step = agen.resume(h, v);
    if (r.done) throw pyError(exc.StopAsyncIteration);
    if (r.value instanceof AsyncGenItem) return r.value.value;
    try {
      v = yield r.value;
      h = 'send';
    } catch (e) {
      if (!isException(e)) throw e;
      h = 'throw';
      v = e;
    }
  }
}

/**
 * `aclose()`: GeneratorExit thrown in at the suspended `yield`; the body may await while it
 * finishes, not yield. `first` is thrown in instead when the awaitable itself is thrown into
 * before it started (a closing task cancelled before its first step): the generator gets it.
 */
function* closing(agen: Suspended, first: PyValue | null = null): Body {
  if (first === null && (agen.state === 'created' || agen.state === 'closed')) {
    agen.state = 'closed';
    return null;
  }
  let how: 'send' | 'throw' = 'throw';
  let value: PyValue = first ?? pyError(exc.GeneratorExit);
  for (;;) {
    let r: Step;
    try {
      r = agen.resume(how, value);
    } catch (e) {
      if (isException(e) && (e.type.isSubclassOf(exc.GeneratorExit) || e.type.isSubclassOf(exc.StopAsyncIteration))) return null;
      throw e;
    }
    if (r.done) return null;
    if (r.value instanceof AsyncGenItem) throw pyError(exc.RuntimeError, 'async generator ignored GeneratorExit');
    try {
      value = yield r.value;
      how = 'send';
    } catch (e) {
      if (!isException(e)) throw e;
      how = 'throw';
      value = e;
    }
  }
}

/**
 * The awaitable's body, made at its first resumption: CPython's awaitables pass even a first
 * `throw` on to the generator (a JS generator thrown into before it starts runs none of its code).
 */
function firstResumption(make: (how: 'send' | 'throw', value: PyValue) => Body): () => Body {
  return () => {
    let inner: Body | null = null;
    const body = {
      next(v: PyValue) {
        if (inner) return inner.next(v);
        inner = make('send', v ?? null);
        return inner.next(null);
      },
      throw(e: unknown) {
        if (inner) return inner.throw(e);
        inner = make('throw', e as PyValue);
        return inner.next(null);
      },
      return(v: PyValue) {
        return inner ? inner.return(v) : { done: true as const, value: v };
      },
      [Symbol.iterator]() {
        return body;
      },
    };
    return body as unknown as Body;
  };
}

function awaitable(agen: Suspended, name: string, type: PyClass, make: (how: 'send' | 'throw', value: PyValue) => Body): AsyncGenAwaitable {
  return new AsyncGenAwaitable(new Suspended(null, firstResumption(make), name, `${agen.qualname}.${name}`, 'coroutine'), type);
}

/** `agen.__anext__()` (and `anext(agen)`). */
export function anextOf(agen: Suspended): AsyncGenAwaitable {
  return awaitable(agen, '__anext__', asendType, (how, value) => untilItem(agen, how, how === 'send' ? null : value));
}

/** `athrow(value)` or the deprecated `athrow(type[, value[, traceback]])`: the exception to throw in. */
function thrown(args: PyValue[]): PyValue {
  if (args.length < 1 || args.length > 3) throw pyError(exc.TypeError, `athrow expected at least 1 argument, got ${args.length}`);
  const [typ, val] = args;
  if (typ instanceof PyClass && typ.isSubclassOf(exc.BaseException)) {
    if (val === undefined || val === null) return call(typ, [], null);
    if (isException(val) && val.type.isSubclassOf(typ)) return val;
    return call(typ, val instanceof PyTuple ? [...val.items] : [val], null);
  }
  if (isException(typ)) return typ;
  throw pyError(exc.TypeError, `exceptions must be classes or instances deriving from BaseException, not ${typeName(typ)}`);
}

defineMethods(asyncGeneratorType, {
  __aiter__: (args) => args[0],
  __anext__: (args) => anextOf(agenOf(args[0], '__anext__')),
  asend(args) {
    if (args.length !== 2) throw pyError(exc.TypeError, `async_generator.asend() takes exactly one argument (${args.length - 1} given)`);
    const agen = agenOf(args[0], 'asend');
    return awaitable(agen, 'asend', asendType, (how, value) => untilItem(agen, how, how === 'send' ? args[1] : value));
  },
  athrow(args) {
    const agen = agenOf(args[0], 'athrow');
    const e = thrown(args.slice(1));
    return awaitable(agen, 'athrow', athrowType, (how, value) => untilItem(agen, 'throw', how === 'send' ? e : value));
  },
  aclose(args) {
    if (!(args[0] instanceof PyAsyncGenerator)) agenOf(args[0], 'aclose');
    return acloseOf(args[0] as PyAsyncGenerator);
  },
});

/** The awaitables answer `send`/`throw`/`close` and are their own `__await__` iterator, as CPython's are. */
function result(r: Step): PyValue {
  if (!r.done) return r.value;
  throw newException(exc.StopIteration, r.value === null ? [] : [r.value]);
}

function awaitableCore(self: PyValue): Suspended {
  if (self instanceof AsyncGenAwaitable) return self.core;
  throw pyError(exc.TypeError, `descriptor requires an async generator awaitable, not '${typeName(self)}'`);
}

for (const type of [asendType, athrowType, anextAwaitableType]) {
  defineMethods(type, {
    send: (args) => result(awaitableCore(args[0]).resume('send', args[1] ?? null)),
    throw: (args) => result(awaitableCore(args[0]).resume('throw', thrown(args.slice(1)))),
    close: (args) => {
      awaitableCore(args[0]).close();
      return null;
    },
    __next__: (args) => result(awaitableCore(args[0]).resume('send', null)),
    __iter__: (args) => args[0],
    __await__: (args) => args[0],
  });
}

const frameType = new PyClass('frame', [objectType]);

asyncGeneratorType.slots.getattr = (self: PyObj, name: string) => {
  const core = agenOf(self, name);
  switch (name) {
    case '__name__':
      return core.name;
    case '__qualname__':
      return core.qualname;
    case 'ag_running':
      return core.state === 'running';
    case 'ag_suspended':
      return core.state === 'suspended';
    case 'ag_frame':
      return core.state === 'closed' || !core.frame ? null : new PyOpaque(frameType, `<frame of ${core.qualname}>`);
    case 'ag_await':
      return core.delegate;
    default:
      return undefined;
  }
};
asyncGeneratorType.slots.repr = (self: PyObj) =>
  `<async_generator object ${agenOf(self, '__repr__').qualname} at 0x${(0x7f0000000000 + Math.abs(self.id) * 0x40).toString(16)}>`;

/** `aiter(x)`: `x.__aiter__()`, which must give an async iterator. */
function aiter(args: PyValue[], kw: Kwargs): PyValue {
  if (kw?.size) throw pyError(exc.TypeError, 'aiter() takes no keyword arguments');
  if (args.length !== 1) throw pyError(exc.TypeError, `aiter expected 1 argument, got ${args.length}`);
  const m = getAttrOrUndefined(args[0], '__aiter__');
  if (m === undefined) throw pyError(exc.TypeError, `'${typeName(args[0])}' object is not an async iterable`);
  const it = call(m, [], null);
  if (getAttrOrUndefined(it, '__anext__') === undefined) throw pyError(exc.TypeError, `aiter() returned not an async iterator of type '${typeName(it)}'`);
  return it;
}

/** `anext(it[, default])`: the awaitable `it.__anext__()`; with a default, StopAsyncIteration gives it instead. */
function anext(args: PyValue[], kw: Kwargs): PyValue {
  if (kw?.size) throw pyError(exc.TypeError, 'anext() takes no keyword arguments');
  if (args.length < 1 || args.length > 2) throw pyError(exc.TypeError, `anext expected at least 1 argument, got ${args.length}`);
  const [it, dflt] = args;
  const m = typeOf(it).lookup('__anext__') === undefined ? undefined : getAttrOrUndefined(it, '__anext__');
  if (m === undefined) throw pyError(exc.TypeError, `'${typeName(it)}' object is not an async iterator`);
  const aw = it instanceof PyAsyncGenerator ? anextOf(agenOf(it, '__anext__')) : call(m, [], null);
  if (dflt === undefined) return aw;
  return new AsyncGenAwaitable(
    new Suspended(
      null,
      function* () {
        try {
          return yield* awaitValue(aw);
        } catch (e) {
          if (isException(e) && e.type.isSubclassOf(exc.StopAsyncIteration)) return dflt;
          throw e;
        }
      },
      'anext',
      'anext',
      'coroutine',
    ),
    anextAwaitableType,
  );
}

for (const [name, fn] of Object.entries({ aiter, anext })) {
  const f = new PyBuiltin(name, fn, name);
  f.binds = false;
  builtinScope.set(name, f);
}
