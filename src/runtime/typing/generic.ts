/**
 * `TypeVar` and `Generic`: type parameters, the classes that declare them, and substitution of
 * parameters in an annotation (what a parametrized generic model validates its fields with).
 */
import {
  builtin,
  builtinTypes,
  checkKwargs,
  defineGetSets,
  exc,
  getAttrOrUndefined,
  objectType,
  PyClass,
  PyGenericAlias,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  typeDisplay,
  typingBases,
  unionOrigin,
  unionType,
} from '../../engine/api';
import { annotated, annotatedForm, argDisplay, argsOf, bareAliasOrigin, makeUnion, typingAliasType, typingOr, unionForm } from './forms';
import { isParamSpec } from './param-spec';
import { substitutionArgs } from './param-subst';
import { isTypeVarTuple, isVariadic } from './type-var-tuple';

/** What a `TypeVar` knows: its name, its bound or constraints, its default. */
export interface TypeVarInfo {
  readonly name: string;
  readonly bound: PyValue;
  readonly constraints: readonly PyValue[];
  readonly default: PyValue | undefined;
  /** Made by `typing_extensions.TypeVar`, which gives every type variable a `__default__`. */
  readonly extended: boolean;
}

/** `typing_extensions.NoDefault`: the `__default__` of a type variable made without one. */
export const noDefault = new PyOpaque(new PyClass('NoDefaultType', [objectType], {}, 'typing_extensions'), 'typing_extensions.NoDefault');

function makeTypeVar(args: PyValue[], kw: Map<string, PyValue> | null, extended: boolean): PyOpaque {
  if (extended) checkKwargs('TypeVar.__new__', kw, ['bound', 'covariant', 'contravariant', 'default', 'infer_variance']);
  else checkKwargs('TypeVar.__init__', kw, ['bound', 'covariant', 'contravariant']);
  const name = args[0];
  if (typeof name !== 'string') throw pyError(exc.TypeError, 'TypeVar name must be a string');
  const constraints = args.slice(1).map((v) => (v === null ? builtinTypes.NoneType : v));
  if (constraints.length === 1) throw pyError(exc.TypeError, 'A single constraint is not allowed');
  const bound = kw?.get('bound') ?? null;
  const info: TypeVarInfo = { name, bound: bound === null ? null : bound, constraints, default: kw?.get('default'), extended };
  return new PyOpaque(typeVarType, `~${name}`, info);
}

export const typeVarType: PyClass = new PyClass(
  'TypeVar',
  [objectType],
  {
    call: (_cls, args, kw) => makeTypeVar(args, kw, false),
    getattr: (self, name) => {
      const info = (self as PyOpaque).payload as TypeVarInfo;
      if (name === '__name__') return info.name;
      if (name === '__bound__') return info.bound;
      if (name === '__constraints__') return new PyTuple(info.constraints);
      if (name === '__default__' && info.extended) return info.default ?? noDefault;
      return undefined;
    },
    binop: typingOr,
  },
  'typing',
);

/**
 * `typing_extensions.TypeVar`: a class of its own (`typing_extensions.TypeVar is typing.TypeVar`
 * is False, as in CPython) that accepts `default=` and makes `typing.TypeVar` instances, which
 * `isinstance` counts as its own (typing_extensions' metaclass answers so).
 */
export const extensionsTypeVarType: PyClass = new PyClass(
  'TypeVar',
  [objectType],
  { call: (_cls, args, kw) => makeTypeVar(args, kw, true) },
  'typing_extensions',
);
extensionsTypeVarType.virtualInstance = (v) => isTypeVar(v);

export function isTypeVar(v: PyValue): v is PyOpaque {
  return v instanceof PyOpaque && v.type === typeVarType;
}

export function typeVarInfo(v: PyOpaque): TypeVarInfo {
  return v.payload as TypeVarInfo;
}

/** The type parameters an annotation mentions, in first-seen order (`__parameters__`): type variables, parameter specifications and variadic ones. */
export function parametersOf(v: PyValue, out: PyOpaque[] = []): PyOpaque[] {
  if (isTypeVar(v) || isParamSpec(v) || isTypeVarTuple(v)) {
    if (!out.includes(v)) out.push(v);
  } else if (v instanceof PyGenericAlias) {
    for (const a of v.args) parametersOf(a, out);
  } else if (v instanceof PyClass) {
    const params = v.dict.get('__parameters__');
    if (params instanceof PyTuple && v.dict.has('__pydantic_generic_args__')) for (const p of params.items) parametersOf(p, out);
  }
  return out;
}

/** `typing.Generic`: subclassing `Generic[T, ...]` declares the class's parameters. */
export const genericClass: PyClass = new PyClass(
  'Generic',
  [objectType],
  {
    classGetitem: (self, key) => {
      const args = argsOf(key);
      if (self === genericClass) {
        if (args.length === 0) throw pyError(exc.TypeError, 'Parameter list to Generic[...] cannot be empty');
        if (!args.every(isTypeVarLike))
          throw pyError(exc.TypeError, 'Parameters to Generic[...] must all be type variables or parameter specification variables.');
        if (new Set(args).size !== args.length) throw pyError(exc.TypeError, 'Parameters to Generic[...] must all be unique');
        return new PyGenericAlias(genericClass, args, `typing.Generic[${args.map(typeDisplay).join(', ')}]`, typingAliasType);
      }
      const params = declaredParameters(self);
      const shown = `<class '${self.module}.${self.qualname}'>`;
      if (params.length === 0) throw pyError(exc.TypeError, `${shown} is not a generic class`);
      const prepared = substitutionArgs(params, args, shown) ?? args;
      if (prepared === args && args.length !== params.length)
        throw pyError(
          exc.TypeError,
          `Too ${args.length > params.length ? 'many' : 'few'} arguments for ${shown}; actual ${args.length}, expected ${params.length}`,
        );
      const shownArgs = prepared.length ? prepared.map(argDisplay).join(', ') : '()';
      return new PyGenericAlias(self, prepared, `${self.module}.${self.qualname}[${shownArgs}]`, typingAliasType);
    },
    initSubclass: (cls) => setGenericParameters(cls),
  },
  'typing',
);

/** The classes whose subscription in a class's bases declares its parameters: `Generic[T]` (and `Protocol[T]`). */
export const parameterDeclarers = new Set<PyValue>([genericClass]);

/** One of typing's named aliases (`List[int]`, `Iterable[T]`, a bare `typing.Dict`), not a generic class's own (`Box[int]`, `Generic[T]`). */
function isNamedAlias(v: PyValue): boolean {
  if (bareAliasOrigin(v) !== undefined) return true;
  return (
    v instanceof PyGenericAlias && v.type.isSubclassOf(typingAliasType) && v.origin instanceof PyClass && !v.origin.heap && !parameterDeclarers.has(v.origin)
  );
}

typingBases.generic = genericClass;
typingBases.addsGeneric = isNamedAlias;
typingBases.isGeneric = (v) =>
  bareAliasOrigin(v) !== undefined ||
  (v instanceof PyGenericAlias && v.type.isSubclassOf(typingAliasType)) ||
  (v instanceof PyClass && v.isSubclassOf(genericClass));

/** What `Generic[...]` accepts: a type variable, a parameter specification or an unpacked TypeVarTuple (`*Ts`). */
export function isTypeVarLike(v: PyValue): boolean {
  return isTypeVar(v) || isParamSpec(v) || (isVariadic(v) && v instanceof PyGenericAlias && isTypeVarTuple(v.args[0]));
}

/** A class's parameters of every kind (`__parameters__`: type variables, ParamSpecs, TypeVarTuples). */
function declaredParameters(cls: PyClass): PyOpaque[] {
  const p = getAttrOrUndefined(cls, '__parameters__');
  return p instanceof PyTuple ? (p.items.filter((v) => isTypeVar(v) || isParamSpec(v) || isTypeVarTuple(v)) as PyOpaque[]) : [];
}

/** A class's declared type variables (`__parameters__` less ParamSpecs and TypeVarTuples), empty for a non-generic class. */
export function classParameters(cls: PyClass): PyOpaque[] {
  const p = getAttrOrUndefined(cls, '__parameters__');
  return p instanceof PyTuple ? (p.items.filter(isTypeVar) as PyOpaque[]) : [];
}

/**
 * Sets `__parameters__` from the class's generic bases: those of `Generic[...]` when it is listed,
 * else every parameter its parametrized bases mention, in order (CPython's rule).
 */
export function setGenericParameters(cls: PyClass): void {
  const orig = cls.dict.get('__orig_bases__');
  if (!(orig instanceof PyTuple)) return;
  const explicit = orig.items.find((b): b is PyGenericAlias => b instanceof PyGenericAlias && parameterDeclarers.has(b.origin));
  const params = explicit ? parametersOf(explicit) : orig.items.flatMap((b) => (b instanceof PyGenericAlias ? parametersOf(b) : []));
  cls.dict.set('__parameters__', new PyTuple([...new Set(params)]));
}

/**
 * The same alias with other arguments, printed again: a union flattens and drops repeats again
 * (`Optional[T]` with T=None is NoneType), as CPython's does; `Annotated` keeps its metadata.
 */
export function withArgs(ann: PyGenericAlias, args: PyValue[]): PyValue {
  if (ann.origin === unionOrigin) {
    const union = makeUnion(args.map((a) => (a === null ? builtinTypes.NoneType : a)));
    if (!(union instanceof PyGenericAlias) || ann.type !== unionType) return union;
    return new PyGenericAlias(unionOrigin, union.args, union.args.map(typeDisplay).join(' | '), unionType);
  }
  if (ann.origin === annotatedForm) return annotated(args[0], args.slice(1));
  const prefix = ann.display.slice(0, ann.display.indexOf('['));
  const show = ann.type === builtinTypes.GenericAlias ? typeDisplay : argDisplay;
  return new PyGenericAlias(ann.origin, args, `${prefix}[${args.map(show).join(', ')}]`, ann.type);
}

/**
 * Replaces type parameters in an annotation: `list[T]` with `{T: int}` becomes `list[int]`.
 * `rebuild` turns a parametrized generic class and its new arguments into a class (pydantic's
 * generic models); other aliases are rebuilt with the same origin and printed again.
 */
export function substitute(ann: PyValue, map: ReadonlyMap<PyValue, PyValue>, rebuild?: (cls: PyClass, args: PyValue[]) => PyValue): PyValue {
  if (map.size === 0) return ann;
  if (isTypeVar(ann)) return map.get(ann) ?? ann;
  if (ann instanceof PyGenericAlias) {
    const args = ann.args.map((a) => substitute(a, map, rebuild));
    return args.every((a, i) => a === ann.args[i]) ? ann : withArgs(ann, args);
  }
  if (ann instanceof PyClass && rebuild) {
    const origin = ann.dict.get('__pydantic_generic_origin__');
    const args = ann.dict.get('__pydantic_generic_args__');
    if (origin instanceof PyClass && args instanceof PyTuple) {
      const next = args.items.map((a) => substitute(a, map, rebuild));
      if (next.some((a, i) => a !== args.items[i])) return rebuild(origin, next);
    }
  }
  return ann;
}

/** `__parameters__` of every alias class: the type variables its arguments mention (`list[T]` has `(~T,)`). */
const aliasParameters = { __parameters__: { get: (a: PyValue) => new PyTuple(parametersOf(a)) } };
defineGetSets(builtinTypes.GenericAlias, { ...aliasParameters, __unpacked__: { get: () => false } });
defineGetSets(typingAliasType, aliasParameters);
defineGetSets(unionType, aliasParameters);
// `(int | str).__module__` is its class's, as for any instance (the class keeps it in its dict).
unionType.dict.set('__module__', 'types');

/** `alias[args]` on a generic alias with type parameters (`Annotated[list[T], ...][int]`). */
builtinTypes.GenericAlias.slots.getitem = (self, key) => {
  const alias = self as PyGenericAlias;
  const params = parametersOf(alias);
  const args = argsOf(key);
  if (params.length === 0) throw pyError(exc.TypeError, `${alias.display} is not a generic class`);
  if (args.length !== params.length)
    throw pyError(
      exc.TypeError,
      `Too ${args.length > params.length ? 'many' : 'few'} arguments for ${alias.display}; actual ${args.length}, expected ${params.length}`,
    );
  return substitute(alias, new Map(params.map((p, i) => [p as PyValue, args[i]])));
};

/**
 * `typing.get_origin`: a union's is `typing.Union` or, for `X | Y`, `types.UnionType`; a bare
 * `typing.List` answers the class it stands for.
 */
export const getOrigin = builtin('get_origin', (args) => {
  const v = args[0];
  if (v instanceof PyGenericAlias) return v.origin !== unionOrigin ? v.origin : v.type === unionType ? unionType : unionForm;
  return bareAliasOrigin(v ?? null) ?? null;
});

/** `typing.get_args`. */
export const getArgs = builtin('get_args', (args) => {
  const v = args[0];
  if (v instanceof PyGenericAlias) return new PyTuple(v.args);
  return new PyTuple([]);
});

/** `TypeAliasType(name, value, type_params=())`: a named (possibly recursive, possibly generic) alias. */
export const typeAliasType: PyClass = new PyClass(
  'TypeAliasType',
  [objectType],
  {
    call: (_cls, args, kw) => {
      checkKwargs('TypeAliasType', kw, ['type_params']);
      const name = args[0];
      if (typeof name !== 'string') throw pyError(exc.TypeError, 'TypeAliasType name must be a string');
      const params = kw?.get('type_params');
      const info: TypeAliasInfo = { name, value: args[1] ?? null, params: params instanceof PyTuple ? (params.items.filter(isTypeVar) as PyOpaque[]) : [] };
      return new PyOpaque(typeAliasType, name, info);
    },
    getattr: (self, name) => {
      const info = (self as PyOpaque).payload as TypeAliasInfo;
      if (name === '__name__') return info.name;
      if (name === '__value__') return info.value;
      if (name === '__type_params__') return new PyTuple(info.params);
      return undefined;
    },
    getitem: (self, key) => {
      const info = (self as PyOpaque).payload as TypeAliasInfo;
      const args = argsOf(key);
      return new PyGenericAlias(self as PyOpaque, args, `${info.name}[${args.map(argDisplay).join(', ')}]`, typingAliasType);
    },
  },
  'typing_extensions',
);

export interface TypeAliasInfo {
  readonly name: string;
  readonly value: PyValue;
  readonly params: readonly PyOpaque[];
}

export function typeAliasInfo(v: PyValue): TypeAliasInfo | undefined {
  return v instanceof PyOpaque && v.type === typeAliasType ? (v.payload as TypeAliasInfo) : undefined;
}
