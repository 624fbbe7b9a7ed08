/** `obj[key]`, `obj[key] = v` and `del obj[key]` for the builtin containers, slices included. */
import { exc, newException, pyError } from './exceptions';
import { call, callMethodIfDefined, toArray, typeName, typeOf } from './objects';
import { asInt, hashKey } from './ops';
import { PyClass, PyDict, PyGenericAlias, PyInstance, PyList, PyObj, PyRange, PySlice, PyTuple, type PyValue } from './values';

/** An int, a bool, or an object whose type defines `__index__` (a one-element integer tensor), as an int. */
export function asIndex(v: PyValue): bigint | undefined {
  const i = asInt(v);
  if (i !== undefined || !(v instanceof PyObj)) return i;
  const m = typeOf(v).lookup('__index__');
  if (m === undefined || m === null) return undefined;
  return asInt(call(m, [v], null));
}

/** Resolves a slice against a sequence length, as `slice.indices()` does. */
export function sliceIndices(s: PySlice, length: number): { start: number; stop: number; step: number } {
  const num = (v: PyValue, what: string): number | null => {
    if (v === null) return null;
    const i = asIndex(v);
    if (i === undefined) throw pyError(exc.TypeError, `slice indices must be integers or None or have an __index__ method${what}`);
    return Number(i);
  };
  const step = num(s.step, '') ?? 1;
  if (step === 0) throw pyError(exc.ValueError, 'slice step cannot be zero');
  const clamp = (v: number | null, dflt: number): number => {
    if (v === null) return dflt;
    if (v < 0) v += length;
    if (step > 0) return Math.min(Math.max(v, 0), length);
    return Math.min(Math.max(v, -1), length - 1);
  };
  return { start: clamp(num(s.start, ''), step > 0 ? 0 : length - 1), stop: clamp(num(s.stop, ''), step > 0 ? length : -1), step };
}

export function sliceRange(s: PySlice, length: number): number[] {
  const { start, stop, step } = sliceIndices(s, length);
  const out: number[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

/** A sequence index, negative counted from the end; raises IndexError when out of range. */
export function seqIndex(key: PyValue, length: number, kind: string, verb = 'index'): number {
  const i = asIndex(key);
  if (i === undefined) throw pyError(exc.TypeError, `${kind} indices must be integers or slices, not ${typeName(key)}`);
  let n = Number(i);
  if (n < 0) n += length;
  if (n < 0 || n >= length) throw pyError(exc.IndexError, `${kind} ${verb} out of range`);
  return n;
}

export function keyError(key: PyValue): PyInstance {
  return newException(exc.KeyError, [key]);
}

export function getItem(obj: PyValue, key: PyValue): PyValue {
  if (obj instanceof PyDict) {
    const e = obj.map.get(hashKey(key));
    if (e) return e[1];
    throw keyError(key);
  }
  if (obj instanceof PyList || obj instanceof PyTuple) {
    const kind = obj instanceof PyList ? 'list' : 'tuple';
    if (key instanceof PySlice) {
      const items = sliceRange(key, obj.items.length).map((i) => obj.items[i]);
      return obj instanceof PyList ? new PyList(items) : new PyTuple(items);
    }
    return obj.items[seqIndex(key, obj.items.length, kind)];
  }
  if (typeof obj === 'string') {
    const chars = [...obj];
    if (key instanceof PySlice)
      return sliceRange(key, chars.length)
        .map((i) => chars[i])
        .join('');
    return chars[seqIndex(key, chars.length, 'string')];
  }
  if (obj instanceof PyRange) {
    const i = seqIndex(key, obj.length, 'range object');
    return obj.start + BigInt(i) * obj.step;
  }
  if (obj instanceof PyObj) {
    if (obj instanceof PyInstance) {
      const r = callMethodIfDefined(obj, '__getitem__', [key]);
      if (r !== undefined) return r;
    }
    const slot = obj.cls.slot('getitem');
    if (slot) return slot(obj, key);
    if (obj instanceof PyClass) {
      const classSlot = obj.slot('getitem');
      if (classSlot) return classSlot(obj, key);
      const args = key instanceof PyTuple ? key.items : [key];
      if (['list', 'dict', 'tuple', 'set', 'type', 'frozenset'].includes(obj.name) && obj.module === 'builtins') {
        return new PyGenericAlias(obj, args, `${obj.name}[${args.map(typeDisplay).join(', ')}]`);
      }
      throw pyError(exc.TypeError, `type '${obj.name}' is not subscriptable`);
    }
  }
  throw pyError(exc.TypeError, `'${typeName(obj)}' object is not subscriptable`);
}

/** How a type argument prints inside `list[...]`. */
export function typeDisplay(v: PyValue): string {
  if (v instanceof PyClass && v.name === 'NoneType' && v.module === 'builtins') return 'None';
  if (v instanceof PyClass) return v.module === 'builtins' ? v.name : `${v.module}.${v.qualname}`;
  if (v instanceof PyGenericAlias) return v.display;
  if (v === null) return 'None';
  if (v instanceof PyObj && 'reprText' in v) return String((v as { reprText: string }).reprText);
  return String(v);
}

export function setItem(obj: PyValue, key: PyValue, value: PyValue): void {
  if (obj instanceof PyDict) {
    const k = hashKey(key);
    const old = obj.map.get(k);
    obj.map.set(k, [old ? old[0] : key, value]);
    obj.touch();
    return;
  }
  if (obj instanceof PyList) {
    if (key instanceof PySlice) {
      const items = toArray(value);
      const { start, stop, step } = sliceIndices(key, obj.items.length);
      if (step === 1) {
        obj.items.splice(start, Math.max(0, stop - start), ...items);
      } else {
        const idx = sliceRange(key, obj.items.length);
        if (idx.length !== items.length)
          throw pyError(exc.ValueError, `attempt to assign sequence of size ${items.length} to extended slice of size ${idx.length}`);
        idx.forEach((i, j) => {
          obj.items[i] = items[j];
        });
      }
    } else {
      obj.items[seqIndex(key, obj.items.length, 'list', 'assignment index')] = value;
    }
    obj.touch();
    return;
  }
  if (obj instanceof PyObj) {
    if (obj instanceof PyInstance) {
      const r = callMethodIfDefined(obj, '__setitem__', [key, value]);
      if (r !== undefined) return;
    }
    const slot = obj.cls.slot('setitem');
    if (slot) {
      slot(obj, key, value);
      obj.touch();
      return;
    }
  }
  throw pyError(exc.TypeError, `'${typeName(obj)}' object does not support item assignment`);
}

export function delItem(obj: PyValue, key: PyValue): void {
  if (obj instanceof PyDict) {
    if (!obj.map.delete(hashKey(key))) throw keyError(key);
    obj.touch();
    return;
  }
  if (obj instanceof PyList) {
    if (key instanceof PySlice) {
      const drop = new Set(sliceRange(key, obj.items.length));
      obj.items = obj.items.filter((_, i) => !drop.has(i));
    } else {
      obj.items.splice(seqIndex(key, obj.items.length, 'list', 'assignment index'), 1);
    }
    obj.touch();
    return;
  }
  if (obj instanceof PyInstance) {
    const r = callMethodIfDefined(obj, '__delitem__', [key]);
    if (r !== undefined) return;
  }
  // CPython words it differently for sequence types (tuple, str, range) than for the rest.
  const sequence = obj instanceof PyTuple || typeof obj === 'string' || obj instanceof PyRange;
  throw pyError(exc.TypeError, `'${typeName(obj)}' object ${sequence ? "doesn't" : 'does not'} support item deletion`);
}
