/**
 * Importable modules. Runtime libraries (`typing`, `torch`, `pydantic`) register a factory
 * under their name; each run gets fresh module objects, so one run cannot leak into another.
 */
import { exc, importErrorFor } from './exceptions';
import { PyModule, type PyValue } from './values';

/** Builds a module's namespace. Called once per run, on first import. */
export type ModuleFactory = (registry: ModuleRegistry) => Record<string, PyValue>;

const factories = new Map<string, ModuleFactory>();

/** Makes `import name` available to every run. */
export function registerModule(name: string, factory: ModuleFactory): void {
  factories.set(name, factory);
}

/** The modules of one run. */
export class ModuleRegistry {
  private readonly loaded = new Map<string, PyModule>();

  load(name: string): PyModule {
    const have = this.loaded.get(name);
    if (have) return have;
    const factory = factories.get(name);
    if (!factory) throw importErrorFor(exc.ModuleNotFoundError, `No module named '${name}'`, name);
    const mod = new PyModule(name);
    this.loaded.set(name, mod);
    for (const [k, v] of Object.entries(factory(this))) mod.dict.set(k, v);
    return mod;
  }
}
