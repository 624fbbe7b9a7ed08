/**
 * Simulated `typing`, `typing_extensions` and `collections.abc`: the annotation vocabulary
 * models use. Subscripting builds the same aliases as `list[int]` or `X | None`; pydantic reads
 * them through `get_origin`-like checks on the alias origin.
 */
import { builtin, builtinTypes, exc, objectType, PyClass, PyOpaque, type PyValue, pyError, registerModule, sharedNamespace } from '../../engine/api';
import { chainMapType } from '../collections/chain-map';
import { dequeType } from '../collections/deque';
import { Counter, defaultdict, OrderedDict } from '../collections/dicts';
import './abc-membership';
import './abc-mixins';
import './abc-set-mixins';
import {
  abc,
  annotatedForm,
  anyType,
  callableForm,
  classVarForm,
  collectionAlias,
  finalForm,
  literalForm,
  notRequiredForm,
  optionalForm,
  readOnlyForm,
  requiredForm,
  specialForm,
  typeForm,
  unionForm,
} from './forms';
import { extensionsTypeVarType, genericClass, getArgs, getOrigin, typeAliasType, typeVarType } from './generic';
import { namedTupleFunctions } from './named-tuple';
import { extensionsParamSpecType, paramSpecType } from './param-spec';
import { extensionsProtocolClass, extensionsRuntimeCheckable, protocolClass, runtimeCheckable } from './protocol';
import { getTypeHints } from './type-hints';
import { extensionsTypeVarTupleType, extensionsUnpackForm, typeVarTupleType, unpackForm } from './type-var-tuple';
import { extensionsIsTypedDict, extensionsTypedDict, isTypedDict, newType, noExtraItems, typedDictFunction } from './typed-dict';

export { anyType, makeUnion, optionalForm } from './forms';

const t = builtinTypes;

/** A decorator that returns what it decorates (`overload`, `final`, `runtime_checkable`...). */
function identity(name: string) {
  return builtin(name, (args) => args[0] ?? null);
}

/** `typing_extensions.deprecated(message)`: marks a function, class or field deprecated (a warning pydantic emits on use). */
const deprecatedType = new PyClass('deprecated', [objectType], {}, 'typing_extensions');
deprecatedType.slots.call = (_c, args) => new PyOpaque(deprecatedType, `deprecated(${String(args[0] ?? '')})`, args[0] ?? null);
deprecatedType.slots.callSelf = (_self, args) => args[0] ?? null;

function typingNamespace(): Record<string, PyValue> {
  return {
    Any: anyType,
    Optional: optionalForm,
    Union: unionForm,
    Annotated: annotatedForm,
    Literal: literalForm,
    ClassVar: classVarForm,
    Final: finalForm,
    Required: requiredForm,
    NotRequired: notRequiredForm,
    ReadOnly: readOnlyForm,
    Generic: genericClass,
    TypeVar: typeVarType,
    ParamSpec: paramSpecType,
    TypeVarTuple: typeVarTupleType,
    Unpack: unpackForm,
    TypeAliasType: typeAliasType,
    deprecated: deprecatedType,
    Protocol: protocolClass,
    TypedDict: typedDictFunction,
    is_typeddict: isTypedDict,
    NamedTuple: namedTupleFunctions.typing,
    NewType: newType,
    Callable: callableForm,
    Type: typeForm,
    List: collectionAlias('List', t.list, 1),
    Dict: collectionAlias('Dict', t.dict, 2),
    Set: collectionAlias('Set', t.set, 1),
    FrozenSet: collectionAlias('FrozenSet', t.frozenset, 1),
    Tuple: collectionAlias('Tuple', t.tuple, null),
    Sequence: collectionAlias('Sequence', abc.Sequence, 1),
    MutableSequence: collectionAlias('MutableSequence', abc.MutableSequence, 1),
    Mapping: collectionAlias('Mapping', abc.Mapping, 2),
    MutableMapping: collectionAlias('MutableMapping', abc.MutableMapping, 2),
    Iterable: collectionAlias('Iterable', abc.Iterable, 1),
    Iterator: collectionAlias('Iterator', abc.Iterator, 1),
    Collection: collectionAlias('Collection', abc.Collection, 1),
    AbstractSet: collectionAlias('AbstractSet', abc.Set, 1),
    DefaultDict: collectionAlias('DefaultDict', defaultdict, 2),
    OrderedDict: collectionAlias('OrderedDict', OrderedDict, 2),
    Counter: collectionAlias('Counter', Counter, 1),
    ChainMap: collectionAlias('ChainMap', chainMapType, 2),
    Deque: collectionAlias('Deque', dequeType, 1),
    Hashable: specialForm('Hashable', null),
    Self: specialForm('Self', null),
    Never: specialForm('Never', null),
    NoReturn: specialForm('NoReturn', null),
    LiteralString: specialForm('LiteralString', null),
    TypeAlias: specialForm('TypeAlias', null),
    get_origin: getOrigin,
    get_type_hints: getTypeHints,
    get_args: getArgs,
    cast: builtin('cast', (args) => {
      if (args.length !== 2) throw pyError(exc.TypeError, `cast() missing ${2 - args.length} required positional argument${args.length === 1 ? '' : 's'}`);
      return args[1];
    }),
    overload: identity('overload'),
    final: identity('final'),
    override: identity('override'),
    runtime_checkable: runtimeCheckable,
    no_type_check: identity('no_type_check'),
    TYPE_CHECKING: false,
  };
}

/**
 * typing's names are static classes, special forms and builtin functions, none of which Python
 * can change (setting an attribute on a form or alias fails), so they are made once and shared
 * by every run's module (`sharedNamespace`).
 */
/** Names only typing_extensions has on Python 3.11 (typing gained them in 3.12 and 3.13). */
const extensionsOnly = ['ReadOnly', 'TypeAliasType', 'deprecated', 'override'];

const sharedTyping = sharedNamespace(() => {
  const ns = typingNamespace();
  for (const name of extensionsOnly) delete ns[name];
  return ns;
});
registerModule('typing', sharedTyping);
/**
 * Names typing_extensions defines again rather than re-exporting (its own `TypeVar`, `Protocol`,
 * `TypedDict`... in 4.x on Python 3.11): every other name is typing's own object, so
 * `typing_extensions.List is typing.List` holds as in CPython. The listed names keep the objects
 * this namespace builds; `TypeVar`, `Protocol`, `TypedDict`, `NamedTuple` and `is_typeddict` are
 * typing_extensions' own (its TypedDict and NamedTuple have their own metaclasses, as in CPython);
 * where another listed name is static and shared, `is` still says True where CPython says False.
 */
const redefinedByTypingExtensions = new Set([
  'AsyncContextManager',
  'AsyncGenerator',
  'ContextManager',
  'Generator',
  'NamedTuple',
  'ParamSpec',
  'Protocol',
  'SupportsAbs',
  'SupportsBytes',
  'SupportsComplex',
  'SupportsFloat',
  'SupportsIndex',
  'SupportsInt',
  'SupportsRound',
  'TypeVar',
  'TypeVarTuple',
  'TypedDict',
  'Unpack',
  'dataclass_transform',
  'get_type_hints',
  'is_typeddict',
  'runtime_checkable',
]);

registerModule(
  'typing_extensions',
  sharedNamespace(() => {
    const typing = sharedTyping();
    const own = typingNamespace();
    for (const name of Object.keys(own)) {
      const shared = typing.get(name);
      if (shared !== undefined && !redefinedByTypingExtensions.has(name)) own[name] = shared;
    }
    own.TypeVar = extensionsTypeVarType;
    own.ParamSpec = extensionsParamSpecType;
    own.TypeVarTuple = extensionsTypeVarTupleType;
    own.Unpack = extensionsUnpackForm;
    // typing_extensions' own function, doing what typing's does on Python 3.11.
    own.get_type_hints = builtin('get_type_hints', getTypeHints.fn);
    own.Protocol = extensionsProtocolClass;
    own.TypedDict = extensionsTypedDict;
    own.NamedTuple = namedTupleFunctions.typing_extensions;
    own.NoExtraItems = noExtraItems;
    own.is_typeddict = extensionsIsTypedDict;
    own.runtime_checkable = extensionsRuntimeCheckable;
    return own;
  }),
);
registerModule('collections.abc', () => ({ ...abc }));

/** Whether a value is one of typing's special forms without arguments (`Hashable`, `Self`...). */
export function isBareForm(v: PyValue, name: string): boolean {
  return v instanceof PyOpaque && v.reprText === `typing.${name}`;
}
