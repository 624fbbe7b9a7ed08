/** Lets pydantic validate and dump stdlib dataclasses used as field types. */
import { hasClassDef } from '../pydantic/core/model-def';
import { registerDataclassDef } from '../pydantic/dataclass-def';
import { registerDataclassCheck } from '../pydantic/model-like';
import { dataclassShape } from './shape';

registerDataclassCheck((cls) => {
  const shape = dataclassShape(cls);
  if (!shape) return false;
  if (!hasClassDef(cls)) registerDataclassDef(cls, shape.fields, cls.dict.get('__pydantic_config__') ?? null);
  return true;
});
