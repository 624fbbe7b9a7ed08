/**
 * The object protocol: types, calls (`type.__call__`: `__new__` then `__init__`), iteration
 * and length, each through the class's slots. Attribute access lives in `attributes.ts`;
 * Python-defined functions are run by the active run's interpreter (`RunContext.functions`).
 */

import { descrGet } from './attributes';
import { currentRun, hooks } from './context';
import { checkSize, exc, pyError, spendWork, unsupported } from './exceptions';
import {
  builtinTypes,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyDict,
  PyFunction,
  PyIterator,
  PyList,
  PyObj,
  PyRange,
  PySet,
  PyTuple,
  type PyValue,
  typeType,
} from './values';

export {
  attributeError,
  delAttr,
  descrGet,
  descriptorTypes,
  genericGetAttr,
  genericSetAttr,
  getAttr,
  getAttrOrUndefined,
  instanceDict,
  isDataDescriptor,
  methodOf,
  setAttr,
} from './attributes';

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

/** The type's name as CPython's operator errors print it (`tp_name`: `decimal.Decimal` for a C type of a module). */
export function tpName(v: PyValue): string {
  const t = typeOf(v);
  return t.tpName ?? t.name;
}

export function isInstance(v: PyValue, cls: PyClass): boolean {
  return typeOf(v).isSubclassOf(cls);
}

/**
 * `isinstance(v, cls)` as Python answers it (`PyObject_IsInstance`): the metaclass's
 * `__instancecheck__` first (a protocol's structural check, which may refuse), then the MRO and
 * the subclass hooks. `isInstance` is the type's answer alone.
 */
export function instanceCheck(v: PyValue, cls: PyClass): boolean {
  return (cls.virtualInstance?.(v) ?? false) || typeOf(v).isSubclassOf(cls);
}

export function call(f: PyValue, args: PyValue[], kwargs: Kwargs): PyValue {
  if (f instanceof PyFunction) return currentRun().functions.callFunction(f, args, kwargs);
  if (f instanceof PyBuiltin) {
    // A C function's call counts toward the recursion limit while it runs, as CPython's does.
    const rt = currentRun().functions;
    rt.enterC(WHILE_CALLING);
    try {
      return f.fn(args, kwargs);
    } finally {
      rt.depth--;
    }
  }
  if (f instanceof PyBoundMethod) return call(f.func, [f.self, ...args], kwargs);
  if (f instanceof PyClass) {
    // A metaclass that defines calling its classes (an Enum class looks its members up by value).
    const metaCall = f.meta?.slot('callSelf');
    if (metaCall) return metaCall(f, args, kwargs);
    return typeCall(f, args, kwargs);
  }
  const callSelf = typeOf(f).slot('callSelf');
  if (callSelf) return callSelf(f, args, kwargs);
  throw pyError(exc.TypeError, `'${typeName(f)}' object is not callable`);
}

/**
 * Calling a class, as `type.__call__` does: `cls.__new__(cls, ...)`, then `__init__` on the
 * result when it is an instance of `cls`. A native class may build its instances in one step
 * (its `call` slot) unless a class before it in the MRO defines `__new__` or `__init__` (a
 * native class with both, as int, float and str, builds its own subclasses' instances in `call`).
 */
export function typeCall(cls: PyClass, args: PyValue[], kwargs: Kwargs): PyValue {
  // A metaclass the runtime implements calls its classes itself (its `callSelf`); one defined in Python is a `type` as far as this goes.
  if (cls.cls !== typeType && !cls.cls.heap) unsupported('calling a class whose metaclass is not type');
  // Calling a class counts toward the recursion limit unless CPython 3.11 gives it a vectorcall.
  if (vectorcallTypes.has(cls)) return construct(cls, args, kwargs);
  const rt = currentRun().functions;
  rt.enterC(WHILE_CALLING);
  try {
    return construct(cls, args, kwargs);
  } finally {
    rt.depth--;
  }
}

/**
 * The builtin types CPython 3.11 calls through a vectorcall, which makes no recursion check
 * (others go through `_PyObject_MakeTpCall`, which does: classes defined in Python, `str`, `int`,
 * `zip`, `object`...). `map`, `filter`, `enumerate` and `reversed` join when the builtins load.
 */
export const vectorcallTypes = new Set<PyClass>([
  builtinTypes.type,
  builtinTypes.bool,
  builtinTypes.float,
  builtinTypes.tuple,
  builtinTypes.list,
  builtinTypes.dict,
  builtinTypes.set,
  builtinTypes.frozenset,
  builtinTypes.range,
]);

/**
 * Runs `body` one deeper toward the recursion limit, as the C code CPython runs it in checks
 * (`PyObject_Repr`, `PyObject_RichCompare`, a C method calling back). `call` and `typeCall` do
 * the same inline: they run for every builtin call and instantiation, and a closure there would
 * cost an allocation and a JS frame a level.
 */
export function cLevel<T>(where: string, body: () => T): T {
  const rt = currentRun().functions;
  rt.enterC(where);
  try {
    return body();
  } finally {
    rt.depth--;
  }
}

/** What CPython's C functions add to "maximum recursion depth exceeded" when their check fails. */
export const WHILE_CALLING = ' while calling a Python object';

function construct(cls: PyClass, args: PyValue[], kwargs: Kwargs): PyValue {
  for (const c of cls.mro) {
    const native = c.slots.call;
    if (native) return native(cls, args, kwargs);
    if (c.slots.new || c.slots.init) break;
  }
  const make = cls.slot('new');
  if (!make) throw pyError(exc.TypeError, `cannot create '${cls.name}' instances`);
  const obj = make(cls, args, kwargs);
  const type = typeOf(obj);
  if (!type.isSubclassOf(cls)) return obj;
  type.slot('init')?.(obj, args, kwargs);
  return obj;
}

export function notIterable(v: PyValue): PyObj {
  return pyError(exc.TypeError, `'${typeName(v)}' object is not iterable`);
}

/** A JS iterator over a Python iterator object (what `__iter__` returned). */
export function iteratorOf(it: PyValue): Iterator<PyValue> {
  if (it instanceof PyIterator) return it.it;
  const next = typeOf(it).slot('next');
  if (!next) throw pyError(exc.TypeError, `iter() returned non-iterator of type '${typeName(it)}'`);
  return {
    next: () => {
      const v = next(it);
      return v === undefined ? { done: true, value: undefined } : { done: false, value: v };
    },
  };
}

/** `iter(v)` as a Python object: the iterator `__iter__` returns, or a builtin iterator. */
export function iterObject(v: PyValue): PyValue {
  if (v instanceof PyObj) {
    const io = v.cls.slot('iterObject');
    if (io) {
      const it = io(v);
      if (!(it instanceof PyIterator) && !typeOf(it).slot('next')) throw pyError(exc.TypeError, `iter() returned non-iterator of type '${typeName(it)}'`);
      return it;
    }
    if (v instanceof PyIterator) return v;
  }
  return new PyIterator(iterate(v), iteratorName(v));
}

function iteratorName(v: PyValue): string {
  if (typeof v === 'string') return [...v].every((c) => c.charCodeAt(0) < 0x80) ? 'str_ascii_iterator' : 'str_iterator';
  if (v instanceof PyList) return 'list_iterator';
  if (v instanceof PyTuple) return 'tuple_iterator';
  if (v instanceof PyDict) return 'dict_keyiterator';
  if (v instanceof PySet) return 'set_iterator';
  if (v instanceof PyRange) return 'range_iterator';
  return 'iterator';
}

/** A JS iterator over a Python iterable (a live view, as Python's iterators are). */
export function iterate(v: PyValue): Iterator<PyValue> {
  if (typeof v === 'string') return stringChars(v);
  if (!(v instanceof PyObj)) throw notIterable(v);
  if (v instanceof PyIterator) return v.it;
  const type = v.cls;
  const io = type.slot('iterObject');
  if (io) return iteratorOf(io(v));
  const native = type.slot('iter');
  if (native) return native(v)[Symbol.iterator]();
  if (type.slot('getitem') && !(v instanceof PyDict) && !(v instanceof PyClass)) return sequenceIter(v);
  throw notIterable(v);
}

function* stringChars(s: string): Iterator<PyValue> {
  for (const ch of s) yield ch;
}

/** The old sequence protocol: `__getitem__(0)`, `(1)`, ... until IndexError. */
function* sequenceIter(v: PyObj): Iterator<PyValue> {
  const get = v.cls.slot('getitem');
  for (let i = 0n; ; i++) {
    try {
      yield get?.(v, i) ?? null;
    } catch (e) {
      if (e instanceof PyObj && typeOf(e).isSubclassOf(exc.IndexError)) return;
      throw e;
    }
  }
}

/** Index-based, so appending during iteration behaves as in CPython. */
export function* listIter(l: PyList): Iterator<PyValue> {
  for (let i = 0; i < l.items.length; i++) {
    if ((i & 1023) === 1023) spendWork(1024);
    yield l.items[i];
  }
}

export function rangeIter(r: PyRange): Iterator<PyValue> {
  return new RangeIterator(r.start, r.stop, r.step);
}

/**
 * A range's iterator: a plain object rather than a JS generator (a loop over a range calls
 * `next` once a step, and a generator's resumption costs the unoptimized code far more).
 */
class RangeIterator implements Iterator<PyValue> {
  private n = 0;
  private done = false;

  constructor(
    private i: bigint,
    private readonly stop: bigint,
    private readonly step: bigint,
  ) {}

  next(): IteratorResult<PyValue> {
    const i = this.i;
    if (this.done || (this.step > 0n ? i >= this.stop : i <= this.stop)) {
      this.done = true;
      return { done: true, value: undefined };
    }
    if ((++this.n & 1023) === 0) spendWork(1024);
    this.i = i + this.step;
    return { done: false, value: i };
  }

  return(): IteratorResult<PyValue> {
    this.done = true;
    return { done: true, value: undefined };
  }

  [Symbol.iterator](): Iterator<PyValue> {
    return this;
  }
}

/**
 * All items of an iterable, in order, as `list(v)` collects them: after getting the iterator,
 * CPython asks the object for its length (`__len__`, else `__length_hint__`) to size the list:
 * a call the trace shows when the class is defined in Python, or is a runtime class whose length
 * may call Python code (collections.abc's `KeysView` over a user's mapping); a builtin type's
 * length runs none.
 */
export function toArray(v: PyValue): PyValue[] {
  if ((v instanceof PyList || v instanceof PyTuple) && !v.type) return [...v.items];
  if (v instanceof PyRange) checkSize(v.length);
  const out: PyValue[] = [];
  const it = iterate(v);
  if (v instanceof PyObj && (v.cls.heap || v.cls.module !== 'builtins')) lengthHint(v);
  for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
  return out;
}

/**
 * CPython's `PySequence_Fast(v, message)` (`str.join`, slice assignment): an exact list or tuple
 * as it is; anything else iterated (a subclass through its own `__iter__`) without asking its
 * length; `message` is the TypeError when `v` is not iterable.
 */
export function sequenceFast(v: PyValue, message: string): PyValue[] {
  if ((v instanceof PyList || v instanceof PyTuple) && !v.type) return [...v.items];
  let it: Iterator<PyValue>;
  try {
    it = iterate(v);
  } catch (e) {
    if (e instanceof PyObj && typeOf(e).isSubclassOf(exc.TypeError)) throw pyError(exc.TypeError, message);
    throw e;
  }
  const out: PyValue[] = [];
  for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
  return out;
}

/**
 * `list.extend` as CPython's `list_extend` does it, which is also how a display's `[*v]`, `(*v,)`
 * and a call's `f(*v)` spread `v` (`it`: its iterator, already made): the length hint comes after
 * the iterator and before the first item, as in `toArray`.
 */
export function extendFrom(out: PyValue[], v: PyValue, it: Iterator<PyValue>): void {
  if (v instanceof PyObj && !((v instanceof PyList || v instanceof PyTuple) && !v.type) && (v.cls.heap || v.cls.module !== 'builtins')) lengthHint(v);
  for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
}

/** `operator.length_hint(v)` for its side effects: `__len__` (a TypeError ignored), else `__length_hint__`. */
function lengthHint(v: PyObj): void {
  const type = v.cls;
  const lenSlot = type.slot('len');
  if (lenSlot) {
    try {
      lenSlot(v);
    } catch (e) {
      if (!(e instanceof PyObj && typeOf(e).isSubclassOf(exc.TypeError))) throw e;
    }
    return;
  }
  const hint = type.lookup('__length_hint__');
  if (hint !== undefined) call(descrGet(hint, v, type), [], null);
}

export function len(v: PyValue): number {
  if (typeof v === 'string') return [...v].length;
  if (v instanceof PyObj) {
    const slot = v.cls.slot('len');
    if (slot) return slot(v);
  }
  throw pyError(exc.TypeError, `object of type '${typeName(v)}' has no len()`);
}
