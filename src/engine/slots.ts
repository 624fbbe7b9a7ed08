/**
 * Type slots and dunders, both ways, as CPython's `slotdefs` in `Objects/typeobject.c`:
 * - a class defined in Python gets, for each dunder in its namespace, the slot that calls it
 *   (`fillSlots` at creation, `refreshSlot` when a class attribute is assigned);
 * - a builtin or runtime class shows each native slot as a dunder method in its namespace
 *   (`object.__init__`, `dict.__getitem__`, `list.__len__`...), so `super().__init__()` and
 *   `dict.__setitem__(self, k, v)` reach the native behaviour.
 * Every operation then calls one slot, never re-deciding "native or dunder".
 */
import { currentRun } from './context';
import { exc, isException, pyError } from './exceptions';
import { hashOf, intHash } from './hashing';
import { attributeError, call, cLevel, descrGet, typeName, typeOf, WHILE_CALLING } from './objects';
import { truthy } from './ops';
import {
  type CompareOp,
  classHooks,
  NotImplemented,
  ownSlot,
  PyBuiltin,
  PyClass,
  PyFunction,
  PyIterator,
  type PyObj,
  type PyValue,
  type Slots,
  typesChanged,
  type UnaryOp,
} from './values';

export const compareDunders: Record<CompareOp, string> = { '<': '__lt__', '<=': '__le__', '==': '__eq__', '!=': '__ne__', '>': '__gt__', '>=': '__ge__' };

/** Binary operators by symbol: the dunder stem (`__add__`, `__radd__`, `__iadd__`). */
export const binopNames: Record<string, string> = {
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'truediv',
  '//': 'floordiv',
  '%': 'mod',
  '**': 'pow',
  '@': 'matmul',
  '&': 'and',
  '|': 'or',
  '^': 'xor',
  '<<': 'lshift',
  '>>': 'rshift',
};

export const unaryDunders: Record<UnaryOp, string> = { '-': '__neg__', '+': '__pos__', '~': '__invert__', abs: '__abs__' };

/** Which slot each dunder fills. */
const slotdefs = new Map<string, keyof Slots>([
  ['__new__', 'new'],
  ['__init__', 'init'],
  ['__call__', 'callSelf'],
  ['__getattribute__', 'getattribute'],
  ['__getattr__', 'missingattr'],
  ['__setattr__', 'setattr'],
  ['__delattr__', 'delattr'],
  ['__get__', 'descrGet'],
  ['__set__', 'descrSet'],
  ['__delete__', 'descrDelete'],
  ['__repr__', 'repr'],
  ['__str__', 'str'],
  ['__format__', 'format'],
  ['__hash__', 'hash'],
  ['__len__', 'len'],
  ['__iter__', 'iterObject'],
  ['__next__', 'next'],
  ['__contains__', 'contains'],
  ['__getitem__', 'getitem'],
  ['__setitem__', 'setitem'],
  ['__delitem__', 'delitem'],
  ['__bool__', 'bool'],
  ['__index__', 'index'],
  ...Object.values(compareDunders).map((d) => [d, 'richcompare'] as [string, keyof Slots]),
  ...Object.values(unaryDunders).map((d) => [d, 'unary'] as [string, keyof Slots]),
  ...Object.values(binopNames).flatMap((n) => [`__${n}__`, `__r${n}__`, `__i${n}__`].map((d) => [d, 'binop'] as [string, keyof Slots])),
]);

/**
 * Calls the special method `name` of `self`'s class (looked up on the type, bound through the
 * descriptor protocol, as CPython's `lookup_maybe_method`); undefined when the class has none.
 */
export function callSpecial(self: PyValue, name: string, args: PyValue[], kwargs: Map<string, PyValue> | null = null): PyValue | undefined {
  const type = typeOf(self);
  const f = type.lookup(name);
  if (f === undefined) return undefined;
  if (f instanceof PyFunction) return currentRun().functions.callFunction(f, [self, ...args], kwargs);
  if (f instanceof PyBuiltin) return f.fn([self, ...args], kwargs);
  return call(descrGet(f, self, type), args, kwargs);
}

function stringResult(r: PyValue | undefined, what: string): string {
  if (typeof r !== 'string') throw pyError(exc.TypeError, `${what} returned non-string (type ${typeName(r ?? null)})`);
  return r;
}

function intResult(r: PyValue | undefined): bigint | undefined {
  if (typeof r === 'bigint') return r;
  if (typeof r === 'boolean') return r ? 1n : 0n;
  return undefined;
}

/** The slots of a class defined in Python: each calls the dunder it stands for. */
const pythonSlots: Required<Omit<Slots, 'call' | 'getattr' | 'eq' | 'iter' | 'initSubclass' | 'valueKind' | 'classGetitem'>> = {
  new: (cls, args, kwargs) => call(descrGet(cls.lookup('__new__') ?? null, undefined, cls), [cls, ...args], kwargs),
  init: (self, args, kwargs) => {
    const r = callSpecial(self, '__init__', args, kwargs);
    if (r !== null && r !== undefined) throw pyError(exc.TypeError, `__init__() should return None, not '${typeName(r)}'`);
  },
  callSelf: (self, args, kwargs) => cLevel(WHILE_CALLING, () => callSpecial(self, '__call__', args, kwargs) ?? null),
  getattribute: (self, name) => callSpecial(self, '__getattribute__', [name]),
  missingattr: (self, name) => callSpecial(self, '__getattr__', [name]),
  setattr: (self, name, value) => {
    callSpecial(self, '__setattr__', [name, value]);
  },
  delattr: (self, name) => {
    callSpecial(self, '__delattr__', [name]);
  },
  descrGet: (self, obj, owner) => callSpecial(self, '__get__', [obj === undefined ? null : obj, owner]) ?? null,
  descrSet: (self, obj, value) => {
    if (typeOf(self).lookup('__set__') === undefined) throw pyError(exc.AttributeError, '__set__');
    callSpecial(self, '__set__', [obj, value]);
  },
  descrDelete: (self, obj) => {
    if (typeOf(self).lookup('__delete__') === undefined) throw pyError(exc.AttributeError, '__delete__');
    callSpecial(self, '__delete__', [obj]);
  },
  repr: (self) => cLevel(' while getting the repr of an object', () => stringResult(callSpecial(self, '__repr__', []), '__repr__')),
  str: (self) => cLevel(' while getting the str of an object', () => stringResult(callSpecial(self, '__str__', []), '__str__')),
  format: (self, spec) => {
    const r = callSpecial(self, '__format__', [spec]);
    if (typeof r !== 'string') throw pyError(exc.TypeError, `__format__ must return a str, not ${typeName(r ?? null)}`);
    return r;
  },
  hash: (self) => {
    const r = intResult(callSpecial(self, '__hash__', []) ?? null);
    if (r === undefined) throw pyError(exc.TypeError, '__hash__ method should return an integer');
    // CPython's slot_tp_hash: a result that fits a Py_hash_t is the hash as it is (`hash(obj)` is
    // what `__hash__` returned, so `__hash__` returning `hash(self.name)` files it beside that
    // str); a bigger one is reduced as hash(int) does. -1 is reserved.
    if (r < -(1n << 63n) || r >= 1n << 63n) return intHash(r);
    return r === -1n ? -2n : r;
  },
  richcompare: (self, other, op) => cLevel(' in comparison', () => callSpecial(self, compareDunders[op], [other]) ?? NotImplemented),
  len: (self) => {
    const raw = callSpecial(self, '__len__', []) ?? null;
    const r = intResult(raw);
    if (r === undefined) throw pyError(exc.TypeError, `'${typeName(raw)}' object cannot be interpreted as an integer`);
    if (r < 0n) throw pyError(exc.ValueError, '__len__() should return >= 0');
    if (r > BigInt(Number.MAX_SAFE_INTEGER)) throw pyError(exc.OverflowError, "cannot fit 'int' into an index-sized integer");
    return Number(r);
  },
  iterObject: (self) => {
    if (typeOf(self).lookup('__iter__') === null) throw pyError(exc.TypeError, `'${typeName(self)}' object is not iterable`);
    return callSpecial(self, '__iter__', []) ?? null;
  },
  next: (self) => {
    try {
      return callSpecial(self, '__next__', []) ?? null;
    } catch (e) {
      if (isException(e) && e.type.isSubclassOf(exc.StopIteration)) return undefined;
      throw e;
    }
  },
  contains: (self, item) => truthy(callSpecial(self, '__contains__', [item]) ?? null),
  getitem: (self, key) => callSpecial(self, '__getitem__', [key]) ?? null,
  setitem: (self, key, value) => {
    callSpecial(self, '__setitem__', [key, value]);
  },
  delitem: (self, key) => {
    callSpecial(self, '__delitem__', [key]);
  },
  bool: (self) => {
    const r = callSpecial(self, '__bool__', []) ?? null;
    if (typeof r !== 'boolean') throw pyError(exc.TypeError, `__bool__ should return bool, returned ${typeName(r)}`);
    return r;
  },
  index: (self) => {
    const raw = callSpecial(self, '__index__', []) ?? null;
    const r = intResult(raw);
    if (r === undefined) throw pyError(exc.TypeError, `__index__ returned non-int (type ${typeName(raw)})`);
    return r;
  },
  binop: (op, self, other, reflected) => {
    const inplace = op.length > 1 && op.endsWith('=') && op !== '==' && op !== '<=' && op !== '>=' && op !== '!=';
    const stem = binopNames[inplace ? op.slice(0, -1) : op];
    if (!stem) return undefined;
    const r = callSpecial(self, inplace ? `__i${stem}__` : reflected ? `__r${stem}__` : `__${stem}__`, [other]);
    return r === undefined || r === NotImplemented ? undefined : r;
  },
  unary: (self, op) => callSpecial(self, unaryDunders[op], []),
};

/** Sets or clears `cls`'s slot for the dunders that fill `key`, from its own namespace. */
function setFromNamespace(cls: PyClass, key: keyof Slots): void {
  const slots = cls.slots as Record<string, unknown>;
  const names = [...slotdefs].filter(([, k]) => k === key).map(([n]) => n);
  const own = names.filter((n) => cls.dict.has(n));
  if (key === 'hash' && cls.dict.get('__hash__') === null) slots.hash = null;
  else if (own.length > 0) slots[key] = (pythonSlots as Record<string, unknown>)[key];
  else if (slots[key] === (pythonSlots as Record<string, unknown>)[key] || (key === 'hash' && slots.hash === null)) delete slots[key];
  keepInheritedComparisons(cls);
}

/**
 * A class whose own dunders fill `binop` (it defines `__add__`) but not `richcompare` or
 * `unary` would have those derived from its `binop` (values.ts's adapters), which answer
 * NotImplemented and so hide the `__eq__`, `__lt__` or `__neg__` a base defines: such a class
 * gets the slots that call those dunders through its MRO instead.
 */
function keepInheritedComparisons(cls: PyClass): void {
  const slots = cls.slots as Record<string, unknown>;
  if (slots.binop !== pythonSlots.binop) return;
  if (slots.richcompare === undefined) slots.richcompare = pythonSlots.richcompare;
  if (slots.unary === undefined) slots.unary = pythonSlots.unary;
}

/** At class creation: the slots of a class defined in Python, from the dunders it defines. */
export function fillSlots(cls: PyClass): void {
  const keys = new Set<keyof Slots>();
  for (const name of cls.dict.keys()) {
    const key = slotdefs.get(name);
    if (key) keys.add(key);
  }
  for (const key of keys) setFromNamespace(cls, key);
  typesChanged();
}

/** After `cls.name = value` or `del cls.name`: the slot that dunder fills follows. */
export function refreshSlot(cls: PyClass, name: string): void {
  const key = slotdefs.get(name);
  if (!key) return;
  setFromNamespace(cls, key);
  typesChanged();
}

// ---- native slots shown as dunder methods -----------------------------------------

type Method = (args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;

function checkSelf(cls: PyClass, name: string, self: PyValue): void {
  if (!typeOf(self).isSubclassOf(cls)) throw pyError(exc.TypeError, `descriptor '${name}' requires a '${cls.name}' object but received a '${typeName(self)}'`);
}

function noKwargs(name: string, kwargs: Map<string, PyValue> | null): void {
  if (kwargs && kwargs.size > 0) throw pyError(exc.TypeError, `${name}() takes no keyword arguments`);
}

function wrappers(cls: PyClass): Record<string, Method> {
  // A slot that calls a dunder in the class's namespace (a runtime class's `__eq__` method) has
  // that dunder already; wrapping it would give the other comparisons a method that calls itself.
  const s = Object.fromEntries(Object.entries(cls.slots).filter(([, f]) => !pythonSlotFns.has(f))) as Slots;
  const out: Record<string, Method> = {};
  const method = (name: string, arity: number, fn: (self: PyValue, args: PyValue[]) => PyValue) => {
    out[name] = (args, kwargs) => {
      if (args.length === 0) throw pyError(exc.TypeError, `descriptor '${name}' of '${cls.name}' object needs an argument`);
      checkSelf(cls, name, args[0]);
      noKwargs(name, kwargs);
      if (args.length - 1 !== arity) throw pyError(exc.TypeError, `expected ${arity} argument${arity === 1 ? '' : 's'}, got ${args.length - 1}`);
      return fn(args[0], args.slice(1));
    };
  };
  const { repr, str, format, hash, len, iter, next, contains, getitem, setitem, delitem, bool, index, binop, descrGet, descrSet, descrDelete, callSelf } = s;
  const native = <K extends 'richcompare' | 'unary'>(key: K) => {
    const f = ownSlot(cls, key);
    return pythonSlotFns.has(f) ? undefined : f;
  };
  const richcompare = native('richcompare');
  const unary = native('unary');
  if (repr) method('__repr__', 0, (self) => repr(self as PyObj));
  if (str) method('__str__', 0, (self) => str(self as PyObj));
  if (format) method('__format__', 1, (self, [spec]) => format(self, spec as string));
  if (hash) method('__hash__', 0, (self) => hashOf(hash(self)));
  if (richcompare) for (const [op, d] of Object.entries(compareDunders)) method(d, 1, (self, [o]) => richcompare(self, o, op as CompareOp));
  if (len) method('__len__', 0, (self) => BigInt(len(self as PyObj)));
  if (iter) method('__iter__', 0, (self) => new PyIterator(iter(self as PyObj)[Symbol.iterator](), `${cls.name}_iterator`));
  if (next)
    method('__next__', 0, (self) => {
      const v = next(self);
      if (v === undefined) throw pyError(exc.StopIteration);
      return v;
    });
  if (contains) method('__contains__', 1, (self, [x]) => contains(self, x));
  if (getitem) method('__getitem__', 1, (self, [k]) => getitem(self as PyObj, k));
  if (setitem)
    method('__setitem__', 2, (self, [k, v]) => {
      setitem(self as PyObj, k, v);
      (self as PyObj).touch();
      return null;
    });
  if (delitem)
    method('__delitem__', 1, (self, [k]) => {
      delitem(self as PyObj, k);
      (self as PyObj).touch();
      return null;
    });
  if (bool) method('__bool__', 0, (self) => bool(self as PyObj));
  if (index) method('__index__', 0, (self) => index(self));
  if (binop) {
    for (const [op, stem] of Object.entries(binopNames)) {
      method(`__${stem}__`, 1, (self, [o]) => binop(op, self as PyObj, o, false) ?? NotImplemented);
      method(`__r${stem}__`, 1, (self, [o]) => binop(op, self as PyObj, o, true) ?? NotImplemented);
    }
  }
  if (unary)
    for (const [op, d] of Object.entries(unaryDunders))
      method(d, 0, (self) => {
        const r = unary(self, op as UnaryOp);
        if (r === undefined) throw pyError(exc.TypeError, `bad operand type for unary ${op}: '${typeName(self)}'`);
        return r;
      });
  if (descrGet)
    out.__get__ = (args, kwargs) => {
      noKwargs('__get__', kwargs);
      if (args.length < 2 || args.length > 3) throw pyError(exc.TypeError, `expected 1 or 2 arguments, got ${args.length - 1}`);
      checkSelf(cls, '__get__', args[0]);
      const obj = args[1] === null && args.length > 2 ? undefined : args[1];
      const owner = args[2] ?? typeOf(args[1]);
      if (!(owner instanceof PyClass)) throw pyError(exc.TypeError, '__get__(None, None) is invalid');
      return descrGet(args[0], obj, owner);
    };
  if (descrSet)
    method('__set__', 2, (self, [o, v]) => {
      descrSet(self, o, v);
      return null;
    });
  if (descrDelete)
    method('__delete__', 1, (self, [o]) => {
      descrDelete(self, o);
      return null;
    });
  if (callSelf)
    out.__call__ = (args, kwargs) => {
      if (args.length === 0) throw pyError(exc.TypeError, `descriptor '__call__' of '${cls.name}' object needs an argument`);
      checkSelf(cls, '__call__', args[0]);
      return callSelf(args[0], args.slice(1), kwargs);
    };
  const { new: make, init, getattribute, setattr, delattr } = s;
  if (make)
    out.__new__ = (args, kwargs) => {
      const c = args[0];
      if (c === undefined) throw pyError(exc.TypeError, `${cls.name}.__new__(): not enough arguments`);
      if (!(c instanceof PyClass)) throw pyError(exc.TypeError, `${cls.name}.__new__(X): X is not a type object (${typeName(c)})`);
      if (!c.isSubclassOf(cls)) throw pyError(exc.TypeError, `${cls.name}.__new__(${c.name}): ${c.name} is not a subtype of ${cls.name}`);
      return make(c, args.slice(1), kwargs);
    };
  if (init)
    out.__init__ = (args, kwargs) => {
      if (args.length === 0) throw pyError(exc.TypeError, `descriptor '__init__' of '${cls.name}' object needs an argument`);
      checkSelf(cls, '__init__', args[0]);
      init(args[0], args.slice(1), kwargs);
      return null;
    };
  if (getattribute)
    method('__getattribute__', 1, (self, [name]) => {
      if (typeof name !== 'string') throw pyError(exc.TypeError, `attribute name must be string, not '${typeName(name)}'`);
      const v = getattribute(self, name);
      if (v === undefined) throw attributeError(self, name);
      return v;
    });
  if (setattr)
    method('__setattr__', 2, (self, [name, value]) => {
      if (typeof name !== 'string') throw pyError(exc.TypeError, `attribute name must be string, not '${typeName(name)}'`);
      setattr(self as PyObj, name, value);
      return null;
    });
  if (delattr)
    method('__delattr__', 1, (self, [name]) => {
      if (typeof name !== 'string') throw pyError(exc.TypeError, `attribute name must be string, not '${typeName(name)}'`);
      delattr(self as PyObj, name);
      return null;
    });
  return out;
}

/** True while `expose` adds wrappers: they stand for slots the class has, so no slot follows them. */
let exposing = false;

function expose(cls: PyClass): void {
  cls.exposed = true;
  exposing = true;
  try {
    if (cls.slots.hash === null && !cls.dict.has('__hash__')) cls.dict.set('__hash__', null);
    for (const [name, fn] of Object.entries(wrappers(cls))) {
      if (cls.dict.has(name)) continue;
      cls.dict.set(name, new PyBuiltin(name, fn, `${cls.name}.${name}`));
    }
  } finally {
    exposing = false;
  }
}

/** The binary-operator slot of every class defined in Python (`binary_op1` treats it specially). */
export const pythonBinop = pythonSlots.binop;

const pythonSlotFns = new Set<unknown>(Object.values(pythonSlots));

classHooks.dictChanged = (cls, name) => {
  if (exposing) return;
  if (cls.heap) refreshSlot(cls, name);
  else if (name === '__hash__' && cls.dict.get('__hash__') === null) cls.slots.hash = null;
  else fillNativeGap(cls, name);
};

/**
 * A runtime class that defines a dunder as a method in its namespace (`Tensor.__index__`,
 * `no_grad.__call__`, `BaseModel.__init__`) gets the slot that calls it, as a class defined in
 * Python would — unless the class provides that slot natively.
 */
function fillNativeGap(cls: PyClass, name: string): void {
  const key = slotdefs.get(name);
  if (!key || cls.slots[key] !== undefined) return;
  const v = cls.dict.get(name);
  if (!(v instanceof PyBuiltin || v instanceof PyFunction)) return;
  (cls.slots as Record<string, unknown>)[key] = (pythonSlots as Record<string, unknown>)[key];
  keepInheritedComparisons(cls);
  typesChanged();
}

classHooks.expose = (cls) => {
  // A class defined in Python shows its own dunders already; only native slots need methods.
  if (Object.values(cls.slots).every((f) => pythonSlotFns.has(f) || f === null)) cls.exposed = true;
  else expose(cls);
};
