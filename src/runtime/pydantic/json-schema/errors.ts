/** `PydanticInvalidForJsonSchema` (a type with no JSON schema) and `PydanticJsonSchemaWarning`. */
import { exc, PyClass, type PyInstance } from '../../../engine/api';
import { userErrorType, withCode } from '../user-error';

export const invalidForJsonSchemaType = new PyClass('PydanticInvalidForJsonSchema', [userErrorType], {}, 'pydantic.errors');
export const jsonSchemaWarningType = new PyClass('PydanticJsonSchemaWarning', [exc.Exception], {}, 'pydantic.json_schema');

export function invalidForJsonSchema(message: string): PyInstance {
  return withCode(invalidForJsonSchemaType, message, 'invalid-for-json-schema');
}
