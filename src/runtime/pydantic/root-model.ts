/**
 * `pydantic.RootModel`: a model whose one field, `root`, is validated from the whole input and
 * is what it dumps as. `RootModel[T]` parametrizes it like any generic model.
 */
import { exc, type Kwargs, PyBuiltin, PyClass, PyDict, PyInstance, PyTuple, type PyValue, pyError } from '../../engine/api';
import { genericClass, typeVarType } from '../typing/generic';
import { newState } from './core/state';
import { validate } from './core/validate';
import { rootUndefined } from './core/validate-model';
import { baseModel } from './model/base';
import { initModelClass } from './model/build';
import { modelInfo, requireBuilt } from './model/info';
import { classTitle, runValidation } from './model/run';
import { pydanticUndefined } from './undefined';

export const rootModel = new PyClass('RootModel', [baseModel, genericClass], {}, 'pydantic.root_model');

const typeVar = typeVarType.slots.call?.(typeVarType, ['RootModelRootType'], null) as PyValue;
const anns = new PyDict();
anns.map.set('root', ['root', typeVar]);
rootModel.dict.set('__annotations__', anns);
rootModel.dict.set('__parameters__', new PyTuple([typeVar]));
rootUndefined.value = pydanticUndefined;

function init(args: PyValue[], kw: Kwargs): PyValue {
  const self = args[0];
  if (!(self instanceof PyInstance)) throw pyError(exc.TypeError, "RootModel.__init__() missing 1 required positional argument: 'self'");
  if (args.length > 2) throw pyError(exc.TypeError, `RootModel.__init__() takes from 1 to 2 positional arguments but ${args.length} were given`);
  let root: PyValue = args.length > 1 ? args[1] : (kw?.get('root') ?? pydanticUndefined);
  const data = kw ? [...kw].filter(([k]) => k !== 'root' || args.length > 1) : [];
  if (data.length) {
    if (root !== pydanticUndefined)
      throw pyError(exc.ValueError, '"RootModel.__init__" accepts either a single positional argument or arbitrary keyword arguments');
    const d = new PyDict();
    for (const [k, v] of data) d.map.set(k, [k, v]);
    root = d;
  }
  const def = requireBuilt(modelInfo(self.type));
  const state = newState({});
  state.selfInstance = self;
  runValidation(classTitle(self.type), () => validate(def.outerSchema, root, state));
  return null;
}

rootModel.dict.set('__init__', new PyBuiltin('__init__', init, 'RootModel.__init__'));
initModelClass(rootModel, 'root');
