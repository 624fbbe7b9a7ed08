/**
 * `collections.UserString`, method for method as CPython 3.11's `collections/__init__.py` writes
 * it: a `Sequence` over the str in `self.data`. Methods that give a string back build the
 * subclass again (`self.__class__(self.data.upper())`); the others answer what the str method
 * does; comparisons, `in`, `count`, `find`, `replace`... take a UserString operand by its data.
 * Arguments bind as the Python methods' parameters do, with their defaults passed on.
 */
import {
  binop,
  builtinTypes,
  type CompareOp,
  call,
  compare,
  contains,
  defineMethods,
  exc,
  getAttr,
  getItem,
  hash,
  isInstance,
  type Kwargs,
  len,
  PyClass,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  setAttr,
  str,
  typeOf,
} from '../../engine/api';
import { abc } from '../typing/forms';
import { data } from './user-dict';

export const userStringType = new PyClass('UserString', [abc.Sequence], {}, 'collections');

const MAXSIZE = (1n << 63n) - 1n;
const remake = (self: PyValue, s: PyValue) => call(typeOf(self), [s], null);
/** A UserString operand stands for its data. */
const cast = (v: PyValue) => (isInstance(v, userStringType) ? data(v) : v);

/** A method's parameters after `self`: name and default (undefined: required); `rest` takes `*args`, `kwRest` `**kwds`. */
interface Params {
  readonly params: readonly (readonly [string, PyValue | undefined])[];
  readonly rest?: boolean;
  readonly kwRest?: boolean;
  readonly positionalOnly?: boolean;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Binds a call's arguments to the parameters, with CPython's errors for a Python method of UserString. */
function bind(name: string, p: Params, args: PyValue[], kw: Kwargs): { values: PyValue[]; rest: PyValue[]; kw: Kwargs } {
  const fn = `UserString.${name}()`;
  const n = p.params.length;
  if (args.length > n && !p.rest) {
    const least = p.params.filter(([, d]) => d === undefined).length;
    const takes = least === n ? plural(n + 1, 'positional argument') : `from ${least + 1} to ${n + 1} positional arguments`;
    throw pyError(exc.TypeError, `${fn} takes ${takes} but ${args.length + 1} ${args.length === 0 ? 'was' : 'were'} given`);
  }
  const values: (PyValue | undefined)[] = p.params.map((_, i) => args[i]);
  const extraKw = new Map<string, PyValue>();
  for (const [k, v] of kw ?? []) {
    const i = p.params.findIndex(([pn]) => pn === k);
    if (i < 0 || p.positionalOnly) {
      if (p.kwRest) extraKw.set(k, v);
      else if (i >= 0) throw pyError(exc.TypeError, `${fn} got some positional-only arguments passed as keyword arguments: '${k}'`);
      else throw pyError(exc.TypeError, `${fn} got an unexpected keyword argument '${k}'`);
    } else if (values[i] !== undefined) throw pyError(exc.TypeError, `${fn} got multiple values for argument '${k}'`);
    else values[i] = v;
  }
  const missing = p.params.filter(([, d], i) => values[i] === undefined && d === undefined).map(([pn]) => `'${pn}'`);
  if (missing.length) {
    const names = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
    throw pyError(exc.TypeError, `${fn} missing ${plural(missing.length, 'required positional argument')}: ${names}`);
  }
  return { values: values.map((v, i) => v ?? (p.params[i][1] as PyValue)), rest: args.slice(n), kw: extraKw.size ? extraKw : null };
}

/**
 * A UserString method forwarding to the str method of the same name: its arguments bound, the
 * ones named in `unwrap` read as data when UserStrings, the result wrapped when `wrap`.
 */
function forward(name: string, p: Params, opts: { wrap?: boolean; unwrap?: readonly string[] } = {}) {
  return ([self, ...args]: PyValue[], kw: Kwargs): PyValue => {
    const b = bind(name, p, args, kw);
    const values = b.values.map((v, i) => (opts.unwrap?.includes(p.params[i][0]) ? cast(v) : v));
    const out = call(getAttr(data(self), name), [...values, ...b.rest], b.kw);
    return opts.wrap ? remake(self, out) : out;
  };
}

const none: Params = { params: [] };
const chars: Params = { params: [['chars', null]] };
const width: Params = { params: [['width', undefined]], rest: true };
const search: Params = {
  params: [
    ['sub', undefined],
    ['start', 0n],
    ['end', MAXSIZE],
  ],
};
const affix = (word: string): Params => ({
  params: [
    [word, undefined],
    ['start', 0n],
    ['end', MAXSIZE],
  ],
});
const splitting: Params = {
  params: [
    ['sep', null],
    ['maxsplit', -1n],
  ],
};

function comparison(op: CompareOp) {
  return ([self, other]: PyValue[]) => compare(op, data(self), cast(other ?? null));
}

const wrapped = (name: string, p: Params = none, unwrap?: readonly string[]) => forward(name, p, { wrap: true, unwrap });
const plain = (name: string, p: Params = none, unwrap?: readonly string[]) => forward(name, p, { unwrap });

defineMethods(userStringType, {
  __init__: ([self, seq]) => {
    if (seq === undefined) throw pyError(exc.TypeError, "UserString.__init__() missing 1 required positional argument: 'seq'");
    setAttr(self, 'data', typeof seq === 'string' ? seq : isInstance(seq, userStringType) ? data(seq) : str(seq));
    return null;
  },
  __str__: ([self]) => str(data(self)),
  __repr__: ([self]) => repr(data(self)),
  __int__: ([self]) => call(builtinTypes.int, [data(self)], null),
  __float__: ([self]) => call(builtinTypes.float, [data(self)], null),
  __complex__: ([self]) => call(builtinTypes.complex, [data(self)], null),
  __hash__: ([self]) => hash(data(self)),
  __getnewargs__: ([self]) => new PyTuple([data(self)]),
  __eq__: comparison('=='),
  __lt__: comparison('<'),
  __le__: comparison('<='),
  __gt__: comparison('>'),
  __ge__: comparison('>='),
  __contains__: ([self, char]) => contains(data(self), cast(char ?? null)),
  __len__: ([self]) => BigInt(len(data(self))),
  __getitem__: ([self, index]) => remake(self, getItem(data(self), index ?? null)),
  __add__: ([self, other]) => remake(self, binop('+', data(self), typeof other === 'string' || isInstance(other, userStringType) ? cast(other) : str(other))),
  __radd__: ([self, other]) => remake(self, binop('+', typeof other === 'string' ? other : str(other), data(self))),
  __mul__: ([self, n]) => remake(self, binop('*', data(self), n ?? null)),
  __rmul__: ([self, n]) => remake(self, binop('*', data(self), n ?? null)),
  __mod__: ([self, args]) => remake(self, binop('%', data(self), args ?? null)),
  __rmod__: ([self, template]) => remake(self, binop('%', str(template ?? null), self)),
  capitalize: wrapped('capitalize'),
  casefold: wrapped('casefold'),
  center: wrapped('center', width),
  count: plain('count', search, ['sub']),
  removeprefix: wrapped('removeprefix', { params: [['prefix', undefined]], positionalOnly: true }, ['prefix']),
  removesuffix: wrapped('removesuffix', { params: [['suffix', undefined]], positionalOnly: true }, ['suffix']),
  encode: ([self, ...args], kw) => {
    const b = bind(
      'encode',
      {
        params: [
          ['encoding', 'utf-8'],
          ['errors', 'strict'],
        ],
      },
      args,
      kw,
    );
    const [encoding, errors] = b.values;
    return call(getAttr(data(self), 'encode'), [encoding === null ? 'utf-8' : encoding, errors === null ? 'strict' : errors], null);
  },
  endswith: plain('endswith', affix('suffix')),
  expandtabs: wrapped('expandtabs', { params: [['tabsize', 8n]] }),
  find: plain('find', search, ['sub']),
  format: plain('format', { params: [], rest: true, kwRest: true }),
  format_map: plain('format_map', { params: [['mapping', undefined]] }),
  index: plain('index', search),
  isalpha: plain('isalpha'),
  isalnum: plain('isalnum'),
  isascii: plain('isascii'),
  isdecimal: plain('isdecimal'),
  isdigit: plain('isdigit'),
  isidentifier: plain('isidentifier'),
  islower: plain('islower'),
  isnumeric: plain('isnumeric'),
  isprintable: plain('isprintable'),
  isspace: plain('isspace'),
  istitle: plain('istitle'),
  isupper: plain('isupper'),
  join: plain('join', { params: [['seq', undefined]] }),
  ljust: wrapped('ljust', width),
  lower: wrapped('lower'),
  lstrip: wrapped('lstrip', chars),
  partition: plain('partition', { params: [['sep', undefined]] }),
  replace: ([self, ...args], kw) => {
    const b = bind(
      'replace',
      {
        params: [
          ['old', undefined],
          ['new', undefined],
          ['maxsplit', -1n],
        ],
      },
      args,
      kw,
    );
    const [old, nu, maxsplit] = b.values;
    return remake(self, call(getAttr(data(self), 'replace'), [cast(old), cast(nu), maxsplit], null));
  },
  rfind: plain('rfind', search, ['sub']),
  rindex: plain('rindex', search),
  rjust: wrapped('rjust', width),
  rpartition: plain('rpartition', { params: [['sep', undefined]] }),
  rstrip: wrapped('rstrip', chars),
  split: plain('split', splitting),
  rsplit: plain('rsplit', splitting),
  splitlines: plain('splitlines', { params: [['keepends', false]] }),
  startswith: plain('startswith', affix('prefix')),
  strip: wrapped('strip', chars),
  swapcase: wrapped('swapcase'),
  title: wrapped('title'),
  translate: wrapped('translate', { params: [], rest: true }),
  upper: wrapped('upper'),
  zfill: wrapped('zfill', { params: [['width', undefined]] }),
});
userStringType.dict.set('maketrans', getAttr(builtinTypes.str, 'maketrans'));
