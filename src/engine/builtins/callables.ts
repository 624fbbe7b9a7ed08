/**
 * The types of functions, methods, builtins, modules, cells and the singletons: their reprs
 * and the attributes users read (`__name__`, `__qualname__`, `__doc__`, `__defaults__`,
 * `__kwdefaults__`, `__closure__`, `__self__`, `__func__`, `__dict__`, `cell_contents`...).
 */
import { attrsDict } from '../attrs-dict';
import { eq, identical } from '../compare';
import { exc, pyError, unsupported } from '../exceptions';
import type { Cell } from '../frame';
import { hash } from '../hashing';
import { call, genericGetAttr, getAttr, getAttrOrUndefined, typeName } from '../objects';
import { hexId, repr } from '../repr';
import {
  builtinTypes,
  NotImplemented,
  PyBoundMethod,
  PyBuiltin,
  PyDict,
  PyFunction,
  PyGenericAlias,
  type PyGetSet,
  type PyModule,
  type PyObj,
  PyOpaque,
  PyTuple,
  type PyValue,
  unionOrigin,
} from '../values';
import { defineGetSets, defineMethods, nativeSlots } from './args';
import { builtinDoc, descriptorDoc } from './docstrings';

const t = builtinTypes;

function fn(v: PyValue): PyFunction {
  if (!(v instanceof PyFunction)) throw pyError(exc.TypeError, `descriptor requires a 'function' object but received a '${typeName(v)}'`);
  return v;
}

function str(v: PyValue | undefined, what: string): string {
  if (typeof v !== 'string') throw pyError(exc.TypeError, `${what} must be set to a string object`);
  return v;
}

/**
 * `f.__closure__`: a cell per free variable (the enclosing functions' variables it reads), in
 * name order as CPython lays out `co_freevars`; None when there are none.
 */
function closureOf(f: PyFunction): PyValue {
  const code = f.code;
  const free = code.cells.slice(code.ownCells);
  if (!f.closure || free.length === 0) return null;
  const cells = free.map((name, i) => ({ name, cell: (f.closure as readonly Cell[])[i] }));
  cells.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return new PyTuple(cells.map((c) => new PyOpaque(t.cell, '<cell>', c.cell)));
}

nativeSlots(t.function, {
  repr: (s) => `<function ${(s as PyFunction).qualname} at 0x${hexId(s)}>`,
  callSelf: (s, args, kw) => call(s, args, kw),
  descrGet: (s, obj) => (obj === undefined || obj === null ? s : new PyBoundMethod(obj, s as PyFunction)),
});

defineGetSets(t.function, {
  __name__: {
    get: (f) => fn(f).name,
    set: (f, v) => {
      (fn(f) as { name: string }).name = str(v, '__name__');
    },
  },
  __qualname__: {
    get: (f) => fn(f).qualname,
    set: (f, v) => {
      fn(f).qualname = str(v, '__qualname__');
    },
  },
  __doc__: {
    get: (f) => {
      const own = fn(f).dict.get('__doc__');
      return own !== undefined ? own : fn(f).code.docstring;
    },
    set: (f, v) => {
      fn(f).dict.set('__doc__', v ?? null);
    },
  },
  __module__: {
    get: (f) => {
      const own = fn(f).dict.get('__module__');
      return own !== undefined ? own : (fn(f).globals.get('__name__') ?? null);
    },
    set: (f, v) => {
      fn(f).dict.set('__module__', v ?? null);
    },
  },
  __defaults__: {
    get: (f) => (fn(f).defaults.length ? new PyTuple(fn(f).defaults) : null),
    set: (_f, v) => {
      if (v !== null && v !== undefined && !(v instanceof PyTuple)) throw pyError(exc.TypeError, '__defaults__ must be set to a tuple object');
      unsupported('assigning __defaults__');
    },
  },
  __kwdefaults__: {
    get: (f) => {
      const kw = fn(f).kwDefaults;
      if (kw.size === 0) return null;
      const d = new PyDict();
      for (const [k, v] of kw) d.map.set(k, [k, v]);
      return d;
    },
  },
  __closure__: { get: (f) => closureOf(fn(f)) },
  __globals__: { get: (f) => attrsDict(f as PyObj, fn(f).globals) },
  __dict__: { get: (f) => attrsDict(f as PyObj, fn(f).dict) },
  __code__: { get: () => unsupported('code objects (__code__)') },
  __annotations__: {
    // The annotations the `def` evaluated; an empty dict (kept) when it had none, as in CPython.
    get: (f) => {
      const func = fn(f);
      func.annotations ??= new PyDict();
      return func.annotations;
    },
    set: (f, v) => {
      if (v !== undefined && !(v instanceof PyDict)) throw pyError(exc.TypeError, '__annotations__ must be set to a dict object');
      fn(f).annotations = v ?? null;
    },
  },
});

for (const type of [t.getset_descriptor, t.member_descriptor]) {
  defineGetSets(type, {
    __doc__: { get: (g) => descriptorDoc(g as PyGetSet) },
    __name__: { get: (g) => (g as PyGetSet).name },
    __objclass__: { get: (g) => (g as PyGetSet).owner },
  });
}

defineMethods(t.function, {
  __get__: (args) => (args[1] === null || args[1] === undefined ? args[0] : new PyBoundMethod(args[1], fn(args[0]))),
});

defineGetSets(t.cell, {
  cell_contents: {
    get: (c) => {
      const v = ((c as PyOpaque).payload as Cell).v;
      if (v === undefined) throw pyError(exc.ValueError, 'Cell is empty');
      return v;
    },
  },
});

// ---- bound methods and builtins ------------------------------------------------------

function method(v: PyValue): PyBoundMethod {
  if (!(v instanceof PyBoundMethod)) throw pyError(exc.TypeError, `descriptor requires a 'method' object but received a '${typeName(v)}'`);
  return v;
}

const boundSlots = {
  richcompare: (s: PyValue, o: PyValue, op: string) => {
    if (!(o instanceof PyBoundMethod) || (op !== '==' && op !== '!=')) return NotImplemented;
    const m = s as PyBoundMethod;
    const same = identical(m.self, o.self) && m.func === o.func;
    return op === '==' ? same : !same;
  },
  hash: (s: PyValue) =>
    BigInt((s as PyBoundMethod).func.id) * 31n +
    BigInt(typeof (s as PyBoundMethod).self === 'object' ? (((s as PyBoundMethod).self as PyObj | null)?.id ?? 0) : 0),
  /** Unknown attributes come from the function (`m.__wrapped__`). */
  getattr: (s: PyObj, name: string) => (s instanceof PyBoundMethod ? getAttrOrUndefined(s.func, name) : undefined),
};

nativeSlots(t.method, {
  ...boundSlots,
  repr: (s) => `<bound method ${(s as PyBoundMethod).func.qualname} of ${repr((s as PyBoundMethod).self)}>`,
});

nativeSlots(t.builtin_function_or_method, {
  ...boundSlots,
  richcompare: (s, o, op) => {
    if (s instanceof PyBoundMethod) return boundSlots.richcompare(s, o, op);
    if (op !== '==' && op !== '!=') return NotImplemented;
    return op === '==' ? s === o : s !== o;
  },
  hash: (s) => (s instanceof PyBoundMethod ? boundSlots.hash(s) : BigInt((s as PyObj).id)),
  // As CPython names a builtin type's methods: a dunder is a slot wrapper (bound: a method-wrapper).
  repr: (s) => {
    if (s instanceof PyBoundMethod) {
      const name = (s.func as PyBuiltin).name;
      const kind = isDunder(name) ? 'method-wrapper' : 'built-in method';
      const quoted = isDunder(name) ? `'${name}'` : name;
      return `<${kind} ${quoted} of ${typeName(s.self)} object at 0x${hexId(s.self)}>`;
    }
    const b = s as PyBuiltin;
    const dot = b.qualname.lastIndexOf('.');
    if (dot > 0 && b.qualname.slice(dot + 1) === b.name) {
      const owner = b.qualname.slice(0, dot);
      return isDunder(b.name) ? `<slot wrapper '${b.name}' of '${owner}' objects>` : `<method '${b.name}' of '${owner}' objects>`;
    }
    return `<built-in function ${b.name}>`;
  },
});

function isDunder(name: string): boolean {
  return name.length > 4 && name.startsWith('__') && name.endsWith('__');
}

const methodGetSets = {
  __self__: { get: (m: PyValue) => (m instanceof PyBoundMethod ? m.self : null) },
  __name__: { get: (m: PyValue) => (m instanceof PyBoundMethod ? m.func.name : (m as PyBuiltin).name) },
  __qualname__: { get: (m: PyValue) => (m instanceof PyBoundMethod ? m.func.qualname : (m as PyBuiltin).qualname) },
  // A bound method's is its function's (`f.__doc__ = ...` shows through).
  __doc__: {
    get: (m: PyValue) => {
      const f = m instanceof PyBoundMethod ? m.func : m;
      return f instanceof PyBuiltin ? builtinDoc(f) : getAttr(f, '__doc__');
    },
  },
};

defineGetSets(t.method, { ...methodGetSets, __func__: { get: (m) => method(m).func } });
defineGetSets(t.builtin_function_or_method, { ...methodGetSets, __module__: { get: (m) => (m instanceof PyBoundMethod ? null : 'builtins') } });

// ---- modules, singletons, generic aliases --------------------------------------------

nativeSlots(t.module, {
  repr: (s) => `<module '${(s as PyModule).name}'>`,
  // A module-level __getattr__ answers for names the module does not define (PEP 562).
  missingattr: (m, name) => {
    const hook = (m as PyModule).dict.get('__getattr__');
    return hook === undefined ? undefined : call(hook, [name], null);
  },
});
defineGetSets(t.module, {
  __name__: { get: (m) => (m as PyModule).dict.get('__name__') ?? (m as PyModule).name },
  __dict__: { get: (m) => attrsDict(m as PyObj, (m as PyModule).dict) },
});

nativeSlots(t.NotImplementedType, { repr: () => 'NotImplemented' });
nativeSlots(t.ellipsis, { repr: () => 'Ellipsis' });

/** The names `types.GenericAlias` answers itself (CPython's `attr_exceptions`); any other is looked up on the origin. */
const aliasOwnNames = new Set([
  '__class__',
  '__origin__',
  '__args__',
  '__unpacked__',
  '__parameters__',
  '__typing_unpacked_tuple_args__',
  '__mro_entries__',
  '__reduce_ex__',
  '__reduce__',
  '__copy__',
  '__deepcopy__',
]);

nativeSlots(t.GenericAlias, {
  repr: (s) => (s as PyGenericAlias).display,
  callSelf: (s, args, kw) => call((s as PyGenericAlias).origin, args, kw),
  // As typing's: equal origins and equal args (a union's in any order), hashed alike.
  richcompare: (s, o, op) => {
    if (!(o instanceof PyGenericAlias) || (op !== '==' && op !== '!=')) return NotImplemented;
    const a = s as PyGenericAlias;
    const union = a.origin === unionOrigin;
    const same =
      eq(a.origin, o.origin) &&
      a.args.length === o.args.length &&
      (union ? a.args.every((x) => o.args.some((y) => eq(x, y))) : a.args.every((x, i) => eq(x, o.args[i])));
    return op === '==' ? same : !same;
  },
  hash: (s) => {
    const a = s as PyGenericAlias;
    if (a.origin === unionOrigin) return a.args.reduce<bigint>((h, x) => h ^ hash(x), 0n);
    return hash(new PyTuple([a.origin, ...a.args]));
  },
  // CPython's ga_getattro: every name but the alias's own is the origin's (`list[int].append` is
  // `list.append`, and a missing one is the origin's AttributeError: "type object 'list' has no
  // attribute 'nope'"). typing's alias classes relay non-dunder names only: their `getattr` below.
  getattribute: (s, name) => (aliasOwnNames.has(name) ? genericGetAttr(s, name) : getAttr((s as PyGenericAlias).origin, name)),
  getattr: (s, name) =>
    name.startsWith('__') && name !== '__name__' && name !== '__qualname__' ? undefined : getAttrOrUndefined((s as PyGenericAlias).origin, name),
});
defineGetSets(t.GenericAlias, {
  __origin__: { get: (a) => (a as PyGenericAlias).origin },
  __args__: { get: (a) => new PyTuple((a as PyGenericAlias).args) },
});
