/**
 * `pydantic.json_schema`: `GenerateJsonSchema` (subclassable: a script's overrides of `generate`,
 * `sort`, `handle_invalid_for_json_schema` and the `<type>_schema` methods are called),
 * `models_json_schema`, `SkipJsonSchema`, `Examples`, `WithJsonSchema`, and the entry points
 * behind `model_json_schema` and `TypeAdapter.json_schema`.
 */
import {
  builtin,
  builtinTypes,
  call,
  exc,
  getAttr,
  hashKey,
  type Kwargs,
  objectType,
  PyBuiltin,
  PyClass,
  PyDict,
  PyGenericAlias,
  PyInstance,
  PyList,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  toArray,
  truthy,
} from '../../../engine/api';
import { anyType } from '../../typing';
import { schemaToPy } from '../core-schema-py';
import { withJsFunction } from '../json-meta';
import { setJsonSchemaEntry } from '../json-schema-entry';
import { marker, markerHandlers } from '../markers';
import { metadataClass, metaValues, withJsonSchema } from '../metadata';
import { baseModel } from '../model/base';
import { modelInfo, requireBuilt } from '../model/info';
import { userError } from '../user-error';
import { invalidForJsonSchema, invalidForJsonSchemaType, jsonSchemaWarningType } from './errors';
import { type GenOptions, initGenerator, JsonSchemaGenerator } from './generator';
import { sortValue } from './keywords';
import { normalizeName } from './refs';
import { baseSchema } from './types';
import { get, js, jsonable, put, titleFromName } from './values';

const M = 'pydantic.json_schema';
const DEFAULT_REF_TEMPLATE = '#/$defs/{model}';

export const generateJsonSchemaType = new PyClass('GenerateJsonSchema', [objectType], {}, M);

function genOf(self: PyValue): JsonSchemaGenerator {
  if (self instanceof PyInstance && self.native instanceof JsonSchemaGenerator) return self.native;
  throw pyError(exc.TypeError, "descriptor requires a 'GenerateJsonSchema' object");
}

function modeOf(v: PyValue | undefined): 'validation' | 'serialization' {
  if (v === undefined || v === null || v === 'validation') return 'validation';
  if (v === 'serialization') return 'serialization';
  throw pyError(exc.ValueError, `mode must be 'validation' or 'serialization', not ${String(v)}`);
}

function options(args: PyValue[], kw: Kwargs): GenOptions {
  const byAlias = args[0] ?? kw?.get('by_alias') ?? true;
  const template = args[1] ?? kw?.get('ref_template') ?? DEFAULT_REF_TEMPLATE;
  const union = args[2] ?? kw?.get('union_format') ?? 'any_of';
  return { byAlias: truthy(byAlias), refTemplate: String(template), unionFormat: union === 'primitive_type_array' ? 'primitive_type_array' : 'any_of' };
}

const methods: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  __init__(args, kw) {
    const self = args[0];
    if (!(self instanceof PyInstance)) throw pyError(exc.TypeError, 'GenerateJsonSchema.__init__ needs an instance');
    const o = options(args.slice(1), kw);
    self.native = new JsonSchemaGenerator(o, self);
    self.attrs.set('by_alias', o.byAlias);
    self.attrs.set('ref_template', o.refTemplate);
    self.attrs.set('union_format', o.unionFormat);
    self.attrs.set('mode', 'validation');
    return null;
  },
  generate(args, kw) {
    const g = genOf(args[0]);
    return g.generate(g.fromPy(args[1] ?? null), modeOf(args[2] ?? kw?.get('mode')));
  },
  generate_definitions(args) {
    const g = genOf(args[0]);
    const inputs = toArray(args[1] ?? null).map((t) => {
      const [key, mode, schema] = toArray(t);
      return [key, modeOf(mode), g.fromPy(schema)] as const;
    });
    const [map, defs] = g.generateDefinitions(inputs);
    const out = new PyDict();
    for (const [key, mode, json] of map.values()) {
      const k = new PyTuple([key, mode]);
      out.map.set(hashKey(k), [k, json]);
    }
    return new PyTuple([out, defs]);
  },
  generate_inner(args) {
    const g = genOf(args[0]);
    return g.inner(g.fromPy(args[1] ?? null));
  },
  sort(args) {
    const parent = args[2] ?? null;
    return sortValue(args[1] ?? null, typeof parent === 'string' ? parent : null);
  },
  handle_invalid_for_json_schema(args) {
    throw invalidForJsonSchema(`Cannot generate a JsonSchema for ${String(args[2] ?? '')}`);
  },
  resolve_ref_schema(args) {
    return genOf(args[0]).resolveRef(args[1] as PyDict);
  },
  get_title_from_name(args) {
    return titleFromName(String(args[1] ?? ''));
  },
  normalize_name(args) {
    return normalizeName(String(args[1] ?? ''));
  },
};

for (const [name, fn] of Object.entries(methods)) generateJsonSchemaType.dict.set(name, new PyBuiltin(name, fn, `GenerateJsonSchema.${name}`));
// The per-type methods, so an override can call `super().int_schema(schema)`.
for (const t of [
  'any',
  'none',
  'bool',
  'int',
  'float',
  'str',
  'literal',
  'list',
  'tuple',
  'set',
  'frozenset',
  'dict',
  'nullable',
  'union',
  'tagged_union',
  'model',
  'dataclass',
  'typed_dict',
  'function_before',
  'function_after',
  'function_plain',
  'function_wrap',
  'is_instance',
  'is_subclass',
  'callable',
  'chain',
  'lax_or_strict',
  'json_or_python',
  'json',
])
  generateJsonSchemaType.dict.set(
    `${t}_schema`,
    new PyBuiltin(
      `${t}_schema`,
      (args) => {
        const g = genOf(args[0]);
        return baseSchema(g, g.fromPy(args[1] ?? null));
      },
      `GenerateJsonSchema.${t}_schema`,
    ),
  );
generateJsonSchemaType.dict.set('schema_dialect', 'https://json-schema.org/draft/2020-12/schema');
const ignored = new PySet();
ignored.map.set('skipped-choice', 'skipped-choice');
generateJsonSchemaType.dict.set('ignored_warning_kinds', ignored);

initGenerator(generateJsonSchemaType, invalidForJsonSchemaType, (m, code) => userError(m, code));

/** A generator instance of the class asked for (a script's subclass, or `GenerateJsonSchema`). */
function makeGenerator(kw: Kwargs): PyValue {
  const cls = kw?.get('schema_generator') ?? generateJsonSchemaType;
  const k = new Map<string, PyValue>([
    ['by_alias', kw?.get('by_alias') ?? true],
    ['ref_template', kw?.get('ref_template') ?? DEFAULT_REF_TEMPLATE],
    ['union_format', kw?.get('union_format') ?? 'any_of'],
  ]);
  return call(cls, [], k);
}

function generateWith(kw: Kwargs, schema: PyDict): PyValue {
  const inst = makeGenerator(kw);
  return call(getAttr(inst, 'generate'), [schema], new Map([['mode', kw?.get('mode') ?? 'validation']]));
}

const jsonSchemaKeywords = ['by_alias', 'ref_template', 'union_format', 'schema_generator', 'mode'];

function checkKeywords(fn: string, kw: Kwargs): void {
  for (const k of kw?.keys() ?? []) if (!jsonSchemaKeywords.includes(k)) throw pyError(exc.TypeError, `${fn}() got an unexpected keyword argument '${k}'`);
}

/** The core schema dict of a model (what `Model.__pydantic_core_schema__` stands for). */
function modelSchemaDict(cls: PyClass): PyDict {
  if (cls === baseModel) throw pyError(exc.AttributeError, 'model_json_schema() must be called on a subclass of BaseModel, not BaseModel itself.');
  requireBuilt(modelInfo(cls));
  return schemaToPy({ type: 'model', cls });
}

setJsonSchemaEntry({
  model(cls, kw) {
    checkKeywords('model_json_schema', kw);
    return generateWith(kw, modelSchemaDict(cls));
  },
  adapter(schema, _config, kw) {
    checkKeywords('json_schema', kw);
    return generateWith(kw, schemaToPy(schema));
  },
});

/** `models_json_schema([(Model, mode), ...], title=, description=, ...)`. */
const modelsJsonSchema = builtin('models_json_schema', (args, kw) => {
  const models = toArray(args[0] ?? kw?.get('models') ?? null);
  const inst = makeGenerator(kw);
  const inputs = new PyList(
    models.map((pair) => {
      const [cls, mode] = toArray(pair);
      return new PyTuple([cls, mode, modelSchemaDict(cls as PyClass)]);
    }),
  );
  const result = call(getAttr(inst, 'generate_definitions'), [inputs], null);
  const [map, defs] = toArray(result);
  const json = js();
  if (defs instanceof PyDict && defs.map.size) put(json, '$defs', defs);
  const title = kw?.get('title');
  const description = kw?.get('description');
  if (title) put(json, 'title', title);
  if (description) put(json, 'description', description);
  return new PyTuple([map, json]);
});

/** `SkipJsonSchema[T]`: the annotated type is left out of the JSON schema (`PydanticOmit`). */
const skipJsonSchema = marker('SkipJsonSchema', M, (schema) => withJsFunction(schema, { fixed: null, mode: null }));

/** `Examples(examples, mode=None)`: the examples appended to the schema's `examples` (in its mode only). */
const examplesType = metadataClass('Examples', M, [
  ['examples', undefined],
  ['mode', null],
]);
markerHandlers.set(examplesType, (schema, m) => {
  const values = metaValues(m, examplesType) as ReadonlyMap<string, PyValue>;
  const only = values.get('mode') ?? null;
  return withJsFunction(schema, {
    native: (next, mode) => {
      const json = next();
      if (only !== null && only !== mode) return json;
      const added = jsonable(values.get('examples') ?? null);
      const old = get(json, 'examples');
      if (old instanceof PyList && added instanceof PyList) put(json, 'examples', new PyList([...old.items, ...added.items]));
      else if (old === undefined) put(json, 'examples', added);
      else throw pyError(exc.TypeError, 'Examples only extend a list of examples');
      return json;
    },
  });
});

/** `JsonSchemaValue`: `Dict[str, Any]`, for annotations. */
const jsonSchemaValue = new PyGenericAlias(builtinTypes.dict, [builtinTypes.str, anyType], 'typing.Dict[str, typing.Any]');

registerModule(M, () => ({
  GenerateJsonSchema: generateJsonSchemaType,
  models_json_schema: modelsJsonSchema,
  model_json_schema: builtin('model_json_schema', (args, kw) => {
    const k = new Map(kw ?? []);
    return call(getAttr(args[0] ?? null, 'model_json_schema'), [], k);
  }),
  DEFAULT_REF_TEMPLATE,
  JsonSchemaValue: jsonSchemaValue,
  JsonDict: jsonSchemaValue,
  SkipJsonSchema: skipJsonSchema,
  WithJsonSchema: withJsonSchema,
  Examples: examplesType,
  PydanticJsonSchemaWarning: jsonSchemaWarningType,
}));
