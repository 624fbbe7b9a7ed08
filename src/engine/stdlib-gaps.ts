/**
 * Refusing by name what CPython's standard library, torch or pydantic has and this explainer does
 * not simulate: `import os` when no `os` is registered, `math.erf` when the simulated `math` lacks
 * it, `date.timetuple` on a simulated `date`, `import torch.optim`, `torch.randn`, `Tensor.cholesky`,
 * `pydantic.PastDate`. Without this the run would claim that Python itself has
 * no such module or attribute (a ModuleNotFoundError or AttributeError CPython never raises, which
 * a script's `except`/`hasattr` could even turn into a silently different result).
 */
import { unsupported } from './exceptions';
import { LIBRARY_MODULES, STDLIB_MEMBERS, STDLIB_MODULES } from './stdlib-names';
import { PyClass, PyModule, type PyValue } from './values';

const parsed = new Map<string, ReadonlySet<string>>();

function membersOf(key: string): ReadonlySet<string> | undefined {
  let set = parsed.get(key);
  if (!set) {
    const names = STDLIB_MEMBERS[key];
    if (names === undefined) return undefined;
    set = new Set(names.split(' '));
    parsed.set(key, set);
  }
  return set;
}

/**
 * Throws UnsupportedFeature when `name` is (in) a standard-library package this explainer does not
 * simulate at all, or (in) a library submodule it lacks (`torch.optim`, `torch.utils.data`).
 * `simulated` says whether a module name is registered. A missing submodule of a simulated package
 * that Python lacks too (`copy.nothing`, `torch.nothing`) stays CPython's ModuleNotFoundError.
 */
export function refuseMissingModule(name: string, simulated: (name: string) => boolean): void {
  const parts = name.split('.');
  if (STDLIB_MODULES.has(parts[0]) && !simulated(parts[0])) unsupported(`the standard-library module '${name}'`);
  for (let n = 2; n <= parts.length; n++) {
    const prefix = parts.slice(0, n).join('.');
    if (LIBRARY_MODULES.has(prefix) && !simulated(prefix)) unsupported(`the module '${name}'`);
  }
}

/** Throws UnsupportedFeature when CPython's `obj` (a stdlib module, class or instance) has the public attribute `name`. */
export function refuseMissingAttribute(obj: PyValue, name: string, typeOfObj: (v: PyValue) => PyClass): void {
  if (name.startsWith('_')) return;
  if (obj instanceof PyModule) {
    if (membersOf(obj.name)?.has(name)) unsupported(`${obj.name}.${name}`);
    return;
  }
  const classes = obj instanceof PyClass ? obj.mro : typeOfObj(obj).mro;
  for (const c of classes) {
    if (c.module === 'builtins') continue;
    // C implementations live in `_io`, `_datetime`...: the table keys them by their public module.
    const key = `${c.module.replace(/^_/, '')}.${c.name}`;
    if (membersOf(key)?.has(name)) unsupported(`${key}.${name}`);
  }
}
