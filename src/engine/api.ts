/**
 * What runtime modules (`src/runtime/*`) may use: the object model, the object protocol
 * and module registration. A simulated library is defined through this interface only.
 */

export { declareReferences } from './abandoned-generators';
export { acloseOf, finalizeAsyncGenerator } from './async-generators';
export { detachAttrsDict } from './attrs-dict';
export { argAt, arity, builtin, checkKwargs, defineGetSets, defineMethods, nativeSlots } from './builtins/args';
export { newProperty, propertyParts } from './builtins/descriptors';
export { updateDict } from './builtins/dict';
export { baseExceptionGroup } from './builtins/exception-group';
export { formatValue } from './builtins/format';
export { callable } from './builtins/iteration';
export { mappingProxyType, PyMappingProxy } from './builtins/mapping-proxy';
export { asciiRepr } from './builtins/percent';
export { toFloat, toInt } from './builtins/scope';
export { sortValues } from './builtins/sort';
export { PyTraceback, tracebackOf, tracebackType } from './builtins/traceback-type';
export { genericAliasSlots, unionType } from './builtins/union-type';
export { applyOrder, compare, contains, eq, richCompare } from './compare';
export { asStatic, currentRun, runUntraced, StepLimitExceeded, spendWork } from './context';
export { awaitValue } from './delegate';
export { exc, exceptionArgs, exceptionState, isException, newException, pyError, setContext, unsupported } from './exceptions';
export * as ddMath from './float/dd';
export * as floatMath from './float/elementary';
export {
  asyncGeneratorType,
  type Body,
  coreOf,
  coroutineType,
  generatorType,
  isCoroutineFunction,
  nativeCoroutine,
  PyAsyncGenerator,
  PyCoroutine,
  PyGenerator,
  Suspended,
} from './generators';
export { dictDelete, dictGet, dictSet, hash, hashKey, setAdd, setHas } from './hashing';
export { delItem, getItem, keyError, seqIndex, setItem, sliceIndices, typeDisplay } from './items';
export { type ClassMaker, makeClass, metaclassNew, metaclassPrepare, mroEntries, typingBases } from './make-class';
export { type ModuleFactory, type ModuleRegistry, registerModule, sharedNamespace } from './modules';
export { floatRatio } from './numbers';
export {
  call,
  currentFrameGlobals,
  currentFrameKind,
  descriptorTypes,
  genericSetAttr,
  getAttr,
  getAttrOrUndefined,
  instanceCheck,
  isInstance,
  iterate,
  type Kwargs,
  len,
  setAttr,
  toArray,
  tpName,
  typeName,
  typeOf,
} from './objects';
export { asFloat, asInt, binop, index, inplaceOp, isNumber, truthy, unaryop } from './ops';
export { displayRepr, floatRepr, repr, str } from './repr';
export { PyScalarInstance, unbox } from './scalar-instance';
export { callSpecial } from './slots';
export { DEPTH_AT_MODULE_LEVEL } from './stack-limit';
export { refuseMissingAttribute } from './stdlib-gaps';
export { type Canon, jsonString } from './trace/canonical';
export type { ObjView, ValueView } from './trace/types';
export { qualifiedTypeName } from './traceback';
export {
  builtinTypes,
  type CompareOp,
  classHooks,
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
