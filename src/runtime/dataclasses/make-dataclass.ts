/**
 * `dataclasses.make_dataclass(cls_name, fields, *, bases=(), namespace=None, **options)` as
 * CPython 3.11 writes it: each field a name (annotated with the string 'typing.Any'), a
 * `(name, type)` pair or a `(name, type, default-or-field())` triple, checked for valid,
 * non-keyword, unrepeated names; the class made by `types.new_class` (so its `__module__` is
 * 'types') from the namespace, the defaults and the annotations, then passed to `dataclass`
 * with the options.
 */
import { builtin, call, checkKwargs, exc, len, makeClass, type PyClass, PyDict, type PyValue, pyError, repr, toArray } from '../../engine/api';

const keywords = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

const options = ['init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen', 'match_args', 'kw_only', 'slots', 'weakref_slot'];

/** `make_dataclass`, applying `dataclass` (the module's decorator) to the class it makes. */
export function makeDataclassFunction(dataclass: PyValue): PyValue {
  return builtin('make_dataclass', (args, kw) => {
    checkKwargs('make_dataclass', kw, ['cls_name', 'fields', 'bases', 'namespace', ...options]);
    if (args.length > 2) throw pyError(exc.TypeError, `make_dataclass() takes 2 positional arguments but ${args.length} were given`);
    const name = args[0] ?? kw?.get('cls_name');
    const fields = args[1] ?? kw?.get('fields');
    if (name === undefined || fields === undefined)
      throw pyError(exc.TypeError, `make_dataclass() missing 1 required positional argument: '${name === undefined ? 'cls_name' : 'fields'}'`);
    if (typeof name !== 'string') throw pyError(exc.TypeError, `type.__new__() argument 1 must be str, not ${repr(name)}`);
    const annotations = new PyDict();
    const defaults = new Map<string, PyValue>();
    for (const item of toArray(fields)) {
      let field: PyValue;
      let tp: PyValue = 'typing.Any';
      if (typeof item === 'string') field = item;
      else {
        const n = len(item);
        if (n < 2 || n > 3) throw pyError(exc.TypeError, `Invalid field: ${repr(item)}`);
        const parts = toArray(item);
        [field, tp] = parts;
        if (n === 3 && typeof field === 'string') defaults.set(field, parts[2]);
      }
      if (typeof field !== 'string' || !/^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u.test(field))
        throw pyError(exc.TypeError, `Field names must be valid identifiers: ${repr(field)}`);
      if (keywords.has(field)) throw pyError(exc.TypeError, `Field names must not be keywords: ${repr(field)}`);
      if (annotations.map.has(field)) throw pyError(exc.TypeError, `Field name duplicated: ${repr(field)}`);
      annotations.map.set(field, [field, tp]);
    }
    const ns = new Map<string, PyValue>([
      ['__module__', 'types'],
      ['__qualname__', name],
    ]);
    const given = kw?.get('namespace') ?? null;
    if (given !== null) {
      if (!(given instanceof PyDict)) throw pyError(exc.TypeError, `'${repr(given)}' object is not a mapping`);
      for (const [k, v] of given.map.values()) ns.set(String(k), v);
    }
    for (const [k, v] of defaults) ns.set(k, v);
    ns.set('__annotations__', annotations);
    const bases = kw?.get('bases');
    const cls = makeClass(name, bases === undefined ? [] : toArray(bases), ns, new Map());
    const decoratorOptions = new Map<string, PyValue>();
    for (const o of options) {
      const v = kw?.get(o);
      if (v !== undefined) decoratorOptions.set(o, v);
    }
    return call(dataclass, [cls as PyClass], decoratorOptions.size ? decoratorOptions : null);
  });
}
