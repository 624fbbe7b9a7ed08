/**
 * Simulated `types`: `SimpleNamespace` (keyword attributes, `namespace(a=1)` repr, equality by
 * attributes, unhashable) and the type objects scripts compare against (`FunctionType`,
 * `GeneratorType`, `NoneType`, ...), each the very class the engine gives those values. Other
 * names CPython has are refused by name (the engine's standard-library table).
 */
import {
  builtinTypes,
  call,
  callable as callableValue,
  coroutineType,
  exc,
  generatorType,
  isInstance,
  mappingProxyType,
  NotImplemented,
  nativeSlots,
  objectType,
  PyBoundMethod,
  PyBuiltin,
  PyClass,
  PyFunction,
  PyInstance,
  type PyValue,
  pyError,
  registerModule,
  repr,
  typeName,
  typeOf,
  unionType,
  unsupported,
} from '../../engine/api';

export const simpleNamespaceType = new PyClass('SimpleNamespace', [objectType], {}, 'types');
simpleNamespaceType.tpName = 'types.SimpleNamespace';

/** Currently repr-ing namespaces: a namespace inside itself prints as `namespace(...)`, as CPython's. */
const inRepr = new Set<PyInstance>();

nativeSlots(simpleNamespaceType, {
  init: (self, args, kw) => {
    if (args.length > 0) throw pyError(exc.TypeError, 'no positional arguments expected');
    if (!(self instanceof PyInstance)) return;
    for (const [k, v] of kw ?? []) self.attrs.set(k, v);
  },
  repr: (self) => {
    const ns = self as PyInstance;
    const name = ns.type === simpleNamespaceType ? 'namespace' : ns.type.name;
    if (inRepr.has(ns)) return `${name}(...)`;
    inRepr.add(ns);
    try {
      return `${name}(${[...ns.attrs].map(([k, v]) => `${k}=${repr(v)}`).join(', ')})`;
    } finally {
      inRepr.delete(ns);
    }
  },
  richcompare: (self, other, op) => {
    if ((op !== '==' && op !== '!=') || !(self instanceof PyInstance) || !(other instanceof PyInstance) || !isInstance(other, simpleNamespaceType))
      return NotImplemented;
    const a = call(builtinTypes.dict, [attrsOf(self)], null);
    const b = call(builtinTypes.dict, [attrsOf(other)], null);
    const same = call(typeOf(a).lookup('__eq__') as PyValue, [a, b], null);
    return op === '==' ? same : same === NotImplemented ? same : !same;
  },
  hash: null,
});

function attrsOf(ns: PyInstance): PyValue {
  const d = call(builtinTypes.dict, [], null);
  for (const [k, v] of ns.attrs) call(typeOf(d).lookup('__setitem__') as PyValue, [d, k, v], null);
  return d;
}

/** `types.MethodType(function, instance)`: the function bound to the instance. */
const methodType = builtinTypes.method;
if (!methodType.slots.call)
  nativeSlots(methodType, {
    call: (_cls, args, kw) => {
      if (kw?.size) throw pyError(exc.TypeError, 'method() takes no keyword arguments');
      if (args.length !== 2) throw pyError(exc.TypeError, `method expected 2 arguments, got ${args.length}`);
      if (!callableValue(args[0])) throw pyError(exc.TypeError, 'first argument must be callable');
      if (args[1] === null) throw pyError(exc.TypeError, 'instance must not be None');
      const fn = args[0];
      if (!(fn instanceof PyFunction || fn instanceof PyBuiltin)) return unsupported(`types.MethodType of a ${typeName(fn)} object`);
      return new PyBoundMethod(args[1], fn);
    },
  });

registerModule('types', () => ({
  SimpleNamespace: simpleNamespaceType,
  MappingProxyType: mappingProxyType,
  FunctionType: builtinTypes.function,
  LambdaType: builtinTypes.function,
  MethodType: methodType,
  BuiltinFunctionType: builtinTypes.builtin_function_or_method,
  BuiltinMethodType: builtinTypes.builtin_function_or_method,
  GeneratorType: generatorType,
  CoroutineType: coroutineType,
  ModuleType: builtinTypes.module,
  NoneType: builtinTypes.NoneType,
  EllipsisType: builtinTypes.ellipsis,
  NotImplementedType: builtinTypes.NotImplementedType,
  GenericAlias: builtinTypes.GenericAlias,
  UnionType: unionType,
  CellType: builtinTypes.cell,
  GetSetDescriptorType: builtinTypes.getset_descriptor,
  MemberDescriptorType: builtinTypes.member_descriptor,
}));
