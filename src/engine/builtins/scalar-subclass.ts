/**
 * Subclasses of `int`, `float` and `str` defined in Python (`class Port(int)`,
 * `class Username(str)`), as CPython has them: calling the class (or `super().__new__(cls, v)`
 * in a `__new__`) makes a `PyScalarInstance` carrying the converted value; the builtin type's
 * slots read that value, so arithmetic, comparison, hashing, `len`, indexing, `repr`, `format`
 * and the contract's encoding behave as the value does, and results are plain values
 * (`Port(80) + 1` is the int 81). A dunder the subclass defines fills its own slot first, as
 * for any class. Installed after the types' own slots (`numbers-type.ts`, `str-type.ts`).
 */
import { displayRepr, str } from '../repr';
import { PyScalarInstance, type Scalar, scalarHashSlots, unbox } from '../scalar-instance';
import { builtinTypes, PyBuiltin, type PyClass, type PyObj, type PyValue, type Slots, type ValueKind } from '../values';
import { nativeSlots } from './args';

const t = builtinTypes;

/** Slots that take the class or act on the object itself, not on its value. */
const kept = new Set<keyof Slots>(['call', 'new', 'init', 'initSubclass', 'classGetitem', 'valueKind']);

type AnyFn = (a: unknown, b: unknown, c: unknown, d: unknown) => unknown;

/**
 * A value slot that reads an instance's primitive. Every slot takes the object first, except
 * `binop` (operator first): the operands are unboxed wherever they stand, but `%` on a str
 * keeps its right operand (`'%s' % Money(5)` formats it with its own `__str__`).
 */
function reading(key: keyof Slots, fn: AnyFn): AnyFn {
  if (key === 'binop') return (op, self, other, reflected) => fn(op, unbox(self as PyValue), op === '%' ? other : unbox(other as PyValue), reflected);
  if (key === 'format')
    // `format(x, '')` is `str(x)` for int, float and str: a subclass's own `__str__` shows.
    return (self, spec) => (spec === '' && self instanceof PyScalarInstance ? str(self) : fn(unbox(self as PyValue), spec, undefined, undefined));
  return (a, b, c, d) => fn(unbox(a as PyValue), unbox(b as PyValue), c, d);
}

/** A subclass instance in a trace: by its value's repr, unless the class prints itself (`__repr__`). */
const scalarKind: ValueKind = {
  view: (self: PyObj) => {
    const inst = self as PyScalarInstance;
    const own = inst.type.definer('__repr__')?.heap;
    return { kind: 'opaque', id: self.id, type: inst.type.name, repr: displayRepr(own ? self : inst.value) };
  },
  canon: (self: PyObj) => ({ opaque: (self as PyScalarInstance).type.name }),
  scalar: (self: PyObj) => (self as PyScalarInstance).value,
};

/** Methods whose arguments keep their own behaviour (`'{}'.format(Money(5))` uses Money's `__str__`). */
const formatting = new Set(['format', 'format_map']);

/**
 * The type's methods take a subclass instance, as self or argument, as its value
 * (`Tag("a,b").split(Tag(","))`): the arguments are unboxed before the method runs.
 */
function readingMethods(base: PyClass): void {
  for (const [name, m] of [...base.dict]) {
    if (!(m instanceof PyBuiltin) || name.startsWith('__') || formatting.has(name)) continue;
    const fn = m.fn;
    const wrapped = new PyBuiltin(name, (args, kw) => (args.some(isBoxed) ? fn(args.map(unbox), kw) : fn(args, kw)), m.qualname);
    wrapped.binds = m.binds;
    base.dict.set(name, wrapped);
  }
}

function isBoxed(v: PyValue): boolean {
  return v instanceof PyScalarInstance;
}

function adapt(base: PyClass): void {
  readingMethods(base);
  const slots = base.slots as Record<string, unknown>;
  const replaced: Record<string, unknown> = {};
  for (const [key, fn] of Object.entries(slots)) {
    if (typeof fn === 'function' && !kept.has(key as keyof Slots)) replaced[key] = reading(key as keyof Slots, fn as AnyFn);
  }
  const convert = slots.call as NonNullable<Slots['call']>;
  const make = (cls: PyClass, args: PyValue[], kw: Map<string, PyValue> | null): PyValue => {
    const v = convert(base, args, kw) as Scalar;
    return cls === base ? v : new PyScalarInstance(cls, v);
  };
  nativeSlots(base, {
    ...replaced,
    call: make,
    new: make,
    // int's, float's and str's __init__ is object's: the arguments were for __new__.
    init: () => {},
    valueKind: scalarKind,
  } as Slots);
  if (replaced.hash) scalarHashSlots.add(replaced.hash);
}

// `str(x)` of a str subclass instance is its value (object's `__str__` would give its repr).
nativeSlots(t.str, { str: (self) => self as unknown as string, hash: (self) => self as unknown as string });
adapt(t.int);
adapt(t.float);
adapt(t.str);
