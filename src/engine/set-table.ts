/**
 * A set's table laid out as CPython's `Objects/setobject.c` lays it out, so iteration, `repr`,
 * `pop()` and `list(s)` give CPython's order (`list({3, 1, 2})` is `[1, 2, 3]`): open
 * addressing from `hash & mask`, nine linear probes then perturbed jumps, dummies left by
 * deletions, a resize to `used * 4` when the table is three-fifths full, and `set_merge`'s
 * rules when one set is poured into another. It is the `map` of a `PySet`: a Map for
 * lookups whose iteration follows the table.
 */
import type { HashKey, PyValue } from './values';

const MIN_SIZE = 8;
const LINEAR_PROBES = 9;

const DUMMY = Symbol('dummy');
type Slot = HashKey | typeof DUMMY | undefined;

/** How a table learns an entry's hash (set by `hashing.ts`, which knows every kind of key). */
export const setTableHooks = {
  hashOf: (_key: HashKey, _value: PyValue): bigint => 0n,
};

export class SetTable extends Map<HashKey, PyValue> {
  private slots: Slot[] = new Array(MIN_SIZE);
  private hashes: bigint[] = new Array(MIN_SIZE);
  private mask = MIN_SIZE - 1;
  private fill = 0;
  private used = 0;
  /** Where `pop()` looks next. */
  private finger = 0;
  private readonly position = new Map<HashKey, number>();

  set(key: HashKey, value: PyValue): this {
    // The base constructor calls nothing; a re-set of a present key keeps its place.
    if (!this.position) return super.set(key, value);
    if (!super.has(key)) this.insert(key, setTableHooks.hashOf(key, value));
    return super.set(key, value);
  }

  /** Adds a key whose hash the caller knows (copying from another table). */
  setHashed(key: HashKey, value: PyValue, hash: bigint): void {
    if (!super.has(key)) this.insert(key, hash);
    super.set(key, value);
  }

  delete(key: HashKey): boolean {
    const at = this.position.get(key);
    if (at === undefined) return false;
    this.slots[at] = DUMMY;
    this.hashes[at] = -1n;
    this.position.delete(key);
    this.used--;
    return super.delete(key);
  }

  clear(): void {
    this.slots = new Array(MIN_SIZE);
    this.hashes = new Array(MIN_SIZE);
    this.mask = MIN_SIZE - 1;
    this.fill = 0;
    this.used = 0;
    this.finger = 0;
    this.position.clear();
    super.clear();
  }

  /** The hash an entry was stored with. */
  hashOfKey(key: HashKey): bigint | undefined {
    const at = this.position.get(key);
    return at === undefined ? undefined : this.hashes[at];
  }

  /** set_add_entry for a key known to be absent: the first free or dummy slot of its probe sequence. */
  private insert(key: HashKey, hash: bigint): void {
    const mask = this.mask;
    let i = Number(BigInt.asUintN(64, hash) & BigInt(mask));
    let perturb = BigInt.asUintN(64, hash);
    let freeslot = -1;
    for (;;) {
      let probes = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
      let j = i;
      do {
        const s = this.slots[j];
        if (s === undefined) {
          if (freeslot >= 0) {
            this.place(freeslot, key, hash);
            this.used++;
            return;
          }
          this.place(j, key, hash);
          this.fill++;
          this.used++;
          if (this.fill * 5 >= mask * 3) this.resize(this.used > 50000 ? this.used * 2 : this.used * 4);
          return;
        }
        if (s === DUMMY && freeslot < 0) freeslot = j;
        j++;
      } while (probes--);
      perturb >>= 5n;
      i = Number((BigInt(i) * 5n + 1n + perturb) & BigInt(mask));
    }
  }

  private place(at: number, key: HashKey, hash: bigint): void {
    this.slots[at] = key;
    this.hashes[at] = hash;
    this.position.set(key, at);
  }

  /** set_insert_clean: into a table without dummies or equal keys. */
  private insertClean(key: HashKey, hash: bigint): void {
    const mask = this.mask;
    let i = Number(BigInt.asUintN(64, hash) & BigInt(mask));
    let perturb = BigInt.asUintN(64, hash);
    for (;;) {
      if (this.slots[i] === undefined) {
        this.place(i, key, hash);
        return;
      }
      if (i + LINEAR_PROBES <= mask) {
        for (let j = 1; j <= LINEAR_PROBES; j++) {
          if (this.slots[i + j] === undefined) {
            this.place(i + j, key, hash);
            return;
          }
        }
      }
      perturb >>= 5n;
      i = Number((BigInt(i) * 5n + 1n + perturb) & BigInt(mask));
    }
  }

  /** set_table_resize: a table of the smallest power of two above `minUsed`, entries re-inserted in slot order. */
  private resize(minUsed: number): void {
    let size = MIN_SIZE;
    while (size <= minUsed) size <<= 1;
    const oldSlots = this.slots;
    const oldHashes = this.hashes;
    this.slots = new Array(size);
    this.hashes = new Array(size);
    this.mask = size - 1;
    this.position.clear();
    this.fill = this.used;
    for (let k = 0; k < oldSlots.length; k++) {
      const s = oldSlots[k];
      if (s !== undefined && s !== DUMMY) this.insertClean(s, oldHashes[k]);
    }
  }

  /**
   * set_merge: pours `other`'s entries into this table in `other`'s slot order, copying the
   * layout outright when this table is empty and of the same size, as CPython does.
   */
  merge(other: SetTable, has: (key: HashKey) => boolean): void {
    if ((this.fill + other.used) * 5 >= this.mask * 3) this.resize((this.used + other.used) * 2);
    if (this.fill === 0 && this.mask === other.mask && other.fill === other.used) {
      for (let k = 0; k <= other.mask; k++) {
        const s = other.slots[k];
        if (s === undefined || s === DUMMY) continue;
        this.place(k, s, other.hashes[k]);
        super.set(s, other.get(s) as PyValue);
      }
      this.fill = other.fill;
      this.used = other.used;
      return;
    }
    if (this.fill === 0) {
      for (let k = 0; k <= other.mask; k++) {
        const s = other.slots[k];
        if (s === undefined || s === DUMMY) continue;
        this.insertClean(s, other.hashes[k]);
        super.set(s, other.get(s) as PyValue);
      }
      this.fill = other.used;
      this.used = other.used;
      return;
    }
    for (let k = 0; k <= other.mask; k++) {
      const s = other.slots[k];
      if (s === undefined || s === DUMMY || has(s)) continue;
      this.setHashed(s, other.get(s) as PyValue, other.hashes[k]);
    }
  }

  /** set_pop's choice: the next live slot from the finger. */
  popKey(): HashKey | undefined {
    if (this.used === 0) return undefined;
    let at = this.finger & this.mask;
    while (this.slots[at] === undefined || this.slots[at] === DUMMY) {
      at++;
      if (at > this.mask) at = 0;
    }
    this.finger = at + 1;
    return this.slots[at] as HashKey;
  }

  /** Swaps the tables of two sets (set_swap_bodies, used by `&=`). */
  takeFrom(other: SetTable): void {
    this.clear();
    this.slots = other.slots;
    this.hashes = other.hashes;
    this.mask = other.mask;
    this.fill = other.fill;
    this.used = other.used;
    for (const [k, at] of other.position) this.position.set(k, at);
    for (const [k, v] of Map.prototype.entries.call(other) as IterableIterator<[HashKey, PyValue]>) super.set(k, v);
  }

  *entries(): MapIterator<[HashKey, PyValue]> {
    for (const s of this.slots) if (s !== undefined && s !== DUMMY) yield [s, super.get(s) as PyValue];
  }
  *keys(): MapIterator<HashKey> {
    for (const s of this.slots) if (s !== undefined && s !== DUMMY) yield s;
  }
  *values(): MapIterator<PyValue> {
    for (const s of this.slots) if (s !== undefined && s !== DUMMY) yield super.get(s) as PyValue;
  }
  [Symbol.iterator](): MapIterator<[HashKey, PyValue]> {
    return this.entries();
  }
  forEach(fn: (value: PyValue, key: HashKey, map: Map<HashKey, PyValue>) => void): void {
    for (const [k, v] of this.entries()) fn(v, k, this);
  }
}
