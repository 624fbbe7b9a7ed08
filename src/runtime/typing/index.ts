/**
 * Simulated `typing`: the annotation vocabulary the models use (`Any`, `Optional`, `Union`,
 * `List`, `Dict`...). Subscripting builds the same aliases as `list[int]` or `X | None`.
 */
import {
  builtinTypes,
  exc,
  objectType,
  PyClass,
  PyGenericAlias,
  type PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  typeDisplay,
  unionOrigin,
} from '../../engine/api';

/** `typing.Any`: pydantic accepts anything for it. */
export const anyType = new PyOpaque(new PyClass('typing.Any', [objectType]), 'typing.Any');

function argsOf(key: PyValue): PyValue[] {
  return (key instanceof PyTuple ? [...key.items] : [key]).map((v) => (v === null ? builtinTypes.NoneType : v));
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

const specialForm = new PyClass('typing._SpecialForm', [objectType], {
  getitem: (self: PyObj, key: PyValue) => {
    const form = (self as PyOpaque).payload as (args: PyValue[]) => PyValue;
    return form(argsOf(key));
  },
});

function special(name: string, form: (args: PyValue[]) => PyValue): PyOpaque {
  return new PyOpaque(specialForm, `typing.${name}`, form);
}

function aliasOf(name: string, origin: PyClass, arity: number | null): PyOpaque {
  return special(name, (args) => {
    if (arity !== null && args.length !== arity) throw pyError(exc.TypeError, `Too ${args.length > arity ? 'many' : 'few'} arguments for typing.${name}`);
    return new PyGenericAlias(origin, args, `typing.${name}[${args.map(typeDisplay).join(', ')}]`);
  });
}

export const optionalForm = special('Optional', (args) => {
  if (args.length !== 1) throw pyError(exc.TypeError, 'typing.Optional requires a single type.');
  return makeUnion([args[0], builtinTypes.NoneType]);
});

registerModule('typing', () => ({
  Any: anyType,
  Optional: optionalForm,
  Union: special('Union', (args) => makeUnion(args)),
  List: aliasOf('List', builtinTypes.list, 1),
  Dict: aliasOf('Dict', builtinTypes.dict, 2),
  Set: aliasOf('Set', builtinTypes.set, 1),
  Tuple: aliasOf('Tuple', builtinTypes.tuple, null),
  TYPE_CHECKING: false,
}));
