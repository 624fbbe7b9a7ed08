/**
 * `Json[T]` (a string holding JSON, parsed then validated as T) and the secret types
 * (`SecretStr`: the value validated as str, then wrapped so it prints as `**********`).
 */
import { call, isInstance, PyDict, type PyValue } from '../../../engine/api';
import { valError } from './errors';
import { JsonSyntaxError, jsonInputText, parseJson } from './json-read';
import type { SchemaOf } from './schema';
import type { ValState } from './state';
import { validate } from './validate';

export function validateJsonString(schema: SchemaOf<'json'>, input: PyValue, state: ValState): PyValue {
  const text = jsonInputText(input);
  if (text === null) throw valError('json_type', input);
  let parsed: PyValue;
  try {
    parsed = parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) throw valError('json_invalid', input, [['error', e.message]]);
    throw e;
  }
  if (!schema.schema) return parsed;
  const inner: ValState = { ...state, mode: 'json' };
  return validate(schema.schema, parsed, inner);
}

export function validateSecret(schema: SchemaOf<'secret'>, input: PyValue, state: ValState): PyValue {
  if (isInstance(input, schema.cls)) return input;
  const v = validate(schema.inner, input, state);
  return call(schema.cls, [v], null);
}

/**
 * `validate_strings` input, as pydantic-core reads it (`StringMapping`): only strings and dicts of
 * them. The input itself must be one (`deep` false: a dict's values are read field by field); a
 * field's value must be one all the way down (`deep`), else the error names the first value that
 * is neither, at the field.
 */
export function checkStringsInput(input: PyValue, state: ValState, deep: boolean): void {
  if (state.mode !== 'strings' || typeof input === 'string') return;
  if (!(input instanceof PyDict)) throw valError('string_type', input);
  if (deep) for (const [, v] of input.map.values()) checkStringsInput(v, state, true);
}
