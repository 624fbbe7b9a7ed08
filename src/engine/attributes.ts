/**
 * Attribute access, as CPython's `PyObject_GenericGetAttr`/`SetAttr` and `type_getattro`:
 * data descriptors on the class first, then the instance dict, then everything else on the
 * class, each bound through one descriptor protocol (`descrGet`). A class's `__getattribute__`,
 * `__getattr__`, `__setattr__` and `__delattr__` come in through its slots.
 */
import { currentRun } from './context';
import { exc, exceptionState, isException, pyError } from './exceptions';
import { tpName, typeName, typeOf } from './objects';
import { refreshSlot } from './slots';
import { refuseMissingAttribute } from './stdlib-gaps';
import {
  builtinTypes,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyGetSet,
  PyInstance,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PySet,
  PyTuple,
  type PyValue,
  typesChanged,
} from './values';

/** Wrappers made by `classmethod`, `staticmethod` and `property`, and `super()` proxies. */
export const descriptorTypes = {
  classmethod: new PyClass('classmethod', [builtinTypes.object]),
  staticmethod: new PyClass('staticmethod', [builtinTypes.object]),
  property: new PyClass('property', [builtinTypes.object]),
  /** `super()`: payload is `{ cls, self }`. */
  super: new PyClass('super', [builtinTypes.object]),
};

/**
 * The descriptor protocol in one place: what `attr`, found on `owner`'s namespace, gives when
 * looked up on `obj` (undefined: looked up on the class itself).
 */
export function descrGet(attr: PyValue, obj: PyValue | undefined, owner: PyClass): PyValue {
  if (attr instanceof PyFunction) return obj === undefined ? attr : new PyBoundMethod(obj, attr);
  if (attr instanceof PyBuiltin) return obj === undefined || !attr.binds ? attr : new PyBoundMethod(obj, attr);
  if (attr instanceof PyOpaque) {
    if (attr.type === descriptorTypes.classmethod) {
      const f = attr.payload as PyValue;
      const target = obj === undefined || obj instanceof PyClass ? (obj ?? owner) : typeOf(obj);
      if (f instanceof PyFunction || f instanceof PyBuiltin) return new PyBoundMethod(obj === undefined ? owner : target, f);
      return descrGet(f, target, typeOf(target));
    }
    if (attr.type === descriptorTypes.staticmethod) return attr.payload as PyValue;
  }
  if (attr instanceof PyGetSet) return obj === undefined ? attr : attr.get(obj);
  if (attr instanceof PyObj) {
    const get = attr.cls.slot('descrGet');
    if (get) return get(attr, obj, owner);
  }
  return attr;
}

/** Whether `attr` (found on a class) is a data descriptor: it wins over the instance dict. */
export function isDataDescriptor(attr: PyValue): boolean {
  if (!(attr instanceof PyObj) || attr instanceof PyFunction || attr instanceof PyBuiltin) return false;
  if (attr instanceof PyGetSet) return true;
  const t = attr.cls;
  return t.slot('descrSet') !== undefined || t.slot('descrDelete') !== undefined;
}

/** The dict an object keeps its own attributes in, if it has one. */
export function instanceDict(obj: PyValue, create = false): Map<string, PyValue> | undefined {
  if (obj instanceof PyInstance) return hasDict(obj.type) ? obj.attrs : undefined;
  if (obj instanceof PyFunction || obj instanceof PyModule) return obj.dict;
  if ((obj instanceof PyList || obj instanceof PyDict || obj instanceof PySet || obj instanceof PyTuple) && obj.type) {
    if (!obj.attrs && create && hasDict(obj.type)) obj.attrs = new Map();
    return obj.attrs;
  }
  return undefined;
}

/**
 * Whether instances of `cls` have a `__dict__`: exceptions and runtime-defined classes do;
 * a class defined in Python does unless every such class in its MRO declares `__slots__`
 * without `'__dict__'`; a plain `object()` does not.
 */
function hasDict(cls: PyClass): boolean {
  let has = dictful.get(cls);
  if (has === undefined) {
    has = cls.isSubclassOf(exc.BaseException) || cls.mro.some((c) => c.module !== 'builtins' && (!c.heap || !c.slotNames || c.slotNames.includes('__dict__')));
    dictful.set(cls, has);
  }
  return has;
}

/** Per class (its MRO and `__slots__` are fixed at creation). */
const dictful = new WeakMap<PyClass, boolean>();

export function attributeError(obj: PyValue, name: string): PyInstance {
  if (obj instanceof PyModule) return pyError(exc.AttributeError, `module '${obj.name}' has no attribute '${name}'`);
  if (obj instanceof PyClass) return pyError(exc.AttributeError, `type object '${obj.name}' has no attribute '${name}'`);
  return pyError(exc.AttributeError, `'${tpName(obj)}' object has no attribute '${name}'`);
}

/** `object.__getattribute__`: the lookup every object has unless its class overrides it. */
export function genericGetAttr(obj: PyValue, name: string): PyValue | undefined {
  if (obj instanceof PyClass) return typeGetAttr(obj, name);
  const type = typeOf(obj);
  const attr = type.lookup(name);
  if (attr !== undefined && isDataDescriptor(attr)) return descrGet(attr, obj, type);
  const own = instanceDict(obj)?.get(name);
  if (own !== undefined) return own;
  if (obj instanceof PyObj) {
    const native = type.slot('getattr');
    const got = native?.(obj, name);
    if (got !== undefined) return got;
  }
  if (attr !== undefined) return descrGet(attr, obj, type);
  return undefined;
}

/**
 * What `obj.name` finds when it is a method a call can take unbound, with `obj` as its first
 * argument (CPython's `_PyObject_GetMethod`, behind `LOAD_METHOD`): the generic lookup finds a
 * function or binding builtin on the class, and neither the instance dict nor a native
 * `getattr` comes first. Undefined otherwise: the caller then binds through `getAttr`. The
 * call is the same either way; only the bound-method object is spared.
 */
export function methodOf(obj: PyValue, name: string): PyFunction | PyBuiltin | undefined {
  if (obj instanceof PyClass) return undefined;
  const type = typeOf(obj);
  const m = type.methodMemo(name, classMethod) as PyFunction | PyBuiltin | null;
  if (m === null || (obj instanceof PyObj && instanceDict(obj)?.get(name) !== undefined)) return undefined;
  return m;
}

/** `methodOf`'s answer as far as the class decides it (the instance dict aside). */
function classMethod(type: PyClass, name: string): PyFunction | PyBuiltin | null {
  const getattribute = type.slot('getattribute');
  if (getattribute !== undefined && getattribute !== genericGetAttr) return null;
  if (type.slot('getattr') !== undefined) return null;
  const attr = type.lookup(name);
  return attr instanceof PyFunction || (attr instanceof PyBuiltin && attr.binds) ? attr : null;
}

/** `type.__getattribute__`: the metaclass's data descriptors, then the class's MRO, then the metaclass. */
function typeGetAttr(cls: PyClass, name: string): PyValue | undefined {
  const meta = cls.cls;
  const metaAttr = meta.lookup(name);
  if (metaAttr !== undefined && isDataDescriptor(metaAttr)) return descrGet(metaAttr, cls, meta);
  const attr = cls.lookup(name);
  if (attr !== undefined) return descrGet(attr, undefined, cls);
  if (metaAttr !== undefined) return descrGet(metaAttr, cls, meta);
  return undefined;
}

function isAttributeError(e: unknown): boolean {
  return isException(e) && e.type.isSubclassOf(exc.AttributeError);
}

/**
 * `getattr(obj, name)`: undefined when there is no such attribute and `quiet` (an
 * AttributeError raised on the way counts as absent); otherwise the AttributeError is raised.
 */
function lookupAttr(obj: PyValue, name: string, quiet: boolean): PyValue | undefined {
  const type = typeOf(obj);
  const getattribute = type.slot('getattribute');
  const missing = type.slot('missingattr');
  let v: PyValue | undefined;
  let raised: unknown;
  if (getattribute && getattribute !== genericGetAttr) {
    try {
      v = getattribute(obj, name);
    } catch (e) {
      if (!isAttributeError(e) || (!missing && !quiet)) throw e;
    }
  } else if (quiet || missing) {
    // `hasattr`/`getattr(o, n, default)` treat an AttributeError raised by a descriptor (a slot
    // not set, `__dict__` of a slotted object, a property) as a missing attribute, as CPython does;
    // so does a class's `__getattr__`, which is then asked (`slot_tp_getattr_hook`).
    try {
      v = genericGetAttr(obj, name);
    } catch (e) {
      if (!isAttributeError(e)) throw e;
      raised = e;
    }
  } else v = genericGetAttr(obj, name);
  if (v !== undefined) return v;
  if (missing) {
    try {
      // A module without a `__getattr__` answers undefined: the name is missing after all.
      const got = missing(obj, name);
      if (got !== undefined) return got;
    } catch (e) {
      if (quiet && isAttributeError(e)) return undefined;
      throw e;
    }
  }
  if (raised !== undefined && !quiet) throw raised;
  refuseMissingAttribute(obj, name, typeOf);
  if (quiet) return undefined;
  throw attributeError(obj, name);
}

/** `getattr(obj, name)`, or undefined when there is no such attribute. */
export function getAttrOrUndefined(obj: PyValue, name: string): PyValue | undefined {
  return lookupAttr(obj, name, true);
}

export function getAttr(obj: PyValue, name: string): PyValue {
  try {
    return lookupAttr(obj, name, false) as PyValue;
  } catch (e) {
    if (isAttributeError(e)) noteAttributeContext(e as PyInstance, obj, name);
    throw e;
  }
}

/**
 * CPython's `set_attribute_error_context`: an AttributeError leaving `obj.name` (whoever raised
 * it: the lookup, a property, `__getattr__`) gets `name` and `obj`, unless it has either already.
 */
function noteAttributeContext(e: PyInstance, obj: PyValue, name: string): void {
  const st = exceptionState(e);
  st.extra ??= new Map();
  if ((st.extra.get('name') ?? null) !== null || (st.extra.get('obj') ?? null) !== null) return;
  st.extra.set('name', name);
  st.extra.set('obj', obj);
}

/** `object.__setattr__` (value undefined: `object.__delattr__`). */
export function genericSetAttr(obj: PyValue, name: string, value: PyValue | undefined): void {
  if (obj instanceof PyClass) {
    typeSetAttr(obj, name, value);
    return;
  }
  const type = typeOf(obj);
  const attr = type.lookup(name);
  if (attr instanceof PyGetSet) {
    if (!attr.set) throw pyError(exc.AttributeError, `attribute '${name}' of '${attr.owner.name}' objects is not writable`);
    attr.set(obj, value);
    touch(obj);
    return;
  }
  if (attr instanceof PyObj && !(attr instanceof PyFunction) && !(attr instanceof PyBuiltin)) {
    const t = attr.cls;
    if (value !== undefined) {
      const set = t.slot('descrSet');
      if (set) {
        set(attr, obj, value);
        touch(obj);
        return;
      }
    } else {
      const del = t.slot('descrDelete');
      if (del) {
        del(attr, obj);
        touch(obj);
        return;
      }
    }
  }
  const d = instanceDict(obj, true);
  if (d) {
    if (value !== undefined) d.set(name, value);
    else if (!d.delete(name)) throw attributeError(obj, name);
    touch(obj);
    return;
  }
  if (attr !== undefined && value !== undefined) throw pyError(exc.AttributeError, `'${typeName(obj)}' object attribute '${name}' is read-only`);
  throw attributeError(obj, name);
}

function touch(obj: PyValue): void {
  if (obj instanceof PyObj) obj.touch();
}

/** Setting (or deleting) a class attribute: only on classes defined in Python; the class's slots follow. */
function typeSetAttr(cls: PyClass, name: string, value: PyValue | undefined): void {
  const meta = cls.cls;
  const metaAttr = meta.lookup(name);
  if (metaAttr instanceof PyGetSet && metaAttr.set) {
    metaAttr.set(cls, value);
    return;
  }
  if (cls.module === 'builtins') {
    throw pyError(exc.TypeError, `cannot ${value === undefined ? 'delete' : 'set'} '${name}' attribute of immutable type '${cls.name}'`);
  }
  if (cls.id < 0) undoAtEnd(cls, name);
  if (value === undefined) {
    if (!cls.dict.delete(name)) throw attributeError(cls, name);
  } else cls.dict.set(name, value);
  refreshSlot(cls, name);
}

/**
 * A runtime class every run shares (`BaseModel`, `torch.Tensor`) is a Python class there, so a
 * run may set its attributes; the run's context puts back the attribute and the slots it fills
 * when the run ends, so the change never reaches another run.
 */
function undoAtEnd(cls: PyClass, name: string): void {
  const had = cls.dict.has(name);
  const old = cls.dict.get(name);
  const slots = { ...cls.slots };
  currentRun().undoAtEnd(() => {
    if (had) cls.dict.set(name, old as PyValue);
    else cls.dict.delete(name);
    const now = cls.slots as Record<string, unknown>;
    for (const k of Object.keys(now)) if (!(k in slots)) delete now[k];
    Object.assign(now, slots);
    typesChanged();
  });
}

/** `obj.name = value`, through the class's `__setattr__` slot. */
export function setAttr(obj: PyValue, name: string, value: PyValue): void {
  const set = typeOf(obj).slot('setattr');
  if (set && obj instanceof PyObj) {
    set(obj, name, value);
    obj.touch();
    return;
  }
  genericSetAttr(obj, name, value);
}

/** `del obj.name`, through the class's `__delattr__` slot. */
export function delAttr(obj: PyValue, name: string): void {
  const del = typeOf(obj).slot('delattr');
  if (del && obj instanceof PyObj) {
    del(obj, name);
    obj.touch();
    return;
  }
  genericSetAttr(obj, name, undefined);
}

/** Runs a Python function through the interpreter (what slots and descriptors call). */
export function callPython(f: PyFunction, args: PyValue[]): PyValue {
  return currentRun().functions.callFunction(f, args, null);
}
