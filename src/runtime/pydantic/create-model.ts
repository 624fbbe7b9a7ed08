/**
 * `create_model(name, **fields)`: a model class built from field definitions — a type, or a
 * `(type, default-or-Field)` pair — with optional base, config and validators, as if its class
 * statement had run in the caller's module.
 */
import { builtin, exc, type Kwargs, PyClass, PyDict, PyTuple, type PyValue, pyError, repr } from '../../engine/api';
import { baseModel } from './model/base';
import { initModelClass } from './model/build';
import { userError } from './user-error';

const reserved = new Set(['__config__', '__doc__', '__base__', '__module__', '__validators__', '__cls_kwargs__', '__qualname__']);

export const createModel = builtin('create_model', (args: PyValue[], kw: Kwargs) => {
  const name = args[0];
  if (typeof name !== 'string') throw pyError(exc.TypeError, "create_model() missing 1 required positional argument: 'model_name'");
  const baseArg = kw?.get('__base__') ?? null;
  const bases = baseArg === null ? [baseModel] : baseArg instanceof PyTuple ? (baseArg.items as PyClass[]) : [baseArg as PyClass];
  const cls = new PyClass(name, bases, {}, typeof kw?.get('__module__') === 'string' ? (kw?.get('__module__') as string) : '__walkthrough__');
  const qualname = kw?.get('__qualname__');
  if (typeof qualname === 'string') cls.qualname = qualname;
  const anns = new PyDict();
  for (const [k, def] of kw ?? []) {
    if (reserved.has(k)) continue;
    if (def instanceof PyTuple) {
      if (def.items.length !== 2)
        throw userError(
          `Field definition for ${repr(k)} should a single element representing the type or a two-tuple, the first element being the type and the second element the assigned value (either a default or the \`Field()\` function).`,
          'create-model-field-definitions',
        );
      anns.map.set(k, [k, def.items[0]]);
      cls.dict.set(k, def.items[1]);
    } else anns.map.set(k, [k, def]);
  }
  cls.dict.set('__annotations__', anns);
  const doc = kw?.get('__doc__');
  cls.dict.set('__doc__', typeof doc === 'string' ? doc : null);
  const validators = kw?.get('__validators__');
  if (validators instanceof PyDict) for (const [k, v] of validators.map.values()) cls.dict.set(String(k), v);
  const config = kw?.get('__config__');
  if (config !== undefined && config !== null) cls.dict.set('model_config', config);
  const clsKwargs = kw?.get('__cls_kwargs__');
  const keywords = new Map<string, PyValue>();
  if (clsKwargs instanceof PyDict) for (const [k, v] of clsKwargs.map.values()) keywords.set(String(k), v);
  cls.definingGlobals = bases[0]?.definingGlobals ?? null;
  initModelClass(cls, 'model', undefined, keywords);
  return cls;
});
