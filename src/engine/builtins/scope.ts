/** The builtins namespace: functions like `len` and `sorted`, and the callable builtin types. */
import { attrsDict } from '../attrs-dict';
import { defineClass } from '../classes';
import { currentRun } from '../context';
import { exc, pyError } from '../exceptions';
import {
  attributeError,
  call,
  descriptorTypes,
  getAttrOrUndefined,
  isInstance,
  iterate,
  type Kwargs,
  len,
  setAttr,
  toArray,
  typeName,
  typeOf,
} from '../objects';
import { asFloat, asInt, binop, compare, hashKey, truthy } from '../ops';
import { repr, str } from '../repr';
import {
  Ellipsis,
  PyClass,
  PyDict,
  PyInstance,
  PyIterator,
  PyList,
  PyObj,
  PyOpaque,
  PyRange,
  PySet,
  PySlice,
  PyTuple,
  type PyValue,
  builtinTypes as t,
} from '../values';
import { arity, builtin, checkKwargs } from './args';
import { dictFromKeys, sortValues, updateDict } from './containers';
import { formatValue } from './format';
import './strings';

function intFromString(s: string, base: number): bigint {
  const text = s.trim().replace(/_/g, '');
  const re = base === 10 ? /^[+-]?\d+$/ : base === 16 ? /^[+-]?(0[xX])?[0-9a-fA-F]+$/ : base === 2 ? /^[+-]?(0[bB])?[01]+$/ : /^[+-]?(0[oO])?[0-7]+$/;
  if (!re.test(text)) throw pyError(exc.ValueError, `invalid literal for int() with base ${base}: ${repr(s)}`);
  const neg = text.startsWith('-');
  const digits = text.replace(/^[+-]/, '').replace(/^0[xXbBoO]/, '');
  const prefix = base === 16 ? '0x' : base === 2 ? '0b' : base === 8 ? '0o' : '';
  const v = BigInt(prefix + digits);
  return neg ? -v : v;
}

/** `int(x)`. */
export function toInt(v: PyValue, base?: PyValue): bigint {
  if (base !== undefined) {
    if (typeof v !== 'string') throw pyError(exc.TypeError, "int() can't convert non-string with explicit base");
    return intFromString(v, Number(asInt(base)));
  }
  const i = asInt(v);
  if (i !== undefined) return i;
  if (typeof v === 'number') {
    if (Number.isNaN(v)) throw pyError(exc.ValueError, 'cannot convert float NaN to integer');
    if (!Number.isFinite(v)) throw pyError(exc.OverflowError, 'cannot convert float infinity to integer');
    return BigInt(Math.trunc(v));
  }
  if (typeof v === 'string') return intFromString(v, 10);
  const custom = v instanceof PyObj ? (v.cls.lookup('__int__') ?? v.cls.lookup('__index__')) : undefined;
  if (custom !== undefined) return toInt(call(custom, [v], null));
  throw pyError(exc.TypeError, `int() argument must be a string, a bytes-like object or a real number, not '${typeName(v)}'`);
}

/** `float(x)`. */
export function toFloat(v: PyValue): number {
  const f = asFloat(v);
  if (f !== undefined) return f;
  if (typeof v === 'string') {
    const text = v.trim().replace(/_/g, '').toLowerCase();
    if (/^[+-]?(inf|infinity)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
    if (/^[+-]?nan$/.test(text)) return Number.NaN;
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(text)) return Number(text);
    throw pyError(exc.ValueError, `could not convert string to float: ${repr(v)}`);
  }
  const custom = v instanceof PyObj ? v.cls.lookup('__float__') : undefined;
  if (custom !== undefined) return toFloat(call(custom, [v], null));
  throw pyError(exc.TypeError, `float() argument must be a string or a real number, not '${typeName(v)}'`);
}

function index(v: PyValue): bigint {
  const i = asInt(v);
  if (i === undefined) throw pyError(exc.TypeError, `'${typeName(v)}' object cannot be interpreted as an integer`);
  return i;
}

/** Makes `cls(...)` call `fn`, and names the constructor for messages. */
function defineConstructor(cls: PyClass, fn: (args: PyValue[], kwargs: Kwargs) => PyValue): void {
  cls.slots.call = (_c, args, kwargs) => fn(args, kwargs);
}

defineConstructor(t.int, (args, kw) => {
  arity('int', args, null, 0, 2);
  checkKwargs('int', kw, ['base']);
  if (args.length === 0) return 0n;
  return toInt(args[0], args[1] ?? kw?.get('base'));
});
defineConstructor(t.float, (args, kw) => {
  arity('float', args, kw, 0, 1);
  return args.length ? toFloat(args[0]) : 0;
});
defineConstructor(t.bool, (args, kw) => {
  arity('bool', args, kw, 0, 1);
  return args.length ? truthy(args[0]) : false;
});
defineConstructor(t.str, (args, kw) => {
  arity('str', args, kw, 0, 1);
  return args.length ? str(args[0]) : '';
});
defineConstructor(t.list, (args, kw) => {
  arity('list', args, kw, 0, 1);
  return new PyList(args.length ? toArray(args[0]) : []);
});
defineConstructor(t.tuple, (args, kw) => {
  arity('tuple', args, kw, 0, 1);
  return new PyTuple(args.length ? toArray(args[0]) : []);
});
defineConstructor(t.dict, (args, kw) => {
  arity('dict', args, null, 0, 1);
  const d = new PyDict();
  updateDict(d, args.length ? args[0] : null, kw);
  return d;
});
t.dict.dict.set(
  'fromkeys',
  new PyOpaque(
    descriptorTypes.staticmethod,
    'fromkeys',
    builtin('fromkeys', (args) => dictFromKeys(args)),
  ),
);
for (const [cls, frozen] of [
  [t.set, false],
  [t.frozenset, true],
] as const) {
  defineConstructor(cls, (args, kw) => {
    arity(cls.name, args, kw, 0, 1);
    const s = new PySet(frozen);
    if (args.length) for (const v of toArray(args[0])) s.map.set(hashKey(v), v);
    return s;
  });
}
defineConstructor(t.type, (args, kw) => {
  if (args.length === 1 && !kw?.size) return typeOf(args[0]);
  if (args.length !== 3) throw pyError(exc.TypeError, 'type() takes 1 or 3 arguments');
  // type(name, bases, namespace): the class a `class` statement with that body would make.
  const [name, bases, namespace] = args;
  if (typeof name !== 'string') throw pyError(exc.TypeError, `type.__new__() argument 1 must be str, not ${typeName(name)}`);
  if (!(bases instanceof PyTuple) || typeOf(bases) !== t.tuple) throw pyError(exc.TypeError, `type.__new__() argument 2 must be tuple, not ${typeName(bases)}`);
  if (!(namespace instanceof PyDict)) throw pyError(exc.TypeError, `type.__new__() argument 3 must be dict, not ${typeName(namespace)}`);
  const classes = bases.items.map((b) => {
    if (!(b instanceof PyClass)) throw pyError(exc.NotImplementedError, 'type() with bases that are not classes is not supported by this explainer');
    return b;
  });
  const body = new Map<string, PyValue>();
  for (const [k, v] of namespace.map.values()) {
    if (typeof k !== 'string') throw pyError(exc.NotImplementedError, 'type() with a namespace key that is not a string is not supported by this explainer');
    body.set(k, v);
  }
  return defineClass(name, name, classes, body, new Map(kw ?? []));
});
defineConstructor(t.object, (args) => {
  if (args.length) throw pyError(exc.TypeError, 'object() takes no arguments');
  return new PyOpaque(t.object, '<object object>');
});
defineConstructor(t.range, (args, kw) => {
  arity('range', args, kw, 1, 3);
  const [a, b, c] = args.map(index);
  if (args.length === 1) return new PyRange(0n, a, 1n);
  if (c === 0n) throw pyError(exc.ValueError, 'range() arg 3 must not be zero');
  return new PyRange(a, b, c ?? 1n);
});
defineConstructor(t.slice, (args) => {
  if (args.length === 1) return new PySlice(null, args[0], null);
  return new PySlice(args[0], args[1], args[2] ?? null);
});

function minmax(name: 'min' | 'max', args: PyValue[], kw: Kwargs): PyValue {
  checkKwargs(name, kw, ['key', 'default']);
  if (args.length === 0) throw pyError(exc.TypeError, `${name} expected at least 1 argument, got 0`);
  const items = args.length === 1 ? toArray(args[0]) : args;
  const key = kw?.get('key') ?? null;
  if (items.length === 0) {
    const d = kw?.get('default');
    if (d !== undefined) return d;
    throw pyError(exc.ValueError, `${name}() arg is an empty sequence`);
  }
  let best = items[0];
  let bestKey = key === null ? best : call(key, [best], null);
  for (const v of items.slice(1)) {
    const k = key === null ? v : call(key, [v], null);
    if (truthy(compare(name === 'min' ? '<' : '>', k, bestKey))) {
      best = v;
      bestKey = k;
    }
  }
  return best;
}

function isinstanceCheck(v: PyValue, spec: PyValue, fname: string): boolean {
  if (spec instanceof PyClass) return fname === 'isinstance' ? isInstance(v, spec) : v instanceof PyClass && v.isSubclassOf(spec);
  if (spec instanceof PyTuple) return spec.items.some((s) => isinstanceCheck(v, s, fname));
  if (spec instanceof PyOpaque && spec.payload && typeof spec.payload === 'object' && 'instancecheck' in (spec.payload as object)) {
    return (spec.payload as { instancecheck: (v: PyValue) => boolean }).instancecheck(v);
  }
  throw pyError(exc.TypeError, `${fname}() arg 2 must be a type, a tuple of types, or a union`);
}

function iterNext(it: PyValue, dflt?: PyValue): PyValue {
  if (!(it instanceof PyIterator)) throw pyError(exc.TypeError, `'${typeName(it)}' object is not an iterator`);
  const r = it.it.next();
  if (r.done) {
    if (dflt !== undefined) return dflt;
    throw pyError(exc.StopIteration);
  }
  return r.value;
}

function pyRound(args: PyValue[]): PyValue {
  const x = args[0];
  const nd = args.length > 1 && args[1] !== null ? Number(index(args[1])) : null;
  if (typeof x === 'bigint' || typeof x === 'boolean') return nd === null || nd >= 0 ? (asInt(x) ?? 0n) : (asInt(x) ?? 0n);
  if (typeof x !== 'number') {
    const custom = x instanceof PyObj ? x.cls.lookup('__round__') : undefined;
    if (custom !== undefined) return call(custom, args[1] === undefined ? [x] : [x, args[1]], null);
    throw pyError(exc.TypeError, `type ${typeName(x)} doesn't define __round__ method`);
  }
  if (nd === null) {
    if (!Number.isFinite(x))
      throw pyError(
        Number.isNaN(x) ? exc.ValueError : exc.OverflowError,
        Number.isNaN(x) ? 'cannot convert float NaN to integer' : 'cannot convert float infinity to integer',
      );
    const r = Math.round(x);
    // Banker's rounding, as Python does for halves.
    return BigInt(Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : r);
  }
  const f = 10 ** nd;
  const y = x * f;
  const r = Math.abs(y % 1) === 0.5 ? 2 * Math.round(y / 2) : Math.round(y);
  return Number((r / f).toFixed(Math.max(0, nd)));
}

const functions: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  print(args, kw) {
    checkKwargs('print', kw, ['sep', 'end', 'file', 'flush']);
    const sep = kw?.get('sep') ?? ' ';
    const end = kw?.get('end') ?? '\n';
    if (sep !== null && typeof sep !== 'string') throw pyError(exc.TypeError, `sep must be None or a string, not ${typeName(sep)}`);
    if (end !== null && typeof end !== 'string') throw pyError(exc.TypeError, `end must be None or a string, not ${typeName(end)}`);
    currentRun().stdout.push(args.map(str).join(sep ?? ' ') + (end ?? '\n'));
    return null;
  },
  len(args, kw) {
    arity('len', args, kw, 1, 1);
    return BigInt(len(args[0]));
  },
  repr(args, kw) {
    arity('repr', args, kw, 1, 1);
    return repr(args[0]);
  },
  isinstance(args, kw) {
    arity('isinstance', args, kw, 2, 2);
    return isinstanceCheck(args[0], args[1], 'isinstance');
  },
  issubclass(args, kw) {
    arity('issubclass', args, kw, 2, 2);
    if (!(args[0] instanceof PyClass)) throw pyError(exc.TypeError, 'issubclass() arg 1 must be a class');
    return isinstanceCheck(args[0], args[1], 'issubclass');
  },
  hash(args, kw) {
    arity('hash', args, kw, 1, 1);
    const k = hashKey(args[0]);
    if (typeof k === 'bigint') return k;
    if (k instanceof PyObj) return BigInt(k.id);
    return BigInt(hashString(String(k)));
  },
  id(args, kw) {
    arity('id', args, kw, 1, 1);
    const v = args[0];
    return v instanceof PyObj ? BigInt(0x7f0000000000 + Math.abs(v.id) * 0x40) : BigInt(hashString(`${typeof v}:${String(v)}`));
  },
  abs(args, kw) {
    arity('abs', args, kw, 1, 1);
    const v = args[0];
    const i = asInt(v);
    if (i !== undefined) return i < 0n ? -i : i;
    if (typeof v === 'number') return Math.abs(v);
    if (v instanceof PyObj && v.cls.slot('binop')) {
      const r = v.cls.slot('binop')?.('abs', v, null, false);
      if (r !== undefined) return r;
    }
    throw pyError(exc.TypeError, `bad operand type for abs(): '${typeName(v)}'`);
  },
  min: (args, kw) => minmax('min', args, kw),
  max: (args, kw) => minmax('max', args, kw),
  sum(args, kw) {
    arity('sum', args, null, 1, 2);
    let acc: PyValue = args.length > 1 ? args[1] : (kw?.get('start') ?? 0n);
    if (typeof acc === 'string') throw pyError(exc.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    const it = iterate(args[0]);
    for (let r = it.next(); !r.done; r = it.next()) acc = binop('+', acc, r.value);
    return acc;
  },
  sorted(args, kw) {
    arity('sorted', args, null, 1, 1);
    checkKwargs('sorted', kw, ['key', 'reverse']);
    return new PyList(sortValues(toArray(args[0]), kw?.get('key') ?? null, truthy(kw?.get('reverse') ?? false)));
  },
  reversed(args, kw) {
    arity('reversed', args, kw, 1, 1);
    const v = args[0];
    if (!(v instanceof PyList || v instanceof PyTuple || typeof v === 'string' || v instanceof PyRange))
      throw pyError(exc.TypeError, `'${typeName(v)}' object is not reversible`);
    return new PyIterator(toArray(v).reverse()[Symbol.iterator](), v instanceof PyList ? 'list_reverseiterator' : 'reversed');
  },
  enumerate(args, kw) {
    arity('enumerate', args, null, 1, 2);
    const it = iterate(args[0]);
    let i = index(args[1] ?? kw?.get('start') ?? 0n);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) yield new PyTuple([i++, r.value]);
    }
    return new PyIterator(gen(), 'enumerate');
  },
  zip(args, kw) {
    checkKwargs('zip', kw, ['strict']);
    const its = args.map(iterate);
    function* gen(): Generator<PyValue> {
      if (its.length === 0) return;
      for (;;) {
        const row: PyValue[] = [];
        for (const it of its) {
          const r = it.next();
          if (r.done) return;
          row.push(r.value);
        }
        yield new PyTuple(row);
      }
    }
    return new PyIterator(gen(), 'zip');
  },
  map(args) {
    if (args.length < 2) throw pyError(exc.TypeError, 'map() must have at least two arguments.');
    const f = args[0];
    const its = args.slice(1).map(iterate);
    function* gen(): Generator<PyValue> {
      for (;;) {
        const row: PyValue[] = [];
        for (const it of its) {
          const r = it.next();
          if (r.done) return;
          row.push(r.value);
        }
        yield call(f, row, null);
      }
    }
    return new PyIterator(gen(), 'map');
  },
  filter(args, kw) {
    arity('filter', args, kw, 2, 2);
    const [f, src] = args;
    const it = iterate(src);
    function* gen(): Generator<PyValue> {
      for (let r = it.next(); !r.done; r = it.next()) if (truthy(f === null ? r.value : call(f, [r.value], null))) yield r.value;
    }
    return new PyIterator(gen(), 'filter');
  },
  any(args, kw) {
    arity('any', args, kw, 1, 1);
    const it = iterate(args[0]);
    for (let r = it.next(); !r.done; r = it.next()) if (truthy(r.value)) return true;
    return false;
  },
  all(args, kw) {
    arity('all', args, kw, 1, 1);
    const it = iterate(args[0]);
    for (let r = it.next(); !r.done; r = it.next()) if (!truthy(r.value)) return false;
    return true;
  },
  iter(args, kw) {
    arity('iter', args, kw, 1, 1);
    if (args[0] instanceof PyIterator) return args[0];
    const v = args[0];
    const name =
      v instanceof PyList
        ? 'list_iterator'
        : v instanceof PyTuple
          ? 'tuple_iterator'
          : v instanceof PyDict
            ? 'dict_keyiterator'
            : typeof v === 'string'
              ? 'str_ascii_iterator'
              : 'iterator';
    return new PyIterator(iterate(v), name);
  },
  next(args, kw) {
    arity('next', args, kw, 1, 2);
    return iterNext(args[0], args[1]);
  },
  getattr(args, kw) {
    arity('getattr', args, kw, 2, 3);
    if (typeof args[1] !== 'string') throw pyError(exc.TypeError, `attribute name must be string, not '${typeName(args[1])}'`);
    const v = getAttrOrUndefined(args[0], args[1]);
    if (v !== undefined) return v;
    if (args.length > 2) return args[2];
    throw attributeError(args[0], args[1]);
  },
  setattr(args, kw) {
    arity('setattr', args, kw, 3, 3);
    setAttr(args[0], args[1] as string, args[2]);
    return null;
  },
  hasattr(args, kw) {
    arity('hasattr', args, kw, 2, 2);
    return getAttrOrUndefined(args[0], args[1] as string) !== undefined;
  },
  callable(args, kw) {
    arity('callable', args, kw, 1, 1);
    const v = args[0];
    return (
      v instanceof PyObj && (typeName(v).includes('function') || typeName(v) === 'method' || v instanceof PyClass || v.cls.lookup('__call__') !== undefined)
    );
  },
  round: (args, kw) => {
    arity('round', args, kw, 1, 2);
    return pyRound(args);
  },
  divmod(args, kw) {
    arity('divmod', args, kw, 2, 2);
    return new PyTuple([binop('//', args[0], args[1]), binop('%', args[0], args[1])]);
  },
  pow(args, kw) {
    arity('pow', args, kw, 2, 3);
    return binop('**', args[0], args[1]);
  },
  chr: (args) => String.fromCodePoint(Number(index(args[0]))),
  ord(args) {
    const s = args[0];
    if (typeof s !== 'string' || [...s].length !== 1)
      throw pyError(exc.TypeError, `ord() expected a character, but string of length ${typeof s === 'string' ? s.length : 0} found`);
    return BigInt(s.codePointAt(0) as number);
  },
  hex: (args) => {
    const i = index(args[0]);
    return `${i < 0n ? '-' : ''}0x${(i < 0n ? -i : i).toString(16)}`;
  },
  bin: (args) => {
    const i = index(args[0]);
    return `${i < 0n ? '-' : ''}0b${(i < 0n ? -i : i).toString(2)}`;
  },
  format: (args) => formatValue(args[0], (args[1] as string) ?? ''),
  vars(args) {
    const v = args[0];
    // An instance's own __dict__, live both ways and the same object every time (`vars(x) is x.__dict__`).
    if (v instanceof PyInstance) return attrsDict(v, v.attrs);
    const d = new PyDict();
    if (v && typeof v === 'object' && 'attrs' in v) for (const [k, x] of (v as { attrs: Map<string, PyValue> }).attrs) d.map.set(k, [k, x]);
    return d;
  },
};

function hashString(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

function wrapperFactory(type: PyClass, name: string) {
  return builtin(name, (args, kw) => {
    arity(name, args, kw, 1, 1);
    return new PyOpaque(type, `<${name} object>`, args[0]);
  });
}

/** Every name a program can use without importing it. */
export const builtinScope = new Map<string, PyValue>();

for (const [name, fn] of Object.entries(functions)) builtinScope.set(name, builtin(name, fn));
for (const cls of [t.int, t.float, t.bool, t.str, t.list, t.tuple, t.dict, t.set, t.frozenset, t.type, t.object, t.range, t.slice])
  builtinScope.set(cls.name, cls);
for (const [name, cls] of Object.entries(exc)) builtinScope.set(name, cls);
builtinScope.set('Ellipsis', Ellipsis);
builtinScope.set('classmethod', wrapperFactory(descriptorTypes.classmethod, 'classmethod'));
builtinScope.set('staticmethod', wrapperFactory(descriptorTypes.staticmethod, 'staticmethod'));
builtinScope.set('property', wrapperFactory(descriptorTypes.property, 'property'));
builtinScope.set(
  'super',
  builtin('super', (args) => {
    if (args.length !== 2 || !(args[0] instanceof PyClass)) throw pyError(exc.RuntimeError, 'super(): no arguments');
    return new PyOpaque(descriptorTypes.super, '<super>', { cls: args[0], self: args[1] });
  }),
);
