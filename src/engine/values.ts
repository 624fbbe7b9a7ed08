/**
 * The Python object model. Immutable scalars are JS primitives:
 * `null` is None, `boolean` is bool, `bigint` is int, `number` is float, `string` is str.
 * Everything else is a `PyObj` with a stable `id` (its creation order in the run) and a type.
 */
import { asStatic, currentRun } from './context';
import type { Cell, Code } from './frame';
import { SetTable } from './set-table';
import type { Params } from './syntax/ast';
import type { Canon } from './trace/canonical';
import type { ObjView, ValueView } from './trace/types';

export type PyValue = null | boolean | bigint | number | string | PyObj;

export abstract class PyObj {
  // Declared, then assigned once in the constructor: every object gets the same fields in the
  // same order, with no per-class field initializer to run.
  declare readonly id: number;
  /** True while the object sits in the heap's dirty list. */
  declare dirtyMark: boolean;
  /**
   * The object's position in the run's trace heap log, -1 while the log holds no view of it.
   * Only objects of a run (positive ids) use it: each belongs to that run's one recorder, while
   * static objects are shared by every run.
   */
  declare logPosition: number;
  /**
   * The run's trace recorder's view of a reference to this object (`ValueViews.of`), made the
   * first time a step shows it. Only objects of a run (positive ids) use it, as `logPosition`.
   */
  declare refView: object | null;

  constructor() {
    const run = currentRun();
    if (run.isStatic) {
      this.id = run.heap.nextId--;
      this.dirtyMark = false;
      this.logPosition = -1;
      this.refView = null;
    } else {
      this.id = run.heap.nextId++;
      this.dirtyMark = true;
      this.logPosition = -1;
      this.refView = null;
      run.heap.dirty[run.heap.dirtyCount++] = this;
    }
  }

  abstract get cls(): PyClass;

  /** Call after every in-place change, so the trace shows the new state. */
  touch(): void {
    this.markDirty();
  }

  /** Puts the object in the run's dirty list (once). */
  protected markDirty(): void {
    if (!this.dirtyMark && this.id > 0) {
      this.dirtyMark = true;
      const heap = currentRun().heap;
      heap.dirty[heap.dirtyCount++] = this;
    }
  }
}

/**
 * A class's type slots, as CPython's `PyTypeObject` has them: the native behaviour of each
 * protocol operation. A builtin or runtime class provides them in TypeScript; a class defined
 * in Python gets them from its dunders when it is created (`slots.ts`), so every operation
 * calls one slot and never re-decides "native or dunder". Looked up along the MRO.
 */
export interface Slots {
  /** Builds an instance when the class is called (a native constructor: `__new__` and `__init__` in one). */
  call?: (cls: PyClass, args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;
  /** `__new__`: a new, uninitialised instance of `cls`. */
  new?: (cls: PyClass, args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;
  /** `__init__`. */
  init?: (self: PyValue, args: PyValue[], kwargs: Map<string, PyValue> | null) => void;
  /** `__call__` on an instance. */
  callSelf?: (self: PyValue, args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;
  /** Attributes a native object has beside its instance dict (consulted before its class's). */
  getattr?: (self: PyObj, name: string) => PyValue | undefined;
  /** `__getattribute__` overridden: the whole lookup (undefined: no such attribute). */
  getattribute?: (self: PyValue, name: string) => PyValue | undefined;
  /** `__getattr__`: asked when the normal lookup finds nothing (undefined: no such attribute). */
  missingattr?: (self: PyValue, name: string) => PyValue | undefined;
  setattr?: (self: PyObj, name: string, value: PyValue) => void;
  delattr?: (self: PyObj, name: string) => void;
  /** The descriptor protocol: `__get__` (obj undefined when looked up on the class itself), `__set__`, `__delete__`. */
  descrGet?: (self: PyValue, obj: PyValue | undefined, owner: PyClass) => PyValue;
  descrSet?: (self: PyValue, obj: PyValue, value: PyValue) => void;
  descrDelete?: (self: PyValue, obj: PyValue) => void;
  repr?: (self: PyObj) => string;
  /** `str()` when it differs from `repr()` (pydantic models print `a=1 b=2`). */
  str?: (self: PyObj) => string;
  /** `format(self, spec)`. */
  format?: (self: PyValue, spec: string) => string;
  /**
   * `hash()`; null marks the class unhashable (`__hash__ = None`). A native class may answer a
   * text standing for the value instead (equal values, equal text): its hash is the text's.
   */
  hash?: ((self: PyValue) => bigint | string) | null;
  /** Rich comparison (`<`, `==`, ...): returns `NotImplemented` when it does not know the pair. */
  richcompare?: (self: PyValue, other: PyValue, op: CompareOp) => PyValue;
  /** Equality only (a native class that compares for `==`/`!=` alone); undefined when it does not know the pair. */
  eq?: (self: PyObj, other: PyValue) => boolean | undefined;
  len?: (self: PyObj) => number;
  /** The items, for a native iterable. */
  iter?: (self: PyObj) => Iterable<PyValue>;
  /** `__iter__` defined in Python: returns the iterator object. */
  iterObject?: (self: PyValue) => PyValue;
  /** `__next__`: the next item, or undefined when exhausted (StopIteration). */
  next?: (self: PyValue) => PyValue | undefined;
  contains?: (self: PyValue, item: PyValue) => boolean;
  getitem?: (self: PyObj, key: PyValue) => PyValue;
  /** `__class_getitem__`: subscribing the class itself (`Generic[T]`, `Model[int]`), for a native class. */
  classGetitem?: (cls: PyClass, key: PyValue) => PyValue;
  setitem?: (self: PyObj, key: PyValue, value: PyValue) => void;
  delitem?: (self: PyObj, key: PyValue) => void;
  bool?: (self: PyObj) => boolean;
  /** `__index__`: the object as an exact int. */
  index?: (self: PyValue) => bigint;
  /**
   * Binary arithmetic (`+`, `//`, ... and in place as `+=`); `reflected` when self is the right
   * operand. Returns undefined when the operand types are not supported (NotImplemented).
   * A native class may also answer comparisons (`<`, `==`) and unary operators (`unary-`, `abs`) here.
   */
  binop?: (op: string, self: PyObj, other: PyValue, reflected: boolean) => PyValue | undefined;
  /** Unary `-`, `+`, `~` and `abs()`; undefined when not supported. */
  unary?: (self: PyValue, op: UnaryOp) => PyValue | undefined;
  /**
   * Called after a subclass body ran, to let the base compute class-level state (pydantic
   * fields), as a metaclass would: it takes the class keywords it understands out of `keywords`
   * (`class M(BaseModel, frozen=True)`); the rest go to `__init_subclass__`.
   */
  initSubclass?: (cls: PyClass, keywords: Map<string, PyValue>) => void;
  /** A kind of value of the runtime's own (a pydantic model, a tensor): how the trace shows it and the contract encodes it. */
  valueKind?: ValueKind;
}

export type CompareOp = '<' | '<=' | '==' | '!=' | '>' | '>=';
export type UnaryOp = '-' | '+' | '~' | 'abs';

/**
 * How a runtime's own kind of object appears in a trace and in the contract's outcome. The
 * runtime that defines the type registers it (the `valueKind` slot); the engine's recorder and
 * encoder know no kind by name. An object whose type has one counts among the contract's roots.
 */
export interface ValueKind {
  /** The object as a trace step shows it; `value` turns a nested Python value into the step's scalar or reference. */
  readonly view: (self: PyObj, value: (v: PyValue) => ValueView) => ObjView;
  /**
   * The object in the contract's outcome (`docs/trace-contract.md`), without its `id` (the
   * encoder numbers it); `enc` encodes a nested value in the same walk.
   */
  readonly canon: (self: PyObj, enc: (v: PyValue) => Canon) => { readonly [key: string]: Canon };
  /**
   * For an object that stands for a primitive (an `IntEnum` or `str`-mixin enum member): the
   * primitive, which the contract encodes in the object's place (as `json.dumps` sees an int or
   * str subclass). `view`/`canon` are then not used by the encoder.
   */
  readonly scalar?: (self: PyObj) => PyValue;
}

/**
 * Bumped whenever any class's namespace or slots change, so the per-class caches of attribute
 * and slot lookups (CPython's method cache and type version tags) are dropped together.
 */
let typeVersion = 0;

/** Marks every class's lookup caches stale (after a class attribute or slot changed). */
export function typesChanged(): void {
  typeVersion++;
}

/** Set by `slots.ts`: adds a native class's slots to its namespace as dunder methods (once). */
export const classHooks = {
  expose: (cls: PyClass): void => {
    cls.exposed = true;
  },
  /** Called when a class's namespace changes: the slot a dunder fills follows it. */
  dictChanged: (_cls: PyClass, _name: string): void => {},
  /** `__mro_entries__` of a runtime's value that is not a class (a bare `typing.List` stands for `list`). */
  mroEntry: (_v: PyValue): PyClass | undefined => undefined,
};

/** A class's namespace: a Map that invalidates the lookup caches when it changes. */
export class ClassDict extends Map<string, PyValue> {
  /** The class this is the namespace of (unset while the base constructor runs). */
  owner: PyClass | undefined;
  set(key: string, value: PyValue): this {
    typeVersion++;
    super.set(key, value);
    if (this.owner && key.startsWith('__')) classHooks.dictChanged(this.owner, key);
    return this;
  }
  delete(key: string): boolean {
    typeVersion++;
    const had = super.delete(key);
    if (this.owner && key.startsWith('__')) classHooks.dictChanged(this.owner, key);
    return had;
  }
  clear(): void {
    typeVersion++;
    super.clear();
  }
}

export class PyClass extends PyObj {
  mro: PyClass[] = [];
  readonly dict = new ClassDict();
  qualname: string;
  /** Names from `__slots__` (null: the class declares none). */
  slotNames: readonly string[] | null = null;
  /** Made by a `class` statement or `type(name, bases, ns)` (CPython's heap types): its namespace is writable. */
  heap = false;
  /** Whether this class's native slots are visible as dunder methods in its namespace yet. */
  exposed = false;
  private cacheVersion = -1;
  private readonly attrCache = new Map<string, PyValue | undefined>();
  private readonly slotCache = new Map<keyof Slots, unknown>();
  /** `methodOf`'s answers for instances of this class, by name (null: none); see `methodMemo`. */
  private readonly methodCache = new Map<string, PyValue | null>();
  /**
   * The class's metaclass when it is not `type` (an Enum class's `EnumType`): its slots serve
   * operations on the class object itself (iterating, `len`, `in`, subscripting). Inherited from
   * the first base that has one.
   */
  meta: PyClass | null;
  /** The globals of the module whose `class` statement made this class (string annotations resolve there). */
  definingGlobals: Map<string, PyValue> | null = null;
  /**
   * CPython's `tp_name` when it differs from `__name__`: C types of a stdlib module name themselves
   * with it in some messages (`unsupported operand type(s) for +: 'decimal.Decimal' and 'float'`).
   */
  tpName: string | null = null;
  /**
   * The native slots. A runtime may fill or change them after the class is made (a dataclass's
   * `eq`, a datetime type's `binop`): every write drops the lookup caches.
   */
  readonly slots: Slots;

  constructor(
    readonly name: string,
    readonly bases: PyClass[],
    slots: Slots = {},
    readonly module = 'builtins',
  ) {
    super();
    this.qualname = name;
    this.mro = computeMro(this);
    this.dict.owner = this;
    this.meta = bases.find((b) => b.meta)?.meta ?? null;
    this.slots = new Proxy(slots, slotWrites);
    typeVersion++;
  }

  get cls(): PyClass {
    return this.meta ?? typeType;
  }

  private fresh(): void {
    if (this.cacheVersion !== typeVersion) {
      this.attrCache.clear();
      this.slotCache.clear();
      this.methodCache.clear();
      this.cacheVersion = typeVersion;
    }
  }

  /** A slot from this class or the nearest base that defines it (null counts: `hash` set to None). */
  slot<K extends keyof Slots>(key: K): Slots[K] | undefined {
    this.fresh();
    if (this.slotCache.has(key)) return this.slotCache.get(key) as Slots[K] | undefined;
    let found: Slots[K] | undefined;
    for (const c of this.mro) {
      const own = ownSlot(c, key);
      if (own !== undefined) {
        found = own;
        break;
      }
    }
    this.slotCache.set(key, found);
    return found;
  }

  /**
   * A per-class answer of the attribute protocol (`methodOf` in attributes.ts) that holds while
   * no class changes: undefined when not known yet, and `compute` fills it in. Dropped with the
   * other lookup caches.
   */
  methodMemo(name: string, compute: (cls: PyClass, name: string) => PyValue | null): PyValue | null {
    this.fresh();
    let m = this.methodCache.get(name);
    if (m === undefined) {
      m = compute(this, name);
      this.methodCache.set(name, m);
    }
    return m;
  }

  /** Attribute lookup along the MRO, without descriptors. */
  lookup(name: string): PyValue | undefined {
    if (!this.exposed) for (const c of this.mro) if (!c.exposed) classHooks.expose(c);
    this.fresh();
    if (this.attrCache.has(name)) return this.attrCache.get(name);
    let found: PyValue | undefined;
    for (const c of this.mro) {
      const v = c.dict.get(name);
      if (v !== undefined) {
        found = v;
        break;
      }
    }
    this.attrCache.set(name, found);
    return found;
  }

  /** The class in the MRO whose namespace defines `name`. */
  definer(name: string): PyClass | undefined {
    for (const c of this.mro) if (c.dict.has(name)) return c;
    return undefined;
  }

  /**
   * An abstract base class's `__subclasshook__`/`register` answer for classes outside its MRO
   * (`dict` is a `collections.abc.Mapping`, a class with `__iter__` an `Iterable`); the runtime
   * that defines the ABC sets it.
   */
  virtualSubclass: ((cls: PyClass) => boolean) | null = null;

  /**
   * A metaclass's `__instancecheck__` for values outside the class's MRO, asked by `isinstance`
   * only (`issubclass` does not): `typing_extensions.TypeVar` counts `typing.TypeVar`s as its own.
   */
  virtualInstance: ((v: PyValue) => boolean) | null = null;

  /**
   * A metaclass's `__subclasscheck__` asked by `issubclass` before the MRO, which may refuse the
   * question (a protocol not marked runtime-checkable raises TypeError); `isinstance` does not ask it.
   */
  subclassCheck: ((cls: PyClass) => boolean) | null = null;

  isSubclassOf(other: PyClass): boolean {
    return this === other || this.mro.includes(other) || (other.virtualSubclass?.(this) ?? false);
  }
}

/** Writes to a class's slots invalidate every class's lookup caches. */
const slotWrites: ProxyHandler<Slots> = {
  set(target, key, value) {
    (target as Record<string | symbol, unknown>)[key] = value;
    typeVersion++;
    return true;
  },
  deleteProperty(target, key) {
    delete (target as Record<string | symbol, unknown>)[key];
    typeVersion++;
    return true;
  },
};

/** The slot `key` a class defines itself (not inherited), derived ones included. */
export function ownSlot<K extends keyof Slots>(cls: PyClass, key: K): Slots[K] | undefined {
  if (key === 'richcompare' || key === 'unary') return derivedSlot(cls.slots, key) as Slots[K];
  return cls.slots[key];
}

/**
 * A native class may answer `==` through `eq`, and comparisons and unary operators through
 * `binop` (a tensor's `<` is elementwise): when it has no `richcompare`/`unary` slot of its own,
 * those stand in for them, so every operation consults one slot. The adapters read `eq` and
 * `binop` when called (a runtime may set them after the class is made).
 */
function derivedSlot(s: Slots, key: 'richcompare' | 'unary'): Slots['richcompare'] | Slots['unary'] {
  if (key === 'richcompare') {
    if (s.richcompare || !(s.eq || s.binop)) return s.richcompare;
    let adapter = richcompareAdapters.get(s);
    if (!adapter) {
      adapter = (self, other, op) => {
        if (s.binop) {
          const r = s.binop(op, self as PyObj, other, false);
          if (r !== undefined) return r;
        }
        if (s.eq && (op === '==' || op === '!=')) {
          const r = s.eq(self as PyObj, other);
          if (r !== undefined) return op === '==' ? r : !r;
        }
        return NotImplemented;
      };
      richcompareAdapters.set(s, adapter);
    }
    return adapter;
  }
  if (s.unary || !s.binop) return s.unary;
  let adapter = unaryAdapters.get(s);
  if (!adapter) {
    adapter = (self, op) => s.binop?.(op === 'abs' ? 'abs' : `unary${op}`, self as PyObj, null, false);
    unaryAdapters.set(s, adapter);
  }
  return adapter;
}

const richcompareAdapters = new WeakMap<Slots, NonNullable<Slots['richcompare']>>();
const unaryAdapters = new WeakMap<Slots, NonNullable<Slots['unary']>>();

/** Thrown when the bases admit no C3 linearisation (a TypeError where a class is made). */
export class MroConflict {
  constructor(readonly heads: PyClass[]) {}
}

function computeMro(cls: PyClass): PyClass[] {
  // C3 linearisation, as CPython does it; with one base (most classes) it is that base's MRO after the class.
  if (cls.bases.length === 0) return [cls];
  if (cls.bases.length === 1) return [cls, ...cls.bases[0].mro];
  const seqs = cls.bases.map((b) => [...b.mro]);
  seqs.push([...cls.bases]);
  const out = [cls];
  for (;;) {
    const nonEmpty = seqs.filter((s) => s.length > 0);
    if (nonEmpty.length === 0) return out;
    const head = nonEmpty.map((s) => s[0]).find((h) => !nonEmpty.some((s) => s.indexOf(h) > 0));
    if (!head) throw new MroConflict(nonEmpty.map((s) => s[0]));
    out.push(head);
    for (const s of nonEmpty) if (s[0] === head) s.shift();
  }
}

/** `object` and `type` are made together, as in CPython. */
export const objectType = new PyClass('object', []);
export const typeType = new PyClass('type', [objectType]);

/**
 * An instance of a builtin container may belong to a subclass defined in Python
 * (`class Stack(list)`): then `type` names that class and `attrs` is its instance dict.
 */
export class PyList extends PyObj {
  attrs: Map<string, PyValue> | undefined = undefined;
  /**
   * How many leading items are the same ones as when the trace recorder last encoded the list:
   * a hint that lets it skip comparing them. A change that does not say where it happened
   * (`touch()`) sets it to 0, so a hint not given costs time, never a stale view.
   */
  unchangedBelow = 0;

  constructor(
    public items: PyValue[] = [],
    readonly type: PyClass | undefined = undefined,
  ) {
    super();
  }

  override touch(): void {
    this.unchangedBelow = 0;
    this.markDirty();
  }

  /** `touch()` for a change that left the items before `index` as they were (an append). */
  touchFrom(index: number): void {
    if (index < this.unchangedBelow) this.unchangedBelow = index;
    this.markDirty();
  }
  get cls(): PyClass {
    return this.type ?? builtinTypes.list;
  }
}

export class PyTuple extends PyObj {
  attrs: Map<string, PyValue> | undefined = undefined;
  constructor(
    readonly items: readonly PyValue[],
    /** A subclass of tuple (a named tuple's class), when not tuple itself. */
    readonly type: PyClass | undefined = undefined,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type ?? builtinTypes.tuple;
  }
}

/** A hashable value's identity as a JS map key (1, 1.0 and True are one key, as in Python). */
export type HashKey = string | number | bigint | boolean | null | PyObj;

/**
 * Keys whose class defines `__hash__` in Python, grouped by hash, so a lookup compares only
 * keys of equal hash with `__eq__` (as CPython's tables do), and each key's hash as computed
 * when it was stored (never recomputed, as CPython keeps it in the entry). Entries may be
 * stale (the key left the table); lookups skip those.
 */
export interface HashBuckets {
  readonly byHash: Map<bigint, PyObj[]>;
  readonly hashOf: Map<PyObj, bigint>;
}

export class PyDict extends PyObj {
  readonly map = new Map<HashKey, [PyValue, PyValue]>();
  buckets: HashBuckets | undefined = undefined;
  attrs: Map<string, PyValue> | undefined = undefined;
  constructor(readonly type: PyClass | undefined = undefined) {
    super();
  }
  get cls(): PyClass {
    return this.type ?? builtinTypes.dict;
  }
}

export class PySet extends PyObj {
  /** The elements, iterated in CPython's table order. */
  readonly map = new SetTable();
  buckets: HashBuckets | undefined = undefined;
  attrs: Map<string, PyValue> | undefined = undefined;
  constructor(
    readonly frozen = false,
    readonly type: PyClass | undefined = undefined,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type ?? (this.frozen ? builtinTypes.frozenset : builtinTypes.set);
  }
}

/** An instance of a class defined in Python (or of an exception class). */
export class PyInstance extends PyObj {
  readonly attrs = new Map<string, PyValue>();
  /** Storage a runtime module keeps beside the attributes (pydantic's fields-set). */
  native: unknown = undefined;
  constructor(readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

/** A runtime-defined object whose state lives in TypeScript (a tensor). */
export abstract class NativeObject extends PyObj {}

export class PyFunction extends PyObj {
  readonly dict = new Map<string, PyValue>();
  /** `__annotations__`: kept apart from `dict` (CPython's `func_annotations`), so `__dict__` does not list it. */
  annotations: PyDict | null = null;
  /** The class whose body defined this function (what zero-argument `super()` uses). */
  ownerClass: PyClass | null = null;
  constructor(
    readonly name: string,
    public qualname: string,
    /** The compiled body, shared by every function made from the same `def` or `lambda`. */
    readonly code: Code,
    /** The cells of enclosing functions this one reads (its free variables), in `code.cells` order. */
    readonly closure: readonly Cell[] | null,
    readonly globals: Map<string, PyValue>,
    public defaults: PyValue[],
    readonly kwDefaults: Map<string, PyValue>,
  ) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.function;
  }
  get params(): Params {
    return this.code.params as Params;
  }
  get file(): string {
    return this.code.file;
  }
}

export type NativeFn = (args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;

export class PyBuiltin extends PyObj {
  /**
   * Whether it binds to an instance when found on a class (a method of a builtin type does;
   * a builtin function like `len` stored as a class attribute does not, as in CPython).
   */
  binds = true;
  constructor(
    readonly name: string,
    readonly fn: NativeFn,
    /** `dict.setdefault` for a method, `len` for a function: what the trace and errors call it. */
    readonly qualname = name,
  ) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.builtin_function_or_method;
  }
}

export class PyBoundMethod extends PyObj {
  constructor(
    readonly self: PyValue,
    readonly func: PyFunction | PyBuiltin,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.func instanceof PyBuiltin ? builtinTypes.builtin_function_or_method : builtinTypes.method;
  }
}

export class PyModule extends PyObj {
  /** The namespace; replaced only by `adoptDict`. */
  dict = new Map<string, PyValue>();
  constructor(readonly name: string) {
    super();
  }

  /**
   * Takes `dict` as the module's namespace, keeping what was bound meanwhile (the registry's use:
   * a module's factory may build its namespace as a map, which then needs no copying).
   */
  adoptDict(dict: Map<string, PyValue>): void {
    this.dict.forEach((v, k) => {
      if (!dict.has(k)) dict.set(k, v);
    });
    this.dict = dict;
  }
  get cls(): PyClass {
    return builtinTypes.module;
  }
}

export class PySlice extends PyObj {
  constructor(
    readonly start: PyValue,
    readonly stop: PyValue,
    readonly step: PyValue,
  ) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.slice;
  }
}

export class PyRange extends PyObj {
  constructor(
    readonly start: bigint,
    readonly stop: bigint,
    readonly step: bigint,
  ) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.range;
  }
  get length(): number {
    const { start, stop, step } = this;
    if (step > 0n) return stop > start ? Number((stop - start + step - 1n) / step) : 0;
    return start > stop ? Number((start - stop - step - 1n) / -step) : 0;
  }
}

/** `bytes` (immutable) and `bytearray` (`mutable`): a byte string. */
export class PyBytes extends PyObj {
  constructor(
    public data: Uint8Array,
    readonly mutable = false,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.mutable ? builtinTypes.bytearray : builtinTypes.bytes;
  }
  /** The bytes as a string of code points 0-255. */
  latin1(): string {
    let s = '';
    for (const b of this.data) s += String.fromCharCode(b);
    return s;
  }
}

/** A running iterator over a JS iterator, typed like CPython's (`list_iterator`, `generator`...). */
export class PyIterator extends PyObj {
  constructor(
    readonly it: Iterator<PyValue>,
    readonly typeName: string,
  ) {
    super();
  }
  get cls(): PyClass {
    return iteratorType(this.typeName);
  }
}

/**
 * A native data descriptor in a builtin class's namespace: `BaseException.args`,
 * `function.__defaults__`, a `__slots__` member. `set` absent: read-only.
 */
export class PyGetSet extends PyObj {
  constructor(
    readonly name: string,
    readonly owner: PyClass,
    readonly get: (obj: PyValue) => PyValue,
    readonly set?: (obj: PyValue, value: PyValue | undefined) => void,
    readonly member = false,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.member ? builtinTypes.member_descriptor : builtinTypes.getset_descriptor;
  }
}

/** `list[int]`, `Optional[X]` and friends: a type with arguments. */
export class PyGenericAlias extends PyObj {
  constructor(
    readonly origin: PyValue,
    readonly args: readonly PyValue[],
    readonly display: string,
    /** Its Python type: `types.GenericAlias`, or a subclass standing for one of typing's alias types. */
    readonly type: PyClass = builtinTypes.GenericAlias,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

/** A value that stands for itself: `...`, `typing.Any`, pydantic's `FieldInfo` and similar. */
export class PyOpaque extends PyObj {
  private text: string | (() => string);
  constructor(
    readonly type: PyClass,
    /** The repr, or a function making it at its first use (for a repr costly to build and seldom shown). */
    reprText: string | (() => string),
    public payload: unknown = undefined,
  ) {
    super();
    this.text = reprText;
  }
  get cls(): PyClass {
    return this.type;
  }
  get reprText(): string {
    const t = this.text;
    if (typeof t === 'string') return t;
    const made = t();
    this.text = made;
    return made;
  }
}

const iteratorTypes = new Map<string, PyClass>();
/** The slots every builtin iterator type shares: it is its own iterator, `next` advances it. */
const iteratorSlots: Slots = {
  iter: (s) => ({ [Symbol.iterator]: () => (s as PyIterator).it }),
  next: (s) => {
    const r = (s as PyIterator).it.next();
    return r.done ? undefined : r.value;
  },
};
/** The class of the builtin iterators named `name` (`map`, `zip`, `list_iterator`...): made once, shared by every run. */
export function iteratorType(name: string): PyClass {
  let t = iteratorTypes.get(name);
  if (!t) {
    // Made on first use, perhaps inside a run, but shared by every later run: a static object.
    t = asStatic(() => new PyClass(name, [objectType], { ...iteratorSlots }));
    iteratorTypes.set(name, t);
  }
  return t;
}

function simpleType(name: string, base: PyClass = objectType): PyClass {
  return new PyClass(name, [base]);
}

/** A C type of a stdlib module: `__name__` its own, messages name it `module.Name` (its `tp_name`). */
function cType(module: string, name: string): PyClass {
  const cls = new PyClass(name, [objectType], {}, module);
  cls.tpName = `${module}.${name}`;
  return cls;
}

const intType = simpleType('int');

/** The builtin types, by their Python names. Their methods are attached by `builtins/`. */
export const builtinTypes = {
  object: objectType,
  type: typeType,
  NoneType: simpleType('NoneType'),
  int: intType,
  bool: simpleType('bool', intType),
  float: simpleType('float'),
  complex: simpleType('complex'),
  bytes: simpleType('bytes'),
  bytearray: simpleType('bytearray'),
  str: simpleType('str'),
  list: simpleType('list'),
  tuple: simpleType('tuple'),
  dict: simpleType('dict'),
  set: simpleType('set'),
  frozenset: simpleType('frozenset'),
  function: simpleType('function'),
  builtin_function_or_method: simpleType('builtin_function_or_method'),
  method: simpleType('method'),
  module: simpleType('module'),
  slice: simpleType('slice'),
  range: simpleType('range'),
  ellipsis: simpleType('ellipsis'),
  NotImplementedType: simpleType('NotImplementedType'),
  GenericAlias: cType('types', 'GenericAlias'),
  cell: simpleType('cell'),
  getset_descriptor: simpleType('getset_descriptor'),
  member_descriptor: simpleType('member_descriptor'),
};

export const Ellipsis = new PyOpaque(builtinTypes.ellipsis, 'Ellipsis');

/** What a binary or comparison dunder returns when it does not handle the other operand. */
export const NotImplemented = new PyOpaque(builtinTypes.NotImplementedType, 'NotImplemented');

/** The origin of `X | Y` and `typing.Union[X, Y]` aliases (`types.UnionType`). */
export const unionOrigin = new PyOpaque(new PyClass('types.UnionType', [objectType]), 'typing.Union');
