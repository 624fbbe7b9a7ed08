/**
 * Recording what a JSON schema needs on the core schema it concerns (pydantic's
 * `pydantic_js_updates`, `pydantic_js_extra` and `pydantic_js_functions` metadata): the
 * generator itself (`json-schema/`) loads only when a script asks for a JSON schema.
 */
import { PyDict, PyList, PyTuple, type PyValue, truthy } from '../../engine/api';
import type { CoreSchema, JsonSchemaFunction, JsonSchemaMeta } from './core/schema';
import type { FieldSpec } from './field-info';

/** The schema with more JSON-schema metadata: updates merged, extra replaced, functions appended. */
export function withJs(schema: CoreSchema, add: JsonSchemaMeta): CoreSchema {
  const old = schema.js ?? {};
  const updates = new Map<string, PyValue>(old.updates ?? []);
  for (const [k, v] of add.updates ?? []) updates.set(k, v);
  const extra = add.extra instanceof PyDict && old.extra instanceof PyDict ? mergedDict(old.extra, add.extra) : (add.extra ?? old.extra);
  const js: JsonSchemaMeta = {
    ...(updates.size ? { updates: [...updates] } : {}),
    ...(extra !== undefined ? { extra } : {}),
    ...(old.functions || add.functions ? { functions: [...(old.functions ?? []), ...(add.functions ?? [])] } : {}),
  };
  return { ...schema, js };
}

/** Two `json_schema_extra` dicts merged, as pydantic merges the field infos of nested `Annotated`. */
function mergedDict(a: PyDict, b: PyDict): PyDict {
  const out = new PyDict();
  for (const [k, e] of a.map) out.map.set(k, e);
  for (const [k, e] of b.map) out.map.set(k, e);
  return out;
}

export function withJsFunction(schema: CoreSchema, f: JsonSchemaFunction): CoreSchema {
  return withJs(schema, { functions: [f] });
}

/** pydantic's `_extract_json_schema_info_from_field_info`: title, description, deprecated, examples, and the extra. */
export function fieldJsMeta(spec: FieldSpec): JsonSchemaMeta {
  const updates: [string, PyValue][] = [];
  if (spec.title !== null) updates.push(['title', spec.title]);
  if (spec.description !== null) updates.push(['description', spec.description]);
  const dep = spec.deprecated;
  if (dep !== null && (truthy(dep) || dep === '')) updates.push(['deprecated', true]);
  if (spec.examples !== null) updates.push(['examples', spec.examples instanceof PyTuple ? new PyList([...spec.examples.items]) : spec.examples]);
  return { ...(updates.length ? { updates } : {}), ...(spec.jsonSchemaExtra !== null ? { extra: spec.jsonSchemaExtra } : {}) };
}
