/**
 * `include` / `exclude` as pydantic-core's serializers apply them (`filter.rs`): a set of keys
 * or indices, or a dict of key → `True`/`...` (the whole item) or a nested filter; `__all__`
 * stands for every key and merges with a key's own entry; negative indices count from the end.
 * Filtering one key gives the filters for its value, or null when the key is left out.
 */
import { compare, dictGet, dictSet, Ellipsis, exc, PyDict, PyObj, PySet, type PyValue, pyError, setAdd, setHas, truthy } from '../../../engine/api';

export interface Filters {
  readonly include: PyValue | null;
  readonly exclude: PyValue | null;
}

export const NO_FILTERS: Filters = { include: null, exclude: null };

function isEllipsisLike(v: PyValue): boolean {
  return v === Ellipsis || v === true;
}

function get(d: PyDict, key: PyValue): PyValue | undefined {
  try {
    return dictGet(d, key);
  } catch {
    return undefined;
  }
}

function asDict(v: PyValue): PyDict {
  if (v instanceof PyDict) {
    const out = new PyDict();
    for (const [k, e] of v.map) out.map.set(k, [e[0], e[1]]);
    return out;
  }
  if (v instanceof PySet) {
    const out = new PyDict();
    for (const [k, x] of v.map) out.map.set(k, [x, Ellipsis]);
    return out;
  }
  throw pyError(exc.TypeError, 'expected a set or dict');
}

/** pydantic-core's `merge_all_value`: a key's entry combined with the `__all__` entry. */
function mergeAll(d: PyDict, key: PyValue): PyValue | undefined {
  const item = get(d, key);
  const all = d.map.get('__all__')?.[1];
  if (item !== undefined && all !== undefined) {
    if (isEllipsisLike(item) || isEllipsisLike(all)) return item;
    const merged = asDict(item);
    for (const [k, e] of asDict(all).map) if (!merged.map.has(k)) merged.map.set(k, [e[0], e[1]]);
    return merged;
  }
  return item ?? all;
}

function inSet(s: PyValue, key: PyValue): boolean | null {
  if (s instanceof PySet) {
    try {
      return setHas(s, key) || setHas(s, '__all__');
    } catch {
      return false;
    }
  }
  if (s instanceof PyObj) {
    try {
      return truthy(compare('in', key, s)) || truthy(compare('in', '__all__', s));
    } catch {
      return null;
    }
  }
  return null;
}

/** Negative indices in a filter resolved against a sequence's length. */
function mapNegative(f: PyValue, length: number): PyValue {
  if (f instanceof PyDict) {
    const out = new PyDict();
    for (const [key, v] of f.map.values()) {
      const k = typeof key === 'bigint' && key < 0n ? ((key % BigInt(length)) + BigInt(length)) % BigInt(length) : key;
      dictSet(out, k, v);
    }
    return out;
  }
  if (f instanceof PySet) {
    const out = new PySet();
    for (const key of f.map.values()) {
      const k = typeof key === 'bigint' && key < 0n ? ((key % BigInt(length)) + BigInt(length)) % BigInt(length) : key;
      setAdd(out, k);
    }
    return out;
  }
  return f;
}

/** The filters for one key (or index) of a mapping or model; null when the key is excluded. */
export function keyFilter(key: PyValue, f: Filters): Filters | null {
  let nextExclude: PyValue | null = null;
  const { include, exclude } = f;
  if (exclude !== null) {
    if (exclude instanceof PyDict) {
      const v = mergeAll(exclude, key);
      if (v !== undefined) {
        if (isEllipsisLike(v)) return null;
        nextExclude = v;
      }
    } else {
      const hit = inSet(exclude, key);
      if (hit === null) throw pyError(exc.TypeError, '`exclude` argument must be a set or dict.');
      if (hit) return null;
    }
  }
  if (include !== null) {
    if (include instanceof PyDict) {
      const v = mergeAll(include, key);
      if (v === undefined) return null;
      return { include: isEllipsisLike(v) ? null : v, exclude: nextExclude };
    }
    const hit = inSet(include, key);
    if (hit === null) throw pyError(exc.TypeError, '`include` argument must be a set or dict.');
    if (!hit) return null;
    return { include: null, exclude: nextExclude };
  }
  return { include: null, exclude: nextExclude };
}

/** The filters for the item at `index` of a sequence of `length` items. */
export function indexFilter(index: number, length: number, f: Filters): Filters | null {
  if (f.include === null && f.exclude === null) return f;
  return keyFilter(BigInt(index), {
    include: f.include === null ? null : mapNegative(f.include, length),
    exclude: f.exclude === null ? null : mapNegative(f.exclude, length),
  });
}
