/** Making a class from what its `class` statement evaluated: name, bases, keywords and the body's namespace. */
import { classBases, makeClass, pythonMetaclass } from './make-class';
import { call } from './objects';
import { PyClass, PyDict, PyTuple, type PyValue } from './values';

/**
 * What a `class` statement binds (`compile-class.ts` runs the body), as `__build_class__` makes
 * it: with a metaclass defined in Python (given, or a base's), what calling it with the name, the
 * bases and the namespace as a dict returns; otherwise the class `type_new` makes, whose work
 * lives in `make-class.ts`. `qualname` goes in as the body's `__qualname__`, and `globals` (the
 * defining module's namespace) is kept on the class for runtimes that resolve names there.
 */
export function defineClass(
  name: string,
  qualname: string,
  bases: PyValue[],
  namespace: Map<string, PyValue>,
  keywords: Map<string, PyValue>,
  globals: Map<string, PyValue> | null = null,
): PyValue {
  if (!namespace.has('__qualname__')) namespace.set('__qualname__', qualname);
  const given = keywords.get('metaclass');
  // A metaclass may be any callable (a function is called as one, with no class of its own).
  const meta = given === undefined || given instanceof PyClass ? pythonMetaclass(given, bases) : given;
  if (meta === null) return makeClass(name, bases, namespace, keywords, globals);
  const kw = new Map(keywords);
  kw.delete('metaclass');
  const resolved = classBases(bases, namespace);
  const ns = new PyDict();
  for (const [k, v] of namespace) {
    // The body's namespace has `__doc__` only when it starts with a docstring.
    if (!(k === '__doc__' && v === null)) ns.map.set(k, [k, v]);
  }
  return call(meta, [name, new PyTuple(resolved), ns], kw.size ? kw : null);
}
