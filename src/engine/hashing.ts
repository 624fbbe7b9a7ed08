/**
 * Hashing and the keyed tables of dict and set, as CPython's `dictobject.c` and `setobject.c`
 * use them: a key is found by hash, then by identity, then by `==` against the stored key
 * (stored key on the left). Values whose equality is structural and known to the engine
 * (numbers, strings, tuples and frozensets of those, objects hashed by identity) are filed
 * under a JS map key directly; objects hashed by a Python `__hash__` go through per-table
 * buckets, so `__hash__` runs once per operation and `__eq__` only against keys of equal hash.
 */

import { eq } from './compare';
import { PyComplex } from './complex';
import { exc, pyError } from './exceptions';
import { tpName, typeOf } from './objects';
import { PyScalarInstance, scalarHashSlots } from './scalar-instance';
import { setTableHooks } from './set-table';
import { builtinTypes, type HashBuckets, type HashKey, PyClass, type PyDict, PyObj, PySet, PyTuple, type PyValue } from './values';

/** CPython's modulus for numeric hashes (2**61 - 1): equal numbers hash alike across int and float. */
const MODULUS = (1n << 61n) - 1n;
const MASK64 = (1n << 64n) - 1n;

/** The native `__hash__` of `object`: by identity. */
export function identityHash(self: PyValue): bigint {
  return self instanceof PyObj ? BigInt(Math.abs(self.id) * 16 + 0x7f0000) : 0n;
}

/** `hash(n)` for an int. */
export function intHash(n: bigint): bigint {
  const neg = n < 0n;
  let h = (neg ? -n : n) % MODULUS;
  if (neg) h = -h;
  return h === -1n ? -2n : h;
}

/** `hash(x)` for a float (equal to the int's hash when x is integral). */
export function floatHash(x: number): bigint {
  if (Number.isNaN(x)) return 0n;
  if (!Number.isFinite(x)) return x > 0 ? 314159n : -314159n;
  if (Number.isInteger(x)) return intHash(BigInt(x));
  // x = n / 2**k exactly; 2**-k mod (2**61 - 1) is 2**(61 - k mod 61).
  let k = 0;
  let m = Math.abs(x);
  while (!Number.isInteger(m)) {
    m *= 2;
    k++;
  }
  let h = (BigInt(m) % MODULUS) * ((1n << BigInt((61 - (k % 61)) % 61)) % MODULUS);
  h %= MODULUS;
  if (x < 0) h = -h;
  return h === -1n ? -2n : h;
}

function stringHash(s: string): bigint {
  // CPython randomises str hashes per process; any stable 64-bit value is as good, except that
  // the empty string hashes to 0 in every process.
  if (s === '') return 0n;
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < s.length; i++) h = ((h ^ BigInt(s.charCodeAt(i))) * 0x100000001b3n) & MASK64;
  return signed(h) === -1n ? -2n : signed(h);
}

function signed(u: bigint): bigint {
  return u >= 1n << 63n ? u - (1n << 64n) : u;
}

function rotl31(x: bigint): bigint {
  return ((x << 31n) | (x >> 33n)) & MASK64;
}

/** CPython 3.11's tuple hash (xxHash's mixing over the items' hashes). */
function tupleHash(items: readonly PyValue[]): bigint {
  const P1 = 11400714785074694791n;
  const P2 = 14029467366897019727n;
  const P5 = 2870177450012600261n;
  let acc = P5;
  for (const v of items) {
    const lane = hash(v) & MASK64;
    acc = (acc + lane * P2) & MASK64;
    acc = rotl31(acc);
    acc = (acc * P1) & MASK64;
  }
  acc = (acc + (BigInt(items.length) ^ (P5 ^ 3527539n))) & MASK64;
  return acc === MASK64 ? 1546275796n : signed(acc);
}

function frozensetHash(s: PySet): bigint {
  let h = 0n;
  for (const v of s.map.values()) {
    const e = hash(v) & MASK64;
    h ^= ((e ^ 89869747n ^ (e << 16n)) * 3644798167n) & MASK64;
  }
  h ^= ((BigInt(s.map.size) + 1n) * 1927868237n) & MASK64;
  h ^= (h >> 11n) ^ (h >> 25n);
  h = (h * 69069n + 907133923n) & MASK64;
  return h === MASK64 ? 590923713n : signed(h);
}

export function unhashable(v: PyValue) {
  return pyError(exc.TypeError, `unhashable type: '${tpName(v)}'`);
}

/** `hash(v)`, with CPython's values for numbers, tuples and frozensets. */
export function hash(v: PyValue): bigint {
  if (v === null) return 0x5a5a5an;
  switch (typeof v) {
    case 'boolean':
      return v ? 1n : 0n;
    case 'bigint':
      return intHash(v);
    case 'number':
      return floatHash(v);
    case 'string':
      return stringHash(v);
  }
  if (v instanceof PyTuple && (!v.type || v.type.slot('hash') === tupleHashSlot)) return tupleHash(v.items);
  const slot = typeOf(v).slot('hash');
  if (slot === null || slot === undefined) throw unhashable(v);
  if (v instanceof PySet && v.frozen && slot === frozensetHashSlot) return frozensetHash(v);
  return hashOf(slot(v));
}

/** A hash slot's answer as the hash: a text a native class gave stands for the value. */
export function hashOf(h: bigint | string): bigint {
  return typeof h === 'string' ? stringHash(h) : h;
}

/** The native hash slot of tuple (structural, CPython's xxHash mix). */
export const tupleHashSlot = (self: PyValue): bigint => tupleHash((self as PyTuple).items);

/** The native hash slot of frozenset (structural). */
export const frozensetHashSlot = (self: PyValue): bigint => frozensetHash(self as PySet);

/**
 * Whether an int, float or str subclass's instance hashes and compares by a `__hash__` or
 * `__eq__` its class defines (then tables ask those), not as its value.
 */
function ownEquality(v: PyObj): boolean {
  return v instanceof PyScalarInstance && !scalarHashSlots.has(v.cls.slot('hash'));
}

/** Whether `v`'s equality is decided by the engine alone (no Python `__eq__`), so its table key is structural. */
function structural(v: PyValue): boolean {
  if (!(v instanceof PyObj) || v instanceof PyComplex) return true;
  if (v instanceof PyTuple && (!v.type || v.type.slot('hash') === tupleHashSlot)) return v.items.every(structural);
  if (v instanceof PySet && v.frozen && v.cls === builtinTypes.frozenset) return [...v.map.values()].every(structural);
  if (v.cls.slot('valueKind')?.scalar && !ownEquality(v)) return true;
  const slot = v.cls.slot('hash');
  if (slot === null || slot === undefined) throw unhashable(v);
  return slot === identityHash || v instanceof PyClass;
}

function keyText(k: HashKey): string {
  if (k instanceof PyObj) return `\u0002${k.id}`;
  return `${typeof k}:${String(k)}`;
}

/**
 * The JS map key a structurally-compared value is filed under (1, 1.0 and True are one key);
 * raises TypeError for unhashable values. For an object hashed by a Python `__hash__`, only
 * a table can say which key it matches: use the table functions below.
 */
export function hashKey(v: PyValue): HashKey {
  if (v === null || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  // A complex with no imaginary part is its real part's key (1 + 0j == 1); the others by value.
  if (v instanceof PyComplex) return v.im === 0 ? hashKey(v.re) : `\u0000j${keyText(hashKey(v.re))},${keyText(hashKey(v.im))}`;
  if (v instanceof PyTuple) return `\u0000(${v.items.map((x) => keyText(hashKey(x))).join('\u0001')})`;
  if (v instanceof PySet && v.frozen) {
    if (v.cls.slot('hash') === null) throw unhashable(v);
    return `\u0000{${[...v.map.keys()].map(keyText).sort().join('\u0001')}}`;
  }
  // An object that stands for a primitive (an IntEnum or str-mixin member) is filed as it.
  const scalar = v.cls.slot('valueKind')?.scalar;
  if (scalar && !ownEquality(v)) return hashKey(scalar(v));
  const slot = v.cls.slot('hash');
  if (slot === null || slot === undefined) throw unhashable(v);
  return v;
}

/** A dict's or set's table. */
export interface Table {
  readonly map: Map<HashKey, unknown>;
  buckets: HashBuckets | undefined;
}

/**
 * The key `v` is filed under in `table`: an equal key already there, or `v`'s own new key
 * (then `hash` is set when the key needs registering). `known` is `v`'s hash when a caller
 * already has it (copying from another table).
 */
function findKey(table: Table, v: PyValue, known?: bigint): { key: HashKey; hash?: bigint } {
  if (known === undefined && structural(v)) {
    const key = hashKey(v);
    // An object hashed by a Python `__hash__` may equal it (`__hash__` returning `hash(self.n)`).
    if (!table.buckets || table.map.has(key)) return { key };
    const bucket = table.buckets.byHash.get(hash(v));
    const found = bucket?.find((k) => table.map.has(k) && eq(k, v));
    return { key: found ?? key };
  }
  const h = known ?? hash(v);
  const bucket = table.buckets?.byHash.get(h);
  if (bucket) {
    for (let i = 0; i < bucket.length; i++) {
      const k = bucket[i];
      if (!table.map.has(k)) {
        bucket.splice(i--, 1);
        continue;
      }
      if (k === v || eq(k, v)) return { key: k };
    }
  }
  const twin = structuralTwin(table, v, h);
  return twin === undefined ? { key: v as PyObj, hash: h } : { key: twin };
}

/**
 * A key filed structurally (a str, number, None, tuple...) that equals `v`, an object hashed by
 * a Python `__hash__` (`{'k': 1}.get(obj)` where `obj.__hash__` is `hash('k')` and it equals
 * 'k'): CPython's probe finds it by hash. Such keys are in no bucket, so the table is scanned;
 * `__eq__` is asked only of a key with the same hash, as CPython asks it.
 */
function structuralTwin(table: Table, v: PyValue, h: bigint): HashKey | undefined {
  let hashes = structuralHashes.get(table);
  if (!hashes) {
    hashes = new Map();
    structuralHashes.set(table, hashes);
  }
  for (const [k, stored] of table.map) {
    if (k instanceof PyObj) continue;
    const original = (table instanceof PySet ? stored : (stored as [PyValue, PyValue])[0]) as PyValue;
    let kh = hashes.get(k);
    if (kh === undefined) {
      kh = hash(original);
      hashes.set(k, kh);
    }
    if (kh === h && eq(original, v)) return k;
  }
  return undefined;
}

/** The hashes of a table's structurally filed keys met by `structuralTwin` (a key's hash never changes), so a scan hashes each key once. */
const structuralHashes = new WeakMap<Table, Map<HashKey, bigint>>();

/** Files a new key under its hash, so later lookups of equal values find it. */
function register(table: Table, key: HashKey, h: bigint | undefined): void {
  if (h === undefined) return;
  table.buckets ??= { byHash: new Map(), hashOf: new Map() };
  const bucket = table.buckets.byHash.get(h);
  if (bucket) bucket.push(key as PyObj);
  else table.buckets.byHash.set(h, [key as PyObj]);
  table.buckets.hashOf.set(key as PyObj, h);
}

/** The hash a key was stored with, when it went through a Python `__hash__`. */
function storedHash(table: Table, key: HashKey): bigint | undefined {
  return key instanceof PyObj ? table.buckets?.hashOf.get(key) : undefined;
}

/** `d[key]`, or undefined when absent. */
export function dictGet(d: PyDict, key: PyValue): PyValue | undefined {
  // A str or int is its own key while no key went through a Python `__hash__` (what findKey answers then).
  if (d.buckets === undefined && (typeof key === 'string' || typeof key === 'bigint')) return d.map.get(key)?.[1];
  return d.map.get(findKey(d, key).key)?.[1];
}

/** `d[key] = value` (an equal key already present keeps its original object, as in CPython). */
export function dictSet(d: PyDict, key: PyValue, value: PyValue): void {
  if (d.buckets === undefined && (typeof key === 'string' || typeof key === 'bigint')) {
    const old = d.map.get(key);
    if (old) old[1] = value;
    else d.map.set(key, [key, value]);
    return;
  }
  const { key: k, hash: h } = findKey(d, key);
  const old = d.map.get(k);
  if (old) old[1] = value;
  else {
    d.map.set(k, [key, value]);
    register(d, k, h);
  }
}

/** Removes `key`; returns its entry ([key, value]) or undefined when absent. */
export function dictDelete(d: PyDict, key: PyValue): [PyValue, PyValue] | undefined {
  const k = findKey(d, key).key;
  const e = d.map.get(k);
  if (e) d.map.delete(k);
  return e;
}

export function dictHas(d: PyDict, key: PyValue): boolean {
  return d.map.has(findKey(d, key).key);
}

/** Copies `from`'s entries into `to` (later ones replace values, earlier keys stay), reusing stored hashes. */
export function dictMerge(to: PyDict, from: PyDict): void {
  for (const [k, entry] of from.map) {
    const h = storedHash(from, k);
    const { key, hash: nh } = h === undefined ? { key: k, hash: undefined } : findKey(to, entry[0], h);
    const old = to.map.get(key);
    if (old) old[1] = entry[1];
    else {
      to.map.set(key, [entry[0], entry[1]]);
      register(to, key, nh);
    }
  }
}

export function setHas(s: PySet, v: PyValue): boolean {
  return s.map.has(findKey(s, v).key);
}

/** Adds `v` unless an equal element is there (which stays). */
export function setAdd(s: PySet, v: PyValue): void {
  const { key, hash: h } = findKey(s, v);
  if (s.map.has(key)) return;
  s.map.setHashed(key, v, h ?? hash(v));
  register(s, key, h);
}

/** Removes `v`; returns whether it was there. */
export function setDiscard(s: PySet, v: PyValue): boolean {
  return s.map.delete(findKey(s, v).key);
}

/** The stored hash of the element filed under `key` in `s`. */
function elementHash(s: PySet, key: HashKey): bigint {
  return s.map.hashOfKey(key) ?? hash(s.map.get(key) as PyValue);
}

/** Whether `other` holds the element filed under `key` in `from`, reusing its stored hash. */
export function setHasFrom(other: PySet, from: PySet, key: HashKey): boolean {
  if (storedHash(from, key) === undefined) return other.map.has(key);
  return other.map.has(findKey(other, from.map.get(key) as PyValue, elementHash(from, key)).key);
}

/** Adds the element filed under `key` in `from` to `to`, reusing its stored hash. */
export function setAddFrom(to: PySet, from: PySet, key: HashKey): void {
  const v = from.map.get(key) as PyValue;
  const h = elementHash(from, key);
  if (storedHash(from, key) === undefined) {
    if (!to.map.has(key)) to.map.setHashed(key, v, h);
    return;
  }
  const found = findKey(to, v, h);
  if (to.map.has(found.key)) return;
  to.map.setHashed(found.key, v, h);
  register(to, found.key, found.hash);
}

/** `to |= from` for two sets, as CPython's set_merge pours one table into another. */
export function setMerge(to: PySet, from: PySet): void {
  if (!from.buckets || from.buckets.hashOf.size === 0) {
    to.map.merge(from.map, (k) => to.map.has(k));
    return;
  }
  for (const k of [...from.map.keys()]) setAddFrom(to, from, k);
}

setTableHooks.hashOf = (_key, value) => hash(value);

/**
 * A set display's value. CPython compiles a display of more than two constants into a frozenset
 * constant (built from the items, then rebuilt in its own table order when constants are
 * merged) poured into a new set — which decides the set's table layout, hence its order.
 */
export function setDisplay(items: readonly PyValue[], constant: boolean): PySet {
  const s = new PySet();
  if (!constant) {
    for (const v of items) setAdd(s, v);
    return s;
  }
  const first = new PySet(true);
  for (const v of items) setAdd(first, v);
  const folded = new PySet(true);
  for (const v of [...first.map.values()]) setAdd(folded, v);
  setMerge(s, folded);
  return s;
}
