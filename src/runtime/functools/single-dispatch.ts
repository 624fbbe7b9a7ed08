/**
 * `functools.singledispatch`: a function that calls the implementation registered for the class
 * of its first argument, the nearest along that class's MRO (`object` is the decorated default).
 * `register` takes a class (`@f.register(int)`, `f.register(int, impl)`) or reads it from the
 * implementation's first parameter annotation (`@f.register` over `def _(x: int)`); `dispatch`
 * and `registry` as CPython's. Abstract base classes that are not in the MRO (`collections.abc`
 * registrations) are refused by name rather than resolved differently from CPython.
 */
import {
  builtin,
  call,
  callable,
  descriptorTypes,
  dictSet,
  exc,
  getAttr,
  getAttrOrUndefined,
  type Kwargs,
  NativeObject,
  nativeSlots,
  objectType,
  PyClass,
  PyDict,
  PyOpaque,
  type PyValue,
  pyError,
  repr,
  typeName,
  typeOf,
  unsupported,
} from '../../engine/api';

export const singleDispatchType = new PyClass('_SingleDispatchFunction', [objectType], {}, 'functools');

class SingleDispatch extends NativeObject {
  readonly registry = new Map<PyClass, PyValue>();
  constructor(readonly func: PyValue) {
    super();
    this.registry.set(objectType, func);
  }
  get cls(): PyClass {
    return singleDispatchType;
  }
  get name(): string {
    const n = getAttrOrUndefined(this.func, '__name__');
    return typeof n === 'string' ? n : 'singledispatch function';
  }
  dispatch(cls: PyClass): PyValue {
    for (const c of cls.mro) {
      const impl = this.registry.get(c);
      if (impl !== undefined) return impl;
    }
    for (const c of this.registry.keys())
      if (c !== objectType && cls.isSubclassOf(c)) unsupported('singledispatch on an abstract base class the argument only registers with');
    return this.func;
  }
}

function annotatedClass(impl: PyValue): PyClass {
  // A classmethod or staticmethod (registered on a singledispatchmethod) shows its function's annotations.
  const fn =
    impl instanceof PyOpaque && (impl.type === descriptorTypes.classmethod || impl.type === descriptorTypes.staticmethod) ? (impl.payload as PyValue) : impl;
  const ann = getAttrOrUndefined(fn, '__annotations__');
  const first = ann instanceof PyDict ? [...ann.map.values()].find(([k]) => k !== 'return') : undefined;
  if (!first)
    throw pyError(
      exc.TypeError,
      `Invalid first argument to \`register()\`: ${typeName(impl) === 'function' ? `<function ${String(getAttr(impl, '__qualname__'))}>` : typeName(impl)}. Use either \`@register(some_class)\` or plain \`@register\` on an annotated function.`,
    );
  const cls = first[1];
  if (!(cls instanceof PyClass)) return unsupported(`singledispatch registration by the annotation ${typeName(cls)}`);
  return cls;
}

function register(sd: SingleDispatch, args: PyValue[]): PyValue {
  const target = args[0] ?? null;
  if (target instanceof PyClass) {
    if (args.length >= 2) {
      sd.registry.set(target, args[1]);
      return args[1];
    }
    return builtin('register', (a) => {
      sd.registry.set(target, a[0] ?? null);
      return a[0] ?? null;
    });
  }
  sd.registry.set(annotatedClass(target), target);
  return target;
}

nativeSlots(singleDispatchType, {
  callSelf: (obj, args: PyValue[], kw: Kwargs) => {
    const sd = obj as SingleDispatch;
    if (args.length === 0) throw pyError(exc.TypeError, `${sd.name} requires at least 1 positional argument`);
    return call(sd.dispatch(typeOf(args[0])), args, kw);
  },
  getattr: (obj, name) => {
    const sd = obj as SingleDispatch;
    if (name === 'register') return builtin('register', (a) => register(sd, a));
    if (name === 'dispatch')
      return builtin('dispatch', (a) => {
        const cls = a[0];
        if (!(cls instanceof PyClass)) throw pyError(exc.TypeError, `Invalid first argument to \`dispatch()\`: ${typeName(cls ?? null)}`);
        return sd.dispatch(cls);
      });
    if (name === 'registry') {
      const d = new PyDict();
      for (const [k, v] of sd.registry) dictSet(d, k, v);
      return d;
    }
    if (name === '__wrapped__') return sd.func;
    if (name === '__name__' || name === '__qualname__' || name === '__doc__' || name === '__module__') return getAttrOrUndefined(sd.func, name);
    return undefined;
  },
  repr: (obj) => `<function ${(obj as SingleDispatch).name}>`,
});

export const singledispatch = builtin('singledispatch', (args) => {
  if (args.length !== 1) throw pyError(exc.TypeError, `singledispatch() takes 1 positional argument but ${args.length} were given`);
  return new SingleDispatch(args[0]);
});

export const singleDispatchMethodType = new PyClass('singledispatchmethod', [objectType], {}, 'functools');

/** `functools.singledispatchmethod`: a descriptor dispatching on the class of the first argument after `self` (or `cls`). */
class SingleDispatchMethod extends NativeObject {
  readonly dispatcher: SingleDispatch;
  constructor(readonly func: PyValue) {
    super();
    this.dispatcher = new SingleDispatch(func);
  }
  get cls(): PyClass {
    return singleDispatchMethodType;
  }
}

nativeSlots(singleDispatchMethodType, {
  call: (_cls, args) => {
    if (args.length !== 1) throw pyError(exc.TypeError, `singledispatchmethod.__init__() takes 2 positional arguments but ${args.length + 1} were given`);
    const func = args[0];
    if (!callable(func) && getAttrOrUndefined(func, '__get__') === undefined) throw pyError(exc.TypeError, `${repr(func)} is not callable or a descriptor`);
    return new SingleDispatchMethod(func);
  },
  // CPython's `__get__`: a function `_method(*args, **kwargs)` that picks the implementation by
  // `args[0].__class__` and calls it bound as the decorated method would be (`method.__get__(obj, cls)`).
  descrGet: (self, obj, owner) => {
    const sdm = self as SingleDispatchMethod;
    return builtin(sdm.dispatcher.name, (args, kw) => {
      if (args.length === 0) throw pyError(exc.IndexError, 'tuple index out of range');
      const impl = sdm.dispatcher.dispatch(typeOf(args[0]));
      const get = getAttrOrUndefined(impl, '__get__');
      return call(get === undefined ? impl : call(get, [obj ?? null, owner ?? null], null), args, kw);
    });
  },
  getattr: (obj, name) => {
    const sdm = obj as SingleDispatchMethod;
    if (name === 'register')
      return builtin('register', (a, kw) => register(sdm.dispatcher, kw?.has('method') ? [a[0] ?? null, kw.get('method') as PyValue] : a));
    if (name === 'dispatcher') return sdm.dispatcher;
    if (name === 'func') return sdm.func;
    return undefined;
  },
});
