/**
 * `TypeVarTuple` and `Unpack` (typing's, and typing_extensions' own, as on Python 3.11): a
 * variadic type variable printed by its name, unpacked as `Unpack[Ts]` (typing's prints `*Ts`,
 * as `[*Ts]` yields it; typing_extensions' prints `typing_extensions.Unpack[Ts]`). A class
 * generic over one (`Generic[*Ts]`) is subscribed as param-subst.ts says.
 */
import { checkKwargs, exc, objectType, PyClass, PyGenericAlias, PyOpaque, PyTuple, type PyValue, pyError, repr } from '../../engine/api';
import { argDisplay, argsOf, specialForm, specialFormType, typingAliasType } from './forms';
import { noDefault } from './generic';

interface TypeVarTupleInfo {
  readonly name: string;
  readonly default: PyValue | undefined;
  readonly extended: boolean;
}

function make(args: PyValue[], kw: Map<string, PyValue> | null, extended: boolean): PyOpaque {
  if (extended) checkKwargs('TypeVarTuple.__new__', kw, ['default']);
  else checkKwargs('TypeVarTuple.__init__', kw, []);
  const name = args[0];
  if (typeof name !== 'string') throw pyError(exc.TypeError, 'TypeVarTuple name must be a string');
  return new PyOpaque(typeVarTupleType, name, { name, default: kw?.get('default'), extended } satisfies TypeVarTupleInfo);
}

export const typeVarTupleType: PyClass = new PyClass(
  'TypeVarTuple',
  [objectType],
  {
    call: (_cls, args, kw) => make(args, kw, false),
    getattr: (self, name) => {
      const info = (self as PyOpaque).payload as TypeVarTupleInfo;
      if (name === '__name__') return info.name;
      if (name === '__default__' && info.extended) return info.default ?? noDefault;
      return undefined;
    },
    // `[*Ts]` is `[Unpack[Ts]]`.
    iter: (self) => [unpacked(self)],
  },
  'typing',
);

/** `typing_extensions.TypeVarTuple`: its own class, accepting `default=`, whose instances are typing's. */
export const extensionsTypeVarTupleType: PyClass = new PyClass(
  'TypeVarTuple',
  [objectType],
  { call: (_cls, args, kw) => make(args, kw, true) },
  'typing_extensions',
);
extensionsTypeVarTupleType.virtualInstance = (v) => isTypeVarTuple(v);

export function isTypeVarTuple(v: PyValue): v is PyOpaque {
  return v instanceof PyOpaque && v.type === typeVarTupleType;
}

/** The one argument of `Unpack[...]`; `message` words the error for more (typing's and typing_extensions' differ). */
function single(key: PyValue, message: string): PyValue {
  const args = argsOf(key);
  if (args.length !== 1) throw pyError(exc.TypeError, `${message} Got ${repr(new PyTuple(args))}.`);
  return args[0];
}

/** `typing.Unpack`: `Unpack[X]` prints `*X`. */
export const unpackForm: PyOpaque = specialForm('Unpack', (key) => unpacked(single(key, 'typing.Unpack accepts only single type.')));

function unpacked(v: PyValue): PyGenericAlias {
  return new PyGenericAlias(unpackForm, [v], `*${repr(v)}`, unpackAliasType);
}

const unpackAliasType = new PyClass('_UnpackGenericAlias', [typingAliasType], {}, 'typing');

/** `typing_extensions.Unpack`, a special form of its own class. */
const extensionsUnpackFormType = new PyClass('_UnpackSpecialForm', [specialFormType], {}, 'typing_extensions');
export const extensionsUnpackForm: PyOpaque = new PyOpaque(extensionsUnpackFormType, 'typing_extensions.Unpack', (key: PyValue) => {
  const v = single(key, 'Unpack accepts only a single type.');
  return new PyGenericAlias(extensionsUnpackForm, [v], `typing_extensions.Unpack[${argDisplay(v)}]`, unpackAliasType);
});

/** Whether a type argument is a variadic one (a TypeVarTuple or an unpacked form). */
export function isVariadic(v: PyValue): boolean {
  return isTypeVarTuple(v) || (v instanceof PyGenericAlias && (v.origin === unpackForm || v.origin === extensionsUnpackForm));
}
