/** `PydanticInvalidForJsonSchema` (a type with no JSON schema) and `PydanticJsonSchemaWarning`. */
import { exc, PyClass, type PyInstance } from '../../../engine/api';
import { invalidForJsonSchemaType, withCode } from '../user-error';

export { invalidForJsonSchemaType };

export const jsonSchemaWarningType = new PyClass('PydanticJsonSchemaWarning', [exc.Exception], {}, 'pydantic.json_schema');

export function invalidForJsonSchema(message: string): PyInstance {
  return withCode(invalidForJsonSchemaType, message, 'invalid-for-json-schema');
}
