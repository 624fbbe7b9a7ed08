/**
 * typing's special forms: `Annotated`, `Literal`, `ClassVar`, `Final`, `Union`, `Optional`,
 * `Required`/`NotRequired`, `Type`, `Callable` and the generic aliases of the builtin and abstract
 * collections. Subscripting one builds a `PyGenericAlias` whose origin says which form it is, so
 * `typing.get_origin`/`get_args` and pydantic read them the way CPython's `typing` exposes them.
 */
import {
  builtinTypes,
  call,
  classHooks,
  defineGetSets,
  Ellipsis,
  eq,
  exc,
  genericAliasSlots,
  getAttr,
  isException,
  type Kwargs,
  objectType,
  PyClass,
  PyGenericAlias,
  PyList,
  type PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  setAttr,
  typeDisplay,
  unionOrigin,
} from '../../engine/api';

/** Whether `X | other` on a typing alias or form builds a `typing.Union` (a string, a forward reference there, is not simulated). */
function isTypeArgument(v: PyValue): boolean {
  return v === null || v instanceof PyClass || v instanceof PyGenericAlias || v instanceof PyOpaque;
}

/** `__or__`/`__ror__` of typing's aliases, forms and type variables: `Optional[int] | str` is `typing.Union[int, NoneType, str]`. */
export function typingOr(op: string, self: PyObj, other: PyValue, reflected: boolean): PyValue | undefined {
  if (op !== '|' || !isTypeArgument(other)) return undefined;
  return makeUnion(reflected ? [other, self] : [self, other]);
}

/**
 * typing's alias classes (`type(List[int]).__name__` is `_GenericAlias`, a Union's is
 * `_UnionGenericAlias`). They are not subclasses of `types.GenericAlias` (`isinstance(List[int],
 * types.GenericAlias)` is False, as in CPython) but share its repr, equality, hash and
 * subscription; `|` on one builds a `typing.Union`; `__name__` is the alias's own name
 * (`List[int].__name__` is 'List', `Optional[int].__name__` is 'Optional').
 */
const baseAliasType = new PyClass('_BaseGenericAlias', [objectType], genericAliasSlots({ binop: typingOr }), 'typing');
export const typingAliasType = new PyClass('_GenericAlias', [baseAliasType], {}, 'typing');
const unionAliasType = new PyClass('_UnionGenericAlias', [typingAliasType], {}, 'typing');
const callableAliasType = new PyClass('_CallableGenericAlias', [typingAliasType], {}, 'typing');
const literalAliasType = new PyClass('_LiteralGenericAlias', [typingAliasType], {}, 'typing');

function aliasName(a: PyGenericAlias): string {
  const head = a.display.slice(0, a.display.indexOf('['));
  return head.slice(head.lastIndexOf('.') + 1);
}

/**
 * typing's `_BaseGenericAlias.__getattr__`: a name the alias lacks is the origin's unless it is a
 * dunder (`List[int].nope` raises list's "type object 'list' has no attribute 'nope'"); a dunder,
 * or any name on a special form's alias (`Optional[int].nope`), raises `AttributeError(name)`.
 */
baseAliasType.slots.missingattr = (self, name) => {
  const origin = (self as PyGenericAlias).origin;
  if (!(name.startsWith('__') && name.endsWith('__')) && origin instanceof PyClass) return getAttr(origin, name);
  throw pyError(exc.AttributeError, name);
};

/** typing's named aliases that `_inst=False` forbids calling (`List[int]()`): the ones that name a builtin class. */
const notInstantiable = new Set(['List', 'Dict', 'Set', 'FrozenSet', 'Tuple', 'Type']);

/**
 * `_GenericAlias.__call__`: a special form's alias cannot be called (`Union`, `Literal`...); a
 * named alias of a builtin class says to call the class instead; otherwise the origin is called
 * (an `Annotated` alias calls the annotated type) and the result remembers the alias as
 * `__orig_class__` when it can hold attributes.
 */
baseAliasType.slots.callSelf = (self, args, kw) => {
  const a = self as PyGenericAlias;
  if (a.type === annotatedAliasType) return callAlias(a, a.args[0], args, kw);
  if (!(a.origin instanceof PyClass)) throw pyError(exc.TypeError, `Cannot instantiate ${repr(a.origin === unionOrigin ? unionForm : a.origin)}`);
  const name = aliasName(a);
  if (a.display.startsWith('typing.') && notInstantiable.has(name))
    throw pyError(exc.TypeError, `Type ${name} cannot be instantiated; use ${a.origin.name}() instead`);
  return callAlias(a, a.origin, args, kw);
};

function callAlias(alias: PyGenericAlias, target: PyValue, args: PyValue[], kw: Kwargs): PyValue {
  const result = call(target, args, kw);
  try {
    setAttr(result, '__orig_class__', alias);
  } catch (e) {
    if (!(isException(e) && e.type.isSubclassOf(exc.AttributeError))) throw e;
  }
  return result;
}

/**
 * An alias's `__module__`: 'typing' for typing's own aliases and forms, the generic class's
 * module for a user generic (`G[int]`), and the annotated type's for `Annotated[T, ...]`.
 */
function aliasModule(a: PyGenericAlias): PyValue {
  if (a.type === annotatedAliasType) return getAttr(a.args[0], '__module__');
  if (a.origin instanceof PyOpaque && a.origin.reprText.startsWith('typing_extensions.')) return 'typing_extensions';
  return a.origin instanceof PyClass && a.origin.heap ? getAttr(a.origin, '__module__') : 'typing';
}

defineGetSets(baseAliasType, {
  __module__: { get: (a) => aliasModule(a as PyGenericAlias) },
  __origin__: { get: (a) => ((a as PyGenericAlias).origin === unionOrigin ? unionForm : (a as PyGenericAlias).origin) },
  __args__: { get: (a) => new PyTuple((a as PyGenericAlias).args) },
  __name__: { get: (a) => aliasName(a as PyGenericAlias) },
  __qualname__: { get: (a) => aliasName(a as PyGenericAlias) },
});

/** `typing.Any`: pydantic accepts anything for it. */
export const anyType = new PyOpaque(new PyClass('typing.Any', [objectType]), 'typing.Any');

/** Subscription arguments as a list (`X[a, b]` passes one tuple); `None` stands for NoneType. */
export function argsOf(key: PyValue): PyValue[] {
  return (key instanceof PyTuple ? [...key.items] : [key]).map((v) => (v === null ? builtinTypes.NoneType : v));
}

/** The class of every special form; subscripting calls the form's builder. */
export const specialFormType = new PyClass(
  '_SpecialForm',
  [objectType],
  {
    getitem: (self: PyObj, key: PyValue) => {
      const form = (self as PyOpaque).payload as ((key: PyValue) => PyValue) | undefined;
      if (!form) throw pyError(exc.TypeError, `${(self as PyOpaque).reprText} is not subscriptable`);
      return form(key);
    },
    binop: typingOr,
  },
  'typing',
);

/**
 * A special form named `typing.NAME`, subscripted through `build` (null when it takes no
 * arguments); `text` is its repr when not `typing.NAME`.
 */
export function specialForm(name: string, build: ((key: PyValue) => PyValue) | null, text = `typing.${name}`): PyOpaque {
  return new PyOpaque(specialFormType, text, build ?? undefined);
}

/**
 * `typing.Union[...]`: its members flattened (a `types.UnionType` member too) and repeats
 * dropped by equality; a single member is the union itself. Two members one of which is None
 * print as `typing.Optional[X]`; otherwise None prints as NoneType, as typing's `_type_repr` does.
 */
export function makeUnion(args: PyValue[]): PyValue {
  const flat: PyValue[] = [];
  for (const a of args) {
    const items = a instanceof PyGenericAlias && a.origin === unionOrigin ? a.args : [a === null ? builtinTypes.NoneType : a];
    for (const x of items) if (!flat.some((y) => y === x || (y instanceof PyGenericAlias && x instanceof PyGenericAlias && eq(x, y)))) flat.push(x);
  }
  if (flat.length === 1) return flat[0];
  const none = flat.indexOf(builtinTypes.NoneType);
  const display = flat.length === 2 && none >= 0 ? `typing.Optional[${argDisplay(flat[1 - none])}]` : `typing.Union[${flat.map(argDisplay).join(', ')}]`;
  return new PyGenericAlias(unionOrigin, flat, display, unionAliasType);
}

export const unionForm = specialForm('Union', (key) => makeUnion(argsOf(key)));

export const optionalForm = specialForm('Optional', (key) => {
  const args = argsOf(key);
  if (args.length !== 1) throw pyError(exc.TypeError, `typing.Optional requires a single type. Got ${args.map(typeDisplay).join(', ')}.`);
  return makeUnion([args[0], builtinTypes.NoneType]);
});

/**
 * `Annotated[T, *metadata]`: args are the type then the metadata, as `get_args` returns them.
 * In Python 3.11 `Annotated` is a class, and shows as one.
 */
export const annotatedForm = specialForm(
  'Annotated',
  (key) => {
    const items = key instanceof PyTuple ? [...key.items] : [key];
    if (items.length < 2) throw pyError(exc.TypeError, 'Annotated[...] should be used with at least two arguments (a type and an annotation).');
    const [inner, ...meta] = items;
    // Annotated[Annotated[T, a], b] flattens to Annotated[T, a, b].
    if (inner instanceof PyGenericAlias && inner.origin === annotatedForm) return annotated(inner.args[0], [...inner.args.slice(1), ...meta]);
    return annotated(inner === null ? builtinTypes.NoneType : inner, meta);
  },
  "<class 'typing.Annotated'>",
);

/**
 * `typing._AnnotatedAlias`: unlike other aliases, CPython's `__origin__` is the annotated type,
 * `__args__` holds only that type and `__metadata__` the rest (`get_origin`/`get_args` still answer
 * `Annotated` and the type with its metadata).
 */
const annotatedAliasType = new PyClass('_AnnotatedAlias', [typingAliasType], {}, 'typing');
defineGetSets(annotatedAliasType, {
  __origin__: { get: (a) => (a as PyGenericAlias).args[0] },
  __args__: { get: (a) => new PyTuple([(a as PyGenericAlias).args[0]]) },
  __metadata__: { get: (a) => new PyTuple((a as PyGenericAlias).args.slice(1)) },
});

export function annotated(inner: PyValue, meta: PyValue[]): PyGenericAlias {
  return new PyGenericAlias(annotatedForm, [inner, ...meta], `typing.Annotated[${[argDisplay(inner), ...meta.map(repr)].join(', ')}]`, annotatedAliasType);
}

/** `Literal[v, ...]`: the allowed values, nested literals flattened. */
export const literalForm = specialForm('Literal', (key) => {
  const values: PyValue[] = [];
  for (const v of key instanceof PyTuple ? key.items : [key]) {
    if (v instanceof PyGenericAlias && v.origin === literalForm) values.push(...v.args);
    else values.push(v);
  }
  return new PyGenericAlias(literalForm, values, `typing.Literal[${values.map(repr).join(', ')}]`, literalAliasType);
});

/** A form that wraps exactly one type: `ClassVar[T]`, `Final[T]`, `Required[T]`... */
function wrapperForm(name: string): PyOpaque {
  const form: PyOpaque = specialForm(name, (key) => {
    const args = argsOf(key);
    if (args.length !== 1) throw pyError(exc.TypeError, `typing.${name} accepts only single type.`);
    return new PyGenericAlias(form, args, `typing.${name}[${argDisplay(args[0])}]`, typingAliasType);
  });
  return form;
}

export const classVarForm = wrapperForm('ClassVar');
export const finalForm = wrapperForm('Final');
export const requiredForm = wrapperForm('Required');
export const notRequiredForm = wrapperForm('NotRequired');
/**
 * `typing_extensions.ReadOnly`: typing has none on Python 3.11, so it is typing_extensions' own
 * form (`_ExtensionsSpecialForm`), printed under that module.
 */
const extensionsFormType = new PyClass('_ExtensionsSpecialForm', [specialFormType], {}, 'typing_extensions');
export const readOnlyForm: PyOpaque = new PyOpaque(extensionsFormType, 'typing_extensions.ReadOnly', (key: PyValue) => {
  const args = argsOf(key);
  if (args.length !== 1) throw pyError(exc.TypeError, `ReadOnly accepts only a single type. Got ${repr(new PyTuple(args))}.`);
  return new PyGenericAlias(readOnlyForm, args, `typing_extensions.ReadOnly[${argDisplay(args[0])}]`, typingAliasType);
});

/** `typing.List[int]` and friends: an alias of a builtin or abstract class with a fixed number of arguments. */
const bareOrigins = new WeakMap<PyOpaque, PyClass>();

/** The class a bare `typing.List` / `typing.Sequence`... stands for, or undefined for anything else. */
export function bareAliasOrigin(v: PyValue): PyClass | undefined {
  return v instanceof PyOpaque ? bareOrigins.get(v) : undefined;
}

classHooks.mroEntry = bareAliasOrigin;

/**
 * The class of a bare `typing.List`, `typing.Counter`... (`_SpecialGenericAlias`): subscripting
 * checks the number of arguments; calling it calls the class (`typing.Counter('ab')`), except for
 * the builtin classes typing forbids that for; `__origin__` is the class and names it lacks are the
 * class's (`typing.List.append`), a dunder excepted.
 */
const specialAliasType = new PyClass(
  '_SpecialGenericAlias',
  [objectType],
  {
    getitem: (self: PyObj, key: PyValue) => ((self as PyOpaque).payload as (key: PyValue) => PyValue)(key),
    binop: typingOr,
    callSelf: (self, args, kw) => {
      const origin = bareOrigins.get(self as PyOpaque) as PyClass;
      const name = bareName(self as PyOpaque);
      if (notInstantiable.has(name)) throw pyError(exc.TypeError, `Type ${name} cannot be instantiated; use ${origin.name}() instead`);
      return call(origin, args, kw);
    },
    missingattr: (self, name) => {
      if (!(name.startsWith('__') && name.endsWith('__'))) return getAttr(bareOrigins.get(self as PyOpaque) as PyClass, name);
      throw pyError(exc.AttributeError, name);
    },
  },
  'typing',
);

function bareName(alias: PyOpaque): string {
  return alias.reprText.slice('typing.'.length);
}

defineGetSets(specialAliasType, {
  __origin__: { get: (a) => bareOrigins.get(a as PyOpaque) as PyClass },
  __name__: { get: (a) => bareName(a as PyOpaque) },
  __qualname__: { get: (a) => bareName(a as PyOpaque) },
  __module__: { get: () => 'typing' },
});

export function collectionAlias(name: string, origin: PyClass, arity: number | null): PyOpaque {
  const alias = new PyOpaque(specialAliasType, `typing.${name}`, (key: PyValue) => {
    const args = argsOf(key);
    if (arity !== null && args.length !== arity)
      throw pyError(exc.TypeError, `Too ${args.length > arity ? 'many' : 'few'} arguments for typing.${name}; actual ${args.length}, expected ${arity}`);
    return new PyGenericAlias(origin, args, `typing.${name}[${args.length ? args.map(argDisplay).join(', ') : '()'}]`, typingAliasType);
  });
  bareOrigins.set(alias, origin);
  return alias;
}

/**
 * How an argument prints inside a typing alias (typing's `_type_repr`): `...` for Ellipsis,
 * `[int, str]` for a Callable's parameters, NoneType for None's type, a string as the
 * `ForwardRef` typing turns it into.
 */
export function argDisplay(v: PyValue): string {
  if (v === Ellipsis) return '...';
  if (v instanceof PyList) return `[${v.items.map(argDisplay).join(', ')}]`;
  if (v === builtinTypes.NoneType || v === null) return 'NoneType';
  if (typeof v === 'string') return `ForwardRef(${repr(v)})`;
  return typeDisplay(v);
}

/**
 * The abstract collections (`collections.abc.Sequence`...): real classes with CPython's bases,
 * so `isinstance`, `issubclass` and subclassing see them; subscripting gives an alias printed
 * under the module it came from. Their abstract and mixin methods are `abc-mixins.ts`'s.
 */
function abstractClass(name: string, bases: PyClass[] = [objectType]): PyClass {
  const cls = new PyClass(name, bases, {}, 'collections.abc');
  cls.slots.classGetitem = (self, key) => {
    const args = argsOf(key);
    return new PyGenericAlias(self, args, `collections.abc.${self.name}[${args.map(argDisplay).join(', ')}]`);
  };
  return cls;
}

const Hashable = abstractClass('Hashable');
const Awaitable = abstractClass('Awaitable');
const Coroutine = abstractClass('Coroutine', [Awaitable]);
const AsyncIterable = abstractClass('AsyncIterable');
const AsyncIterator = abstractClass('AsyncIterator', [AsyncIterable]);
const Iterable = abstractClass('Iterable');
const Iterator = abstractClass('Iterator', [Iterable]);
const Reversible = abstractClass('Reversible', [Iterable]);
const Generator = abstractClass('Generator', [Iterator]);
const Sized = abstractClass('Sized');
const Container = abstractClass('Container');
const Collection = abstractClass('Collection', [Sized, Iterable, Container]);
const Callable = abstractClass('Callable');
const AbstractSet = abstractClass('Set', [Collection]);
const MutableSet = abstractClass('MutableSet', [AbstractSet]);
const Mapping = abstractClass('Mapping', [Collection]);
const MappingView = abstractClass('MappingView', [Sized]);
const MutableMapping = abstractClass('MutableMapping', [Mapping]);
const Sequence = abstractClass('Sequence', [Reversible, Collection]);
const MutableSequence = abstractClass('MutableSequence', [Sequence]);

export const abc = {
  Hashable,
  Awaitable,
  Coroutine,
  AsyncIterable,
  AsyncIterator,
  Iterable,
  Iterator,
  Reversible,
  Generator,
  Sized,
  Container,
  Collection,
  Callable,
  Set: AbstractSet,
  MutableSet,
  Mapping,
  MappingView,
  KeysView: abstractClass('KeysView', [MappingView, AbstractSet]),
  ItemsView: abstractClass('ItemsView', [MappingView, AbstractSet]),
  ValuesView: abstractClass('ValuesView', [MappingView, Collection]),
  MutableMapping,
  Sequence,
  MutableSequence,
};

/**
 * A Callable alias keeps its arguments as written (`[int], str`: what `get_args` returns and the
 * repr shows); `__args__` is them flattened, the parameter list spliced in (`(int, str)`), as
 * CPython's `_CallableGenericAlias` stores them.
 */
const flatCallableArgs = {
  __args__: { get: (a: PyValue) => new PyTuple((a as PyGenericAlias).args.flatMap((x) => (x instanceof PyList ? x.items : [x]))) },
};
defineGetSets(callableAliasType, flatCallableArgs);

/** `collections.abc.Callable[...]`'s class: a `types.GenericAlias` whose `__args__` are flattened likewise. */
const abcCallableAliasType = new PyClass('_CallableGenericAlias', [builtinTypes.GenericAlias], {}, 'collections.abc');
defineGetSets(abcCallableAliasType, flatCallableArgs);
abc.Callable.slots.classGetitem = (self, key) => {
  const args = argsOf(key);
  return new PyGenericAlias(self, args, `collections.abc.Callable[${args.map(argDisplay).join(', ')}]`, abcCallableAliasType);
};

/** `typing.Callable[[args], result]`: printed with its parameter list. */
export const callableForm = new PyOpaque(specialFormType, 'typing.Callable', (key: PyValue) => {
  const args = key instanceof PyTuple ? [...key.items] : [key];
  return new PyGenericAlias(abc.Callable, args, `typing.Callable[${args.map(argDisplay).join(', ')}]`, callableAliasType);
});

/** `typing.Type[X]`: the class itself as a value. */
export const typeForm = collectionAlias('Type', builtinTypes.type, 1);
