/**
 * pydantic's errors about the program rather than the data: `PydanticUserError` (a misuse, with
 * a documentation code), `PydanticSchemaGenerationError` (a type pydantic cannot validate) and
 * `PydanticUndefinedAnnotation`, printed with their "For further information" line.
 */
import { exc, exceptionArgs, newException, PyClass, type PyInstance } from '../../engine/api';

const M = 'pydantic.errors';

export const errorMixinType = new PyClass('PydanticErrorMixin', [exc.Exception], {}, M);
export const userErrorType = new PyClass('PydanticUserError', [errorMixinType, exc.RuntimeError], {}, M);
export const schemaGenerationErrorType = new PyClass('PydanticSchemaGenerationError', [userErrorType], {}, M);
export const undefinedAnnotationType = new PyClass('PydanticUndefinedAnnotation', [errorMixinType, exc.NameError], {}, M);
export const importErrorType = new PyClass('PydanticImportError', [errorMixinType, exc.ImportError], {}, M);
export const forbiddenQualifierType = new PyClass('PydanticForbiddenQualifier', [userErrorType], {}, M);
export const invalidForJsonSchemaType = new PyClass('PydanticInvalidForJsonSchema', [userErrorType], {}, M);

const codes = new WeakMap<PyInstance, string | null>();

/** An error of a `PydanticUserError` class with its documentation code. */
export function withCode(cls: PyClass, message: string, code: string | null): PyInstance {
  const e = newException(cls, [message]);
  codes.set(e, code);
  return e;
}

for (const t of [errorMixinType]) {
  t.slots.str = (self) => {
    const message = String(exceptionArgs(self as PyInstance)[0] ?? '');
    const code = codes.get(self as PyInstance) ?? null;
    return code === null ? message : `${message}\n\nFor further information visit https://errors.pydantic.dev/2.13/u/${code}`;
  };
  t.slots.getattr = (self, name) => {
    if (name === 'message') return exceptionArgs(self as PyInstance)[0] ?? '';
    if (name === 'code') return codes.get(self as PyInstance) ?? null;
    return undefined;
  };
}

userErrorType.slots.call = (cls, args, kw) => {
  const code = kw?.get('code');
  return withCode(cls, String(args[0] ?? ''), typeof code === 'string' ? code : null);
};

export function userError(message: string, code: string | null): PyInstance {
  return withCode(userErrorType, message, code);
}

export function schemaGenerationError(message: string): PyInstance {
  return withCode(schemaGenerationErrorType, message, 'schema-for-unknown-type');
}

/** A type this explainer's pydantic does not support: named in the message, never a silent wrong value. */
export function unsupported(what: string): PyInstance {
  return newException(exc.NotImplementedError, [`${what} is not supported by this explainer's pydantic`]);
}
