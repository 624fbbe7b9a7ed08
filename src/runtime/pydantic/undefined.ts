/** pydantic's `PydanticUndefined`: the marker for "no default" / "not given". */
import { Ellipsis, objectType, PyClass, PyOpaque, type PyValue } from '../../engine/api';

const undefinedType = new PyClass('PydanticUndefinedType', [objectType], {}, 'pydantic_core._pydantic_core');

export const pydanticUndefined = new PyOpaque(undefinedType, 'PydanticUndefined');

/** A default's value unless it was left out, or given as PydanticUndefined or `...` (both mean required). */
export function given(v: PyValue | undefined): PyValue | undefined {
  return v === undefined || v === pydanticUndefined || v === Ellipsis ? undefined : v;
}
