/**
 * Serialization (`model_dump`, `model_dump_json`, `TypeAdapter.dump_python`): each schema node
 * turns a value into its python-mode or JSON-ready form, applying include/exclude to items, the
 * node's serializer function when it has one, and falling back to inference by the value's
 * runtime type when the value does not have the declared type (as pydantic-core does, after a
 * warning).
 */
import {
  call,
  dictSet,
  exc,
  floatRepr,
  getAttrOrUndefined,
  hashKey,
  isException,
  PyBytes,
  type PyClass,
  PyDict,
  PyInstance,
  PyList,
  type PyObj,
  PyScalarInstance,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  setAdd,
  str,
  toArray,
  typeOf,
  unbox,
} from '../../../engine/api';
import { real } from '../../math/convert';
import { inputRepr } from '../validation-error';
import { bytesToJson } from './bytes';
import { type Filters, indexFilter, keyFilter, NO_FILTERS } from './filter';
import { isInstanceWithState } from './instance';
import { type ClassDef, defOf, ensureDef } from './model-def';
import { schemaName } from './names';
import { nativeKindOf } from './native-kinds';
import type { CoreSchema, FunctionSer } from './schema';
import { matchesSchema } from './ser-match';
import { plainScalar, retriesLax, scalarKind, scalarMatch } from './ser-scalars';
import { finalSerializationError, type SerState } from './ser-state';
import { callSerializer } from './serialize-functions';
import { serializeInstance } from './serialize-model';
import { isIterator, serializeIterator } from './validator-iterator';

const ANY: CoreSchema = { type: 'any' };

/** Runs `f` with the filters (and field name) for a child, restoring them after. */
export function withFilters<T>(st: SerState, filters: Filters, f: () => T, fieldName?: string | null): T {
  const saved = st.filters;
  const savedName = st.fieldName;
  st.filters = filters;
  if (fieldName !== undefined) st.fieldName = fieldName;
  try {
    return f();
  } finally {
    st.filters = saved;
    st.fieldName = savedName;
  }
}

function serApplies(ser: FunctionSer, value: PyValue, st: SerState): boolean {
  switch (ser.whenUsed) {
    case 'always':
      return true;
    case 'unless-none':
      return value !== null;
    case 'json':
      return st.mode === 'json';
    case 'json-unless-none':
      return st.mode === 'json' && value !== null;
  }
}

export function serialize(schema: CoreSchema, value: PyValue, st: SerState): PyValue {
  if (schema.ser && serApplies(schema.ser, value, st)) return callSerializer(schema, schema.ser, value, st);
  if (schema.serializeAsAny) return infer(value, st);
  return serializeType(schema, value, st);
}

/** A node's own serialization, without its serializer function (what a wrap serializer's handler runs). */
export function serializeType(schema: CoreSchema, value: PyValue, st: SerState): PyValue {
  switch (schema.type) {
    case 'any':
    case 'literal':
    case 'function-plain':
    case 'is-instance':
    case 'is-subclass':
    case 'callable':
    case 'call':
      return infer(value, st);
    case 'none':
    case 'bool':
    case 'int':
    case 'float':
    case 'str': {
      const match = scalarMatch(schema.type, value);
      if (match === 'exact') return value;
      if (match === 'subclass') return st.mode === 'json' ? plainScalar(schema.type, value) : infer(value, st);
      if (schema.type === 'float' && st.toJson) {
        const f = realOrUndefined(value);
        if (f !== undefined) return f;
      }
      return fallback(value, st, schemaName(schema));
    }
    case 'bytes':
      if (!matchesSchema(schema, value, 'lax')) return fallback(value, st, schemaName(schema));
      return st.mode === 'json' ? bytesToJson(value as PyBytes, st) : value;
    case 'list':
    case 'set':
    case 'frozenset':
    case 'deque':
      return serializeSequence(schema.type, schema.items, value, st);
    case 'generator':
      if (!isIterator(value)) return fallback(value, st, 'generator');
      return serializeIterator(schema.items, value, st, (f, run) => withFilters(st, f, run));
    case 'sequence':
      return value instanceof PyTuple
        ? serializeTuple({ type: 'tuple', items: [schema.items], variadic: 0 }, value, st)
        : serializeSequence('list', schema.items, value, st);
    case 'tuple':
      return serializeTuple(schema, value, st);
    case 'dict':
      return serializeDict(schema.keys, schema.values, value, st);
    case 'nullable':
      return value === null ? null : serialize(schema.schema, value, st);
    case 'union':
      return serializeUnion(
        schema.choices.map((c) => c.schema),
        value,
        st,
      );
    case 'tagged-union': {
      const choice = taggedChoice(schema, value);
      if (choice && matchesSchema(choice, value, 'lax')) return serialize(choice, value, st);
      return serializeUnion(
        [...schema.choices.values()].map((c) => c.schema),
        value,
        st,
      );
    }
    case 'model':
    case 'dataclass':
    case 'typed-dict':
      return serializeModelLike(schema.cls, value, st, schema.type === 'dataclass' ? schema.def : undefined);
    case 'model-fields':
      return infer(value, st);
    case 'function-before':
    case 'function-after':
    case 'function-wrap':
    case 'constrained':
    case 'skip':
      return serialize(schema.schema, value, st);
    case 'lazy':
      return serialize(schema.resolve(), value, st);
    case 'json':
      return st.roundTrip ? jsonRoundTrip(schema.schema, value, st) : schema.schema ? serialize(schema.schema, value, st) : infer(value, st);
    case 'native':
      if (!schema.native.isInstance(value)) return fallback(value, st, schemaName(schema));
      return st.mode === 'json' ? schema.native.toJson(value) : (schema.native.toPython?.(value) ?? value);
    case 'secret':
      return infer(value, st);
    case 'chain':
      return serialize(schema.steps[schema.steps.length - 1], value, st);
    case 'lax-or-strict':
      return serialize(schema.strictSchema, value, st);
    case 'json-or-python':
      return serialize(schema.python, value, st);
  }
}

/** `round_trip` dumps a `Json[...]` field back to a JSON string. */
let jsonRoundTrip: (schema: CoreSchema | null, value: PyValue, st: SerState) => PyValue = (_s, v) => v;
export function setJsonRoundTrip(f: typeof jsonRoundTrip): void {
  jsonRoundTrip = f;
}

function serializeModelLike(cls: PyClass, value: PyValue, st: SerState, own?: ClassDef): PyValue {
  const def = own ?? defOf(cls);
  if (!def) return infer(value, st);
  if (def.kind === 'typed-dict') return value instanceof PyDict ? serializeInstance(def, value, st) : fallback(value, st, cls.name);
  if (!(value instanceof PyInstance) || !value.type.isSubclassOf(cls)) return fallback(value, st, cls.name);
  if ((st.serializeAsAny || st.polymorphic) && value.type !== cls) return infer(value, st);
  return guarded(value, st, () => serializeInstance(def, value, st));
}

/**
 * Serializes a container with pydantic-core's recursion guard: a container met again inside itself
 * raises `ValueError('Circular reference detected (id repeated)')` — in JSON mode worded as the
 * JSON writer's `PydanticSerializationError` — instead of descending forever.
 */
function guarded(value: PyObj, st: SerState, f: () => PyValue): PyValue {
  const active = st.active;
  if (!active) return f();
  if (active.has(value.id)) {
    const message = 'Circular reference detected (id repeated)';
    throw pyError(exc.ValueError, message);
  }
  active.add(value.id);
  try {
    return f();
  } finally {
    active.delete(value.id);
  }
}

/**
 * A value that does not have the declared type (`expected`, as pydantic-core names its serializer):
 * pydantic notes it, serializes it by inference, and reports the notes when the dump ends.
 */
/** A value as pydantic-core's `extract::<f64>()` reads it (`PyFloat_AsDouble`: `__float__`, `__index__`), undefined when that raises. */
function realOrUndefined(value: PyValue): number | undefined {
  try {
    return real(value);
  } catch (e) {
    if (isException(e)) return undefined;
    throw e;
  }
}

function fallback(value: PyValue, st: SerState, expected: string): PyValue {
  // pydantic-core never warns about None ("very common e.g. as a default value").
  if (value !== null && st.warnings !== 'none' && st.issues) st.issues.push(`PydanticSerializationUnexpectedValue(${unexpected(value, st, expected)})`);
  return infer(value, st);
}

function unexpected(value: PyValue, st: SerState, expected: string): string {
  const field = st.fieldName !== null ? `field_name='${st.fieldName}', ` : '';
  return `Expected \`${expected}\` - serialized value may not be as expected [${field}input_value=${inputRepr(value)}, input_type=${typeOf(value).name}]`;
}

function serializeSequence(kind: string, items: CoreSchema, value: PyValue, st: SerState): PyValue {
  const ok = (kind === 'list' && value instanceof PyList) || ((kind === 'set' || kind === 'frozenset') && value instanceof PySet) || kind === 'deque';
  if (!ok) return fallback(value, st, `${kind}[${schemaName(items)}]`);
  return value instanceof PyList ? guarded(value, st, () => sequenceItems(kind, items, value, st)) : sequenceItems(kind, items, value, st);
}

function sequenceItems(kind: string, items: CoreSchema, value: PyValue, st: SerState): PyValue {
  const src = value instanceof PySet ? [...value.map.values()] : value instanceof PyList || value instanceof PyTuple ? [...value.items] : toArray(value);
  const out: PyValue[] = [];
  src.forEach((x, i) => {
    const next = indexFilter(i, src.length, st.filters);
    if (next) out.push(withFilters(st, next, () => serialize(items, x, st)));
  });
  if (st.mode === 'json' || kind === 'list' || kind === 'deque') return new PyList(out);
  const set = new PySet(kind === 'frozenset');
  for (const x of out) set.map.set(x as never, x);
  return rehash(set);
}

/** Re-keys a set built from serialized items by their hash keys. */
function rehash(s: PySet): PySet {
  const out = new PySet(s.frozen);
  for (const x of s.map.values()) {
    try {
      setAdd(out, x);
    } catch {
      out.map.set(x as never, x);
    }
  }
  return out;
}

function serializeTuple(schema: Extract<CoreSchema, { type: 'tuple' }>, value: PyValue, st: SerState): PyValue {
  if (!(value instanceof PyTuple)) return fallback(value, st, schemaName(schema));
  const out: PyValue[] = [];
  const n = value.items.length;
  value.items.forEach((x, i) => {
    let s: CoreSchema | undefined = schema.items[i];
    if (schema.variadic !== null) {
      const after = schema.items.length - schema.variadic - 1;
      s = i < schema.variadic ? schema.items[i] : i >= n - after ? schema.items[schema.items.length - (n - i)] : schema.items[schema.variadic];
    }
    const next = indexFilter(i, n, st.filters);
    if (next) out.push(withFilters(st, next, () => (s ? serialize(s, x, st) : infer(x, st))));
  });
  return st.mode === 'json' ? new PyList(out) : new PyTuple(out);
}

function serializeDict(keys: CoreSchema, values: CoreSchema, value: PyValue, st: SerState): PyValue {
  if (!(value instanceof PyDict)) return fallback(value, st, `dict[${schemaName(keys)},${schemaName(values)}]`);
  return guarded(value, st, () => dictItems(keys, values, value, st));
}

function dictItems(keys: CoreSchema, values: CoreSchema, value: PyDict, st: SerState): PyValue {
  const out = new PyDict();
  for (const [k, x] of value.map.values()) {
    const next = keyFilter(k, st.filters);
    if (!next) continue;
    const key = withFilters(st, NO_FILTERS, () => serialize(keys, k, st));
    const v = withFilters(st, next, () => serialize(values, x, st));
    setEntry(out, st.mode === 'json' ? jsonKey(key, st) : key, v);
  }
  return out;
}

function setEntry(d: PyDict, k: PyValue, v: PyValue): void {
  dictSet(d, k, v);
}

/** The member a tagged union's discriminator names for a value (the function is called again, as in pydantic-core). */
function taggedChoice(schema: Extract<CoreSchema, { type: 'tagged-union' }>, value: PyValue): CoreSchema | undefined {
  const d = schema.discriminator;
  let tag: PyValue | undefined;
  if ('fn' in d) tag = call(d.fn, [value], null);
  else if (value instanceof PyDict) tag = value.map.get(d.alias)?.[1] ?? value.map.get(d.field)?.[1];
  else tag = getAttrOrUndefined(value, d.field);
  if (tag === undefined) return undefined;
  try {
    return schema.choices.get(hashKey(tag))?.schema;
  } catch {
    return undefined;
  }
}

/**
 * pydantic-core's union serializer: the first member the value matches strictly (an exact
 * type), then — only if some member allows it (`retry_with_lax_check`: int, models, containers
 * of them) — the first it matches laxly (a subclass: `True` for int, an int for float). When
 * none does, each member's complaint becomes a warning and the value is inferred.
 */
function serializeUnion(choices: readonly CoreSchema[], value: PyValue, st: SerState): PyValue {
  const complaints: string[] = [];
  for (const c of choices) {
    const kind = scalarKind(c);
    const match = kind ? scalarMatch(kind, value) : matchesSchema(c, value, 'strict') ? 'exact' : 'no';
    if (match === 'exact') return serialize(c, value, st);
    complaints.push(match === 'subclass' ? 'Unexpected Value' : unexpected(value, st, schemaName(c)));
  }
  if (choices.some(retriesLax)) {
    for (const c of choices) {
      const kind = scalarKind(c);
      if (kind ? scalarMatch(kind, value) !== 'no' : matchesSchema(c, value, 'lax')) return serialize(c, value, st);
    }
  }
  if (value !== null && st.warnings !== 'none' && st.issues) for (const text of complaints) st.issues.push(`PydanticSerializationUnexpectedValue(${text})`);
  return infer(value, st);
}

/** A dict key in JSON: strings as they are, numbers and booleans as text. */
export function jsonKey(k: PyValue, st: SerState): string {
  if (typeof k === 'string') return k;
  if (typeof k === 'bigint') return k.toString();
  if (typeof k === 'number') return floatRepr(k);
  if (k === true) return 'true';
  if (k === false) return 'false';
  if (k === null) return 'None';
  const kind = nativeKindOf(k);
  if (kind) return jsonKey(kind.toJson(k), st);
  // A tuple key joins its items' keys; inferred or typed serialization has made it a list by now.
  if (k instanceof PyTuple || k instanceof PyList) return k.items.map((x) => jsonKey(x, st)).join(',');
  return str(k);
}

/** Serialization by the value's runtime type (the `any` serializer). */
export function infer(value: PyValue, st: SerState): PyValue {
  if (value instanceof PyList || value instanceof PyDict || value instanceof PyInstance) return guarded(value, st, () => inferOnce(value, st));
  return inferOnce(value, st);
}

function inferOnce(value: PyValue, st: SerState): PyValue {
  // JSON mode's default `ser_json_inf_nan='null'` makes an inferred inf or nan None even in a
  // Python-mode dump (a float field's schema keeps it).
  if (typeof value === 'number' && st.mode === 'json' && st.infNan === 'null' && !Number.isFinite(value)) return null;
  if (value === null || typeof value !== 'object') return value;
  // An instance of a user's int, float or str subclass: itself in Python mode, its value in JSON.
  if (value instanceof PyScalarInstance) return st.mode === 'json' ? inferOnce(unbox(value), st) : value;
  if (value instanceof PyList || value instanceof PyTuple) {
    const out: PyValue[] = [];
    value.items.forEach((x, i) => {
      const next = indexFilter(i, value.items.length, st.filters);
      if (next) out.push(withFilters(st, next, () => infer(x, st)));
    });
    return value instanceof PyTuple && st.mode === 'python' ? new PyTuple(out) : new PyList(out);
  }
  if (value instanceof PySet) {
    const out = [...value.map.values()].map((x) => withFilters(st, NO_FILTERS, () => infer(x, st)));
    if (st.mode === 'json') return new PyList(out);
    const s = new PySet(value.frozen);
    for (const x of out) s.map.set(x as never, x);
    return rehash(s);
  }
  if (value instanceof PyDict) {
    const out = new PyDict();
    for (const [k, x] of value.map.values()) {
      const next = keyFilter(k, st.filters);
      if (!next) continue;
      // A model key is its str (`a=1`), as pydantic-core's key inference takes it.
      const key = st.mode === 'json' ? jsonKey(isInstanceWithState(k) ? str(k) : withFilters(st, NO_FILTERS, () => infer(k, st)), st) : k;
      setEntry(
        out,
        key,
        withFilters(st, next, () => infer(x, st)),
      );
    }
    return out;
  }
  if (value instanceof PyInstance && !value.type.isSubclassOf(exc.BaseException)) {
    const def = isInstanceWithState(value) ? defOf(value.type) : ensureDef(value.type);
    if (def) return serializeInstance(def, value, st);
  }
  if (value instanceof PyBytes) return st.mode === 'json' ? bytesToJson(value, st) : value;
  const kind = nativeKindOf(value);
  if (kind) return st.mode === 'json' ? kind.toJson(value) : (kind.toPython?.(value) ?? value);
  if (isIterator(value)) return serializeIterator(ANY, value, st, (f, run) => withFilters(st, f, run));
  if (st.mode === 'python') return value;
  if (st.fallback !== null) return infer(call(st.fallback, [value], null), { ...st, fallback: null });
  const t = typeOf(value);
  throw finalSerializationError(`Unable to serialize unknown type: <class '${t.module === 'builtins' ? '' : `${t.module}.`}${t.qualname}'>`);
}
