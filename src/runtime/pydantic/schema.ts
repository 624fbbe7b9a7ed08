/** From a field's annotation (a runtime type object) to the schema pydantic validates it with. */
import { builtinTypes, PyClass, PyGenericAlias, PyOpaque, type PyValue, unionOrigin } from '../../engine/api';
import { anyType } from '../typing';

export type Schema =
  | { readonly k: 'any' }
  | { readonly k: 'int' | 'float' | 'str' | 'bool' | 'none' }
  | { readonly k: 'list' | 'set' | 'frozenset'; readonly item: Schema }
  | { readonly k: 'tuple'; readonly items: readonly Schema[] | null; readonly rest: Schema | null }
  | { readonly k: 'dict'; readonly key: Schema; readonly value: Schema }
  | { readonly k: 'nullable'; readonly inner: Schema }
  | { readonly k: 'union'; readonly choices: readonly Schema[] }
  | { readonly k: 'model'; readonly cls: PyClass }
  | { readonly k: 'instance'; readonly cls: PyClass };

/** Raised (as pydantic's PydanticSchemaGenerationError) when a type has no schema. */
export class NoSchema {
  constructor(readonly type: PyValue) {}
}

const ANY: Schema = { k: 'any' };

/** `isModel` tells model classes (validated from dicts) from arbitrary classes. */
export function schemaOf(ann: PyValue, isModel: (c: PyClass) => boolean, arbitraryTypes: boolean): Schema {
  const t = builtinTypes;
  const recur = (a: PyValue) => schemaOf(a, isModel, arbitraryTypes);
  if (ann === anyType) return ANY;
  if (ann === null || ann === t.NoneType) return { k: 'none' };
  if (ann instanceof PyClass) {
    if (ann === t.int) return { k: 'int' };
    if (ann === t.float) return { k: 'float' };
    if (ann === t.str) return { k: 'str' };
    if (ann === t.bool) return { k: 'bool' };
    if (ann === t.list) return { k: 'list', item: ANY };
    if (ann === t.set) return { k: 'set', item: ANY };
    if (ann === t.frozenset) return { k: 'frozenset', item: ANY };
    if (ann === t.tuple) return { k: 'tuple', items: null, rest: ANY };
    if (ann === t.dict) return { k: 'dict', key: ANY, value: ANY };
    if (ann === t.object) return ANY;
    if (isModel(ann)) return { k: 'model', cls: ann };
    if (arbitraryTypes) return { k: 'instance', cls: ann };
    throw new NoSchema(ann);
  }
  if (ann instanceof PyGenericAlias) {
    const args = ann.args;
    if (ann.origin === unionOrigin) {
      const nonNone = args.filter((a) => a !== t.NoneType);
      const inner: Schema = nonNone.length === 1 ? recur(nonNone[0]) : { k: 'union', choices: nonNone.map(recur) };
      return nonNone.length < args.length ? { k: 'nullable', inner } : inner;
    }
    const origin = ann.origin;
    if (origin === t.list) return { k: 'list', item: args[0] ? recur(args[0]) : ANY };
    if (origin === t.set) return { k: 'set', item: args[0] ? recur(args[0]) : ANY };
    if (origin === t.frozenset) return { k: 'frozenset', item: args[0] ? recur(args[0]) : ANY };
    if (origin === t.dict) return { k: 'dict', key: args[0] ? recur(args[0]) : ANY, value: args[1] ? recur(args[1]) : ANY };
    if (origin === t.tuple) {
      if (args.length === 2 && args[1] instanceof PyOpaque && args[1].reprText === 'Ellipsis') return { k: 'tuple', items: [], rest: recur(args[0]) };
      return { k: 'tuple', items: args.map(recur), rest: null };
    }
  }
  throw new NoSchema(ann);
}
