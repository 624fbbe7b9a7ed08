/**
 * Importable modules. Runtime libraries (`typing`, `torch`, `pydantic`) register a factory
 * under their name; each run gets fresh module objects, so one run cannot leak into another.
 */
import { asStatic } from './context';
import { exc, importErrorFor } from './exceptions';
import { refuseMissingModule } from './stdlib-gaps';
import { STDLIB_PY_FUNCTIONS } from './stdlib-names';
import { PyBuiltin, PyClass, PyModule, type PyValue } from './values';

/**
 * Builds a module's namespace. Called once per run, on first import. A record is copied into the
 * module's dict; a `Map` becomes the dict itself, so it must be a new one on every call.
 */
export type ModuleFactory = (registry: ModuleRegistry) => Record<string, PyValue> | Map<string, PyValue>;

const factories = new Map<string, ModuleFactory>();

/** Makes `import name` available to every run. */
export function registerModule(name: string, factory: ModuleFactory): void {
  factories.set(name, factory);
}

/**
 * A namespace (or the part of one) made once, outside any run, and shared by every run's module
 * object: for values Python code cannot change — builtin functions, numbers and strings, objects
 * already static — which every run would otherwise build again (hundreds of torch functions,
 * each with its parsed signature, on every `import torch`). Each run still gets its own module
 * object with its own dict, so rebinding a module attribute stays within the run; anything
 * mutable (a class, a list, a submodule) belongs in the per-run part of the factory.
 */
export function sharedNamespace(make: () => Record<string, PyValue>): () => Map<string, PyValue> {
  let made: ReadonlyMap<string, PyValue> | undefined;
  return () => {
    made ??= new Map(Object.entries(asStatic(make)));
    const copy = new Map<string, PyValue>();
    made.forEach((v, k) => {
      copy.set(k, v);
    });
    return copy;
  };
}

/** The modules of one run. */
export class ModuleRegistry {
  private readonly loaded = new Map<string, PyModule>();

  load(name: string): PyModule {
    const have = this.loaded.get(name);
    if (have) return have;
    const factory = factories.get(name);
    if (!factory) refuseMissingModule(name, (known) => factories.has(known));
    if (!factory) throw importErrorFor(exc.ModuleNotFoundError, `No module named '${name}'`, name);
    const mod = new PyModule(name);
    this.loaded.set(name, mod);
    const ns = factory(this);
    if (ns instanceof Map) mod.adoptDict(ns);
    else for (const [k, v] of Object.entries(ns)) mod.dict.set(k, v);
    markBuiltinFunctions(name, mod);
    return mod;
  }
}

/**
 * A standard-library module's functions that CPython implements in C (`math.sqrt`, `operator.add`)
 * do not bind when stored on a class (`class C: f = math.sqrt` then `C().f(4)`), while the ones
 * written in Python (`json.dumps`) do, like any `def`. The simulated ones are all builtins here, so
 * the ones CPython does not list as Python functions are marked as not binding. A builtin that is
 * also a method of one of the module's classes keeps binding.
 */
function markBuiltinFunctions(name: string, mod: PyModule): void {
  const listed = STDLIB_PY_FUNCTIONS[name];
  if (listed === undefined) return;
  const pyFunctions = new Set(listed.split(' '));
  const methods = new Set<PyValue>();
  for (const v of mod.dict.values()) if (v instanceof PyClass) for (const m of v.dict.values()) methods.add(m);
  for (const [k, v] of mod.dict) if (v instanceof PyBuiltin && v.binds && !pyFunctions.has(k) && !methods.has(v)) v.binds = false;
}
