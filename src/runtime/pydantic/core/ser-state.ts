/**
 * The state of one serialization (pydantic-core's `Extra` and `SerializationState`): the
 * dump's arguments, the include/exclude filters at the current depth, and the `info` object a
 * serializer function receives.
 */
import { builtin, exc, isException, newException, objectType, PyClass, PyOpaque, type PyValue, repr, str } from '../../../engine/api';
import type { Filters } from './filter';

export interface SerState {
  readonly mode: 'python' | 'json';
  /** `by_alias=` of the call; null defers to each model's `serialize_by_alias`. */
  readonly byAlias: boolean | null;
  readonly excludeUnset: boolean;
  readonly excludeDefaults: boolean;
  readonly excludeNone: boolean;
  readonly excludeComputedFields: boolean;
  readonly roundTrip: boolean;
  readonly serializeAsAny: boolean;
  /** `polymorphic_serialization=True`: a model subclass instance dumps with its own fields. */
  readonly polymorphic: boolean;
  readonly warnings: 'none' | 'warn' | 'error';
  readonly context: PyValue;
  /** `fallback=`: called for values of unknown type instead of failing. */
  readonly fallback: PyValue | null;
  /** How non-finite floats are written in JSON (config `ser_json_inf_nan`). */
  readonly infNan: 'null' | 'constants' | 'strings';
  /** Ids of the containers being serialized now, outermost first: meeting one again is a cycle. */
  readonly active?: Set<number>;
  /** The serializer warnings the dump collected (`PydanticSerializationUnexpectedValue(...)`), reported when it ends. */
  readonly issues?: string[];
  /** How bytes are written in JSON mode (config `ser_json_bytes`); UTF-8 text when absent. */
  readonly bytes?: 'utf8' | 'base64' | 'hex';
  /**
   * Written straight to JSON text (`to_json`: `model_dump_json`, `dump_json`), pydantic-core's
   * serde path, rather than `to_python` in JSON mode (`model_dump(mode='json')`): there a float
   * field takes any real number (`__float__`, as `extract::<f64>` does) without a warning, and
   * bytes that are not UTF-8 are a serialization error instead of a UnicodeDecodeError.
   */
  readonly toJson?: boolean;
  filters: Filters;
  fieldName: string | null;
}

export const serializationInfoType = new PyClass('SerializationInfo', [objectType], {}, 'pydantic_core._pydantic_core');
export const fieldSerializationInfoType = new PyClass('FieldSerializationInfo', [serializationInfoType], {}, 'pydantic_core._pydantic_core');

interface InfoPayload {
  readonly state: SerState;
  readonly filters: Filters;
  readonly fieldName: string | null;
}

serializationInfoType.slots.getattr = (self, name) => {
  const { state, filters, fieldName } = (self as PyOpaque).payload as InfoPayload;
  switch (name) {
    case 'include':
      return filters.include;
    case 'exclude':
      return filters.exclude;
    case 'context':
      return state.context;
    case 'mode':
      return state.mode;
    case 'by_alias':
      // None when the call did not say (its repr still prints False, as pydantic-core's does).
      return state.byAlias;
    case 'exclude_unset':
      return state.excludeUnset;
    case 'exclude_defaults':
      return state.excludeDefaults;
    case 'exclude_none':
      return state.excludeNone;
    case 'exclude_computed_fields':
      return state.excludeComputedFields;
    case 'round_trip':
      return state.roundTrip;
    case 'serialize_as_any':
      return state.serializeAsAny;
    case 'polymorphic_serialization':
      return state.polymorphic;
    case 'field_name':
      if (fieldName === null) throw newException(exc.AttributeError, ["No attribute named 'field_name'"]);
      return fieldName;
    case 'mode_is_json':
      return builtin('mode_is_json', () => state.mode === 'json');
  }
  return undefined;
};

/** The `info` a serializer function receives now. */
export function serializationInfo(state: SerState, field: boolean): PyOpaque {
  const f = state.filters;
  const b = (v: boolean) => (v ? 'True' : 'False');
  const text = `SerializationInfo(include=${repr(f.include)}, exclude=${repr(f.exclude)}, context=${repr(state.context)}, mode='${state.mode}', by_alias=${b(state.byAlias ?? false)}, exclude_unset=${b(state.excludeUnset)}, exclude_defaults=${b(state.excludeDefaults)}, exclude_none=${b(state.excludeNone)}, exclude_computed_fields=${b(state.excludeComputedFields)}, round_trip=${b(state.roundTrip)}, serialize_as_any=${b(state.serializeAsAny)})`;
  return new PyOpaque(field ? fieldSerializationInfoType : serializationInfoType, text, {
    state,
    filters: f,
    fieldName: field ? state.fieldName : state.fieldName,
  } satisfies InfoPayload);
}

/** `PydanticSerializationError`: raised when a value cannot be serialized. */
export const serializationErrorType = new PyClass('PydanticSerializationError', [exc.ValueError], {}, 'pydantic_core._pydantic_core');

export function serializationError(message: string): ReturnType<typeof newException> {
  return newException(serializationErrorType, [message]);
}

const finalErrors = new WeakSet<object>();

/**
 * A `PydanticSerializationError` whose text a JSON dump keeps as it is: pydantic-core's own
 * verdicts (an unknown type, bytes that are not UTF-8, warnings raised as errors).
 */
export function finalSerializationError(message: string): ReturnType<typeof newException> {
  const e = serializationError(message);
  finalErrors.add(e);
  return e;
}

/**
 * Runs a dump to JSON text (`model_dump_json`, `dump_json`, `to_json`): any other exception
 * raised on the way (by a serializer function, a value's `__eq__`, a circular reference) becomes
 * `PydanticSerializationError("Error serializing to JSON: Type: message")`, as pydantic-core's
 * JSON writer reports it.
 */
export function jsonDump<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!isException(e) || finalErrors.has(e)) throw e;
    throw serializationError(`Error serializing to JSON: ${e.type.name}: ${str(e)}`);
  }
}
