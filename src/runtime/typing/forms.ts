/**
 * typing's special forms: `Annotated`, `Literal`, `ClassVar`, `Final`, `Union`, `Optional`,
 * `Required`/`NotRequired`, `Type`, `Callable` and the generic aliases of the builtin and abstract
 * collections. Subscripting one builds a `PyGenericAlias` whose origin says which form it is, so
 * `typing.get_origin`/`get_args` and pydantic read them the way CPython's `typing` exposes them.
 */
import {
  builtinTypes,
  classHooks,
  defineGetSets,
  Ellipsis,
  exc,
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
  typeDisplay,
  unionOrigin,
} from '../../engine/api';

/** `typing.Any`: pydantic accepts anything for it. */
export const anyType = new PyOpaque(new PyClass('typing.Any', [objectType]), 'typing.Any');

/** Subscription arguments as a list (`X[a, b]` passes one tuple); `None` stands for NoneType. */
export function argsOf(key: PyValue): PyValue[] {
  return (key instanceof PyTuple ? [...key.items] : [key]).map((v) => (v === null ? builtinTypes.NoneType : v));
}

/** The class of every special form; subscripting calls the form's builder. */
export const specialFormType = new PyClass('typing._SpecialForm', [objectType], {
  getitem: (self: PyObj, key: PyValue) => {
    const form = (self as PyOpaque).payload as ((key: PyValue) => PyValue) | undefined;
    if (!form) throw pyError(exc.TypeError, `${(self as PyOpaque).reprText} is not subscriptable`);
    return form(key);
  },
});

/**
 * A special form named `typing.NAME`, subscripted through `build` (null when it takes no
 * arguments); `text` is its repr when not `typing.NAME`.
 */
export function specialForm(name: string, build: ((key: PyValue) => PyValue) | null, text = `typing.${name}`): PyOpaque {
  return new PyOpaque(specialFormType, text, build ?? undefined);
}

/** A union of types, flattened and de-duplicated; `Optional[X]` prints as such. */
export function makeUnion(args: PyValue[]): PyValue {
  const flat: PyValue[] = [];
  for (const a of args) {
    const items = a instanceof PyGenericAlias && a.origin === unionOrigin ? a.args : [a];
    for (const x of items) if (!flat.includes(x)) flat.push(x);
  }
  if (flat.length === 1) return flat[0];
  const none = flat.indexOf(builtinTypes.NoneType);
  const display = flat.length === 2 && none >= 0 ? `typing.Optional[${typeDisplay(flat[1 - none])}]` : `typing.Union[${flat.map(typeDisplay).join(', ')}]`;
  return new PyGenericAlias(unionOrigin, flat, display);
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
const annotatedAliasType = new PyClass('_AnnotatedAlias', [builtinTypes.GenericAlias], {}, 'typing');
defineGetSets(annotatedAliasType, {
  __origin__: { get: (a) => (a as PyGenericAlias).args[0] },
  __args__: { get: (a) => new PyTuple([(a as PyGenericAlias).args[0]]) },
  __metadata__: { get: (a) => new PyTuple((a as PyGenericAlias).args.slice(1)) },
});

export function annotated(inner: PyValue, meta: PyValue[]): PyGenericAlias {
  return new PyGenericAlias(annotatedForm, [inner, ...meta], `typing.Annotated[${[typeDisplay(inner), ...meta.map(repr)].join(', ')}]`, annotatedAliasType);
}

/** `Literal[v, ...]`: the allowed values, nested literals flattened. */
export const literalForm = specialForm('Literal', (key) => {
  const values: PyValue[] = [];
  for (const v of key instanceof PyTuple ? key.items : [key]) {
    if (v instanceof PyGenericAlias && v.origin === literalForm) values.push(...v.args);
    else values.push(v);
  }
  return new PyGenericAlias(literalForm, values, `typing.Literal[${values.map(repr).join(', ')}]`);
});

/** A form that wraps exactly one type: `ClassVar[T]`, `Final[T]`, `Required[T]`... */
function wrapperForm(name: string): PyOpaque {
  const form: PyOpaque = specialForm(name, (key) => {
    const args = argsOf(key);
    if (args.length !== 1) throw pyError(exc.TypeError, `typing.${name} accepts only single type.`);
    return new PyGenericAlias(form, args, `typing.${name}[${typeDisplay(args[0])}]`);
  });
  return form;
}

export const classVarForm = wrapperForm('ClassVar');
export const finalForm = wrapperForm('Final');
export const requiredForm = wrapperForm('Required');
export const notRequiredForm = wrapperForm('NotRequired');
export const readOnlyForm = wrapperForm('ReadOnly');

/** `typing.List[int]` and friends: an alias of a builtin or abstract class with a fixed number of arguments. */
const bareOrigins = new WeakMap<PyOpaque, PyClass>();

/** The class a bare `typing.List` / `typing.Sequence`... stands for, or undefined for anything else. */
export function bareAliasOrigin(v: PyValue): PyClass | undefined {
  return v instanceof PyOpaque ? bareOrigins.get(v) : undefined;
}

classHooks.mroEntry = bareAliasOrigin;

export function collectionAlias(name: string, origin: PyClass, arity: number | null): PyOpaque {
  const alias = new PyOpaque(specialFormType, `typing.${name}`, (key: PyValue) => {
    const args = argsOf(key);
    if (arity !== null && args.length !== arity)
      throw pyError(exc.TypeError, `Too ${args.length > arity ? 'many' : 'few'} arguments for typing.${name}; actual ${args.length}, expected ${arity}`);
    return new PyGenericAlias(origin, args, `typing.${name}[${args.map(argDisplay).join(', ')}]`);
  });
  bareOrigins.set(alias, origin);
  return alias;
}

/** How an argument prints inside an alias: `...` for Ellipsis, `[int, str]` for a Callable's parameters. */
export function argDisplay(v: PyValue): string {
  if (v === Ellipsis) return '...';
  if (v instanceof PyList) return `[${v.items.map(argDisplay).join(', ')}]`;
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

/** `typing.Callable[[args], result]`: printed with its parameter list. */
export const callableForm = new PyOpaque(specialFormType, 'typing.Callable', (key: PyValue) => {
  const args = key instanceof PyTuple ? [...key.items] : [key];
  return new PyGenericAlias(abc.Callable, args, `typing.Callable[${args.map(argDisplay).join(', ')}]`);
});

/** `typing.Type[X]`: the class itself as a value. */
export const typeForm = collectionAlias('Type', builtinTypes.type, 1);
