/** `ComputedFieldInfo`: what `model_computed_fields` shows for a `@computed_field`. */
import { objectType, PyClass, PyOpaque, repr } from '../../engine/api';
import type { FoundDecorator } from './decorators';
import { pydanticUndefined } from './undefined';

export const computedFieldInfoType = new PyClass('ComputedFieldInfo', [objectType], {}, 'pydantic.fields');

export function computedInfo(d: FoundDecorator, alias: string | null): PyOpaque {
  const rt = d.spec.returnType ?? pydanticUndefined;
  const text = `ComputedFieldInfo(wrapped_property=${repr(d.spec.wrapped)}, return_type=${repr(rt)}, alias=${repr(alias)}, alias_priority=${alias === null ? 'None' : '2'}, exclude_if=None, title=None, field_title_generator=None, description=None, deprecated=None, examples=None, json_schema_extra=None, repr=${d.spec.repr === false ? 'False' : 'True'})`;
  return new PyOpaque(computedFieldInfoType, text, { decorator: d, alias });
}

computedFieldInfoType.slots.getattr = (self, name) => {
  const { decorator, alias } = (self as PyOpaque).payload as { decorator: FoundDecorator; alias: string | null };
  if (name === 'alias') return alias;
  if (name === 'return_type') return decorator.spec.returnType ?? pydanticUndefined;
  if (name === 'wrapped_property') return decorator.spec.wrapped;
  if (name === 'repr') return decorator.spec.repr !== false;
  return undefined;
};
