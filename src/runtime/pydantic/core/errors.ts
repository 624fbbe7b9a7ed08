/**
 * Validation errors as pydantic-core builds them: a line error has a type, a location, the input
 * and a context; its message comes from the type's template (pydantic-core's `ErrorType`), filled
 * from the context. Validators throw a `ValError` holding line errors with locations relative to
 * where they were raised; each enclosing validator prefixes its own location on the way out.
 */
import { floatRepr, PyObj, type PyValue, repr, str } from '../../../engine/api';

/** One step of an error location: a field name, a dict key or a list index. */
export type LocItem = string | number;
export type Loc = readonly LocItem[];

export interface LineError {
  readonly type: string;
  readonly loc: Loc;
  readonly msg: string;
  readonly input: PyValue;
  /** The context as `errors()` shows it, in pydantic's key order (absent when the type has none). */
  readonly ctx?: readonly (readonly [string, PyValue])[];
  /** A custom error (`PydanticCustomError`) has no documentation page, so no url. */
  readonly noUrl?: boolean;
}

/** Thrown by validators: the line errors of one failed validation. */
export class ValError {
  constructor(readonly errors: LineError[]) {}

  /** The same errors under an outer location step (a field name, an index). */
  within(...outer: LocItem[]): ValError {
    return new ValError(this.errors.map((e) => ({ ...e, loc: [...outer, ...e.loc] })));
  }
}

/** Message templates of pydantic-core 2.13 (python input), by error type. */
const templates: Record<string, string> = {
  no_such_attribute: "Object has no attribute '{attribute}'",
  json_invalid: 'Invalid JSON: {error}',
  json_type: 'JSON input should be string, bytes or bytearray',
  recursion_loop: 'Recursion error - cyclic reference detected',
  missing: 'Field required',
  frozen_field: 'Field is frozen',
  frozen_instance: 'Instance is frozen',
  extra_forbidden: 'Extra inputs are not permitted',
  invalid_key: 'Keys should be strings',
  get_attribute_error: 'Error extracting attribute: {error}',
  iteration_error: 'Error iterating over object, error: {error}',
  model_type: 'Input should be a valid dictionary or instance of {class_name}',
  model_attributes_type: 'Input should be a valid dictionary or object to extract fields from',
  dataclass_type: 'Input should be a dictionary or an instance of {class_name}',
  dataclass_exact_type: 'Input should be an instance of {class_name}',
  none_required: 'Input should be None',
  greater_than: 'Input should be greater than {gt}',
  greater_than_equal: 'Input should be greater than or equal to {ge}',
  less_than: 'Input should be less than {lt}',
  less_than_equal: 'Input should be less than or equal to {le}',
  multiple_of: 'Input should be a multiple of {multiple_of}',
  finite_number: 'Input should be a finite number',
  too_short: '{field_type} should have at least {min_length} item{expected_plural} after validation, not {actual_length}',
  too_long: '{field_type} should have at most {max_length} item{expected_plural} after validation, not {actual_length}',
  iterable_type: 'Input should be iterable',
  needs_python_object: 'Cannot check `{method_name}` when validating from json, use a JsonOrPython validator instead',
  string_type: 'Input should be a valid string',
  string_sub_type: 'Input should be a string, not an instance of a subclass of str',
  string_unicode: 'Input should be a valid string, unable to parse raw data as a unicode string',
  string_too_short: 'String should have at least {min_length} character{expected_plural}',
  string_too_long: 'String should have at most {max_length} character{expected_plural}',
  string_pattern_mismatch: "String should match pattern '{pattern}'",
  string_not_ascii: 'String should contain only ASCII characters',
  enum: 'Input should be {expected}',
  dict_type: 'Input should be a valid dictionary',
  mapping_type: 'Input should be a valid mapping, error: {error}',
  list_type: 'Input should be a valid list',
  tuple_type: 'Input should be a valid tuple',
  set_type: 'Input should be a valid set',
  set_item_not_hashable: 'Set items should be hashable',
  bool_type: 'Input should be a valid boolean',
  bool_parsing: 'Input should be a valid boolean, unable to interpret input',
  int_type: 'Input should be a valid integer',
  int_parsing: 'Input should be a valid integer, unable to parse string as an integer',
  int_from_float: 'Input should be a valid integer, got a number with a fractional part',
  int_parsing_size: 'Unable to parse input string as an integer, exceeded maximum size',
  float_type: 'Input should be a valid number',
  float_parsing: 'Input should be a valid number, unable to parse string as a number',
  bytes_type: 'Input should be a valid bytes',
  bytes_invalid_encoding: 'Data should be valid {encoding}: {encoding_error}',
  bytes_too_short: 'Data should have at least {min_length} byte{expected_plural}',
  bytes_too_long: 'Data should have at most {max_length} byte{expected_plural}',
  value_error: 'Value error, {error}',
  assertion_error: 'Assertion failed, {error}',
  literal_error: 'Input should be {expected}',
  date_type: 'Input should be a valid date',
  date_parsing: 'Input should be a valid date in the format YYYY-MM-DD, {error}',
  date_from_datetime_parsing: 'Input should be a valid date or datetime, {error}',
  date_from_datetime_inexact: 'Datetimes provided to dates should have zero time - e.g. be exact dates',
  date_past: 'Date should be in the past',
  date_future: 'Date should be in the future',
  time_type: 'Input should be a valid time',
  time_parsing: 'Input should be in a valid time format, {error}',
  datetime_type: 'Input should be a valid datetime',
  datetime_parsing: 'Input should be a valid datetime, {error}',
  datetime_object_invalid: 'Invalid datetime object, got {error}',
  datetime_from_date_parsing: 'Input should be a valid datetime or date, {error}',
  datetime_past: 'Input should be in the past',
  datetime_future: 'Input should be in the future',
  timezone_naive: 'Input should not have timezone info',
  timezone_aware: 'Input should have timezone info',
  timezone_offset: 'Timezone offset of {tz_expected} required, got {tz_actual}',
  time_delta_type: 'Input should be a valid timedelta',
  time_delta_parsing: 'Input should be a valid timedelta, {error}',
  frozen_set_type: 'Input should be a valid frozenset',
  is_instance_of: 'Input should be an instance of {class}',
  is_subclass_of: 'Input should be a subclass of {class}',
  callable_type: 'Input should be callable',
  union_tag_invalid: "Input tag '{tag}' found using {discriminator} does not match any of the expected tags: {expected_tags}",
  union_tag_not_found: 'Unable to extract tag using discriminator {discriminator}',
  arguments_type: 'Arguments must be a tuple, list or a dictionary',
  missing_argument: 'Missing required argument',
  unexpected_keyword_argument: 'Unexpected keyword argument',
  missing_keyword_only_argument: 'Missing required keyword only argument',
  unexpected_positional_argument: 'Unexpected positional argument',
  missing_positional_only_argument: 'Missing required positional only argument',
  multiple_argument_values: 'Got multiple values for argument',
  url_type: 'URL input should be a string or URL',
  url_parsing: 'Input should be a valid URL, {error}',
  url_syntax_violation: 'Input violated strict URL syntax rules, {error}',
  url_too_long: 'URL should have at most {max_length} character{expected_plural}',
  url_scheme: 'URL scheme should be {expected_schemes}',
  uuid_type: 'UUID input should be a string, bytes or UUID object',
  uuid_parsing: 'Input should be a valid UUID, {error}',
  uuid_version: 'UUID version {expected_version} expected',
  decimal_type: 'Decimal input should be an integer, float, string or Decimal object',
  decimal_parsing: 'Input should be a valid decimal',
  decimal_max_digits: 'Decimal input should have no more than {max_digits} digit{expected_plural} in total',
  decimal_max_places: 'Decimal input should have no more than {decimal_places} decimal place{expected_plural}',
  decimal_whole_digits: 'Decimal input should have no more than {whole_digits} digit{expected_plural} before the decimal point',
  default_factory_not_called: 'The default factory uses validated data, but at least one validation error occurred',
};

/** Whether pydantic-core knows this error type (what `PydanticKnownError` accepts). */
export function isKnownErrorType(type: string): boolean {
  return type in templates;
}

/** A float as Rust's `Display` prints it in pydantic-core's own messages: `1`, `0.5`, `0.0000001`. */
function rustFloat(x: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'NaN' : x > 0 ? 'inf' : '-inf';
  if (Number.isInteger(x)) return BigInt(x).toString();
  const text = String(x);
  if (!text.includes('e')) return text;
  const [mant, e] = text.split('e');
  const exp = Number(e);
  const neg = mant.startsWith('-');
  const digits = mant.replace('-', '').replace('.', '');
  return (neg ? '-' : '') + (exp < 0 ? `0.${'0'.repeat(-exp - 1)}${digits}` : digits.padEnd(exp + 1, '0'));
}

/** A context value as a message shows it: known errors print floats as Rust does, custom ones as Python. */
export function ctxText(v: PyValue, custom = false): string {
  if (typeof v === 'number') return custom ? floatRepr(v) : rustFloat(v);
  if (typeof v === 'string') return v;
  if (v instanceof PyObj) return str(v);
  return str(v);
}

/** Fills `{name}` placeholders from the context, as pydantic-core's `render` does. */
export function renderTemplate(template: string, ctx: readonly (readonly [string, PyValue])[] | undefined, custom = false): string {
  const values = new Map(ctx ?? []);
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key === 'expected_plural') {
      const n = Number(
        values.get('min_length') ?? values.get('max_length') ?? values.get('max_digits') ?? values.get('decimal_places') ?? values.get('whole_digits') ?? 0,
      );
      return n === 1 ? '' : 's';
    }
    const v = values.get(key);
    // A generator's `too_long` does not know how many items there are (`actual_length: None`).
    if (key === 'actual_length' && v === null) return 'more';
    return v === undefined ? whole : ctxText(v, custom);
  });
}

/** A line error of a known type at the current location (the empty location). */
export function lineError(type: string, input: PyValue, ctx?: readonly (readonly [string, PyValue])[], loc: Loc = []): LineError {
  const template = templates[type];
  if (template === undefined) throw new Error(`unknown pydantic error type ${type}`);
  return { type, loc, msg: renderTemplate(template, ctx), input, ...(ctx?.length ? { ctx } : {}) };
}

/**
 * The messages pydantic-core gives type errors for JSON input (and `validate_strings`' input):
 * JSON has arrays and objects, not lists, tuples, sets or dicts (`message_template_json`).
 */
const jsonTemplates: Readonly<Record<string, string>> = {
  none_required: 'Input should be null',
  list_type: 'Input should be a valid array',
  tuple_type: 'Input should be a valid array',
  set_type: 'Input should be a valid array',
  frozen_set_type: 'Input should be a valid array',
  iterable_type: 'Input should be a valid array',
  dict_type: 'Input should be an object',
  model_type: 'Input should be an object',
  dataclass_type: 'Input should be an object',
  arguments_type: 'Arguments must be an array or an object',
};

/** A type error for `input`, worded for where the input came from (Python objects, or JSON and strings). */
export function typeError(type: string, input: PyValue, mode: 'python' | 'json' | 'strings', ctx?: readonly (readonly [string, PyValue])[]): ValError {
  const json = mode === 'python' ? undefined : jsonTemplates[type];
  if (json === undefined) return valError(type, input, ctx);
  return new ValError([{ type, loc: [], msg: renderTemplate(json, ctx), input, ...(ctx?.length ? { ctx } : {}) }]);
}

/** Shorthand for throwing one line error. */
export function valError(type: string, input: PyValue, ctx?: readonly (readonly [string, PyValue])[]): ValError {
  return new ValError([lineError(type, input, ctx)]);
}

/** `'a' or 'b'`, `'a', 'b' or 'c'`: how literal and enum errors list what was expected. */
export function expectedList(values: readonly PyValue[]): string {
  const shown = values.map(repr);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}
