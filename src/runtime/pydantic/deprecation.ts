/**
 * pydantic's deprecation warnings (`pydantic.warnings`): what V1-style code (`class Config`,
 * `.dict()`, `.json()`, `parse_obj`, `__fields__`...) still runs with, warned through the run's
 * `warnings` module as pydantic warns, so filters and `catch_warnings(record=True)` see them.
 */
import { exc, newException, PyClass } from '../../engine/api';
import { warnThroughRun } from './serializer-warnings';

const MODULE = 'pydantic.warnings';

export const pydanticDeprecationWarning = new PyClass('PydanticDeprecationWarning', [exc.DeprecationWarning], {}, MODULE);
export const pydanticDeprecatedSince20 = new PyClass('PydanticDeprecatedSince20', [pydanticDeprecationWarning], {}, MODULE);
export const coreSchemaGenerationWarning = new PyClass('CoreSchemaGenerationWarning', [exc.UserWarning], {}, MODULE);
/** Warned when a TypedDict's PEP 728 `closed`/`extra_items` contradicts the config's `extra`. */
export const typedDictExtraConfigWarning = new PyClass('TypedDictExtraConfigWarning', [coreSchemaGenerationWarning], {}, MODULE);

/** Warns `PydanticDeprecatedSince20` with `message` and pydantic's closing sentence. */
export function warnDeprecatedSince20(message: string): void {
  const text = `${message} Deprecated in Pydantic V2.0 to be removed in V3.0. See Pydantic V2 Migration Guide at https://errors.pydantic.dev/2.13/migration/`;
  warnThroughRun(newException(pydanticDeprecatedSince20, [text]));
}

/** The warning of a deprecated method or attribute that names its V2 replacement. */
export function warnRenamed(kind: 'method' | 'attribute', name: string, replacement: string, extra = ''): void {
  const subject =
    kind === 'method'
      ? `The \`${name}\` method is deprecated; use \`${replacement}\` instead.`
      : `The \`${name}\` attribute is deprecated, use ${replacement} instead.`;
  warnDeprecatedSince20(extra ? `${subject} ${extra}` : subject);
}
