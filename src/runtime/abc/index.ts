/**
 * Simulated `abc`: `ABC`, `ABCMeta` (as the metaclass `ABC` brings) and `abstractmethod`.
 * Instantiating a class that still has abstract methods raises CPython's TypeError. A class
 * naming `metaclass=ABCMeta` directly, rather than deriving from `ABC`, is not checked.
 */
import {
  builtin,
  builtinTypes,
  call,
  defineGetSets,
  descriptorTypes,
  exc,
  objectType,
  PyBuiltin,
  PyClass,
  PyFunction,
  PyOpaque,
  PySet,
  type PyValue,
  propertyParts,
  pyError,
  registerModule,
  setAdd,
} from '../../engine/api';

/** Native abstract methods (collections.abc's), which have no `__isabstractmethod__` attribute to carry the mark. */
const abstractNatives = new WeakSet<PyBuiltin>();

/** Marks a native method abstract, as `@abstractmethod` marks a function. */
export function markAbstract(v: PyValue): void {
  if (v instanceof PyBuiltin) abstractNatives.add(v);
}

function isAbstract(v: PyValue | undefined): boolean {
  if (v instanceof PyFunction) return v.dict.get('__isabstractmethod__') === true;
  if (v instanceof PyBuiltin) return abstractNatives.has(v);
  const parts = propertyParts(v ?? null);
  if (parts) return isAbstract(parts.fget) || isAbstract(parts.fset) || isAbstract(parts.fdel);
  if (v instanceof PyOpaque && (v.type === descriptorTypes.classmethod || v.type === descriptorTypes.staticmethod)) return isAbstract(v.payload as PyValue);
  return false;
}

/** The names a class leaves abstract: those whose nearest definition is still marked abstract. */
export function abstractMethods(cls: PyClass): string[] {
  const names = new Set<string>();
  for (const c of cls.mro) for (const k of c.dict.keys()) names.add(k);
  return [...names].filter((k) => isAbstract(cls.lookup(k))).sort();
}

export const abcMeta = new PyClass('ABCMeta', [builtinTypes.type], {}, 'abc');
abcMeta.slots.callSelf = (self, args, kwargs) => {
  const cls = self as PyClass;
  const missing = abstractMethods(cls);
  if (missing.length)
    throw pyError(exc.TypeError, `Can't instantiate abstract class ${cls.name} with abstract method${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  // Construct as `type` would: the metaclass steps aside for this one call.
  cls.meta = null;
  try {
    return call(cls, args, kwargs);
  } finally {
    cls.meta = abcMeta;
  }
};

// `Cls.__abstractmethods__`: the names still abstract, as a frozenset.
defineGetSets(abcMeta, {
  __abstractmethods__: {
    get: (cls) => {
      const out = new PySet(true);
      for (const name of abstractMethods(cls as PyClass)) setAdd(out, name);
      return out;
    },
  },
});

const abc = new PyClass('ABC', [objectType], {}, 'abc');
abc.meta = abcMeta;

registerModule('abc', () => ({
  ABC: abc,
  ABCMeta: abcMeta,
  abstractmethod: builtin('abstractmethod', (args) => {
    const f = args[0] ?? null;
    if (f instanceof PyFunction) f.dict.set('__isabstractmethod__', true);
    return f;
  }),
}));
