/** Lets pydantic validate and dump stdlib dataclasses used as field types. */
import { hasClassDef } from '../pydantic/core/model-def';
import { inheritedDataclassDef, registerDataclassDef } from '../pydantic/dataclass-def';
import { registerDataclassCheck } from '../pydantic/model-like';
import { dataclassShape } from './shape';

registerDataclassCheck((cls, ctx) => {
  const shape = dataclassShape(cls);
  if (!shape) return false;
  if (!hasClassDef(cls)) registerDataclassDef(cls, shape.fields, cls.dict.get('__pydantic_config__') ?? null);
  // A stdlib dataclass without a config of its own validates with the config of the model it is used in.
  if (ctx && !cls.dict.has('__pydantic_config__')) return inheritedDataclassDef(cls, shape.fields, ctx.config);
  return true;
});
