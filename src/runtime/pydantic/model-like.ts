/**
 * Which classes validate as a model or dataclass when they appear in an annotation: BaseModel
 * subclasses, and the dataclasses `pydantic.dataclasses` / `dataclasses` register.
 */
import type { PyClass } from '../../engine/api';
import type { ClassDef } from './core/model-def';
import { setDefiner } from './core/model-def';
import type { CoreSchema } from './core/schema';
import type { GenContext } from './generate';
import { baseModel } from './model/base';

/** A dataclass check answers whether a class is one of its dataclasses, optionally with a definition made for this use. */
type DataclassCheck = (cls: PyClass, ctx: GenContext | null) => boolean | ClassDef;
const dataclassChecks: DataclassCheck[] = [];

/** Lets the dataclass modules mark their classes. */
export function registerDataclassCheck(check: DataclassCheck): void {
  dataclassChecks.push(check);
}

setDefiner((cls) => {
  modelLikeSchema(cls);
});

export function modelLikeSchema(cls: PyClass, ctx: GenContext | null = null): CoreSchema | undefined {
  if (cls === baseModel) return { type: 'is-instance', cls };
  if (cls.isSubclassOf(baseModel)) return { type: 'model', cls };
  for (const check of dataclassChecks) {
    const r = check(cls, ctx);
    if (r === true) return { type: 'dataclass', cls };
    if (r) return { type: 'dataclass', cls, def: r };
  }
  return undefined;
}
