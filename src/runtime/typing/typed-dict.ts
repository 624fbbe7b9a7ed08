/**
 * `typing.TypedDict` and `typing.NewType`: a TypedDict class records its keys' annotations and
 * which keys are required; calling it builds a plain dict, as in CPython. A NewType is a callable
 * that returns its argument and remembers its supertype.
 */
import { builtin, exc, objectType, PyClass, PyDict, PyGenericAlias, PyOpaque, PySet, type PyValue, pyError, repr } from '../../engine/api';
import { notRequiredForm, requiredForm } from './forms';

/** What a TypedDict class knows about its keys. */
export interface TypedDictInfo {
  /** Every key's annotation (inherited keys first), `Required`/`NotRequired` unwrapped. */
  readonly fields: Map<string, PyValue>;
  readonly required: Set<string>;
  /** Declared with `typing.TypedDict` (not typing_extensions'), which pydantic refuses on Python < 3.12. */
  readonly fromTyping: boolean;
}

const typedDicts = new WeakMap<PyClass, TypedDictInfo>();

export function typedDictInfo(cls: PyClass): TypedDictInfo | undefined {
  return typedDicts.get(cls);
}

function collect(cls: PyClass, keywords: Map<string, PyValue>): void {
  const totalKeyword = keywords.get('total');
  keywords.delete('total');
  const fields = new Map<string, PyValue>();
  const required = new Set<string>();
  for (const base of [...cls.bases].reverse()) {
    const info = typedDicts.get(base);
    if (!info) continue;
    for (const [k, v] of info.fields) fields.set(k, v);
    for (const k of info.required) required.add(k);
  }
  const total = totalKeyword !== false;
  const anns = cls.dict.get('__annotations__');
  if (anns instanceof PyDict) {
    for (const [k, ann] of anns.map.values()) {
      if (typeof k !== 'string') continue;
      let t = ann;
      let req = total;
      if (t instanceof PyGenericAlias && (t.origin === requiredForm || t.origin === notRequiredForm)) {
        req = t.origin === requiredForm;
        t = t.args[0];
      }
      fields.set(k, t);
      if (req) required.add(k);
      else required.delete(k);
    }
  }
  typedDicts.set(cls, { fields, required, fromTyping: cls.mro.includes(typedDictClass) });
  const keys = (names: Iterable<string>) => {
    const s = new PySet(true);
    for (const n of names) s.map.set(n, n);
    return s;
  };
  cls.dict.set('__required_keys__', keys(required));
  cls.dict.set('__optional_keys__', keys([...fields.keys()].filter((k) => !required.has(k))));
  cls.dict.set('__total__', total);
}

/**
 * A `TypedDict` to subclass to declare keys; instances are plain dicts. typing and
 * typing_extensions each have their own on Python 3.11 (distinct metaclasses in CPython).
 */
function typedDictRoot(module: string): PyClass {
  const root: PyClass = new PyClass(
    'TypedDict',
    [objectType],
    {
      initSubclass: collect,
      call: (cls, args, kw) => {
        if (cls === root) throw pyError(exc.TypeError, 'TypedDict takes no arguments');
        const d = new PyDict();
        const src = args[0];
        if (src instanceof PyDict) for (const [k, e] of src.map) d.map.set(k, [e[0], e[1]]);
        if (kw) for (const [k, v] of kw) d.map.set(k, [k, v]);
        return d;
      },
    },
    module,
  );
  return root;
}

/** `typing.TypedDict`. */
export const typedDictClass = typedDictRoot('typing');
/** `typing_extensions.TypedDict`, the one pydantic accepts on Python < 3.12. */
export const extensionsTypedDictClass = typedDictRoot('typing_extensions');

const newTypeType = new PyClass(
  'NewType',
  [objectType],
  {
    call: (_cls, args) => {
      const [name, supertype] = args;
      if (typeof name !== 'string' || supertype === undefined) throw pyError(exc.TypeError, "NewType.__init__() missing 1 required positional argument: 'tp'");
      return new PyOpaque(newTypeType, `__walkthrough__.${name}`, { name, supertype });
    },
    getattr: (self, name) => {
      const info = (self as PyOpaque).payload as { name: string; supertype: PyValue };
      if (name === '__supertype__') return info.supertype;
      if (name === '__name__') return info.name;
      if (name === '__call__') return builtin(info.name, (a) => a[0]);
      return undefined;
    },
  },
  'typing',
);

/** `typing.NewType`: calling one returns its argument unchanged. */
export const newType = newTypeType;

/** The supertype of a NewType value, or undefined for anything else. */
export function newTypeSupertype(v: PyValue): PyValue | undefined {
  return v instanceof PyOpaque && v.type === newTypeType ? ((v.payload as { supertype: PyValue }).supertype ?? undefined) : undefined;
}

/** `repr` of a NewType, kept for messages. */
export function newTypeRepr(v: PyOpaque): string {
  return repr(v);
}
