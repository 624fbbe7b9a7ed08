/**
 * Making a class from its name, bases and namespace, as CPython's `type_new` does: bases
 * checked, MRO computed, `__slots__` turned into member descriptors, `__new__` made a
 * staticmethod and `__init_subclass__`/`__class_getitem__` classmethods, `__hash__` set to
 * None beside an `__eq__`, the slots filled from the dunders, then `__set_name__` on each
 * attribute and the parent's `__init_subclass__`.
 */
import { noteSubclass } from './builtins/object-type';
import { exc, pyError, unsupported } from './exceptions';
import { call, descrGet, descriptorTypes, getAttr, iterate, typeName, typeOf } from './objects';
import { callSpecial, fillSlots } from './slots';
import {
  builtinTypes,
  classHooks,
  MroConflict,
  objectType,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyGetSet,
  PyInstance,
  PyOpaque,
  PyTuple,
  type PyValue,
} from './values';

const t = builtinTypes;

/** Builtin types CPython refuses as bases. */
const finalTypes = new Set<PyClass>([
  t.bool,
  t.NoneType,
  t.function,
  t.builtin_function_or_method,
  t.method,
  t.range,
  t.slice,
  t.ellipsis,
  t.NotImplementedType,
  t.GenericAlias,
  t.cell,
  t.getset_descriptor,
  t.member_descriptor,
]);

/** Builtin types whose instances are JS primitives or immutable here: subclassing them is refused by name. */
const unsupportedBases = new Set<PyClass>([t.complex, t.bytes, t.frozenset, t.type, t.module]);

/** Builtin types with an instance layout of their own: two of them cannot be combined. */
function layout(cls: PyClass): PyClass | null {
  for (const c of cls.mro)
    if (c === t.list || c === t.dict || c === t.set || c.isSubclassOf(exc.BaseException))
      return c === t.list || c === t.dict || c === t.set ? c : exc.BaseException;
  return null;
}

/** A base as the class statement gives it: `list[int]` stands for `list` (`__mro_entries__`). */
function resolveBase(b: PyValue): PyClass {
  if (b instanceof PyGenericAlias && b.origin instanceof PyClass) return b.origin;
  if (!(b instanceof PyClass)) {
    const entry = classHooks.mroEntry(b) ?? mroEntries.get(b);
    if (entry) return entry;
    if (b instanceof PyOpaque && (b.type.module === 'typing' || b.type.name.startsWith('typing.'))) unsupported(`a class deriving from ${b.reprText}`);
    throw pyError(exc.TypeError, `metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases`);
  }
  return b;
}

/**
 * The bases after `__mro_entries__`: an alias whose origin is already a base adds nothing
 * (`class M(Base, Generic[T])` where `Base` is already generic).
 */
function resolveBases(values: PyValue[]): PyClass[] {
  const bases: PyClass[] = [];
  values.forEach((v, i) => {
    const b = resolveBase(v);
    if (!(v instanceof PyGenericAlias && bases.includes(b))) bases.push(b);
    const generic = typingBases.generic;
    if (generic && typingBases.addsGeneric(v) && !bases.includes(generic) && !values.slice(i + 1).some(typingBases.isGeneric)) bases.push(generic);
  });
  return bases;
}

/**
 * Objects that are not classes but stand for one in a class statement's bases (their
 * `__mro_entries__`), and only there: `typing.TypedDict` and `typing.NamedTuple` are functions
 * whose entry is a hidden class, and `isinstance` does not take them. The runtimes that define them fill this in.
 */
export const mroEntries = new Map<PyValue, PyClass>();

/**
 * Metaclasses the runtime implements whose `__prepare__` checks the bases before the class body
 * runs (`EnumType`'s refuses to extend an enum that has members): called with the class's name
 * and its bases as written.
 */
export const metaclassPrepare = new Map<PyClass, (name: string, bases: readonly PyValue[]) => void>();

/**
 * `__prepare__` before the class body runs: the runtime's, for the metaclass the class's bases
 * bring, or the one a metaclass defined in Python has. Returns what the body's namespace starts
 * with (a plain dict's items: the body runs in a plain namespace here, so another mapping is refused).
 */
export function prepareClass(name: string, bases: readonly PyValue[], keywords: ReadonlyMap<string, PyValue>): [string, PyValue][] {
  for (const b of bases) {
    const prepare = b instanceof PyClass && b.meta ? metaclassPrepare.get(b.meta) : undefined;
    if (prepare) {
      prepare(name, bases);
      return [];
    }
  }
  const given = keywords.get('metaclass');
  if (given !== undefined && !(given instanceof PyClass)) return [];
  const meta = pythonMetaclass(given, bases);
  if (meta === null || meta.lookup('__prepare__') === undefined) return [];
  const kw = new Map(keywords);
  kw.delete('metaclass');
  const ns = call(getAttr(meta, '__prepare__'), [name, new PyTuple(resolveBases([...bases]))], kw.size ? kw : null);
  if (!(ns instanceof PyDict) || typeOf(ns) !== t.dict) unsupported(`a metaclass __prepare__ that returns a ${typeName(ns)} (only a plain dict)`);
  const entries: [string, PyValue][] = [];
  for (const [k, v] of (ns as PyDict).map.values()) if (typeof k === 'string') entries.push([k, v]);
  return entries;
}

/** What a metaclass's `__new__` gets: the class's name, its bases after `__mro_entries__`, its namespace and keywords. */
export type ClassMaker = (
  name: string,
  bases: PyClass[],
  namespace: Map<string, PyValue>,
  keywords: Map<string, PyValue>,
  globals: Map<string, PyValue> | null,
) => PyClass;

/**
 * Metaclasses the runtime implements whose `__new__` makes the class itself, with other bases
 * than the ones written (typing's `_TypedDictMeta` makes a TypedDict a `dict` subclass,
 * `NamedTupleMeta` a namedtuple): a class whose metaclass is one of these is made by it.
 */
export const metaclassNew = new Map<PyClass, ClassMaker>();

/**
 * The `metaclassNew` maker of the class's metaclass, when it has one: the most derived of the
 * metaclass given and the bases' (`_PyType_CalculateMetaclass`), a TypeError when two are
 * unrelated. Only classes whose metaclass makes them are checked this way.
 */
function classMaker(meta: PyClass, bases: PyClass[]): ClassMaker | undefined {
  if (!metaclassNew.has(meta) && !bases.some((b) => metaclassNew.has(b.cls))) return undefined;
  let winner = meta;
  for (const b of bases) {
    const m = b.cls;
    if (winner.isSubclassOf(m)) continue;
    if (!m.isSubclassOf(winner))
      throw pyError(exc.TypeError, 'metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases');
    winner = m;
  }
  return metaclassNew.get(winner);
}

/**
 * typing's `__mro_entries__` beyond the origin: a base written as one of typing's named aliases
 * (`List[T]`, `Dict[str, int]`, a bare `typing.Iterable`) adds `typing.Generic` after its class,
 * unless a later base is generic itself (a typing alias, or a class deriving from Generic). The
 * typing runtime fills these in when it loads; the engine knows neither Generic nor the aliases.
 */
export const typingBases = {
  generic: null as PyClass | null,
  /** Whether a base value is a named typing alias (its entries are its class and Generic). */
  addsGeneric: (_v: PyValue): boolean => false,
  /** Whether a later base makes the Generic entry unneeded. */
  isGeneric: (_v: PyValue): boolean => false,
};

/**
 * Whether a base derives from `type` through classes defined in Python only: a metaclass defined
 * in Python (`class Registry(type)`) is a class whose instances are classes. A runtime metaclass
 * (`abc.ABCMeta`, pydantic's) is not one to derive from here.
 */
function isPythonMetaclassBase(b: PyClass): boolean {
  return b.mro.every((c) => c.heap || c === t.type || c === t.object);
}

/**
 * The metaclass a class statement calls, when it is one defined in Python: the most derived of
 * the one given and the bases' (`_PyType_CalculateMetaclass`; two unrelated ones are a
 * TypeError). Null when that is `type` or a metaclass the runtime implements, which
 * `makeClass` and `metaclassNew` deal with.
 */
export function pythonMetaclass(given: PyClass | undefined, baseValues: readonly PyValue[]): PyClass | null {
  let winner = given ?? t.type;
  let python = winner.heap;
  for (const b of resolveBases([...baseValues])) {
    const m = b.cls;
    python ||= m.heap;
    if (winner.isSubclassOf(m)) continue;
    if (m.isSubclassOf(winner)) winner = m;
    else if (python)
      throw pyError(exc.TypeError, 'metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases');
    else return null;
  }
  return winner.heap ? winner : null;
}

/** The bases a metaclass gets (after `__mro_entries__`), and `__orig_bases__` noted in the namespace when they differ from those written. */
export function classBases(baseValues: PyValue[], namespace: Map<string, PyValue>): PyClass[] {
  const bases = resolveBases(baseValues);
  if (baseValues.some((b) => !(b instanceof PyClass))) namespace.set('__orig_bases__', new PyTuple(baseValues));
  return bases;
}

function checkBases(bases: PyClass[]): void {
  // A runtime metaclass (Enum's) makes its classes itself, mixin types included.
  const metaclassed = bases.some((b) => b.meta);
  for (let i = 0; i < bases.length; i++) {
    const b = bases[i];
    if (bases.indexOf(b) !== i) throw pyError(exc.TypeError, `duplicate base class ${b.name}`);
    if (finalTypes.has(b)) throw pyError(exc.TypeError, `type '${b.name}' is not an acceptable base type`);
    const refused = metaclassed ? undefined : b.mro.find((c) => unsupportedBases.has(c) && !(c === t.type && isPythonMetaclassBase(b)));
    if (refused) unsupported(`subclassing the builtin type '${refused.name}'`);
  }
  const layouts = new Set(bases.map(layout).filter((l) => l !== null));
  if (layouts.size > 1) throw pyError(exc.TypeError, 'multiple bases have instance lay-out conflict');
}

/** `__slots__` as a list of names. */
function slotNamesOf(v: PyValue): string[] {
  const names = typeof v === 'string' ? [v] : [];
  if (typeof v !== 'string') {
    const it = iterate(v);
    for (let r = it.next(); !r.done; r = it.next()) {
      if (typeof r.value !== 'string') throw pyError(exc.TypeError, `__slots__ items must be strings, not '${typeName(r.value)}'`);
      names.push(r.value);
    }
  }
  return names;
}

/** A `__slots__` name's member descriptor: the value lives in the instance's attributes. */
function member(cls: PyClass, name: string): PyGetSet {
  return new PyGetSet(
    name,
    cls,
    (obj) => {
      const v = obj instanceof PyInstance ? obj.attrs.get(name) : undefined;
      if (v === undefined) throw pyError(exc.AttributeError, `'${typeName(obj)}' object has no attribute '${name}'`);
      return v;
    },
    (obj, value) => {
      if (!(obj instanceof PyInstance))
        throw pyError(exc.TypeError, `descriptor '${name}' for '${cls.name}' objects doesn't apply to a '${typeName(obj)}' object`);
      if (value !== undefined) obj.attrs.set(name, value);
      else if (!obj.attrs.delete(name)) throw pyError(exc.AttributeError, `'${typeName(obj)}' object has no attribute '${name}'`);
    },
    true,
  );
}

/** Functions defined in the body learn their class (for zero-argument `super()`) and qualified name. */
function adopt(cls: PyClass, qualname: string, v: PyValue): void {
  if (v instanceof PyFunction) {
    v.qualname = `${qualname}.${v.name}`;
    v.ownerClass = cls;
  } else if (v instanceof PyOpaque && (v.type === descriptorTypes.classmethod || v.type === descriptorTypes.staticmethod)) {
    adopt(cls, qualname, v.payload as PyValue);
  } else if (v instanceof PyOpaque && v.type === descriptorTypes.property) {
    const parts = v.payload as { fget: PyValue; fset: PyValue; fdel: PyValue };
    for (const f of [parts.fget, parts.fset, parts.fdel]) adopt(cls, qualname, f);
  }
}

function wrap(type: PyClass, f: PyValue): PyValue {
  return f instanceof PyFunction ? new PyOpaque(type, `<${type.name} object>`, f) : f;
}

/**
 * `type(name, bases, namespace, **keywords)`: a new class. The namespace is the class body's
 * (with `__module__`, `__qualname__` and `__doc__` already in it). `metatype` is the class's
 * metaclass when `type.__new__` is called for one defined in Python (its classes' `type()`).
 */
export function makeClass(
  name: string,
  baseValues: PyValue[],
  namespace: Map<string, PyValue>,
  keywords: Map<string, PyValue>,
  globals: Map<string, PyValue> | null = null,
  metatype: PyClass = t.type,
): PyClass {
  const kw = new Map(keywords);
  const meta = kw.get('metaclass');
  // A metaclass the runtime provides (`abc.ABCMeta`) is taken; one defined in Python is refused.
  if (meta !== undefined) {
    kw.delete('metaclass');
    if (meta !== t.type && !(meta instanceof PyClass && meta.isSubclassOf(t.type) && !meta.heap)) unsupported('a metaclass defined in Python');
  }
  const bases = resolveBases(baseValues);
  checkBases(bases);
  // As `__build_class__` does: bases written as aliases are kept as `__orig_bases__` (typing
  // reads a generic class's parameters from them).
  if (baseValues.some((b) => !(b instanceof PyClass))) namespace.set('__orig_bases__', new PyTuple(baseValues));
  const maker = classMaker(meta instanceof PyClass ? meta : t.type, bases);
  if (maker) return maker(name, bases, namespace, kw, globals);
  const module = typeof namespace.get('__module__') === 'string' ? (namespace.get('__module__') as string) : '__walkthrough__';
  let cls: PyClass;
  try {
    cls = new PyClass(name, bases.length ? bases : [objectType], {}, module);
  } catch (e) {
    if (e instanceof MroConflict) {
      const names = [...new Set(e.heads.map((h) => h.name))].join(', ');
      throw pyError(exc.TypeError, `Cannot create a consistent method resolution\norder (MRO) for bases ${names}`);
    }
    throw e;
  }
  cls.heap = true;
  cls.definingGlobals = globals;
  if (metatype !== t.type) cls.meta = metatype;
  else if (meta instanceof PyClass && meta !== t.type) cls.meta = meta;
  const qualname = namespace.get('__qualname__');
  cls.qualname = typeof qualname === 'string' ? qualname : name;
  const slots = namespace.get('__slots__');
  if (slots !== undefined) {
    const names = slotNamesOf(slots);
    cls.slotNames = names;
    for (const n of names) {
      if (n === '__dict__' || n === '__weakref__') continue;
      if (namespace.has(n)) throw pyError(exc.ValueError, `'${n}' in __slots__ conflicts with class variable`);
      cls.dict.set(n, member(cls, n));
    }
  }
  for (const [k, v] of namespace) {
    if (k === '__qualname__') continue;
    let value = v;
    if (k === '__new__') value = wrap(descriptorTypes.staticmethod, v);
    if (k === '__init_subclass__' || k === '__class_getitem__') value = wrap(descriptorTypes.classmethod, v);
    cls.dict.set(k, value);
    adopt(cls, cls.qualname, value);
  }
  if (cls.dict.has('__eq__') && !cls.dict.has('__hash__')) cls.dict.set('__hash__', null);
  fillSlots(cls);
  noteSubclass(cls);
  // A native base (pydantic's BaseModel) builds its class-level state from the finished namespace.
  for (const b of cls.mro.slice(1)) {
    const hook = b.slots.initSubclass;
    if (hook) {
      hook(cls, kw);
      break;
    }
  }
  for (const [k, v] of [...cls.dict]) {
    if (v instanceof PyInstance && typeOf(v).lookup('__set_name__') !== undefined) callSpecial(v, '__set_name__', [cls, k]);
  }
  initSubclass(cls, kw);
  return cls;
}

/** `super(cls, cls).__init_subclass__(**kwargs)`. */
function initSubclass(cls: PyClass, kwargs: Map<string, PyValue>): void {
  for (const c of cls.mro.slice(1)) {
    const hook = c.dict.get('__init_subclass__');
    if (hook === undefined) continue;
    call(descrGet(hook, undefined, cls), [], kwargs.size ? kwargs : null);
    return;
  }
}
