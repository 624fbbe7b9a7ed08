/** Simulated `copy`: `copy.copy` and `copy.deepcopy` for the values a scenario snapshots. */
import {
  builtin,
  call,
  getAttr,
  getAttrOrUndefined,
  NativeObject,
  PyDict,
  PyInstance,
  PyList,
  PyObj,
  PySet,
  PyTuple,
  type PyValue,
  registerModule,
} from '../../engine/api';

function isModel(v: PyValue): boolean {
  return v instanceof PyInstance && getAttrOrUndefined(v, 'model_copy') !== undefined;
}

function shallow(v: PyValue): PyValue {
  if (v instanceof PyList) return new PyList([...v.items]);
  if (v instanceof PyDict) {
    const d = new PyDict();
    for (const [k, e] of v.map) d.map.set(k, [e[0], e[1]]);
    return d;
  }
  if (v instanceof PySet && !v.frozen) {
    const s = new PySet();
    for (const [k, x] of v.map) s.map.set(k, x);
    return s;
  }
  if (isModel(v)) return call(getAttr(v, 'model_copy'), [], null);
  if (v instanceof PyInstance) {
    const o = new PyInstance(v.type);
    for (const [k, x] of v.attrs) o.attrs.set(k, x);
    return o;
  }
  return v;
}

function deep(v: PyValue, memo: Map<PyObj, PyValue>): PyValue {
  if (!(v instanceof PyObj)) return v;
  const seen = memo.get(v);
  if (seen !== undefined) return seen;
  if (v instanceof PyList) {
    const out = new PyList();
    memo.set(v, out);
    out.items = v.items.map((x) => deep(x, memo));
    return out;
  }
  if (v instanceof PyDict) {
    const out = new PyDict();
    memo.set(v, out);
    for (const [k, [key, x]] of v.map) out.map.set(k, [key, deep(x, memo)]);
    return out;
  }
  if (v instanceof PyTuple) return new PyTuple(v.items.map((x) => deep(x, memo)));
  if (v instanceof PySet) {
    const out = new PySet(v.frozen);
    for (const [k, x] of v.map) out.map.set(k, x);
    return out;
  }
  if (isModel(v)) {
    const out = call(getAttr(v, 'model_copy'), [], new Map([['deep', true]]));
    memo.set(v, out);
    return out;
  }
  if (v instanceof PyInstance) {
    const out = new PyInstance(v.type);
    memo.set(v, out);
    for (const [k, x] of v.attrs) out.attrs.set(k, deep(x, memo));
    return out;
  }
  if (v instanceof NativeObject) {
    const clone = getAttrOrUndefined(v, 'clone');
    if (clone !== undefined) return call(clone, [], null);
  }
  return v;
}

registerModule('copy', () => ({
  copy: builtin('copy', (args) => shallow(args[0])),
  deepcopy: builtin('deepcopy', (args) => deep(args[0], new Map())),
}));
