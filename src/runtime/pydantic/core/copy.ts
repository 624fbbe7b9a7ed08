/**
 * `copy.deepcopy` of the values scenarios hold: containers, model instances (fields-set, extra
 * and private state included), plain instances (or their class's `__deepcopy__`), tensors
 * (cloned); a tuple of items that copy to themselves is itself, as in CPython. Pydantic deep-copies an
 * unhashable default for each instance; the `copy` module exposes it.
 */
import { call, exc, getAttr, NativeObject, PyDict, PyInstance, PyList, PyObj, PySet, PyTuple, type PyValue } from '../../../engine/api';
import { initState, isInstanceWithState, stateOf } from './instance';
import { isUnpicklableIterator, unpicklable } from './validator-iterator';

export function deepCopy(v: PyValue, memo = new Map<PyObj, PyValue>()): PyValue {
  if (!(v instanceof PyObj)) return v;
  const seen = memo.get(v);
  if (seen !== undefined) return seen;
  if (v instanceof PyList) {
    const out = new PyList();
    memo.set(v, out);
    out.items = v.items.map((x) => deepCopy(x, memo));
    return out;
  }
  if (v instanceof PyDict) {
    const out = new PyDict();
    memo.set(v, out);
    for (const [k, [key, x]] of v.map) out.map.set(k, [key, deepCopy(x, memo)]);
    return out;
  }
  if (v instanceof PySet) {
    const out = new PySet(v.frozen);
    for (const [k, x] of v.map) out.map.set(k, x);
    return out;
  }
  if (v instanceof PyTuple) {
    const items = v.items.map((x) => deepCopy(x, memo));
    // CPython keeps a tuple whose items all copy to themselves (`deepcopy((1, 2)) is` the tuple).
    const out = items.every((x, i) => x === v.items[i]) ? v : new PyTuple(items);
    memo.set(v, out);
    return out;
  }
  if (v instanceof PyInstance && isInstanceWithState(v)) {
    const out = new PyInstance(v.type);
    memo.set(v, out);
    for (const [k, x] of v.attrs) out.attrs.set(k, deepCopy(x, memo));
    const st = stateOf(v);
    const copied = initState(out, st.fieldsSet, st.extra ? (deepCopy(st.extra, memo) as PyDict) : null);
    copied.private = st.private ? (deepCopy(st.private, memo) as PyDict) : null;
    for (const [k, o] of st.origins) copied.origins.set(k, o);
    return out;
  }
  // A class's own `__deepcopy__(memo)` decides (the memo it gets is a fresh dict).
  const own = v instanceof PyInstance ? v.type.lookup('__deepcopy__') : undefined;
  if (own !== undefined) {
    const out = call(getAttr(v, '__deepcopy__'), [new PyDict()], null);
    memo.set(v, out);
    return out;
  }
  if (v instanceof PyInstance && !v.type.isSubclassOf(exc.BaseException)) {
    const out = new PyInstance(v.type);
    memo.set(v, out);
    for (const [k, x] of v.attrs) out.attrs.set(k, deepCopy(x, memo));
    out.native = v.native;
    return out;
  }
  if (isUnpicklableIterator(v)) throw unpicklable(v);
  if (v instanceof NativeObject) {
    const clone = v.cls.lookup('clone');
    if (clone) return call(clone, [v], null);
  }
  return v;
}
