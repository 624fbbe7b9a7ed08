/**
 * pydantic-core's `call` schema over an `arguments_schema`, as pydantic builds it for a
 * NamedTuple: a tuple or list gives the arguments by position, a dict by name (JSON: an array
 * or an object); each is validated by its parameter's schema, errors located at its index or
 * name; a missing one takes its default (not validated) or is `missing_argument`; extra
 * positional items and unknown or non-str keys are errors; then the class is called with the
 * validated arguments (by position as given, by name otherwise); what that call raises propagates.
 */
import { call, PyDict, PyList, PyTuple, type PyValue } from '../../../engine/api';
import { type LineError, lineError, typeError, ValError } from './errors';
import type { SchemaOf } from './schema';
import type { ValState } from './state';
import { validate } from './validate';
import { keyLoc } from './validate-collections';

export function validateCall(schema: SchemaOf<'call'>, input: PyValue, state: ValState): PyValue {
  let args: readonly PyValue[] = [];
  let kwargs: PyDict | null = null;
  if (input instanceof PyDict) kwargs = input;
  else if (input instanceof PyTuple || input instanceof PyList) args = input.items;
  else throw typeError('arguments_type', input, state.mode);
  const errors: LineError[] = [];
  const outArgs: PyValue[] = [];
  const outKw = new Map<string, PyValue>();
  const used = new Set<string>();
  const checked = (p: SchemaOf<'call'>['params'][number], value: PyValue, at: string | number): PyValue | undefined => {
    try {
      return validate(p.schema, value, state);
    } catch (e) {
      if (!(e instanceof ValError)) throw e;
      errors.push(...e.within(at).errors);
      return undefined;
    }
  };
  schema.params.forEach((p, i) => {
    const entry = kwargs?.map.get(p.name);
    if (entry) used.add(p.name);
    if (i < args.length) {
      if (entry) errors.push(lineError('multiple_argument_values', entry[1], undefined, [p.name]));
      else {
        const v = checked(p, args[i], i);
        if (v !== undefined) outArgs.push(v);
      }
    } else if (entry) {
      const v = checked(p, entry[1], p.name);
      if (v !== undefined) outKw.set(p.name, v);
    } else if (p.default !== undefined) outKw.set(p.name, p.default);
    else errors.push(lineError('missing_argument', input, undefined, [p.name]));
  });
  for (let i = schema.params.length; i < args.length; i++) errors.push(lineError('unexpected_positional_argument', args[i], undefined, [i]));
  if (kwargs) {
    for (const [key, value] of kwargs.map.values()) {
      if (typeof key !== 'string') errors.push(lineError('invalid_key', key, undefined, [keyLoc(key)]));
      else if (!used.has(key)) errors.push(lineError('unexpected_keyword_argument', value, undefined, [key]));
    }
  }
  if (errors.length) throw new ValError(errors);
  // pydantic-core's CallValidator lets what the call raises propagate (a ValueError is no validation error here).
  return call(schema.cls, outArgs, outKw.size ? outKw : null);
}
