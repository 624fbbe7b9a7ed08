/**
 * What a serializer function's result is serialized with: its explicit `return_type`, when it
 * has one (otherwise pydantic infers from the value, which is what a null return schema means).
 */
import type { PyValue } from '../../engine/api';
import type { CoreSchema } from './core/schema';
import { type GenContext, schemaFor } from './generate';
import { pydanticUndefined } from './undefined';

export function returnSchema(returnType: PyValue | undefined, _fn: PyValue, ctx: GenContext): CoreSchema | null {
  if (returnType === undefined || returnType === pydanticUndefined) return null;
  return schemaFor(returnType, ctx);
}
