/**
 * Which classes validate as a model or dataclass when they appear in an annotation: BaseModel
 * subclasses, and the dataclasses `pydantic.dataclasses` / `dataclasses` register.
 */
import type { PyClass } from '../../engine/api';
import { setDefiner } from './core/model-def';
import type { CoreSchema } from './core/schema';
import { baseModel } from './model/base';

const dataclassChecks: ((cls: PyClass) => boolean)[] = [];

/** Lets the dataclass modules mark their classes. */
export function registerDataclassCheck(check: (cls: PyClass) => boolean): void {
  dataclassChecks.push(check);
}

setDefiner((cls) => {
  modelLikeSchema(cls);
});

export function modelLikeSchema(cls: PyClass): CoreSchema | undefined {
  if (cls === baseModel) return { type: 'is-instance', cls };
  if (cls.isSubclassOf(baseModel)) return { type: 'model', cls };
  if (dataclassChecks.some((c) => c(cls))) return { type: 'dataclass', cls };
  return undefined;
}
