/**
 * pydantic's annotation markers that change how a type validates or serializes:
 * `SkipValidation[T]`, `SerializeAsAny[T]`, `InstanceOf[T]` and `Json[T]`. Subscripting one
 * gives `Annotated[T, marker()]`, as pydantic does; the marker then rewrites the schema.
 */
import { objectType, PyClass, PyOpaque } from '../../engine/api';
import { annotated, argsOf } from '../typing/forms';
import type { CoreSchema } from './core/schema';
import { applyTag } from './discriminator';
import type { GenContext } from './generate';
import { pydanticMeta } from './metadata';

export const markerHandlers = new Map<PyClass, (schema: CoreSchema, m: PyOpaque, ctx: GenContext) => CoreSchema>();

export function marker(name: string, module: string, apply: (schema: CoreSchema, m: PyOpaque) => CoreSchema): PyClass {
  const cls: PyClass = new PyClass(name, [objectType], {}, module);
  const instance = () => new PyOpaque(cls, `${name}()`);
  cls.slots.call = () => instance();
  cls.slots.classGetitem = (self, key) => {
    const [inner] = argsOf(key);
    return annotated(inner, [self === cls ? instance() : self]);
  };
  markerHandlers.set(cls, (s, m) => apply(s, m));
  return cls;
}

export const SkipValidation = marker('SkipValidation', 'pydantic.functional_validators', (schema) => ({ type: 'skip', schema }));
export const SerializeAsAny = marker('SerializeAsAny', 'pydantic.functional_serializers', (schema) => ({ ...schema, serializeAsAny: true }));
export const InstanceOf = marker('InstanceOf', 'pydantic.functional_validators', (schema) => {
  const cls = schema.type === 'model' || schema.type === 'dataclass' || schema.type === 'is-instance' ? schema.cls : null;
  return cls ? { type: 'is-instance', cls } : schema;
});

/** `Json`: bare, any JSON; `Json[T]`, JSON text validated as T. */
export const JsonMarker = marker('Json', 'pydantic.types', (schema) => ({ type: 'json', schema: schema.type === 'any' ? null : schema }));

markerHandlers.set(pydanticMeta.Tag, (s, m) => applyTag(s, m));
