/**
 * `functools.total_ordering` and `functools.cmp_to_key`, with CPython's semantics: the missing
 * comparison methods are derived from the one root the class defines (the greatest of
 * `__lt__`, `__le__`, `__gt__`, `__ge__` by name, as CPython's `max(roots)` picks it), each
 * passing `NotImplemented` through.
 */
import {
  builtin,
  type CompareOp,
  call,
  callSpecial,
  compare,
  exc,
  NotImplemented,
  objectType,
  PyClass,
  PyInstance,
  type PyValue,
  pyError,
  richCompare,
  setAttr,
  truthy,
} from '../../engine/api';

type Derive = (root: PyValue, self: PyValue, other: PyValue) => PyValue;

const eqOf = (a: PyValue, b: PyValue): PyValue => compare('==', a, b);
const neOf = (a: PyValue, b: PyValue): PyValue => compare('!=', a, b);

/** For each root, how the other three follow from its result (`r`). */
const convert: Record<string, Record<string, Derive>> = {
  __lt__: {
    __gt__: (r, a, b) => !truthy(r) && neOf(a, b),
    __le__: (r, a, b) => (truthy(r) ? r : eqOf(a, b)),
    __ge__: (r) => !truthy(r),
  },
  __le__: {
    __ge__: (r, a, b) => !truthy(r) || eqOf(a, b),
    __lt__: (r, a, b) => (truthy(r) ? neOf(a, b) : r),
    __gt__: (r) => !truthy(r),
  },
  __gt__: {
    __lt__: (r, a, b) => !truthy(r) && neOf(a, b),
    __ge__: (r, a, b) => (truthy(r) ? r : eqOf(a, b)),
    __le__: (r) => !truthy(r),
  },
  __ge__: {
    __le__: (r, a, b) => !truthy(r) || eqOf(a, b),
    __gt__: (r, a, b) => (truthy(r) ? neOf(a, b) : r),
    __lt__: (r) => !truthy(r),
  },
};

export const totalOrdering = builtin('total_ordering', (args) => {
  const cls = args[0];
  if (!(cls instanceof PyClass)) throw pyError(exc.AttributeError, `'${typeof cls}' object has no attribute '__lt__'`);
  const roots = Object.keys(convert).filter((op) => {
    const own = cls.lookup(op);
    return own !== undefined && own !== objectType.lookup(op);
  });
  if (roots.length === 0) throw pyError(exc.ValueError, 'must define at least one ordering operation: < > <= >=');
  const root = [...roots].sort().at(-1) as string;
  for (const [name, derive] of Object.entries(convert[root])) {
    if (roots.includes(name)) continue;
    setAttr(
      cls,
      name,
      builtin(name, ([self, other]) => {
        const r = callSpecial(self, root, [other]) ?? NotImplemented;
        return r === NotImplemented ? r : derive(r, self, other);
      }),
    );
  }
  return cls;
});

/** The class `cmp_to_key` returns: each instance holds `obj` and compares through `mycmp`. */
function keyType(mycmp: PyValue): PyClass {
  const orderOf = (a: PyValue, b: PyValue): PyValue => {
    if (!(b instanceof PyInstance) || b.type !== cls) return NotImplemented;
    return call(mycmp, [(a as PyInstance).attrs.get('obj') as PyValue, b.attrs.get('obj') as PyValue], null);
  };
  const cls: PyClass = new PyClass(
    'functools.KeyWrapper',
    [objectType],
    {
      call: (c, a) => {
        const self = new PyInstance(c);
        self.attrs.set('obj', a[0]);
        return self;
      },
      richcompare: (a, b, op: CompareOp) => {
        const c = orderOf(a, b);
        return c === NotImplemented ? c : richCompare(c, 0n, op);
      },
      hash: null,
    },
    'functools',
  );
  return cls;
}

export const cmpToKey = builtin('cmp_to_key', (args) => keyType(args[0]));
