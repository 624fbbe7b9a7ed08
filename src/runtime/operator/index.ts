/**
 * Simulated `operator`: the operators as functions (each through the engine's own protocol,
 * so user dunders run as they would for the operator), `itemgetter`, `attrgetter`,
 * `methodcaller`, the in-place forms (`iadd`...), `setitem`/`delitem`, `countOf`/`indexOf`, `call`, `length_hint`.
 */
import {
  binop,
  builtin,
  call,
  compare,
  delItem,
  exc,
  getAttr,
  getAttrOrUndefined,
  getItem,
  index,
  inplaceOp,
  iterate,
  type Kwargs,
  objectType,
  PyClass,
  PyIterator,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  registerModule,
  repr,
  setItem,
  toArray,
  truthy,
  typeName,
  unaryop,
  unsupported,
} from '../../engine/api';

const binary: Record<string, string> = {
  add: '+',
  sub: '-',
  mul: '*',
  truediv: '/',
  floordiv: '//',
  mod: '%',
  pow: '**',
  matmul: '@',
  and_: '&',
  or_: '|',
  xor: '^',
  lshift: '<<',
  rshift: '>>',
};

const comparisons: Record<string, string> = { lt: '<', le: '<=', eq: '==', ne: '!=', gt: '>', ge: '>=' };

function two(name: string, args: PyValue[]): [PyValue, PyValue] {
  if (args.length !== 2) throw pyError(exc.TypeError, `${name} expected 2 arguments, got ${args.length}`);
  return [args[0], args[1]];
}

/** A callable object of one of operator's classes (`itemgetter(1)`), printing as CPython does. */
function callableObject(kind: PyClass, text: string, fn: (args: PyValue[], kw: Kwargs) => PyValue): PyOpaque {
  return new PyOpaque(kind, text, fn);
}

function getterType(name: string): PyClass {
  return new PyClass(
    name,
    [objectType],
    { callSelf: (self, args, kw) => ((self as PyOpaque).payload as (a: PyValue[], k: Kwargs) => PyValue)(args, kw) },
    'operator',
  );
}

const itemgetterType = getterType('itemgetter');
const attrgetterType = getterType('attrgetter');
const methodcallerType = getterType('methodcaller');

function dotted(obj: PyValue, path: PyValue): PyValue {
  if (typeof path !== 'string') throw pyError(exc.TypeError, 'attribute name must be a string');
  let v = obj;
  for (const part of path.split('.')) v = getAttr(v, part);
  return v;
}

registerModule('operator', () => {
  const out: Record<string, PyValue> = {};
  for (const [name, op] of Object.entries(binary)) {
    const f = builtin(name, (args) => {
      const [a, b] = two(name, args);
      return binop(op, a, b);
    });
    out[name] = f;
    out[`__${name.replace(/_$/, '')}__`] = f;
    const inplace = `i${name.replace(/_$/, '')}`;
    const g = builtin(inplace, (args) => {
      const [a, b] = two(inplace, args);
      return inplaceOp(op, a, b);
    });
    out[inplace] = g;
    out[`__${inplace}__`] = g;
  }
  for (const [name, op] of Object.entries(comparisons)) {
    const f = builtin(name, (args) => {
      const [a, b] = two(name, args);
      return compare(op, a, b);
    });
    out[name] = f;
    out[`__${name}__`] = f;
  }
  out.neg = builtin('neg', (args) => unaryop('-', args[0]));
  out.pos = builtin('pos', (args) => unaryop('+', args[0]));
  out.abs = builtin('abs', (args) => unaryop('abs', args[0]));
  out.invert = builtin('invert', (args) => unaryop('~', args[0]));
  out.not_ = builtin('not_', (args) => !truthy(args[0]));
  out.truth = builtin('truth', (args) => truthy(args[0]));
  out.is_ = builtin('is_', (args) => compare('is', args[0], args[1]));
  out.is_not = builtin('is_not', (args) => compare('is not', args[0], args[1]));
  out.contains = builtin('contains', (args) => compare('in', args[1], args[0]));
  out.getitem = builtin('getitem', (args) => getItem(args[0], args[1]));
  out.index = builtin('index', (args) => index(args[0]));
  out.concat = builtin('concat', (args) => binop('+', args[0], args[1]));
  out.iconcat = builtin('iconcat', (args) => inplaceOp('+', args[0], args[1]));
  out.inv = out.invert;
  out.setitem = builtin('setitem', (args) => {
    if (args.length !== 3) throw pyError(exc.TypeError, `setitem expected 3 arguments, got ${args.length}`);
    setItem(args[0], args[1], args[2]);
    return null;
  });
  out.delitem = builtin('delitem', (args) => {
    const [a, b] = two('delitem', args);
    delItem(a, b);
    return null;
  });
  out.countOf = builtin('countOf', (args) => {
    const [a, b] = two('countOf', args);
    let n = 0n;
    for (const x of toArray(a)) if (x === b || truthy(compare('==', x, b))) n++;
    return n;
  });
  out.indexOf = builtin('indexOf', (args) => {
    const [a, b] = two('indexOf', args);
    const it = iterate(a);
    for (let i = 0n, r = it.next(); !r.done; i++, r = it.next()) if (r.value === b || truthy(compare('==', r.value, b))) return i;
    throw pyError(exc.ValueError, 'sequence.index(x): x not in sequence');
  });
  out.call = builtin('call', (args, kw) => {
    if (args.length === 0) throw pyError(exc.TypeError, "call() missing required argument 'obj' (pos 1)");
    return call(args[0], args.slice(1), kw);
  });
  out.length_hint = builtin('length_hint', (args) => {
    const dflt = args.length > 1 ? index(args[1]) : 0n;
    const len = getAttrOrUndefined(args[0], '__len__');
    if (len !== undefined) return index(call(len, [], null));
    const hint = getAttrOrUndefined(args[0], '__length_hint__');
    if (hint !== undefined) return index(call(hint, [], null));
    // Builtin iterators know how many items they have left; these do not say.
    if (args[0] instanceof PyIterator) unsupported('operator.length_hint of a builtin iterator');
    return dflt;
  });
  out.itemgetter = builtin('itemgetter', (keys) => {
    if (keys.length === 0) throw pyError(exc.TypeError, 'itemgetter expected 1 argument, got 0');
    return callableObject(itemgetterType, `operator.itemgetter(${keys.map(repr).join(', ')})`, (args) => {
      if (args.length !== 1) throw pyError(exc.TypeError, `itemgetter expected 1 argument, got ${args.length}`);
      return keys.length === 1 ? getItem(args[0], keys[0]) : new PyTuple(keys.map((k) => getItem(args[0], k)));
    });
  });
  out.attrgetter = builtin('attrgetter', (names) => {
    if (names.length === 0) throw pyError(exc.TypeError, 'attrgetter expected 1 argument, got 0');
    return callableObject(attrgetterType, `operator.attrgetter(${names.map(repr).join(', ')})`, (args) => {
      if (args.length !== 1) throw pyError(exc.TypeError, `attrgetter expected 1 argument, got ${args.length}`);
      return names.length === 1 ? dotted(args[0], names[0]) : new PyTuple(names.map((n) => dotted(args[0], n)));
    });
  });
  out.methodcaller = builtin('methodcaller', (args, kw) => {
    const [name, ...rest] = args;
    if (typeof name !== 'string') throw pyError(exc.TypeError, `method name must be a string, not ${typeName(name ?? null)}`);
    return callableObject(methodcallerType, `operator.methodcaller(${[repr(name), ...rest.map(repr)].join(', ')})`, (a) => call(getAttr(a[0], name), rest, kw));
  });
  return out;
});
