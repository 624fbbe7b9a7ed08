/**
 * Generic models (`class Response(BaseModel, Generic[T])`): `Response[int]` is a subclass whose
 * fields have `T` replaced, cached per arguments, named `Response[int]`. As in the reference
 * runner, where the scenario's module is not registered in `sys.modules`, parametrizing a model
 * defined in the scenario raises pydantic's `KeyError: '__walkthrough__'`.
 */
import { call, currentFrameKind, descriptorTypes, exc, getAttr, newException, PyClass, PyOpaque, PyTuple, type PyValue, pyError } from '../../../engine/api';
import { argsOf } from '../../typing/forms';
import { classParameters, isTypeVar, parametersOf, substitute } from '../../typing/generic';
import { displayAsType } from '../display';
import { initModelClass } from './build';

const cache = new Map<PyClass, Map<string, PyClass>>();

/** The module a scenario's classes live in; the reference runner does not put it in `sys.modules`. */
const SCENARIO_MODULE = '__walkthrough__';

/** `Model[args]`. */
export function parametrize(cls: PyClass, key: PyValue): PyValue {
  const params = classParameters(cls);
  const args = argsOf(key);
  if (params.length === 0)
    throw pyError(exc.TypeError, `<class '${cls.module}.${cls.qualname}'> cannot be parametrized because it does not inherit from typing.Generic`);
  if (args.length !== params.length)
    throw pyError(
      exc.TypeError,
      `Too ${args.length > params.length ? 'many' : 'few'} arguments for <class '${cls.module}.${cls.qualname}'>; actual ${args.length}, expected ${params.length}`,
    );
  if (args.every((a, i) => a === params[i])) return cls;
  const cacheKey = args.map((a) => (a instanceof PyClass ? `${a.id}` : displayAsType(a))).join(',');
  let byArgs = cache.get(cls);
  if (!byArgs) {
    byArgs = new Map();
    cache.set(cls, byArgs);
  }
  const hit = byArgs.get(cacheKey);
  if (hit) return hit;
  const origin = (cls.dict.get('__pydantic_generic_origin__') as PyClass | undefined) ?? cls;

  const map = new Map<PyValue, PyValue>(params.map((p, i) => [p, args[i]]));
  const custom = cls.lookup('model_parametrized_name');
  const named =
    custom instanceof PyOpaque && custom.type === descriptorTypes.classmethod ? call(getAttr(cls, 'model_parametrized_name'), [new PyTuple(args)], null) : null;
  const name = typeof named === 'string' ? named : `${origin.name}[${args.map(displayAsType).join(', ')}]`;
  const sub = new PyClass(name, [cls], {}, origin.module);
  sub.qualname = name;
  sub.definingGlobals = cls.definingGlobals;
  sub.dict.set('__pydantic_generic_origin__', origin);
  sub.dict.set('__pydantic_generic_args__', new PyTuple(args));
  const remaining = args.flatMap((a) => parametersOf(a));
  sub.dict.set('__parameters__', new PyTuple([...new Set(remaining.filter(isTypeVar))]));
  initModelClass(sub, 'model', (ann) => substitute(ann, map, (o, a) => parametrize(o, a.length === 1 ? a[0] : new PyTuple(a))));
  // pydantic registers a class made at module level in its module's globals (`sys.modules[...]`).
  if (origin.module === SCENARIO_MODULE && currentFrameKind() === 'module') throw newException(exc.KeyError, [SCENARIO_MODULE]);
  byArgs.set(cacheKey, sub);
  return sub;
}
