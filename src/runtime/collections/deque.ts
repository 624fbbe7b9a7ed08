/** `collections.deque`: a double-ended queue with an optional `maxlen`, as CPython's. */
import {
  arity,
  compare,
  defineGetSets,
  defineMethods,
  eq,
  exc,
  index,
  NativeObject,
  NotImplemented,
  nativeSlots,
  objectType,
  PyClass,
  type PyValue,
  pyError,
  repr,
  seqIndex,
  toArray,
  typeName,
  typeOf,
} from '../../engine/api';

export const dequeType = new PyClass('deque', [objectType], {}, 'collections');
dequeType.tpName = 'collections.deque';

class Deque extends NativeObject {
  items: PyValue[] = [];
  maxlen: number | null = null;
  /** Bumped on every change, so a running iteration notices (RuntimeError, as in CPython). */
  version = 0;
  constructor(readonly type: PyClass) {
    super();
  }
  get cls(): PyClass {
    return this.type;
  }
  push(v: PyValue, left: boolean): void {
    if (this.maxlen === 0) return;
    if (left) {
      this.items.unshift(v);
      if (this.maxlen !== null && this.items.length > this.maxlen) this.items.pop();
    } else {
      this.items.push(v);
      if (this.maxlen !== null && this.items.length > this.maxlen) this.items.shift();
    }
    this.changed();
  }
  changed(): void {
    this.version++;
    this.touch();
  }
}

/** A deque takes only integer indices (no slices), with CPython's own message for anything else. */
function dequeKey(key: PyValue): PyValue {
  if (typeof key === 'bigint' || typeof key === 'boolean' || typeOf(key).slot('index')) return key;
  throw pyError(exc.TypeError, `sequence index must be integer, not '${typeName(key)}'`);
}

function self(v: PyValue, name: string): Deque {
  if (!(v instanceof Deque)) throw pyError(exc.TypeError, `descriptor '${name}' for 'collections.deque' objects doesn't apply to a '${typeName(v)}' object`);
  return v;
}

function* iterDeque(d: Deque): Generator<PyValue> {
  const version = d.version;
  for (let i = 0; i < d.items.length; i++) {
    if (d.version !== version) throw pyError(exc.RuntimeError, 'deque mutated during iteration');
    yield d.items[i];
  }
  if (d.version !== version) throw pyError(exc.RuntimeError, 'deque mutated during iteration');
}

function indexIn(d: Deque, x: PyValue, start = 0, stop = d.items.length): number {
  for (let i = start; i < Math.min(stop, d.items.length); i++) if (d.items[i] === x || eq(d.items[i], x)) return i;
  return -1;
}

nativeSlots(dequeType, {
  new: (cls) => new Deque(cls),
  init: (obj, args, kw) => {
    arity('deque', args, null, 0, 2);
    const d = obj as Deque;
    const maxlen = args[1] ?? kw?.get('maxlen') ?? null;
    if (maxlen !== null) {
      const n = index(maxlen);
      if (n < 0n) throw pyError(exc.ValueError, 'maxlen must be non-negative');
      d.maxlen = Number(n);
    }
    d.items = [];
    const src = args[0] ?? kw?.get('iterable');
    if (src !== undefined) for (const v of toArray(src)) d.push(v, false);
    d.changed();
  },
  repr: (s) => {
    const d = s as Deque;
    const body = `[${d.items.map(repr).join(', ')}]`;
    return d.maxlen === null ? `${d.cls.name}(${body})` : `${d.cls.name}(${body}, maxlen=${d.maxlen})`;
  },
  len: (s) => (s as Deque).items.length,
  iter: (s) => ({ [Symbol.iterator]: () => iterDeque(s as Deque) }),
  contains: (s, x) => indexIn(s as Deque, x) >= 0,
  getitem: (s, key) => {
    const d = s as Deque;
    return d.items[seqIndex(dequeKey(key), d.items.length, 'deque')];
  },
  setitem: (s, key, v) => {
    const d = s as Deque;
    d.items[seqIndex(dequeKey(key), d.items.length, 'deque', 'assignment index')] = v;
    d.changed();
  },
  delitem: (s, key) => {
    const d = s as Deque;
    d.items.splice(seqIndex(dequeKey(key), d.items.length, 'deque', 'assignment index'), 1);
    d.changed();
  },
  hash: null,
  richcompare: (s, o, op) => {
    if (!(o instanceof Deque)) return NotImplemented;
    const a = (s as Deque).items;
    const b = o.items;
    if (op === '==' || op === '!=') {
      const same = a.length === b.length && a.every((x, i) => x === b[i] || eq(x, b[i]));
      return op === '==' ? same : !same;
    }
    let i = 0;
    while (i < a.length && i < b.length && (a[i] === b[i] || eq(a[i], b[i]))) i++;
    if (i < a.length && i < b.length) return compare(op, a[i], b[i]);
    const c = a.length - b.length;
    return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
  },
  binop: (op, s, other) => {
    const d = s as Deque;
    if (op === '+=') {
      for (const v of toArray(other)) d.push(v, false);
      return d;
    }
    if (op === '+' && other instanceof Deque) {
      const out = new Deque(dequeType);
      out.maxlen = d.maxlen;
      for (const v of [...d.items, ...other.items]) out.push(v, false);
      return out;
    }
    // `d * n`, `n * d`, `d *= n`: the items n times over, the oldest dropping out past maxlen.
    if (op === '*' || op === '*=') {
      if (typeof other !== 'bigint' && typeof other !== 'boolean' && !typeOf(other).slot('index'))
        throw pyError(exc.TypeError, `can't multiply sequence by non-int of type '${typeName(other)}'`);
      const n = Number(index(other));
      const items = [...d.items];
      const out = op === '*=' ? d : new Deque(dequeType);
      if (op === '*=') d.items = [];
      else out.maxlen = d.maxlen;
      for (let k = 0; k < n; k++) for (const v of items) out.push(v, false);
      if (op === '*=') d.changed();
      return out;
    }
    return undefined;
  },
});

defineGetSets(dequeType, { maxlen: { get: (d) => ((d as Deque).maxlen === null ? null : BigInt((d as Deque).maxlen as number)) } });

defineMethods(dequeType, {
  append(args) {
    self(args[0], 'append').push(args[1], false);
    return null;
  },
  appendleft(args) {
    self(args[0], 'appendleft').push(args[1], true);
    return null;
  },
  pop(args) {
    const d = self(args[0], 'pop');
    if (d.items.length === 0) throw pyError(exc.IndexError, 'pop from an empty deque');
    const v = d.items.pop() as PyValue;
    d.changed();
    return v;
  },
  popleft(args) {
    const d = self(args[0], 'popleft');
    if (d.items.length === 0) throw pyError(exc.IndexError, 'pop from an empty deque');
    const v = d.items.shift() as PyValue;
    d.changed();
    return v;
  },
  extend(args) {
    const d = self(args[0], 'extend');
    for (const v of toArray(args[1])) d.push(v, false);
    return null;
  },
  extendleft(args) {
    const d = self(args[0], 'extendleft');
    for (const v of toArray(args[1])) d.push(v, true);
    return null;
  },
  rotate(args) {
    const d = self(args[0], 'rotate');
    const n = d.items.length;
    if (n > 1) {
      let k = Number(index(args[1] ?? 1n)) % n;
      if (k < 0) k += n;
      d.items = [...d.items.slice(n - k), ...d.items.slice(0, n - k)];
    }
    d.changed();
    return null;
  },
  clear(args) {
    const d = self(args[0], 'clear');
    d.items = [];
    d.changed();
    return null;
  },
  count: (args) => BigInt(self(args[0], 'count').items.filter((x) => x === args[1] || eq(x, args[1])).length),
  index(args) {
    const d = self(args[0], 'index');
    const i = indexIn(d, args[1], args[2] === undefined ? 0 : Number(index(args[2])), args[3] === undefined ? d.items.length : Number(index(args[3])));
    if (i < 0) throw pyError(exc.ValueError, `${repr(args[1])} is not in deque`);
    return BigInt(i);
  },
  insert(args) {
    const d = self(args[0], 'insert');
    if (d.maxlen !== null && d.items.length >= d.maxlen) throw pyError(exc.IndexError, 'deque already at its maximum size');
    let i = Number(index(args[1]));
    if (i < 0) i = Math.max(0, i + d.items.length);
    d.items.splice(Math.min(i, d.items.length), 0, args[2]);
    d.changed();
    return null;
  },
  remove(args) {
    const d = self(args[0], 'remove');
    const i = indexIn(d, args[1]);
    if (i < 0) throw pyError(exc.ValueError, `${repr(args[1])} is not in deque`);
    d.items.splice(i, 1);
    d.changed();
    return null;
  },
  reverse(args) {
    const d = self(args[0], 'reverse');
    d.items.reverse();
    d.changed();
    return null;
  },
  copy(args) {
    const d = self(args[0], 'copy');
    const out = new Deque(d.cls);
    out.maxlen = d.maxlen;
    out.items = [...d.items];
    return out;
  },
});
