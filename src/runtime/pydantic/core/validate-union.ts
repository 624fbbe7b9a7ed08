/**
 * Unions. Smart mode (the default) tries every member, returns at once on an exact match, and
 * otherwise keeps the best: more model fields set first, then the closer match (exact > strict >
 * lax). Left-to-right mode takes the first member that validates. Tagged (discriminated) unions
 * pick the member by the discriminator's value and report errors under the tag.
 */
import { call, getAttrOrUndefined, hashKey, PyDict, PyObj, type PyValue, repr, str } from '../../../engine/api';
import { type LineError, ValError, valError } from './errors';
import { choiceLabel, functionName } from './names';
import type { SchemaOf } from './schema';
import { Exactness, type ValState } from './state';
import { validate } from './validate';

export function validateUnion(schema: SchemaOf<'union'>, input: PyValue, state: ValState): PyValue {
  const errors: LineError[] = [];
  const label = (c: (typeof schema.choices)[number]) => choiceLabel(c);
  if (schema.mode === 'left_to_right') {
    for (const c of schema.choices) {
      try {
        return validate(c.schema, input, state);
      } catch (e) {
        if (!(e instanceof ValError)) throw e;
        errors.push(...e.within(label(c)).errors);
      }
    }
    throw new ValError(errors);
  }
  const oldExactness = state.exactness;
  const oldCount = state.fieldsSetCount;
  let best: { value: PyValue; exactness: Exactness; count: number | null } | null = null;
  try {
    for (const c of schema.choices) {
      state.exactness = Exactness.Exact;
      state.fieldsSetCount = null;
      let value: PyValue;
      try {
        value = validate(c.schema, input, state);
      } catch (e) {
        if (!(e instanceof ValError)) throw e;
        if (!best) errors.push(...e.within(label(c)).errors);
        continue;
      }
      const exactness = state.exactness ?? Exactness.Lax;
      const count = state.fieldsSetCount;
      if (exactness === Exactness.Exact && count === null) {
        state.exactness = oldExactness;
        state.fieldsSetCount = oldCount;
        return value;
      }
      const better = best === null || (best.count !== null && count !== null && best.count !== count ? best.count < count : best.exactness < exactness);
      if (better) best = { value, exactness, count };
    }
  } finally {
    state.exactness = oldExactness;
    state.fieldsSetCount = oldCount;
  }
  if (best) {
    if (state.exactness !== null && state.exactness > best.exactness) state.exactness = best.exactness;
    if (best.count !== null) state.fieldsSetCount = (state.fieldsSetCount ?? 0) + best.count;
    return best.value;
  }
  throw new ValError(errors);
}

/** The discriminator's value in the input: a dict key, or an attribute of an object. */
function tagOf(schema: SchemaOf<'tagged-union'>, input: PyValue): PyValue | undefined {
  const d = schema.discriminator;
  if ('fn' in d) {
    const t = call(d.fn, [input], null);
    return t === null ? undefined : t;
  }
  if (input instanceof PyDict) {
    for (const key of new Set([d.alias, d.field])) {
      const e = input.map.get(key);
      if (e) return e[1];
    }
    return undefined;
  }
  if (input instanceof PyObj) return getAttrOrUndefined(input, d.field);
  return undefined;
}

function discriminatorRepr(schema: SchemaOf<'tagged-union'>): string {
  const d = schema.discriminator;
  return 'fn' in d ? `${functionName(d.fn)}()` : repr(d.alias);
}

export function validateTaggedUnion(schema: SchemaOf<'tagged-union'>, input: PyValue, state: ValState): PyValue {
  const d = schema.discriminator;
  if (!('fn' in d) && !(input instanceof PyDict) && !(input instanceof PyObj && !(input instanceof PyDict) && state.mode === 'python')) {
    throw valError('model_attributes_type', input);
  }
  const custom = schema.customError;
  const tag = tagOf(schema, input);
  if (tag === undefined) {
    if (custom) throw new ValError([{ type: custom.type, loc: [], msg: custom.message, input, noUrl: true }]);
    throw valError('union_tag_not_found', input, [['discriminator', discriminatorRepr(schema)]]);
  }
  let key: unknown;
  try {
    key = hashKey(tag);
  } catch {
    key = undefined;
  }
  const choice = key === undefined ? undefined : schema.choices.get(key);
  if (!choice) {
    if (custom) throw new ValError([{ type: custom.type, loc: [], msg: custom.message, input, noUrl: true }]);
    throw valError('union_tag_invalid', input, [
      ['discriminator', discriminatorRepr(schema)],
      ['tag', str(tag)],
      ['expected_tags', [...schema.choices.values()].map((c) => repr(c.tag)).join(', ')],
    ]);
  }
  try {
    return validate(choice.schema, input, state);
  } catch (e) {
    if (!(e instanceof ValError)) throw e;
    throw e.within(typeof choice.tag === 'bigint' ? Number(choice.tag) : str(choice.tag));
  }
}
