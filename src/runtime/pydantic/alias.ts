/**
 * Aliases: `AliasPath` (a path into nested input), `AliasChoices` (alternatives tried in order),
 * `AliasGenerator` (validation and serialization aliases from a field name), the
 * `pydantic.alias_generators` functions, and how a field's aliases become lookup paths.
 */
import { builtin, exc, objectType, PyClass, PyList, PyOpaque, type PyValue, pyError, repr, typeName } from '../../engine/api';
import type { LocItem } from './core/errors';

export const aliasPathType = new PyClass('AliasPath', [objectType], {}, 'pydantic.aliases');
export const aliasChoicesType = new PyClass('AliasChoices', [objectType], {}, 'pydantic.aliases');
export const aliasGeneratorType = new PyClass('AliasGenerator', [objectType], {}, 'pydantic.aliases');

aliasPathType.slots.call = (_c, args, kw) => {
  if (kw?.size) throw pyError(exc.TypeError, 'AliasPath.__init__() got an unexpected keyword argument');
  if (args.length === 0 || typeof args[0] !== 'string') throw pyError(exc.TypeError, 'AliasPath first argument must be a string');
  for (const a of args)
    if (typeof a !== 'string' && typeof a !== 'bigint') throw pyError(exc.TypeError, `AliasPath items must be str or int, got ${typeName(a)}`);
  const path = args as (string | bigint)[];
  return new PyOpaque(aliasPathType, `AliasPath(path=${repr(new PyList(path))})`, path);
};
aliasPathType.slots.getattr = (self, name) => {
  const path = (self as PyOpaque).payload as PyValue[];
  if (name === 'path') return new PyList([...path]);
  if (name === 'convert_to_aliases') return builtin('convert_to_aliases', () => new PyList([...path]));
  return undefined;
};

aliasChoicesType.slots.call = (_c, args) => {
  for (const a of args)
    if (typeof a !== 'string' && !(a instanceof PyOpaque && a.type === aliasPathType))
      throw pyError(exc.TypeError, 'AliasChoices items must be str or AliasPath');
  return new PyOpaque(aliasChoicesType, `AliasChoices(choices=${repr(new PyList(args))})`, args);
};
aliasChoicesType.slots.getattr = (self, name) => {
  const choices = (self as PyOpaque).payload as PyValue[];
  if (name === 'choices') return new PyList([...choices]);
  return undefined;
};

export interface AliasGeneratorSpec {
  readonly alias: PyValue;
  readonly validationAlias: PyValue;
  readonly serializationAlias: PyValue;
}

aliasGeneratorType.slots.call = (_c, args, kw) => {
  const spec: AliasGeneratorSpec = {
    alias: args[0] ?? kw?.get('alias') ?? null,
    validationAlias: args[1] ?? kw?.get('validation_alias') ?? null,
    serializationAlias: args[2] ?? kw?.get('serialization_alias') ?? null,
  };
  return new PyOpaque(
    aliasGeneratorType,
    `AliasGenerator(alias=${repr(spec.alias)}, validation_alias=${repr(spec.validationAlias)}, serialization_alias=${repr(spec.serializationAlias)})`,
    spec,
  );
};

/** The lookup paths of a validation alias: a name, an `AliasPath`, or each of an `AliasChoices`. */
export function aliasPaths(alias: PyValue): LocItem[][] {
  if (typeof alias === 'string') return [[alias]];
  if (alias instanceof PyOpaque && alias.type === aliasPathType)
    return [(alias.payload as (string | bigint)[]).map((p) => (typeof p === 'bigint' ? Number(p) : p))];
  if (alias instanceof PyOpaque && alias.type === aliasChoicesType) return (alias.payload as PyValue[]).flatMap(aliasPaths);
  return [];
}

function title(s: string): string {
  return s.replace(/[A-Za-z]+/g, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
}

export function toPascal(snake: string): string {
  return title(snake).replace(/([0-9A-Za-z])_(?=[0-9A-Z])/g, '$1');
}

export function toCamel(snake: string): string {
  if (/^[a-z]+[A-Za-z0-9]*$/.test(snake) && !/\d[a-z]/.test(snake)) return snake;
  return toPascal(snake).replace(/^(_*[A-Z])/, (m) => m.toLowerCase());
}

export function toSnake(camel: string): string {
  return camel
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/([0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-z])([0-9])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

function strFn(name: string, f: (s: string) => string) {
  return builtin(name, (args) => {
    if (typeof args[0] !== 'string') throw pyError(exc.TypeError, `${name}() argument must be str`);
    return f(args[0]);
  });
}

/** `pydantic.alias_generators`. */
export const aliasGenerators = {
  to_camel: strFn('to_camel', toCamel),
  to_pascal: strFn('to_pascal', toPascal),
  to_snake: strFn('to_snake', toSnake),
};
