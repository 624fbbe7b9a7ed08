/**
 * `pydantic.BaseModel`: fields collected from annotations, validation on construction,
 * the hidden fields-set (`model_fields_set`) kept exactly as pydantic keeps it, and the
 * model_* methods. Each instance keeps its field values as attributes and the fields-set
 * in its native state.
 */
import {
  builtin,
  call,
  eq,
  exc,
  hashKey,
  type Kwargs,
  NativeObject,
  newException,
  objectType,
  PyClass,
  PyDict,
  PyInstance,
  PyList,
  PyObj,
  PyOpaque,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  typeDisplay,
  type ValueKind,
} from '../../engine/api';
import { NoSchema, type Schema, schemaOf } from './schema';
import { formatValidationError, INVALID, type LineError, type Loc, validate } from './validate';

/** A field as the model class knows it. */
export interface FieldSpec {
  readonly name: string;
  readonly annotation: PyValue;
  readonly schema: Schema;
  /** Present when the field has a plain default. */
  readonly default?: PyValue;
  /** Present when the field has `default_factory`. */
  readonly factory?: PyValue;
  readonly info: PyOpaque;
}

export interface ModelConfig {
  readonly arbitraryTypes: boolean;
  readonly validateAssignment: boolean;
  readonly extra: 'ignore' | 'forbid' | 'allow';
  readonly frozen: boolean;
}

interface ModelInfo {
  readonly fields: Map<string, FieldSpec>;
  readonly config: ModelConfig;
}

/**
 * Pydantic's `__pydantic_fields_set__`: a real Python set, and the very object
 * `model.model_fields_set` returns, so code that adds to it changes the model (as it does in
 * pydantic). A change to it also marks its model changed, so the trace shows the new fields-set.
 */
export class FieldsSet extends PySet {
  constructor(
    private readonly owner: PyObj,
    names: Iterable<string> = [],
  ) {
    super();
    for (const n of names) this.map.set(n, n);
  }
  has(name: string): boolean {
    return this.map.has(name);
  }
  add(name: string): void {
    this.map.set(name, name);
    this.touch();
  }
  clear(): void {
    this.map.clear();
    this.touch();
  }
  /** The field names in it (anything else a script added is not a field name). */
  *[Symbol.iterator](): Iterator<string> {
    for (const v of this.map.values()) if (typeof v === 'string') yield v;
  }
  override touch(): void {
    super.touch();
    this.owner.touch();
  }
}

/** What an instance keeps beside its attributes. */
export interface ModelState {
  readonly fieldsSet: FieldsSet;
  readonly extra: Set<string>;
}

const models = new WeakMap<PyClass, ModelInfo>();

const undefinedType = new PyClass('PydanticUndefinedType', [objectType], {}, 'pydantic_core._pydantic_core');
/** pydantic's marker for "no default". */
export const pydanticUndefined = new PyOpaque(undefinedType, 'PydanticUndefined');

/** A field's FieldInfo: `default`, `default_factory`, `annotation` and `is_required()` as pydantic has them. */
export const fieldInfoType = new PyClass(
  'FieldInfo',
  [objectType],
  {
    getattr: (self, name) => {
      const info = (self as PyOpaque).payload as FieldArgs & { annotation?: PyValue };
      if (name === 'default') return info.default ?? pydanticUndefined;
      if (name === 'default_factory') return info.factory ?? null;
      if (name === 'annotation') return info.annotation ?? null;
      if (name === 'is_required') return builtin('is_required', () => info.default === undefined && info.factory === undefined);
      return undefined;
    },
  },
  'pydantic.fields',
);
export const validationErrorType = new PyClass('ValidationError', [exc.ValueError], {}, 'pydantic_core._pydantic_core');
const schemaErrorType = new PyClass('PydanticSchemaGenerationError', [exc.TypeError], {}, 'pydantic.errors');

export interface FieldArgs {
  default?: PyValue;
  factory?: PyValue;
}

function infoOf(cls: PyClass): ModelInfo {
  for (const c of cls.mro) {
    const info = models.get(c);
    if (info) return info;
  }
  throw pyError(exc.TypeError, `${cls.name} is not a pydantic model`);
}

export function isModelClass(c: PyClass): boolean {
  return c !== baseModel && c.isSubclassOf(baseModel);
}

function stateOf(inst: PyInstance): ModelState {
  return inst.native as ModelState;
}

function isModelInstance(v: PyValue): v is PyInstance {
  return v instanceof PyInstance && isModelClass(v.type);
}

/**
 * `copy.deepcopy` of the values scenarios hold: containers, models (fields-set included),
 * plain instances, tensors (cloned). Pydantic uses it for unhashable defaults; the `copy`
 * module exposes it.
 */
function deepCopy(v: PyValue, memo = new Map<PyObj, PyValue>()): PyValue {
  if (!(v instanceof PyObj)) return v;
  const seen = memo.get(v);
  if (seen !== undefined) return seen;
  if (v instanceof PyList) {
    const out = new PyList();
    memo.set(v, out);
    out.items = v.items.map((x) => deepCopy(x, memo));
    return out;
  }
  if (v instanceof PyDict) {
    const out = new PyDict();
    memo.set(v, out);
    for (const [k, [key, x]] of v.map) out.map.set(k, [key, deepCopy(x, memo)]);
    return out;
  }
  if (v instanceof PySet) {
    const out = new PySet(v.frozen);
    for (const [k, x] of v.map) out.map.set(k, x);
    return out;
  }
  if (v instanceof PyTuple) return new PyTuple(v.items.map((x) => deepCopy(x, memo)));
  if (isModelInstance(v)) {
    const out = new PyInstance(v.type);
    memo.set(v, out);
    for (const [k, x] of v.attrs) out.attrs.set(k, deepCopy(x, memo));
    out.native = { fieldsSet: new FieldsSet(out, stateOf(v).fieldsSet), extra: new Set(stateOf(v).extra) } satisfies ModelState;
    return out;
  }
  if (v instanceof PyInstance && !v.type.isSubclassOf(exc.BaseException)) {
    const out = new PyInstance(v.type);
    memo.set(v, out);
    for (const [k, x] of v.attrs) out.attrs.set(k, deepCopy(x, memo));
    return out;
  }
  if (v instanceof NativeObject) {
    const clone = v.cls.lookup('clone');
    if (clone) return call(clone, [v], null);
  }
  return v;
}

function defaultValue(f: FieldSpec): PyValue {
  if (f.factory !== undefined) return call(f.factory, [], null);
  const d = f.default as PyValue;
  try {
    hashKey(d);
    return d;
  } catch {
    return deepCopy(d);
  }
}

function raiseValidation(title: string, errors: LineError[]): never {
  const e = newException(validationErrorType, [formatValidationError(title, errors)]);
  e.attrs.set('__errors__', new PyOpaque(objectType, '<errors>', errors));
  e.attrs.set('title', title);
  throw e;
}

function configOf(cls: PyClass, parent: ModelConfig | null): ModelConfig {
  const raw = cls.dict.get('model_config');
  const get = (k: string): PyValue | undefined => (raw instanceof PyDict ? raw.map.get(k)?.[1] : undefined) ?? cls.dict.get(`__kw_${k}__`);
  const base = parent ?? { arbitraryTypes: false, validateAssignment: false, extra: 'ignore' as const, frozen: false };
  const extra = get('extra');
  return {
    arbitraryTypes: get('arbitrary_types_allowed') !== undefined ? get('arbitrary_types_allowed') === true : base.arbitraryTypes,
    validateAssignment: get('validate_assignment') !== undefined ? get('validate_assignment') === true : base.validateAssignment,
    extra: extra === 'forbid' || extra === 'allow' || extra === 'ignore' ? extra : base.extra,
    frozen: get('frozen') !== undefined ? get('frozen') === true : base.frozen,
  };
}

function fieldInfoRepr(annotation: PyValue, f: { default?: PyValue; factory?: PyValue }): string {
  const parts = [
    `annotation=${typeDisplay(annotation).replace(/typing\./g, '')}`,
    `required=${f.default === undefined && f.factory === undefined ? 'True' : 'False'}`,
  ];
  if (f.default !== undefined) parts.push(`default=${repr(f.default)}`);
  if (f.factory !== undefined) parts.push(`default_factory=${f.factory instanceof PyClass ? f.factory.name : repr(f.factory)}`);
  return `FieldInfo(${parts.join(', ')})`;
}

/** Runs once per model class, after its body: collects fields in MRO order and removes their defaults from the class. */
function initSubclass(cls: PyClass): void {
  const parentInfo = cls.mro.slice(1).find((c) => models.has(c));
  const config = configOf(cls, parentInfo ? (models.get(parentInfo) as ModelInfo).config : null);
  const fields = new Map<string, FieldSpec>(parentInfo ? (models.get(parentInfo) as ModelInfo).fields : []);
  const anns = cls.dict.get('__annotations__');
  if (anns instanceof PyDict) {
    for (const [name, annotation] of anns.map.values()) {
      if (typeof name !== 'string' || name.startsWith('_') || name === 'model_config') continue;
      const raw = cls.dict.get(name);
      let spec: FieldArgs = {};
      if (raw instanceof PyOpaque && raw.type === fieldInfoType) spec = raw.payload as FieldArgs;
      else if (raw !== undefined) spec = { default: raw };
      let schema: Schema;
      try {
        schema = schemaOf(annotation, isModelClass, config.arbitraryTypes);
      } catch (e) {
        if (e instanceof NoSchema) {
          throw newException(schemaErrorType, [
            `Unable to generate pydantic-core schema for ${repr(e.type)}. Set \`arbitrary_types_allowed=True\` in the model_config to ignore this error or implement \`__get_pydantic_core_schema__\` on your type to fully support it.`,
          ]);
        }
        throw e;
      }
      const info = new PyOpaque(fieldInfoType, fieldInfoRepr(annotation, spec), { ...spec, annotation });
      fields.set(name, { name, annotation, schema, info, ...spec });
      cls.dict.delete(name);
    }
  }
  models.set(cls, { fields, config });
  const fieldsDict = new PyDict();
  for (const [k, f] of fields) fieldsDict.map.set(k, [k, f.info]);
  cls.dict.set('model_fields', fieldsDict);
}

/** Validates `input` into a new instance of `cls`, collecting errors under `loc`. */
function buildInstance(cls: PyClass, input: Map<string, PyValue>, loc: Loc, errors: LineError[], inputDict: () => PyValue): PyInstance | typeof INVALID {
  const { fields, config } = infoOf(cls);
  const inst = new PyInstance(cls);
  const state: ModelState = { fieldsSet: new FieldsSet(inst), extra: new Set() };
  inst.native = state;
  const before = errors.length;
  for (const [name, f] of fields) {
    const v = input.get(name);
    if (v === undefined) {
      if (f.default === undefined && f.factory === undefined) {
        errors.push({ type: 'missing', loc: [...loc, name], msg: 'Field required', input: inputDict() });
        continue;
      }
      inst.attrs.set(name, defaultValue(f));
      continue;
    }
    state.fieldsSet.add(name);
    const r = validate(f.schema, v, [...loc, name], errors, validateModel);
    if (r !== INVALID) inst.attrs.set(name, r);
  }
  for (const [k, v] of input) {
    if (fields.has(k)) continue;
    if (config.extra === 'forbid') errors.push({ type: 'extra_forbidden', loc: [...loc, k], msg: 'Extra inputs are not permitted', input: v });
    else if (config.extra === 'allow') {
      inst.attrs.set(k, v);
      state.extra.add(k);
      state.fieldsSet.add(k);
    }
  }
  return errors.length > before ? INVALID : inst;
}

/** Nested model fields: an instance passes through (pydantic's revalidate 'never'); a dict is validated. */
function validateModel(cls: PyClass, v: PyValue, loc: Loc, errors: LineError[]) {
  if (v instanceof PyInstance && v.type.isSubclassOf(cls)) return v;
  if (!(v instanceof PyDict)) {
    errors.push({ type: 'model_type', loc, msg: `Input should be a valid dictionary or instance of ${cls.name}`, input: v });
    return INVALID;
  }
  const input = new Map<string, PyValue>();
  for (const [k, x] of v.map.values()) if (typeof k === 'string') input.set(k, x);
  return buildInstance(cls, input, loc, errors, () => v);
}

function kwargsDict(kwargs: Kwargs): PyDict {
  const d = new PyDict();
  if (kwargs) for (const [k, v] of kwargs) d.map.set(k, [k, v]);
  return d;
}

function construct(cls: PyClass, args: PyValue[], kwargs: Kwargs): PyValue {
  if (cls === baseModel) throw pyError(exc.TypeError, 'BaseModel cannot be instantiated directly');
  if (args.length > 0) throw pyError(exc.TypeError, `BaseModel.__init__() takes 1 positional argument but ${args.length + 1} were given`);
  const errors: LineError[] = [];
  const input = kwargs ?? new Map<string, PyValue>();
  const inst = buildInstance(cls, input, [], errors, () => kwargsDict(kwargs));
  if (inst === INVALID) raiseValidation(cls.name, errors);
  return inst;
}

function setField(self: PyObj, name: string, value: PyValue): void {
  const inst = self as PyInstance;
  const { fields, config } = infoOf(inst.type);
  const state = stateOf(inst);
  const f = fields.get(name);
  if (config.frozen) raiseValidation(inst.type.name, [{ type: 'frozen_instance', loc: [name], msg: 'Instance is frozen', input: value }]);
  if (!f) {
    if (config.extra === 'allow') {
      inst.attrs.set(name, value);
      state.extra.add(name);
      state.fieldsSet.add(name);
      return;
    }
    throw pyError(exc.ValueError, `"${inst.type.name}" object has no field "${name}"`);
  }
  let v = value;
  if (config.validateAssignment) {
    const errors: LineError[] = [];
    const r = validate(f.schema, value, [name], errors, validateModel);
    if (r === INVALID) raiseValidation(inst.type.name, errors);
    v = r;
  }
  inst.attrs.set(name, v);
  state.fieldsSet.add(name);
}

function fieldsSetValue(inst: PyInstance): PySet {
  return stateOf(inst).fieldsSet;
}

function modelRepr(self: PyObj): string {
  const inst = self as PyInstance;
  return `${inst.type.name}(${[...inst.attrs].map(([k, v]) => `${k}=${repr(v)}`).join(', ')})`;
}

/** `str(model)`: the fields space-separated, without the class name (pydantic's `__repr_str__(' ')`). */
function modelStr(self: PyObj): string {
  return [...(self as PyInstance).attrs].map(([k, v]) => `${k}=${repr(v)}`).join(' ');
}

/**
 * A model instance as a trace step shows it (fields in declaration order, the fields-set) and as
 * the contract encodes it (`{"model", "fields_set", "fields"}`, a declared field the instance
 * lacks written `{"missing": true}`).
 */
const modelKind: ValueKind = {
  view: (self, value) => {
    const inst = self as PyInstance;
    const { fields } = infoOf(inst.type);
    return {
      kind: 'model',
      id: inst.id,
      type: inst.type.name,
      fields: [...fields.keys()].filter((k) => inst.attrs.has(k)).map((k) => [k, value(inst.attrs.get(k) as PyValue)] as const),
      fieldsSet: [...stateOf(inst).fieldsSet].sort(),
    };
  },
  canon: (self, enc) => {
    const inst = self as PyInstance;
    const out: Record<string, ReturnType<typeof enc>> = {};
    for (const name of infoOf(inst.type).fields.keys()) out[name] = inst.attrs.has(name) ? enc(inst.attrs.get(name) as PyValue) : { missing: true };
    return { model: inst.type.name, fields_set: [...stateOf(inst).fieldsSet].sort(), fields: out };
  },
};

/** `pydantic.BaseModel`. */
export const baseModel: PyClass = new PyClass(
  'BaseModel',
  [objectType],
  {
    call: construct,
    initSubclass,
    setattr: setField,
    getattr: (self, name) => {
      const inst = self as PyInstance;
      if (name === 'model_fields_set' || name === '__fields_set__') return fieldsSetValue(inst);
      if (name === 'model_extra') {
        const d = new PyDict();
        for (const k of stateOf(inst).extra) d.map.set(k, [k, inst.attrs.get(k) ?? null]);
        return infoOf(inst.type).config.extra === 'allow' ? d : null;
      }
      return undefined;
    },
    repr: modelRepr,
    str: modelStr,
    /** Iterating a model yields (field name, value) pairs, as `dict(model)` relies on. */
    iter: (self) => [...(self as PyInstance).attrs].map(([k, v]) => new PyTuple([k, v])),
    eq: (self, other) => {
      const a = self as PyInstance;
      if (!(other instanceof PyInstance) || other.type !== a.type) return false;
      if (a.attrs.size !== other.attrs.size) return false;
      for (const [k, v] of a.attrs) if (!other.attrs.has(k) || !eq(v, other.attrs.get(k) as PyValue)) return false;
      return true;
    },
    valueKind: modelKind,
  },
  'pydantic.main',
);
baseModel.dict.set('__hash__', null);

export { deepCopy, defaultValue, infoOf, isModelInstance, raiseValidation, stateOf, validateModel };
