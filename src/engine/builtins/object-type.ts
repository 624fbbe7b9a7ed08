/**
 * `object` and `type`: the defaults every class inherits (`__new__`, `__init__` and their
 * errors, identity `==` and hash, `__repr__`, `__format__`, attribute access, `__class__`,
 * `__dict__`, `__init_subclass__`) and what classes themselves answer (`__name__`, `__mro__`,
 * `type(x)`, `type(name, bases, ns)`; `X | Y` is union-type.ts's).
 */

import { attrsDict } from '../attrs-dict';
import { currentRun } from '../context';
import { exc, pyError, unsupported } from '../exceptions';
import { identityHash } from '../hashing';
import { makeClass } from '../make-class';
import {
  attributeError,
  cLevel,
  genericGetAttr,
  genericSetAttr,
  getAttr,
  instanceDict,
  type Kwargs,
  typeCall,
  typeName,
  typeOf,
  WHILE_CALLING,
} from '../objects';
import { defaultRepr, repr, str } from '../repr';
import { callSpecial } from '../slots';
import {
  builtinTypes,
  type CompareOp,
  NotImplemented,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyGetSet,
  PyInstance,
  PyList,
  type PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
} from '../values';
import { defineGetSets, nativeSlots } from './args';
import { classDoc } from './docstrings';
import { PyMappingProxy } from './mapping-proxy';
import { unionSlot } from './union-type';

const t = builtinTypes;

function excessArgs(args: PyValue[], kwargs: Kwargs): boolean {
  return args.length > 0 || (kwargs !== null && kwargs.size > 0);
}

/** `object.__new__`, with CPython's rules for when extra arguments are an error. */
function objectNew(cls: PyClass, args: PyValue[], kwargs: Kwargs): PyValue {
  if (excessArgs(args, kwargs)) {
    if (cls.slot('new') !== objectNew) throw pyError(exc.TypeError, 'object.__new__() takes exactly one argument (the type to instantiate)');
    if (cls.slot('init') === objectInit) throw pyError(exc.TypeError, `${cls.name}() takes no arguments`);
  }
  for (const c of cls.mro) {
    if (c.slots.call) unsupported(`defining __init__ or __new__ in a subclass of ${c.module === 'builtins' ? '' : `${c.module}.`}${c.name}`);
  }
  return new PyInstance(cls);
}

/** `object.__init__`. */
function objectInit(self: PyValue, args: PyValue[], kwargs: Kwargs): void {
  if (!excessArgs(args, kwargs)) return;
  const type = typeOf(self);
  if (type.slot('init') !== objectInit) throw pyError(exc.TypeError, 'object.__init__() takes exactly one argument (the instance to initialize)');
  if (type.slot('new') === objectNew) throw pyError(exc.TypeError, `${type.name}.__init__() takes exactly one argument (the instance to initialize)`);
}

/** `object.__eq__` is identity; `__ne__` inverts whatever `__eq__` answers; ordering is not defined. */
function objectRichCompare(self: PyValue, other: PyValue, op: CompareOp): PyValue {
  if (op === '==') return self === other ? true : NotImplemented;
  if (op === '!=') {
    const eqSlot = typeOf(self).slot('richcompare');
    const r = eqSlot ? eqSlot(self, other, '==') : NotImplemented;
    if (r === NotImplemented) return NotImplemented;
    return !(r === true || (r !== false && r !== null && r !== 0n && r !== ''));
  }
  return NotImplemented;
}

/** `object.__format__`: `str(self)` for an empty spec, an error otherwise. */
function objectFormat(self: PyValue, spec: string): string {
  if (spec !== '') throw pyError(exc.TypeError, `unsupported format string passed to ${typeName(self)}.__format__`);
  // CPython calls this C method through a bound method object: one level toward the recursion limit.
  return cLevel(WHILE_CALLING, () => str(self));
}

nativeSlots(t.object, {
  new: objectNew,
  init: objectInit,
  repr: (self) => (self instanceof PyOpaque ? self.reprText : defaultRepr(self)),
  // `object.__str__` calls the class's `__repr__` as it is; `str()` then checks what came back.
  str: (self) => {
    if (!(typeOf(self).lookup('__repr__') instanceof PyFunction)) return repr(self);
    const r = callSpecial(self, '__repr__', []);
    if (typeof r !== 'string') throw pyError(exc.TypeError, `__str__ returned non-string (type ${typeName(r ?? null)})`);
    return r;
  },
  hash: identityHash,
  richcompare: objectRichCompare,
  format: objectFormat,
  getattribute: genericGetAttr,
  setattr: (self, name, value) => genericSetAttr(self, name, value),
  delattr: (self, name) => genericSetAttr(self, name, undefined),
});

defineGetSets(t.object, {
  __class__: {
    get: (obj) => typeOf(obj),
    set: () => unsupported('assigning __class__'),
  },
  // CPython's `object.__dict__['__doc__']` is object's text; every type has its own entry that an
  // instance finds first. Here a type may lack one (a builtin, a simulated module's class): this
  // answers for the instance's own type, never for a base.
  __doc__: { get: (obj) => classDoc(typeOf(obj)) },
  __dict__: {
    get: (obj) => {
      const d = instanceDict(obj, true);
      if (!d) throw attributeError(obj, '__dict__');
      return obj instanceof PyClass ? classDict(obj) : attrsDict(obj as PyObj, d);
    },
  },
});

// ---- type -------------------------------------------------------------------------

/**
 * A class's namespace as `C.__dict__` shows it: a read-only proxy of a snapshot. A class made by
 * a `class` statement also shows what `type.__new__` adds after the body's names: the `__dict__`
 * and `__weakref__` descriptors when no base gives its instances them, then `__doc__` (None)
 * when the body had no docstring.
 */
function classDict(cls: PyClass): PyMappingProxy {
  const d = new PyDict();
  const put = (k: string, v: PyValue) => d.map.set(k, [k, v]);
  const undocumented = cls.heap && cls.dict.get('__doc__') === null;
  for (const [k, v] of cls.dict) if (!(undocumented && k === '__doc__')) put(k, v);
  if (cls.heap) {
    if (addsSlot(cls, '__dict__')) put('__dict__', new PyGetSet('__dict__', cls, (obj: PyValue) => getAttr(obj, '__dict__')));
    if (addsSlot(cls, '__weakref__')) put('__weakref__', new PyGetSet('__weakref__', cls, () => null));
    if (undocumented) put('__doc__', null);
  }
  return new PyMappingProxy(d);
}

/** Builtin types whose instances have a `__dict__` / accept weak references (the rest of the builtins do not). */
const builtinWith = {
  __dict__: (c: PyClass) => c.isSubclassOf(exc.BaseException) || c === t.function || c === t.module || c === t.type,
  __weakref__: (c: PyClass) => c === t.set || c === t.frozenset || c === t.function || c === t.module || c === t.type,
};
/** Variable-size builtins, whose subclasses cannot take a `__weakref__` slot. */
const variableSize = new Set<PyClass>([t.int, t.tuple, t.str, t.bytes]);

/**
 * Whether `type.__new__` gave the class the `__dict__` (or `__weakref__`) descriptor: its own
 * `__slots__` allow it and no base has it. Undefined when a base is a runtime class (pydantic's,
 * torch's), whose layout is not modelled.
 */
function addsSlot(cls: PyClass, name: '__dict__' | '__weakref__'): boolean | undefined {
  if (cls.slotNames && !cls.slotNames.includes(name)) return false;
  for (const c of cls.mro.slice(1)) {
    if (c.heap) {
      if (!c.slotNames || c.slotNames.includes(name)) return false;
    } else if (c.module !== 'builtins') return undefined;
    else if (builtinWith[name](c) || (name === '__weakref__' && variableSize.has(c))) return false;
  }
  return true;
}

function classRepr(cls: PyClass): string {
  return cls.module === 'builtins' ? `<class '${cls.qualname}'>` : `<class '${cls.module}.${cls.qualname}'>`;
}

/**
 * `type.__new__(mcs, name, bases, namespace, **keywords)`: a class whose metaclass is `mcs`
 * (`type` itself, or a metaclass defined in Python); `type(x)` is the one-argument form.
 */
function typeNew(mcs: PyClass, args: PyValue[], kwargs: Kwargs): PyValue {
  if (mcs === t.type && args.length === 1 && !kwargs?.size) return typeOf(args[0]);
  if (args.length !== 3)
    throw pyError(exc.TypeError, mcs === t.type ? 'type() takes 1 or 3 arguments' : `type.__new__() takes exactly 3 arguments (${args.length} given)`);
  const [name, bases, ns] = args;
  if (typeof name !== 'string') throw pyError(exc.TypeError, `type.__new__() argument 1 must be str, not ${typeName(name)}`);
  if (!(bases instanceof PyTuple)) throw pyError(exc.TypeError, `type.__new__() argument 2 must be tuple, not ${typeName(bases)}`);
  if (!(ns instanceof PyDict)) throw pyError(exc.TypeError, `type.__new__() argument 3 must be dict, not ${typeName(ns)}`);
  const namespace = new Map<string, PyValue>();
  for (const [k, v] of ns.map.values()) if (typeof k === 'string') namespace.set(k, v);
  if (!namespace.has('__module__')) namespace.set('__module__', '__walkthrough__');
  if (!namespace.has('__doc__')) namespace.set('__doc__', null);
  return makeClass(name, [...bases.items], namespace, kwargs ?? new Map(), null, mcs);
}

nativeSlots(t.type, {
  // Calling `type` or a metaclass whose classes define neither `__new__` nor `__init__`.
  call: typeNew,
  new: typeNew,
  init: (_cls, args, kwargs) => {
    if (kwargs?.size && args.length === 1) throw pyError(exc.TypeError, 'type.__init__() takes no keyword arguments');
    if (args.length !== 1 && args.length !== 3) throw pyError(exc.TypeError, 'type.__init__() takes 1 or 3 arguments');
  },
  // `type.__call__`: calling a class (what a metaclass's own `__call__` reaches through super()).
  callSelf: (cls, args, kwargs) => typeCall(cls as PyClass, args, kwargs),
  repr: (self) => classRepr(self as PyClass),
  binop: unionSlot,
});
nativeSlots(t.GenericAlias, { binop: unionSlot });
nativeSlots(t.NoneType, { binop: unionSlot, repr: () => 'None' });

function asClass(obj: PyValue): PyClass {
  return obj as PyClass;
}

defineGetSets(t.type, {
  __name__: {
    get: (c) => asClass(c).name,
    set: (c, v) => {
      if (typeof v !== 'string') throw pyError(exc.TypeError, `can only assign string to ${asClass(c).name}.__name__, not '${typeName(v ?? null)}'`);
      unsupported('renaming a class');
    },
  },
  __qualname__: { get: (c) => asClass(c).qualname },
  __module__: { get: (c) => (asClass(c).dict.get('__module__') as PyValue | undefined) ?? asClass(c).module },
  __mro__: { get: (c) => new PyTuple(asClass(c).mro) },
  __bases__: { get: (c) => new PyTuple(asClass(c).bases.length ? asClass(c).bases : c === t.object ? [] : [t.object]) },
  __base__: { get: (c) => asClass(c).bases[0] ?? (c === t.object ? null : t.object) },
  __dict__: { get: (c) => classDict(asClass(c)) },
  __doc__: {
    get: (c) => classDoc(asClass(c)),
    set: (c, v) => {
      const cls = asClass(c);
      if (v === undefined || !cls.heap)
        throw pyError(exc.TypeError, `cannot ${v === undefined ? 'delete' : 'set'} '__doc__' attribute of immutable type '${cls.name}'`);
      cls.dict.set('__doc__', v);
    },
  },
});

t.type.dict.set('mro', new PyBuiltin('mro', (args) => new PyList([...asClass(args[0]).mro]), 'type.mro'));
t.type.dict.set('__subclasses__', new PyBuiltin('__subclasses__', (args) => new PyList(subclassesOf(asClass(args[0]))), 'type.__subclasses__'));

/**
 * Records `cls` as a direct subclass of its bases, in the run that made it: a run's classes live
 * in its own table (a run never sees another's classes, and they go with it).
 */
export function noteSubclass(cls: PyClass): void {
  const table = currentRun().subclasses;
  for (const b of cls.bases) {
    const list = table.get(b);
    if (list) list.push(cls);
    else table.set(b, [cls]);
  }
}

/** Direct subclasses made in the running run, in creation order. */
function subclassesOf(cls: PyClass): PyClass[] {
  return [...(currentRun().subclasses.get(cls) ?? [])];
}
