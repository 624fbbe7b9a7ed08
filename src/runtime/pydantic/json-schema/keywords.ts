/**
 * What the generator's type methods share: constraints as JSON-schema keywords, the default
 * key order (pydantic's `sort`), `json_schema_extra` applied, defaults made stable.
 */
import { call, compare, exc, isException, PyDict, PyList, PySet, type PyValue, truthy } from '../../../engine/api';
import type { NumberConstraints, SchemaOf } from '../core/schema';
import type { Mode } from './refs';
import { get, type Json, js, jsonable, put } from './values';

export function functionDict(s: SchemaOf<'function-plain'>): PyDict {
  return js([
    ['type', s.infoArg ? 'with-info' : 'no-info'],
    ['function', s.fn],
  ]);
}

/** `json_schema_extra`: a dict merged in (made JSON-able), or a callable given the schema. */
export function applyExtra(json: Json, extra: PyValue): void {
  if (extra instanceof PyDict) {
    const value = jsonable(extra);
    if (value instanceof PyDict) for (const [, [k, v]] of value.map) put(json, String(k), v);
  } else if (extra !== null) call(extra, [json], null);
}

export function withNumeric(json: Json, c: NumberConstraints, asFloat = false): Json {
  const map: [keyof NumberConstraints, string][] = [
    ['multipleOf', 'multipleOf'],
    ['le', 'maximum'],
    ['ge', 'minimum'],
    ['lt', 'exclusiveMaximum'],
    ['gt', 'exclusiveMinimum'],
  ];
  for (const [k, name] of map) {
    const v = c[k];
    if (v === undefined || v === null) continue;
    if (typeof v === 'number' && !Number.isFinite(v)) continue;
    put(json, name, asFloat && typeof v === 'bigint' ? Number(v) : asFloat ? jsonable(v) : v);
  }
  return json;
}

export function withLengths(json: Json, c: { readonly minLength?: number; readonly maxLength?: number }, lo: string, hi: string): Json {
  if (c.minLength !== undefined) put(json, lo, BigInt(c.minLength));
  if (c.maxLength !== undefined) put(json, hi, BigInt(c.maxLength));
  return json;
}

export function withString(json: Json, c: { readonly minLength?: number; readonly maxLength?: number; readonly pattern?: string }): Json {
  withLengths(json, c, 'minLength', 'maxLength');
  if (c.pattern !== undefined) put(json, 'pattern', c.pattern);
  return json;
}

/** The number branch of a Decimal's validation schema (its constraints go there, as floats). */
export function decimalNumberBranch(json: Json, mode: Mode): Json | null {
  if (mode !== 'validation') return null;
  const any = get(json, 'anyOf');
  return any instanceof PyList && any.items[0] instanceof PyDict ? any.items[0] : null;
}

/** pydantic's default `sort`: keys alphabetically, except under `properties` and `default`. */
export function sortValue(v: PyValue, parentKey: string | null): PyValue {
  if (v instanceof PyDict) {
    const entries = [...v.map.values()];
    if (parentKey !== 'properties' && parentKey !== 'default') entries.sort(([a], [b]) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
    const out = new PyDict();
    for (const [k, x] of entries) put(out, String(k), sortValue(x, String(k)));
    return out;
  }
  if (v instanceof PyList) return new PyList(v.items.map((x) => sortValue(x, parentKey)));
  return v;
}

/** Sets in a default are shown sorted (pydantic sorts them for a stable schema; unorderable items stay as they are). */
export function sortedDefault(v: PyValue): PyValue {
  if (!(v instanceof PySet) || v.map.size < 2) return v;
  try {
    return new PyList([...v.map.values()].sort((a, b) => (truthy(compare('<', a, b)) ? -1 : truthy(compare('<', b, a)) ? 1 : 0)));
  } catch (e) {
    if (isException(e) && e.type.isSubclassOf(exc.TypeError)) return v;
    throw e;
  }
}
