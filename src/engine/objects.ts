/**
 * The object protocol: types, attributes, calls, iteration, length and items.
 * Python-defined functions are run by the interpreter through `hooks.callFunction`.
 */
import { attrsDict } from './attrs-dict';
import { hooks } from './context';
import { checkSize, exc, isException, newException, pyError, spendWork } from './exceptions';
import {
  builtinTypes,
  NativeObject,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyInstance,
  PyIterator,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PyRange,
  PySet,
  PyTuple,
  type PyValue,
} from './values';

export type Kwargs = Map<string, PyValue> | null;

export { hooks };

/** The kind of the innermost running Python frame (pydantic asks whether it is called at module level). */
export function currentFrameKind(): 'module' | 'class' | 'function' | 'none' {
  return hooks.frameKind();
}

/** The globals of the innermost running Python frame. */
export function currentFrameGlobals(): Map<string, PyValue> | null {
  return hooks.frameGlobals();
}

export function typeOf(v: PyValue): PyClass {
  if (v === null) return builtinTypes.NoneType;
  switch (typeof v) {
    case 'boolean':
      return builtinTypes.bool;
    case 'bigint':
      return builtinTypes.int;
    case 'number':
      return builtinTypes.float;
    case 'string':
      return builtinTypes.str;
  }
  return v.cls;
}

export function typeName(v: PyValue): string {
  return typeOf(v).name;
}

export function isInstance(v: PyValue, cls: PyClass): boolean {
  return typeOf(v).isSubclassOf(cls);
}

/** Wrappers made by `classmethod`, `staticmethod` and `property`. */
export const descriptorTypes = {
  classmethod: new PyClass('classmethod', [builtinTypes.object]),
  staticmethod: new PyClass('staticmethod', [builtinTypes.object]),
  property: new PyClass('property', [builtinTypes.object]),
  /** `super()`: payload is `{ cls, self }`. */
  super: new PyClass('super', [builtinTypes.object]),
};

/** Attribute lookup through `super()`: the MRO after `cls`, bound to `self`. */
function superAttr(proxy: PyOpaque, name: string): PyValue | undefined {
  const { cls, self } = proxy.payload as { cls: PyClass; self: PyValue };
  const type = self instanceof PyClass ? self : typeOf(self);
  const mro = type.mro;
  for (const c of mro.slice(mro.indexOf(cls) + 1)) {
    const found = c.dict.get(name);
    if (found === undefined) continue;
    if (found instanceof PyBuiltin) return new PyBoundMethod(self, found);
    return bind(found, self, type);
  }
  return undefined;
}

/** Applies the descriptor protocol to a value found on a class. */
function bind(found: PyValue, self: PyValue, owner: PyClass): PyValue {
  if (found instanceof PyFunction) return self === undefined ? found : new PyBoundMethod(self, found);
  if (found instanceof PyOpaque) {
    if (found.type === descriptorTypes.classmethod) return new PyBoundMethod(owner, found.payload as PyFunction);
    if (found.type === descriptorTypes.staticmethod) return found.payload as PyValue;
    if (found.type === descriptorTypes.property) return call(found.payload as PyValue, [self], null);
  }
  return found;
}

export function attributeError(obj: PyValue, name: string): PyInstance {
  if (obj instanceof PyModule) return pyError(exc.AttributeError, `module '${obj.name}' has no attribute '${name}'`);
  if (obj instanceof PyClass) return pyError(exc.AttributeError, `type object '${obj.name}' has no attribute '${name}'`);
  return pyError(exc.AttributeError, `'${typeName(obj)}' object has no attribute '${name}'`);
}

/** `getattr(obj, name)`, or undefined when there is no such attribute. */
export function getAttrOrUndefined(obj: PyValue, name: string): PyValue | undefined {
  if (obj instanceof PyModule) {
    const found = obj.dict.get(name);
    if (found !== undefined || name === '__getattr__') return found;
    // A module-level __getattr__ answers for names the module does not define (PEP 562).
    const hook = obj.dict.get('__getattr__');
    return hook === undefined ? undefined : call(hook, [name], null);
  }
  if (obj instanceof PyOpaque && obj.type === descriptorTypes.super) return superAttr(obj, name);
  if (obj instanceof PyClass) {
    const found = obj.lookup(name);
    if (found !== undefined) {
      if (found instanceof PyOpaque && found.type === descriptorTypes.classmethod) return new PyBoundMethod(obj, found.payload as PyFunction);
      if (found instanceof PyOpaque && found.type === descriptorTypes.staticmethod) return found.payload as PyValue;
      return found;
    }
    if (name === '__name__') return obj.name;
    if (name === '__qualname__') return obj.qualname;
    if (name === '__module__') return obj.module;
    if (name === '__mro__') return new PyTuple(obj.mro);
    if (name === '__bases__') return new PyTuple(obj.bases);
    const meta = obj.cls.lookup(name);
    return meta === undefined ? undefined : bind(meta, obj, obj.cls);
  }
  const type = typeOf(obj);
  if (obj instanceof PyInstance) {
    const own = obj.attrs.get(name);
    if (own !== undefined) return own;
    if (name === '__dict__') return attrsDict(obj, obj.attrs);
  }
  if (
    obj instanceof NativeObject ||
    obj instanceof PyInstance ||
    obj instanceof PyOpaque ||
    obj instanceof PyIterator ||
    (obj instanceof PyTuple && type !== builtinTypes.tuple)
  ) {
    const native = type.slot('getattr');
    const got = native?.(obj as PyObj, name);
    if (got !== undefined) return got;
  }
  if (name === '__class__') return type;
  const found = type.lookup(name);
  if (found !== undefined) {
    if (found instanceof PyBuiltin) return new PyBoundMethod(obj, found);
    return bind(found, obj, type);
  }
  if (obj instanceof PyFunction) {
    if (name === '__name__') return obj.name;
    if (name === '__qualname__') return obj.qualname;
    if (name === '__doc__') return obj.code.docstring;
    return obj.dict.get(name);
  }
  if (obj instanceof PyBuiltin && name === '__name__') return obj.name;
  if (obj instanceof PyInstance) {
    const hook = type.lookup('__getattr__');
    if (hook instanceof PyFunction) return hooks.callFunction(hook, [obj, name], null);
  }
  return undefined;
}

export function getAttr(obj: PyValue, name: string): PyValue {
  const v = getAttrOrUndefined(obj, name);
  if (v === undefined) throw attributeError(obj, name);
  return v;
}

export function setAttr(obj: PyValue, name: string, value: PyValue): void {
  if (obj instanceof PyInstance) {
    const userSet = obj.type.lookup('__setattr__');
    if (userSet instanceof PyFunction) {
      hooks.callFunction(userSet, [obj, name, value], null);
      return;
    }
    const native = obj.type.slot('setattr');
    if (native) native(obj, name, value);
    else obj.attrs.set(name, value);
    obj.touch();
    return;
  }
  if (obj instanceof PyClass && obj.module !== 'builtins') {
    obj.dict.set(name, value);
    return;
  }
  if (obj instanceof PyFunction) {
    obj.dict.set(name, value);
    return;
  }
  if (obj instanceof PyModule) {
    obj.dict.set(name, value);
    return;
  }
  if (obj instanceof NativeObject) {
    const native = typeOf(obj).slot('setattr');
    if (native) {
      native(obj, name, value);
      obj.touch();
      return;
    }
  }
  if (obj instanceof PyClass) throw pyError(exc.TypeError, `cannot set '${name}' attribute of immutable type '${obj.name}'`);
  if (typeOf(obj).lookup(name) !== undefined) throw pyError(exc.AttributeError, `'${typeName(obj)}' object attribute '${name}' is read-only`);
  throw pyError(exc.AttributeError, `'${typeName(obj)}' object has no attribute '${name}'`);
}

export function delAttr(obj: PyValue, name: string): void {
  if (obj instanceof PyInstance && obj.attrs.has(name)) {
    obj.attrs.delete(name);
    obj.touch();
    return;
  }
  throw attributeError(obj, name);
}

/** Calls a method defined in Python on an instance's class, if there is one; undefined otherwise. */
export function callMethodIfDefined(self: PyInstance, name: string, args: PyValue[]): PyValue | undefined {
  const m = self.type.lookup(name);
  if (m instanceof PyFunction) return hooks.callFunction(m, [self, ...args], null);
  return undefined;
}

export function call(f: PyValue, args: PyValue[], kwargs: Kwargs): PyValue {
  if (f instanceof PyFunction) return hooks.callFunction(f, args, kwargs);
  if (f instanceof PyBuiltin) return f.fn(args, kwargs);
  if (f instanceof PyBoundMethod) return call(f.func, [f.self, ...args], kwargs);
  if (f instanceof PyClass) {
    // A metaclass that defines calling its classes (an Enum class looks its members up by value).
    const metaCall = f.meta?.slot('callSelf');
    if (metaCall) return metaCall(f, args, kwargs);
    return construct(f, args, kwargs);
  }
  if (f instanceof PyInstance) {
    const m = f.type.lookup('__call__');
    if (m instanceof PyFunction) return hooks.callFunction(m, [f, ...args], kwargs);
    if (m instanceof PyBuiltin) return m.fn([f, ...args], kwargs);
  }
  if (f instanceof PyObj) {
    const native = f.cls.slot('callSelf');
    if (native) return native(f, args, kwargs);
  }
  throw pyError(exc.TypeError, `'${typeName(f)}' object is not callable`);
}

function construct(cls: PyClass, args: PyValue[], kwargs: Kwargs): PyValue {
  // A Python-defined __init__ wins over a native constructor further up the MRO.
  for (const c of cls.mro) {
    // `object`'s own constructor makes a bare `object()`: a subclass of it gets an instance of itself.
    if (c.dict.get('__init__') instanceof PyFunction || c === exc.BaseException || (c === builtinTypes.object && cls !== c)) break;
    const native = c.slots.call;
    if (native) return native(cls, args, kwargs);
  }
  const inst = cls.isSubclassOf(exc.BaseException) ? newException(cls, args) : new PyInstance(cls);
  const init = cls.lookup('__init__');
  if (init instanceof PyFunction) {
    const r = hooks.callFunction(init, [inst, ...args], kwargs);
    if (r !== null) throw pyError(exc.TypeError, `__init__() should return None, not '${typeName(r)}'`);
  } else if (!isException(inst) && (args.length > 0 || (kwargs && kwargs.size > 0))) {
    throw pyError(exc.TypeError, `${cls.name}() takes no arguments`);
  }
  return inst;
}

export function notIterable(v: PyValue): PyInstance {
  return pyError(exc.TypeError, `'${typeName(v)}' object is not iterable`);
}

/** A JS iterator over a Python iterable (a snapshot-free live view, as Python's iterators are). */
export function iterate(v: PyValue): Iterator<PyValue> {
  if (typeof v === 'string') return stringChars(v);
  if (v instanceof PyList) return listIter(v);
  if (v instanceof PyTuple) return v.items[Symbol.iterator]();
  if (v instanceof PyDict) return dictKeys(v);
  if (v instanceof PySet) return setIter(v);
  if (v instanceof PyRange) return rangeIter(v);
  if (v instanceof PyIterator) return v.it;
  if (v instanceof PyObj) {
    if (v instanceof PyInstance) {
      const m = v.type.lookup('__iter__');
      if (m instanceof PyFunction) return iterate(hooks.callFunction(m, [v], null));
    }
    const slot = v.cls.slot('iter');
    if (slot) return slot(v)[Symbol.iterator]();
  }
  throw notIterable(v);
}

function* stringChars(s: string): Iterator<PyValue> {
  for (const ch of s) yield ch;
}

function* listIter(l: PyList): Iterator<PyValue> {
  // Index-based, so appending during iteration behaves as in CPython.
  for (let i = 0; i < l.items.length; i++) {
    if ((i & 1023) === 1023) spendWork(1024);
    yield l.items[i];
  }
}

function* dictKeys(d: PyDict): Iterator<PyValue> {
  const size = d.map.size;
  for (const [k] of d.map.values()) {
    if (d.map.size !== size) throw pyError(exc.RuntimeError, 'dictionary changed size during iteration');
    yield k;
  }
  if (d.map.size !== size) throw pyError(exc.RuntimeError, 'dictionary changed size during iteration');
}

function* setIter(s: PySet): Iterator<PyValue> {
  const size = s.map.size;
  for (const k of s.map.values()) {
    if (s.map.size !== size) throw pyError(exc.RuntimeError, 'Set changed size during iteration');
    yield k;
  }
}

function* rangeIter(r: PyRange): Iterator<PyValue> {
  let n = 0;
  for (let i = r.start; r.step > 0n ? i < r.stop : i > r.stop; i += r.step) {
    if ((++n & 1023) === 0) spendWork(1024);
    yield i;
  }
}

/** All items of an iterable, in order. */
export function toArray(v: PyValue): PyValue[] {
  if (v instanceof PyList || v instanceof PyTuple) return [...v.items];
  if (v instanceof PyRange) checkSize(v.length);
  const out: PyValue[] = [];
  const it = iterate(v);
  for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
  return out;
}

export function len(v: PyValue): number {
  if (typeof v === 'string') return [...v].length;
  if (v instanceof PyList || v instanceof PyTuple) return v.items.length;
  if (v instanceof PyDict || v instanceof PySet) return v.map.size;
  if (v instanceof PyRange) return v.length;
  if (v instanceof PyObj) {
    if (v instanceof PyInstance) {
      const r = callMethodIfDefined(v, '__len__', []);
      if (typeof r === 'bigint') return Number(r);
    }
    const slot = v.cls.slot('len');
    if (slot) return slot(v);
  }
  throw pyError(exc.TypeError, `object of type '${typeName(v)}' has no len()`);
}
