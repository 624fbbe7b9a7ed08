/**
 * `obj.__dict__` and `vars(obj)`: a dict that is the object's attributes, live both ways (as in
 * CPython, `self.__dict__.update(kw)` sets attributes). The engine keeps attributes in a
 * `Map<string, value>`; this dict's table reads and writes that map.
 */
import { exc, pyError, unsupported } from './exceptions';
import { type HashKey, PyDict, type PyObj, type PyValue } from './values';

type Entry = [PyValue, PyValue];

/** A dict table over an attribute map: keys are the attribute names. */
class AttrTable extends Map<HashKey, Entry> {
  constructor(
    private attrs: Map<string, PyValue>,
    private owner: PyObj | null,
    /** Set for a namespace no program may change: what a write would change, named as it stops the run. */
    private readonly fixed: string | null = null,
  ) {
    super();
  }

  private write(): void {
    if (this.fixed) unsupported(this.fixed);
  }

  /** From now on a dict of its own: a copy of the attributes as they are, no longer the object's. */
  detach(): void {
    this.attrs = new Map(this.attrs);
    this.owner = null;
  }

  /** A live entry: writing its value (`entry[1] = v`) sets the attribute. */
  private entry(name: string): Entry {
    const attrs = this.attrs;
    const owner = this.owner;
    const e = [name, null] as Entry;
    Object.defineProperty(e, 1, {
      get: () => attrs.get(name) ?? null,
      set: (v: PyValue) => {
        this.write();
        attrs.set(name, v);
        owner?.touch();
      },
    });
    return e;
  }

  get(key: HashKey): Entry | undefined {
    return typeof key === 'string' && this.attrs.has(key) ? this.entry(key) : undefined;
  }
  has(key: HashKey): boolean {
    return typeof key === 'string' && this.attrs.has(key);
  }
  set(key: HashKey, value: Entry): this {
    // Called by the base constructor with nothing to add; afterwards only by dict operations.
    if (!this.attrs) return this;
    this.write();
    if (typeof key !== 'string') throw pyError(exc.TypeError, 'attribute name must be string');
    this.attrs.set(key, value[1]);
    this.owner?.touch();
    return this;
  }
  delete(key: HashKey): boolean {
    this.write();
    const had = typeof key === 'string' && this.attrs.delete(key);
    if (had) this.owner?.touch();
    return had;
  }
  clear(): void {
    this.write();
    this.attrs.clear();
    this.owner?.touch();
  }
  get size(): number {
    return this.attrs ? this.attrs.size : 0;
  }
  *entries(): MapIterator<[HashKey, Entry]> {
    for (const k of this.attrs.keys()) yield [k, this.entry(k)];
  }
  *keys(): MapIterator<HashKey> {
    yield* this.attrs.keys();
  }
  *values(): MapIterator<Entry> {
    for (const k of this.attrs.keys()) yield this.entry(k);
  }
  [Symbol.iterator](): MapIterator<[HashKey, Entry]> {
    return this.entries();
  }
  forEach(fn: (value: Entry, key: HashKey, map: Map<HashKey, Entry>) => void): void {
    for (const [k, v] of this.entries()) fn(v, k, this);
  }
}

/** A dict whose entries are `owner`'s attributes (`attrs`); a namespace (globals) has no owner. */
export class AttrsDict extends PyDict {
  override readonly map: AttrTable;
  constructor(
    /** The object whose attributes these are: the trace draws this dict as that object (`vars(x)` is `x`'s state). */
    public owner: PyObj | null,
    attrs: Map<string, PyValue>,
    fixed: string | null = null,
  ) {
    super();
    this.map = new AttrTable(attrs, owner, fixed);
  }
}

/**
 * A dict that reads `attrs` and refuses every write, naming `what` would change: the builtins
 * namespace as a module's `__builtins__` (CPython's is the builtins module's dict, which a program
 * may change; here it is shared by every run).
 */
export function fixedNamespaceDict(attrs: Map<string, PyValue>, what: string): PyDict {
  return new AttrsDict(null, attrs, what);
}

/** One dict per attribute map, as CPython's `obj.__dict__` is one object (`vars(o) is vars(o)`). */
const dicts = new WeakMap<Map<string, PyValue>, AttrsDict>();

export function attrsDict(owner: PyObj | null, attrs: Map<string, PyValue>): PyDict {
  let d = dicts.get(attrs);
  if (!d) {
    d = new AttrsDict(owner, attrs);
    dicts.set(attrs, d);
  }
  return d;
}

/**
 * Gives an object a new `__dict__`, as pydantic's validated assignment does (pydantic-core
 * builds a new dict and sets it): a dict handed out before (`d = vars(m)`) keeps the values it
 * had and no longer follows the object; the next `vars(m)` is a new dict.
 */
export function detachAttrsDict(attrs: Map<string, PyValue>): void {
  const d = dicts.get(attrs);
  if (!d) return;
  dicts.delete(attrs);
  d.map.detach();
  d.owner = null;
}
