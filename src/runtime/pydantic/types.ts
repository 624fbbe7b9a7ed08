/**
 * `pydantic.types`: the strict and constrained aliases (`StrictInt`, `PositiveInt`, `conint`,
 * `constr`, `conlist`...), which are plain `Annotated[...]` types as in pydantic, and the secret types.
 * Types that need a package pydantic does not bundle (`EmailStr`) fail as they do without it.
 */
import {
  asStatic,
  builtin,
  builtinTypes,
  exc,
  type Kwargs,
  newException,
  objectType,
  PyClass,
  PyGenericAlias,
  type PyValue,
  pyError,
  typeDisplay,
} from '../../engine/api';
import { annotated } from '../typing/forms';
import { registerSpecialOrigin } from './generate';
import { annotatedTypes, makeMeta, pydanticMeta } from './metadata';
import { secretBytesType, secretStrType } from './secret-types';
import { temporalTypes } from './temporal-types';

const t = builtinTypes;
const meta = (cls: PyClass, values: [string, PyValue][]) => makeMeta(cls, new Map(values));
const strict = () => meta(pydanticMeta.Strict, [['strict', true]]);
const gt0 = (k: 'gt' | 'ge' | 'lt' | 'le', v: PyValue) => meta(annotatedTypes[k === 'gt' ? 'Gt' : k === 'ge' ? 'Ge' : k === 'lt' ? 'Lt' : 'Le'], [[k, v]]);

function kw(k: Kwargs, name: string): PyValue {
  return k?.get(name) ?? null;
}

function conNumber(base: PyClass, name: string) {
  return builtin(name, (args, k) => {
    if (args.length) throw pyError(exc.TypeError, `${name}() takes 0 positional arguments but ${args.length} were given`);
    const s = kw(k, 'strict');
    const mult = kw(k, 'multiple_of');
    const metas: PyValue[] = [
      s === null ? null : meta(pydanticMeta.Strict, [['strict', s]]),
      meta(annotatedTypes.Interval, [
        ['gt', kw(k, 'gt')],
        ['ge', kw(k, 'ge')],
        ['lt', kw(k, 'lt')],
        ['le', kw(k, 'le')],
      ]),
      mult === null ? null : meta(annotatedTypes.MultipleOf, [['multiple_of', mult]]),
    ];
    const inf = kw(k, 'allow_inf_nan');
    if (base === t.float && inf !== null) metas.push(meta(pydanticMeta.AllowInfNan, [['allow_inf_nan', inf]]));
    return annotated(base, metas);
  });
}

function conCollection(base: PyClass, name: string) {
  return builtin(name, (args, k) => {
    const item = args[0] ?? k?.get('item_type');
    if (item === undefined) throw pyError(exc.TypeError, `${name}() missing 1 required positional argument: 'item_type'`);
    const alias = new PyGenericAlias(base, [item], `${base.name}[${typeDisplay(item)}]`);
    return annotated(alias, [
      meta(annotatedTypes.Len, [
        ['min_length', kw(k, 'min_length') ?? 0n],
        ['max_length', kw(k, 'max_length')],
      ]),
    ]);
  });
}

const constr = builtin('constr', (args, k) => {
  if (args.length) throw pyError(exc.TypeError, `constr() takes 0 positional arguments but ${args.length} were given`);
  const fields = ['strip_whitespace', 'to_upper', 'to_lower', 'strict', 'min_length', 'max_length', 'pattern'];
  return annotated(t.str, [
    makeMeta(pydanticMeta.StringConstraints, new Map([...fields.map((f) => [f, kw(k, f)] as [string, PyValue]), ['ascii_only', null]])),
  ]);
});

/** `EmailStr`: needs the `email-validator` package, which this environment (like the reference) does not have. */
const emailStr = new PyClass('EmailStr', [objectType], {}, 'pydantic.networks');
registerSpecialOrigin(emailStr, () => {
  throw newException(exc.ImportError, ["email-validator is not installed, run `pip install 'pydantic[email]'`"]);
});

let extra: Record<string, PyValue> | undefined;

/**
 * The names `pydantic` exports from `pydantic.types`: made once, outside any run (static, like the
 * classes they name), so that `pydantic.StrictInt is pydantic.types.StrictInt` as in pydantic.
 * Python cannot change them (an alias's metadata is frozen), so every run may share them.
 */
export function extraTypes(): Record<string, PyValue> {
  extra ??= asStatic(makeExtraTypes);
  return extra;
}

function makeExtraTypes(): Record<string, PyValue> {
  return {
    StrictInt: annotated(t.int, [strict()]),
    StrictFloat: annotated(t.float, [strict()]),
    StrictStr: annotated(t.str, [strict()]),
    StrictBool: annotated(t.bool, [strict()]),
    PositiveInt: annotated(t.int, [gt0('gt', 0n)]),
    NegativeInt: annotated(t.int, [gt0('lt', 0n)]),
    NonNegativeInt: annotated(t.int, [gt0('ge', 0n)]),
    NonPositiveInt: annotated(t.int, [gt0('le', 0n)]),
    PositiveFloat: annotated(t.float, [gt0('gt', 0n)]),
    NegativeFloat: annotated(t.float, [gt0('lt', 0n)]),
    NonNegativeFloat: annotated(t.float, [gt0('ge', 0n)]),
    NonPositiveFloat: annotated(t.float, [gt0('le', 0n)]),
    FiniteFloat: annotated(t.float, [meta(pydanticMeta.AllowInfNan, [['allow_inf_nan', false]])]),
    conint: conNumber(t.int, 'conint'),
    confloat: conNumber(t.float, 'confloat'),
    constr,
    conlist: conCollection(t.list, 'conlist'),
    conset: conCollection(t.set, 'conset'),
    confrozenset: conCollection(t.frozenset, 'confrozenset'),
    SecretStr: secretStrType,
    SecretBytes: secretBytesType,
    ...temporalTypes,
    EmailStr: emailStr,
  };
}
