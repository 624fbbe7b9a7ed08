/**
 * pydantic-core's `ArgsKwargs`: a call's arguments as validation errors show them for a call
 * validated as a whole (`@validate_call`, a pydantic dataclass's `__init__`). Its repr leaves
 * the keyword part out when there is none: `ArgsKwargs((1,))`, `ArgsKwargs((1,), {'a': 2})`.
 */
import { type Kwargs, objectType, PyClass, PyDict, PyOpaque, PyTuple, type PyValue, repr } from '../../../engine/api';

const argsKwargsType = new PyClass('ArgsKwargs', [objectType], {}, 'pydantic_core._pydantic_core');

export function argsKwargs(args: PyValue[], kw: Kwargs): PyOpaque {
  const d = new PyDict();
  if (kw) for (const [k, v] of kw) d.map.set(k, [k, v]);
  const text = kw?.size ? `ArgsKwargs(${repr(new PyTuple(args))}, ${repr(d)})` : `ArgsKwargs(${repr(new PyTuple(args))})`;
  return new PyOpaque(argsKwargsType, text, { args, kw });
}
