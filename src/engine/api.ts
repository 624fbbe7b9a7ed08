/**
 * What runtime modules (`src/runtime/*`) may use: the object model, the object protocol
 * and module registration. A simulated library is defined through this interface only.
 */
export { arity, builtin, checkKwargs, defineGetSets, defineMethods, nativeSlots } from './builtins/args';
export { toFloat, toInt } from './builtins/scope';
export { compare, eq } from './compare';
export { exc, exceptionArgs, isException, newException, pyError, unsupported } from './exceptions';
export { dictDelete, dictGet, dictSet, hash, hashKey, setAdd, setHas } from './hashing';
export { getItem, keyError, seqIndex, setItem, sliceIndices, typeDisplay } from './items';
export { type ModuleFactory, type ModuleRegistry, registerModule } from './modules';
export { call, descriptorTypes, getAttr, getAttrOrUndefined, isInstance, iterate, type Kwargs, len, toArray, typeName, typeOf } from './objects';
export { asFloat, asInt, binop, index, isNumber, truthy } from './ops';
export { displayRepr, floatRepr, repr, str } from './repr';
export { callSpecial } from './slots';
export type { Canon } from './trace/canonical';
export type { ObjView, ValueView } from './trace/types';
export {
  builtinTypes,
  Ellipsis,
  NativeObject,
  NotImplemented,
  objectType,
  PyBoundMethod,
  PyBuiltin,
  PyBytes,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyInstance,
  PyIterator,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PySet,
  PySlice,
  PyTuple,
  type PyValue,
  type Slots,
  unionOrigin,
  type ValueKind,
} from './values';
