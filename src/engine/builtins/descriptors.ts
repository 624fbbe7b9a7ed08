/**
 * The descriptor types users meet: `property` (getter, setter, deleter), `classmethod`,
 * `staticmethod`, and `super` (attribute lookup along the MRO after a class, bound to an
 * instance or class). Their binding lives in `attributes.ts`'s one `descrGet`.
 */
import { exc, pyError } from '../exceptions';
import { call, descrGet, descriptorTypes, genericGetAttr, getAttr, getAttrOrUndefined, type Kwargs, typeName, typeOf } from '../objects';
import { defaultRepr, repr } from '../repr';
import { builtinTypes, PyBuiltin, PyClass, PyFunction, PyOpaque, type PyValue } from '../values';
import { arity, checkBuiltinKwargs, defineGetSets, defineMethods, nativeSlots } from './args';

const d = descriptorTypes;

/** What a property holds. */
export interface PropertyParts {
  fget: PyValue;
  fset: PyValue;
  fdel: PyValue;
  doc: PyValue;
}

function parts(p: PyValue): PropertyParts {
  if (!(p instanceof PyOpaque) || !p.type.isSubclassOf(d.property))
    throw pyError(exc.TypeError, `descriptor requires a 'property' object but received a '${typeName(p)}'`);
  return p.payload as PropertyParts;
}

function makeProperty(cls: PyClass, p: PropertyParts): PyOpaque {
  return new PyOpaque(cls, '<property object>', p);
}

/** `property(fget)`, for a runtime that wraps a function (pydantic's `computed_field`). */
export function newProperty(fget: PyValue): PyOpaque {
  return makeProperty(d.property, { fget, fset: null, fdel: null, doc: null });
}

/** A property's getter, setter and deleter; undefined for anything that is not a property. */
export function propertyParts(v: PyValue): Readonly<PropertyParts> | undefined {
  return v instanceof PyOpaque && v.type.isSubclassOf(d.property) ? (v.payload as PropertyParts) : undefined;
}

/** The name a property's errors use: its getter's. */
function propertyName(p: PropertyParts): string {
  const f = p.fget ?? p.fset ?? p.fdel;
  return f instanceof PyFunction ? f.name : '';
}

function propertyError(p: PropertyParts, obj: PyValue, what: string) {
  return pyError(exc.AttributeError, `property '${propertyName(p)}' of '${typeName(obj)}' object has no ${what}`);
}

nativeSlots(d.property, {
  call: (cls, args, kwargs) => {
    arity('property', args, null, 0, 4);
    checkBuiltinKwargs('property', kwargs, ['fget', 'fset', 'fdel', 'doc']);
    const arg = (i: number, name: string) => args[i] ?? kwargs?.get(name) ?? null;
    const fget = arg(0, 'fget');
    let doc = arg(3, 'doc');
    if (doc === null && fget instanceof PyFunction) doc = fget.code.docstring;
    return makeProperty(cls, { fget, fset: arg(1, 'fset'), fdel: arg(2, 'fdel'), doc });
  },
  descrGet: (self, obj) => {
    if (obj === undefined) return self;
    const p = parts(self);
    if (p.fget === null) throw propertyError(p, obj, 'getter');
    return call(p.fget, [obj], null);
  },
  descrSet: (self, obj, value) => {
    const p = parts(self);
    if (p.fset === null) throw propertyError(p, obj, 'setter');
    call(p.fset, [obj, value], null);
  },
  descrDelete: (self, obj) => {
    const p = parts(self);
    if (p.fdel === null) throw propertyError(p, obj, 'deleter');
    call(p.fdel, [obj], null);
  },
  repr: (self) => defaultRepr(self),
});

defineGetSets(d.property, {
  fget: { get: (p) => parts(p).fget },
  fset: { get: (p) => parts(p).fset },
  fdel: { get: (p) => parts(p).fdel },
  __doc__: { get: (p) => parts(p).doc },
});

function copyWith(name: string, key: 'fget' | 'fset' | 'fdel') {
  return (args: PyValue[], kw: Kwargs): PyValue => {
    arity(`property.${name}`, args.slice(1), kw, 1, 1);
    const p = parts(args[0]);
    return makeProperty(typeOf(args[0]), { ...p, [key]: args[1] });
  };
}

defineMethods(d.property, { getter: copyWith('getter', 'fget'), setter: copyWith('setter', 'fset'), deleter: copyWith('deleter', 'fdel') });

// ---- classmethod and staticmethod --------------------------------------------------

for (const [type, name] of [
  [d.classmethod, 'classmethod'],
  [d.staticmethod, 'staticmethod'],
] as const) {
  nativeSlots(type, {
    call: (cls, args, kwargs) => {
      arity(name, args, kwargs, 1, 1);
      return new PyOpaque(cls, `<${name} object>`, args[0]);
    },
    descrGet: (self, obj, owner) => descrGet(self, obj, owner),
    repr: (self) => `<${name}(${repr((self as PyOpaque).payload as PyValue)})>`,
  });
  defineGetSets(type, {
    __func__: { get: (w) => (w as PyOpaque).payload as PyValue },
    __wrapped__: { get: (w) => (w as PyOpaque).payload as PyValue },
    // Since 3.10 the wrapper takes these from its function (`functools.wraps`'s names), falling
    // back to its own type's when the function lacks them.
    ...Object.fromEntries(
      ['__doc__', '__name__', '__qualname__', '__module__'].map((attr) => [
        attr,
        { get: (w: PyValue) => getAttrOrUndefined((w as PyOpaque).payload as PyValue, attr) ?? getAttr(type, attr) },
      ]),
    ),
  });
}
// Since Python 3.10 a staticmethod object is itself callable.
nativeSlots(d.staticmethod, { callSelf: (self, args, kwargs) => call((self as PyOpaque).payload as PyValue, args, kwargs) });

/** `object.__init_subclass__`: accepts no keyword arguments. */
builtinTypes.object.dict.set(
  '__init_subclass__',
  new PyOpaque(
    d.classmethod,
    '<classmethod object>',
    new PyBuiltin(
      '__init_subclass__',
      (args, kw) => {
        if (kw && kw.size > 0) throw pyError(exc.TypeError, `${(args[0] as PyClass).name}.__init_subclass__() takes no keyword arguments`);
        return null;
      },
      'object.__init_subclass__',
    ),
  ),
);

// ---- super ---------------------------------------------------------------------------

interface SuperParts {
  cls: PyClass;
  self: PyValue;
}

/** The class whose MRO `super()` walks: the instance's type, or the class itself for `super(C, D)`. */
function startType(p: SuperParts): PyClass {
  return p.self instanceof PyClass && p.self.isSubclassOf(p.cls) ? p.self : typeOf(p.self);
}

/** `super(cls, obj)`; zero-argument `super()` is resolved by the evaluator into this form. */
export function makeSuper(cls: PyValue, obj: PyValue): PyOpaque {
  if (!(cls instanceof PyClass)) throw pyError(exc.TypeError, `super() argument 1 must be a type, not ${typeName(cls)}`);
  const ok = (obj instanceof PyClass && obj.isSubclassOf(cls)) || typeOf(obj).isSubclassOf(cls);
  if (!ok) throw pyError(exc.TypeError, 'super(type, obj): obj must be an instance or subtype of type');
  const shown = obj instanceof PyClass ? `<class '${obj.name}'>` : `<${typeName(obj)} object>`;
  return new PyOpaque(d.super, `<super: <class '${cls.name}'>, ${shown}>`, { cls, self: obj } satisfies SuperParts);
}

nativeSlots(d.super, {
  call: (_cls, args, kwargs) => {
    arity('super', args, kwargs, 0, 2);
    if (args.length === 0) throw pyError(exc.RuntimeError, 'super(): no arguments');
    if (args.length === 1) throw pyError(exc.RuntimeError, 'super(): unbound super objects are not supported by this interpreter');
    return makeSuper(args[0], args[1]);
  },
  getattribute: (self, name) => {
    const p = (self as PyOpaque).payload as SuperParts;
    if (name !== '__class__') {
      const start = startType(p);
      // Looking the name up once shows native slots as dunders along the whole MRO.
      start.lookup(name);
      const mro = start.mro;
      const at = mro.indexOf(p.cls);
      // Zero-argument super() is made without this check; a method whose class is not in the
      // instance's MRO (a dataclass(slots=True) method: CPython 3.11's known flaw) fails here.
      if (at < 0) throw pyError(exc.TypeError, 'super(type, obj): obj must be an instance or subtype of type');
      for (const c of mro.slice(at + 1)) {
        const v = c.dict.get(name);
        if (v !== undefined) return descrGet(v, p.self === start ? undefined : p.self, start);
      }
    }
    return genericGetAttr(self, name);
  },
  repr: (self) => (self as PyOpaque).reprText,
});

defineGetSets(d.super, {
  __thisclass__: { get: (s) => ((s as PyOpaque).payload as SuperParts).cls },
  __self__: { get: (s) => ((s as PyOpaque).payload as SuperParts).self },
  __self_class__: { get: (s) => startType((s as PyOpaque).payload as SuperParts) },
});
