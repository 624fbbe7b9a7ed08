/**
 * Core schemas as Python sees them: `pydantic_core.core_schema`'s builder functions (returning
 * the same dicts pydantic-core's do), the `GetCoreSchemaHandler` a `__get_pydantic_core_schema__`
 * hook receives, and the conversion of a returned schema dict into this explainer's `CoreSchema`.
 * A schema the handler produced keeps its compiled form (looked up by identity), so a hook can
 * wrap a model's or a datetime's schema without this module knowing how to spell it as a dict.
 * Schema kinds outside what the docs use (definitions, `model_schema` by hand, arguments...) are
 * refused by name.
 */
import {
  builtin,
  builtinTypes,
  call,
  descriptorTypes,
  exc,
  getAttr,
  getAttrOrUndefined,
  type Kwargs,
  objectType,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyInstance,
  PyList,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  truthy,
  typeDisplay,
  typeName,
} from '../../engine/api';
import { anyType } from '../typing';
import { argsOf, specialFormType } from '../typing/forms';
import { aliasPaths } from './alias';
import { resolveConfig } from './config';
import { type FieldDef, setClassDef } from './core/model-def';
import type { CoreSchema, FunctionSer } from './core/schema';
import { validatorCallableType } from './core/validate-functions';
import { fieldInfo } from './field-info';
import type { GenContext } from './generate';
import { modelSchemas } from './model/build';
import { fieldSpecFor } from './model/collect';
import { unsupported } from './user-error';

// ---------------------------------------------------------------- dicts from the builders

/** Dicts handed to a hook for a compiled schema, with the entries they were handed out with. */
const compiled = new WeakMap<PyDict, { readonly schema: CoreSchema; readonly entries: ReadonlyMap<unknown, PyValue> }>();

function dict(entries: [string, PyValue | undefined][]): PyDict {
  const d = new PyDict();
  for (const [k, v] of entries) if (v !== undefined && v !== null) d.map.set(k, [k, v]);
  return d;
}

type Builder = (args: PyValue[], kw: Kwargs) => PyDict;

/** A builder whose dict is `type` plus its parameters that are not None, in signature order. */
function simple(type: string, positional: string[], keywords: string[]): Builder {
  return (args, kw) => {
    const entries: [string, PyValue | undefined][] = [['type', type]];
    positional.forEach((p, i) => {
      entries.push([p, args[i] ?? kw?.get(p)]);
    });
    for (const k of keywords) entries.push([k, kw?.get(k)]);
    for (const k of kw?.keys() ?? [])
      if (!positional.includes(k) && !keywords.includes(k))
        throw pyError(exc.TypeError, `${type.replace(/-/g, '_')}_schema() got an unexpected keyword argument '${k}'`);
    return dict(entries);
  };
}

const COMMON = ['ref', 'metadata', 'serialization'];
const NUM = ['multiple_of', 'le', 'ge', 'lt', 'gt', 'strict', ...COMMON];
const SEQ = ['min_length', 'max_length', 'fail_fast', 'strict', ...COMMON];

function validatorFunction(type: string, info: boolean, withSchema: boolean): Builder {
  return (args, kw) => {
    const fn = args[0] ?? kw?.get('function') ?? null;
    const fieldName = info ? kw?.get('field_name') : undefined;
    const f = dict([
      ['type', info ? 'with-info' : 'no-info'],
      ['function', fn],
      ['field_name', fieldName],
    ]);
    return dict([
      ['type', type],
      ['function', f],
      ['schema', withSchema ? (args[1] ?? kw?.get('schema')) : undefined],
      ['ref', kw?.get('ref')],
      ['json_schema_input_schema', kw?.get('json_schema_input_schema')],
      ['metadata', kw?.get('metadata')],
      ['serialization', kw?.get('serialization')],
    ]);
  };
}

function serializerFunction(type: 'function-plain' | 'function-wrap'): Builder {
  return (args, kw) => {
    const when = kw?.get('when_used');
    return dict([
      ['type', type],
      ['function', args[0] ?? kw?.get('function')],
      ['is_field_serializer', kw?.get('is_field_serializer')],
      ['info_arg', kw?.get('info_arg')],
      ['schema', type === 'function-wrap' ? kw?.get('schema') : undefined],
      ['return_schema', kw?.get('return_schema')],
      ['when_used', when === 'always' ? undefined : when],
    ]);
  };
}

const builders: Record<string, Builder> = {
  any_schema: simple('any', [], COMMON),
  none_schema: simple('none', [], COMMON),
  bool_schema: simple('bool', [], ['strict', ...COMMON]),
  int_schema: simple('int', [], NUM),
  float_schema: simple('float', [], ['allow_inf_nan', ...NUM]),
  str_schema: simple(
    'str',
    [],
    ['pattern', 'max_length', 'min_length', 'strip_whitespace', 'to_lower', 'to_upper', 'regex_engine', 'strict', 'coerce_numbers_to_str', ...COMMON],
  ),
  date_schema: simple('date', [], ['strict', 'le', 'ge', 'lt', 'gt', 'now_op', 'now_utc_offset', ...COMMON]),
  time_schema: simple('time', [], ['strict', 'le', 'ge', 'lt', 'gt', 'tz_constraint', 'microseconds_precision', ...COMMON]),
  datetime_schema: simple('datetime', [], ['strict', 'le', 'ge', 'lt', 'gt', 'now_op', 'tz_constraint', 'now_utc_offset', 'microseconds_precision', ...COMMON]),
  timedelta_schema: simple('timedelta', [], ['strict', 'le', 'ge', 'lt', 'gt', 'microseconds_precision', ...COMMON]),
  decimal_schema: simple('decimal', [], ['allow_inf_nan', 'multiple_of', 'le', 'ge', 'lt', 'gt', 'max_digits', 'decimal_places', 'strict', ...COMMON]),
  uuid_schema: simple('uuid', [], ['version', 'strict', ...COMMON]),
  literal_schema: simple('literal', ['expected'], COMMON),
  list_schema: simple('list', ['items_schema'], SEQ),
  set_schema: simple('set', ['items_schema'], SEQ),
  frozenset_schema: simple('frozenset', ['items_schema'], SEQ),
  generator_schema: simple('generator', ['items_schema'], ['min_length', 'max_length', ...COMMON]),
  tuple_schema: simple('tuple', ['items_schema'], ['variadic_item_index', ...SEQ]),
  dict_schema: simple('dict', ['keys_schema', 'values_schema'], SEQ),
  nullable_schema: simple('nullable', ['schema'], ['strict', ...COMMON]),
  union_schema: simple('union', ['choices'], ['auto_collapse', 'custom_error_type', 'custom_error_message', 'custom_error_context', 'mode', ...COMMON]),
  tagged_union_schema: simple(
    'tagged-union',
    ['choices', 'discriminator'],
    ['custom_error_type', 'custom_error_message', 'custom_error_context', 'strict', 'from_attributes', ...COMMON],
  ),
  chain_schema: simple('chain', ['steps'], COMMON),
  lax_or_strict_schema: simple('lax-or-strict', ['lax_schema', 'strict_schema'], ['strict', ...COMMON]),
  json_or_python_schema: simple('json-or-python', ['json_schema', 'python_schema'], COMMON),
  is_instance_schema: simple('is-instance', ['cls'], ['cls_repr', ...COMMON]),
  is_subclass_schema: simple('is-subclass', ['cls'], ['cls_repr', ...COMMON]),
  callable_schema: simple('callable', [], COMMON),
  json_schema: simple('json', ['schema'], COMMON),
  typed_dict_field: simple(
    'typed-dict-field',
    ['schema'],
    ['required', 'validation_alias', 'serialization_alias', 'serialization_exclude', 'metadata', 'serialization_exclude_if'],
  ),
  typed_dict_schema: simple(
    'typed-dict',
    ['fields'],
    ['cls', 'cls_name', 'computed_fields', 'strict', 'extras_schema', 'extra_behavior', 'total', 'ref', 'metadata', 'serialization', 'config'],
  ),
  model_field: simple(
    'model-field',
    ['schema'],
    ['validation_alias', 'serialization_alias', 'serialization_exclude', 'serialization_exclude_if', 'frozen', 'metadata'],
  ),
  with_default_schema: simple(
    'default',
    ['schema'],
    ['default', 'default_factory', 'default_factory_takes_data', 'on_error', 'validate_default', 'strict', ...COMMON],
  ),
  no_info_before_validator_function: validatorFunction('function-before', false, true),
  with_info_before_validator_function: validatorFunction('function-before', true, true),
  no_info_after_validator_function: validatorFunction('function-after', false, true),
  with_info_after_validator_function: validatorFunction('function-after', true, true),
  no_info_wrap_validator_function: validatorFunction('function-wrap', false, true),
  with_info_wrap_validator_function: validatorFunction('function-wrap', true, true),
  no_info_plain_validator_function: validatorFunction('function-plain', false, false),
  with_info_plain_validator_function: validatorFunction('function-plain', true, false),
  plain_serializer_function_ser_schema: serializerFunction('function-plain'),
  wrap_serializer_function_ser_schema: serializerFunction('function-wrap'),
  to_string_ser_schema: (_a, kw) => {
    const when = kw?.get('when_used');
    return dict([
      ['type', 'to-string'],
      ['when_used', when === 'json-unless-none' ? undefined : when],
    ]);
  },
  simple_ser_schema: (args) => dict([['type', args[0]]]),
};

/** The `pydantic_core.core_schema` functions. */
export function coreSchemaFunctions(): Record<string, PyValue> {
  const out: Record<string, PyValue> = {};
  for (const [name, b] of Object.entries(builders)) out[name] = builtin(name, b);
  for (const name of [
    'definitions_schema',
    'definition_reference_schema',
    'model_schema',
    'model_fields_schema',
    'dataclass_schema',
    'arguments_schema',
    'call_schema',
    'enum_schema',
    'url_schema',
    'multi_host_url_schema',
    'bytes_schema',
    'complex_schema',
    'custom_error_schema',
  ])
    out[name] = builtin(name, () => {
      throw unsupported(`\`core_schema.${name}\``);
    });
  out.CoreSchema = coreSchemaAlias;
  return out;
}

export const coreSchemaAlias = new PyOpaque(new PyClass('_UnionGenericAlias', [objectType], {}, 'typing'), 'pydantic_core.core_schema.CoreSchema');

// ---------------------------------------------------------------- dicts → CoreSchema

function get(d: PyDict, k: string): PyValue | undefined {
  const e = d.map.get(k);
  return e === undefined ? undefined : e[1];
}

function bool(d: PyDict, k: string): boolean | undefined {
  const v = get(d, k);
  return v === undefined || v === null ? undefined : truthy(v);
}

function num(d: PyDict, k: string): number | undefined {
  const v = get(d, k);
  return typeof v === 'bigint' ? Number(v) : undefined;
}

function items(v: PyValue | undefined): PyValue[] {
  if (v instanceof PyList || v instanceof PyTuple) return [...v.items];
  throw pyError(exc.TypeError, `expected a list of schemas, got ${typeName(v ?? null)}`);
}

function funcSer(d: PyDict, ctx: GenContext): FunctionSer | undefined {
  const type = get(d, 'type');
  const when = get(d, 'when_used');
  const whenUsed = (w: PyValue | undefined, dflt: FunctionSer['whenUsed']): FunctionSer['whenUsed'] =>
    w === 'always' || w === 'unless-none' || w === 'json' || w === 'json-unless-none' ? w : dflt;
  if (type === 'function-plain' || type === 'function-wrap') {
    const ret = get(d, 'return_schema');
    return {
      k: type === 'function-plain' ? 'plain' : 'wrap',
      fn: get(d, 'function') ?? null,
      infoArg: bool(d, 'info_arg') ?? false,
      whenUsed: whenUsed(when, 'always'),
      isFieldSerializer: bool(d, 'is_field_serializer') ?? false,
      returnSchema: ret ? schemaFromPy(ret, ctx) : null,
    };
  }
  if (type === 'to-string')
    return { k: 'plain', fn: builtinTypes.str, infoArg: false, whenUsed: whenUsed(when, 'json-unless-none'), isFieldSerializer: false, returnSchema: null };
  if (type === 'simple' || typeof type === 'string') return undefined;
  return undefined;
}

function common(d: PyDict, ctx: GenContext): { strict?: boolean; ser?: FunctionSer } {
  const out: { strict?: boolean; ser?: FunctionSer } = {};
  const strict = bool(d, 'strict');
  if (strict !== undefined) out.strict = strict;
  const ser = get(d, 'serialization');
  if (ser instanceof PyDict) {
    const f = funcSer(ser, ctx);
    if (f) out.ser = f;
  }
  return out;
}

function numberConstraints(d: PyDict): Record<string, PyValue> {
  const out: Record<string, PyValue> = {};
  for (const [k, name] of [
    ['gt', 'gt'],
    ['ge', 'ge'],
    ['lt', 'lt'],
    ['le', 'le'],
    ['multiple_of', 'multipleOf'],
  ]) {
    const v = get(d, k);
    if (v !== undefined && v !== null) out[name] = v;
  }
  return out;
}

function lengths(d: PyDict): { minLength?: number; maxLength?: number } {
  const out: { minLength?: number; maxLength?: number } = {};
  const min = num(d, 'min_length');
  const max = num(d, 'max_length');
  if (min !== undefined) out.minLength = min;
  if (max !== undefined) out.maxLength = max;
  return out;
}

function functionOf(d: PyDict): { fn: PyValue; infoArg: boolean; fieldName: string | null } {
  const f = get(d, 'function');
  if (!(f instanceof PyDict)) throw pyError(exc.TypeError, `a function validator schema needs 'function': {'type': ..., 'function': ...}`);
  const fieldName = get(f, 'field_name');
  return { fn: get(f, 'function') ?? null, infoArg: get(f, 'type') === 'with-info', fieldName: typeof fieldName === 'string' ? fieldName : null };
}

/** The schema a runtime module registers for one of its classes (`datetime`, `UUID`, `Decimal`). */
let nativeByName: (name: string, ctx: GenContext) => CoreSchema | null = () => null;
export function setNativeByName(f: typeof nativeByName): void {
  nativeByName = f;
}

/** A schema dict (from `core_schema`'s builders, or a handler) as this explainer's CoreSchema. */
export function schemaFromPy(v: PyValue, ctx: GenContext): CoreSchema {
  if (!(v instanceof PyDict)) throw pyError(exc.TypeError, `a core schema must be a dict, not ${typeName(v)}`);
  const known = compiled.get(v);
  if (known) return withEdits(known.schema, known.entries, v);
  const type = get(v, 'type');
  const c = common(v, ctx);
  const sub = (k: string): CoreSchema => {
    const s = get(v, k);
    return s === undefined || s === null ? { type: 'any' } : schemaFromPy(s, ctx);
  };
  switch (type) {
    case 'any':
    case 'none':
    case 'callable':
      return { type, ...c };
    case 'bool':
      return { type: 'bool', ...c };
    case 'int':
      return { type: 'int', ...c, ...numberConstraints(v) };
    case 'float': {
      const inf = bool(v, 'allow_inf_nan');
      return { type: 'float', ...c, ...numberConstraints(v), ...(inf !== undefined ? { allowInfNan: inf } : {}) };
    }
    case 'str': {
      const pattern = get(v, 'pattern');
      const extra: Record<string, unknown> = {};
      for (const [k, name] of [
        ['strip_whitespace', 'stripWhitespace'],
        ['to_lower', 'toLower'],
        ['to_upper', 'toUpper'],
        ['coerce_numbers_to_str', 'coerceNumbersToStr'],
      ]) {
        const b = bool(v, k);
        if (b !== undefined) extra[name] = b;
      }
      return { type: 'str', ...c, ...lengths(v), ...(typeof pattern === 'string' ? { pattern } : {}), ...extra };
    }
    case 'literal':
      return { type: 'literal', ...c, expected: items(get(v, 'expected')) };
    case 'list':
    case 'set':
    case 'frozenset':
    case 'generator':
      return { type, ...c, items: sub('items_schema'), ...lengths(v) };
    case 'tuple': {
      const its = get(v, 'items_schema');
      const variadic = num(v, 'variadic_item_index');
      return { type: 'tuple', ...c, items: its === undefined ? [] : items(its).map((s) => schemaFromPy(s, ctx)), variadic: variadic ?? null, ...lengths(v) };
    }
    case 'dict':
      return { type: 'dict', ...c, keys: sub('keys_schema'), values: sub('values_schema'), ...lengths(v) };
    case 'nullable':
      return { type: 'nullable', ...c, schema: sub('schema') };
    case 'union': {
      const mode = get(v, 'mode') === 'left_to_right' ? 'left_to_right' : 'smart';
      const choices = items(get(v, 'choices')).map((ch) => {
        if (ch instanceof PyTuple && ch.items.length === 2) return { schema: schemaFromPy(ch.items[0], ctx), label: String(ch.items[1]) };
        return { schema: schemaFromPy(ch, ctx) };
      });
      return { type: 'union', ...c, choices, mode };
    }
    case 'chain': {
      const steps = items(get(v, 'steps')).map((s) => schemaFromPy(s, ctx));
      if (steps.length === 0) throw pyError(exc.TypeError, 'One or more steps are required for a chain validator');
      return steps.length === 1 ? steps[0] : { type: 'chain', ...c, steps };
    }
    case 'lax-or-strict':
      return { type: 'lax-or-strict', ...c, lax: sub('lax_schema'), strictSchema: sub('strict_schema') };
    case 'json-or-python':
      return { type: 'json-or-python', ...c, json: sub('json_schema'), python: sub('python_schema') };
    case 'is-instance':
    case 'is-subclass': {
      const cls = get(v, 'cls');
      if (!(cls instanceof PyClass)) throw pyError(exc.TypeError, "'cls' must be valid as the first argument to 'isinstance'");
      const label = get(v, 'cls_repr');
      return { type, ...c, cls, ...(typeof label === 'string' ? { clsRepr: label } : {}) };
    }
    case 'json':
      return { type: 'json', ...c, schema: get(v, 'schema') ? sub('schema') : null };
    case 'function-before':
    case 'function-after':
    case 'function-wrap':
      return { type, ...c, ...functionOf(v), schema: sub('schema') };
    case 'function-plain':
      return { type: 'function-plain', ...c, ...functionOf(v) };
    case 'typed-dict':
      return typedDictFromPy(v, ctx);
    case 'date':
    case 'time':
    case 'datetime':
    case 'timedelta':
    case 'uuid':
    case 'decimal': {
      const s = nativeByName(type, ctx);
      if (!s)
        throw unsupported(`\`core_schema.${type}_schema\` before \`${type === 'uuid' ? 'uuid' : type === 'decimal' ? 'decimal' : 'datetime'}\` is imported`);
      return { ...s, ...c };
    }
    default:
      throw unsupported(`the core schema type ${repr(type ?? null)}`);
  }
}

/** A `typed_dict_schema` built by hand: a TypedDict definition without a class of its own. */
function typedDictFromPy(d: PyDict, ctx: GenContext): CoreSchema {
  const fieldsDict = get(d, 'fields');
  if (!(fieldsDict instanceof PyDict)) throw pyError(exc.TypeError, "typed_dict_schema needs a 'fields' dict");
  const cls = new PyClass(`typed-dict`, [builtinTypes.dict], {}, 'pydantic_core');
  const total = bool(d, 'total') ?? true;
  const config = resolveConfig(new PyDict(), 'typed-dict', 'typed-dict');
  const fields = new Map<string, FieldDef>();
  for (const [, [k, f]] of fieldsDict.map) {
    if (typeof k !== 'string' || !(f instanceof PyDict)) continue;
    const required = bool(f, 'required') ?? total;
    const va = get(f, 'validation_alias');
    const sa = get(f, 'serialization_alias');
    fields.set(k, {
      name: k,
      schema: schemaFromPy(get(f, 'schema') ?? null, ctx),
      aliasPaths: va === undefined || va === null ? [] : pathsOf(va),
      serializationAlias: typeof sa === 'string' ? sa : null,
      factoryTakesData: false,
      validateDefault: false,
      frozen: false,
      exclude: bool(f, 'serialization_exclude') ?? false,
      excludeIf: get(f, 'serialization_exclude_if') ?? null,
      repr: true,
      init: true,
      ...(required ? {} : { omitIfMissing: true }),
      info: fieldInfo(fieldSpecFor(anyType, undefined)),
    });
  }
  const { inner, outer } = modelSchemas(cls, []);
  setClassDef(cls, () => ({
    kind: 'typed-dict',
    cls,
    fields,
    computed: [],
    config: config.core,
    extrasSchema: null,
    outerSchema: outer,
    innerSchema: inner,
    serializer: null,
    customInit: false,
    postInit: null,
  }));
  return { type: 'typed-dict', cls, ...common(d, ctx) };
}

/** A validation alias in core-schema form: a key, a path list, or a list of path lists. */
function pathsOf(v: PyValue): (string | number)[][] {
  if (typeof v === 'string') return aliasPaths(v) as (string | number)[][];
  const list = items(v);
  const isPath = (p: PyValue[]) => p.every((x) => typeof x === 'string' || typeof x === 'bigint');
  const toPath = (p: PyValue[]) => p.map((x) => (typeof x === 'bigint' ? Number(x) : (x as string)));
  if (isPath(list)) return [toPath(list)];
  return list.map((p) => toPath(items(p)));
}

// ---------------------------------------------------------------- CoreSchema → dicts

/** A compiled schema as a dict a hook can pass on (or wrap); it converts back to itself. */
export function schemaToPy(s: CoreSchema): PyDict {
  const d = new PyDict();
  const put = (k: string, v: PyValue) => d.map.set(k, [k, v]);
  switch (s.type) {
    case 'native':
      put('type', s.native.name.replace(/\[.*$/, ''));
      break;
    case 'sequence':
      put('type', 'json-or-python');
      break;
    case 'constrained':
      return schemaToPy(s.schema);
    case 'lax-or-strict':
    case 'json-or-python':
    case 'chain':
      put('type', s.type);
      break;
    case 'lazy':
      put('type', 'definition-ref');
      break;
    case 'skip':
      put('type', 'any');
      break;
    default:
      put('type', s.type);
  }
  if ('cls' in s && s.cls instanceof PyClass) put('cls', s.cls);
  if ('items' in s && !Array.isArray(s.items) && s.type !== 'sequence') put('items_schema', schemaToPy(s.items as CoreSchema));
  if ('schema' in s && s.schema && s.type !== 'json') put('schema', schemaToPy(s.schema as CoreSchema));
  compiled.set(d, { schema: s, entries: new Map([...d.map].map(([k, e]) => [k, e[1]])) });
  return d;
}

const editable: Record<string, string> = {
  min_length: 'minLength',
  max_length: 'maxLength',
  pattern: 'pattern',
  gt: 'gt',
  ge: 'ge',
  lt: 'lt',
  le: 'le',
  multiple_of: 'multipleOf',
  strict: 'strict',
};

/** A compiled schema with the constraints a hook set on its dict (`schema['max_length'] = 10`). */
function withEdits(schema: CoreSchema, before: ReadonlyMap<unknown, PyValue>, d: PyDict): CoreSchema {
  let out = schema;
  for (const [k, [key, value]] of d.map) {
    if (before.has(k) && before.get(k) === value) continue;
    const name = typeof key === 'string' ? editable[key] : undefined;
    if (!name || !['str', 'int', 'float', 'list', 'set', 'frozenset', 'dict', 'tuple'].includes(out.type))
      throw unsupported(`setting ${repr(key)} on a ${repr(out.type)} core schema in a hook`);
    const v = name === 'minLength' || name === 'maxLength' ? Number(value) : name === 'strict' ? truthy(value) : value;
    out = { ...out, [name]: v } as CoreSchema;
  }
  return out;
}

// ---------------------------------------------------------------- the handler

export const coreHandlerType = new PyClass('GetCoreSchemaHandler', [objectType], {}, 'pydantic.annotated_handlers');

interface HandlerPayload {
  /** `handler(tp)`: the schema for the source type (with the annotations before this one), or any type's. */
  readonly inner: (tp: PyValue) => CoreSchema;
  readonly generate: (tp: PyValue) => CoreSchema;
  readonly fieldName: string | null;
}

export function coreHandler(p: HandlerPayload): PyOpaque {
  return new PyOpaque(coreHandlerType, '<pydantic._internal._schema_generation_shared.CallbackGetCoreSchemaHandler object>', p);
}

coreHandlerType.slots.callSelf = (self, args) => schemaToPy(((self as PyOpaque).payload as HandlerPayload).inner(args[0] ?? null));
coreHandlerType.slots.getattr = (self, name) => {
  const p = (self as PyOpaque).payload as HandlerPayload | undefined;
  if (!p) return undefined;
  if (name === 'generate_schema') return builtin('generate_schema', (args) => schemaToPy(p.generate(args[0] ?? null)));
  if (name === 'resolve_ref_schema') return builtin('resolve_ref_schema', (args) => args[0] ?? null);
  if (name === 'field_name') return p.fieldName;
  return undefined;
};

/** The hook a class or an annotation object defines, if it is the user's own (`__get_pydantic_core_schema__`). */
export function coreSchemaHook(v: PyValue): PyValue | null {
  if (v instanceof PyOpaque && v.type === getPydanticSchemaType) return ((v.payload as GetPydanticSchemaPayload).core ?? null) as PyValue | null;
  if (v instanceof PyClass) {
    const m = v.lookup('__get_pydantic_core_schema__');
    if (m === undefined || !isUserFunction(m)) return null;
    return getAttr(v, '__get_pydantic_core_schema__');
  }
  if (v instanceof PyInstance) {
    const m = v.type.lookup('__get_pydantic_core_schema__');
    if (m === undefined || !isUserFunction(m)) return null;
    return getAttrOrUndefined(v, '__get_pydantic_core_schema__') ?? null;
  }
  return null;
}

function isUserFunction(m: PyValue): boolean {
  if (m instanceof PyFunction) return true;
  return m instanceof PyOpaque && (m.type === descriptorTypes.classmethod || m.type === descriptorTypes.staticmethod) && m.payload instanceof PyFunction;
}

/** Runs a hook: `hook(source_type, handler)` → the schema it returns. */
export function runCoreSchemaHook(hook: PyValue, source: PyValue, p: HandlerPayload, ctx: GenContext): CoreSchema {
  return schemaFromPy(call(hook, [source, coreHandler(p)], null), ctx);
}

// ---------------------------------------------------------------- GetPydanticSchema

interface GetPydanticSchemaPayload {
  readonly core: PyValue | null;
  readonly json: PyValue | null;
}

export const getPydanticSchemaType = new PyClass('GetPydanticSchema', [objectType], {}, 'pydantic.types');
getPydanticSchemaType.slots.call = (_c, args, kw) => {
  const core = args[0] ?? kw?.get('get_pydantic_core_schema') ?? null;
  const json = args[1] ?? kw?.get('get_pydantic_json_schema') ?? null;
  return new PyOpaque(
    getPydanticSchemaType,
    `GetPydanticSchema(get_pydantic_core_schema=${core === null ? 'None' : repr(core)}, get_pydantic_json_schema=${json === null ? 'None' : repr(json)})`,
    { core, json } satisfies GetPydanticSchemaPayload,
  );
};

/** The JSON-schema hook an annotation object carries, for the JSON schema generator. */
export function jsonSchemaHook(v: PyValue): PyValue | null {
  if (v instanceof PyOpaque && v.type === getPydanticSchemaType) return (v.payload as GetPydanticSchemaPayload).json;
  if (v instanceof PyClass || v instanceof PyInstance) {
    const owner = v instanceof PyClass ? v : v.type;
    const m = owner.lookup('__get_pydantic_json_schema__');
    if (m === undefined || !isUserFunction(m)) return null;
    return getAttr(v, '__get_pydantic_json_schema__');
  }
  return null;
}

/** `GetJsonSchemaHandler`: named for annotations; the JSON schema generator passes its own handler. */
export const jsonHandlerType = new PyClass('GetJsonSchemaHandler', [objectType], {}, 'pydantic.annotated_handlers');

/** `ModelWrapValidatorHandler[Self]`: a protocol used only in annotations. */
export const modelWrapHandlerForm = new PyOpaque(
  specialFormType,
  'pydantic.functional_validators.ModelWrapValidatorHandler',
  (key: PyValue) =>
    new PyGenericAlias(
      validatorCallableType,
      argsOf(key),
      `pydantic.functional_validators.ModelWrapValidatorHandler[${argsOf(key).map(typeDisplay).join(', ')}]`,
    ),
);
