/** Making a class from what its `class` statement evaluated: name, bases, keywords and the body's namespace. */
import { makeClass } from './make-class';
import type { PyClass, PyValue } from './values';

/**
 * The class a `class` statement makes (`compile-class.ts` runs the body): `type_new`'s work
 * lives in `make-class.ts`; `qualname` goes in as the body's `__qualname__`, and `globals` (the
 * defining module's namespace) is kept on the class for runtimes that resolve names there.
 */
export function defineClass(
  name: string,
  qualname: string,
  bases: PyValue[],
  namespace: Map<string, PyValue>,
  keywords: Map<string, PyValue>,
  globals: Map<string, PyValue> | null = null,
): PyClass {
  if (!namespace.has('__qualname__')) namespace.set('__qualname__', qualname);
  return makeClass(name, bases, namespace, keywords, globals);
}
