/**
 * The JSON schema of a core schema, as pydantic's `GenerateJsonSchema` makes it: one method a
 * schema type, metadata applied around it (Field updates, `json_schema_extra`, hooks),
 * referenced schemas collected into `$defs`, the result sorted. A subclass of
 * `GenerateJsonSchema` written in the script can override the documented methods; the
 * generator calls the script's version when there is one.
 */
import {
  builtinTypes,
  call,
  currentFrameGlobals,
  exc,
  getAttr,
  getAttrOrUndefined,
  isException,
  type PyClass,
  PyDict,
  PyFunction,
  type PyInstance,
  PyList,
  type PyValue,
  propertyParts,
  pyError,
  repr,
} from '../../../engine/api';
import { resolveConfig } from '../config';
import { type ClassDef, type CoreConfig, defOf, ensureDef } from '../core/model-def';
import type { CoreSchema, FunctionSer, JsonSchemaFunction } from '../core/schema';
import { jsonSchemaHook, schemaFromPy, schemaToPy } from '../core-schema-py';
import { type GenContext, schemaFor } from '../generate';
import { omitType } from '../validation-error';
import { invalidForJsonSchema } from './errors';
import { handlerFor } from './handler';
import { applyExtra, sortValue } from './keywords';
import { dedupe, type Mode, objectId, type RefKey, Refs, refCounts } from './refs';
import { baseSchema } from './types';
import { copy, del, get, type Json, js, list, put, size } from './values';

export interface GenOptions {
  readonly byAlias: boolean;
  readonly refTemplate: string;
  readonly unionFormat: 'any_of' | 'primitive_type_array';
}

interface ConfigFrame {
  readonly raw: PyDict;
  readonly core: CoreConfig;
}

export const defaultContext = (): GenContext => ({ config: resolveConfig(new PyDict(), 'Model'), globals: currentFrameGlobals(), locals: null });

/** The pydantic-core schema type name a user's override method is named for (`int_schema`...). */
function pyTypeName(s: CoreSchema): string {
  if (s.type === 'native') return s.native.name.replace(/^(?:int-|str-|float-)?enum\[.*$/, 'enum');
  if (s.type === 'sequence' || s.type === 'constrained' || s.type === 'skip' || s.type === 'secret') return '';
  if (s.type === 'lazy') return 'definition_ref';
  return s.type.replace(/-/g, '_');
}

export class JsonSchemaGenerator {
  private baseMode: Mode = 'validation';
  readonly definitions = new Map<string, Json>();
  readonly refs: Refs;
  private readonly configs: ConfigFrame[];
  private used = false;
  /** Referenced schemas being generated (a recursive use refers to the definition instead). */
  private readonly inProgress = new Set<string>();

  constructor(
    readonly options: GenOptions,
    /** The `GenerateJsonSchema` instance (a script's subclass may override methods). */
    readonly owner: PyInstance | null,
  ) {
    this.refs = new Refs(options.refTemplate);
    const base = resolveConfig(new PyDict(), 'Model');
    this.configs = [{ raw: base.raw, core: base.core }];
  }

  get config(): ConfigFrame {
    return this.configs[this.configs.length - 1];
  }

  /** The mode in effect: the class config's `json_schema_mode_override`, else the one asked for. */
  get mode(): Mode {
    const o = get(this.config.raw, 'json_schema_mode_override');
    return o === 'validation' || o === 'serialization' ? o : this.baseMode;
  }

  withConfig<T>(frame: ConfigFrame, f: () => T): T {
    this.configs.push(frame);
    try {
      return f();
    } finally {
      this.configs.pop();
    }
  }

  private checkUnused(): void {
    if (this.used) {
      const name = this.owner ? this.owner.type.name : 'GenerateJsonSchema';
      throw userErrorFor(
        `This JSON schema generator has already been used to generate a JSON schema. You must create a new instance of ${name} to generate a new JSON schema.`,
        'json-schema-already-used',
      );
    }
  }

  setMode(mode: Mode): void {
    this.baseMode = mode;
    this.owner?.attrs.set('mode', mode);
  }

  /** pydantic's `generate`. */
  generate(schema: CoreSchema, mode: Mode): Json {
    this.setMode(mode);
    this.checkUnused();
    let json = this.inner(schema);
    const counts = refCounts(json, (r) => this.fromDefinitions(r));
    const ref = get(json, '$ref');
    if (typeof ref === 'string') {
      const target = this.fromDefinitions(ref);
      if (counts.get(ref) === 1 && target && size(json) === 1) json = copy(target);
    }
    this.collectGarbage(json);
    const remapping = this.refs.remapping(this.definitions);
    if (this.definitions.size) put(json, '$defs', js(this.definitions));
    json = remapping.json(json) as Json;
    this.used = true;
    return this.sorted(json);
  }

  /** pydantic's `generate_definitions`: several schemas sharing one `$defs`. */
  generateDefinitions(inputs: readonly (readonly [PyValue, Mode, CoreSchema])[]): [Map<string, [PyValue, Mode, Json]>, Json] {
    this.checkUnused();
    for (const [, mode, schema] of inputs) {
      this.setMode(mode);
      this.inner(schema);
    }
    const remapping = this.refs.remapping(this.definitions);
    const out = new Map<string, [PyValue, Mode, Json]>();
    inputs.forEach(([key, mode, schema], i) => {
      this.setMode(mode);
      out.set(String(i), [key, mode, remapping.json(this.inner(schema)) as Json]);
    });
    const defs = remapping.json(js([['$defs', js(this.definitions)]])) as Json;
    this.used = true;
    return [out, this.sorted(get(defs, '$defs') as Json)];
  }

  fromDefinitions(jsonRef: string): Json | undefined {
    const defsRef = this.refs.jsonToDefs.get(jsonRef);
    return defsRef === undefined ? undefined : this.definitions.get(defsRef);
  }

  /** pydantic's `resolve_ref_schema`. */
  resolveRef(json: Json): Json {
    let out = json;
    for (;;) {
      const ref = get(out, '$ref');
      if (typeof ref !== 'string') return out;
      const target = this.fromDefinitions(ref);
      if (!target) throw pyError(exc.RuntimeError, `Cannot update undefined schema for $ref=${ref}`);
      out = target;
    }
  }

  private collectGarbage(json: Json): void {
    const visited = new Set<string>();
    const pending = [...refCounts(json, () => undefined).keys()];
    while (pending.length) {
      const ref = pending.pop() as string;
      const defsRef = this.refs.jsonToDefs.get(ref);
      if (defsRef === undefined || visited.has(defsRef)) continue;
      visited.add(defsRef);
      const d = this.definitions.get(defsRef);
      if (d) pending.push(...refCounts(d, () => undefined).keys());
    }
    for (const k of [...this.definitions.keys()]) if (!visited.has(k)) this.definitions.delete(k);
  }

  /** `sort`, or the script's override of it. */
  sorted(json: Json): Json {
    const own = this.override('sort');
    if (own) return call(own, [json], null) as Json;
    return sortValue(json, null) as Json;
  }

  /** A method the script's subclass defines in place of the base one, bound to the instance. */
  override(name: string): PyValue | null {
    const o = this.owner;
    if (!o) return null;
    const found = o.type.lookup(name);
    if (found === undefined || found === generateJsonSchemaBase()?.dict.get(name)) return null;
    return getAttr(o, name);
  }

  // ------------------------------------------------------------ generate_inner

  /** What a schema is referenced by in `$defs`, or null when it is generated in place. */
  refKey(s: CoreSchema): RefKey | null {
    const classKey = (cls: PyClass): RefKey => ({
      id: String(objectId(cls)),
      short: cls.name,
      qualified: `${cls.module === 'builtins' ? '' : `${cls.module}.`}${cls.qualname}`,
    });
    if (s.type === 'model' && s.core) return classKey(s.cls);
    if (s.type === 'dataclass') return classKey(s.cls);
    if (s.type === 'typed-dict') return isSyntheticTypedDict(s.cls) ? null : classKey(s.cls);
    if (s.type === 'native' && s.native.jsonSchema?.cls) return classKey(s.native.jsonSchema.cls);
    if (s.type === 'lazy') return { id: `alias:${s.name}`, short: s.name, qualified: `__main__.${s.name}` };
    return null;
  }

  /** pydantic's `generate_inner`: a reference when already defined, else the schema with its metadata applied. */
  inner(s: CoreSchema): Json {
    const key = this.refKey(s);
    const slot = key ? `${key.id}|${this.mode}` : '';
    if (key) {
      const known = this.refs.defsRefs.get(slot);
      if (known !== undefined && this.definitions.has(known)) return js([['$ref', this.refs.jsonRef(known)]]);
      // A recursive use (a model containing itself) refers to the definition being made.
      if (this.inProgress.has(slot)) return js([['$ref', this.refs.jsonRef(this.refs.defsRef(key, this.mode))]]);
      this.inProgress.add(slot);
    }
    try {
      return this.innerWithMeta(s, key);
    } finally {
      if (key) this.inProgress.delete(slot);
    }
  }

  private innerWithMeta(s: CoreSchema, key: RefKey | null): Json {
    let handler = (x: CoreSchema): Json => this.typeSchema(x);
    const meta = s.js;
    if (meta?.updates) {
      const prev = handler;
      const updates = meta.updates;
      handler = (x) => {
        const out = copy(prev(x));
        for (const [k, v] of updates) put(out, k, v);
        return out;
      };
    }
    if (meta?.extra !== undefined) {
      const prev = handler;
      const extra = meta.extra;
      handler = (x) => {
        const out = prev(x);
        applyExtra(out, extra);
        return out;
      };
    }
    for (const f of [...this.classFunctions(s), ...(meta?.functions ?? [])]) {
      const prev = handler;
      handler = (x) => this.runFunction(f, x, prev, key);
    }
    const json = handler(s);
    return key ? this.populateDefs(key, json) : json;
  }

  /** A model class's own `__get_pydantic_json_schema__` (pydantic attaches it to the model's schema). */
  private classFunctions(s: CoreSchema): JsonSchemaFunction[] {
    if (s.type !== 'model' || !s.core) return [];
    const hook = jsonSchemaHook(s.cls);
    return hook ? [{ hook, classLevel: true }] : [];
  }

  private runFunction(f: JsonSchemaFunction, s: CoreSchema, prev: (x: CoreSchema) => Json, key: RefKey | null): Json {
    if ('native' in f) return f.native(() => prev(s), this.mode);
    if ('fixed' in f) {
      if (f.mode !== null && f.mode !== this.mode) return prev(s);
      if (f.fixed === null) throw call(omitType, [], null);
      return copy(f.fixed as Json);
    }
    const handler = handlerFor(this, prev);
    const out = call(f.hook, [schemaToPy(s), handler], null);
    if (!(out instanceof PyDict)) return out as Json;
    if (!f.classLevel) return out;
    const json = key ? this.populateDefs(key, out) : out;
    const original = this.resolveRef(json);
    const ref = get(json, '$ref');
    del(json, '$ref');
    if (ref !== undefined && size(json)) for (const [, [k, v]] of json.map) put(original, String(k), v);
    return original;
  }

  private populateDefs(key: RefKey, json: Json): Json {
    const defsRef = this.refs.defsRef(key, this.mode);
    const jsonRef = this.refs.jsonRef(defsRef);
    if (get(json, '$ref') !== jsonRef) this.definitions.set(defsRef, json);
    return js([['$ref', jsonRef]]);
  }

  /** The schema generated from a core schema dict a script passes (`handler(core_schema.int_schema())`). */
  fromPy(v: PyValue): CoreSchema {
    return schemaFromPy(v, defaultContext());
  }

  // ------------------------------------------------------------ per type

  /** pydantic's `handler_func`: the serialization schema in serialization mode, else the type's own. */
  private typeSchema(s: CoreSchema): Json {
    if (this.mode === 'serialization' && s.ser) {
      const j = this.serSchema(s.ser);
      if (j) {
        if ((s.ser.whenUsed === 'unless-none' || s.ser.whenUsed === 'json-unless-none') && s.type === 'nullable')
          return this.unionOf([js([['type', 'null']]), j]);
        return j;
      }
    }
    const name = pyTypeName(s);
    const own = name ? this.override(`${name}_schema`) : null;
    if (own) return call(own, [schemaToPy(s)], null) as Json;
    return baseSchema(this, s);
  }

  /** pydantic's `ser_schema`: the return schema of a serializer function, when known. */
  serSchema(ser: FunctionSer): Json | null {
    if (ser.fn === builtinTypes.str) return js([['type', 'string']]);
    const ret = ser.returnSchema ?? this.annotatedReturn(ser.fn);
    return ret ? this.inner(ret) : null;
  }

  /** The schema of a function's return annotation (what pydantic infers a serializer's return type from). */
  annotatedReturn(fn: PyValue): CoreSchema | null {
    // A property (a computed field) holds its getter as its payload.
    const getter = propertyParts(fn)?.fget ?? fn;
    const f = getter instanceof PyFunction ? getter : null;
    if (!f) return null;
    const anns = getAttrOrUndefined(f, '__annotations__');
    const ret = anns instanceof PyDict ? anns.map.get('return')?.[1] : undefined;
    if (ret === undefined) return null;
    return schemaFor(ret, defaultContext());
  }

  /** `handle_invalid_for_json_schema`, or the script's override. */
  invalid(s: CoreSchema, info: string): Json {
    const own = this.override('handle_invalid_for_json_schema');
    if (own) return call(own, [schemaToPy(s), info], null) as Json;
    throw invalidForJsonSchema(`Cannot generate a JsonSchema for ${info}`);
  }

  skippable(f: () => Json, invalidToo = true): Json | null {
    try {
      return f();
    } catch (e) {
      if (isException(e) && (e.type.isSubclassOf(omitType) || (invalidToo && e.type.isSubclassOf(invalidType())))) return null;
      throw e;
    }
  }

  /** pydantic's `get_union_of_schemas`. */
  unionOf(schemas: Json[]): Json {
    if (this.options.unionFormat === 'primitive_type_array') {
      const types: string[] = [];
      let ok = true;
      for (const sc of schemas) {
        const t = get(sc, 'type');
        const ts = t instanceof PyList ? t.items : t === undefined ? null : [t];
        if (!ts?.every((x) => typeof x === 'string' && ['string', 'boolean', 'null', 'integer', 'number'].includes(x)) || size(sc) !== 1) {
          ok = false;
          break;
        }
        for (const x of ts) if (!types.includes(x as string)) types.push(x as string);
      }
      if (ok) return js([['type', list(types)]]);
    }
    const members: PyValue[] = [];
    for (const sc of schemas) {
      const any = get(sc, 'anyOf');
      if (size(sc) === 1 && any instanceof PyList) members.push(...any.items);
      else members.push(sc);
    }
    const unique = dedupe(members);
    if (unique.length === 1) return unique[0] as Json;
    return js([['anyOf', list(unique)]]);
  }
}

// ------------------------------------------------------------ helpers

let baseClass: PyClass | null = null;
let invalidClass: PyClass | null = null;
let userErrorFor: (message: string, code: string) => PyInstance = () => {
  throw new Error('json-schema errors not initialised');
};

/** Set by the module: the `GenerateJsonSchema` class, `PydanticInvalidForJsonSchema`, and the user-error maker. */
export function initGenerator(base: PyClass, invalid: PyClass, makeUserError: (message: string, code: string) => PyInstance): void {
  baseClass = base;
  invalidClass = invalid;
  userErrorFor = makeUserError;
}

function generateJsonSchemaBase(): PyClass | null {
  return baseClass;
}

function invalidType(): PyClass {
  return invalidClass as PyClass;
}

export function unsupportedJson(what: string): PyInstance {
  return pyError(exc.NotImplementedError, `${what} is not supported by this explainer's pydantic`);
}

export function requireDef(cls: PyClass): ClassDef {
  const def = defOf(cls) ?? ensureDef(cls);
  if (!def) throw unsupportedJson(`the JSON schema of ${repr(cls)}`);
  return def;
}

/** A `typed_dict_schema` built by hand (no class of its own): no reference, no title. */
export function isSyntheticTypedDict(cls: PyClass): boolean {
  return cls.module === 'pydantic_core' && cls.name === 'typed-dict';
}
