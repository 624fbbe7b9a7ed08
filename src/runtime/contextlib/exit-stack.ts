/**
 * `contextlib.ExitStack` and `closing`, as CPython's: the stack's exit callbacks run last in, first
 * out; a callback returning true suppresses the exception in flight, one that raises replaces it
 * (with the replaced one as its `__context__`), and the stack's `__exit__` re-raises the new one
 * or reports whether the original was suppressed.
 */
import {
  call,
  defineMethods,
  exc,
  getAttr,
  getAttrOrUndefined,
  isException,
  type Kwargs,
  NativeObject,
  nativeSlots,
  objectType,
  PyClass,
  PyInstance,
  type PyValue,
  pyError,
  setContext,
  tracebackOf,
  truthy,
  typeName,
  typeOf,
} from '../../engine/api';

type Callback = { kind: 'exit'; fn: PyValue } | { kind: 'call'; fn: PyValue; args: PyValue[]; kw: Kwargs };

export const exitStackType = new PyClass('ExitStack', [objectType], {}, 'contextlib');

class ExitStack extends NativeObject {
  callbacks: Callback[] = [];
  constructor(readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

function stack(v: PyValue): ExitStack {
  if (!(v instanceof ExitStack)) throw pyError(exc.TypeError, `descriptor for 'ExitStack' objects doesn't apply to a '${typeName(v)}' object`);
  return v;
}

/** Runs the callbacks; returns whether `original` (the exception in flight, if any) was suppressed. */
function unwind(s: ExitStack, original: PyInstance | null): boolean {
  let pending = original;
  let suppressed = false;
  while (s.callbacks.length) {
    const cb = s.callbacks.pop() as Callback;
    try {
      if (cb.kind === 'exit') {
        const details = pending ? [typeOf(pending), pending, tracebackOf(pending)] : [null, null, null];
        if (truthy(call(cb.fn, details, null))) {
          pending = null;
          suppressed = true;
        }
      } else call(cb.fn, cb.args, cb.kw);
    } catch (e) {
      if (!isException(e)) throw e;
      if (pending && e !== pending) setContext(e, pending);
      pending = e;
      suppressed = false;
    }
  }
  if (pending && pending !== original) throw pending;
  return original !== null && suppressed && pending === null;
}

nativeSlots(exitStackType, {
  new: (cls) => new ExitStack(cls),
  repr: () => '<contextlib.ExitStack object>',
});

defineMethods(exitStackType, {
  __enter__: (args) => stack(args[0]),
  __exit__: (args) => unwind(stack(args[0]), args[2] instanceof PyInstance ? args[2] : null),
  enter_context(args) {
    const s = stack(args[0]);
    const cm = args[1] ?? null;
    const enter = getAttrOrUndefined(typeOf(cm), '__enter__');
    const exit = getAttrOrUndefined(typeOf(cm), '__exit__');
    if (enter === undefined || exit === undefined)
      throw pyError(exc.TypeError, `'${typeOf(cm).tpName ?? typeName(cm)}' object does not support the context manager protocol`);
    const result = call(getAttr(cm, '__enter__'), [], null);
    s.callbacks.push({ kind: 'exit', fn: getAttr(cm, '__exit__') });
    return result;
  },
  push(args) {
    const s = stack(args[0]);
    const target = args[1] ?? null;
    const exit = getAttrOrUndefined(typeOf(target), '__exit__');
    s.callbacks.push({ kind: 'exit', fn: exit === undefined ? target : getAttr(target, '__exit__') });
    return target;
  },
  callback(args, kw) {
    const s = stack(args[0]);
    const fn = args[1] ?? null;
    s.callbacks.push({ kind: 'call', fn, args: args.slice(2), kw });
    return fn;
  },
  pop_all(args) {
    const s = stack(args[0]);
    const fresh = new ExitStack(s.type);
    fresh.callbacks = s.callbacks;
    s.callbacks = [];
    return fresh;
  },
  close(args) {
    unwind(stack(args[0]), null);
    return null;
  },
});

export const closingType = new PyClass('closing', [objectType], {}, 'contextlib');

class Closing extends NativeObject {
  constructor(
    readonly type: PyClass,
    readonly thing: PyValue,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

nativeSlots(closingType, {
  call: (cls, args) => {
    if (args.length !== 1) throw pyError(exc.TypeError, `closing.__init__() takes 2 positional arguments but ${args.length + 1} were given`);
    return new Closing(cls, args[0]);
  },
  repr: () => '<contextlib.closing object>',
});

defineMethods(closingType, {
  __enter__: (args) => (args[0] as Closing).thing,
  __exit__(args) {
    call(getAttr((args[0] as Closing).thing, 'close'), [], null);
    return null;
  },
});
