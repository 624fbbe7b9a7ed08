/**
 * Models, dataclasses and TypedDicts: the instance check (an instance passes through unless
 * `revalidate_instances` says otherwise), then the fields read from a dict (or an object's
 * attributes with `from_attributes`) through their aliases, defaults filled in, extra keys
 * ignored/forbidden/kept, and the fields-set recorded exactly as pydantic-core records it.
 */
import {
  call,
  getAttrOrUndefined,
  hash,
  isException,
  objectType,
  PyClass,
  PyDict,
  PyInstance,
  PyList,
  PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
  seqIndex,
  str,
} from '../../../engine/api';
import { convertRaised, UseDefault } from './call';
import { deepCopy } from './copy';
import { type LineError, type LocItem, typeError, ValError, valError } from './errors';
import { type FieldOrigin, initState, isInstanceWithState, stateOf } from './instance';
import { type ClassDef, defOf, type FieldDef } from './model-def';
import type { SchemaOf } from './schema';
import { Exactness, floorExactness, scoped, strictFor, type ValState } from './state';
import { validate } from './validate';
import { checkStringsInput } from './validate-misc';

/** What validating a class's fields produced (the model-fields result of pydantic-core). */
export interface FieldsResult {
  readonly data: PyDict;
  readonly extra: PyDict | null;
  readonly fieldsSet: readonly string[];
  readonly origins: ReadonlyMap<string, FieldOrigin>;
}

const fieldsResultType = new PyClass('ModelFieldsResult', [objectType], {}, 'pydantic_core');

export function requireDef(cls: PyClass): ClassDef {
  const def = defOf(cls);
  if (!def) throw new Error(`no pydantic definition for ${cls.name}`);
  return def;
}

export function validateModelLike(schema: SchemaOf<'model' | 'model-fields' | 'dataclass' | 'typed-dict'>, input: PyValue, state: ValState): PyValue {
  // pydantic-core's recursion guard: the same container validated by the same class inside itself
  // (a cyclic input) is a `recursion_loop` error, not an endless descent.
  // (The model's outer schema only leads to its core one, which holds the guard.)
  if (schema.type === 'model-fields' || (schema.type === 'model' && !schema.core) || !(input instanceof PyObj))
    return validateModelLikeOnce(schema, input, state);
  const key = `${schema.type}:${input.id}:${schema.cls.id}`;
  if (state.recursion.has(key)) throw valError('recursion_loop', input);
  state.recursion.add(key);
  try {
    return validateModelLikeOnce(schema, input, state);
  } finally {
    state.recursion.delete(key);
  }
}

function validateModelLikeOnce(schema: SchemaOf<'model' | 'model-fields' | 'dataclass' | 'typed-dict'>, input: PyValue, state: ValState): PyValue {
  const def = schema.type === 'dataclass' && schema.def ? schema.def : requireDef(schema.cls);
  if (schema.type === 'model-fields') return new PyOpaque(fieldsResultType, '<fields>', validateFields(def, input, state));
  if (schema.type === 'model' && !schema.core)
    return scoped(state, { fieldName: null, data: null, config: def.config.dict as PyDict }, () => validate(def.outerSchema, input, state));
  if (schema.type === 'typed-dict') return validateTypedDict(def, input, state);
  return scoped(state, { fieldName: null, data: null, config: def.config.dict as PyDict }, () => validateCore(def, input, state));
}

function runInner(def: ClassDef, input: PyValue, state: ValState): FieldsResult {
  // A model-fields step reads the definition it belongs to, not the class's registered one.
  if (def.innerSchema.type === 'model-fields') return validateFields(def, input, state);
  const r = validate(def.innerSchema, input, state);
  return (r as PyOpaque).payload as FieldsResult;
}

/** Fills an instance from a fields result, then runs its post-init. */
export function applyFields(def: ClassDef, inst: PyInstance, r: FieldsResult, context: PyValue, fieldsSet?: Iterable<string>): PyInstance {
  inst.attrs.clear();
  for (const [k, v] of r.data.map.values()) inst.attrs.set(k as string, v);
  const st = initState(inst, fieldsSet ?? r.fieldsSet, r.extra);
  for (const [k, o] of r.origins) st.origins.set(k, o);
  inst.touch();
  def.postInit?.(inst, context);
  return inst;
}

/** Fills a dataclass instance: init-only fields go to `__post_init__` instead of the instance. */
function fillDataclass(def: ClassDef, inst: PyInstance, r: FieldsResult, context: PyValue): PyInstance {
  const initVars: PyValue[] = [];
  for (const [k, v] of r.data.map.values()) {
    if (def.fields.get(k as string)?.initVar) initVars.push(v);
    else inst.attrs.set(k as string, v);
  }
  inst.touch();
  def.postInit?.(inst, context, initVars);
  return inst;
}

function validateCore(def: ClassDef, input: PyValue, state: ValState): PyValue {
  const cls = def.cls;
  const self = state.selfInstance;
  if (self) {
    state.selfInstance = null;
    if (def.kind === 'dataclass') {
      fillDataclass(def, self, runInner(def, input, state), state.context);
      return self;
    }
    return applyFields(def, self, runInner(def, input, state), state.context);
  }
  if (input instanceof PyInstance && input.type.isSubclassOf(cls) && isInstanceWithState(input)) {
    const mode = def.config.revalidateInstances;
    if (mode === 'always' || (mode === 'subclass-instances' && input.type !== cls)) {
      const dict = new PyDict();
      for (const [k, v] of input.attrs) dict.map.set(k, [k, v]);
      const extra = stateOf(input).extra;
      if (extra) for (const [k, e] of extra.map) dict.map.set(k, [e[0], e[1]]);
      const existing = [...stateOf(input).fieldsSet];
      return applyFields(def, new PyInstance(cls), runInner(def, dict, state), state.context, existing);
    }
    return input;
  }
  if (def.kind === 'dataclass') {
    if (input instanceof PyInstance && input.type.isSubclassOf(cls)) {
      // `revalidate_instances` (a stdlib dataclass's comes from the model using it): the fields are read back and validated into a new instance.
      const mode = def.config.revalidateInstances;
      if (!(mode === 'always' || (mode === 'subclass-instances' && input.type !== cls))) return input;
      const dict = new PyDict();
      for (const k of def.fields.keys()) if (input.attrs.has(k)) dict.map.set(k, [k, input.attrs.get(k) as PyValue]);
      return fillDataclass(def, new PyInstance(input.type), runInner(def, dict, state), state.context);
    }
    // Strict Python input must already be an instance (pydantic-core's dataclass validator).
    if (strictFor(state, def.config.strict) && state.mode === 'python') throw valError('dataclass_exact_type', input, [['class_name', cls.name]]);
    floorExactness(state, Exactness.Strict);
    return fillDataclass(def, new PyInstance(cls), runInner(def, input, state), state.context);
  }
  floorExactness(state, Exactness.Strict);
  if (def.customInit && input instanceof PyDict) {
    const kwargs = new Map<string, PyValue>();
    for (const [k, v] of input.map.values()) kwargs.set(String(k), v);
    try {
      return call(cls, [], kwargs);
    } catch (e) {
      throw convertRaised(e, input);
    }
  }
  return applyFields(def, new PyInstance(cls), runInner(def, input, state), state.context);
}

/** Follows an alias path (`AliasPath('names', 0)`) into nested dicts and lists. */
function follow(first: PyValue | undefined, path: readonly LocItem[]): PyValue | undefined {
  let v = first;
  for (const step of path.slice(1)) {
    if (v === undefined) return undefined;
    if (typeof step === 'number') {
      if (v instanceof PyList || v instanceof PyTuple) {
        try {
          v = v.items[seqIndex(BigInt(step), v.items.length, 'list')];
        } catch {
          return undefined;
        }
      } else if (v instanceof PyDict) v = v.map.get(BigInt(step))?.[1];
      else return undefined;
    } else if (v instanceof PyDict) v = v.map.get(step)?.[1];
    else return undefined;
  }
  return v;
}

/** The input's fields as a lookup by key, or null when it is not a mapping (or object, with from_attributes). */
function readerOf(def: ClassDef, input: PyValue, state: ValState): ((key: string) => PyValue | undefined) | null {
  if (input instanceof PyDict) return (k) => input.map.get(k)?.[1];
  const fromAttributes = state.fromAttributes ?? def.config.fromAttributes;
  if (fromAttributes && input instanceof PyObj && state.mode === 'python')
    return (k) => {
      try {
        return getAttrOrUndefined(input, k);
      } catch (e) {
        // An attribute that raises (a property failing) is an error at its field, not a crash.
        if (!isException(e)) throw e;
        throw valError('get_attribute_error', input, [['error', `${e.type.name}: ${str(e)}`]]).within(k);
      }
    };
  return null;
}

function notMapping(def: ClassDef, input: PyValue, state: ValState): ValError {
  if (def.kind === 'typed-dict') return typeError('dict_type', input, state.mode);
  if (def.kind === 'dataclass') return typeError('dataclass_type', input, state.mode, [['class_name', def.cls.name]]);
  const fromAttributes = state.fromAttributes ?? def.config.fromAttributes;
  if (fromAttributes && state.mode === 'python') return valError('model_attributes_type', input);
  return typeError('model_type', input, state.mode, [['class_name', def.cls.name]]);
}

/** A field's default: the factory's result (given the data so far if it asks), or a copy of a mutable default. */
export function defaultOf(f: FieldDef, data: PyDict | null): PyValue {
  if (f.factory !== undefined) return call(f.factory, f.factoryTakesData ? [data ?? new PyDict()] : [], null);
  const d = f.default as PyValue;
  try {
    hash(d);
    return d;
  } catch {
    return deepCopy(d);
  }
}

/** The lookup paths of a field for this run: aliases and/or the name, as `by_alias`/`by_name` allow. */
function pathsOf(f: FieldDef, byAlias: boolean, byName: boolean): (readonly LocItem[])[] {
  if (f.aliasPaths.length === 0) return [[f.name]];
  const paths: (readonly LocItem[])[] = byAlias ? [...f.aliasPaths] : [];
  if (byName && !paths.some((p) => p.length === 1 && p[0] === f.name)) paths.push([f.name]);
  return paths;
}

/** A RootModel's one field, validated from the whole input (`undefinedInput`: none was given). */
function validateRoot(def: ClassDef, input: PyValue, state: ValState): FieldsResult {
  const f = def.fields.get('root') as FieldDef;
  const data = new PyDict();
  // Without a default, pydantic-core validates the undefined marker itself (`int_type` for `RootModel[int]()`).
  if (input === rootUndefined.value && (f.default !== undefined || f.factory !== undefined)) {
    data.map.set('root', ['root', defaultOf(f, null)]);
    return { data, extra: null, fieldsSet: [], origins: new Map() };
  }
  const v = scoped(state, { fieldName: 'root' }, () => validate(f.schema, input, state));
  data.map.set('root', ['root', v]);
  state.fieldsSetCount = (state.fieldsSetCount ?? 0) + 1;
  return { data, extra: null, fieldsSet: ['root'], origins: new Map([['root', { input, key: null }]]) };
}

/** The marker `RootModel()` passes when no root value was given (pydantic's `PydanticUndefined`). */
export const rootUndefined: { value: PyValue } = { value: null };

export function validateFields(def: ClassDef, input: PyValue, state: ValState): FieldsResult {
  if (def.kind === 'root') return validateRoot(def, input, state);
  const read = readerOf(def, input, state);
  if (!read) throw notMapping(def, input, state);
  const byAlias = state.byAlias ?? def.config.validateByAlias;
  const byName = state.byName ?? def.config.validateByName;
  const data = new PyDict();
  const used = new Set<string>();
  const errors: LineError[] = [];
  const fieldsSet: string[] = [];
  const origins = new Map<string, FieldOrigin>();
  for (const f of def.fields.values()) {
    if (!f.init) continue;
    const paths = pathsOf(f, byAlias, byName);
    let found: { v: PyValue; path: readonly LocItem[] } | null = null;
    let failed = false;
    for (const p of paths) {
      let got: PyValue | undefined;
      try {
        got = read(String(p[0]));
      } catch (e) {
        if (!(e instanceof ValError)) throw e;
        errors.push(...e.errors);
        failed = true;
        break;
      }
      const v = follow(got, p);
      if (v !== undefined) {
        found = { v, path: p };
        used.add(String(p[0]));
        break;
      }
    }
    if (failed) continue;
    scoped(state, { fieldName: f.name, data }, () => {
      if (found) {
        try {
          checkStringsInput(found.v, state, true);
          const value = validate(f.schema, found.v, state);
          data.map.set(f.name, [f.name, value]);
          fieldsSet.push(f.name);
          origins.set(f.name, { input: found.v, key: found.path.length === 1 && found.path[0] === f.name ? null : found.path.join('.') });
          return;
        } catch (e) {
          if (e instanceof ValError) {
            errors.push(...e.within(...found.path).errors);
            return;
          }
          if (!(e instanceof UseDefault)) throw e;
        }
      }
      if (f.default === undefined && f.factory === undefined) {
        if (!found && !f.omitIfMissing) {
          const loc = def.config.locByAlias ? (paths[0] ?? [f.name]) : [f.name];
          errors.push(...valError('missing', input).within(...loc).errors);
        }
        return;
      }
      if (f.factoryTakesData && errors.length) {
        errors.push(...valError('default_factory_not_called', input).within(f.name).errors);
        return;
      }
      let value = defaultOf(f, data);
      if (f.validateDefault) {
        try {
          value = validate(f.schema, value, state);
        } catch (e) {
          if (!(e instanceof ValError)) throw e;
          errors.push(...e.within(f.name).errors);
          return;
        }
      }
      data.map.set(f.name, [f.name, value]);
    });
  }
  // A TypedDict keeps its extra keys in the output dict; only an `extra_items` type needs them validated here.
  const typedDictExtras = def.kind === 'typed-dict' && def.extrasSchema !== null;
  let extra: PyDict | null = def.config.extra === 'allow' && (def.kind === 'model' || typedDictExtras) ? new PyDict() : null;
  if (input instanceof PyDict && (def.kind !== 'typed-dict' || def.config.extra === 'forbid' || typedDictExtras)) {
    for (const [k, v] of input.map.values()) {
      const key = typeof k === 'string' ? k : null;
      if (key !== null && used.has(key)) continue;
      if (def.config.extra === 'forbid') {
        errors.push(...valError('extra_forbidden', v).within(key ?? String(k)).errors);
      } else if (def.config.extra === 'allow' && extra) {
        if (key === null) {
          errors.push(...valError('invalid_key', k).within(String(k)).errors);
          continue;
        }
        try {
          const value = def.extrasSchema ? validate(def.extrasSchema, v, state) : v;
          extra.map.set(key, [key, value]);
          fieldsSet.push(key);
        } catch (e) {
          if (!(e instanceof ValError)) throw e;
          errors.push(...e.within(key).errors);
        }
      }
    }
  }
  if (errors.length) throw new ValError(errors);
  if (extra && def.kind !== 'model' && !typedDictExtras) extra = null;
  state.fieldsSetCount = (state.fieldsSetCount ?? 0) + fieldsSet.length;
  return { data, extra, fieldsSet, origins };
}

function validateTypedDict(def: ClassDef, input: PyValue, state: ValState): PyDict {
  if (!(input instanceof PyDict)) throw typeError('dict_type', input, state.mode);
  const r = validateFields(def, input, state);
  const out = new PyDict();
  for (const [k, e] of r.data.map) out.map.set(k, e);
  if (r.extra) for (const [k, e] of r.extra.map) out.map.set(k, e);
  else if (def.config.extra === 'allow') for (const [k, e] of input.map) if (!out.map.has(k) && typeof k === 'string' && !def.fields.has(k)) out.map.set(k, e);
  return out;
}
