/** `collections.namedtuple`: a tuple subclass with named fields, as CPython builds it. */
import {
  builtin,
  builtinTypes,
  defineGetSets,
  descriptorTypes,
  exc,
  type Kwargs,
  makeClass,
  type PyClass,
  PyDict,
  PyOpaque,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  toArray,
  typeName,
} from '../../engine/api';

const keywords = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** Field names as `namedtuple` checks them (renamed when `rename`, else a ValueError naming the first bad one). */
export function fieldNames(spec: PyValue, rename: boolean): string[] {
  const raw = typeof spec === 'string' ? spec.replace(/,/g, ' ').split(/\s+/).filter(Boolean) : toArray(spec).map((v) => String(v));
  const seen = new Set<string>();
  return raw.map((name, i) => {
    const bad = !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) || keywords.has(name) || name.startsWith('_') || seen.has(name);
    if (bad && rename) return `_${i}`;
    if (!/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name)) throw pyError(exc.ValueError, `Type names and field names must be valid identifiers: ${repr(name)}`);
    if (keywords.has(name)) throw pyError(exc.ValueError, `Type names and field names cannot be a keyword: ${repr(name)}`);
    if (name.startsWith('_')) throw pyError(exc.ValueError, `Field names cannot start with an underscore: ${repr(name)}`);
    if (seen.has(name)) throw pyError(exc.ValueError, `Encountered duplicate field name: ${repr(name)}`);
    seen.add(name);
    return name;
  });
}

function nameList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  if (q.length === 1) return q[0];
  if (q.length === 2) return `${q[0]} and ${q[1]}`;
  return `${q.slice(0, -1).join(', ')}, and ${q[q.length - 1]}`;
}

/** The values of a `__new__(cls, *args, **kw)` call, bound to the fields with CPython's errors. */
function bind(typename: string, fields: string[], defaults: PyValue[], args: PyValue[], kw: Kwargs): PyValue[] {
  const n = fields.length;
  if (args.length > n) {
    // As a def's binding words it, counting `_cls`: "takes from 2 to 3" when fields have defaults.
    const least = n - Math.min(defaults.length, n) + 1;
    const takes = least === n + 1 ? `${n + 1} positional argument${n === 0 ? '' : 's'}` : `from ${least} to ${n + 1} positional arguments`;
    throw pyError(exc.TypeError, `${typename}.__new__() takes ${takes} but ${args.length + 1} were given`);
  }
  const values: (PyValue | undefined)[] = [...args, ...new Array(n - args.length).fill(undefined)];
  for (const [k, v] of kw ?? []) {
    const i = fields.indexOf(k);
    if (i < 0) throw pyError(exc.TypeError, `${typename}.__new__() got an unexpected keyword argument '${k}'`);
    if (values[i] !== undefined) throw pyError(exc.TypeError, `${typename}.__new__() got multiple values for argument '${k}'`);
    values[i] = v;
  }
  const firstDefault = n - defaults.length;
  const missing: string[] = [];
  values.forEach((v, i) => {
    if (v !== undefined) return;
    if (i >= firstDefault) values[i] = defaults[i - firstDefault];
    else missing.push(fields[i]);
  });
  if (missing.length)
    throw pyError(
      exc.TypeError,
      `${typename}.__new__() missing ${missing.length} required positional argument${missing.length === 1 ? '' : 's'}: ${nameList(missing)}`,
    );
  return values as PyValue[];
}

/** `namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)`. */
export const namedtuple = builtin('namedtuple', (args, kw) => {
  const typename = args[0] ?? kw?.get('typename');
  const spec = args[1] ?? kw?.get('field_names');
  if (typeof typename !== 'string' || spec === undefined) throw pyError(exc.TypeError, "namedtuple() missing required argument 'typename' or 'field_names'");
  const fields = fieldNames(spec, kw?.get('rename') === true);
  const dflt = kw?.get('defaults');
  const defaults = dflt === undefined || dflt === null ? [] : toArray(dflt);
  if (defaults.length > fields.length) throw pyError(exc.TypeError, 'Got more default values than field names');
  const module = kw?.get('module');
  const ns = namedtupleNamespace(typename, fields, defaults, typeof module === 'string' ? module : '__walkthrough__');
  const cls = makeClass(typename, [builtinTypes.tuple], ns, new Map());
  defineFieldGetters(cls, fields);
  return cls;
});

/** The namespace CPython's `namedtuple` gives its class: `__new__`, `_fields`, `__repr__`, `_asdict`, `_replace`, `_make`. */
export function namedtupleNamespace(typename: string, fields: string[], defaults: PyValue[], module: string): Map<string, PyValue> {
  const ns = new Map<string, PyValue>();
  ns.set('__module__', module);
  ns.set('__doc__', `${typename}(${fields.join(', ')})`);
  ns.set('__slots__', new PyTuple([]));
  ns.set('_fields', new PyTuple(fields));
  const fd = new PyDict();
  defaults.forEach((v, i) => {
    const name = fields[fields.length - defaults.length + i];
    fd.map.set(name, [name, v]);
  });
  ns.set('_field_defaults', fd);
  ns.set('__match_args__', new PyTuple(fields));
  ns.set(
    '__new__',
    new PyOpaque(
      descriptorTypes.staticmethod,
      '<staticmethod object>',
      builtin('__new__', (a, k) => {
        const cls = a[0] as PyClass;
        return new PyTuple(bind(typename, fields, defaults, a.slice(1), k), cls);
      }),
    ),
  );
  ns.set(
    '__repr__',
    builtin('__repr__', (a) => {
      const t = a[0] as PyTuple;
      return `${(t.type as PyClass).name}(${fields.map((f, i) => `${f}=${repr(t.items[i])}`).join(', ')})`;
    }),
  );
  ns.set(
    '_asdict',
    builtin('_asdict', (a) => {
      const d = new PyDict();
      fields.forEach((f, i) => {
        d.map.set(f, [f, (a[0] as PyTuple).items[i]]);
      });
      return d;
    }),
  );
  ns.set(
    '_replace',
    builtin('_replace', (a, k) => {
      const t = a[0] as PyTuple;
      const items = [...t.items];
      for (const [name, v] of k ?? []) {
        const i = fields.indexOf(name);
        if (i < 0) throw pyError(exc.ValueError, `Got unexpected field names: [${repr(name)}]`);
        items[i] = v;
      }
      return new PyTuple(items, t.type);
    }),
  );
  ns.set(
    '_make',
    new PyOpaque(
      descriptorTypes.classmethod,
      '<classmethod object>',
      builtin('_make', (a) => {
        const items = toArray(a[1]);
        if (items.length !== fields.length) throw pyError(exc.TypeError, `Expected ${fields.length} arguments, got ${items.length}`);
        return new PyTuple(items, a[0] as PyClass);
      }),
    ),
  );
  ns.set(
    '__getnewargs__',
    builtin('__getnewargs__', (a) => new PyTuple([...(a[0] as PyTuple).items])),
  );
  return ns;
}

/** Each field a read-only property reading its tuple item. */
export function defineFieldGetters(cls: PyClass, fields: string[]): void {
  defineGetSets(
    cls,
    Object.fromEntries(
      fields.map((f, i) => [
        f,
        {
          get: (t: PyValue) => {
            if (!(t instanceof PyTuple))
              throw pyError(exc.TypeError, `descriptor for index '${i}' for tuple subclasses doesn't apply to '${typeName(t)}' object`);
            return t.items[i];
          },
          set: () => {
            throw pyError(exc.AttributeError, "can't set attribute");
          },
        },
      ]),
    ),
  );
}
