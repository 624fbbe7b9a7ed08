/**
 * `typing.Protocol` and `runtime_checkable`, as CPython 3.11's typing.py defines them: a class
 * that lists `Protocol` among its bases is a protocol (its subclasses that do not are ordinary
 * classes); a protocol cannot be instantiated; `isinstance` against a protocol is a TypeError
 * unless `@runtime_checkable` marked it, and then a structural check of its members (the names
 * its classes define or annotate), as `_ProtocolMeta.__instancecheck__` and `_proto_hook` do.
 * `typing_extensions.Protocol` is a class of its own with 3.12's rules (the instance check asks
 * the MRO first, `runtime_checkable` notes the non-method members, which `issubclass` names).
 */
import {
  builtin,
  callable,
  exc,
  getAttrOrUndefined,
  isInstance,
  PyClass,
  PyDict,
  PyGenericAlias,
  type PyValue,
  pyError,
  repr,
  typeDisplay,
  typeOf,
} from '../../engine/api';
import { abc, argsOf, typingAliasType } from './forms';
import { genericClass, isTypeVarLike, parameterDeclarers, setGenericParameters } from './generic';

interface ProtocolInfo {
  runtime: boolean;
  /** Made from `typing_extensions.Protocol`, whose metaclass follows Python 3.12. */
  readonly extended: boolean;
  /** typing_extensions' `__non_callable_proto_members__`, set by its `runtime_checkable`. */
  nonMethods: string[] | null;
}

/** The protocol classes made so far. */
const protocols = new WeakMap<PyClass, ProtocolInfo>();

/** typing's `EXCLUDED_ATTRIBUTES`: names a protocol's classes define that are not its members. */
const excluded = new Set([
  '__parameters__',
  '__orig_bases__',
  '__orig_class__',
  '_is_protocol',
  '_is_runtime_protocol',
  '__final__',
  '__abstractmethods__',
  '__annotations__',
  '__dict__',
  '__doc__',
  '__init__',
  '__module__',
  '__new__',
  '__slots__',
  '__subclasshook__',
  '__weakref__',
  '__class_getitem__',
  '_MutableMapping__marker',
  // typing_extensions excludes these too.
  '__match_args__',
  '__protocol_attrs__',
  '__non_callable_proto_members__',
]);

/** The collections.abc classes a protocol may list as bases (typing's `_PROTO_ALLOWLIST`). */
const allowedBases = new Set<PyClass>(
  ['Callable', 'Awaitable', 'Iterable', 'Iterator', 'AsyncIterable', 'Hashable', 'Sized', 'Container', 'Collection', 'Reversible'].flatMap((n) => {
    const c = (abc as Record<string, PyClass | undefined>)[n];
    return c ? [c] : [];
  }),
);

/** `_get_protocol_attrs`: every name the protocol's classes (but Protocol, Generic, object) define or annotate. */
function protocolMembers(cls: PyClass): string[] {
  const names = new Set<string>();
  for (const base of cls.mro.slice(0, -1)) {
    if (base.name === 'Protocol' || base.name === 'Generic') continue;
    for (const name of [...base.dict.keys(), ...annotatedNames(base)]) if (!name.startsWith('_abc_') && !excluded.has(name)) names.add(name);
  }
  return [...names];
}

/** The names a class's own `__annotations__` annotates. */
function annotatedNames(cls: PyClass): string[] {
  const annotations = cls.dict.get('__annotations__');
  if (!(annotations instanceof PyDict)) return [];
  return [...annotations.map.values()].flatMap(([k]) => (typeof k === 'string' ? [k] : []));
}

/** `_is_callable_members_only`. */
function methodsOnly(cls: PyClass): boolean {
  return protocolMembers(cls).every((name) => {
    const v = getAttrOrUndefined(cls, name);
    return v !== undefined && callable(v);
  });
}

const notRuntime = () => pyError(exc.TypeError, 'Instance and class checks can only be used with @runtime_checkable protocols');

/** `_proto_hook`'s structural test: every member is found along the class's MRO, and is not None. */
function definesMembers(proto: PyClass, cls: PyClass): boolean {
  return protocolMembers(proto).every((name) => {
    for (const base of cls.mro) {
      if (base.dict.has(name)) return base.dict.get(name) !== null;
      // A sub-protocol may only annotate a member.
      if (protocols.has(cls) && annotatedNames(base).includes(name)) return true;
    }
    return false;
  });
}

/** `_ProtocolMeta.__instancecheck__`, asked before the MRO. */
function instanceCheck(proto: PyClass, v: PyValue): boolean {
  const info = protocols.get(proto);
  if (!info?.runtime) throw notRuntime();
  if (info.extended) {
    // typing_extensions asks the MRO and the subclass hook first, then each member (a None
    // counts as missing for a method).
    if (isInstance(v, proto)) return true;
    return protocolMembers(proto).every((name) => {
      const own = getAttrOrUndefined(v, name);
      return own !== undefined && (own !== null || (info.nonMethods?.includes(name) ?? false));
    });
  }
  // When this says no, `isinstance` goes on to ABCMeta's check: the MRO, then the subclass hook.
  return protocolMembers(proto).every((name) => {
    const own = getAttrOrUndefined(v, name);
    if (own === undefined) return false;
    const declared = getAttrOrUndefined(proto, name);
    return !(declared !== undefined && callable(declared)) || own !== null;
  });
}

/**
 * `issubclass(C, P)`: refused unless P is runtime-checkable with methods only. The answer itself
 * is the subclass hook's (`virtualSubclass`), which `isinstance` also asks and which never refuses
 * (typing allows the checks ABCMeta makes itself).
 */
function refuseSubclassCheck(proto: PyClass): boolean {
  const info = protocols.get(proto);
  if (!info?.runtime) throw notRuntime();
  if (info.extended) {
    if (info.nonMethods?.length)
      throw pyError(
        exc.TypeError,
        `Protocols with non-method members don't support issubclass(). Non-method members: ${[...info.nonMethods].sort().map(repr).join(', ')}.`,
      );
  } else if (!methodsOnly(proto)) throw pyError(exc.TypeError, "Protocols with non-method members don't support issubclass()");
  return false;
}

/** Finds the `__init__` a protocol's concrete subclass really has (typing's `_no_init_or_replace_init`). */
function protocolInit(self: PyValue, args: PyValue[], kwargs: Map<string, PyValue> | null): void {
  const cls = typeOf(self);
  if (protocols.has(cls)) throw pyError(exc.TypeError, 'Protocols cannot be instantiated');
  for (const c of cls.mro) {
    const init = c.slots.init;
    if (init && init !== protocolInit) {
      init(self, args, kwargs);
      return;
    }
  }
}

/**
 * A new subclass of a protocol: a protocol itself when it lists `Protocol` among its bases
 * (typing_extensions' own `Protocol` for a class whose MRO has it, its metaclass being the
 * more derived one).
 */
function initSubclass(cls: PyClass): void {
  setGenericParameters(cls);
  const extended = cls.mro.includes(extensionsProtocolClass);
  if (!cls.bases.includes(extended ? extensionsProtocolClass : protocolClass)) return;
  for (const base of cls.bases)
    if (!(base.name === 'Protocol' || base === genericClass || protocols.has(base) || allowedBases.has(base)) && base.name !== 'object')
      throw pyError(exc.TypeError, `Protocols can only inherit from other protocols, got ${repr(base)}`);
  protocols.set(cls, { runtime: false, extended, nonMethods: null });
  cls.virtualInstance = (v) => instanceCheck(cls, v);
  cls.subclassCheck = () => refuseSubclassCheck(cls);
  cls.virtualSubclass = (c) => protocols.get(cls)?.runtime === true && methodsOnly(cls) && definesMembers(cls, c);
}

function protocolBase(module: string, bases: PyClass[]): PyClass {
  const base: PyClass = new PyClass(
    'Protocol',
    bases,
    {
      classGetitem: (self, key) => {
        if (self !== base) return genericClass.slots.classGetitem?.(self, key) ?? null;
        const args = argsOf(key);
        if (args.length === 0) throw pyError(exc.TypeError, 'Parameter list to Protocol[...] cannot be empty');
        if (!args.every(isTypeVarLike))
          throw pyError(exc.TypeError, 'Parameters to Protocol[...] must all be type variables or parameter specification variables.');
        if (new Set(args).size !== args.length) throw pyError(exc.TypeError, 'Parameters to Protocol[...] must all be unique');
        return new PyGenericAlias(base, args, `${module}.Protocol[${args.map(typeDisplay).join(', ')}]`, typingAliasType);
      },
      init: protocolInit,
      initSubclass,
    },
    module,
  );
  parameterDeclarers.add(base);
  return base;
}

/** `typing.Protocol`: subclassing it (or `Protocol[T]`, which also declares parameters) makes a protocol. */
export const protocolClass = protocolBase('typing', [genericClass]);
/** `typing_extensions.Protocol`: a class of its own on Python 3.11. */
export const extensionsProtocolClass = protocolBase('typing_extensions', [genericClass]);

function markRuntime(cls: PyValue, extensions: boolean): PyValue {
  const info = cls instanceof PyClass ? protocols.get(cls) : undefined;
  if (!info) throw pyError(exc.TypeError, `@runtime_checkable can be only applied to protocol classes, got ${repr(cls)}`);
  info.runtime = true;
  if (extensions && info.extended && cls instanceof PyClass)
    info.nonMethods = protocolMembers(cls).filter((name) => {
      const v = getAttrOrUndefined(cls, name);
      return !(v !== undefined && callable(v));
    });
  return cls;
}

/** `typing.runtime_checkable`: marks a protocol class for `isinstance` and `issubclass`. */
export const runtimeCheckable = builtin('runtime_checkable', (args) => markRuntime(args[0] ?? null, false));
/** `typing_extensions.runtime_checkable`, which also notes a typing_extensions protocol's non-method members. */
export const extensionsRuntimeCheckable = builtin('runtime_checkable', (args) => markRuntime(args[0] ?? null, true));
