/**
 * The builtin functions other than the iterator ones: output, introspection (`isinstance`,
 * `getattr`, `vars`, `dir`, `globals`), numbers (`abs`, `round`, `divmod`, `pow`, `hex`...),
 * and the ones this explainer refuses by name (`input`, `open`, `eval`...).
 */

import { attrsDict } from '../attrs-dict';
import { currentRun } from '../context';
import { exc, newException, pyError, unsupported } from '../exceptions';
import { hash as pyHash } from '../hashing';
import { floatDivmod, floorDiv, floorMod, intPowMod, roundFloat, roundFloatToInt, roundInt } from '../numbers';
import { call, delAttr, getAttr, getAttrOrUndefined, hooks, instanceCheck, instanceDict, type Kwargs, len, setAttr, typeName, typeOf } from '../objects';
import { binop, index, truthy, unaryop } from '../ops';
import { repr, str } from '../repr';
import { PyScalarInstance, unbox } from '../scalar-instance';
import { callSpecial } from '../slots';
import { BUILTIN_DIRS } from '../stdlib-names';
import {
  builtinTypes,
  classHooks,
  NotImplemented,
  PyBytes,
  PyClass,
  PyDict,
  PyFunction,
  PyGenericAlias,
  PyList,
  PyModule,
  PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
  unionOrigin,
} from '../values';
import { argAt, arity, checkBuiltinKwargs, takes } from './args';
import { formatValue } from './format';
import { asciiRepr } from './percent';

/**
 * A metaclass defined in Python that overrides `__instancecheck__`/`__subclasscheck__`: `isinstance`
 * and `issubclass` ask it (but for a value of exactly that class, which `isinstance` answers
 * itself, as CPython's `PyObject_IsInstance` does).
 */
function metaclassCheck(v: PyValue, spec: PyClass, fname: string): boolean | undefined {
  const meta = spec.cls;
  if (!meta.heap) return undefined;
  const hook = meta.lookup(fname === 'isinstance' ? '__instancecheck__' : '__subclasscheck__');
  if (!(hook instanceof PyFunction)) return undefined;
  if (fname === 'isinstance' && typeOf(v) === spec) return true;
  return truthy(call(hook, [spec, v], null));
}

function isinstanceCheck(v: PyValue, spec: PyValue, fname: string): boolean {
  if (spec instanceof PyClass)
    return (
      metaclassCheck(v, spec, fname) ??
      (fname === 'isinstance' ? instanceCheck(v, spec) : v instanceof PyClass && ((spec.subclassCheck?.(v) ?? false) || v.isSubclassOf(spec)))
    );
  if (spec instanceof PyTuple) return spec.items.some((s) => isinstanceCheck(v, s, fname));
  if (spec instanceof PyGenericAlias && spec.origin === unionOrigin) return spec.args.some((s) => isinstanceCheck(v, s, fname));
  if (spec instanceof PyGenericAlias) {
    // `list[int]` is types.GenericAlias's; typing's aliases (`List[int]`, `G[int]`, `Literal[1]`) answer typing's words.
    if (spec.type === builtinTypes.GenericAlias) throw pyError(exc.TypeError, `${fname}() argument 2 cannot be a parameterized generic`);
    throw pyError(exc.TypeError, 'Subscripted generics cannot be used with class and instance checks');
  }
  // A bare alias (`typing.Iterable`) checks against the class it stands for.
  const origin = classHooks.mroEntry(spec);
  if (origin) return isinstanceCheck(v, origin, fname);
  if (spec instanceof PyOpaque && spec.payload && typeof spec.payload === 'object' && 'instancecheck' in (spec.payload as object)) {
    return (spec.payload as { instancecheck: (v: PyValue) => boolean }).instancecheck(v);
  }
  const [one, many] = fname === 'isinstance' ? ['type', 'types'] : ['class', 'classes'];
  throw pyError(exc.TypeError, `${fname}() arg 2 must be a ${one}, a tuple of ${many}, or a union`);
}

function attrName(v: PyValue): string {
  if (typeof v !== 'string') throw pyError(exc.TypeError, `attribute name must be string, not '${typeName(v)}'`);
  return v;
}

function pyRound(args: PyValue[], kw: Kwargs): PyValue {
  takes('round', args, kw, 0, 2, true);
  checkBuiltinKwargs('round', kw, ['number', 'ndigits']);
  const x = argAt(args, 0, kw, 'number');
  if (x === undefined) throw pyError(exc.TypeError, "round() missing required argument 'number' (pos 1)");
  const nd = args.length > 1 ? args[1] : (kw?.get('ndigits') ?? null);
  if (typeof x === 'bigint' || typeof x === 'boolean') {
    const i = typeof x === 'boolean' ? (x ? 1n : 0n) : x;
    return nd === null ? i : roundInt(i, index(nd));
  }
  if (typeof x === 'number') return nd === null ? roundFloatToInt(x) : roundFloat(x, index(nd));
  if (x !== undefined && typeOf(x).lookup('__round__') !== undefined) return callSpecial(x, '__round__', nd === null ? [] : [nd]) ?? null;
  throw pyError(exc.TypeError, `type ${typeName(x ?? null)} doesn't define __round__ method`);
}

function divmod(a: PyValue, b: PyValue): PyValue {
  const ia = typeof a === 'bigint' ? a : typeof a === 'boolean' ? (a ? 1n : 0n) : undefined;
  const ib = typeof b === 'bigint' ? b : typeof b === 'boolean' ? (b ? 1n : 0n) : undefined;
  if (ia !== undefined && ib !== undefined) {
    if (ib === 0n) throw pyError(exc.ZeroDivisionError, 'integer division or modulo by zero');
    return new PyTuple([floorDiv(ia, ib), floorMod(ia, ib)]);
  }
  const num = (v: PyValue) => (typeof v === 'number' ? v : typeof v === 'bigint' || typeof v === 'boolean' ? Number(v) : undefined);
  const fa = num(a);
  const fb = num(b);
  if (fa !== undefined && fb !== undefined) return new PyTuple(floatDivmod(fa, fb, 'float divmod()'));
  for (const [self, other, name] of [
    [a, b, '__divmod__'],
    [b, a, '__rdivmod__'],
  ] as const) {
    if (self instanceof PyObj && typeOf(self).lookup(name) !== undefined) {
      const r = callSpecial(self, name, [other]);
      if (r !== undefined && r !== NotImplemented) return r;
    }
  }
  // An int or float subclass without a `__divmod__` of its own divides as its value.
  if (a instanceof PyScalarInstance || b instanceof PyScalarInstance) return divmod(unbox(a), unbox(b));
  throw pyError(exc.TypeError, `unsupported operand type(s) for divmod(): '${typeName(a)}' and '${typeName(b)}'`);
}

function pow(args: PyValue[], kw: Kwargs): PyValue {
  arity('pow', args, null, 0, 3);
  checkBuiltinKwargs('pow', kw, ['base', 'exp', 'mod']);
  const base = args[0] ?? kw?.get('base');
  const e = args[1] ?? kw?.get('exp');
  const mod = args[2] ?? kw?.get('mod') ?? null;
  if (base === undefined || e === undefined)
    throw pyError(exc.TypeError, `pow() missing required argument '${base === undefined ? 'base' : 'exp'}' (pos ${base === undefined ? 1 : 2})`);
  if (mod === null) return binop('**', base, e);
  const ints = [base, e, mod].every((v) => typeof v === 'bigint' || typeof v === 'boolean');
  if (ints) return intPowMod(index(base), index(e), index(mod));
  if (base instanceof PyObj && typeOf(base).lookup('__pow__') !== undefined) {
    const r = callSpecial(base, '__pow__', [e, mod]);
    if (r !== undefined && r !== NotImplemented) return r;
  }
  if ([base, e, mod].every((v) => typeof v === 'bigint' || typeof v === 'boolean' || typeof v === 'number'))
    throw pyError(exc.TypeError, 'pow() 3rd argument not allowed unless all arguments are integers');
  throw pyError(exc.TypeError, `unsupported operand type(s) for ** or pow(): '${typeName(base)}', '${typeName(e)}', '${typeName(mod)}'`);
}

function radix(prefix: string, base: number) {
  return (args: PyValue[], kw: Kwargs): PyValue => {
    arity(prefix === '0x' ? 'hex' : prefix === '0o' ? 'oct' : 'bin', args, kw, 1, 1);
    const i = index(args[0]);
    return `${i < 0n ? '-' : ''}${prefix}${(i < 0n ? -i : i).toString(base)}`;
  };
}

/** Every name CPython's `object` namespace has, so `dir()` of an instance lists them all. */
const objectNames = [
  '__class__',
  '__delattr__',
  '__dir__',
  '__doc__',
  '__eq__',
  '__format__',
  '__ge__',
  '__getattribute__',
  '__getstate__',
  '__gt__',
  '__hash__',
  '__init__',
  '__init_subclass__',
  '__le__',
  '__lt__',
  '__ne__',
  '__new__',
  '__reduce__',
  '__reduce_ex__',
  '__repr__',
  '__setattr__',
  '__sizeof__',
  '__str__',
  '__subclasshook__',
];

/** `dir(obj)` for modules, classes defined in Python and their instances (sorted names). */
function dir(v: PyValue): PyValue {
  const names = new Set<string>();
  if (v instanceof PyModule) for (const k of v.dict.keys()) names.add(k);
  else {
    const cls = v instanceof PyClass ? v : typeOf(v);
    for (const c of cls.mro) {
      if (c.heap || c === builtinTypes.object) continue;
      // The common builtin types' names come from CPython's own dir() (stdlib-names.ts); other native classes are refused.
      const own = c.module === 'builtins' ? BUILTIN_DIRS[c.name] : undefined;
      if (own === undefined) unsupported(`dir() of a value of the builtin type '${c.name}'`);
      for (const n of own.split(' ')) names.add(n);
    }
    for (const n of objectNames) names.add(n);
    for (const c of cls.mro) if (c.heap) for (const k of c.dict.keys()) names.add(k);
    if (cls.heap && !cls.slotNames) {
      names.add('__dict__');
      names.add('__weakref__');
    }
    if (!(v instanceof PyClass)) for (const k of instanceDict(v)?.keys() ?? []) names.add(k);
    names.add('__module__');
  }
  return new PyList([...names].sort());
}

export const functions: Record<string, (args: PyValue[], kw: Kwargs) => PyValue> = {
  print(args, kw) {
    checkBuiltinKwargs('print', kw, ['sep', 'end', 'file', 'flush']);
    const sep = kw?.get('sep') ?? ' ';
    const end = kw?.get('end') ?? '\n';
    if (sep !== null && typeof sep !== 'string') throw pyError(exc.TypeError, `sep must be None or a string, not ${typeName(sep)}`);
    if (end !== null && typeof end !== 'string') throw pyError(exc.TypeError, `end must be None or a string, not ${typeName(end)}`);
    const run = currentRun();
    // No file: `sys.stdout`, which the program may have replaced (None: print writes nothing).
    const file = kw?.get('file') ?? run.stdoutTarget?.() ?? null;
    if (file === null && run.stdoutTarget?.() === null) return null;
    if (file !== null) {
      // As CPython: each piece goes to the file's own `write` (sys.stderr, a StringIO, a user object).
      const write = getAttr(file, 'write');
      args.forEach((a, i) => {
        if (i > 0) call(write, [sep ?? ' '], null);
        call(write, [str(a)], null);
      });
      call(write, [end ?? '\n'], null);
      return null;
    }
    run.stdout.push(args.map(str).join(sep ?? ' ') + (end ?? '\n'));
    return null;
  },
  len: (args, kw) => {
    arity('len', args, kw, 1, 1);
    return BigInt(len(args[0]));
  },
  repr: (args, kw) => {
    arity('repr', args, kw, 1, 1);
    return repr(args[0]);
  },
  ascii: (args, kw) => {
    arity('ascii', args, kw, 1, 1);
    return asciiRepr(args[0]);
  },
  isinstance: (args, kw) => {
    arity('isinstance', args, kw, 2, 2);
    return isinstanceCheck(args[0], args[1], 'isinstance');
  },
  issubclass(args, kw) {
    arity('issubclass', args, kw, 2, 2);
    if (!(args[0] instanceof PyClass)) throw pyError(exc.TypeError, 'issubclass() arg 1 must be a class');
    return isinstanceCheck(args[0], args[1], 'issubclass');
  },
  hash: (args, kw) => {
    arity('hash', args, kw, 1, 1);
    return pyHash(args[0]);
  },
  id(args, kw) {
    arity('id', args, kw, 1, 1);
    const v = args[0];
    if (v instanceof PyObj) return BigInt(0x7f0000000000 + Math.abs(v.id) * 0x40);
    return 0x7e0000000000n + (pyHash(v) & 0xffffffffn) * 16n;
  },
  abs: (args, kw) => {
    arity('abs', args, kw, 1, 1);
    return unaryop('abs', args[0]);
  },
  round: pyRound,
  divmod: (args, kw) => {
    arity('divmod', args, kw, 2, 2);
    return divmod(args[0], args[1]);
  },
  pow,
  chr(args, kw) {
    arity('chr', args, kw, 1, 1);
    const i = index(args[0]);
    if (i < 0n || i > 0x10ffffn) throw pyError(exc.ValueError, 'chr() arg not in range(0x110000)');
    return String.fromCodePoint(Number(i));
  },
  ord(args, kw) {
    arity('ord', args, kw, 1, 1);
    const s = unbox(args[0]);
    if (s instanceof PyBytes) {
      if (s.data.length !== 1) throw pyError(exc.TypeError, `ord() expected a character, but string of length ${s.data.length} found`);
      return BigInt(s.data[0]);
    }
    if (typeof s !== 'string') throw pyError(exc.TypeError, `ord() expected string of length 1, but ${typeName(s)} found`);
    const cps = [...s];
    if (cps.length !== 1) throw pyError(exc.TypeError, `ord() expected a character, but string of length ${cps.length} found`);
    return BigInt(s.codePointAt(0) as number);
  },
  hex: radix('0x', 16),
  oct: radix('0o', 8),
  bin: radix('0b', 2),
  format(args, kw) {
    arity('format', args, kw, 1, 2);
    const spec = args[1] ?? '';
    if (typeof spec !== 'string') throw pyError(exc.TypeError, `format() argument 2 must be str, not ${typeName(spec)}`);
    return formatValue(args[0], spec);
  },
  getattr(args, kw) {
    arity('getattr', args, kw, 2, 3);
    const name = attrName(args[1]);
    if (args.length === 2) return getAttr(args[0], name);
    const v = getAttrOrUndefined(args[0], name);
    return v === undefined ? args[2] : v;
  },
  setattr: (args, kw) => {
    arity('setattr', args, kw, 3, 3);
    setAttr(args[0], attrName(args[1]), args[2]);
    return null;
  },
  delattr: (args, kw) => {
    arity('delattr', args, kw, 2, 2);
    delAttr(args[0], attrName(args[1]));
    return null;
  },
  hasattr: (args, kw) => {
    arity('hasattr', args, kw, 2, 2);
    return getAttrOrUndefined(args[0], attrName(args[1])) !== undefined;
  },
  vars(args, kw) {
    arity('vars', args, kw, 0, 1);
    if (args.length === 0) return namespace('locals');
    const v = args[0];
    if (v instanceof PyClass) return getAttr(v, '__dict__');
    const d = instanceDict(v);
    if (!d || !(v instanceof PyObj)) throw pyError(exc.TypeError, 'vars() argument must have __dict__ attribute');
    return attrsDict(v, d);
  },
  dir(args, kw) {
    arity('dir', args, kw, 0, 1);
    if (args.length === 0) {
      const d = namespace('locals');
      return new PyList([...(d as PyDict).map.keys()].map(String).sort());
    }
    return dir(args[0]);
  },
  globals: (args, kw) => {
    arity('globals', args, kw, 0, 0);
    return namespace('globals');
  },
  locals: (args, kw) => {
    arity('locals', args, kw, 0, 0);
    return namespace('locals');
  },
  exit: (args) => {
    throw exitWith(args);
  },
  quit: (args) => {
    throw exitWith(args);
  },
  input: () => unsupported('input()'),
  open: () => unsupported('files (open())'),
  eval: () => unsupported('eval()'),
  exec: () => unsupported('exec()'),
  compile: () => unsupported('compile()'),
  breakpoint: () => unsupported('breakpoint()'),
  help: () => unsupported('help()'),
  copyright: () => unsupported('copyright()'),
  credits: () => unsupported('credits()'),
  license: () => unsupported('license()'),
  memoryview: () => unsupported('memoryview'),
  __import__: () => unsupported('__import__()'),
};

/** `exit(code)` and `quit(code)` raise SystemExit, as the site module's helpers do. */
function exitWith(args: PyValue[]) {
  return newException(exc.SystemExit, args.slice(0, 1));
}

/**
 * `globals()` is the module namespace itself (writes are seen); `locals()` is too at module
 * level, and a snapshot inside a function (as in CPython).
 */
function namespace(which: 'globals' | 'locals'): PyValue {
  if (which === 'globals') {
    const g = hooks.frameGlobals();
    if (!g) return unsupported('globals() outside running code');
    return attrsDict(null, g);
  }
  const l = hooks.frameLocals();
  if (!l) return unsupported('locals() here');
  if (l.live) return attrsDict(null, l.vars);
  const d = new PyDict();
  for (const [k, v] of l.vars) d.map.set(k, [k, v]);
  return d;
}
