/**
 * Where `model_json_schema` and `TypeAdapter.json_schema` find the JSON schema generator. The
 * generator (`json-schema/`) is loaded when a script names JSON schemas (see `runtime/index.ts`),
 * so the first screen does not carry it.
 */
import type { Kwargs, PyClass, PyValue } from '../../engine/api';
import type { ModelConfig } from './config';
import type { CoreSchema } from './core/schema';
import { unsupported } from './user-error';

export interface JsonSchemaEntry {
  /** `Model.model_json_schema(**kw)`. */
  readonly model: (cls: PyClass, kw: Kwargs) => PyValue;
  /** `TypeAdapter(T).json_schema(**kw)`. */
  readonly adapter: (schema: CoreSchema, config: ModelConfig, kw: Kwargs) => PyValue;
}

let entry: JsonSchemaEntry | null = null;

export function setJsonSchemaEntry(e: JsonSchemaEntry): void {
  entry = e;
}

export function jsonSchemaEntry(): JsonSchemaEntry {
  if (!entry) throw unsupported('JSON schema generation before `pydantic.json_schema` is loaded');
  return entry;
}
