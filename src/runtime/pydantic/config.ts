/**
 * Model configuration: `model_config = ConfigDict(...)` and class keywords merged over the
 * parent's, with pydantic's defaults, the `populate_by_name` patch, and the core config
 * (`ValidationInfo.config`) built from it in pydantic's key order.
 */
import { builtin, exc, objectType, PyClass, PyDict, type PyValue, pyError, truthy } from '../../engine/api';
import type { CoreConfig } from './core/model-def';
import { warnDeprecatedSince20 } from './deprecation';
import { userError } from './user-error';

/** Every option the schema generator reads, defaults applied. */
export interface ModelConfig {
  readonly raw: PyDict;
  readonly core: CoreConfig;
  readonly strStripWhitespace: boolean;
  readonly strToLower: boolean;
  readonly strToUpper: boolean;
  readonly strMinLength: number | undefined;
  readonly strMaxLength: number | undefined;
  readonly allowInfNan: boolean;
  readonly coerceNumbersToStr: boolean;
  readonly arbitraryTypesAllowed: boolean;
  readonly aliasGenerator: PyValue;
  readonly validateDefault: boolean;
  readonly useEnumValues: boolean;
}

function get(d: PyDict, k: string): PyValue | undefined {
  return d.map.get(k)?.[1];
}

/** `ConfigDict(**kw)`: a plain dict, as the TypedDict constructor makes. */
export const ConfigDict = builtin('ConfigDict', (args, kw) => {
  if (args.length) throw pyError(exc.TypeError, 'ConfigDict() takes no positional arguments');
  const d = new PyDict();
  if (kw) for (const [k, v] of kw) d.map.set(k, [k, v]);
  return d;
});

/**
 * A class's own config: its `model_config`, or the attributes of a V1-style inner `class Config`
 * (deprecated: warned, and not allowed together with `model_config`), kept under their own names.
 */
export function ownConfig(cls: PyClass): PyValue | undefined {
  const classic = cls.dict.get('Config');
  const own = cls.dict.get('model_config');
  if (!(classic instanceof PyClass)) return own;
  if (own !== undefined) throw userError('"Config" and "model_config" cannot be used together', 'config-both');
  warnDeprecatedSince20('Support for class-based `config` is deprecated, use ConfigDict instead.');
  const d = new PyDict();
  for (const c of classic.mro) {
    if (c === objectType) continue;
    for (const [k, v] of c.dict) if (!k.startsWith('__') && !d.map.has(k)) d.map.set(k, [k, v]);
  }
  return d;
}

/** The merged config dict: the parent's entries, then `model_config`, then class keywords. */
export function mergeConfig(parent: PyDict | null, own: PyValue | undefined, keywords: ReadonlyMap<string, PyValue>): PyDict {
  const d = new PyDict();
  if (parent) for (const [k, e] of parent.map) d.map.set(k, [e[0], e[1]]);
  if (own instanceof PyDict) for (const [k, e] of own.map) d.map.set(k, [e[0], e[1]]);
  else if (own !== undefined && own !== null) throw userError('`model_config` must be a dictionary or a `ConfigDict`', 'config-both');
  for (const [k, v] of keywords) d.map.set(k, [k, v]);
  return d;
}

const coreKeys: readonly (readonly [string, string])[] = [
  ['extra_fields_behavior', 'extra'],
  ['allow_inf_nan', 'allow_inf_nan'],
  ['str_strip_whitespace', 'str_strip_whitespace'],
  ['str_to_lower', 'str_to_lower'],
  ['str_to_upper', 'str_to_upper'],
  ['strict', 'strict'],
  ['ser_json_timedelta', 'ser_json_timedelta'],
  ['ser_json_temporal', 'ser_json_temporal'],
  ['val_temporal_unit', 'val_temporal_unit'],
  ['ser_json_bytes', 'ser_json_bytes'],
  ['val_json_bytes', 'val_json_bytes'],
  ['ser_json_inf_nan', 'ser_json_inf_nan'],
  ['from_attributes', 'from_attributes'],
  ['loc_by_alias', 'loc_by_alias'],
  ['revalidate_instances', 'revalidate_instances'],
  ['validate_default', 'validate_default'],
  ['str_max_length', 'str_max_length'],
  ['str_min_length', 'str_min_length'],
  ['hide_input_in_errors', 'hide_input_in_errors'],
  ['coerce_numbers_to_str', 'coerce_numbers_to_str'],
  ['regex_engine', 'regex_engine'],
  ['validation_error_cause', 'validation_error_cause'],
  ['cache_strings', 'cache_strings'],
  ['validate_by_alias', 'validate_by_alias'],
  ['validate_by_name', 'validate_by_name'],
  ['serialize_by_alias', 'serialize_by_alias'],
];

/** Resolves a merged config dict for a class named `title` (the dict is patched as pydantic does). */
export function resolveConfig(raw: PyDict, title: string, kind: 'model' | 'dataclass' | 'typed-dict' | 'root' = 'model'): ModelConfig {
  const populate = get(raw, 'populate_by_name');
  if (populate !== undefined && populate !== null && (get(raw, 'validate_by_name') ?? null) === null) {
    raw.map.set('validate_by_alias', ['validate_by_alias', true]);
    raw.map.set('validate_by_name', ['validate_by_name', populate]);
  }
  if (get(raw, 'validate_by_alias') === false && (get(raw, 'validate_by_name') ?? null) === null) raw.map.set('validate_by_name', ['validate_by_name', true]);
  const flag = (k: string, dflt: boolean) => {
    const v = get(raw, k);
    return v === undefined || v === null ? dflt : truthy(v);
  };
  if (!flag('validate_by_alias', true) && !flag('validate_by_name', false))
    throw userError('At least one of `validate_by_alias` or `validate_by_name` must be set to True.', 'validate-by-alias-and-name-false');
  const coreDict = new PyDict();
  const t = get(raw, 'title');
  coreDict.map.set('title', ['title', typeof t === 'string' && t ? t : title]);
  for (const [ck, k] of coreKeys) {
    const v = get(raw, k);
    if (v !== undefined && v !== null) coreDict.map.set(ck, [ck, v]);
  }
  const extra = get(raw, 'extra');
  const strict = get(raw, 'strict');
  const num = (k: string) => {
    const v = get(raw, k);
    return typeof v === 'bigint' ? Number(v) : undefined;
  };
  const str = (k: string, dflt: string) => {
    const v = get(raw, k);
    return typeof v === 'string' ? v : dflt;
  };
  const core: CoreConfig = {
    title: typeof t === 'string' && t ? t : title,
    extra: extra === 'forbid' || extra === 'allow' ? extra : kind === 'typed-dict' && extra === undefined ? 'ignore' : 'ignore',
    validateByAlias: flag('validate_by_alias', true),
    validateByName: flag('validate_by_name', false),
    serializeByAlias: flag('serialize_by_alias', false),
    locByAlias: flag('loc_by_alias', true),
    revalidateInstances: str('revalidate_instances', 'never') as CoreConfig['revalidateInstances'],
    fromAttributes: flag('from_attributes', false),
    frozen: flag('frozen', false),
    validateAssignment: flag('validate_assignment', false),
    strict: strict === undefined || strict === null ? undefined : truthy(strict),
    serJsonTimedelta: str('ser_json_timedelta', 'iso8601') as CoreConfig['serJsonTimedelta'],
    serJsonBytes: str('ser_json_bytes', 'utf8'),
    valJsonBytes: str('val_json_bytes', 'utf8'),
    serJsonInfNan: str('ser_json_inf_nan', 'null') as CoreConfig['serJsonInfNan'],
    useEnumValues: flag('use_enum_values', false),
    dict: coreDict,
  };
  return {
    raw,
    core,
    strStripWhitespace: flag('str_strip_whitespace', false),
    strToLower: flag('str_to_lower', false),
    strToUpper: flag('str_to_upper', false),
    strMinLength: num('str_min_length') || undefined,
    strMaxLength: num('str_max_length'),
    allowInfNan: flag('allow_inf_nan', true),
    coerceNumbersToStr: flag('coerce_numbers_to_str', false),
    arbitraryTypesAllowed: flag('arbitrary_types_allowed', false),
    aliasGenerator: get(raw, 'alias_generator') ?? null,
    validateDefault: flag('validate_default', false),
    useEnumValues: flag('use_enum_values', false),
  };
}
