/**
 * `FieldInfo`, `Field()` and `PrivateAttr()`: what a field declares beyond its type — default or
 * factory, aliases, serialization flags — and its constraints as metadata objects in pydantic's
 * order (`Strict`, `Gt`... `MaxLen`, then `_PydanticGeneralMetadata` for the rest).
 */
import { builtin, call, exc, type Kwargs, objectType, PyClass, PyDict, PyList, PyOpaque, type PyValue, pyError, repr, truthy } from '../../engine/api';
import { displayAsType } from './display';
import { annotatedTypes, generalMeta, makeMeta, pydanticMeta } from './metadata';
import { given, pydanticUndefined } from './undefined';

/** A field's declaration; `set` lists the attributes given explicitly (what a merge overrides). */
export interface FieldSpec {
  annotation: PyValue;
  default?: PyValue;
  factory?: PyValue;
  alias: string | null;
  aliasPriority: number | null;
  validationAlias: PyValue;
  serializationAlias: string | null;
  title: PyValue;
  fieldTitleGenerator: PyValue;
  description: PyValue;
  examples: PyValue;
  exclude: PyValue;
  excludeIf: PyValue;
  discriminator: PyValue;
  deprecated: PyValue;
  jsonSchemaExtra: PyValue;
  frozen: PyValue;
  validateDefault: PyValue;
  repr: boolean;
  init: PyValue;
  initVar: PyValue;
  kwOnly: PyValue;
  metadata: PyValue[];
  readonly set: Set<string>;
}

export function emptySpec(annotation: PyValue = null): FieldSpec {
  return {
    annotation,
    alias: null,
    aliasPriority: null,
    validationAlias: null,
    serializationAlias: null,
    title: null,
    fieldTitleGenerator: null,
    description: null,
    examples: null,
    exclude: null,
    excludeIf: null,
    discriminator: null,
    deprecated: null,
    jsonSchemaExtra: null,
    frozen: null,
    validateDefault: null,
    repr: true,
    init: null,
    initVar: null,
    kwOnly: null,
    metadata: [],
    set: new Set(),
  };
}

export const fieldInfoType = new PyClass('FieldInfo', [objectType], {}, 'pydantic.fields');
export const privateAttrType = new PyClass('ModelPrivateAttr', [objectType], {}, 'pydantic.fields');

export function isFieldInfo(v: PyValue): v is PyOpaque {
  return v instanceof PyOpaque && v.type === fieldInfoType;
}

export function specOf(v: PyOpaque): FieldSpec {
  return v.payload as FieldSpec;
}

/** How pydantic shows an annotation in a FieldInfo repr: `int`, `list[int]`, `Union[int, NoneType]`. */
function fieldRepr(s: FieldSpec): string {
  const parts = [`annotation=${displayAsType(s.annotation)}`, `required=${s.default === undefined && s.factory === undefined ? 'True' : 'False'}`];
  if (s.default !== undefined) parts.push(`default=${repr(s.default)}`);
  if (s.factory !== undefined) parts.push(`default_factory=${displayAsType(s.factory)}`);
  const opt: [string, PyValue][] = [
    ['alias', s.alias],
    ['alias_priority', s.aliasPriority === null ? null : BigInt(s.aliasPriority)],
    ['validation_alias', s.validationAlias],
    ['serialization_alias', s.serializationAlias],
    ['title', s.title],
    ['description', s.description],
    ['examples', s.examples],
    ['exclude', s.exclude],
    ['exclude_if', s.excludeIf],
    ['discriminator', s.discriminator],
    ['deprecated', s.deprecated],
    ['json_schema_extra', s.jsonSchemaExtra],
    ['frozen', s.frozen],
    ['validate_default', s.validateDefault],
  ];
  for (const [k, v] of opt) if (v !== null) parts.push(`${k}=${repr(v)}`);
  if (!s.repr) parts.push('repr=False');
  for (const [k, v] of [
    ['init', s.init],
    ['init_var', s.initVar],
    ['kw_only', s.kwOnly],
  ] as const)
    if (v !== null) parts.push(`${k}=${repr(v)}`);
  if (s.metadata.length) parts.push(`metadata=${repr(new PyList(s.metadata))}`);
  return `FieldInfo(${parts.join(', ')})`;
}

/**
 * A FieldInfo of `spec`. Its repr shows the spec as it is now (later changes to the spec, such as
 * a generated title, do not show in it), but is built only when asked for: most never are, and
 * building it for every field of every model was a good part of class creation.
 */
export function fieldInfo(spec: FieldSpec): PyOpaque {
  const now: FieldSpec = { ...spec, metadata: [...spec.metadata] };
  return new PyOpaque(fieldInfoType, () => fieldRepr(now), spec);
}

fieldInfoType.slots.getattr = (self, name) => {
  const s = specOf(self as PyOpaque);
  switch (name) {
    case 'annotation':
      return s.annotation;
    case 'default':
      return s.default === undefined ? pydanticUndefined : s.default;
    case 'default_factory':
      return s.factory ?? null;
    case 'alias':
      return s.alias;
    case 'alias_priority':
      return s.aliasPriority === null ? null : BigInt(s.aliasPriority);
    case 'validation_alias':
      return s.validationAlias;
    case 'serialization_alias':
      return s.serializationAlias;
    case 'title':
      return s.title;
    case 'field_title_generator':
      return s.fieldTitleGenerator;
    case 'description':
      return s.description;
    case 'examples':
      return s.examples;
    case 'exclude':
      return s.exclude;
    case 'exclude_if':
      return s.excludeIf;
    case 'discriminator':
      return s.discriminator;
    case 'deprecated':
      return s.deprecated;
    case 'json_schema_extra':
      return s.jsonSchemaExtra;
    case 'frozen':
      return s.frozen;
    case 'validate_default':
      return s.validateDefault;
    case 'repr':
      return s.repr;
    case 'init':
      return s.init;
    case 'init_var':
      return s.initVar;
    case 'kw_only':
      return s.kwOnly;
    case 'metadata':
      return new PyList([...s.metadata]);
    case 'is_required':
      return builtin('is_required', () => s.default === undefined && s.factory === undefined);
    case 'get_default':
      return builtin('get_default', (_a, kw) => {
        if (s.factory !== undefined) return kw && truthy(kw.get('call_default_factory') ?? false) ? call(s.factory, [], null) : null;
        return s.default === undefined ? pydanticUndefined : s.default;
      });
  }
  return undefined;
};

const fieldKeywords = [
  'default',
  'default_factory',
  'alias',
  'alias_priority',
  'validation_alias',
  'serialization_alias',
  'title',
  'field_title_generator',
  'description',
  'examples',
  'exclude',
  'exclude_if',
  'discriminator',
  'deprecated',
  'json_schema_extra',
  'frozen',
  'validate_default',
  'repr',
  'init',
  'init_var',
  'kw_only',
  'pattern',
  'strict',
  'coerce_numbers_to_str',
  'gt',
  'ge',
  'lt',
  'le',
  'multiple_of',
  'allow_inf_nan',
  'max_digits',
  'decimal_places',
  'min_length',
  'max_length',
  'union_mode',
  'fail_fast',
];

/** The metadata objects of Field()'s constraint keywords, in pydantic's order. */
function collectMetadata(kw: Kwargs): PyValue[] {
  const out: PyValue[] = [];
  const general = new Map<string, PyValue>();
  const get = (k: string) => {
    const v = kw?.get(k);
    return v === undefined || v === null ? undefined : v;
  };
  const markers: [string, PyClass][] = [
    ['strict', pydanticMeta.Strict],
    ['gt', annotatedTypes.Gt],
    ['ge', annotatedTypes.Ge],
    ['lt', annotatedTypes.Lt],
    ['le', annotatedTypes.Le],
    ['multiple_of', annotatedTypes.MultipleOf],
    ['min_length', annotatedTypes.MinLen],
    ['max_length', annotatedTypes.MaxLen],
  ];
  for (const k of fieldKeywords) {
    const v = get(k);
    if (v === undefined) continue;
    const marker = markers.find(([m]) => m === k);
    if (marker) out.push(makeMeta(marker[1], new Map([[k, v]])));
    else if (['pattern', 'coerce_numbers_to_str', 'allow_inf_nan', 'max_digits', 'decimal_places', 'union_mode'].includes(k)) general.set(k, v);
  }
  if (general.size) out.push(generalMeta(general));
  return out;
}

/** Builds a spec from Field()'s keywords. */
export function specFromKwargs(dflt: PyValue | undefined, kw: Kwargs): FieldSpec {
  const s = emptySpec();
  const get = (k: string) => kw?.get(k);
  const d = given(dflt);
  const factory = get('default_factory');
  if (d !== undefined && factory !== undefined && factory !== null) throw pyError(exc.TypeError, 'cannot specify both default and default_factory');
  if (d !== undefined) {
    s.default = d;
    s.set.add('default');
  }
  if (factory !== undefined && factory !== null) {
    s.factory = factory;
    s.set.add('default_factory');
  }
  const text = (k: string) => {
    const v = get(k);
    return typeof v === 'string' ? v : null;
  };
  const alias = get('alias');
  if (alias !== undefined && alias !== null && typeof alias !== 'string') throw pyError(exc.TypeError, 'Invalid `alias` type. `alias` must be a string.');
  s.alias = text('alias');
  s.serializationAlias = text('serialization_alias') ?? s.alias;
  s.validationAlias = get('validation_alias') ?? s.alias;
  const prio = get('alias_priority');
  s.aliasPriority =
    typeof prio === 'bigint' ? Number(prio) : s.alias !== null || get('validation_alias') != null || get('serialization_alias') != null ? 2 : null;
  const plain: [keyof FieldSpec, string][] = [
    ['title', 'title'],
    ['fieldTitleGenerator', 'field_title_generator'],
    ['description', 'description'],
    ['examples', 'examples'],
    ['exclude', 'exclude'],
    ['excludeIf', 'exclude_if'],
    ['discriminator', 'discriminator'],
    ['deprecated', 'deprecated'],
    ['jsonSchemaExtra', 'json_schema_extra'],
    ['frozen', 'frozen'],
    ['validateDefault', 'validate_default'],
    ['init', 'init'],
    ['initVar', 'init_var'],
    ['kwOnly', 'kw_only'],
  ];
  for (const [key, k] of plain) {
    const v = get(k);
    if (v !== undefined && v !== null) {
      (s as unknown as Record<string, PyValue>)[key] = v;
      s.set.add(k);
    }
  }
  for (const k of ['alias', 'validation_alias', 'serialization_alias', 'alias_priority']) if (get(k) !== undefined && get(k) !== null) s.set.add(k);
  if (s.aliasPriority !== null) s.set.add('alias_priority');
  const r = get('repr');
  if (r !== undefined) {
    s.repr = truthy(r);
    s.set.add('repr');
  }
  s.metadata = collectMetadata(kw);
  return s;
}

/** `pydantic.Field`. */
export const Field = builtin('Field', (args, kw) => {
  if (args.length > 1) throw pyError(exc.TypeError, `Field() takes from 0 to 1 positional arguments but ${args.length} were given`);
  return fieldInfo(specFromKwargs(args.length ? args[0] : kw?.get('default'), kw));
});

/** Merges field infos left to right (Annotated metadata, then the assigned `Field()`), as `merge_field_infos`. */
export function mergeSpecs(specs: FieldSpec[], annotation: PyValue): FieldSpec {
  const out = emptySpec(annotation);
  for (const s of specs) {
    for (const k of s.set) {
      switch (k) {
        case 'default':
          out.default = s.default;
          out.factory = undefined;
          break;
        case 'default_factory':
          out.factory = s.factory;
          out.default = undefined;
          break;
        case 'alias':
          out.alias = s.alias;
          break;
        case 'validation_alias':
          out.validationAlias = s.validationAlias;
          break;
        case 'serialization_alias':
          out.serializationAlias = s.serializationAlias;
          break;
        case 'alias_priority':
          out.aliasPriority = s.aliasPriority;
          break;
        case 'repr':
          out.repr = s.repr;
          break;
        default: {
          const key = k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof FieldSpec;
          (out as unknown as Record<string, unknown>)[key] = (s as unknown as Record<string, unknown>)[key];
        }
      }
      out.set.add(k);
    }
    if (s.alias !== null && !s.set.has('validation_alias')) out.validationAlias = s.alias;
    if (s.alias !== null && !s.set.has('serialization_alias')) out.serializationAlias = s.alias;
    out.metadata.push(...s.metadata);
  }
  return out;
}

/** A `PrivateAttr(default=..., default_factory=...)`. */
export interface PrivateSpec {
  readonly default?: PyValue;
  readonly factory?: PyValue;
}

export function privateAttr(spec: PrivateSpec): PyOpaque {
  return new PyOpaque(
    privateAttrType,
    `ModelPrivateAttr(default=${spec.default !== undefined ? repr(spec.default) : 'PydanticUndefined'}${spec.factory !== undefined ? `, default_factory=${repr(spec.factory)}` : ''})`,
    spec,
  );
}

export const PrivateAttr = builtin('PrivateAttr', (args, kw) => {
  const d = given(args[0] ?? kw?.get('default'));
  const f = kw?.get('default_factory');
  if (d !== undefined && f !== undefined && f !== null) throw pyError(exc.TypeError, 'cannot specify both default and default_factory');
  return privateAttr({ ...(d !== undefined ? { default: d } : {}), ...(f !== undefined && f !== null ? { factory: f } : {}) });
});

privateAttrType.slots.getattr = (self, name) => {
  const s = (self as PyOpaque).payload as PrivateSpec;
  if (name === 'default') return s.default === undefined ? pydanticUndefined : s.default;
  if (name === 'default_factory') return s.factory ?? null;
  return undefined;
};

/** A dict with the entries of another (used to hand `model_fields` out as a fresh dict). */
export function copyDict(d: PyDict): PyDict {
  const out = new PyDict();
  for (const [k, e] of d.map) out.map.set(k, [e[0], e[1]]);
  return out;
}
