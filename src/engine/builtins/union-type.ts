/**
 * `X | Y` on types and `types.UnionType`, the class of its result; and the slots every class of
 * alias objects shares with `types.GenericAlias` (typing's `_GenericAlias` family reads them too).
 *
 * What `type.__or__` accepts is CPython's `is_unionable`: None, a class, a `types.GenericAlias`
 * (`list[int]`) and another `types.UnionType` (typing.Any is a class in 3.11, so it counts). Any
 * other operand (`Optional[str]`, a TypeVar, `typing.List[int]`) makes it return NotImplemented,
 * so the operand's own `__ror__` builds a `typing.Union` instead.
 */
import { typeDisplay } from '../items';
import { builtinTypes, objectType, PyClass, PyGenericAlias, type PyObj, PyOpaque, PyTuple, type PyValue, type Slots, unionOrigin } from '../values';
import { defineGetSets, nativeSlots } from './args';

const t = builtinTypes;

/**
 * Slots that fall back to `types.GenericAlias`'s at each lookup, so a class of alias objects that
 * is not a subclass of GenericAlias (`isinstance(int | str, types.GenericAlias)` is False, as in
 * CPython) still reprs, compares, hashes and subscripts as one, whichever module set those slots.
 * Not its `__getattribute__`, which relays every other name to the origin: typing's aliases relay
 * only non-dunder names (the `getattr` slot) and `types.UnionType` none.
 */
export function genericAliasSlots(own: Slots = {}): Slots {
  return new Proxy(own, {
    get: (target, key) =>
      key in target || key === 'getattribute'
        ? (target as Record<string | symbol, unknown>)[key]
        : (t.GenericAlias.slots as Record<string | symbol, unknown>)[key],
  });
}

/** `types.UnionType`: the class of `int | str`. Its `__origin__` is absent; `typing.get_origin` answers this class. */
export const unionType = new PyClass('UnionType', [objectType], genericAliasSlots(), 'types');
unionType.tpName = 'types.UnionType';
defineGetSets(unionType, {
  __args__: { get: (a) => new PyTuple((a as PyGenericAlias).args) },
});

function isUnionable(v: PyValue): boolean {
  if (v === null || v instanceof PyClass) return true;
  if (v instanceof PyGenericAlias) return v.type === t.GenericAlias || v.type === unionType;
  return v instanceof PyOpaque && v.type.name === 'typing.Any';
}

/** `X | Y` on types: a `types.UnionType`, its members flattened and repeats dropped. */
export function typeUnion(a: PyValue, b: PyValue): PyValue {
  const parts = (v: PyValue): PyValue[] => (v instanceof PyGenericAlias && v.type === unionType ? [...v.args] : [v === null ? t.NoneType : v]);
  const args: PyValue[] = [];
  for (const p of [...parts(a), ...parts(b)]) if (!args.includes(p)) args.push(p);
  return new PyGenericAlias(unionOrigin, args, args.map(typeDisplay).join(' | '), unionType);
}

/** `type.__or__` (and `__ror__`), shared by classes, `types.GenericAlias`, None's type and `types.UnionType`. */
export const unionSlot = (op: string, self: PyObj, other: PyValue, reflected: boolean): PyValue | undefined => {
  if (op !== '|' || !isUnionable(other)) return undefined;
  return reflected ? typeUnion(other, self) : typeUnion(self, other);
};

nativeSlots(unionType, { binop: unionSlot });
