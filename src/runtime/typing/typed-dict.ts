/**
 * `typing.TypedDict` and `typing.NewType`: a TypedDict class records its keys' annotations and
 * which keys are required; calling it builds a plain dict, as in CPython. A NewType is a callable
 * that returns its argument and remembers its supertype.
 */
import {
  builtin,
  builtinTypes,
  call,
  exc,
  makeClass,
  metaclassNew,
  mroEntries,
  objectType,
  PyClass,
  PyDict,
  PyGenericAlias,
  PyOpaque,
  PySet,
  PyTuple,
  type PyValue,
  pyError,
  repr,
  truthy,
  unsupported,
} from '../../engine/api';
import { annotatedForm, notRequiredForm, readOnlyForm, requiredForm } from './forms';
import { genericClass } from './generic';

/** What a TypedDict class knows about its keys. */
export interface TypedDictInfo {
  /** Every key's annotation (inherited keys first), `Required`/`NotRequired` unwrapped. */
  readonly fields: Map<string, PyValue>;
  readonly required: Set<string>;
  /** Declared with `typing.TypedDict` (not typing_extensions'), which pydantic refuses on Python < 3.12. */
  readonly fromTyping: boolean;
  /** PEP 728's `closed=` as given to this class (`__closed__`: None when not given, never inherited). */
  readonly closed: PyValue;
  /** PEP 728's `extra_items=` (`__extra_items__`), or `noExtraItems`. */
  readonly extraItems: PyValue;
}

const typedDicts = new WeakMap<PyClass, TypedDictInfo>();

export function typedDictInfo(cls: PyClass): TypedDictInfo | undefined {
  return typedDicts.get(cls);
}

/** typing's or typing_extensions' TypedDict machinery: each has its own metaclass on Python 3.11. */
interface Flavour {
  readonly meta: PyClass;
  /** The class `class X(TypedDict)` names as its base (`TypedDict.__mro_entries__`), never in a TypedDict's MRO. */
  readonly marker: PyClass;
  readonly fromTyping: boolean;
}

/**
 * A key's annotation under its qualifiers (`Annotated`, `Required`, `NotRequired`, `ReadOnly`, in
 * any nesting, as `_get_typeddict_qualifiers` peels them): whether `Required`/`NotRequired` said
 * (undefined: neither) and whether `ReadOnly` did. The type is the innermost one, unless only
 * `Annotated` wrapped it (which pydantic reads itself).
 */
function qualified(ann: PyValue): { type: PyValue; required: boolean | undefined; readOnly: boolean } {
  let t = ann;
  let required: boolean | undefined;
  let readOnly = false;
  let qualifier = false;
  for (;;) {
    if (t instanceof PyGenericAlias && t.origin === annotatedForm) t = t.args[0];
    else if (t instanceof PyGenericAlias && (t.origin === requiredForm || t.origin === notRequiredForm)) {
      required ??= t.origin === requiredForm;
      qualifier = true;
      t = t.args[0];
    } else if (t instanceof PyGenericAlias && t.origin === readOnlyForm) {
      readOnly = true;
      qualifier = true;
      t = t.args[0];
    } else break;
  }
  return { type: qualifier ? t : ann, required, readOnly };
}

/** `typing_extensions.NoExtraItems`: a TypedDict's `__extra_items__` when it declares none. */
export const noExtraItems = new PyOpaque(new PyClass('NoExtraItemsType', [objectType], {}, 'typing_extensions'), 'typing_extensions.NoExtraItems');

function frozenKeys(names: Iterable<string>): PySet {
  const s = new PySet(true);
  for (const n of names) s.map.set(n, n);
  return s;
}

/**
 * `_TypedDictMeta.__new__`: every base must be a TypedDict of the same flavour (or Generic); the
 * class is a `dict` subclass (after Generic when a base is generic) whose `__annotations__` merge
 * the bases' and its own, and whose required and optional keys follow `total` and each key's
 * `Required`/`NotRequired`.
 */
function makeTypedDict(
  f: Flavour,
  name: string,
  bases: PyClass[],
  ns: Map<string, PyValue>,
  kw: Map<string, PyValue>,
  globals: Map<string, PyValue> | null,
): PyClass {
  for (const b of bases)
    if (b.cls !== f.meta && b !== genericClass) throw pyError(exc.TypeError, 'cannot inherit from both a TypedDict type and a non-TypedDict base class');
  const totalKeyword = kw.get('total');
  // typing_extensions' metaclass takes PEP 728's keywords; Python 3.11's typing does not.
  const known = f.fromTyping ? ['total'] : ['total', 'closed', 'extra_items'];
  for (const k of kw.keys()) if (!known.includes(k)) unsupported(`the TypedDict class keyword '${k}'`);
  const total = totalKeyword === undefined ? true : truthy(totalKeyword);
  const closed = kw.get('closed') ?? null;
  let extraItems: PyValue = kw.get('extra_items') ?? noExtraItems;
  if (closed !== null && extraItems !== noExtraItems) throw pyError(exc.TypeError, `Cannot combine closed=${repr(closed)} and extra_items`);
  const generic = bases.some((b) => b.isSubclassOf(genericClass));
  const own = ns.get('__annotations__');
  const cls = makeClass(name, generic ? [genericClass, builtinTypes.dict] : [builtinTypes.dict], ns, new Map(), globals);
  cls.meta = f.meta;
  const annotations = new PyDict();
  const fields = new Map<string, PyValue>();
  const required = new Set<string>();
  const optional = new Set<string>();
  const readOnly = new Set<string>();
  const mutable = new Set<string>();
  for (const b of bases) {
    for (const [name, into] of [
      ['__readonly_keys__', readOnly],
      ['__mutable_keys__', mutable],
    ] as const) {
      const keys = b.dict.get(name);
      if (keys instanceof PySet) for (const k of keys.map.values()) if (typeof k === 'string') into.add(k);
    }
    const info = typedDicts.get(b);
    const anns = b.dict.get('__annotations__');
    if (anns instanceof PyDict) for (const [k, e] of anns.map) annotations.map.set(k, [e[0], e[1]]);
    if (!info) continue;
    for (const [k, v] of info.fields) fields.set(k, v);
    for (const k of info.fields.keys()) {
      const set = info.required.has(k) ? required : optional;
      (set === required ? optional : required).delete(k);
      set.add(k);
    }
  }
  if (own instanceof PyDict && truthy(closed) && own.map.has('__extra_items__')) {
    // An earlier draft of PEP 728, kept by typing_extensions before 3.14: `__extra_items__: T` in a closed class.
    const ann = own.map.get('__extra_items__')?.[1] ?? null;
    const q = qualified(ann);
    if (q.required !== undefined) throw pyError(exc.TypeError, `Special key __extra_items__ does not support ${q.required ? 'Required' : 'NotRequired'}`);
    extraItems = ann;
    own.map.delete('__extra_items__');
  }
  if (own instanceof PyDict) {
    for (const [key, [k, ann]] of own.map) {
      annotations.map.set(key, [k, ann]);
      if (typeof k !== 'string') continue;
      const q = qualified(ann);
      fields.set(k, q.type);
      const req = q.required ?? total;
      (req ? required : optional).add(k);
      (req ? optional : required).delete(k);
      (q.readOnly ? readOnly : mutable).add(k);
      (q.readOnly ? mutable : readOnly).delete(k);
    }
  }
  typedDicts.set(cls, { fields, required, fromTyping: f.fromTyping, closed, extraItems });
  cls.dict.set('__annotations__', annotations);
  cls.dict.set('__required_keys__', frozenKeys(required));
  cls.dict.set('__optional_keys__', frozenKeys(optional));
  if (cls.lookup('__total__') === undefined) cls.dict.set('__total__', total);
  if (!f.fromTyping) {
    // typing_extensions' TypedDict also records which keys are ReadOnly, and PEP 728's `closed`/`extra_items`.
    cls.dict.set('__readonly_keys__', frozenKeys(readOnly));
    cls.dict.set('__mutable_keys__', frozenKeys(mutable));
    cls.dict.set('__closed__', closed);
    cls.dict.set('__extra_items__', extraItems);
  }
  if (!f.fromTyping && cls.lookup('__orig_bases__') === undefined) cls.dict.set('__orig_bases__', new PyTuple(bases));
  // `_TypedDictMeta.__instancecheck__`/`__subclasscheck__`: a TypedDict is for static checking only.
  const refuse = (): never => {
    throw pyError(exc.TypeError, 'TypedDict does not support instance and class checks');
  };
  cls.virtualInstance = refuse;
  cls.subclassCheck = refuse;
  return cls;
}

/**
 * `TypedDict('Name', {'key': type, ...}, total=True)`: the functional form, the same class a
 * class statement makes; the fields as anything `dict()` takes, or (deprecated) as keywords.
 */
function functionalTypedDict(f: Flavour, args: PyValue[], kw: Map<string, PyValue> | null): PyClass {
  const name = args[0];
  if (typeof name !== 'string') throw pyError(exc.TypeError, "TypedDict() missing 1 required positional argument: 'typename'");
  const keywords = new Map(kw ?? []);
  const classKeywords = new Map<string, PyValue>();
  for (const k of f.fromTyping ? ['total'] : ['total', 'closed', 'extra_items']) {
    const v = keywords.get(k);
    // typing_extensions takes a `closed=` that is not a bool or None as a field of the deprecated keyword form.
    if (v === undefined || (k === 'closed' && v !== null && typeof v !== 'boolean')) continue;
    classKeywords.set(k, v);
    keywords.delete(k);
  }
  const given = args[1] ?? null;
  if (given !== null && keywords.size) throw pyError(exc.TypeError, 'TypedDict takes either a dict or keyword arguments, but not both');
  let fields: PyValue;
  if (given !== null) fields = call(builtinTypes.dict, [given], null);
  else {
    const d = new PyDict();
    for (const [k, v] of keywords) d.map.set(k, [k, v]);
    fields = d;
  }
  const ns = new Map<string, PyValue>([
    ['__annotations__', fields],
    ['__module__', '__walkthrough__'],
  ]);
  return makeTypedDict(f, name, [f.marker], ns, classKeywords, null);
}

function flavour(module: string): Flavour {
  const meta = new PyClass('_TypedDictMeta', [builtinTypes.type], { callSelf: (_cls, args, kw) => call(builtinTypes.dict, args, kw) }, module);
  const marker = new PyClass('TypedDict', [objectType], {}, module);
  marker.meta = meta;
  const f: Flavour = { meta, marker, fromTyping: module === 'typing' };
  metaclassNew.set(meta, (name, bases, ns, kw, globals) => makeTypedDict(f, name, bases, ns, kw, globals));
  return f;
}

const typingFlavour = flavour('typing');
const extensionsFlavour = flavour('typing_extensions');

/** `typing.TypedDict`: a function on Python 3.11, subclassed through its `__mro_entries__`. */
export const typedDictFunction = builtin('TypedDict', (args, kw) => functionalTypedDict(typingFlavour, args, kw));
mroEntries.set(typedDictFunction, typingFlavour.marker);

/** `typing_extensions.TypedDict`, the one pydantic accepts on Python < 3.12: a special form that prints as its name. */
const typedDictFormType = new PyClass(
  '_TypedDictSpecialForm',
  [objectType],
  { callSelf: (_self, args, kw) => functionalTypedDict(extensionsFlavour, args, kw) },
  'typing_extensions',
);
export const extensionsTypedDict = new PyOpaque(typedDictFormType, 'typing_extensions.TypedDict');
mroEntries.set(extensionsTypedDict, extensionsFlavour.marker);

/** `typing.is_typeddict`: a class made by typing's TypedDict. */
export const isTypedDict = builtin('is_typeddict', (args) => args[0] instanceof PyClass && args[0].cls === typingFlavour.meta);
/** `typing_extensions.is_typeddict`: a class made by either TypedDict. */
export const extensionsIsTypedDict = builtin(
  'is_typeddict',
  (args) => args[0] instanceof PyClass && (args[0].cls === typingFlavour.meta || args[0].cls === extensionsFlavour.meta),
);

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
