/** Lets pydantic validate and dump stdlib dataclasses used as field types. */

import { type ModelConfig, mergeConfig, resolveConfig } from '../pydantic/config';
import { hasClassDef } from '../pydantic/core/model-def';
import { inheritedDataclassDef, registerDataclassDef } from '../pydantic/dataclass-def';
import { setParametrizedDataclass } from '../pydantic/generate';
import { registerDataclassCheck } from '../pydantic/model-like';
import { anyType } from '../typing';
import { classParameters, substitute } from '../typing/generic';
import { dataclassShape } from './shape';

registerDataclassCheck((cls, ctx) => {
  const shape = dataclassShape(cls);
  if (!shape) return false;
  if (!hasClassDef(cls)) registerDataclassDef(cls, shape.fields, cls.dict.get('__pydantic_config__') ?? null);
  // A stdlib dataclass without a config of its own validates with the config of the model it is used in.
  if (ctx && !cls.dict.has('__pydantic_config__')) return inheritedDataclassDef(cls, shape.fields, ctx.config);
  return true;
});

/** `Owner[Car]` of a generic dataclass: its fields with the type parameters replaced. */
setParametrizedDataclass((cls, args, ctx) => {
  const shape = dataclassShape(cls);
  const params = classParameters(cls);
  if (!shape || params.length === 0) return undefined;
  const map = new Map(params.map((p, i) => [p, args[i] ?? anyType] as const));
  const fields = shape.fields.map((f) => ({ ...f, annotation: substitute(f.annotation, map) }));
  const own = cls.dict.get('__pydantic_config__');
  const config: ModelConfig = own ? resolveConfig(mergeConfig(null, own, new Map()), cls.name, 'dataclass') : ctx.config;
  return { type: 'dataclass', cls, def: inheritedDataclassDef(cls, fields, config) };
});
