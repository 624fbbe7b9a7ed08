/**
 * The JSON schema of a fields-based class (model, dataclass, TypedDict, root model): its
 * properties (by alias, titled from the name unless the type brings its own title), required
 * names, defaults encoded as JSON, computed fields in serialization mode, then the class's own
 * title, docstring, `extra` and `json_schema_extra` (pydantic's `_update_class_schema`).
 */
import {
  call,
  descriptorTypes,
  eq,
  exc,
  getAttrOrUndefined,
  isException,
  type PyClass,
  PyDict,
  PyOpaque,
  type PyValue,
  pyError,
  truthy,
  typeName,
} from '../../../engine/api';
import { positionalCount } from '../core/call';
import type { ClassDef, ComputedDef, FieldDef } from '../core/model-def';
import type { CoreSchema, FunctionSer } from '../core/schema';
import { specOf } from '../field-info';
import { fieldJsMeta } from '../json-meta';
import { baseModel } from '../model/base';
import type { JsonSchemaGenerator } from './generator';
import { applyExtra, sortedDefault } from './keywords';
import { cleandoc, copy, get, has, type Json, js, jsonable, list, put, titleFromName } from './values';

/** The merged config dict a class was built with (`model_config`, or a dataclass's / TypedDict's `__pydantic_config__`). */
function rawConfigOf(cls: PyClass): PyDict {
  const c = getAttrOrUndefined(cls, cls.isSubclassOf(baseModel) ? 'model_config' : '__pydantic_config__');
  return c instanceof PyDict ? c : new PyDict();
}

/** pydantic's `model_schema` / `dataclass_schema` / `typed_dict_schema` with a class: fields, then the class's own keys. */
export function classSchema(gen: JsonSchemaGenerator, cls: PyClass, def: ClassDef): Json {
  const raw = rawConfigOf(cls);
  let serialized: Json | null = null;
  const json = gen.withConfig({ raw, core: def.config }, () => {
    if (gen.mode === 'serialization' && def.serializer) serialized = gen.serSchema(def.serializer);
    return serialized ?? gen.inner(def.innerSchema);
  });
  // A model serializer's schema stands for the class as it is (pydantic never reaches `model_schema` then).
  if (serialized) return json;
  updateClassSchema(gen, json, cls, raw, def);
  return json;
}

function setDefault(json: Json, k: string, v: PyValue): void {
  if (!has(json, k)) put(json, k, v);
}

function updateClassSchema(_gen: JsonSchemaGenerator, json: Json, cls: PyClass, raw: PyDict, def: ClassDef): void {
  const title = get(raw, 'title');
  const titleGenerator = get(raw, 'model_title_generator');
  if (title !== undefined && title !== null) setDefault(json, 'title', title);
  else if (titleGenerator !== undefined && titleGenerator !== null) {
    const t = call(titleGenerator, [cls], null);
    if (typeof t !== 'string') throw pyError(exc.TypeError, `model_title_generator ${String(titleGenerator)} must return str, not ${typeName(t)}`);
    setDefault(json, 'title', t);
  }
  if (!has(json, 'title')) put(json, 'title', cls.name);
  const doc = cls.dict.get('__doc__');
  const isStdlibDataclass = def.kind === 'dataclass' && !cls.dict.has('__pydantic_config__');
  if (typeof doc === 'string' && doc && !(isStdlibDataclass && doc.startsWith(`${cls.name}(`))) setDefault(json, 'description', cleandoc(doc));
  // A TypedDict's PEP 728 `closed`/`extra_items` decide over the config.
  const extra = def.kind === 'typed-dict' ? def.config.extra : get(raw, 'extra');
  if (!has(json, 'additionalProperties')) {
    if (extra === 'allow') put(json, 'additionalProperties', true);
    else if (extra === 'forbid') put(json, 'additionalProperties', false);
  }
  let schemaExtra = get(raw, 'json_schema_extra') ?? null;
  if (def.kind === 'root') {
    const rootExtra = specOf(def.fields.get('root')?.info as PyOpaque).jsonSchemaExtra;
    if (schemaExtra !== null && rootExtra !== null)
      throw pyError(
        exc.ValueError,
        '"model_config[\'json_schema_extra\']" and "Field.json_schema_extra" on "RootModel.root" field must not be set simultaneously',
      );
    if (rootExtra !== null) schemaExtra = rootExtra;
  }
  if (schemaExtra instanceof PyOpaque && (schemaExtra.type === descriptorTypes.staticmethod || schemaExtra.type === descriptorTypes.classmethod)) {
    const fn = schemaExtra.payload as PyValue;
    const isClass = schemaExtra.type === descriptorTypes.classmethod;
    if (schemaExtra !== null) call(fn, isClass ? [cls, json] : (positionalCount(fn) ?? 1) > 1 ? [json, cls] : [json], null);
  } else if (schemaExtra instanceof PyDict) {
    for (const [, [k, v]] of schemaExtra.map) put(json, String(k), v);
  } else if (schemaExtra !== null) {
    call(schemaExtra, (positionalCount(schemaExtra) ?? 1) > 1 ? [json, cls] : [json], null);
  }
  if (getAttrOrUndefined(cls, '__deprecated__') !== undefined) put(json, 'deprecated', true);
}

/** pydantic's `model_fields_schema` (and the dataclass / TypedDict ones): properties and required names. */
export function fieldsSchema(gen: JsonSchemaGenerator, def: ClassDef): Json {
  if (def.kind === 'root') {
    const root = def.fields.get('root') as FieldDef;
    return fieldJson(gen, root);
  }
  const serialization = gen.mode === 'serialization';
  const defaultsRequired = truthy(get(gen.config.raw, 'json_schema_serialization_defaults_required') ?? false);
  const properties = js();
  const required: string[] = [];
  const add = (name: string, isRequired: boolean, make: () => Json, titleFrom: CoreSchema) => {
    const json = gen.skippable(() => copy(make()), false);
    if (!json) return;
    if (!has(json, 'title') && titleShouldBeSet(gen, titleFrom)) put(json, 'title', titleFromName(name));
    put(properties, name, refOverrides(gen, json));
    if (isRequired) required.push(name);
  };
  for (const f of def.fields.values()) {
    if (serialization && f.exclude) continue;
    let isRequired = f.default === undefined && f.factory === undefined && !f.omitIfMissing;
    if (serialization) isRequired = (defaultsRequired || isRequired) && f.excludeIf === null;
    const name = gen.options.byAlias ? aliasName(gen, f) : f.name;
    add(name, isRequired, () => fieldJson(gen, f), f.schema);
  }
  if (serialization)
    for (const c of def.computed) add(gen.options.byAlias ? (c.alias ?? c.name) : c.name, true, () => computedJson(gen, c), computedSchema(gen, c));
  const out = js([
    ['type', 'object'],
    ['properties', properties],
  ]);
  if (required.length) put(out, 'required', list(required));
  if (def.extrasSchema) put(gen.resolveRef(out), 'additionalProperties', gen.inner(def.extrasSchema));
  return out;
}

/** The key a field has in `properties` by alias: its validation alias (a plain key), or its serialization alias. */
function aliasName(gen: JsonSchemaGenerator, f: FieldDef): string {
  if (gen.mode === 'serialization') return f.serializationAlias ?? f.name;
  for (const p of f.aliasPaths) if (p.length === 1 && typeof p[0] === 'string') return p[0];
  return f.name;
}

/** A field's schema: its type's, its default (as JSON), then the field's title, description, examples and extra. */
function fieldJson(gen: JsonSchemaGenerator, f: FieldDef): Json {
  let json = withDefault(gen, f);
  const spec = specOf(f.info as PyOpaque);
  const meta = fieldJsMeta(spec);
  const updates = meta.updates ?? [];
  if (updates.length) {
    json = copy(json);
    for (const [k, v] of updates) put(json, k, k === 'examples' ? jsonable(v) : v);
  }
  if (meta.extra !== undefined) applyExtra(json, meta.extra);
  return json;
}

/** A computed field's return schema: its `return_type`, else the getter's return annotation. */
function computedSchema(gen: JsonSchemaGenerator, c: ComputedDef): CoreSchema {
  return c.schema.type === 'any' ? (gen.annotatedReturn(c.getter) ?? c.schema) : c.schema;
}

function computedJson(gen: JsonSchemaGenerator, c: ComputedDef): Json {
  const json = copy(gen.inner(computedSchema(gen, c)));
  put(json, 'readOnly', true);
  return json;
}

/** pydantic's `default_schema`: the inner schema with the default encoded (a serializer applied to it when serializing). */
function withDefault(gen: JsonSchemaGenerator, f: FieldDef): Json {
  const json = gen.inner(f.schema);
  if (f.default === undefined) return json;
  let dft = f.default;
  if (gen.mode === 'serialization') {
    // As pydantic: only a plain serializer without an info argument is applied to the default.
    const ser = serializerForDefault(f.schema);
    if (ser && ser.k === 'plain' && !ser.infoArg && !(dft === null && (ser.whenUsed === 'unless-none' || ser.whenUsed === 'json-unless-none'))) {
      try {
        dft = call(ser.fn, [dft], null);
      } catch (e) {
        if (isException(e)) return json;
        throw e;
      }
    }
  }
  try {
    put(json, 'default', jsonable(sortedDefault(dft), gen.options.byAlias));
  } catch (e) {
    if (!isException(e)) throw e;
  }
  return json;
}

function serializerForDefault(s: CoreSchema): FunctionSer | null {
  if (s.ser) return s.ser;
  if (s.type === 'function-before' || s.type === 'function-after' || s.type === 'function-wrap') return serializerForDefault(s.schema);
  return null;
}

/** pydantic's `field_title_should_be_set`: not for types that bring their own title (models, enums, aliases...). */
function titleShouldBeSet(gen: JsonSchemaGenerator, s: CoreSchema): boolean {
  const own = gen.override('field_title_should_be_set');
  if (own) return truthy(call(own, [js([['type', s.type]])], null));
  if (gen.refKey(s) || (s.type === 'model' && !s.core)) return false;
  if (s.type === 'nullable' || s.type === 'function-before' || s.type === 'function-after' || s.type === 'function-wrap')
    return titleShouldBeSet(gen, s.schema);
  if (s.type === 'constrained' || s.type === 'skip') return titleShouldBeSet(gen, s.schema);
  return true;
}

/** pydantic's `handle_ref_overrides`: keys beside a `$ref` that repeat the referenced schema's are dropped. */
function refOverrides(gen: JsonSchemaGenerator, json: Json): Json {
  const ref = get(json, '$ref');
  if (typeof ref !== 'string') return json;
  const target = gen.fromDefinitions(ref);
  if (!target) return json;
  const out = copy(json);
  for (const [, [k, v]] of [...json.map]) {
    if (k === '$ref') continue;
    const t = get(target, String(k));
    if (t !== undefined && eq(t, v)) out.map.delete(String(k));
  }
  return out;
}
