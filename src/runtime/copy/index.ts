/** Simulated `copy`: `copy.copy`, and `copy.deepcopy` (the deep copy pydantic uses for defaults). */
import { builtin, call, getAttr, getAttrOrUndefined, PyDict, PyInstance, PyList, PySet, type PyValue, registerModule } from '../../engine/api';
import { deepCopy } from '../pydantic/core/copy';

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
  // A type's own `__copy__` decides (a tensor's makes a new tensor on the same storage).
  const copier = getAttrOrUndefined(v, '__copy__');
  if (copier !== undefined) return call(copier, [], null);
  if (v instanceof PyInstance) {
    const o = new PyInstance(v.type);
    for (const [k, x] of v.attrs) o.attrs.set(k, x);
    return o;
  }
  return v;
}

registerModule('copy', () => ({
  copy: builtin('copy', (args) => shallow(args[0])),
  deepcopy: builtin('deepcopy', (args) => deepCopy(args[0])),
}));
