/**
 * A module's or class body's namespace: a `Map` that counts its changes, so the trace recorder
 * can tell at once whether a frame's bindings are the ones it showed last, or differ from them
 * by one rebinding (a loop's steps then cost no scan of the globals). Every change goes through
 * `set`, `delete` or `clear`, so no writer can forget to count one.
 */
import type { PyValue } from './values';

export class Namespace extends Map<string, PyValue> {
  /** Bumped by every change. */
  version = 0;
  /** Bumped by every change that adds or removes a name (rebinding one keeps the order of names). */
  layout = 0;
  /** The name the last `set` bound. */
  lastKey: string | null = null;

  override set(key: string, value: PyValue): this {
    const size = this.size;
    super.set(key, value);
    this.version++;
    if (this.size !== size) this.layout++;
    this.lastKey = key;
    return this;
  }

  override delete(key: string): boolean {
    this.version++;
    this.layout++;
    return super.delete(key);
  }

  override clear(): void {
    this.version++;
    this.layout++;
    super.clear();
  }
}
