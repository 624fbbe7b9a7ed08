/**
 * `__doc__` of what the engine defines natively: a builtin type (`int.__doc__`, `(1).__doc__`), a
 * builtin function or method (`len.__doc__`, `"a".split.__doc__`) and a builtin type's descriptor
 * (`int.real.__doc__`) answer CPython's text from `docstring-table.ts`. What the table lacks (a
 * special method's, a simulated module's class or function) stops the run naming the docstring:
 * CPython has a text there, so None would be a silent wrong answer.
 */
import { unsupported } from '../exceptions';
import { builtinTypes, type PyBuiltin, PyClass, PyGetSet, type PyValue } from '../values';
import { BUILTIN_DOCS } from './docstring-table';
import { builtinScope } from './scope';

/** Whether `cls` is the builtin type of that name (`int`, `ValueError`, `function`). */
function isBuiltinType(cls: PyClass): boolean {
  return builtinScope.get(cls.name) === cls || (builtinTypes as Record<string, PyClass>)[cls.name] === cls;
}

function fromTable(key: string): PyValue | undefined {
  return Object.hasOwn(BUILTIN_DOCS, key) ? BUILTIN_DOCS[key] : undefined;
}

/** The text CPython gives `T.name` for the first builtin type in `cls`'s MRO that has one. */
function memberDoc(cls: PyClass, name: string): PyValue | undefined {
  for (const c of cls.mro) {
    if (!isBuiltinType(c)) continue;
    const d = fromTable(`${c.name}.${name}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

function refuse(what: string): never {
  return unsupported(`the docstring (__doc__) of ${what}`);
}

/**
 * `cls.__doc__`, and what its instances read as `__doc__`: the class's own entry (a `class`
 * statement's docstring or None), a builtin type's text, or the run stops naming the class.
 */
export function classDoc(cls: PyClass): PyValue {
  const own = cls.dict.get('__doc__');
  if (own !== undefined && !(own instanceof PyGetSet)) return own;
  if (cls.heap) return null;
  const d = isBuiltinType(cls) ? fromTable(cls.name) : undefined;
  if (d !== undefined) return d;
  return refuse(cls.module === 'builtins' ? cls.qualname : `${cls.module}.${cls.qualname}`);
}

/** `f.__doc__` of a builtin function (`len`) or of a builtin type's method (`str.split`). */
export function builtinDoc(f: PyBuiltin): PyValue {
  const dot = f.qualname.indexOf('.');
  if (dot < 0) {
    const d = builtinScope.get(f.name) === f ? fromTable(f.name) : undefined;
    return d !== undefined ? d : refuse(`the function ${f.name} of a simulated module`);
  }
  const owner = builtinScope.get(f.qualname.slice(0, dot)) ?? (builtinTypes as Record<string, PyValue>)[f.qualname.slice(0, dot)];
  const d = owner instanceof PyClass && isBuiltinType(owner) ? memberDoc(owner, f.qualname.slice(dot + 1)) : undefined;
  return d !== undefined ? d : refuse(f.qualname);
}

/** `int.real.__doc__`: a builtin type's getset or member descriptor; a `__slots__` member has none. */
export function descriptorDoc(g: PyGetSet): PyValue {
  if (g.member && g.owner.heap) return null;
  const d = isBuiltinType(g.owner) ? memberDoc(g.owner, g.name) : undefined;
  return d !== undefined ? d : refuse(`${g.owner.qualname}.${g.name}`);
}
