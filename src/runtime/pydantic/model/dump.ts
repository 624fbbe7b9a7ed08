/**
 * The arguments of `model_dump` / `model_dump_json` / `TypeAdapter.dump_*` read into a
 * serialization state, and the dump of one model instance.
 */
import { exc, type Kwargs, type PyInstance, type PyValue, pyError, truthy } from '../../../engine/api';
import { jsonText } from '../core/json-write';
import { type CoreConfig, defOf } from '../core/model-def';
import type { CoreSchema } from '../core/schema';
import type { SerState } from '../core/ser-state';
import { infer, serialize, setJsonRoundTrip } from '../core/serialize';
import { serializeInstance } from '../core/serialize-model';
import { reportSerializerWarnings } from '../serializer-warnings';

/** `round_trip=True` dumps a `Json[T]` value back to its JSON text (compact, as pydantic-core writes it). */
setJsonRoundTrip((schema, value, st) =>
  jsonText(schema ? serialize(schema, value, { ...st, mode: 'json', toJson: true }) : infer(value, { ...st, mode: 'json', toJson: true }), {
    indent: null,
    infNan: st.infNan,
  }),
);

function warningsMode(v: PyValue | undefined): SerState['warnings'] {
  if (v === undefined || v === true) return 'warn';
  if (v === false || v === 'none') return 'none';
  if (v === 'warn' || v === 'error') return v;
  throw pyError(exc.ValueError, `Invalid warnings parameter: ${String(v)}`);
}

/** The options of a dump call (`model_dump`, `dump_json`...) under the dumped class's config; `toJson` for a dump to JSON text. */
export function dumpOptions(kw: Kwargs, mode: PyValue, config: Pick<CoreConfig, 'serJsonInfNan' | 'serJsonBytes'>, toJson = false): SerState {
  const flag = (k: string) => truthy(kw?.get(k) ?? false);
  const byAlias = kw?.get('by_alias');
  return {
    mode: toJson || mode === 'json' ? 'json' : 'python',
    toJson,
    byAlias: byAlias === undefined || byAlias === null ? null : truthy(byAlias),
    excludeUnset: flag('exclude_unset'),
    excludeDefaults: flag('exclude_defaults'),
    excludeNone: flag('exclude_none'),
    excludeComputedFields: flag('exclude_computed_fields'),
    roundTrip: flag('round_trip'),
    serializeAsAny: flag('serialize_as_any'),
    polymorphic: flag('polymorphic_serialization'),
    warnings: warningsMode(kw?.get('warnings')),
    context: kw?.get('context') ?? null,
    fallback: kw?.get('fallback') ?? null,
    infNan: config.serJsonInfNan,
    issues: [],
    active: new Set(),
    bytes: config.serJsonBytes === 'base64' || config.serJsonBytes === 'hex' ? config.serJsonBytes : 'utf8',
    filters: { include: kw?.get('include') ?? null, exclude: kw?.get('exclude') ?? null },
    fieldName: null,
  };
}

/** A model instance dumped with its own class's definition. */
export function serializeRoot(inst: PyInstance, st: SerState): PyValue {
  const def = defOf(inst.type);
  const out = def ? serializeInstance(def, inst, st) : infer(inst, st);
  reportSerializerWarnings(st);
  return out;
}

/** A value dumped with a schema (`TypeAdapter.dump_python`), its serializer warnings reported at the end. */
export function serializeTop(schema: CoreSchema, value: PyValue, st: SerState): PyValue {
  const out = serialize(schema, value, st);
  reportSerializerWarnings(st);
  return out;
}
