/**
 * Assignment to a model attribute, as pydantic's `__setattr__` handlers decide it: class
 * variables refused, private attributes stored aside, frozen models and fields refused with a
 * ValidationError, `validate_assignment` re-running the field's validation (and the model's
 * before/after validators), extras kept when allowed, and the fields-set updated.
 */
import { descriptorTypes, detachAttrsDict, exc, PyDict, type PyInstance, PyOpaque, type PyValue, pyError } from '../../../engine/api';
import { callValidator, validationInfo } from '../core/call';
import { ValError, valError } from '../core/errors';
import { stateOf } from '../core/instance';
import type { ClassDef } from '../core/model-def';
import type { CoreSchema } from '../core/schema';
import { newState, scoped, type ValState } from '../core/state';
import { validate } from '../core/validate';
import { validatorCallable } from '../core/validate-functions';
import { modelInfo, requireBuilt } from './info';
import { classTitle, runValidation } from './run';

function frozenError(title: string, type: 'frozen_instance' | 'frozen_field', name: string, value: PyValue): never {
  runValidation(title, () => {
    throw valError(type, value).within(name);
  });
  throw new Error('unreachable');
}

/** The model-fields step of an assignment: the field's own validation, with the other fields as `info.data`. */
function assignField(def: ClassDef, inst: PyInstance, dict: PyDict, name: string, value: PyValue, state: ValState): void {
  const f = def.fields.get(name);
  const st = stateOf(inst);
  if (!f) {
    if (def.config.extra !== 'allow') throw new ValError([{ ...valError('no_such_attribute', value, [['attribute', name]]).errors[0], loc: [name] }]);
    const v = def.extrasSchema ? validate(def.extrasSchema, value, state) : value;
    renewDicts(inst);
    if (!st.extra) st.extra = new PyDict();
    st.extra.map.set(name, [name, v]);
    st.fieldsSet.add(name);
    return;
  }
  if (f.frozen) throw valError('frozen_field', value).within(name);
  const data = new PyDict();
  for (const [k, e] of dict.map) if (k !== name) data.map.set(k, [e[0], e[1]]);
  let v: PyValue;
  try {
    v = scoped(state, { fieldName: name, data }, () => validate(f.schema, value, state));
  } catch (e) {
    if (e instanceof ValError) throw e.within(name);
    throw e;
  }
  renewDicts(inst);
  for (const [k, e] of dict.map) if (typeof k === 'string' && k !== name && def.fields.has(k)) inst.attrs.set(k, e[1]);
  inst.attrs.set(name, v);
  st.fieldsSet.add(name);
  st.origins.set(name, { input: value, key: null });
  inst.touch();
}

/**
 * A validated assignment gives the model a new `__dict__` and a new `__pydantic_extra__`
 * (pydantic-core returns new ones, which the model sets), so a `vars(m)` or `m.model_extra`
 * taken before keeps the old values; the fields-set is the same set, updated.
 */
function renewDicts(inst: PyInstance): void {
  detachAttrsDict(inst.attrs);
  const st = stateOf(inst);
  if (st.extra) {
    const extra = new PyDict();
    for (const [k, e] of st.extra.map) extra.map.set(k, [e[0], e[1]]);
    st.extra = extra;
  }
}

/** The inner schema (before validators around the fields) applied to an assignment. */
function assignInner(def: ClassDef, schema: CoreSchema, inst: PyInstance, dict: PyDict, name: string, value: PyValue, state: ValState): void {
  if (schema.type === 'function-before') {
    const out = callValidator(schema.fn, schema.infoArg ? [dict, validationInfo(state)] : [dict], dict);
    assignInner(def, schema.schema, inst, out instanceof PyDict ? out : dict, name, value, state);
    return;
  }
  assignField(def, inst, dict, name, value, state);
}

/** The outer schema (wrap/after model validators around the model) applied to an assignment. */
function assignOuter(def: ClassDef, schema: CoreSchema, inst: PyInstance, name: string, value: PyValue, state: ValState): PyValue {
  if (schema.type === 'function-after') {
    const r = assignOuter(def, schema.schema, inst, name, value, state);
    return callValidator(schema.fn, schema.infoArg ? [r, validationInfo(state)] : [r], r);
  }
  if (schema.type === 'function-wrap') {
    const inner = schema.schema;
    const h = validatorCallable(inner, state, () => assignOuter(def, inner, inst, name, value, state));
    return callValidator(schema.fn, schema.infoArg ? [inst, h, validationInfo(state)] : [inst, h], inst);
  }
  const dict = new PyDict();
  for (const [k, v] of inst.attrs) dict.map.set(k, [k, v]);
  const extra = stateOf(inst).extra;
  if (extra) for (const [k, e] of extra.map) dict.map.set(k, [e[0], e[1]]);
  dict.map.set(name, [name, value]);
  assignInner(def, def.innerSchema, inst, dict, name, value, state);
  return inst;
}

export function setModelAttr(inst: PyInstance, name: string, value: PyValue): void {
  const cls = inst.type;
  const info = modelInfo(cls);
  if (info.classVars.has(name))
    throw pyError(
      exc.AttributeError,
      `'${name}' is a ClassVar of \`${cls.name}\` and cannot be set on an instance. If you want to set a value on the class, use \`${cls.name}.${name} = value\`.`,
    );
  const st = stateOf(inst);
  if (name.startsWith('_')) {
    if (info.privates.has(name)) {
      if (!st.private) st.private = new PyDict();
      st.private.map.set(name, [name, value]);
    } else inst.attrs.set(name, value);
    inst.touch();
    return;
  }
  const attr = cls.lookup(name);
  const def = requireBuilt(info);
  if (def.config.frozen) frozenError(classTitle(cls), 'frozen_instance', name, value);
  if (def.fields.get(name)?.frozen) frozenError(classTitle(cls), 'frozen_field', name, value);
  if (attr instanceof PyOpaque && attr.type === descriptorTypes.property)
    throw pyError(exc.AttributeError, `property '${name}' of '${cls.name}' object has no setter`);
  if (def.config.validateAssignment) {
    const state = newState({});
    state.config = def.config.dict as PyDict;
    runValidation(classTitle(cls), () => assignOuter(def, def.outerSchema, inst, name, value, state));
    return;
  }
  if (!def.fields.has(name)) {
    if (def.config.extra !== 'allow') throw pyError(exc.ValueError, `"${cls.name}" object has no field "${name}"`);
    if (attr === undefined) {
      if (!st.extra) st.extra = new PyDict();
      st.extra.map.set(name, [name, value]);
      st.fieldsSet.add(name);
    } else inst.attrs.set(name, value);
    inst.touch();
    return;
  }
  inst.attrs.set(name, value);
  st.fieldsSet.add(name);
  st.origins.delete(name);
}

/**
 * `del model.name` (pydantic's `BaseModel.__delattr__`): a private attribute, a field (frozen ones
 * refuse, as assignment does; the fields-set keeps the name), an extra, or an attribute of the
 * instance; anything else is an AttributeError.
 */
export function delModelAttr(inst: PyInstance, name: string): void {
  const cls = inst.type;
  const info = modelInfo(cls);
  const st = stateOf(inst);
  if (info.privates.has(name)) {
    const priv = st.private;
    if (!priv?.map.has(name)) throw pyError(exc.AttributeError, `'${cls.name}' object has no attribute '${name}'`);
    priv.map.delete(name);
    return;
  }
  const def = requireBuilt(info);
  if (def.config.frozen) frozenError(classTitle(cls), 'frozen_instance', name, null);
  if (def.fields.get(name)?.frozen) frozenError(classTitle(cls), 'frozen_field', name, null);
  if (def.fields.has(name)) {
    if (!inst.attrs.delete(name)) throw pyError(exc.AttributeError, `'${cls.name}' object has no attribute '${name}'`);
  } else if (st.extra?.map.has(name)) st.extra.map.delete(name);
  else if (!inst.attrs.delete(name)) throw pyError(exc.AttributeError, `'${cls.name}' object has no attribute '${name}'`);
  inst.touch();
}
