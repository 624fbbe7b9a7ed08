/**
 * `import builtins`: a module whose namespace is the builtins' (`builtins.len is len`). The
 * builtins are shared by every run and name lookups do not consult the module, so changing it
 * (`builtins.print = ...`, `del builtins.len`) stops the run naming that, rather than silently
 * changing nothing.
 */
import { unsupported } from '../exceptions';
import { registerModule } from '../modules';
import type { PyValue } from '../values';
import { builtinScope } from './scope';

/** A namespace map that refuses every change once filled. */
class FixedNamespace extends Map<string, PyValue> {
  private sealed = false;
  constructor(entries: Iterable<[string, PyValue]>) {
    super(entries);
    this.sealed = true;
  }
  set(key: string, value: PyValue): this {
    if (this.sealed) unsupported('changing the builtins module');
    return super.set(key, value);
  }
  delete(key: string): boolean {
    if (this.sealed) unsupported('changing the builtins module');
    return super.delete(key);
  }
  clear(): void {
    unsupported('changing the builtins module');
  }
}

registerModule('builtins', () => new FixedNamespace(builtinScope));
