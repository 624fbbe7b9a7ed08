/**
 * Which classes the abstract collections count as subclasses beyond their MRO, as CPython's
 * `_collections_abc` decides it: the builtin containers are registered (`dict` is a
 * `MutableMapping`, `tuple` a `Sequence`, `set` a `MutableSet`), and the one-trick ABCs
 * (`Iterable`, `Sized`, `Hashable`, `Callable`...) answer by `__subclasshook__`, finding the
 * methods along the class's MRO (a `None` there, as `__hash__ = None`, says no).
 */
import { type PyClass, builtinTypes as t } from '../../engine/api';
import { abc } from './forms';

const container = { __iter__: true, __len__: true, __contains__: true };
const iterator = { __iter__: true, __next__: true, __hash__: true };
const callable = { __call__: true, __hash__: true };

/**
 * The protocol methods of builtin classes whose methods live in the engine's slots rather than
 * their dicts, as CPython's types define them (`false`: set to None, as list's `__hash__`).
 */
const builtinMethods: Record<string, Record<string, boolean>> = {
  list: { ...container, __reversed__: true, __hash__: false },
  tuple: { ...container, __hash__: true },
  str: { ...container, __hash__: true },
  range: { ...container, __reversed__: true, __hash__: true },
  dict: { ...container, __reversed__: true, __hash__: false },
  set: { ...container, __hash__: false },
  frozenset: { ...container, __hash__: true },
  dict_keys: { ...container, __reversed__: true, __hash__: false },
  dict_items: { ...container, __reversed__: true, __hash__: false },
  dict_values: { __iter__: true, __len__: true, __reversed__: true, __hash__: true },
  slice: { __hash__: false },
  object: { __hash__: true },
  function: callable,
  builtin_function_or_method: callable,
  method: callable,
  type: callable,
  generator: { ...iterator, send: true, throw: true, close: true },
  coroutine: { send: true, throw: true, close: true, __await__: true, __hash__: true },
};
for (const name of [
  'list_iterator',
  'tuple_iterator',
  'str_iterator',
  'range_iterator',
  'set_iterator',
  'dict_keyiterator',
  'dict_valueiterator',
  'dict_itemiterator',
  'zip',
  'map',
  'filter',
  'enumerate',
  'reversed',
  'list_reverseiterator',
])
  builtinMethods[name] = iterator;

/** `_check_methods`: every name is defined along the MRO and the first definition is not None. */
function defines(cls: PyClass, ...names: string[]): boolean {
  return names.every((name) => {
    for (const c of cls.mro) {
      const v = c.dict.get(name);
      if (v !== undefined) return v !== null;
      if (name === '__hash__' && c.slots.hash === null) return false;
      const known = c.module === 'builtins' ? builtinMethods[c.name]?.[name] : undefined;
      if (known !== undefined) return known;
    }
    return false;
  });
}

/**
 * Registered classes (and their subclasses; builtin views named, as they have no exported
 * class), then the structural hook if the ABC has one.
 */
function member(registered: readonly PyClass[], hook?: (cls: PyClass) => boolean, named: readonly string[] = []): (cls: PyClass) => boolean {
  return (cls) => registered.some((r) => cls.mro.includes(r)) || (cls.module === 'builtins' && named.includes(cls.name)) || (hook?.(cls) ?? false);
}

/**
 * Classes of other runtime modules that CPython registers (or derives) under an ABC, by
 * qualified name so this module needs none of them: `bytes` is a `Sequence`, `bytearray` and
 * `collections.deque` are `MutableSequence`s, `collections.ChainMap` a `MutableMapping`,
 * `types.MappingProxyType` a `Mapping`.
 */
const namedSequences = ['builtins.bytes'];
const namedMutableSequences = ['builtins.bytearray', 'collections.deque'];
const namedMutableMappings = ['collections.ChainMap'];
const namedMappings = ['builtins.mappingproxy'];

function byName(names: readonly string[]): (cls: PyClass) => boolean {
  return (cls) => cls.mro.some((c) => names.includes(`${c.module}.${c.name}`));
}

const mutableMappings = [t.dict];
const mutableSequences = [t.list];
const sequences = [t.tuple, t.str, t.range, ...mutableSequences];
const mutableSets = [t.set];
const sets = [t.frozenset, ...mutableSets];

abc.MutableMapping.virtualSubclass = member(mutableMappings, byName(namedMutableMappings));
abc.Mapping.virtualSubclass = member(mutableMappings, byName([...namedMappings, ...namedMutableMappings]));
abc.MutableSequence.virtualSubclass = member(mutableSequences, byName(namedMutableSequences));
abc.Sequence.virtualSubclass = member(sequences, byName([...namedSequences, ...namedMutableSequences]));
abc.MutableSet.virtualSubclass = member(mutableSets);
abc.Set.virtualSubclass = member(sets, undefined, ['dict_keys', 'dict_items']);
abc.MappingView.virtualSubclass = member([], undefined, ['dict_keys', 'dict_items', 'dict_values']);
abc.KeysView.virtualSubclass = member([], undefined, ['dict_keys']);
abc.ItemsView.virtualSubclass = member([], undefined, ['dict_items']);
abc.ValuesView.virtualSubclass = member([], undefined, ['dict_values']);
abc.Iterable.virtualSubclass = member([], (c) => defines(c, '__iter__'));
abc.Iterator.virtualSubclass = member([], (c) => defines(c, '__iter__', '__next__'));
abc.Sized.virtualSubclass = member([], (c) => defines(c, '__len__'));
abc.Container.virtualSubclass = member([], (c) => defines(c, '__contains__'));
abc.Reversible.virtualSubclass = member([], (c) => defines(c, '__reversed__', '__iter__'));
abc.AsyncIterable.virtualSubclass = member([], (c) => defines(c, '__aiter__'));
abc.AsyncIterator.virtualSubclass = member([], (c) => defines(c, '__aiter__', '__anext__'));
abc.Collection.virtualSubclass = member([], (c) => defines(c, '__len__', '__iter__', '__contains__'));
abc.Hashable.virtualSubclass = member([], (c) => defines(c, '__hash__'));
abc.Callable.virtualSubclass = member([], (c) => defines(c, '__call__'));
abc.Awaitable.virtualSubclass = member([], (c) => defines(c, '__await__'));
abc.Generator.virtualSubclass = member([], (c) => defines(c, '__iter__', '__next__', 'send', 'throw', 'close'));
abc.Coroutine.virtualSubclass = member([], (c) => defines(c, 'send', 'throw', 'close', '__await__'));

/**
 * `ABCMeta.__subclasscheck__` asks the ABC's own subclasses last: `str` is `Reversible` because it
 * is a registered `Sequence`, a `deque` `Sized` because it is a `MutableSequence`.
 */
const abcs = Object.values(abc);
const own = new Map(abcs.map((a) => [a, a.virtualSubclass] as const));
for (const a of abcs) {
  const children = abcs.filter((b) => b !== a && b.bases.includes(a));
  const check = own.get(a);
  a.virtualSubclass = (cls) => (check?.(cls) ?? false) || children.some((child) => cls.isSubclassOf(child));
}
