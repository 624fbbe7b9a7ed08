/**
 * The Python object model. Immutable scalars are JS primitives:
 * `null` is None, `boolean` is bool, `bigint` is int, `number` is float, `string` is str.
 * Everything else is a `PyObj` with a stable `id` (its creation order in the run) and a type.
 */
import { asStatic, currentRun } from './context';
import type { Cell, Code } from './frame';
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
   * Set by the run's trace recorder once its heap log holds a view of this object. Only objects
   * of a run (positive ids) use it: each belongs to that run's one recorder, while static objects
   * are shared by every run.
   */
  declare recorded: boolean;

  constructor() {
    const run = currentRun();
    if (run.isStatic) {
      this.id = run.heap.nextId--;
      this.dirtyMark = false;
      this.recorded = false;
    } else {
      this.id = run.heap.nextId++;
      this.dirtyMark = true;
      this.recorded = false;
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

/** Native behaviour a class provides in TypeScript (CPython's type slots). Looked up along the MRO. */
export interface Slots {
  /** Builds an instance when the class is called. */
  call?: (cls: PyClass, args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;
  getattr?: (self: PyObj, name: string) => PyValue | undefined;
  setattr?: (self: PyObj, name: string, value: PyValue) => void;
  repr?: (self: PyObj) => string;
  /** `str()` when it differs from `repr()` (pydantic models print `a=1 b=2`). */
  str?: (self: PyObj) => string;
  eq?: (self: PyObj, other: PyValue) => boolean | undefined;
  len?: (self: PyObj) => number;
  iter?: (self: PyObj) => Iterable<PyValue>;
  getitem?: (self: PyObj, key: PyValue) => PyValue;
  setitem?: (self: PyObj, key: PyValue, value: PyValue) => void;
  bool?: (self: PyObj) => boolean;
  /** Binary arithmetic; returns undefined when the operand types are not supported. */
  binop?: (op: string, self: PyObj, other: PyValue, reflected: boolean) => PyValue | undefined;
  /** Called after a subclass body ran, to let the base compute class-level state (pydantic fields). */
  initSubclass?: (cls: PyClass) => void;
  /** A kind of value of the runtime's own (a pydantic model, a tensor): how the trace shows it and the contract encodes it. */
  valueKind?: ValueKind;
  /** `hash(self)` as a dict/set key: objects equal by value (a datetime, a UUID) return equal keys. */
  hash?: (self: PyObj) => HashKey;
  /** Calling an instance of this class (`__call__` of a runtime-defined object). */
  callSelf?: (self: PyObj, args: PyValue[], kwargs: Map<string, PyValue> | null) => PyValue;
}

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

export class PyClass extends PyObj {
  mro: PyClass[] = [];
  readonly dict = new Map<string, PyValue>();
  qualname: string;
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

  constructor(
    readonly name: string,
    readonly bases: PyClass[],
    readonly slots: Slots = {},
    readonly module = 'builtins',
  ) {
    super();
    this.qualname = name;
    this.mro = computeMro(this);
    this.meta = bases.find((b) => b.meta)?.meta ?? null;
  }

  get cls(): PyClass {
    return this.meta ?? typeType;
  }

  /** A slot from this class or the nearest base that defines it. */
  slot<K extends keyof Slots>(key: K): Slots[K] | undefined {
    for (const c of this.mro) if (c.slots[key]) return c.slots[key];
    return undefined;
  }

  /** Attribute lookup along the MRO, without descriptors. */
  lookup(name: string): PyValue | undefined {
    for (const c of this.mro) {
      const v = c.dict.get(name);
      if (v !== undefined) return v;
    }
    return undefined;
  }

  /**
   * An abstract base class's `__subclasshook__`/`register` answer for classes outside its MRO
   * (`dict` is a `collections.abc.Mapping`, a class with `__iter__` an `Iterable`); the runtime
   * that defines the ABC sets it.
   */
  virtualSubclass: ((cls: PyClass) => boolean) | null = null;

  isSubclassOf(other: PyClass): boolean {
    return this.mro.includes(other) || (other.virtualSubclass?.(this) ?? false);
  }
}

function computeMro(cls: PyClass): PyClass[] {
  // C3 linearisation, as CPython does it.
  const seqs = cls.bases.map((b) => [...b.mro]);
  seqs.push([...cls.bases]);
  const out = [cls];
  for (;;) {
    const nonEmpty = seqs.filter((s) => s.length > 0);
    if (nonEmpty.length === 0) return out;
    const head = nonEmpty.map((s) => s[0]).find((h) => !nonEmpty.some((s) => s.indexOf(h) > 0));
    if (!head) throw new Error(`cannot create a consistent MRO for ${cls.name}`);
    out.push(head);
    for (const s of nonEmpty) if (s[0] === head) s.shift();
  }
}

/** `object` and `type` are made together, as in CPython. */
export const objectType = new PyClass('object', []);
export const typeType = new PyClass('type', [objectType]);

export class PyList extends PyObj {
  /**
   * How many leading items are the same ones as when the trace recorder last encoded the list:
   * a hint that lets it skip comparing them. A change that does not say where it happened
   * (`touch()`) sets it to 0, so a hint not given costs time, never a stale view.
   */
  unchangedBelow = 0;

  constructor(public items: PyValue[] = []) {
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
    return builtinTypes.list;
  }
}

export class PyTuple extends PyObj {
  constructor(readonly items: readonly PyValue[]) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.tuple;
  }
}

/** A hashable value's identity as a JS map key (1, 1.0 and True are one key, as in Python). */
export type HashKey = string | number | bigint | boolean | null | PyObj;

export class PyDict extends PyObj {
  readonly map = new Map<HashKey, [PyValue, PyValue]>();
  get cls(): PyClass {
    return builtinTypes.dict;
  }
}

export class PySet extends PyObj {
  readonly map = new Map<HashKey, PyValue>();
  constructor(readonly frozen = false) {
    super();
  }
  get cls(): PyClass {
    return this.frozen ? builtinTypes.frozenset : builtinTypes.set;
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
  readonly dict = new Map<string, PyValue>();
  constructor(readonly name: string) {
    super();
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

/** `list[int]`, `Optional[X]` and friends: a type with arguments. */
export class PyGenericAlias extends PyObj {
  constructor(
    readonly origin: PyValue,
    readonly args: readonly PyValue[],
    readonly display: string,
  ) {
    super();
  }
  get cls(): PyClass {
    return builtinTypes.GenericAlias;
  }
}

/** A value that stands for itself: `...`, `typing.Any`, pydantic's `FieldInfo` and similar. */
export class PyOpaque extends PyObj {
  constructor(
    readonly type: PyClass,
    readonly reprText: string,
    public payload: unknown = undefined,
  ) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
}

const iteratorTypes = new Map<string, PyClass>();
function iteratorType(name: string): PyClass {
  let t = iteratorTypes.get(name);
  if (!t) {
    // Made on first use, perhaps inside a run, but shared by every later run: a static object.
    t = asStatic(() => new PyClass(name, [objectType]));
    iteratorTypes.set(name, t);
  }
  return t;
}

function simpleType(name: string, base: PyClass = objectType): PyClass {
  return new PyClass(name, [base]);
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
  GenericAlias: simpleType('types.GenericAlias'),
};

export const Ellipsis = new PyOpaque(builtinTypes.ellipsis, 'Ellipsis');

/** The origin of `X | Y` and `typing.Union[X, Y]` aliases (`types.UnionType`). */
export const unionOrigin = new PyOpaque(new PyClass('types.UnionType', [objectType]), 'typing.Union');
