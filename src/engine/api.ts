/**
 * What runtime modules (`src/runtime/*`) may use: the object model, the object protocol
 * and module registration. A simulated library is defined through this interface only.
 */
export { arity, builtin, checkKwargs, defineMethods } from './builtins/args';
export { formatValue } from './builtins/format';
export { toFloat, toInt } from './builtins/scope';
export { currentRun, runUntraced, StepLimitExceeded, spendWork } from './context';
export { awaitValue } from './delegate';
export { exc, exceptionArgs, isException, newException, pyError } from './exceptions';
export { type Body, coreOf, isCoroutineFunction, nativeCoroutine, PyCoroutine, PyGenerator, Suspended } from './generators';
export { getItem, keyError, seqIndex, setItem, sliceIndices, typeDisplay } from './items';
export { type ModuleFactory, type ModuleRegistry, registerModule } from './modules';
export {
  call,
  currentFrameGlobals,
  currentFrameKind,
  descriptorTypes,
  getAttr,
  getAttrOrUndefined,
  isInstance,
  iterate,
  type Kwargs,
  len,
  toArray,
  typeName,
  typeOf,
} from './objects';
export { asFloat, asInt, binop, compare, eq, hashKey, isNumber, truthy, unaryop } from './ops';
export { floatRepr, repr, str } from './repr';
export type { Canon } from './trace/canonical';
export type { ObjView, ValueView } from './trace/types';
export {
  builtinTypes,
  Ellipsis,
  NativeObject,
  objectType,
  PyBoundMethod,
  PyBuiltin,
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
