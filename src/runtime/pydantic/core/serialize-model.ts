/**
 * A model (or dataclass, TypedDict) as a dict: its fields in `__dict__` order under their
 * names or serialization aliases, filtered by `Field(exclude=...)`, include/exclude,
 * `exclude_unset` (the fields-set), `exclude_none`, `exclude_if` and `exclude_defaults`; then its
 * extra values and computed fields. A `model_serializer` replaces or wraps all of it.
 */
import { call, exc, getAttr, PyDict, PyInstance, type PyValue, pyError, richCompare, truthy, typeName } from '../../../engine/api';
import { keyFilter } from './filter';
import { stateOf } from './instance';
import type { ClassDef, FieldDef } from './model-def';
import type { SerState } from './ser-state';
import { serializationInfo } from './ser-state';
import { infer, serialize, withFilters } from './serialize';
import { callSerFunction, currentModel, serializationCallable } from './serialize-functions';

function isDefault(f: FieldDef, v: PyValue): boolean {
  if (f.default !== undefined) return equalsDefault(v, f.default);
  if (f.factory !== undefined && !f.factoryTakesData) return equalsDefault(v, call(f.factory, [], null));
  return false;
}

/**
 * `value == default` as pydantic-core asks it (PyO3's `eq`: the rich comparison's truth, with no
 * shortcut for the same object), so a multi-element tensor default raises the ambiguity error.
 */
function equalsDefault(v: PyValue, d: PyValue): boolean {
  return truthy(richCompare(v, d, '=='));
}

/** The fields as a dict, without a model serializer. */
export function fieldsDict(def: ClassDef, value: PyInstance | PyDict, st: SerState): PyDict {
  const out = new PyDict();
  const byAlias = st.byAlias ?? def.config.serializeByAlias;
  // A TypedDict allowing extra keys (config `extra='allow'`, PEP 728 `extra_items`) dumps them in place, and they must be str.
  const inlineExtras = value instanceof PyDict && def.kind === 'typed-dict' && def.config.extra === 'allow';
  if (inlineExtras)
    for (const [k] of value.map.values()) if (typeof k !== 'string') throw pyError(exc.TypeError, `'${typeName(k)}' object is not an instance of 'str'`);
  const entries: [string, PyValue][] =
    value instanceof PyInstance ? [...value.attrs] : [...value.map.values()].filter((e): e is [string, PyValue] => typeof e[0] === 'string');
  const st0 = value instanceof PyInstance && (def.kind === 'model' || def.kind === 'root') ? stateOf(value) : null;
  const savedModel = currentModel.value;
  currentModel.value = value;
  try {
    for (const [name, v] of entries) {
      const f = def.fields.get(name);
      if (!f && inlineExtras) {
        const next = keyFilter(name, st.filters);
        if (!next || (st.excludeNone && v === null)) continue;
        const r = withFilters(st, next, () => (def.extrasSchema && !st.serializeAsAny ? serialize(def.extrasSchema, v, st) : infer(v, st)), name);
        out.map.set(name, [name, r]);
        continue;
      }
      if (!f || f.exclude) continue;
      const next = keyFilter(name, st.filters);
      if (!next) continue;
      if (st.excludeUnset && st0 && def.kind === 'model' && !st0.fieldsSet.has(name)) continue;
      if (st.excludeNone && v === null) continue;
      if (f.excludeIf !== null && truthy(call(f.excludeIf, [v], null))) continue;
      if (st.excludeDefaults && isDefault(f, v)) continue;
      const key = byAlias && f.serializationAlias !== null ? f.serializationAlias : name;
      const isFieldSer = f.schema.ser?.isFieldSerializer === true;
      const schema = st.serializeAsAny && !isFieldSer ? null : f.schema;
      const r = withFilters(st, next, () => (schema ? serialize(schema, v, st) : infer(v, st)), name);
      out.map.set(key, [key, r]);
    }
    const extra = st0?.extra;
    if (extra) {
      for (const [k, v] of extra.map.values()) {
        if (typeof k !== 'string') continue;
        const next = keyFilter(k, st.filters);
        if (!next) continue;
        if (st.excludeUnset && st0 && !st0.fieldsSet.has(k)) continue;
        if (st.excludeNone && v === null) continue;
        const r = withFilters(st, next, () => (def.extrasSchema && !st.serializeAsAny ? serialize(def.extrasSchema, v, st) : infer(v, st)), k);
        out.map.set(k, [k, r]);
      }
    }
    if (!st.roundTrip && !st.excludeComputedFields && value instanceof PyInstance) {
      for (const c of def.computed) {
        const next = keyFilter(c.name, st.filters);
        if (!next) continue;
        const v = getAttr(value, c.name);
        if (st.excludeNone && v === null) continue;
        const key = byAlias && c.alias !== null ? c.alias : c.name;
        const r = withFilters(st, next, () => serialize(c.schema, v, st), c.name);
        out.map.set(key, [key, r]);
      }
    }
  } finally {
    currentModel.value = savedModel;
  }
  return out;
}

/** A fields-based instance serialized: its model serializer if it has one, else its fields. */
export function serializeInstance(def: ClassDef, value: PyInstance | PyDict, st: SerState): PyValue {
  if (def.kind === 'root' && value instanceof PyInstance) return serializeRoot(def, value, st);
  const ser = def.serializer;
  if (!ser) return fieldsDict(def, value, st);
  const args: PyValue[] = [value];
  if (ser.k === 'wrap') args.push(serializationCallable(def.cls.name, () => fieldsDict(def, value, st)));
  if (ser.infoArg) args.push(serializationInfo(st, false));
  const result = callSerFunction(ser.fn, args);
  return ser.returnSchema ? serialize(ser.returnSchema, result, st) : infer(result, st);
}

/** A RootModel serializes as its root value. */
function serializeRoot(def: ClassDef, value: PyInstance, st: SerState): PyValue {
  const f = def.fields.get('root');
  const v = value.attrs.get('root') ?? null;
  const savedModel = currentModel.value;
  currentModel.value = value;
  try {
    if (def.serializer) {
      const ser = def.serializer;
      const args: PyValue[] = [value];
      if (ser.k === 'wrap') args.push(serializationCallable(def.cls.name, () => (f ? serialize(f.schema, v, st) : infer(v, st))));
      if (ser.infoArg) args.push(serializationInfo(st, false));
      const result = callSerFunction(ser.fn, args);
      return ser.returnSchema ? serialize(ser.returnSchema, result, st) : infer(result, st);
    }
    const isFieldSer = f?.schema.ser?.isFieldSerializer === true;
    return f && !(st.serializeAsAny && !isFieldSer) ? serialize(f.schema, v, st) : infer(v, st);
  } finally {
    currentModel.value = savedModel;
  }
}
