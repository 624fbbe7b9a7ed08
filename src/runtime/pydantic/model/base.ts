/**
 * `pydantic.BaseModel` itself: construction (`__init__` validates into the new instance),
 * attribute access to private attributes and extras, `repr`/`str`, equality, iteration,
 * hashing of frozen models, and the model view the trace shows (fields, fields-set, aliases,
 * computed fields and each field's input).
 */
import {
  builtinTypes,
  type Canon,
  call,
  defineGetSets,
  eq,
  exc,
  getAttr,
  hash,
  type Kwargs,
  type ObjView,
  objectType,
  PyBuiltin,
  PyClass,
  PyDict,
  PyInstance,
  type PyObj,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  type ValueView,
} from '../../../engine/api';
import { stateOf } from '../core/instance';
import { defOf } from '../core/model-def';
import { newState } from '../core/state';
import { validate } from '../core/validate';
import { warnRenamed } from '../deprecation';
import { delModelAttr, setModelAttr } from './assign';
import { initModelClass } from './build';
import { parametrize } from './generics';
import { modelInfo, requireBuilt } from './info';
import { classTitle, runValidation } from './run';
import { validatorNames } from './validator-names';

/** `BaseModel.__init__(self, /, **data)`: validates `data` into `self`. */
function init(args: PyValue[], kw: Kwargs): PyValue {
  const self = args[0];
  if (!(self instanceof PyInstance)) throw pyError(exc.TypeError, "BaseModel.__init__() missing 1 required positional argument: 'self'");
  if (args.length > 1) throw pyError(exc.TypeError, `BaseModel.__init__() takes 1 positional argument but ${args.length} were given`);
  const def = requireBuilt(modelInfo(self.type));
  const input = new PyDict();
  if (kw) for (const [k, v] of kw) input.map.set(k, [k, v]);
  const state = newState({});
  state.selfInstance = self;
  runValidation(classTitle(self.type), () => validate(def.outerSchema, input, state));
  return null;
}

/** `BaseModel.__new__`: a bare instance; `__init__` (the class's own, or BaseModel's) validates. */
function newModel(cls: PyClass): PyValue {
  if (cls === baseModel) throw pyError(exc.TypeError, 'BaseModel cannot be instantiated directly');
  return new PyInstance(cls);
}

/** Field values (and extras) in `__dict__` order, as `__iter__` and `dict(model)` see them. */
function items(inst: PyInstance): [string, PyValue][] {
  const out = [...inst.attrs];
  const extra = stateOf(inst).extra;
  if (extra) for (const [k, v] of extra.map.values()) out.push([String(k), v]);
  return out;
}

/** pydantic's `__repr_args__`: fields with `repr=True`, extras, then computed fields. */
function reprArgs(inst: PyInstance): [string, PyValue][] {
  const def = defOf(inst.type);
  const out: [string, PyValue][] = [];
  for (const [k, v] of inst.attrs) {
    const f = def?.fields.get(k);
    if (f?.repr) out.push([k, v]);
  }
  const extra = stateOf(inst).extra;
  if (extra) for (const [k, v] of extra.map.values()) out.push([String(k), v]);
  for (const c of def?.computed ?? []) if (c.repr) out.push([c.name, getAttr(inst, c.name)]);
  return out;
}

const inRepr = new Set<PyObj>();

function argsText(inst: PyInstance, sep: string): string {
  if (inRepr.has(inst)) return '...';
  inRepr.add(inst);
  try {
    return reprArgs(inst)
      .map(([k, v]) => `${k}=${v === inst ? `<Recursion on ${inst.type.name} with id=${inst.id}>` : repr(v)}`)
      .join(sep);
  } finally {
    inRepr.delete(inst);
  }
}

/**
 * `BaseModel.__eq__` as pydantic 2.13 has it: same (generic origin) class, equal private and
 * extra values, then equal `__dict__`s; when those differ and a `__dict__` holds keys that are
 * not fields (written through `vars(model)`), only the fields are compared.
 */
function modelEq(self: PyObj, other: PyValue): boolean | undefined {
  const a = self as PyInstance;
  if (!(other instanceof PyInstance) || !other.type.isSubclassOf(baseModel)) return undefined;
  const origin = (c: PyClass) => (c.dict.get('__pydantic_generic_origin__') as PyClass | undefined) ?? c;
  if (origin(a.type) !== origin(other.type)) return false;
  const sa = stateOf(a);
  const sb = stateOf(other);
  if (!eq(sa.private ?? null, sb.private ?? null) || !eq(sa.extra ?? new PyDict(), sb.extra ?? new PyDict())) return false;
  const same = (v: PyValue | undefined, w: PyValue | undefined) => v === w || (v !== undefined && w !== undefined && eq(v, w));
  if (a.attrs.size === other.attrs.size && [...a.attrs].every(([k, v]) => other.attrs.has(k) && same(v, other.attrs.get(k)))) return true;
  const fields = defOf(a.type)?.fields ?? new Map();
  const onlyFields = (m: Map<string, PyValue>) => [...m.keys()].every((k) => fields.has(k));
  if (onlyFields(a.attrs) && onlyFields(other.attrs)) return false;
  for (const name of fields.keys()) if (!same(a.attrs.get(name), other.attrs.get(name))) return false;
  return true;
}

function modelHash(self: PyValue): bigint {
  const inst = self as PyInstance;
  const def = defOf(inst.type);
  if (!def?.config.frozen) throw pyError(exc.TypeError, `unhashable type: '${inst.type.name}'`);
  return hash(new PyTuple([...inst.attrs.values()]));
}

/** `pydantic.BaseModel`. */
export const baseModel: PyClass = new PyClass(
  'BaseModel',
  [objectType],
  {
    new: newModel,
    initSubclass: (cls, keywords) => {
      initModelClass(cls, 'model', undefined, keywords);
    },
    setattr: (self, name, value) => setModelAttr(self as PyInstance, name, value),
    delattr: (self, name) => delModelAttr(self as PyInstance, name),
    getattr: (self, name) => {
      if (!(self instanceof PyInstance)) return undefined;
      const st = stateOf(self);
      switch (name) {
        case 'model_fields_set':
        case '__pydantic_fields_set__':
          return st.fieldsSet;
        case '__fields_set__':
          warnRenamed('attribute', '__fields_set__', '`model_fields_set`');
          return st.fieldsSet;
        case 'model_extra':
        case '__pydantic_extra__':
          return st.extra;
        case '__pydantic_private__':
          return st.private;
        case '__dict__': {
          const d = new PyDict();
          for (const [k, v] of self.attrs) d.map.set(k, [k, v]);
          return d;
        }
      }
      if (name.startsWith('_') && !name.startsWith('__')) {
        const info = modelInfo(self.type);
        if (info.privates.has(name)) {
          const v = st.private?.map.get(name);
          if (v) return v[1];
          throw pyError(exc.AttributeError, `'${self.type.name}' object has no attribute '${name}'`);
        }
      }
      const extra = st.extra?.map.get(name);
      if (extra) return extra[1];
      return undefined;
    },
    repr: (self) => `${(self as PyInstance).type.name}(${argsText(self as PyInstance, ', ')})`,
    str: (self) => argsText(self as PyInstance, ' '),
    iter: (self) => items(self as PyInstance).map(([k, v]) => new PyTuple([k, v])),
    eq: modelEq,
    hash: modelHash,
    valueKind: {
      view: (self, value) => modelView(self as PyInstance, value),
      canon: (self, enc) => modelCanon(self as PyInstance, enc),
    },
    classGetitem: (self, key) => parametrize(self, key),
  },
  'pydantic.main',
);

/**
 * `type(Model)`: pydantic's `ModelMetaclass`. It derives from `ABCMeta` in pydantic, so a model
 * that also derives from `ABC` lets that metaclass decide the call (it refuses abstract classes).
 */
export const modelMetaclass = new PyClass('ModelMetaclass', [builtinTypes.type], {}, 'pydantic._internal._model_construction');
modelMetaclass.slots.callSelf = (self, args, kwargs) => {
  const cls = self as PyClass;
  const other = cls.mro.find((c) => c.meta && c.meta !== modelMetaclass)?.meta ?? null;
  cls.meta = other?.slot('callSelf') ? other : null;
  try {
    return call(cls, args, kwargs);
  } finally {
    cls.meta = modelMetaclass;
  }
};
baseModel.meta = modelMetaclass;
defineGetSets(modelMetaclass, {
  __fields__: {
    get: (cls) => {
      warnRenamed('attribute', '__fields__', 'the `model_fields` class property');
      return getAttr(cls, 'model_fields');
    },
  },
});

baseModel.dict.set('__init__', new PyBuiltin('__init__', init, 'BaseModel.__init__'));
baseModel.dict.set('model_post_init', new PyBuiltin('model_post_init', () => null, 'BaseModel.model_post_init'));
baseModel.dict.set('model_fields', new PyDict());
baseModel.dict.set('model_computed_fields', new PyDict());
baseModel.dict.set('model_config', new PyDict());

/**
 * A model as a trace step shows it: fields in declaration order and the fields-set, plus what the
 * panels explain — dump keys that differ from field names (aliases), computed fields, each
 * field's input before validation and the validators it passed, and extra values.
 */
function modelView(inst: PyInstance, value: (v: PyValue) => ValueView): ObjView {
  const def = defOf(inst.type);
  const st = stateOf(inst);
  const names = def ? [...def.fields.keys()] : [...inst.attrs.keys()];
  const aliases: [string, string][] = [];
  for (const f of def?.fields.values() ?? [])
    if (f.serializationAlias !== null && f.serializationAlias !== f.name) aliases.push([f.name, f.serializationAlias]);
  const inputs = [...st.origins].map(([k, o]) => [k, value(o.input), o.key] as const);
  const extra = st.extra ? [...st.extra.map.values()].map(([k, v]) => [String(k), value(v)] as const) : [];
  const computed = (def?.computed ?? []).map((c) => c.name);
  const validators: [string, string[]][] = [];
  for (const f of def?.fields.values() ?? []) {
    const names = validatorNames(f.schema);
    if (names.length) validators.push([f.name, names]);
  }
  const notFields = def ? [...inst.attrs].filter(([k]) => !def.fields.has(k)).map(([k, v]) => [k, value(v)] as const) : [];
  return {
    kind: 'model',
    id: inst.id,
    type: inst.type.name,
    fields: names.filter((k) => inst.attrs.has(k)).map((k) => [k, value(inst.attrs.get(k) as PyValue)] as const),
    fieldsSet: [...st.fieldsSet].sort(),
    ...(aliases.length ? { aliases } : {}),
    ...(computed.length ? { computed } : {}),
    ...(inputs.length ? { inputs } : {}),
    ...(validators.length ? { validators } : {}),
    ...(extra.length ? { extra } : {}),
    ...(notFields.length ? { notFields } : {}),
  };
}

/** A model in the contract's outcome: `{"model", "fields_set", "fields"}`, a declared field the instance lacks written `{"missing": true}`. */
function modelCanon(inst: PyInstance, enc: (v: PyValue) => Canon): { readonly [key: string]: Canon } {
  const def = defOf(inst.type);
  const fields: Record<string, Canon> = {};
  for (const name of def ? def.fields.keys() : inst.attrs.keys())
    fields[name] = inst.attrs.has(name) ? enc(inst.attrs.get(name) as PyValue) : { missing: true };
  return { model: inst.type.name, fields_set: [...stateOf(inst).fieldsSet].sort(), fields };
}
