/** Making a class from what its `class` statement evaluated: name, bases, keywords and the body's namespace. */
import { objectType, PyClass, PyFunction, PyOpaque, type PyValue } from './values';

export function defineClass(
  name: string,
  qualname: string,
  bases: PyClass[],
  namespace: Map<string, PyValue>,
  keywords: Map<string, PyValue>,
  globals: Map<string, PyValue> | null = null,
): PyClass {
  const cls = new PyClass(name, bases.length ? bases : [objectType], {}, '__walkthrough__');
  cls.qualname = qualname;
  cls.definingGlobals = globals;
  for (const [k, v] of namespace) {
    cls.dict.set(k, v);
    const fn = v instanceof PyOpaque && v.payload instanceof PyFunction ? v.payload : v;
    if (fn instanceof PyFunction) {
      fn.qualname = `${qualname}.${fn.name}`;
      fn.ownerClass = cls;
    }
  }
  for (const [k, v] of keywords) cls.dict.set(`__kw_${k}__`, v);
  // Let a native base (pydantic's BaseModel) build its class-level state from the finished body.
  for (const b of cls.mro.slice(1)) {
    const hook = b.slots.initSubclass;
    if (hook) {
      hook(cls);
      break;
    }
  }
  return cls;
}
