/**
 * `dataclass(slots=True)`: as CPython's `_add_slots`, the decorator returns a new class made
 * from the decorated one's namespace, with `__slots__` naming the fields (less those a base's
 * `__slots__` already has) and without the fields' class attributes, so instances have no
 * `__dict__`. The class body's functions keep the decorated class as their `__class__` (their
 * zero-argument `super()` then fails on the new class's instances, as it does in CPython 3.11).
 */
import { exc, makeClass, PyBuiltin, type PyClass, PyFunction, PyOpaque, PyTuple, type PyValue, pyError } from '../../engine/api';

/** The new class; `namespace` is the decorated class's own namespace before the decorator changed it. */
export function slottedClass(cls: PyClass, namespace: ReadonlyMap<string, PyValue>, fieldNames: readonly string[]): PyClass {
  if (namespace.has('__slots__')) throw pyError(exc.TypeError, `${cls.name} already specifies __slots__`);
  const inherited = new Set(cls.mro.slice(1, -1).flatMap((c) => c.slotNames ?? []));
  const ns = new Map<string, PyValue>();
  for (const [k, v] of namespace) {
    if (fieldNames.includes(k) || k === '__dict__' || k === '__weakref__') continue;
    // The wrappers that show a class's native slots as dunders belong to the old class.
    if (v instanceof PyBuiltin && k.startsWith('__') && k.endsWith('__') && v.qualname === `${cls.name}.${k}`) continue;
    ns.set(k, v);
  }
  ns.set('__slots__', new PyTuple(fieldNames.filter((n) => !inherited.has(n))));
  ns.set('__qualname__', cls.qualname);
  const made = makeClass(cls.name, [...cls.bases], ns, new Map(), cls.definingGlobals);
  for (const v of namespace.values()) for (const f of functionsOf(v)) if (f.ownerClass === made) f.ownerClass = cls;
  return made;
}

/** The functions a class attribute holds: itself, a classmethod's or staticmethod's, a property's accessors. */
function functionsOf(v: PyValue): PyFunction[] {
  if (v instanceof PyFunction) return [v];
  if (!(v instanceof PyOpaque)) return [];
  const p = v.payload;
  if (p instanceof PyFunction) return [p];
  if (p && typeof p === 'object' && 'fget' in p) return Object.values(p).filter((f): f is PyFunction => f instanceof PyFunction);
  return [];
}
