/**
 * What `@dataclass` does to a class, shared by `dataclasses` and `pydantic.dataclasses`: the
 * fields from annotations (inherited first), their defaults and `field()` options, CPython's
 * definition-time errors, and the generated `__init__` argument binding, `repr`, `==`, hashing
 * and frozen assignment.
 */
import {
  call,
  compare,
  eq,
  exc,
  genericSetAttr,
  hash,
  type Kwargs,
  newException,
  objectType,
  PyClass,
  PyDict,
  PyGenericAlias,
  PyInstance,
  PyList,
  type PyObj,
  PyOpaque,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  typeOf,
} from '../../engine/api';
import { classVarForm } from '../typing/forms';
import { frozenInstanceError } from './frozen-error';

export interface DcField {
  readonly name: string;
  readonly annotation: PyValue;
  /** A plain default, or a pydantic `Field()` when the class is a pydantic dataclass. */
  readonly default?: PyValue;
  readonly factory?: PyValue;
  readonly init: boolean;
  readonly repr: boolean;
  readonly compare: boolean;
  readonly kwOnly: boolean;
  /** A pydantic `Field()` the field was declared with (pydantic dataclasses). */
  readonly fieldInfo?: PyValue;
  /** `field(metadata=...)`. */
  readonly metadata?: PyValue;
  /** An `InitVar[T]` pseudo-field: an `__init__` parameter passed on to `__post_init__`, never stored. */
  readonly initVar?: boolean;
}

export interface DcOptions {
  readonly init: boolean;
  readonly repr: boolean;
  readonly eq: boolean;
  readonly frozen: boolean;
  readonly kwOnly: boolean;
  readonly order?: boolean;
  /** `unsafe_hash=True`: a field-based `__hash__` even when not frozen. */
  readonly unsafeHash?: boolean;
  /** Whether `__match_args__` is set (`match_args=True`, the default when left out). */
  readonly matchArgs?: boolean;
}

/** `dataclasses.field(...)` as a value in the class body. */
export const fieldType = new PyClass('Field', [objectType], {}, 'dataclasses');
export const missingType = new PyClass('_MISSING_TYPE', [objectType], {}, 'dataclasses');
export const MISSING = new PyOpaque(missingType, '<dataclasses._MISSING_TYPE object>');

export interface FieldArgs {
  readonly default?: PyValue;
  readonly factory?: PyValue;
  readonly init: boolean;
  readonly repr: boolean;
  readonly compare: boolean;
  readonly kwOnly?: boolean;
  readonly fieldInfo?: PyValue;
  readonly metadata?: PyValue;
}

/** `dataclasses.KW_ONLY`: the fields annotated after a `_: KW_ONLY` pseudo-field are keyword-only. */
export const kwOnlyType = new PyClass('_KW_ONLY_TYPE', [objectType], {}, 'dataclasses');
export const KW_ONLY = new PyOpaque(kwOnlyType, '<dataclasses._KW_ONLY_TYPE object>');

/** `dataclasses.InitVar` and its `InitVar[T]` annotations. */
export const initVarType: PyClass = new PyClass(
  'InitVar',
  [objectType],
  {
    classGetitem: (_cls, item) => new PyOpaque(initVarType, `dataclasses.InitVar[${item instanceof PyClass ? item.qualname : repr(item)}]`, item),
  },
  'dataclasses',
);

/** An InitVar annotation; a string one (dotted, the others refused) is a plain field in the reference runner. */
function isInitVar(ann: PyValue): boolean {
  return ann === initVarType || (ann instanceof PyOpaque && ann.type === initVarType);
}

interface Shape {
  /** The fields proper: what `fields()`, repr, comparison and `asdict` see. */
  fields: DcField[];
  /** The fields and the InitVar pseudo-fields in declaration order: what `__init__` binds. */
  all: DcField[];
  options: DcOptions;
}

const shapes = new WeakMap<PyClass, Shape>();

export function dataclassShape(cls: PyClass): Shape | undefined {
  for (const c of cls.mro) {
    const s = shapes.get(c);
    if (s) return s;
  }
  return undefined;
}

/** `dataclass(slots=True)`'s new class has the fields the decorated class collected. */
export function shareShape(from: PyClass, to: PyClass): void {
  const s = shapes.get(from);
  if (s) shapes.set(to, s);
}

export function isDataclassClass(cls: PyClass): boolean {
  return dataclassShape(cls) !== undefined;
}

/**
 * A string annotation (`from __future__ import annotations`, or `x: 'int'`) as CPython 3.11's
 * dataclasses reads it in the reference runner: `_is_type` looks an unqualified name up in
 * `sys.modules[cls.__module__].__dict__`, and the scenario's module is not in `sys.modules`
 * there, so the decorator fails with that AttributeError (a dotted `typing.ClassVar[int]` is
 * looked up through the same absent module and read as a plain field).
 */
function checkStringAnnotation(ann: string): void {
  const m = /^(?:\s*([\p{L}\p{N}_]+)\s*\.)?\s*([\p{L}\p{N}_]+)/u.exec(ann);
  if (m && m[1] === undefined) throw pyError(exc.AttributeError, "'NoneType' object has no attribute '__dict__'");
}

/** A ClassVar annotation; a string one (dotted, the others refused) is a plain field in the reference runner. */
function isClassVar(ann: PyValue): boolean {
  return ann === classVarForm || (ann instanceof PyGenericAlias && ann.origin === classVarForm);
}

function isMutableDefault(v: PyValue): boolean {
  return v instanceof PyList || v instanceof PyDict || (v instanceof PySet && !v.frozen);
}

/** Collects the fields of a class being made a dataclass; `pydanticField` reads a pydantic `Field()` default. */
export function collectDcFields(cls: PyClass, options: DcOptions, pydanticField?: (v: PyValue) => FieldArgs | undefined): DcField[] {
  const fields = new Map<string, DcField>();
  for (const base of [...cls.mro.slice(1)].reverse()) for (const f of shapes.get(base)?.all ?? []) fields.set(f.name, f);
  const anns = cls.dict.get('__annotations__');
  let afterKwOnly = false;
  if (anns instanceof PyDict) {
    for (const [k, ann] of anns.map.values()) {
      if (typeof ann === 'string') checkStringAnnotation(ann);
      if (typeof k !== 'string' || isClassVar(ann)) continue;
      if (ann === KW_ONLY) {
        afterKwOnly = true;
        continue;
      }
      const v = cls.dict.get(k);
      let args: FieldArgs = { init: true, repr: true, compare: true };
      if (v instanceof PyOpaque && v.type === fieldType) args = v.payload as FieldArgs;
      else if (v !== undefined) args = pydanticField?.(v) ?? { ...args, default: v };
      if (args.default !== undefined && isMutableDefault(args.default))
        throw pyError(exc.ValueError, `mutable default <class '${(args.default as PyObj).cls.name}'> for field ${k} is not allowed: use default_factory`);
      if (args.default !== undefined) cls.dict.set(k, args.default);
      else if (v !== undefined) cls.dict.delete(k);
      fields.set(k, {
        name: k,
        annotation: ann,
        ...args,
        kwOnly: args.kwOnly ?? (options.kwOnly || afterKwOnly),
        ...(isInitVar(ann) ? { initVar: true } : {}),
      });
    }
  }
  const list = [...fields.values()];
  let sawDefault = false;
  for (const f of list) {
    if (!f.init || f.kwOnly) continue;
    const has = f.default !== undefined || f.factory !== undefined;
    if (!has && sawDefault) throw pyError(exc.TypeError, `non-default argument '${f.name}' follows default argument`);
    if (has) sawDefault = true;
  }
  const proper = list.filter((f) => !f.initVar);
  shapes.set(cls, { fields: proper, all: list, options });
  return proper;
}

/** Binds `__init__` arguments to fields as CPython's generated `__init__` does (its messages included). */
export function bindInit(cls: PyClass, fields: readonly DcField[], args: PyValue[], kw: Kwargs): Map<string, PyValue> {
  const initFields = fields.filter((f) => f.init);
  const positional = initFields.filter((f) => !f.kwOnly);
  const fn = `${cls.qualname}.__init__`;
  if (args.length > positional.length) {
    const required = positional.filter((f) => f.default === undefined && f.factory === undefined).length;
    const range = required === positional.length ? `${positional.length + 1}` : `from ${required + 1} to ${positional.length + 1}`;
    throw pyError(exc.TypeError, `${fn}() takes ${range} positional argument${positional.length === 0 ? '' : 's'} but ${args.length + 1} were given`);
  }
  const out = new Map<string, PyValue>();
  args.forEach((a, i) => {
    out.set(positional[i].name, a);
  });
  if (kw) {
    for (const [k, v] of kw) {
      const f = initFields.find((x) => x.name === k);
      if (!f) throw pyError(exc.TypeError, `${fn}() got an unexpected keyword argument '${k}'`);
      if (out.has(k)) throw pyError(exc.TypeError, `${fn}() got multiple values for argument '${k}'`);
      out.set(k, v);
    }
  }
  const missing = initFields.filter((f) => !out.has(f.name) && f.default === undefined && f.factory === undefined);
  if (missing.length) {
    const names = missing.map((f) => `'${f.name}'`);
    const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    throw pyError(exc.TypeError, `${fn}() missing ${missing.length} required positional argument${missing.length === 1 ? '' : 's'}: ${list}`);
  }
  for (const f of fields) {
    if (out.has(f.name)) continue;
    if (f.factory !== undefined) out.set(f.name, call(f.factory, [], null));
    else if (f.default !== undefined) out.set(f.name, f.default);
  }
  return out;
}

/** Runs `__post_init__` when the class defines one, with the InitVar values in order. */
export function postInit(inst: PyInstance, initVars: PyValue[] = []): void {
  const hook = inst.type.lookup('__post_init__');
  if (hook !== undefined) call(hook, [inst, ...initVars], null);
}

/** Dataclass instances whose generated repr is running (empty between calls). */
const reprActive = new Set<PyInstance>();

/**
 * `__hash__` by dataclasses' `_hash_action` table. A hash the class body defines is explicit
 * (the `__hash__ = None` a body's own `__eq__` implies is not) and is kept, unless
 * `unsafe_hash=True`, which refuses to overwrite it; otherwise `unsafe_hash=True`, or `eq` with
 * `frozen`, hashes the compared fields as a tuple, and `eq` alone sets `__hash__` to None.
 */
function installHash(cls: PyClass, fields: readonly DcField[], options: DcOptions): void {
  const explicit = cls.dict.has('__hash__') && !(cls.dict.get('__hash__') === null && cls.dict.has('__eq__'));
  if (options.unsafeHash && explicit) throw pyError(exc.TypeError, `Cannot overwrite attribute __hash__ in class ${cls.name}`);
  if (explicit || !(options.unsafeHash || options.eq)) return;
  if (options.unsafeHash || options.frozen) {
    cls.dict.delete('__hash__');
    cls.slots.hash = (self) => hash(new PyTuple(fields.filter((f) => f.compare).map((f) => (self as PyInstance).attrs.get(f.name) ?? null)));
  } else cls.dict.set('__hash__', null);
}

/** Gives a dataclass its `repr`, `==`, hash and frozen behaviour. */
export function installSlots(cls: PyClass, fields: readonly DcField[], options: DcOptions, decorated: PyClass = cls): void {
  // The positional `__init__` fields, for class patterns (`case Point(x, y)`), unless the class set its own.
  if (options.matchArgs !== false && !cls.dict.has('__match_args__'))
    cls.dict.set('__match_args__', new PyTuple(fields.filter((f) => f.init && !f.kwOnly).map((f) => f.name)));
  if (options.repr && !cls.dict.has('__repr__'))
    cls.slots.repr = (self) => {
      // `reprlib.recursive_repr`, as CPython's generated `__repr__`: an instance met inside its own repr is `...`.
      const inst = self as PyInstance;
      if (reprActive.has(inst)) return '...';
      reprActive.add(inst);
      try {
        return `${inst.type.qualname}(${fields
          .filter((f) => f.repr)
          .map((f) => `${f.name}=${repr(inst.attrs.get(f.name) ?? null)}`)
          .join(', ')})`;
      } finally {
        reprActive.delete(inst);
      }
    };
  if (options.eq && !cls.dict.has('__eq__')) {
    cls.slots.eq = (self, other) => {
      if (!(other instanceof PyInstance) || other.type !== (self as PyInstance).type) return undefined;
      return fields.filter((f) => f.compare).every((f) => eq((self as PyInstance).attrs.get(f.name) ?? null, other.attrs.get(f.name) ?? null));
    };
  }
  installHash(cls, fields, options);
  if (options.order) {
    cls.slots.binop = (op, self, other) => {
      if (!['<', '<=', '>', '>='].includes(op) || !(other instanceof PyInstance) || other.type !== (self as PyInstance).type) return undefined;
      const key = (v: PyInstance) => new PyTuple(fields.filter((f) => f.compare).map((f) => v.attrs.get(f.name) ?? null));
      return compare(op, key(self as PyInstance), key(other));
    };
  }
  if (options.frozen) {
    // CPython's generated __setattr__/__delattr__: `if type(self) is cls or name in fields: raise
    // FrozenInstanceError`, else `super(cls, self)` does it, where cls is the decorated class
    // (the old class for slots=True, whose instances then fail that super() call).
    const names = new Set(fields.map((f) => f.name));
    const guarded = (self: PyObj, name: string, value: PyValue | undefined) => {
      if (typeOf(self) === decorated || names.has(name))
        throw newException(frozenInstanceError, [`cannot ${value === undefined ? 'delete' : 'assign to'} field '${name}'`]);
      if (decorated !== cls) throw pyError(exc.TypeError, 'super(type, obj): obj must be an instance or subtype of type');
      genericSetAttr(self, name, value);
    };
    cls.slots.setattr = guarded;
    cls.slots.delattr = (self, name) => guarded(self, name, undefined);
  }
}
