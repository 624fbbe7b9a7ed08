/**
 * The `GetJsonSchemaHandler` a `__get_pydantic_json_schema__` hook receives: calling it
 * generates the schema it wraps (or any core schema dict it is given), `resolve_ref_schema`
 * follows a `$ref` into `$defs`, `mode` is the generator's.
 */
import { builtin, PyDict, PyOpaque, type PyValue } from '../../../engine/api';
import type { CoreSchema } from '../core/schema';
import { jsonHandlerType } from '../core-schema-py';
import type { JsonSchemaGenerator } from './generator';
import type { Json } from './values';

interface Payload {
  readonly gen: JsonSchemaGenerator;
  readonly next: (s: CoreSchema) => Json;
}

export function handlerFor(gen: JsonSchemaGenerator, next: (s: CoreSchema) => Json): PyOpaque {
  return new PyOpaque(jsonHandlerType, '<pydantic._internal._schema_generation_shared.GenerateJsonSchemaHandler object>', { gen, next } satisfies Payload);
}

jsonHandlerType.slots.callSelf = (self, args) => {
  const p = (self as PyOpaque).payload as Payload;
  return p.next(p.gen.fromPy(args[0] ?? null));
};

jsonHandlerType.slots.getattr = (self, name): PyValue | undefined => {
  const p = (self as PyOpaque).payload as Payload | undefined;
  if (!p) return undefined;
  if (name === 'resolve_ref_schema')
    return builtin('resolve_ref_schema', (args) => {
      const j = args[0];
      return j instanceof PyDict ? p.gen.resolveRef(j) : (j ?? null);
    });
  if (name === 'mode') return p.gen.mode;
  if (name === 'generate_json_schema') return builtin('generate_json_schema', (args) => p.gen.inner(p.gen.fromPy(args[0] ?? null)));
  return undefined;
};
